// The event log's test model (eventLog.model.test.ts, scripts/paths.ts).
import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import { defineModel, type EventFixtures } from '../kit/model.ts';
import { eventLogMachine } from '../../../machines/eventLog/eventLog.machine.ts';
import type { EventLogEvent, EventLogItem, LoadFailure } from '../../../machines/eventLog/eventLog.types.ts';

export const ASSET_ID = 17;
/** A Wednesday: the default range is 2026-11-18 … 2026-11-25. */
export const TODAY = '2026-11-25';

export function eventItems(count: number, from = 0): EventLogItem[] {
  return Array.from({ length: count }, (_, i) => ({
    id: from + i + 1,
    eventName: (from + i) % 2 ? 'ArtiqGeofenceEntry' : 'LowBatteryVoltage',
    header: `Event ${from + i + 1}`,
    message: 'Entered Depå Gävle',
    userTimeFormatted: '2026/11/24 06:42',
    placeId: null,
  }));
}

export const FULL_PAGE = eventItems(100);
export const SHORT_PAGE = eventItems(3, 100);
export const SERVER_ERROR: LoadFailure = { status: 500, code: 500, message: 'Internal server error' };
export const NO_DATA: LoadFailure = { status: 404, code: 106, message: 'No data' };

export type EventLogModelEvent = EventLogEvent | DoneActorEvent<EventLogItem[], 'loadEvents'> | ErrorActorEvent<LoadFailure, 'loadEvents'>;

const done = (output: EventLogItem[]) => ({ type: 'xstate.done.actor.loadEvents' as const, actorId: 'loadEvents' as const, output });
const failed = (error: LoadFailure) => ({ type: 'xstate.error.actor.loadEvents' as const, actorId: 'loadEvents' as const, error });

export const eventLogEvents = {
  'events.rangeChanged': {
    lastMonth: { type: 'events.rangeChanged', range: { from: '2026-10-01', to: '2026-10-31' } },
    // The start date was cleared.
    noStart: { type: 'events.rangeChanged', range: { from: '', to: '2026-11-25' } },
    // A start after the end.
    reversed: { type: 'events.rangeChanged', range: { from: '2026-11-25', to: '2026-11-01' } },
  },
  'events.loadMore': { scrolled: { type: 'events.loadMore' } },
  'events.retry': { pressed: { type: 'events.retry' } },
  'xstate.done.actor.loadEvents': { full: done(FULL_PAGE), short: done(SHORT_PAGE), none: done([]) },
  'xstate.error.actor.loadEvents': { failed: failed(SERVER_ERROR), noData: failed(NO_DATA) },
} satisfies EventFixtures<EventLogModelEvent>;

export const eventLogModel = defineModel({
  machine: eventLogMachine,
  // The tags the screens read, state by state: every replayed step is checked against this table.
  tags: {
    empty: ['view:empty'],
    failed: ['view:error'],
    loading: ['view:loading'],
    loadingMore: ['busy', 'view:list'],
    moreFailed: ['view:list'],
    noRange: ['view:noRange'],
    ready: ['view:list'],
  },
  variants: { 'events tab': { input: { assetId: ASSET_ID, today: TODAY } } },
  events: eventLogEvents,
  // Pages repeat, so counts are told apart only as the guards see them: none, whole pages, a short page.
  project: ({ context }) => ({
    range: `${context.range.from}…${context.range.to}`,
    loaded: context.items.length === 0 ? 'none' : context.items.length % 100 === 0 ? 'whole pages' : 'short',
    exhausted: context.exhausted,
    error: context.error?.status ?? null,
  }),
});
