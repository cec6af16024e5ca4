// The right-hand panel place details and the place editor open in: over the grid or the map, the
// full width of a phone. The editor asks for a bottom sheet on a phone instead (`sheetOnPhone`): the
// geofence is drawn and reshaped on the map, which must stay in view above it.
import type { ReactNode } from 'react';
import { Flex } from '@radix-ui/themes';
import { useNarrowScreen } from '../../../app/useNarrowScreen.ts';

/** The share of a phone's height the editor's sheet takes; the map keeps the rest. */
export const PHONE_SHEET_SHARE = 0.45;

export function SidePanel({ label, testId, sheetOnPhone = false, children }: { label: string; testId: string; sheetOnPhone?: boolean; children: ReactNode }) {
  const sheet = useNarrowScreen() && sheetOnPhone;
  return (
    <Flex
      asChild
      direction="column"
      gap="3"
      p="4"
      style={{
        position: 'absolute',
        top: sheet ? 'auto' : 0,
        right: 0,
        bottom: 0,
        width: sheet ? '100%' : 'min(560px, 100%)',
        maxHeight: sheet ? `${PHONE_SHEET_SHARE * 100}%` : undefined,
        zIndex: 5,
        background: 'var(--color-panel-solid)',
        borderLeft: sheet ? undefined : '1px solid var(--gray-a5)',
        borderTop: sheet ? '1px solid var(--gray-a5)' : undefined,
        boxShadow: 'var(--shadow-4)',
        overflowY: 'auto',
      }}
    >
      <aside aria-label={label} data-testid={testId}>
        {children}
      </aside>
    </Flex>
  );
}
