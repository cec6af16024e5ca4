// The card of a pile of machines at one point: how many, and either the way to the list (while they
// are spread on the map) or the list itself, searchable, a page at a time, each row opening the
// machine's panel. Keyboard: focus lands here when the pile opens; Escape closes (MachinePile).
import { forwardRef } from 'react';
import { Button, Card, Flex, Heading, IconButton, Text, TextField } from '@radix-ui/themes';
import { Cross2Icon } from '@radix-ui/react-icons';
import { machineColor, type MachinePosition, type Rgba } from './map.view.ts';
import { useT } from '../../i18n/useT.ts';
import { useFormat } from '../../format/format.ts';
import styles from './MachinePile.module.css';
import { MachineSummary } from './MachineSummary.tsx';

const css = ([r, g, b, a]: Rgba) => `rgba(${r}, ${g}, ${b}, ${a / 255})`;

interface Props {
  view: 'spread' | 'list';
  total: number;
  /** the rows the list shows (matching the search, first pages) */
  rows: readonly MachinePosition[];
  matches: number;
  query: string;
  canSpread: boolean;
  hasMore: boolean;
  families: readonly { id: number; name: string }[];
  now: number;
  selectedId: number | null;
  send: (
    event:
      { type: 'pile.list' | 'pile.spread' | 'pile.more' | 'pile.close' } | { type: 'pile.search'; query: string } | { type: 'pile.choose'; assetId: number },
  ) => void;
}

export const PileCard = forwardRef<HTMLDivElement, Props>(function PileCard(
  { view, total, rows, matches, query, canSpread, hasMore, families, now, selectedId, send },
  ref,
) {
  const t = useT();
  const format = useFormat();
  const title = t('{count} machines at this point', { count: format.count(total) });
  return (
    <Card ref={ref} size="1" className={styles.card} role="dialog" aria-label={title} tabIndex={-1} data-testid="pile-card" data-view={view}>
      <Flex direction="column" gap="2" style={{ minHeight: 0, flex: 1 }}>
        <Flex align="center" justify="between" gap="2">
          <Heading as="h2" size="3">
            {title}
          </Heading>
          <IconButton size="1" variant="ghost" color="gray" aria-label={t('Close')} onClick={() => send({ type: 'pile.close' })}>
            <Cross2Icon />
          </IconButton>
        </Flex>
        {view === 'spread' ? (
          <Flex align="center" justify="between" gap="2">
            <Text size="1" color="gray">
              {t('Spread out around their point: choose one to open it')}
            </Text>
            <Button size="1" variant="soft" onClick={() => send({ type: 'pile.list' })}>
              {t('Show as a list')}
            </Button>
          </Flex>
        ) : (
          <>
            <Flex gap="2" align="center">
              <TextField.Root
                size="1"
                style={{ flex: 1 }}
                placeholder={t('Name or internal id')}
                aria-label={t('Search the machines at this point')}
                value={query}
                onChange={(e) => send({ type: 'pile.search', query: e.target.value })}
              />
              {canSpread ? (
                <Button size="1" variant="soft" onClick={() => send({ type: 'pile.spread' })}>
                  {t('Spread on the map')}
                </Button>
              ) : null}
            </Flex>
            <ul className={styles.list} aria-label={t('Machines at this point')}>
              {rows.map((m) => (
                <li key={m.assetId}>
                  <button
                    type="button"
                    className={styles.row}
                    data-asset-id={m.assetId}
                    aria-current={m.assetId === selectedId ? 'true' : undefined}
                    onClick={() => send({ type: 'pile.choose', assetId: m.assetId })}
                  >
                    <span aria-hidden className={styles.dot} style={{ background: css(machineColor(m, now)) }} />
                    <MachineSummary machine={m} families={families} now={now} />
                  </button>
                </li>
              ))}
            </ul>
            <Flex align="center" justify="between" gap="2">
              <Text size="1" color="gray" role="status">
                {matches === 0 ? t('No machine matches') : t('{shown} of {count} shown', { shown: format.count(rows.length), count: format.count(matches) })}
              </Text>
              {hasMore ? (
                <Button size="1" variant="soft" onClick={() => send({ type: 'pile.more' })}>
                  {t('Show more')}
                </Button>
              ) : null}
            </Flex>
          </>
        )}
      </Flex>
    </Card>
  );
});
