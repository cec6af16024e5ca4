// History tab (features spec, 'History / Insights'): total machine hours, hours in the week, the
// daily machine history with its sessions, and the track of the selected session with playback.
import { useEffect, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Flex } from '@radix-ui/themes';
import { sessionListMachine } from '../../../../machines/sessionList/sessionList.machine.ts';
import { inspect } from '../../../app/inspector.ts';
import { loadHistory, type EngineSession, type WeekHistory } from '../machinePanel.api.ts';
import type { PanelTabProps } from '../panelTabs.ts';
import { TabEmpty, TabFailure, TabLoading } from '../TabStates.tsx';
import { useDetailLoad } from '../useDetailLoad.ts';
import { useWeekNavigator, useWeekRange, WeekNavigator } from '../WeekNavigator.tsx';
import { DailyHistory } from './DailyHistory.tsx';
import { HistorySummary } from './HistorySummary.tsx';
import { TrackSection, type TrackWindow } from './TrackSection.tsx';
import { WeekUse } from './WeekUse.tsx';
import { msg, t } from '../../../i18n/i18n.ts';
import { zoneKeyed } from '../zoneKeyed.tsx';
import { useFormat } from '../../../format/format.ts';
import { isKnownZone } from '../../../../machines/format/clock.ts';

/** Features spec, section 8. */
export const NO_ACTIVITY_FOR_MACHINE = msg('No activity for this machine');
export const NO_ACTIVITY_IN_INTERVAL = msg('No activity in the chosen interval');

export default zoneKeyed(HistoryTab);

/**
 * History's days are the machine's (the spec's machine time), so its weeks start from the machine's
 * today. The first answer names the machine's zone; where that day differs from the user's (a
 * machine in another zone, around midnight), the tab starts again from the machine's week.
 */
function HistoryTab(props: PanelTabProps) {
  const format = useFormat();
  const [machineZone, setMachineZone] = useState<string | undefined>(undefined);
  const today = format.today(machineZone);
  return <HistoryWeeks key={today} {...props} machineZone={machineZone} onMachineZone={setMachineZone} />;
}

interface WeeksProps extends PanelTabProps {
  machineZone: string | undefined;
  onMachineZone: (zone: string) => void;
}

function HistoryWeeks({ assetId, machineZone, onMachineZone }: WeeksProps) {
  const week = useWeekNavigator(machineZone);
  const range = useWeekRange(week);
  const { view, data, error, retry } = useDetailLoad('history', { assetId, ...range }, loadHistory);
  const answeredZone = data?.history.machineTimeZone;
  useEffect(() => {
    if (answeredZone && answeredZone !== machineZone && isKnownZone(answeredZone)) onMachineZone(answeredZone);
  }, [answeredZone, machineZone, onMachineZone]);
  // The list outlives the weeks: its order stays, its selection goes with the week's sessions.
  const list = useActorRef(sessionListMachine, { input: {}, inspect });
  useEffect(() => {
    if (data) list.send({ type: 'sessions.loaded', sessions: data.sessions.map((s) => ({ key: String(s.id), future: s.runningType === 'Future' })) });
  }, [list, data]);
  return (
    <Flex direction="column" gap="4" p="4" data-testid="history-tab" data-view={view}>
      <WeekNavigator actor={week} />
      {view === 'loading' ? <TabLoading label={msg('Loading history')} /> : null}
      {view === 'error' ? <TabFailure message={error?.message} onRetry={retry} /> : null}
      {view === 'empty' ? <TabEmpty text={NO_ACTIVITY_FOR_MACHINE} /> : null}
      {view === 'ready' && data ? <WeekHistoryView assetId={assetId} range={range} data={data} list={list} /> : null}
    </Flex>
  );
}

interface ViewProps {
  assetId: number;
  range: { from: string; to: string };
  data: WeekHistory;
  list: ActorRefFrom<typeof sessionListMachine>;
}

function WeekHistoryView({ assetId, range, data, list }: ViewProps) {
  const selected = useSelector(list, (s) => s.context.selected);
  const sort = useSelector(list, (s) => s.context.sort);
  const { history, sessions } = data;

  if (!history.hasActivity) return <TabEmpty text={NO_ACTIVITY_FOR_MACHINE} />;
  const session = sessions.find((s) => String(s.id) === selected);
  const window = session ? sessionWindow(session) : weekWindow(range);
  return (
    <>
      <HistorySummary history={history} />
      <WeekUse assetId={assetId} from={range.from} to={range.to} />
      <TrackSection assetId={assetId} window={window} />
      {/* A week without engine days says so once: in the track section above ('No activity in the
          chosen interval' when it has no positions either), not again under it. */}
      {history.days.length ? (
        <DailyHistory
          days={history.days}
          sessions={sessions}
          sort={sort}
          selected={selected}
          onSort={(s) => list.send({ type: 'sessions.sortChanged', sort: s })}
          onToggle={(key) => list.send({ type: 'sessions.toggled', key })}
        />
      ) : null}
    </>
  );
}

const sessionWindow = (s: EngineSession): TrackWindow => ({
  fromMachineTime: s.startMachineTime,
  toMachineTime: s.endMachineTime,
  title: t('Session {name}', { name: s.nameFormatted }),
  session: true,
  emptyText: '',
});

const weekWindow = ({ from, to }: { from: string; to: string }): TrackWindow => ({
  fromMachineTime: from,
  toMachineTime: to,
  title: t('Track of the week'),
  session: false,
  emptyText: NO_ACTIVITY_IN_INTERVAL,
});
