// One engine session: when it ran and its hours. Clicking toggles its selection (the track shows it).
import { Badge, Card, Flex, Text } from '@radix-ui/themes';
import type { EngineSession } from '../machinePanel.api.ts';
import { useT } from '../../../i18n/useT.ts';
import { msg } from '../../../i18n/i18n.ts';
import { useFormat } from '../../../format/format.ts';

/** Shown on a session still to come (features spec, section 8). */
export const NO_DATA_YET = msg('No data received yet');

export function SessionCard({ session, selected, onToggle }: { session: EngineSession; selected: boolean; onToggle: () => void }) {
  const t = useT();
  const format = useFormat();
  const future = session.runningType === 'Future';
  const kpis = session.kpis.flatMap((k) => (k ? [k] : []));
  return (
    <Card
      asChild
      size="1"
      variant={selected ? 'classic' : 'surface'}
      style={selected ? { boxShadow: '0 0 0 2px var(--accent-9)' } : undefined}
      data-testid="session-card"
      data-session-id={session.id}
      data-selected={selected}
    >
      <button
        type="button"
        aria-pressed={selected}
        disabled={future}
        onClick={onToggle}
        style={{ textAlign: 'left', width: '100%', cursor: future ? 'default' : 'pointer' }}
      >
        <Flex direction="column" gap="1">
          <Flex justify="between" align="center" gap="2">
            <Text size="2" weight="medium">
              {session.nameFormatted}
            </Text>
            {session.runningType === 'Pending' ? (
              <Badge color="green" size="1">
                {t('Running')}
              </Badge>
            ) : null}
          </Flex>
          {future ? (
            <Text size="1" color="gray">
              {t(NO_DATA_YET)}
            </Text>
          ) : (
            <Flex gap="3" wrap="wrap">
              {kpis.map((k) => (
                <Text key={k.kpiType} size="1" color="gray" style={{ whiteSpace: 'nowrap' }}>
                  {t(k.nameFormatted)} <Text weight="medium">{k.valueFormatted}</Text>
                  {k.registerValueType === 'Pending' ? ` ${t('(so far)')}` : ''}
                </Text>
              ))}
              {session.distanceMeters > 0 ? (
                <Text size="1" color="gray" style={{ whiteSpace: 'nowrap' }}>
                  {t('Distance')} <Text weight="medium">{format.kilometres(session.distanceMeters)}</Text>
                </Text>
              ) : null}
            </Flex>
          )}
        </Flex>
      </button>
    </Card>
  );
}
