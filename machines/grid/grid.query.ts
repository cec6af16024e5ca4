// From the grid machine's context to what is asked of the server, and back from the input.
import { quickFilterExpression } from './grid.filters.ts';
import { restoreLayout } from './grid.layout.ts';
import { sortExpressions } from './grid.sort.ts';
import type { EmptyReason, GridContext, GridFilters, GridInput, GridLoaderInput, GridQuery } from './grid.types.ts';

/** Page size and first page (spec, section 9). */
export const PAGE_SIZE = 100;

export function initialGridContext(input: GridInput): GridContext {
  const layout = restoreLayout(input.columns, input.savedLayout);
  const filters: Record<string, GridContext['filters'][string]> = Object.fromEntries(layout.filters.map((f) => [f.fieldName, f]));
  // The address's quickFilter wins over the saved one; without one the saved quick filter stays.
  const fromAddress = input.quickFilter?.trim() || null;
  if (fromAddress) filters.status = quickFilterExpression(fromAddress);
  for (const f of input.addressFilters ?? []) filters[f.fieldName] = f;
  return {
    path: input.path,
    columns: input.columns,
    pageSize: input.pageSize ?? PAGE_SIZE,
    emptyText: input.emptyText,
    archivedToggle: input.archivedToggle ?? false,
    sort: layout.sort,
    filters,
    quickFilter: fromAddress ?? layout.quickFilter,
    textSearch: '',
    showArchived: layout.showArchived,
    density: layout.density,
    columnOrder: layout.columnOrder,
    columnWidths: layout.columnWidths,
    hiddenColumns: layout.hiddenColumns,
    selection: null,
  };
}

export function hasFilters(filters: GridFilters): boolean {
  return Object.keys(filters).length > 0;
}

/** The quick filter lasts while filters.status is still its status-equals filter. */
export function keptQuickFilter(filters: GridFilters, quickFilter: string | null): string | null {
  const status = filters.status;
  return quickFilter !== null && status?.filterFunction === 'eq' && status.value === quickFilter ? quickFilter : null;
}

export function gridQuery(context: GridContext): GridQuery {
  return {
    sortExpressions: sortExpressions(context.sort),
    filterExpressions: Object.values(context.filters),
    textSearch: context.textSearch.trim(),
    ...(context.archivedToggle ? { showArchivedAssets: context.showArchived === 'Show' } : {}),
  };
}

/**
 * A search that finds nothing says so even under a filter: the search is the more recent and the
 * cheaper thing to undo ('Reset search'); if the filter alone still finds nothing, that shows next.
 */
export function emptyReason(context: GridContext): EmptyReason {
  if (context.textSearch.trim() !== '') return 'search';
  return hasFilters(context.filters) ? 'filter' : 'none';
}

export function loaderInput(context: GridContext): GridLoaderInput {
  return { query: gridQuery(context), pageSize: context.pageSize, emptyReason: emptyReason(context) };
}
