// The grid loader's test model: starting points and event fixtures for the generated paths
// (grid.model.test.ts, scripts/paths.ts). Not imported by the app.
import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import { defineModel, type AfterEvent, type EventFixtures } from '../kit/model.ts';
import type { GridLoaderEvent, GridLoaderInput, GridQuery, GridRow, LoadPageError, LoadPageOutput } from '../../../machines/grid/grid.types.ts';
import { SPEC } from '../kit/specConstants.ts';
import { gridLoaderMachine } from '../../../machines/grid/gridLoader.machine.ts';

export const loaderQuery: GridQuery = {
  sortExpressions: [{ fieldName: 'name', sortOrder: 1 }],
  filterExpressions: [],
  textSearch: '',
  showArchivedAssets: false,
};

export const machineRows = (from: number, count: number): GridRow[] => Array.from({ length: count }, (_, i) => ({ id: from + i, name: `Machine ${from + i}` }));

/** Far more than any generated path loads, so "more to load" stays true until a short page. */
export const BIG_TOTAL = 100_000;
export const LOAD_ERROR = 'textSearch: must be at most 200 characters;';

export type GridLoaderModelEvent =
  | GridLoaderEvent
  | DoneActorEvent<LoadPageOutput, 'loadPage'>
  | ErrorActorEvent<LoadPageError, 'loadPage'>
  | AfterEvent<'xstate.after.scrollDebounce.gridLoader.ready.settling'>;

const done = (output: LoadPageOutput) => ({ type: 'xstate.done.actor.loadPage', actorId: 'loadPage', output }) as const;

export const gridLoaderEvents = {
  'grid.scrolledNearBottom': { near: { type: 'grid.scrolledNearBottom' } },
  'grid.retry': { pressed: { type: 'grid.retry' } },
  'xstate.done.actor.loadPage': {
    page: done({ rows: machineRows(1, 100), total: BIG_TOTAL, textSearchColumns: ['name', 'brand'] }),
    '37 rows': done({ rows: machineRows(1, 37), total: 37, textSearchColumns: ['name', 'brand'] }),
    // A partial page although the total says there is more: only whole pages are extended (spec).
    '37 of 500': done({ rows: machineRows(1, 37), total: 500, textSearchColumns: ['name', 'brand'] }),
    nothing: done({ rows: [], total: 0, textSearchColumns: ['name', 'brand'] }),
    // Names a request the loader is not waiting for (ids start at 1).
    stale: done({ rows: machineRows(9001, 100), total: BIG_TOTAL, textSearchColumns: [], requestId: -1 }),
  },
  'xstate.error.actor.loadPage': {
    400: { type: 'xstate.error.actor.loadPage', actorId: 'loadPage', error: { message: LOAD_ERROR } },
    stale: { type: 'xstate.error.actor.loadPage', actorId: 'loadPage', error: { requestId: -1, message: 'an older request failed' } },
  },
  'xstate.after.scrollDebounce.gridLoader.ready.settling': { elapsed: { type: 'xstate.after.scrollDebounce.gridLoader.ready.settling' } },
} satisfies EventFixtures<GridLoaderModelEvent>;

/**
 * The spec's rule, written here rather than imported from the machine: more rows are asked for only
 * when the loaded count is a whole number of pages, and (ours) below the total the server gave.
 */
export function moreByTheSpec(loaded: number, total: number): boolean {
  return loaded > 0 && loaded % SPEC.gridPageSize === 0 && loaded < total;
}

const input = (emptyReason: GridLoaderInput['emptyReason']): GridLoaderInput => ({ query: loaderQuery, pageSize: 100, emptyReason });

export const gridLoaderModel = defineModel({
  machine: gridLoaderMachine,
  // The tags the screens read, state by state: every replayed step is checked against this table.
  tags: {
    empty: ['view:empty'],
    emptyFiltered: ['view:emptyFiltered'],
    emptySearch: ['view:emptySearch'],
    failed: ['view:error'],
    loading: ['view:loading'],
    loadingMore: ['view:loadingMore'],
    'ready.idle': ['view:ready'],
    'ready.moreFailed': ['loadMoreFailed', 'view:ready'],
    'ready.settling': ['view:ready'],
  },
  variants: {
    'no filter or search': { input: input('none') },
    filtered: { input: input('filter') },
    searched: { input: input('search') },
  },
  events: gridLoaderEvents,
  delays: { scrollDebounce: SPEC.gridScrollDebounceMs },
  // What the guards read: no rows, more to load, or everything loaded; and whether the server's total
  // claims more than is loaded, so a partial page with a larger total ('37 of 500') stays its own
  // vertex and scrolling is tried there too (merged with '37 rows', a canLoadMore that forgot the
  // whole-page rule went unseen).
  project: ({ context }) => ({
    rows: context.rows.length === 0 ? 'none' : moreByTheSpec(context.rows.length, context.total) ? 'more' : 'all',
    totalAbove: context.total > context.rows.length,
  }),
});
