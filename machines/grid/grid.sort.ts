// Sort: the interface's direction per column, and its wire form.
import type { GridSort, SortExpression, SortOrder, UiSortDirection } from './grid.types.ts';

export const SORT_ORDER = { ASC: 0, DESC: 1 } as const satisfies Record<string, SortOrder>;

/**
 * The wire form of a column's sort. Spec (platform section 5): "Sort order values ASC = 0 and
 * DESC = 1; the interface's 'asc' is mapped to the DESC value (reversed)". This is the only place
 * that mapping lives: 'asc' → 1, 'desc' → 0.
 */
export function toSortExpression(uiDirection: UiSortDirection, fieldName: string): SortExpression {
  return { fieldName, sortOrder: uiDirection === 'asc' ? SORT_ORDER.DESC : SORT_ORDER.ASC };
}

export function sortExpressions(sort: GridSort | null): SortExpression[] {
  return sort ? [toSortExpression(sort.direction, sort.columnId)] : [];
}

export type VisibleOrder = 'ascending' | 'descending';

/**
 * The order the rows appear in. The server sorts by the wire value (0 = ascending, 1 = descending),
 * so after the spec's reversal the interface's 'asc' shows rows descending. Arrows, labels and the
 * header-click cycle speak of what the user sees, never of the reversed internal name.
 */
export function visibleOrder(uiDirection: UiSortDirection): VisibleOrder {
  return toSortExpression(uiDirection, '').sortOrder === SORT_ORDER.ASC ? 'ascending' : 'descending';
}

/** The interface direction that shows rows in the given order. */
export function uiDirectionFor(order: VisibleOrder): UiSortDirection {
  return visibleOrder('asc') === order ? 'asc' : 'desc';
}

/** A header click cycles what the user sees: unsorted → ascending (A→Z) → descending → unsorted. */
export function nextSortDirection(current: UiSortDirection | null): UiSortDirection | null {
  if (current === null) return uiDirectionFor('ascending');
  return visibleOrder(current) === 'ascending' ? uiDirectionFor('descending') : null;
}
