import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type AnyMachineSnapshot } from 'xstate';
import { provideGrid } from '../../../machines/grid/grid.machine.ts';
import { fleetColumns, gridInputs, gridModel } from './grid.model.ts';
import type {
  GridContext,
  GridInput,
  GridLoaderContext,
  GridPage,
  GridRequest,
  GridRow,
  LoadPageInput,
  LoadPageOutput,
} from '../../../machines/grid/grid.types.ts';
import { gridLoaderMachine } from '../../../machines/grid/gridLoader.machine.ts';
import { LOAD_ERROR, gridLoaderModel, loaderQuery, moreByTheSpec } from './gridLoader.model.ts';
import { replayPath, type StepInfo } from '../kit/replay.ts';
import { SPEC } from '../kit/specConstants.ts';
import { advanceTime, createSpies, effectTracker, once, useFakeClock, type Spies, graphsOf } from '../kit/harness.ts';

const T0 = Date.UTC(2025, 8, 22, 8, 0, 0);
const canLoadMore = (context: Pick<GridLoaderContext, 'rows' | 'total'>) => moreByTheSpec(context.rows.length, context.total);

/** What the grid saves (spec: column order, width, filter, sort, quick filter, archived; ours: density). */
const expectedLayout = (ctx: GridContext) => ({
  columnOrder: ctx.columnOrder,
  columnWidths: ctx.columnWidths,
  hiddenColumns: ctx.hiddenColumns,
  filters: Object.values(ctx.filters),
  sort: ctx.sort,
  quickFilter: ctx.quickFilter,
  showArchived: ctx.showArchived,
  density: ctx.density,
});

/**
 * What a new loader is asked for, from the spec: the interface's 'asc' is the DESC wire value (1),
 * the search is trimmed, showArchivedAssets only on grids with the toggle, 100 rows a page, and the
 * empty state a search (first) or a filter would explain.
 */
const expectedLoaderInput = (ctx: GridContext) => ({
  query: {
    sortExpressions: ctx.sort ? [{ fieldName: ctx.sort.columnId, sortOrder: ctx.sort.direction === 'asc' ? 1 : 0 }] : [],
    filterExpressions: Object.values(ctx.filters),
    textSearch: ctx.textSearch.trim(),
    ...(ctx.archivedToggle ? { showArchivedAssets: ctx.showArchived === 'Show' } : {}),
  },
  pageSize: SPEC.gridPageSize,
  emptyReason: ctx.textSearch.trim() !== '' ? 'search' : Object.keys(ctx.filters).length > 0 ? 'filter' : 'none',
});
const viewTags = (s: AnyMachineSnapshot) => [...s.tags].filter((t) => t.startsWith('view:'));

// --- gridLoader: generated paths -----------------------------------------------------------------

const EMPTY_STATE = { 'no filter or search': 'empty', filtered: 'emptyFiltered', searched: 'emptySearch' } as Record<string, string>;

/** Where each event must lead (spec: first page, more only by whole pages, empty states), written apart from the machine. */
function expectedLoaderState(variant: string, label: string, before: AnyMachineSnapshot | undefined): unknown {
  const was = (state: unknown) => before?.matches(state) ?? false;
  switch (label) {
    case 'xstate.init':
    case 'grid.retry':
      if (label === 'grid.retry' && was('failed')) return 'loading';
      if (label === 'grid.retry' && was({ ready: 'moreFailed' })) return 'loadingMore';
      return label === 'xstate.init' ? 'loading' : before?.value;
    case 'done:loadPage(page)':
    case 'done:loadPage(37 rows)':
    case 'done:loadPage(37 of 500)':
      return { ready: 'idle' };
    case 'done:loadPage(nothing)':
      return was('loading') ? EMPTY_STATE[variant] : { ready: 'idle' };
    case 'error:loadPage(400)':
      return was('loading') ? 'failed' : { ready: 'moreFailed' };
    case 'done:loadPage(stale)':
    case 'error:loadPage(stale)':
      return before?.value;
    case 'grid.scrolledNearBottom': {
      const more = before ? canLoadMore(before.context as GridLoaderContext) : false;
      return was({ ready: 'settling' }) || (was({ ready: 'idle' }) && more) ? { ready: 'settling' } : before?.value;
    }
    case 'after:scrollDebounce':
      return 'loadingMore';
    default:
      throw new Error(`no expectation for ${label}`);
  }
}

function loaderChecker(variant: string) {
  let requests = 0;
  return ({ label, before, after, invocations }: StepInfo) => {
    const ctx = after.context as GridLoaderContext;
    const prev = before?.context as GridLoaderContext | undefined;
    expect(after.value, `state after ${label}`).toEqual(expectedLoaderState(variant, label, before));
    expect(viewTags(after), 'exactly one view').toHaveLength(1);

    const entered = (state: string) => after.matches(state) && (before === undefined || !before.matches(state) || label === 'grid.retry');
    if (entered('loading')) {
      expect(invocations.length, 'one request').toBe(requests + 1);
      expect(invocations.at(-1)).toEqual({ src: 'loadPage', input: { request: { ...loaderQuery, start: 0, limit: 100 }, requestId: ctx.requestId } });
      expect(ctx.rows).toEqual([]);
    } else if (entered('loadingMore')) {
      expect(invocations.length, 'one request').toBe(requests + 1);
      // The next page starts where the loaded rows end: nothing doubled, nothing skipped.
      expect(invocations.at(-1)).toEqual({
        src: 'loadPage',
        input: { request: { ...loaderQuery, start: prev!.rows.length, limit: 100 }, requestId: prev!.requestId + 1 },
      });
      expect(prev!.rows.length % 100).toBe(0);
    } else {
      expect(invocations.length, 'no request').toBe(requests);
    }
    requests = invocations.length;

    if (label.endsWith('(stale)')) expect(ctx.rows).toBe(prev!.rows);
    if (before?.matches('loadingMore') && label.startsWith('done:loadPage') && !label.endsWith('(stale)')) {
      const added = { 'done:loadPage(page)': 100, 'done:loadPage(37 rows)': 37, 'done:loadPage(37 of 500)': 37, 'done:loadPage(nothing)': 0 }[label] ?? 0;
      expect(ctx.rows.length).toBe(prev!.rows.length + added);
      if (added === 0) expect(canLoadMore(ctx)).toBe(false);
    }
    // A partial page ends the list whatever the total says: scrolling asks for nothing more.
    if (label === 'done:loadPage(37 rows)' || label === 'done:loadPage(37 of 500)') expect(canLoadMore(ctx)).toBe(false);
    if (label === 'error:loadPage(400)') {
      expect(ctx.error).toBe(LOAD_ERROR);
      expect(after.hasTag(before?.matches('loading') ? 'view:error' : 'loadMoreFailed')).toBe(true);
    }
    if (after.hasTag('view:ready') && !after.hasTag('loadMoreFailed')) expect(ctx.error).toBeNull();
  };
}

describe('gridLoader: generated paths', () => {
  useFakeClock(T0);
  for (const graph of graphsOf(gridLoaderModel)) {
    describe(graph.variant, () => {
      for (const modelPath of graph.paths) {
        it(modelPath.description, async () => {
          await replayPath(graph, modelPath, { advanceTime, onStep: loaderChecker(graph.variant) });
        });
      }
    });
  }
});

// --- grid: generated paths -----------------------------------------------------------------------

const GRID_ACTIONS = ['saveLayout', 'reloadPage'] as const;
type GridAction = (typeof GRID_ACTIONS)[number];

/** Labels that change the query: they wait for the debounce (unless the guard refuses them). */
const QUERY_CHANGES = [
  'grid.sortChanged(name asc)',
  'grid.sortChanged(unsorted)',
  'grid.filterChanged(brand contains)',
  'grid.filterChanged(hours gte abc)',
  'grid.filterCleared',
  'grid.searchChanged',
  'grid.archivedToggled',
];
/** The column chooser's labels: layout only, like a resize. */
const VISIBILITY = ['grid.columnVisibilityChanged(hide brand)', 'grid.columnVisibilityChanged(show brand)'];
/** Labels that start a new loader at once. */
const RELOADS = ['xstate.init', 'after:applyDebounce', 'grid.refresh', 'grid.resetFilter', 'grid.resetSearch'];

/** Events the machine's guards must refuse: unknown or unsortable columns, values eq does not take, no toggle. */
function refused(variant: string, label: string): boolean {
  const users = variant.startsWith('users'); // no name, brand, engine-hours or tags column, no archived toggle
  switch (label) {
    case 'grid.sortChanged(not sortable)':
    case 'grid.filterChanged(brand eq object)':
      return true;
    case 'grid.sortChanged(name asc)':
    case 'grid.sortChanged(unsorted)':
    case 'grid.filterChanged(brand contains)':
    case 'grid.filterChanged(hours gte abc)':
    case 'grid.archivedToggled':
    case 'grid.columnResized':
    case 'grid.columnVisibilityChanged(hide brand)':
    case 'grid.columnVisibilityChanged(show brand)':
      return users;
    default:
      return false;
  }
}

function expectedGridEffects(variant: string, label: string): Partial<Record<GridAction, number>> {
  if (label === 'grid.resetFilter') return once('saveLayout', 'reloadPage');
  if (label === 'grid.searchChanged') return {};
  if (QUERY_CHANGES.includes(label)) return refused(variant, label) ? {} : once('saveLayout');
  if (label === 'grid.densityChanged' || label === 'grid.columnMoved') return once('saveLayout');
  if (label === 'grid.columnResized' || VISIBILITY.includes(label)) return refused(variant, label) ? {} : once('saveLayout');
  return {};
}

function gridChecker(variant: string, spies: Spies<GridAction>) {
  const effects = effectTracker(spies);
  let loaders = 0;
  return ({ label, before, after, invocations }: StepInfo) => {
    const ctx = after.context as GridContext;
    const prev = before?.context as GridContext | undefined;
    if (RELOADS.includes(label)) expect(after.value).toEqual({ showing: 'settled' });
    else if (QUERY_CHANGES.includes(label) && !refused(variant, label)) expect(after.value).toEqual({ showing: 'debouncing' });
    else expect(after.value, `${label} leaves the state`).toEqual(before?.value);

    expect(effects.next(), `side effects of ${label}`).toEqual(expectedGridEffects(variant, label));
    if (spies.saveLayout.mock.calls.length) expect(spies.saveLayout.mock.lastCall![1]).toEqual(expectedLayout(after.context as GridContext));

    // A new query means a new loader, asked for exactly the query in the context, and nothing else does.
    if (RELOADS.includes(label)) {
      expect(invocations.length, `${label} starts one loader`).toBe(loaders + 1);
      expect(invocations.at(-1)).toEqual({ src: 'gridLoader', input: expectedLoaderInput(ctx) });
      const { query } = expectedLoaderInput(ctx);
      expect(query.textSearch).toBe(ctx.textSearch.trim());
      expect('showArchivedAssets' in query).toBe(!variant.startsWith('users'));
    } else {
      expect(invocations.length, `${label} starts no loader`).toBe(loaders);
    }
    loaders = invocations.length;

    switch (label) {
      case 'xstate.init':
        if (variant.startsWith('service')) {
          // Saved layout restored (the retired column dropped), and the address's quick filter applied.
          expect(ctx.columnOrder).toEqual(['status', 'name', 'brand', 'engineHours', 'purchaseDate', 'tags']);
          expect(ctx.columnWidths).toEqual({ name: 260 });
          expect(ctx.hiddenColumns).toEqual(['tags']);
          expect(ctx).toMatchObject({ density: 'compact', showArchived: 'Show', quickFilter: 'Soon', sort: { columnId: 'engineHours', direction: 'desc' } });
          expect(expectedLoaderInput(ctx).query).toEqual({
            sortExpressions: [{ fieldName: 'engineHours', sortOrder: 0 }],
            filterExpressions: [
              { fieldName: 'brand', value: 'Volvo', filterFunction: 'contains' },
              { fieldName: 'status', value: 'Soon', filterFunction: 'eq' },
            ],
            textSearch: '',
            showArchivedAssets: true,
          });
        } else {
          expect(ctx).toMatchObject({ density: 'comfortable', showArchived: 'Hide', quickFilter: null, sort: null, filters: {}, selection: null });
        }
        break;
      case 'grid.sortChanged(name asc)':
        if (!refused(variant, label)) expect(expectedLoaderInput(ctx).query.sortExpressions).toEqual([{ fieldName: 'name', sortOrder: 1 }]);
        break;
      case 'grid.filterChanged(hours gte abc)':
        if (!refused(variant, label)) expect(ctx).toMatchObject({ filters: {}, quickFilter: null });
        break;
      case 'grid.filterCleared':
      case 'grid.resetFilter':
        expect(ctx.filters.status).toBeUndefined();
        expect(ctx.quickFilter).toBeNull();
        if (label === 'grid.resetFilter') expect(ctx.filters).toEqual({});
        break;
      case 'grid.searchChanged':
        expect(ctx.textSearch).toBe('excavator ');
        break;
      case 'grid.resetSearch':
        expect(ctx.textSearch).toBe('');
        break;
      case 'grid.refresh':
        expect(ctx.selection).toBeNull();
        break;
      case 'grid.rowSelected':
        expect(ctx.selection).toBe(7);
        break;
      case 'grid.densityChanged':
        expect(ctx.density).toBe('compact');
        break;
      case 'grid.columnVisibilityChanged(hide brand)':
      case 'grid.columnVisibilityChanged(show brand)':
        // Only the hidden columns change; the users grid has no Brand column to hide.
        if (refused(variant, label)) expect(ctx).toEqual(prev);
        else {
          expect({ ...ctx, hiddenColumns: prev!.hiddenColumns }).toEqual(prev);
          expect(ctx.hiddenColumns.includes('brand')).toBe(label.endsWith('(hide brand)'));
          expect(ctx.hiddenColumns.filter((id) => id !== 'brand')).toEqual(prev!.hiddenColumns.filter((id) => id !== 'brand'));
        }
        break;
      default:
        if (prev && !RELOADS.includes(label) && !QUERY_CHANGES.includes(label) && label !== 'grid.columnMoved' && label !== 'grid.columnResized') {
          expect(ctx).toEqual(prev);
        }
    }
  };
}

describe('grid: generated paths', () => {
  useFakeClock(T0);
  for (const graph of graphsOf(gridModel)) {
    describe(graph.variant, () => {
      for (const modelPath of graph.paths) {
        it(modelPath.description, async () => {
          const spies = createSpies(GRID_ACTIONS);
          await replayPath(graph, modelPath, { actions: spies, advanceTime, onStep: gridChecker(graph.variant, spies) });
        });
      }
    });
  }
});

// --- Hand-written journeys with pinned end states ---------------------------------------------

interface PendingPage {
  request: GridRequest;
  signal: AbortSignal;
  resolve: (page: GridPage) => void;
  reject: (error: unknown) => void;
}

const rowsFrom = (start: number, count: number): GridRow[] => Array.from({ length: count }, (_, i) => ({ id: start + i, name: `Machine ${start + i}` }));

/** The composed machine (grid + loader) with a fetch whose answers the test gives, one by one. */
function startGrid(input: GridInput = gridInputs.fleet) {
  const pending: PendingPage[] = [];
  const saveLayout = vi.fn();
  const reloadPage = vi.fn();
  const machine = provideGrid({
    fetchPage: (request, signal) => new Promise<GridPage>((resolve, reject) => pending.push({ request, signal, resolve, reject })),
    describeError: (error) => (error as { lines: string }).lines,
    saveLayout,
    reloadPage,
  });
  const actor = createActor(machine, { input }).start();
  const loader = () => actor.getSnapshot().children.loader!.getSnapshot();
  const view = () => viewTags(loader())[0];
  const requests = () => pending.map((p) => p.request);
  /** Answers the request at `index` with `count` rows from its start, of `total`. */
  const answer = async (index: number, count: number, total: number) => {
    const { request, resolve } = pending[index];
    resolve({ rows: rowsFrom(request.start, count), total, textSearchColumns: ['name', 'brand'] });
    await flush();
  };
  return { actor, loader, view, pending, requests, answer, saveLayout, reloadPage, send: actor.send.bind(actor) };
}

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

describe('grid: journeys', () => {
  useFakeClock(T0);

  it('typing a search asks once, 500 ms after the last key, for the first page with the text', async () => {
    const g = startGrid();
    await g.answer(0, 100, 250);
    expect(g.view()).toBe('view:ready');

    for (const text of ['e', 'ex', 'exc', 'exca']) {
      g.send({ type: 'grid.searchChanged', text });
      advanceTime(200);
    }
    // The rows of the old query stay meanwhile; nothing has been asked yet.
    expect(g.view()).toBe('view:ready');
    expect(g.loader().context.rows).toHaveLength(100);
    advanceTime(SPEC.gridApplyDebounceMs - 200 - 1);
    expect(g.requests()).toHaveLength(1);
    advanceTime(1);

    expect(g.requests()).toHaveLength(2);
    expect(g.requests()[1]).toEqual({ start: 0, limit: 100, sortExpressions: [], filterExpressions: [], textSearch: 'exca', showArchivedAssets: false });
    expect(g.view()).toBe('view:loading');
    await g.answer(1, 3, 3);
    advanceTime(10_000);
    expect(g.requests()).toHaveLength(2);
    expect(g.loader().context.rows.map((r) => r.id)).toEqual([0, 1, 2]);
    expect(g.actor.getSnapshot().value).toEqual({ showing: 'settled' });
    // A search is not part of the saved layout.
    expect(g.saveLayout).not.toHaveBeenCalled();
  });

  it('scrolling asks for the next page at start 100 only once 100 rows are loaded, and pages join without gaps', async () => {
    const g = startGrid();
    g.send({ type: 'grid.scrolledNearBottom' }); // before the first page: nothing to extend
    advanceTime(1000);
    expect(g.requests()).toHaveLength(1);
    await g.answer(0, 100, 250);

    g.send({ type: 'grid.scrolledNearBottom' });
    advanceTime(150);
    g.send({ type: 'grid.scrolledNearBottom' });
    advanceTime(SPEC.gridScrollDebounceMs - 1);
    expect(g.requests()).toHaveLength(1);
    advanceTime(1);
    expect(g.requests().map((r) => r.start)).toEqual([0, 100]);
    expect(g.view()).toBe('view:loadingMore');
    g.send({ type: 'grid.scrolledNearBottom' }); // while loading: no second request for the same page
    advanceTime(1000);
    expect(g.requests()).toHaveLength(2);

    await g.answer(1, 100, 250);
    g.send({ type: 'grid.scrolledNearBottom' });
    advanceTime(SPEC.gridScrollDebounceMs);
    await g.answer(2, 50, 250);
    g.send({ type: 'grid.scrolledNearBottom' });
    advanceTime(1000);

    expect(g.requests().map((r) => [r.start, r.limit])).toEqual([
      [0, 100],
      [100, 100],
      [200, 100],
    ]);
    const ids = g.loader().context.rows.map((r) => r.id);
    expect(ids).toEqual(Array.from({ length: 250 }, (_, i) => i));
    expect(g.view()).toBe('view:ready');
    expect(g.loader().context.total).toBe(250);
  });

  it('37 rows loaded: scrolling asks for nothing more', async () => {
    const g = startGrid();
    await g.answer(0, 37, 37);
    for (let i = 0; i < 5; i++) {
      g.send({ type: 'grid.scrolledNearBottom' });
      advanceTime(SPEC.gridScrollDebounceMs + 50);
    }
    expect(g.requests()).toHaveLength(1);
    expect(g.loader().value).toEqual({ ready: 'idle' });
    expect(g.loader().context.rows).toHaveLength(37);
  });

  it('an answer to an older query is dropped and its request aborted', async () => {
    const g = startGrid();
    await g.answer(0, 100, 500);
    g.send({ type: 'grid.scrolledNearBottom' });
    advanceTime(SPEC.gridScrollDebounceMs);
    expect(g.requests().map((r) => r.start)).toEqual([0, 100]);

    g.send({ type: 'grid.sortChanged', columnId: 'name', direction: 'desc' });
    advanceTime(SPEC.gridApplyDebounceMs);
    expect(g.pending[1].signal.aborted).toBe(true);
    expect(g.requests()[2]).toMatchObject({ start: 0, sortExpressions: [{ fieldName: 'name', sortOrder: 0 }] });

    await g.answer(1, 100, 500); // the old page 2 arrives late
    expect(g.view()).toBe('view:loading');
    expect(g.loader().context.rows).toEqual([]);
    await g.answer(2, 100, 500);
    expect(g.loader().context.rows.map((r) => r.id)).toEqual(Array.from({ length: 100 }, (_, i) => i));
  });

  it('the loader drops an answer that names another request id', async () => {
    const answers: LoadPageOutput[] = [{ rows: rowsFrom(900, 5), total: 5, textSearchColumns: [], requestId: 41 }];
    const machine = gridLoaderMachine.provide({ actors: { loadPage: fromPromise<LoadPageOutput, LoadPageInput>(async () => answers.shift()!) } });
    const actor = createActor(machine, { input: { query: loaderQuery, pageSize: 100, emptyReason: 'none' } }).start();
    await flush();
    expect(actor.getSnapshot().context.requestId).toBe(1);
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.rows).toEqual([]);
  });

  it('a filter that matches nothing shows view:emptyFiltered; Reset filter clears it, saves and reloads the page', async () => {
    const g = startGrid();
    await g.answer(0, 100, 100);
    g.send({ type: 'grid.filterChanged', columnId: 'brand', operator: 'contains', value: 'Zeppelin' });
    advanceTime(SPEC.gridApplyDebounceMs);
    expect(g.requests()[1].filterExpressions).toEqual([{ fieldName: 'brand', value: 'Zeppelin', filterFunction: 'contains' }]);
    await g.answer(1, 0, 0);
    expect(g.view()).toBe('view:emptyFiltered');

    g.send({ type: 'grid.resetFilter' });
    expect(g.reloadPage).toHaveBeenCalledTimes(1);
    expect(g.saveLayout.mock.lastCall![0]).toMatchObject({ filters: [], quickFilter: null });
    expect(g.requests()[2].filterExpressions).toEqual([]);
  });

  it('a search that finds nothing shows view:emptySearch; Reset search asks again without it', async () => {
    const g = startGrid();
    await g.answer(0, 100, 100);
    g.send({ type: 'grid.searchChanged', text: 'zzz' });
    advanceTime(SPEC.gridApplyDebounceMs);
    await g.answer(1, 0, 0);
    expect(g.view()).toBe('view:emptySearch');
    g.send({ type: 'grid.resetSearch' });
    expect(g.requests()[2]).toMatchObject({ start: 0, textSearch: '' });
    await g.answer(2, 0, 0);
    expect(g.view()).toBe('view:empty');
    expect(g.actor.getSnapshot().context.emptyText).toBe('You do not have any machines yet');
  });

  it('refresh clears the selection and asks for the first page again', async () => {
    const g = startGrid();
    await g.answer(0, 100, 300);
    g.send({ type: 'grid.scrolledNearBottom' });
    advanceTime(SPEC.gridScrollDebounceMs);
    await g.answer(1, 100, 300);
    g.send({ type: 'grid.rowSelected', rowId: 142 });
    expect(g.actor.getSnapshot().context.selection).toBe(142);

    g.send({ type: 'grid.refresh' });
    expect(g.actor.getSnapshot().context.selection).toBeNull();
    expect(g.view()).toBe('view:loading');
    expect(g.requests().map((r) => r.start)).toEqual([0, 100, 0]);
    await g.answer(2, 100, 300);
    expect(g.loader().context.rows).toHaveLength(100);
  });

  it('a quick filter from the address is a status-equals filter; clearing the status filter ends it', async () => {
    const g = startGrid({ ...gridInputs.service, savedLayout: null });
    expect(g.requests()[0].filterExpressions).toEqual([{ fieldName: 'status', value: 'Soon', filterFunction: 'eq' }]);
    g.send({ type: 'grid.filterCleared', columnId: 'status' });
    expect(g.saveLayout.mock.lastCall![0]).toMatchObject({ filters: [], quickFilter: null });
    advanceTime(SPEC.gridApplyDebounceMs);
    expect(g.requests()[1].filterExpressions).toEqual([]);
  });

  it('a failed first page shows the server lines and Retry asks again; a failed next page keeps the rows', async () => {
    const g = startGrid();
    g.pending[0].reject({ lines: 'textSearch: too long, not allowed;' });
    await flush();
    expect(g.view()).toBe('view:error');
    expect(g.loader().context.error).toBe('textSearch: too long, not allowed;');
    g.send({ type: 'grid.retry' });
    expect(g.view()).toBe('view:loading');
    await g.answer(1, 100, 200);

    g.send({ type: 'grid.scrolledNearBottom' });
    advanceTime(SPEC.gridScrollDebounceMs);
    g.pending[2].reject({ lines: 'Server unavailable' });
    await flush();
    expect(g.loader().value).toEqual({ ready: 'moreFailed' });
    expect(g.loader().context.rows).toHaveLength(100);
    g.send({ type: 'grid.scrolledNearBottom' }); // scrolling does not retry by itself
    advanceTime(1000);
    expect(g.requests()).toHaveLength(3);
    g.send({ type: 'grid.retry' });
    expect(g.requests()[3].start).toBe(100);
    await g.answer(3, 100, 200);
    expect(g.loader().context.rows).toHaveLength(200);
    expect(g.view()).toBe('view:ready');
  });

  it('layout changes are saved at once and keep the rows; the archived toggle reloads with showArchivedAssets', async () => {
    const g = startGrid();
    await g.answer(0, 100, 100);
    g.send({ type: 'grid.columnMoved', from: 0, to: 5 });
    g.send({ type: 'grid.columnResized', columnId: 'brand', width: 10 });
    g.send({ type: 'grid.densityChanged', density: 'standard' });
    expect(g.saveLayout).toHaveBeenCalledTimes(3);
    expect(g.saveLayout.mock.lastCall![0]).toEqual({
      columnOrder: [...fleetColumns.slice(1).map((c) => c.id), 'name'],
      columnWidths: { brand: 48 },
      hiddenColumns: [],
      filters: [],
      sort: null,
      quickFilter: null,
      showArchived: 'Hide',
      density: 'standard',
    });
    expect(g.requests()).toHaveLength(1);

    // The chooser hides columns, but never the last one shown; unknown columns change nothing.
    for (const c of fleetColumns.slice(1)) g.send({ type: 'grid.columnVisibilityChanged', columnId: c.id, visible: false });
    expect(g.saveLayout.mock.lastCall![0].hiddenColumns).toEqual(fleetColumns.slice(1).map((c) => c.id));
    const saves = g.saveLayout.mock.calls.length;
    g.send({ type: 'grid.columnVisibilityChanged', columnId: 'name', visible: false });
    g.send({ type: 'grid.columnVisibilityChanged', columnId: 'retired', visible: false });
    expect(g.saveLayout).toHaveBeenCalledTimes(saves);
    g.send({ type: 'grid.columnVisibilityChanged', columnId: 'brand', visible: true });
    expect(g.saveLayout.mock.lastCall![0].hiddenColumns).toEqual(fleetColumns.slice(2).map((c) => c.id));
    expect(g.requests()).toHaveLength(1);

    g.send({ type: 'grid.archivedToggled', show: true });
    expect(g.saveLayout.mock.lastCall![0].showArchived).toBe('Show');
    advanceTime(SPEC.gridApplyDebounceMs);
    expect(g.requests()[1]).toMatchObject({ start: 0, showArchivedAssets: true });
  });
});
