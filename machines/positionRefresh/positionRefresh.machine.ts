import { assign, setup } from 'xstate';
import { callFailure } from '../callFailure.ts';
import { loadLatestPosition } from './positionRefresh.actors.ts';
import type { PositionRefreshContext, PositionRefreshEvent, PositionRefreshInput } from './positionRefresh.types.ts';

/** The machine position is refetched every 30 seconds (features spec, sections 4 and 9). */
export const POSITION_REFRESH_MS = 30_000;
/** Envelope code "no data": silently ignored on a detail load (features spec, section 8). */
export const NO_DATA_CODE = 106;

/**
 * The open machine's last known position, refetched 30 s after each answer for as long as the panel
 * is open. A failed refresh keeps the position already shown and tries again next period; code 106
 * (no data) is not a failure.
 */
export const positionRefreshMachine = setup({
  types: {
    context: {} as PositionRefreshContext,
    input: {} as PositionRefreshInput,
    events: {} as PositionRefreshEvent,
  },
  actors: { loadLatestPosition },
  guards: {
    noData: (_, params: { error: unknown }) => callFailure(params.error).code === NO_DATA_CODE,
  },
  delays: {
    refreshInterval: POSITION_REFRESH_MS,
  },
}).createMachine({
  id: 'positionRefresh',
  context: ({ input }) => ({ assetId: input.assetId, position: null, error: null, settled: false }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadLatestPosition',
        src: 'loadLatestPosition',
        input: ({ context }) => ({ assetId: context.assetId }),
        onDone: { target: 'waiting', actions: assign({ position: ({ event }) => event.output, error: null, settled: true }) },
        onError: [
          { guard: { type: 'noData', params: ({ event }) => ({ error: event.error }) }, target: 'waiting', actions: assign({ error: null, settled: true }) },
          { target: 'waiting', actions: assign({ error: ({ event }) => callFailure(event.error), settled: true }) },
        ],
      },
    },
    waiting: {
      after: { refreshInterval: 'loading' },
      on: { 'position.refreshNow': 'loading' },
    },
  },
});
