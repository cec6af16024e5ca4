// The position refresh machine's test model (positionRefresh.model.test.ts, scripts/paths.ts).
import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import { SPEC } from '../kit/specConstants.ts';
import { defineModel, type AfterEvent, type EventFixtures } from '../kit/model.ts';
import { positionRefreshMachine } from '../../../machines/positionRefresh/positionRefresh.machine.ts';
import type { LatestPosition, LoadFailure, PositionRefreshEvent } from '../../../machines/positionRefresh/positionRefresh.types.ts';

export const ASSET_ID = 17;
export const AT_DEPOT: LatestPosition = { lat: 60.6749, long: 17.1413, userTimeFormatted: '2026/11/25 06:42', locationName: 'Depå Gävle' };
export const ON_SITE: LatestPosition = { lat: 60.7012, long: 17.2101, userTimeFormatted: '2026/11/25 07:15', locationName: null };
export const OFFLINE: LoadFailure = { status: 0, code: null, message: 'Failed to fetch' };
export const NO_DATA: LoadFailure = { status: 404, code: 106, message: 'No position for this machine' };

export type PositionRefreshModelEvent =
  | PositionRefreshEvent
  | DoneActorEvent<LatestPosition | null, 'loadLatestPosition'>
  | ErrorActorEvent<LoadFailure, 'loadLatestPosition'>
  | AfterEvent<'xstate.after.refreshInterval.positionRefresh.waiting'>;

const done = (output: LatestPosition | null) => ({ type: 'xstate.done.actor.loadLatestPosition' as const, actorId: 'loadLatestPosition' as const, output });
const failed = (error: LoadFailure) => ({ type: 'xstate.error.actor.loadLatestPosition' as const, actorId: 'loadLatestPosition' as const, error });

export const positionRefreshEvents = {
  'position.refreshNow': { pressed: { type: 'position.refreshNow' } },
  'xstate.done.actor.loadLatestPosition': { depot: done(AT_DEPOT), site: done(ON_SITE) },
  'xstate.error.actor.loadLatestPosition': { offline: failed(OFFLINE), noData: failed(NO_DATA) },
  'xstate.after.refreshInterval.positionRefresh.waiting': { elapsed: { type: 'xstate.after.refreshInterval.positionRefresh.waiting' } },
} satisfies EventFixtures<PositionRefreshModelEvent>;

export const positionRefreshModel = defineModel({
  machine: positionRefreshMachine,
  // The tags the screens read, state by state: every replayed step is checked against this table.
  tags: {
    loading: ['busy'],
  },
  variants: { open: { input: { assetId: ASSET_ID } } },
  events: positionRefreshEvents,
  // Spec: the machine position is refetched every 30 s.
  delays: { refreshInterval: SPEC.mapPositionsRefreshMs },
  project: ({ context }) => ({
    position: context.position?.userTimeFormatted ?? null,
    error: context.error ? context.error.status : null,
    settled: context.settled,
  }),
});
