// Runs one grid: the grid machine (query, layout, selection) and its loader child (rows, view),
// bound to the page's fetch, local storage and page reload. Components read primitives from here.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { FetchGridPage } from '../../../machines/grid/grid.actors.ts';
import { provideGrid } from '../../../machines/grid/grid.machine.ts';
import type { FilterExpression, GridColumnDef, GridEvent, GridRow } from '../../../machines/grid/grid.types.ts';
import { canLoadMore } from '../../../machines/grid/gridLoader.machine.ts';
import { inspect } from '../../app/inspector.ts';
import { useLatest } from '../../app/useLatest.ts';
import { describeGridError } from './gridFetch.ts';
import { readLayout, reloadWithoutQuickFilter, writeLayout } from './layoutStorage.ts';
import { useTranslatedColumns } from './translateColumns.ts';
import { useTranslationsSettled } from '../../i18n/useT.ts';

export interface UseGridOptions {
  /** The route the grid lives on; its layout is saved under `siteline.grid.<path>`. */
  path: string;
  /** Titles and enum labels in English (msg()): the grid shows them in the user's language. */
  columns: GridColumnDef[];
  fetchPage: FetchGridPage;
  /** The grid's own empty text, e.g. 'You do not have any machines yet'. */
  emptyText: string;
  quickFilter?: string | null;
  /** Filters from the address (read once, like the quick filter; DataGrid remounts for others). */
  addressFilters?: readonly FilterExpression[];
  archivedToggle?: boolean;
  pageSize?: number;
  describeError?: (error: unknown) => string;
  /**
   * A change reads the rows again with the same search, sort and filters (grid.refresh; the spec:
   * refresh clears the selection), e.g. after the page saved a row's details.
   */
  refreshSignal?: number;
}

export type GridView = 'loading' | 'loadingMore' | 'ready' | 'emptyFiltered' | 'emptySearch' | 'empty' | 'error';

const NO_ROWS: GridRow[] = [];
const VIEWS: readonly GridView[] = ['loading', 'loadingMore', 'ready', 'emptyFiltered', 'emptySearch', 'empty', 'error'];

export function useGrid(options: UseGridOptions) {
  // The machine and its input are made once; later renders may pass new callbacks, read through the ref.
  const latest = useLatest(options);
  const machine = useMemo(
    () =>
      provideGrid({
        fetchPage: (request, signal) => latest().fetchPage(request, signal),
        describeError: (error) => (latest().describeError ?? describeGridError)(error),
        saveLayout: (layout) => writeLayout(latest().path, layout),
        reloadPage: reloadWithoutQuickFilter,
      }),
    [latest], // stable: made once
  );
  // The grid reads its input once; DataGrid remounts it for another path or quick filter.
  const [input] = useState(() => ({
    path: options.path,
    columns: options.columns,
    savedLayout: readLayout(options.path),
    quickFilter: options.quickFilter ?? null,
    addressFilters: options.addressFilters ?? [],
    pageSize: options.pageSize,
    emptyText: options.emptyText,
    archivedToggle: options.archivedToggle ?? false,
  }));
  const actor = useActorRef(machine, { input, inspect });
  const loader = useSelector(actor, (s) => s.children.loader);

  const send = useCallback((event: GridEvent) => actor.send(event), [actor]);
  const refreshed = useRef(options.refreshSignal);
  useEffect(() => {
    if (refreshed.current === options.refreshSignal) return;
    refreshed.current = options.refreshSignal;
    actor.send({ type: 'grid.refresh' });
  }, [actor, options.refreshSignal]);
  // The machine keeps the English columns; what is shown follows the catalogue, also when it arrives late.
  const columns = useTranslatedColumns(useSelector(actor, (s) => s.context.columns));
  // The rows may come before the user's catalogue (a reload): they show with it, never in English first.
  const settled = useTranslationsSettled();
  const loaded = useSelector(loader, (s): GridView => VIEWS.find((v) => s?.hasTag(`view:${v}`)) ?? 'loading');
  return {
    actor,
    send,
    columns,
    sort: useSelector(actor, (s) => s.context.sort),
    filters: useSelector(actor, (s) => s.context.filters),
    textSearch: useSelector(actor, (s) => s.context.textSearch),
    showArchived: useSelector(actor, (s) => s.context.showArchived),
    archivedToggle: useSelector(actor, (s) => s.context.archivedToggle),
    density: useSelector(actor, (s) => s.context.density),
    columnOrder: useSelector(actor, (s) => s.context.columnOrder),
    columnWidths: useSelector(actor, (s) => s.context.columnWidths),
    hiddenColumns: useSelector(actor, (s) => s.context.hiddenColumns),
    selection: useSelector(actor, (s) => s.context.selection),
    emptyText: useSelector(actor, (s) => s.context.emptyText),
    applying: useSelector(actor, (s) => s.matches({ showing: 'debouncing' })),
    view: settled ? loaded : 'loading',
    /** The user's catalogue is here (or failed): until then the grid draws no headers, which would be English. */
    settled,
    rows: useSelector(loader, (s) => s?.context.rows ?? NO_ROWS),
    total: useSelector(loader, (s) => s?.context.total ?? 0),
    moreAvailable: useSelector(loader, (s) => (s ? canLoadMore(s.context) : false)),
    loadMoreFailed: useSelector(loader, (s) => s?.hasTag('loadMoreFailed') ?? false),
    error: useSelector(loader, (s) => s?.context.error ?? null),
    textSearchColumns: useSelector(loader, (s) => s?.context.textSearchColumns ?? NO_COLUMNS),
  };
}

const NO_COLUMNS: string[] = [];

export type GridHandle = ReturnType<typeof useGrid>;
