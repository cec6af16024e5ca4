// The saved grid layout (spec: column order, width, filter, sort, quick filter, archived Hide or
// Show; kept in local storage per path). src/ reads and writes the storage; this file decides what
// of a stored value is still usable, since columns change between releases and storage can hold
// anything.
import type { ArchivedVisibility, FilterExpression, FilterFunction, GridColumnDef, GridContext, GridDensity, GridLayout, GridSort } from './grid.types.ts';

export const DEFAULT_DENSITY: GridDensity = 'comfortable';
export const DEFAULT_ARCHIVED: ArchivedVisibility = 'Hide';
export const MIN_COLUMN_WIDTH = 48;
export const MAX_COLUMN_WIDTH = 1200;

const DENSITIES: readonly GridDensity[] = ['compact', 'standard', 'comfortable'];
const FUNCTIONS: readonly FilterFunction[] = ['contains', 'gte', 'eq', 'tags', 'enum'];

export function layoutOf(context: GridContext): GridLayout {
  return {
    columnOrder: context.columnOrder,
    columnWidths: context.columnWidths,
    hiddenColumns: context.hiddenColumns,
    filters: Object.values(context.filters),
    sort: context.sort,
    quickFilter: context.quickFilter,
    showArchived: context.showArchived,
    density: context.density,
  };
}

/** The usable part of a stored layout, over the defaults: unknown columns and bad values are dropped. */
export function restoreLayout(columns: readonly GridColumnDef[], saved: unknown): GridLayout {
  const stored = isRecord(saved) ? saved : {};
  const ids = columns.map((c) => c.id);
  const byId = new Map(columns.map((c) => [c.id, c]));

  const storedOrder = Array.isArray(stored.columnOrder) ? stored.columnOrder.filter((id): id is string => typeof id === 'string' && byId.has(id)) : [];
  const columnOrder = [...new Set(storedOrder), ...ids.filter((id) => !storedOrder.includes(id))];

  const columnWidths: Record<string, number> = {};
  if (isRecord(stored.columnWidths)) {
    for (const [id, width] of Object.entries(stored.columnWidths)) {
      if (byId.has(id) && typeof width === 'number' && Number.isFinite(width)) columnWidths[id] = clampWidth(width);
    }
  }

  const quickFilter = typeof stored.quickFilter === 'string' && stored.quickFilter.trim() ? stored.quickFilter.trim() : null;
  const filters = (Array.isArray(stored.filters) ? stored.filters : []).filter((f): f is FilterExpression => {
    if (!isFilterExpression(f)) return false;
    // The quick filter's status-equals filter stays even when the grid shows no status column.
    if (f.fieldName === 'status' && f.filterFunction === 'eq' && f.value === quickFilter) return true;
    const column = byId.get(f.fieldName);
    return column !== undefined && column.filterable !== false;
  });

  const sort = isRecord(stored.sort) ? stored.sort : null;
  const sortColumn = sort && typeof sort.columnId === 'string' ? byId.get(sort.columnId) : undefined;
  const validSort: GridSort | null =
    sortColumn && sortColumn.sortable !== false && (sort!.direction === 'asc' || sort!.direction === 'desc')
      ? { columnId: sortColumn.id, direction: sort!.direction }
      : null;

  const storedHidden = new Set(
    Array.isArray(stored.hiddenColumns) ? stored.hiddenColumns.filter((id): id is string => typeof id === 'string' && byId.has(id)) : [],
  );
  // A layout that would hide every column shows them all.
  const hiddenColumns = storedHidden.size < ids.length ? [...storedHidden] : [];

  return {
    columnOrder,
    columnWidths,
    hiddenColumns,
    filters: dedupeByField(filters),
    sort: validSort,
    quickFilter: filters.some((f) => f.fieldName === 'status' && f.value === quickFilter) ? quickFilter : null,
    showArchived: stored.showArchived === 'Show' ? 'Show' : DEFAULT_ARCHIVED,
    density: DENSITIES.includes(stored.density as GridDensity) ? (stored.density as GridDensity) : DEFAULT_DENSITY,
  };
}

/** The hidden columns after the chooser showed (`visible`) or hid one. */
export function withVisibility(hidden: readonly string[], columnId: string, visible: boolean): string[] {
  const rest = hidden.filter((id) => id !== columnId);
  return visible ? rest : [...rest, columnId];
}

/** The columns on screen, in order: the order without the hidden ones. */
export function visibleColumnIds(order: readonly string[], hidden: readonly string[]): string[] {
  return order.filter((id) => !hidden.includes(id));
}

/** The order after dragging the column at display position `from` to `to`. */
export function moveColumn(order: readonly string[], from: number, to: number): string[] {
  if (from === to || from < 0 || to < 0 || from >= order.length || to >= order.length) return [...order];
  const next = [...order];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

export function clampWidth(width: number): number {
  return Math.round(Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, width)));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFilterExpression(value: unknown): value is FilterExpression {
  if (!isRecord(value) || typeof value.fieldName !== 'string' || !FUNCTIONS.includes(value.filterFunction as FilterFunction)) return false;
  const v = value.value;
  if (Array.isArray(v)) return value.filterFunction === 'tags' && v.length > 0 && v.every((id) => typeof id === 'string' || typeof id === 'number');
  return typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v));
}

function dedupeByField(filters: FilterExpression[]): FilterExpression[] {
  return [...new Map(filters.map((f) => [f.fieldName, f])).values()];
}
