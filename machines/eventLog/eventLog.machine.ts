import { assign, setup } from 'xstate';
import { callFailure } from '../callFailure.ts';
import { loadEvents } from './eventLog.actors.ts';
import { defaultRange, isCompleteRange, requestWindow } from './eventLog.range.ts';
import type { EventLogContext, EventLogEvent, EventLogInput } from './eventLog.types.ts';

/** Event log page size (features spec, section 9). */
export const EVENT_PAGE_SIZE = 100;
/** Envelope code "no data": an empty log, not an error (features spec, section 8). */
export const NO_DATA_CODE = 106;

const pageInput = ({ context }: { context: EventLogContext }) => {
  if (!isCompleteRange(context.range)) throw new Error('eventLog: no complete range to load');
  return { assetId: context.assetId, ...requestWindow(context.range), offset: context.items.length, limit: EVENT_PAGE_SIZE };
};

/**
 * The Events tab (features spec): a date range, 7 days back by default with the end day included;
 * no load while a bound is empty; pages of 100, the next one asked for on scrolling to the bottom
 * only while the loaded count is a multiple of 100 (and the last page was full). A failed load
 * clears the remembered detail tabs; code 106 is an empty log.
 */
export const eventLogMachine = setup({
  types: {
    context: {} as EventLogContext,
    input: {} as EventLogInput,
    events: {} as EventLogEvent,
  },
  actors: { loadEvents },
  actions: {
    /** Remove every remembered detail tab from local storage (src/). */
    clearRememberedTabs: () => {},
  },
  guards: {
    completeRange: ({ context }) => isCompleteRange(context.range),
    noData: (_, params: { error: unknown }) => callFailure(params.error).code === NO_DATA_CODE,
    emptyPage: (_, params: { items: unknown[] }) => params.items.length === 0,
    moreToLoad: ({ context }) => !context.exhausted && context.items.length > 0 && context.items.length % EVENT_PAGE_SIZE === 0,
  },
}).createMachine({
  id: 'eventLog',
  context: ({ input }) => ({ assetId: input.assetId, range: defaultRange(input.today), items: [], exhausted: false, error: null }),
  initial: 'checkingRange',
  on: {
    'events.rangeChanged': {
      target: '.checkingRange',
      reenter: true,
      actions: assign({ range: ({ event }) => ({ from: event.range.from, to: event.range.to }) }),
    },
  },
  states: {
    checkingRange: {
      entry: assign({ items: [], exhausted: false, error: null }),
      always: [{ guard: 'completeRange', target: 'loading' }, { target: 'noRange' }],
    },
    noRange: { tags: ['view:noRange'] },
    loading: {
      tags: ['view:loading'],
      invoke: {
        id: 'loadEvents',
        src: 'loadEvents',
        input: pageInput,
        onDone: [
          { guard: { type: 'emptyPage', params: ({ event }) => ({ items: event.output }) }, target: 'empty' },
          {
            target: 'ready',
            actions: assign({ items: ({ event }) => event.output, exhausted: ({ event }) => event.output.length < EVENT_PAGE_SIZE }),
          },
        ],
        onError: [
          { guard: { type: 'noData', params: ({ event }) => ({ error: event.error }) }, target: 'empty' },
          { target: 'failed', actions: [assign({ error: ({ event }) => callFailure(event.error) }), 'clearRememberedTabs'] },
        ],
      },
    },
    empty: { tags: ['view:empty'] },
    ready: {
      tags: ['view:list'],
      on: { 'events.loadMore': { guard: 'moreToLoad', target: 'loadingMore' } },
    },
    loadingMore: {
      tags: ['view:list', 'busy'],
      invoke: {
        id: 'loadEvents',
        src: 'loadEvents',
        input: pageInput,
        onDone: {
          target: 'ready',
          actions: assign({
            items: ({ context, event }) => [...context.items, ...event.output],
            exhausted: ({ event }) => event.output.length < EVENT_PAGE_SIZE,
          }),
        },
        onError: [
          { guard: { type: 'noData', params: ({ event }) => ({ error: event.error }) }, target: 'ready', actions: assign({ exhausted: true }) },
          { target: 'moreFailed', actions: [assign({ error: ({ event }) => callFailure(event.error) }), 'clearRememberedTabs'] },
        ],
      },
    },
    // The list stays; the failure shows under it with a retry.
    moreFailed: {
      tags: ['view:list'],
      on: { 'events.retry': { target: 'loadingMore', actions: assign({ error: null }) } },
    },
    failed: {
      tags: ['view:error'],
      on: { 'events.retry': 'checkingRange' },
    },
  },
});
