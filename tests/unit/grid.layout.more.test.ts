// What of a stored layout is kept, rule by rule, and moving columns at the edges of the order.
import { describe, expect, it } from 'vitest';
import { moveColumn, restoreLayout } from '../../machines/grid/grid.layout.ts';
import type { FilterExpression, GridColumnDef } from '../../machines/grid/grid.types.ts';

const columns: GridColumnDef[] = [
  { id: 'name', title: 'Name', kind: 'text' },
  { id: 'engineHours', title: 'Engine hours', kind: 'number' },
  { id: 'archived', title: 'Archived', kind: 'boolean' },
  { id: 'status', title: 'Status', kind: 'enum', options: [{ value: 'Soon', label: 'Soon' }] },
  { id: 'tags', title: 'Tags', kind: 'tags', sortable: false },
  { id: 'notes', title: 'Notes', kind: 'text', filterable: false },
];
/** A grid without a status column (the quick filter's field). */
const noStatus = columns.filter((c) => c.id !== 'status');

const keptFilters = (saved: unknown, cols: GridColumnDef[] = columns) => restoreLayout(cols, saved).filters;
const keeps = (filter: unknown) => keptFilters({ filters: [filter] }).length === 1;

describe('stored filters', () => {
  it('keeps a filter of every function with a value of a type filters take', () => {
    const filters: FilterExpression[] = [
      { fieldName: 'name', value: 'Volvo', filterFunction: 'contains' },
      { fieldName: 'engineHours', value: 1500, filterFunction: 'gte' },
      { fieldName: 'archived', value: true, filterFunction: 'eq' },
      { fieldName: 'status', value: 'Soon', filterFunction: 'enum' },
      { fieldName: 'tags', value: [11, '12'], filterFunction: 'tags' },
    ];
    expect(keptFilters({ filters })).toEqual(filters);
  });

  it('keeps a false boolean and a zero', () => {
    expect(keeps({ fieldName: 'archived', value: false, filterFunction: 'eq' })).toBe(true);
    expect(keeps({ fieldName: 'engineHours', value: 0, filterFunction: 'eq' })).toBe(true);
  });

  it('a list of tag ids: only for a tags filter, not empty, only text or number ids', () => {
    expect(keeps({ fieldName: 'tags', value: [11], filterFunction: 'tags' })).toBe(true);
    expect(keeps({ fieldName: 'tags', value: ['12'], filterFunction: 'tags' })).toBe(true);
    expect(keeps({ fieldName: 'tags', value: [], filterFunction: 'tags' })).toBe(false);
    expect(keeps({ fieldName: 'tags', value: [11, null], filterFunction: 'tags' })).toBe(false);
    expect(keeps({ fieldName: 'tags', value: [true], filterFunction: 'tags' })).toBe(false);
    expect(keeps({ fieldName: 'tags', value: [{ id: 11 }], filterFunction: 'tags' })).toBe(false);
    expect(keeps({ fieldName: 'tags', value: [11], filterFunction: 'eq' })).toBe(false);
    expect(keeps({ fieldName: 'name', value: ['Volvo'], filterFunction: 'contains' })).toBe(false);
  });

  it('drops values that are not finite numbers, text or booleans', () => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, null, undefined, { x: 1 }]) {
      expect(keeps({ fieldName: 'engineHours', value, filterFunction: 'gte' })).toBe(false);
    }
  });

  it('drops entries that are not filters: no record, no field name, an unknown function', () => {
    const junk = [
      null,
      'brand',
      42,
      [],
      { value: 'x', filterFunction: 'eq' },
      { fieldName: 5, value: 'x', filterFunction: 'eq' },
      { fieldName: 'name', value: 'x', filterFunction: 'like' },
      { fieldName: 'name', value: 'x' },
    ];
    expect(keptFilters({ filters: junk })).toEqual([]);
    for (const entry of junk) expect(keeps(entry)).toBe(false);
  });

  it('drops filters on unknown columns and on columns that cannot be filtered', () => {
    expect(keeps({ fieldName: 'retired', value: 'x', filterFunction: 'eq' })).toBe(false);
    expect(keeps({ fieldName: 'notes', value: 'x', filterFunction: 'contains' })).toBe(false);
  });

  it('filters that are not a list are no filters', () => {
    expect(keptFilters({ filters: { fieldName: 'name', value: 'x', filterFunction: 'contains' } })).toEqual([]);
  });
});

describe('stored quick filter', () => {
  const soon: FilterExpression = { fieldName: 'status', value: 'Soon', filterFunction: 'eq' };

  it('is kept, trimmed, with its status-equals filter', () => {
    const layout = restoreLayout(columns, { quickFilter: '  Soon  ', filters: [soon] });
    expect(layout.quickFilter).toBe('Soon');
    expect(layout.filters).toEqual([soon]);
  });

  it('its status-equals filter stays even on a grid without a status column', () => {
    const layout = restoreLayout(noStatus, { quickFilter: 'Soon', filters: [soon] });
    expect(layout.filters).toEqual([soon]);
    expect(layout.quickFilter).toBe('Soon');
  });

  it('on a grid without a status column, other status filters go', () => {
    expect(keptFilters({ quickFilter: 'Soon', filters: [{ ...soon, filterFunction: 'contains' }] }, noStatus)).toEqual([]);
    expect(keptFilters({ quickFilter: 'Soon', filters: [{ ...soon, value: 'Overdue' }] }, noStatus)).toEqual([]);
    expect(keptFilters({ quickFilter: null, filters: [soon] }, noStatus)).toEqual([]);
    expect(keptFilters({ quickFilter: 'Soon', filters: [{ fieldName: 'retired', value: 'Soon', filterFunction: 'eq' }] }, noStatus)).toEqual([]);
  });

  it('goes without a status filter of the same value', () => {
    expect(restoreLayout(columns, { quickFilter: 'Soon', filters: [] }).quickFilter).toBeNull();
    expect(restoreLayout(columns, { quickFilter: 'Soon', filters: [{ fieldName: 'name', value: 'Soon', filterFunction: 'contains' }] }).quickFilter).toBeNull();
    expect(restoreLayout(columns, { quickFilter: 'Soon', filters: [{ ...soon, value: 'Overdue' }] }).quickFilter).toBeNull();
  });

  it('a blank quick filter is none, even next to a blank status filter', () => {
    const layout = restoreLayout(columns, { quickFilter: '   ', filters: [{ ...soon, value: '' }] });
    expect(layout.quickFilter).toBeNull();
  });
});

describe('stored sort', () => {
  it('keeps asc and desc on a sortable column', () => {
    expect(restoreLayout(columns, { sort: { columnId: 'name', direction: 'asc' } }).sort).toEqual({ columnId: 'name', direction: 'asc' });
    expect(restoreLayout(columns, { sort: { columnId: 'name', direction: 'desc' } }).sort).toEqual({ columnId: 'name', direction: 'desc' });
  });

  it('drops another direction, an unknown or unsortable column', () => {
    expect(restoreLayout(columns, { sort: { columnId: 'name', direction: 'up' } }).sort).toBeNull();
    expect(restoreLayout(columns, { sort: { columnId: 'name' } }).sort).toBeNull();
    expect(restoreLayout(columns, { sort: { columnId: 'retired', direction: 'asc' } }).sort).toBeNull();
    expect(restoreLayout(columns, { sort: { columnId: 'tags', direction: 'asc' } }).sort).toBeNull();
    expect(restoreLayout(columns, { sort: 'name' }).sort).toBeNull();
  });
});

describe('stored density', () => {
  it('keeps compact, standard and comfortable; anything else is comfortable', () => {
    expect(restoreLayout(columns, { density: 'compact' }).density).toBe('compact');
    expect(restoreLayout(columns, { density: 'standard' }).density).toBe('standard');
    expect(restoreLayout(columns, { density: 'comfortable' }).density).toBe('comfortable');
    expect(restoreLayout(columns, { density: '' }).density).toBe('comfortable');
    expect(restoreLayout(columns, { density: 'huge' }).density).toBe('comfortable');
  });
});

describe('moving a column', () => {
  const order = ['a', 'b', 'c'];

  it('a position outside the order changes nothing', () => {
    expect(moveColumn(order, -1, 0)).toEqual(['a', 'b', 'c']);
    expect(moveColumn(order, 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveColumn(order, 3, 0)).toEqual(['a', 'b', 'c']);
    expect(moveColumn(order, 0, 3)).toEqual(['a', 'b', 'c']);
  });

  it('the last positions are inside the order', () => {
    expect(moveColumn(order, 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveColumn(order, 0, 2)).toEqual(['b', 'c', 'a']);
  });

  it('dropping a column where it was changes nothing, in a new array', () => {
    const moved = moveColumn(order, 1, 1);
    expect(moved).toEqual(['a', 'b', 'c']);
    expect(moved).not.toBe(order);
  });
});
