// The right-hand panel place details and the place editor open in: over the grid or the map, the
// full width of a phone.
import type { ReactNode } from 'react';
import { Flex } from '@radix-ui/themes';

export function SidePanel({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <Flex
      asChild
      direction="column"
      gap="3"
      p="4"
      style={{
        position: 'absolute',
        top: 0,
        right: 0,
        bottom: 0,
        width: 'min(560px, 100%)',
        zIndex: 5,
        background: 'var(--color-panel-solid)',
        borderLeft: '1px solid var(--gray-a5)',
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
