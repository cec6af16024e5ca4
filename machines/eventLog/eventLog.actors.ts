import { fromPromise } from 'xstate';
import type { EventLogItem, LoadEventsInput } from './eventLog.types.ts';

/** One page of POST /web/v1/assets/{id}/events. */
export const loadEvents = fromPromise<EventLogItem[], LoadEventsInput>(async () => {
  throw new Error('eventLog: actor "loadEvents" not provided');
});
