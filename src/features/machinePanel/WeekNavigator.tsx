// The ISO-week navigator of the History and Inputs tabs, driven by the weekNavigator machine: the
// buttons are enabled exactly when the machine accepts their events.
import { useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { Button, Flex, IconButton, Text, Tooltip } from '@radix-ui/themes';
import { ChevronLeftIcon, ChevronRightIcon } from '@radix-ui/react-icons';
import { addDays, isoWeekNumber, weekSpan } from '../../../machines/weekNavigator/isoWeek.ts';
import { weekNavigatorMachine } from '../../../machines/weekNavigator/weekNavigator.machine.ts';
import { inspect } from '../../app/inspector.ts';
import { useFormat } from '../../format/format.ts';
import { useT } from '../../i18n/useT.ts';

export type WeekActor = ReturnType<typeof useWeekNavigator>;

/**
 * A navigator starting on the current week of the user's profile zone (not the browser's: decision
 * 0038), or of `zone` (History: the machine's); its `week` is the Monday shown. The tabs remount on a
 * change of zone (ZoneKeyed, and History on learning the machine's).
 */
export function useWeekNavigator(zone?: string) {
  const format = useFormat();
  const [today] = useState(() => format.today(zone));
  return useActorRef(weekNavigatorMachine, { input: { today }, inspect });
}

/** The Monday and Sunday of the week shown, 'YYYY-MM-DD'. */
export function useWeekRange(actor: WeekActor): { from: string; to: string } {
  const week = useSelector(actor, (s) => s.context.week);
  return { from: week, to: addDays(week, 6) };
}

export function WeekNavigator({ actor }: { actor: WeekActor }) {
  const t = useT();
  const week = useSelector(actor, (s) => s.context.week);
  const canPrevious = useSelector(actor, (s) => s.can({ type: 'week.previous' }));
  const canNext = useSelector(actor, (s) => s.can({ type: 'week.next' }));
  const canCurrent = useSelector(actor, (s) => s.can({ type: 'week.current' }));
  return (
    <Flex align="center" justify="between" gap="2" data-testid="week-navigator" data-week={week}>
      <Flex align="center" gap="2">
        <Tooltip content={t('Previous week')}>
          <IconButton variant="soft" aria-label={t('Previous week')} disabled={!canPrevious} onClick={() => actor.send({ type: 'week.previous' })}>
            <ChevronLeftIcon />
          </IconButton>
        </Tooltip>
        <Flex direction="column" align="center" style={{ minWidth: 150 }}>
          <Text size="2" weight="medium" data-testid="week-label">
            {t('Week {week}, {year}', isoWeekNumber(week))}
          </Text>
          <Text size="1" color="gray">
            {weekSpan(week)}
          </Text>
        </Flex>
        <Tooltip content={t('Next week')}>
          <IconButton variant="soft" aria-label={t('Next week')} disabled={!canNext} onClick={() => actor.send({ type: 'week.next' })}>
            <ChevronRightIcon />
          </IconButton>
        </Tooltip>
      </Flex>
      <Button variant="outline" size="1" disabled={!canCurrent} onClick={() => actor.send({ type: 'week.current' })}>
        {t('Current week')}
      </Button>
    </Flex>
  );
}
