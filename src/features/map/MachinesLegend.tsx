// Floating card over the map's top-left corner: how many machines are on the map, how many of the
// fleet are not (no position reported yet, so nothing to draw), how many reported recently, and what
// the colours mean. On a phone it folds into one line that opens on a tap, so the map stays visible.
import { useState, type ReactNode } from 'react';
import { Button, Card, Flex, Separator, Text } from '@radix-ui/themes';
import { STALE_COLOR, type MachineSummary, type Rgba } from './map.view.ts';
import { useNarrowScreen } from '../../app/useNarrowScreen.ts';
import { useT } from '../../i18n/useT.ts';
import { msg } from '../../i18n/i18n.ts';

const css = ([r, g, b, a]: Rgba) => `rgba(${r}, ${g}, ${b}, ${a / 255})`;
const BUBBLE: Rgba = [30, 64, 175, 225];

function Swatch({ color, label, count, size = 10 }: { color: Rgba; label: string; count?: number; size?: number }) {
  const t = useT();
  return (
    <Flex align="center" gap="2">
      <span
        aria-hidden
        style={{ width: size, height: size, borderRadius: '50%', background: css(color), boxShadow: '0 0 0 1.5px white, 0 0 0 2.5px var(--gray-a6)' }}
      />
      <Text size="1" style={{ flex: 1 }}>
        {t(label)}
      </Text>
      {count !== undefined ? (
        <Text size="1" color="gray">
          {count}
        </Text>
      ) : null}
    </Flex>
  );
}

/** The fleet as the positions summary call counts it (non-archived machines). */
export interface FleetCount {
  machines: number;
  withPosition: number;
}

interface Props {
  summary: MachineSummary;
  fleet?: FleetCount;
  loading: boolean;
  error?: string;
  /** Controls under the legend (the machine finder). */
  children?: ReactNode;
}

export function MachinesLegend({ summary, fleet, loading, error, children }: Props) {
  const t = useT();
  const narrow = useNarrowScreen();
  const [open, setOpen] = useState(false);
  const unplaced = fleet ? Math.max(0, fleet.machines - summary.total) : 0;
  const title =
    loading && summary.total === 0
      ? t('Loading machines…')
      : summary.total === 1
        ? t('1 machine on the map')
        : t('{count} machines on the map', { count: summary.total });

  if (narrow && !open) {
    return (
      <Card size="1" data-testid="map-summary" style={{ position: 'absolute', top: 8, left: 8, zIndex: 3, maxWidth: 'calc(100% - 64px)' }}>
        <Flex align="center" gap="2">
          <Text size="2" weight="bold">
            {fleet && unplaced > 0 ? t('{count} of {total} machines on the map', { count: summary.total, total: fleet.machines }) : title}
          </Text>
          <Button size="1" variant="soft" aria-expanded={false} onClick={() => setOpen(true)}>
            {t('Legend')}
          </Button>
        </Flex>
      </Card>
    );
  }

  return (
    <Card
      size="1"
      data-testid="map-summary"
      style={{ position: 'absolute', top: narrow ? 8 : 12, left: narrow ? 8 : 12, zIndex: 3, minWidth: 200, maxWidth: 280 }}
    >
      <Flex direction="column" gap="2">
        <Flex direction="column">
          <Flex align="center" justify="between" gap="2">
            <Text size="3" weight="bold">
              {title}
            </Text>
            {narrow ? (
              <Button size="1" variant="soft" aria-expanded onClick={() => setOpen(false)}>
                {t('Hide')}
              </Button>
            ) : null}
          </Flex>
          {fleet && unplaced > 0 ? (
            <Text size="1" color="gray" data-testid="map-unplaced">
              {t("{count} of the fleet's {total} not shown: no position reported yet", { count: unplaced, total: fleet.machines })}
            </Text>
          ) : null}
          <Text size="1" color="gray">
            {t('{count} reported in the last 24 h', { count: summary.recent })}
          </Text>
          {error ? (
            <Text size="1" color="red" role="alert">
              {error}
            </Text>
          ) : null}
        </Flex>
        {summary.total > 0 ? (
          <>
            <Separator size="4" />
            <Flex direction="column" gap="1">
              {summary.groups.map(({ group, count }) => (
                <Swatch key={group.key} color={group.color} label={group.label} count={count} />
              ))}
              {summary.recent < summary.total ? <Swatch color={STALE_COLOR} label={msg('No report in 24 h')} count={summary.total - summary.recent} /> : null}
              <Swatch color={BUBBLE} size={14} label={msg('Several machines close together: zoom in or click to split')} />
            </Flex>
          </>
        ) : null}
        {children}
      </Flex>
    </Card>
  );
}
