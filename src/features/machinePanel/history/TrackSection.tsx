// The track of the selected session (or of the whole week): positions paged by the positionsPaging
// machine, drawn on the track map, played back by the trackPlayback machine (skipping where it is parked).
import { useEffect, useRef } from 'react';
import { useQuery } from 'urql';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { Callout, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import { InfoCircledIcon } from '@radix-ui/react-icons';
import { positionsPagingMachine } from '../../../../machines/positionsPaging/positionsPaging.machine.ts';
import { trackPlaybackMachine } from '../../../../machines/trackPlayback/trackPlayback.machine.ts';
import { parkedStretches } from '../../../../machines/trackPlayback/parkedStretches.ts';
import { inspect } from '../../../app/inspector.ts';
import { mapSettingsFrom, NO_MAP_SETTINGS_MESSAGE } from '../../map/map.view.ts';
import { MapSettingsQuery } from '../../map/map.queries.ts';
import { loadPositions } from '../machinePanel.api.ts';
import { TabEmpty, TabFailure } from '../TabStates.tsx';
import { PlaybackControls } from './PlaybackControls.tsx';
import { TrackMap } from './TrackMap.tsx';
import { useT } from '../../../i18n/useT.ts';
import { msg } from '../../../i18n/i18n.ts';

/** Features spec, section 4 (its wording kept as given). */
export const TRUNCATED_TEXT = msg('The whole session cannot be shown, to much position data');
export const NO_MOVEMENTS = msg('No machine movements exists for this session');

const pagingMachine = positionsPagingMachine.provide({
  actors: { loadPositions: fromPromise(({ input, signal }) => loadPositions(input, signal)) },
});

export interface TrackWindow {
  fromMachineTime: string;
  toMachineTime: string;
  title: string;
  /** A session (true) or the whole week (false): they differ in what "nothing" means. */
  session: boolean;
  /** Shown when the week has no positions. */
  emptyText: string;
}

/** One section for the tab's life: another session restarts the paging on the same map. */
export function TrackSection({ assetId, window: w }: { assetId: number; window: TrackWindow }) {
  const t = useT();
  const paging = useActorRef(pagingMachine, { input: { assetId, fromMachineTime: w.fromMachineTime, toMachineTime: w.toMachineTime }, inspect });
  const asked = useRef(`${w.fromMachineTime}|${w.toMachineTime}`);
  useEffect(() => {
    const key = `${w.fromMachineTime}|${w.toMachineTime}`;
    if (asked.current === key) return;
    asked.current = key;
    paging.send({ type: 'positions.windowChanged', fromMachineTime: w.fromMachineTime, toMachineTime: w.toMachineTime });
  }, [paging, w.fromMachineTime, w.toMachineTime]);
  const points = useSelector(paging, (s) => s.context.items);
  const truncated = useSelector(paging, (s) => s.context.truncated);
  const error = useSelector(paging, (s) => s.context.error);
  const view = useSelector(paging, (s) => (['loading', 'track', 'empty', 'error'] as const).find((v) => s.hasTag(`view:${v}`)));
  const busy = useSelector(paging, (s) => s.hasTag('busy'));

  const playback = useActorRef(trackPlaybackMachine, { input: { count: 0 }, inspect });
  // A new page of positions is a new track to play: its parked stretches are read once, here.
  useEffect(() => playback.send({ type: 'playback.trackChanged', count: points.length, parked: parkedStretches(points) }), [playback, points]);
  const index = useSelector(playback, (s) => s.context.index);

  const [{ data: settingsData, error: settingsError }] = useQuery({ query: MapSettingsQuery });
  const settings = mapSettingsFrom(settingsData?.appSettings?.data);
  // The track's map and playback show while a window loads and once it has positions.
  const shown = view === 'loading' || points.length > 0;

  return (
    <Flex direction="column" gap="2" data-testid="track-section" data-view={view} data-truncated={truncated}>
      <Flex justify="between" align="center" gap="2">
        <Heading as="h3" size="3" truncate>
          {w.title}
        </Heading>
        {busy ? <Spinner size="1" /> : null}
      </Flex>
      {view === 'empty' ? <TabEmpty text={w.session ? NO_MOVEMENTS : w.emptyText} /> : null}
      {shown && truncated ? (
        <Callout.Root size="1" color="amber" data-testid="track-truncated">
          <Callout.Icon>
            <InfoCircledIcon />
          </Callout.Icon>
          <Callout.Text>{t(TRUNCATED_TEXT)}</Callout.Text>
        </Callout.Root>
      ) : null}
      {view === 'error' ? <TabFailure message={error?.message} onRetry={() => paging.send({ type: 'positions.retry' })} /> : null}
      {settings ? (
        // The map stays while another session loads; a spinner covers it until the first page. With
        // nothing to draw (no positions, a failed first page) it is hidden, not taken down: a retry or
        // the next window draws on the same map instead of a new WebGL context, style and shaders,
        // seconds on a slow device.
        <div style={{ position: 'relative', display: shown ? undefined : 'none' }}>
          <TrackMap settings={settings} points={points} index={index} height={260} />
          {view === 'loading' ? (
            <Flex
              align="center"
              justify="center"
              style={{ position: 'absolute', inset: 0, background: 'var(--color-overlay)', borderRadius: 'var(--radius-3)' }}
            >
              <Spinner size="3" />
            </Flex>
          ) : null}
        </div>
      ) : shown ? (
        <Text size="2" color={settingsError ? 'red' : 'gray'}>
          {settingsError || settingsData ? t(NO_MAP_SETTINGS_MESSAGE) : t('Loading map…')}
        </Text>
      ) : null}
      {shown ? <PlaybackControls actor={playback} points={points} /> : null}
    </Flex>
  );
}
