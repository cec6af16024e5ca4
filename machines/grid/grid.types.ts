// Types of the shared grid: columns, the grid request/response contract, the saved layout, and the
// two machines that run a grid (grid.machine.ts: query, layout, selection; gridLoader.machine.ts:
// pages and what the grid shows).

export type ColumnKind = 'text' | 'number' | 'date' | 'tags' | 'enum' | 'boolean';

export interface GridOption {
  value: string | number;
  label: string;
}

export interface GridColumnDef {
  /** The row field shown, and the fieldName of this column's sort and filter expressions. */
  id: string;
  title: string;
  kind: ColumnKind;
  /** Default true. */
  sortable?: boolean;
  /** Default true. */
  filterable?: boolean;
  /** enum: the values and their labels. tags: the company's tags (value = tag id, label = tag name). */
  options?: GridOption[];
  /** Width in px before the user resizes it. */
  width?: number;
  /** text: the values are the server's fixed English names (e.g. GNSS quality), shown in the user's language. */
  fixedNames?: boolean;
  /** Server fields the text search looks in that this column shows (the search hint names the column). */
  searchedAs?: readonly string[];
  /** enum: a cell background per value (e.g. the service status colours); the text stays. */
  cellColors?: Readonly<Record<string, string>>;
  /** number: a figure with a unit, written in the interface language's format (machine hours: '13 360,3 h'). */
  unit?: 'hours';
  /** date: a calendar day (a place's contract period); the time of day is not shown. */
  dayOnly?: boolean;
}

// --- The grid request (spec, platform section 3 'Grid request') --------------------------------

/** 0 = ASC, 1 = DESC on the wire; see grid.sort.ts for how the interface's directions map. */
export type SortOrder = 0 | 1;
export type UiSortDirection = 'asc' | 'desc';

export interface SortExpression {
  fieldName: string;
  sortOrder: SortOrder;
}

export type FilterFunction = 'contains' | 'gte' | 'eq' | 'tags' | 'enum';
/** Text, number, boolean, or tag ids for a tags filter. */
export type FilterValue = string | number | boolean | Array<string | number>;

export interface FilterExpression {
  fieldName: string;
  value: FilterValue;
  filterFunction: FilterFunction;
  defaultCondition?: boolean;
}

/** The active filters by fieldName: at most one per field. */
export type GridFilters = Readonly<Record<string, FilterExpression>>;

/** Everything of a request but the page window. */
export interface GridQuery {
  sortExpressions: SortExpression[];
  filterExpressions: FilterExpression[];
  textSearch: string;
  /** Only on grids with the archived toggle (fleet, service). */
  showArchivedAssets?: boolean;
}

export interface GridRequest extends GridQuery {
  /** Offset of the first row; the first page is 0. */
  start: number;
  limit: number;
}

export type GridRow = Record<string, unknown>;
export type RowKey = string | number;

/** One answered page: the response's data, summary.total and textSearchColumns. */
export interface GridPage {
  rows: GridRow[];
  total: number;
  textSearchColumns: string[];
}

// --- Layout (kept in local storage per path by src/) ---------------------------------------------

export type ArchivedVisibility = 'Hide' | 'Show';
export type GridDensity = 'compact' | 'standard' | 'comfortable';

export interface GridSort {
  columnId: string;
  direction: UiSortDirection;
}

/** What survives a visit, per path (spec: column order, width, filter, sort, quick filter, archived; and the columns hidden). */
export interface GridLayout {
  columnOrder: string[];
  columnWidths: Record<string, number>;
  /** Columns the user took off the screen with the column chooser (never all of them). */
  hiddenColumns: string[];
  filters: FilterExpression[];
  sort: GridSort | null;
  quickFilter: string | null;
  showArchived: ArchivedVisibility;
  density: GridDensity;
}

// --- grid machine --------------------------------------------------------------------------------

export interface GridInput {
  /** The route the grid lives on, e.g. '/fleet': the saved layout belongs to it. */
  path: string;
  columns: GridColumnDef[];
  /** What src/ read from local storage for this path (parsed JSON, or null); validated here. */
  savedLayout?: unknown;
  /** The address's quickFilter value: applied as a status-equals filter. */
  quickFilter?: string | null;
  /** Filters the address asks for (a link from another page, e.g. /fleet?family=3): each replaces the saved filter of its field. */
  addressFilters?: readonly FilterExpression[];
  /** Default 100 (spec, section 9). */
  pageSize?: number;
  /** The grid's own empty text, e.g. 'You do not have any machines yet'. */
  emptyText: string;
  /** The grid has the archived Hide/Show toggle and sends showArchivedAssets. */
  archivedToggle?: boolean;
}

export interface GridContext {
  path: string;
  columns: GridColumnDef[];
  pageSize: number;
  emptyText: string;
  archivedToggle: boolean;
  sort: GridSort | null;
  filters: GridFilters;
  /** The quick filter behind filters.status, while that filter is still the quick filter's. */
  quickFilter: string | null;
  textSearch: string;
  showArchived: ArchivedVisibility;
  density: GridDensity;
  columnOrder: string[];
  columnWidths: Record<string, number>;
  hiddenColumns: string[];
  selection: RowKey | null;
}

export type GridEvent =
  /** direction null removes the sort. */
  | { type: 'grid.sortChanged'; columnId: string; direction: UiSortDirection | null }
  /** A filter from the header popover; grid.filters.ts turns it into an expression (or not). */
  | { type: 'grid.filterChanged'; columnId: string; operator: FilterFunction; value: unknown }
  | { type: 'grid.filterCleared'; columnId: string }
  | { type: 'grid.searchChanged'; text: string }
  | { type: 'grid.archivedToggled'; show: boolean }
  | { type: 'grid.densityChanged'; density: GridDensity }
  /** Display positions, as the grid reports a drag. */
  | { type: 'grid.columnMoved'; from: number; to: number }
  | { type: 'grid.columnResized'; columnId: string; width: number }
  /** The column chooser shows or hides a column (the last one shown cannot be hidden). */
  | { type: 'grid.columnVisibilityChanged'; columnId: string; visible: boolean }
  /** The view is within 50 px of the bottom (the component measures). */
  | { type: 'grid.scrolledNearBottom' }
  | { type: 'grid.refresh' }
  | { type: 'grid.rowSelected'; rowId: RowKey | null }
  | { type: 'grid.resetFilter' }
  | { type: 'grid.resetSearch' }
  | { type: 'grid.retry' };

// --- gridLoader machine --------------------------------------------------------------------------

/** Which empty state a query without rows shows. */
export type EmptyReason = 'search' | 'filter' | 'none';

export interface GridLoaderInput {
  query: GridQuery;
  pageSize: number;
  emptyReason: EmptyReason;
}

export interface GridLoaderContext extends GridLoaderInput {
  rows: GridRow[];
  total: number;
  textSearchColumns: string[];
  error: string | null;
  /** Id of the request whose answer the loader waits for; answers to any other are dropped. */
  requestId: number;
}

export type GridLoaderEvent = { type: 'grid.scrolledNearBottom' } | { type: 'grid.retry' };

export interface LoadPageInput {
  request: GridRequest;
  requestId: number;
}

/**
 * `createLoadPage` always names the request answered; an answer naming another request than the
 * one the loader waits for is dropped. (Without a name it can only be the current invocation's:
 * XState never delivers the result of a stopped one.)
 */
export interface LoadPageOutput extends GridPage {
  requestId?: number;
}

/** How a failed page reaches the loader: the message to show and the request it belongs to. */
export interface LoadPageError {
  requestId?: number;
  message: string;
}
