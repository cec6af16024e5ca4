// The positions paging machine's test model (positionsPaging.model.test.ts, scripts/paths.ts).
import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import { defineModel, type EventFixtures } from '../kit/model.ts';
import { positionsPagingMachine } from '../../../machines/positionsPaging/positionsPaging.machine.ts';
import type { LoadFailure, PositionsPage, PositionsPagingEvent, TrackPoint } from '../../../machines/positionsPaging/positionsPaging.types.ts';

export const ASSET_ID = 17;
export const FROM = '2026-11-24T00:00:00';
export const TO = '2026-11-25T00:00:00';
export const AFTERNOON_FROM = '2026-11-24T12:10:00';
export const AFTERNOON_TO = '2026-11-24T16:30:00';

const point = (hhmmss: string, i: number): TrackPoint => ({ lat: 60.67 + i / 1000, long: 17.14 + i / 1000, assetTime: `2026-11-24T${hhmmss}` });
export const P1 = point('06:40:00', 1);
export const P2 = point('06:40:30', 2);
export const P3 = point('06:41:00', 3);
export const P4 = point('06:41:30', 4);
export const P5 = point('06:42:00', 5);

/** The first page, cut short by the server. */
export const FIRST: PositionsPage = { items: [P1, P2, P3], isTruncated: true };
/** A page in between, still cut short. */
export const MIDDLE: PositionsPage = { items: [P3, P4], isTruncated: true };
/** The rest, starting again at the last item's time (P3 repeats). */
export const REST: PositionsPage = { items: [P3, P4, P5], isTruncated: false };
/** A server that answers the same page again: nothing new, paging must stop. */
export const STUCK: PositionsPage = { items: [P3], isTruncated: true };
export const NONE: PositionsPage = { items: [], isTruncated: false };
export const OFFLINE: LoadFailure = { status: 0, code: null, message: 'Failed to fetch' };

export type PositionsPagingModelEvent = PositionsPagingEvent | DoneActorEvent<PositionsPage, 'loadPositions'> | ErrorActorEvent<LoadFailure, 'loadPositions'>;

const done = (output: PositionsPage) => ({ type: 'xstate.done.actor.loadPositions' as const, actorId: 'loadPositions' as const, output });

export const positionsPagingEvents = {
  'positions.retry': { pressed: { type: 'positions.retry' } },
  // The afternoon session of the same day.
  'positions.windowChanged': { afternoon: { type: 'positions.windowChanged', fromMachineTime: AFTERNOON_FROM, toMachineTime: AFTERNOON_TO } },
  'xstate.done.actor.loadPositions': { first: done(FIRST), middle: done(MIDDLE), rest: done(REST), stuck: done(STUCK), none: done(NONE) },
  'xstate.error.actor.loadPositions': { offline: { type: 'xstate.error.actor.loadPositions', actorId: 'loadPositions', error: OFFLINE } },
} satisfies EventFixtures<PositionsPagingModelEvent>;

export const positionsPagingModel = defineModel({
  machine: positionsPagingMachine,
  // The tags the screens read, state by state: every replayed step is checked against this table.
  tags: {
    complete: ['view:track'],
    empty: ['view:empty'],
    failed: ['view:error'],
    loading: ['busy', 'view:loading'],
    loadingMore: ['busy', 'view:track'],
  },
  variants: { session: { input: { assetId: ASSET_ID, fromMachineTime: FROM, toMachineTime: TO } } },
  events: positionsPagingEvents,
  project: ({ context }) => ({
    times: context.items.map((p) => p.assetTime.slice(11)).join(' '),
    // A new window starts over from the start vertex: the window itself is left out of the
    // projection (the replayed checks see which window each call asks for).
    cursor: context.cursor === context.fromMachineTime ? 'window start' : context.cursor.slice(11),
    truncated: context.truncated,
    // Retries after failures add pages without end; the cap (20) is far off, so 3 means "3 or more".
    pages: Math.min(context.pages, 3),
    error: context.error?.status ?? null,
  }),
});
