// Floating card over the map's top-left corner: how many machines, how many reported recently,
// and what the dot colours mean.
import type { ReactNode } from 'react';
import { Card, Flex, Separator, Text } from '@radix-ui/themes';
import { pluralize, STALE_COLOR, type MachineSummary, type Rgba } from './map.model.ts';

const css = ([r, g, b, a]: Rgba) => `rgba(${r}, ${g}, ${b}, ${a / 255})`;

function Swatch({ color, label, count }: { color: Rgba; label: string; count?: number }) {
  return (
    <Flex align="center" gap="2">
      <span
        aria-hidden
        style={{ width: 10, height: 10, borderRadius: '50%', background: css(color), boxShadow: '0 0 0 1.5px white, 0 0 0 2.5px var(--gray-a6)' }}
      />
      <Text size="1" style={{ flex: 1 }}>
        {label}
      </Text>
      {count !== undefined ? (
        <Text size="1" color="gray">
          {count}
        </Text>
      ) : null}
    </Flex>
  );
}

/** `children`: controls under the legend (the machine finder). */
export function MachinesLegend({ summary, loading, error, children }: { summary: MachineSummary; loading: boolean; error?: string; children?: ReactNode }) {
  return (
    <Card size="1" data-testid="map-summary" style={{ position: 'absolute', top: 12, left: 12, zIndex: 3, minWidth: 200 }}>
      <Flex direction="column" gap="2">
        <Flex direction="column">
          <Text size="3" weight="bold">
            {loading && summary.total === 0 ? 'Loading machines…' : pluralize(summary.total, 'machine', 'machines')}
          </Text>
          <Text size="1" color="gray">
            {summary.recent} reported in the last 24 h
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
              {summary.recent < summary.total ? <Swatch color={STALE_COLOR} label="No report in 24 h" count={summary.total - summary.recent} /> : null}
            </Flex>
          </>
        ) : null}
        {children}
      </Flex>
    </Card>
  );
}
