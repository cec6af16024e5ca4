// The week's daily machine history, ordered by From day (first day first) or To day (last day
// first), each day with its engine sessions as cards that toggle the track's selection.
import { Flex, Heading, SegmentedControl, Text } from '@radix-ui/themes';
import type { SessionSort } from '../../../../machines/sessionList/sessionList.types.ts';
import type { AssetHistory, EngineSession } from '../machinePanel.api.ts';
import { SessionCard } from './SessionCard.tsx';
import { useT } from '../../../i18n/useT.ts';
import { msg } from '../../../i18n/i18n.ts';

interface Props {
  days: AssetHistory['days'];
  sessions: readonly EngineSession[];
  sort: SessionSort;
  selected: string | null;
  onSort: (sort: SessionSort) => void;
  onToggle: (key: string) => void;
}

/** The machine-local day a time belongs to ('YYYY-MM-DD'). */
const dayOf = (machineTime: string) => machineTime.slice(0, 10);

export function DailyHistory({ days, sessions, sort, selected, onSort, onToggle }: Props) {
  const t = useT();
  const list = days.flatMap((d) => (d ? [d] : []));
  const ordered = sort === 'fromDay' ? list : [...list].reverse();
  return (
    <Flex direction="column" gap="2" data-testid="daily-history" data-sort={sort}>
      <Flex justify="between" align="center" gap="2">
        <Heading as="h3" size="3">
          {t('Daily history')}
        </Heading>
        <SegmentedControl.Root size="1" value={sort} onValueChange={(v) => onSort(v as SessionSort)} aria-label={t('Order of the days')}>
          <SegmentedControl.Item value="fromDay">{t('From day')}</SegmentedControl.Item>
          <SegmentedControl.Item value="toDay">{t('To day')}</SegmentedControl.Item>
        </SegmentedControl.Root>
      </Flex>
      {ordered.map((day) => {
        // A session that runs past midnight is listed under both its days.
        const daySessions = sessions.filter((s) => dayOf(s.startMachineTime) <= day.dayMachineTime && dayOf(s.endMachineTime) >= day.dayMachineTime);
        return (
          <Flex key={day.dayMachineTime} direction="column" gap="2" data-testid="history-day" data-day={day.dayMachineTime}>
            <Flex justify="between" align="baseline" gap="2" wrap="wrap" pt="1">
              <Text size="2" weight="bold">
                {t(weekday(day.dayMachineTime))} {day.dayFormatted}
              </Text>
              <Flex gap="3" wrap="wrap">
                {day.kpis.map((k) =>
                  k ? (
                    <Text key={k.kpiType} size="1" color="gray" style={{ whiteSpace: 'nowrap' }}>
                      {t(k.nameFormatted)} <Text weight="medium">{k.valueFormatted}</Text>
                    </Text>
                  ) : null,
                )}
              </Flex>
            </Flex>
            {daySessions.map((s) => (
              <SessionCard key={s.id} session={s} selected={selected === String(s.id)} onToggle={() => onToggle(String(s.id))} />
            ))}
          </Flex>
        );
      })}
    </Flex>
  );
}

const WEEKDAYS = [msg('Sunday'), msg('Monday'), msg('Tuesday'), msg('Wednesday'), msg('Thursday'), msg('Friday'), msg('Saturday')];
const weekday = (day: string) => WEEKDAYS[new Date(`${day}T12:00:00Z`).getUTCDay()];
