import { assign, sendTo, setup } from 'xstate';
import { createLoadPage, type FetchGridPage } from './grid.actors.ts';
import { applyFilterOutcome, filterOutcome } from './grid.filters.ts';
import { clampWidth, layoutOf, moveColumn, withVisibility } from './grid.layout.ts';
import { initialGridContext, keptQuickFilter, loaderInput } from './grid.query.ts';
import type { GridContext, GridEvent, GridInput, GridLayout } from './grid.types.ts';
import { gridLoaderMachine } from './gridLoader.machine.ts';

/** Sort, filter, text search and archived changes apply after this pause (spec, section 4). */
export const APPLY_DEBOUNCE_MS = 500;

type Event<T extends GridEvent['type']> = Extract<GridEvent, { type: T }>;

/** Every layout change is written at once, whole (the context after the change's own assign). */
const saveLayout = { type: 'saveLayout', params: ({ context }: { context: GridContext }) => layoutOf(context) } as const;

/**
 * One grid of Siteline (fleet, telematics, service, places, alerts, users, client management,
 * support companies, inventory). It owns the query (sort, filters, quick filter, text search,
 * archived), the layout saved per path, and the selection; the rows and what the grid shows belong
 * to its `loader` child (gridLoader.machine.ts), which it starts afresh for every query so that an
 * answer to an older query can never reach the screen.
 *
 * src/ provides `loadPage` (to the loader, see `provideGrid`), `saveLayout` (local storage) and
 * `reloadPage`; the component sends `grid.*` events and reads the loader's view:* tags.
 */
export const gridMachine = setup({
  types: {
    context: {} as GridContext,
    input: {} as GridInput,
    events: {} as GridEvent,
  },
  actors: { gridLoader: gridLoaderMachine },
  actions: {
    /** Write the layout for this path (local storage `siteline.grid.<path>`). */
    saveLayout: (_, _layout: GridLayout) => {},
    /** Reload the page without the address's quickFilter (spec: Reset filter reloads the page). */
    reloadPage: () => {},
    forwardToLoader: sendTo('loader', ({ event }) => event),
    setSort: assign((_, { columnId, direction }: Event<'grid.sortChanged'>) => ({ sort: direction ? { columnId, direction } : null })),
    setFilter: assign(({ context }, { columnId, operator, value }: Event<'grid.filterChanged'>) => {
      const column = context.columns.find((c) => c.id === columnId);
      const filters = applyFilterOutcome(context.filters, columnId, filterOutcome(column, operator, value));
      return { filters, quickFilter: keptQuickFilter(filters, context.quickFilter) };
    }),
    clearFilter: assign(({ context }, { columnId }: Event<'grid.filterCleared'>) => {
      const filters = applyFilterOutcome(context.filters, columnId, { kind: 'remove' });
      return { filters, quickFilter: keptQuickFilter(filters, context.quickFilter) };
    }),
    clearFilters: assign({ filters: {}, quickFilter: null }),
    setSearch: assign((_, { text }: Event<'grid.searchChanged'>) => ({ textSearch: text })),
    clearSearch: assign({ textSearch: '' }),
    setArchived: assign((_, { show }: Event<'grid.archivedToggled'>) => ({ showArchived: show ? ('Show' as const) : ('Hide' as const) })),
    setDensity: assign((_, { density }: Event<'grid.densityChanged'>) => ({ density })),
    moveColumn: assign(({ context }, { from, to }: Event<'grid.columnMoved'>) => ({ columnOrder: moveColumn(context.columnOrder, from, to) })),
    resizeColumn: assign(({ context }, { columnId, width }: Event<'grid.columnResized'>) => ({
      columnWidths: { ...context.columnWidths, [columnId]: clampWidth(width) },
    })),
    setVisibility: assign(({ context }, { columnId, visible }: Event<'grid.columnVisibilityChanged'>) => ({
      hiddenColumns: withVisibility(context.hiddenColumns, columnId, visible),
    })),
    select: assign((_, { rowId }: Event<'grid.rowSelected'>) => ({ selection: rowId })),
    clearSelection: assign({ selection: null }),
  },
  guards: {
    sortable: ({ context }, { columnId }: Event<'grid.sortChanged'>) => context.columns.some((c) => c.id === columnId && c.sortable !== false),
    /** Values the operator does not take change nothing (spec: eq ignores other types). */
    filterTakesEffect: ({ context }, { columnId, operator, value }: Event<'grid.filterChanged'>) =>
      filterOutcome(
        context.columns.find((c) => c.id === columnId),
        operator,
        value,
      ).kind !== 'ignore',
    hasArchivedToggle: ({ context }) => context.archivedToggle,
    knownColumn: ({ context }, { columnId }: Event<'grid.columnResized'>) => context.columns.some((c) => c.id === columnId),
    /** A known column, and never the last one shown. */
    visibilityChanges: ({ context }, { columnId, visible }: Event<'grid.columnVisibilityChanged'>) =>
      context.columns.some((c) => c.id === columnId) && (visible || context.columns.some((c) => c.id !== columnId && !context.hiddenColumns.includes(c.id))),
  },
  delays: {
    applyDebounce: APPLY_DEBOUNCE_MS,
  },
}).createMachine({
  id: 'grid',
  context: ({ input }) => initialGridContext(input),
  on: {
    // Layout and selection only: the rows stay as they are.
    'grid.densityChanged': { actions: [{ type: 'setDensity', params: ({ event }) => event }, saveLayout] },
    'grid.columnMoved': { actions: [{ type: 'moveColumn', params: ({ event }) => event }, saveLayout] },
    'grid.columnResized': {
      guard: { type: 'knownColumn', params: ({ event }) => event },
      actions: [{ type: 'resizeColumn', params: ({ event }) => event }, saveLayout],
    },
    'grid.columnVisibilityChanged': {
      guard: { type: 'visibilityChanges', params: ({ event }) => event },
      actions: [{ type: 'setVisibility', params: ({ event }) => event }, saveLayout],
    },
    'grid.rowSelected': { actions: { type: 'select', params: ({ event }) => event } },
  },
  initial: 'showing',
  states: {
    showing: {
      invoke: { id: 'loader', src: 'gridLoader', input: ({ context }) => loaderInput(context) },
      on: {
        // Query changes wait for a pause (re-entering `debouncing` restarts it), then a new loader
        // asks for the first page.
        'grid.sortChanged': {
          guard: { type: 'sortable', params: ({ event }) => event },
          target: '.debouncing',
          actions: [{ type: 'setSort', params: ({ event }) => event }, saveLayout],
        },
        'grid.filterChanged': {
          guard: { type: 'filterTakesEffect', params: ({ event }) => event },
          target: '.debouncing',
          actions: [{ type: 'setFilter', params: ({ event }) => event }, saveLayout],
        },
        'grid.filterCleared': { target: '.debouncing', actions: [{ type: 'clearFilter', params: ({ event }) => event }, saveLayout] },
        'grid.searchChanged': { target: '.debouncing', actions: { type: 'setSearch', params: ({ event }) => event } },
        'grid.archivedToggled': {
          guard: 'hasArchivedToggle',
          target: '.debouncing',
          actions: [{ type: 'setArchived', params: ({ event }) => event }, saveLayout],
        },
        // Buttons apply at once.
        'grid.refresh': { target: 'showing', reenter: true, actions: 'clearSelection' },
        'grid.resetFilter': { target: 'showing', reenter: true, actions: ['clearFilters', saveLayout, 'reloadPage'] },
        'grid.resetSearch': { target: 'showing', reenter: true, actions: 'clearSearch' },
        'grid.retry': { actions: 'forwardToLoader' },
      },
      initial: 'settled',
      states: {
        settled: {
          on: { 'grid.scrolledNearBottom': { actions: 'forwardToLoader' } },
        },
        // The rows of the previous query stay on screen until the new query is asked.
        debouncing: {
          after: { applyDebounce: { target: '#grid.showing', reenter: true } },
        },
      },
    },
  },
});

/**
 * How src/ binds the grid to the outside world. `saveLayout` is given the whole layout each time
 * it changes; `loadPage` is the page's grid read.
 */
export interface GridImplementations {
  fetchPage: FetchGridPage;
  describeError?: (error: unknown) => string;
  saveLayout: (layout: GridLayout) => void;
  reloadPage: () => void;
}

export function provideGrid(impl: GridImplementations) {
  return gridMachine.provide({
    actors: { gridLoader: gridLoaderMachine.provide({ actors: { loadPage: createLoadPage(impl.fetchPage, impl.describeError) } }) },
    actions: { saveLayout: (_, layout) => impl.saveLayout(layout), reloadPage: () => impl.reloadPage() },
  });
}
