import { assign, setup } from 'xstate';
import { loadPage } from './grid.actors.ts';
import type { GridLoaderContext, GridLoaderEvent, GridLoaderInput, LoadPageError, LoadPageOutput } from './grid.types.ts';

/** Scroll-to-bottom debounce (spec, section 9: 50 px threshold, measured by the component). */
export const SCROLL_DEBOUNCE_MS = 200;

/**
 * More rows exist and may be asked for: the loaded count is a whole number of pages (spec: "only if
 * the loaded count is a multiple of the page size") and below the total.
 */
export function canLoadMore(context: Pick<GridLoaderContext, 'rows' | 'total' | 'pageSize'>): boolean {
  const loaded = context.rows.length;
  return loaded > 0 && loaded % context.pageSize === 0 && loaded < context.total;
}

/** The id an answer or failure names, if any. */
function answeredRequest(result: unknown): unknown {
  return typeof result === 'object' && result !== null && 'requestId' in result ? result.requestId : undefined;
}

function failureMessage(error: unknown): string {
  const message = (error as Partial<LoadPageError> | null)?.message;
  return typeof message === 'string' && message !== '' ? message : 'Loading failed';
}

/**
 * The rows of one grid query: the first page, then a page more each time the view nears the
 * bottom, and what the grid shows meanwhile (view:* tags). The grid machine starts a new loader for
 * every new query, so a loader's rows always belong to one query and an appended page starts
 * exactly where the loaded rows end (request start = rows.length): nothing doubled, nothing skipped.
 */
export const gridLoaderMachine = setup({
  types: {
    context: {} as GridLoaderContext,
    input: {} as GridLoaderInput,
    events: {} as GridLoaderEvent,
  },
  actors: { loadPage },
  actions: {
    startFirstPage: assign(({ context }) => ({ requestId: context.requestId + 1, rows: [], total: 0, error: null })),
    startNextPage: assign(({ context }) => ({ requestId: context.requestId + 1, error: null })),
    storeFirstPage: assign((_, page: LoadPageOutput) => ({ rows: page.rows, total: page.total, textSearchColumns: page.textSearchColumns })),
    appendPage: assign(({ context }, page: LoadPageOutput) => ({
      rows: context.rows.concat(page.rows),
      // An empty page means there is no more, whatever the total said before.
      total: page.rows.length === 0 ? context.rows.length : page.total,
      textSearchColumns: page.textSearchColumns,
    })),
    storeError: assign((_, params: { error: unknown }) => ({ error: failureMessage(params.error) })),
  },
  guards: {
    /** The answer is to the request under way (stale answers are dropped). */
    isCurrent: ({ context }, params: { result: unknown }) => {
      const id = answeredRequest(params.result);
      return id === undefined || id === context.requestId;
    },
    canLoadMore: ({ context }) => canLoadMore(context),
    noRowsForSearch: ({ context }) => context.rows.length === 0 && context.emptyReason === 'search',
    noRowsForFilter: ({ context }) => context.rows.length === 0 && context.emptyReason === 'filter',
    noRows: ({ context }) => context.rows.length === 0,
  },
  delays: {
    scrollDebounce: SCROLL_DEBOUNCE_MS,
  },
}).createMachine({
  id: 'gridLoader',
  context: ({ input }) => ({ ...input, rows: [], total: 0, textSearchColumns: [], error: null, requestId: 0 }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['view:loading'],
      entry: 'startFirstPage',
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ request: { ...context.query, start: 0, limit: context.pageSize }, requestId: context.requestId }),
        onDone: {
          guard: { type: 'isCurrent', params: ({ event }) => ({ result: event.output }) },
          target: 'settled',
          actions: { type: 'storeFirstPage', params: ({ event }) => event.output },
        },
        onError: [
          {
            guard: { type: 'isCurrent', params: ({ event }) => ({ result: event.error }) },
            target: 'failed',
            actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
          },
          // A stale failure is dropped too; unhandled, an actor error would stop the loader.
          {},
        ],
      },
    },
    // Transient: which view a first page makes.
    settled: {
      always: [
        { guard: 'noRowsForSearch', target: 'emptySearch' },
        { guard: 'noRowsForFilter', target: 'emptyFiltered' },
        { guard: 'noRows', target: 'empty' },
        { target: 'ready' },
      ],
    },
    ready: {
      tags: ['view:ready'],
      initial: 'idle',
      states: {
        idle: {
          on: { 'grid.scrolledNearBottom': { guard: 'canLoadMore', target: 'settling' } },
        },
        // Scroll events keep coming while the user scrolls: the page is asked for once they pause.
        settling: {
          on: { 'grid.scrolledNearBottom': { target: 'settling', reenter: true } },
          after: { scrollDebounce: '#gridLoader.loadingMore' },
        },
        // The rows stay; a bar under them offers Retry. Scrolling does not retry by itself.
        moreFailed: {
          tags: ['loadMoreFailed'],
          on: { 'grid.retry': '#gridLoader.loadingMore' },
        },
      },
    },
    loadingMore: {
      tags: ['view:loadingMore'],
      entry: 'startNextPage',
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ request: { ...context.query, start: context.rows.length, limit: context.pageSize }, requestId: context.requestId }),
        onDone: {
          guard: { type: 'isCurrent', params: ({ event }) => ({ result: event.output }) },
          target: 'ready',
          actions: { type: 'appendPage', params: ({ event }) => event.output },
        },
        onError: [
          {
            guard: { type: 'isCurrent', params: ({ event }) => ({ result: event.error }) },
            target: 'ready.moreFailed',
            actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
          },
          {},
        ],
      },
    },
    emptySearch: { tags: ['view:emptySearch'] },
    emptyFiltered: { tags: ['view:emptyFiltered'] },
    empty: { tags: ['view:empty'] },
    failed: {
      tags: ['view:error'],
      on: { 'grid.retry': 'loading' },
    },
  },
});
