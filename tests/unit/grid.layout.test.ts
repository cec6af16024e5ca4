import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampWidth, moveColumn, restoreLayout, visibleColumnIds } from '../../machines/grid/grid.layout.ts';
import { fleetColumns, savedServiceLayout } from '../flows/grid/grid.model.ts';

const ids = fleetColumns.map((c) => c.id);

describe('saved grid layout', () => {
  it('defaults: column order as defined, comfortable, archived hidden, no sort or filter', () => {
    expect(restoreLayout(fleetColumns, null)).toEqual({
      columnOrder: ids,
      columnWidths: {},
      hiddenColumns: [],
      filters: [],
      sort: null,
      quickFilter: null,
      showArchived: 'Hide',
      density: 'comfortable',
    });
  });

  it('shows the columns in their order without the hidden ones', () => {
    expect(visibleColumnIds(['a', 'b', 'c', 'd'], ['c', 'a'])).toEqual(['b', 'd']);
    expect(visibleColumnIds(['a', 'b'], [])).toEqual(['a', 'b']);
  });

  it('keeps the hidden columns it still has, and never hides them all', () => {
    expect(restoreLayout(fleetColumns, { hiddenColumns: ['brand', 'retired', 7, 'brand'] }).hiddenColumns).toEqual(['brand']);
    expect(restoreLayout(fleetColumns, { hiddenColumns: ids }).hiddenColumns).toEqual([]);
    expect(restoreLayout(fleetColumns, { hiddenColumns: 'brand' }).hiddenColumns).toEqual([]);
    expect(restoreLayout(fleetColumns, { hiddenColumns: ids.slice(1) }).hiddenColumns).toEqual(ids.slice(1));
  });

  it('keeps what still fits the columns and drops the rest', () => {
    const layout = restoreLayout(fleetColumns, {
      ...savedServiceLayout,
      columnWidths: { name: 99999, brand: 'wide', retired: 10 },
      filters: [
        ...savedServiceLayout.filters,
        { fieldName: 'retired', value: 1, filterFunction: 'eq' },
        { fieldName: 'engineHours', value: { x: 1 }, filterFunction: 'gte' },
        { fieldName: 'status', value: 'Soon', filterFunction: 'eq' },
      ],
      quickFilter: 'Soon',
      sort: { columnId: 'tags', direction: 'asc' },
      density: 'huge',
    });
    expect(layout.columnOrder).toEqual(['status', 'name', 'brand', 'engineHours', 'purchaseDate', 'tags']);
    expect(layout.columnWidths).toEqual({ name: 1200 });
    expect(layout.filters.map((f) => f.fieldName)).toEqual(['brand', 'status']);
    expect(layout.quickFilter).toBe('Soon');
    expect(layout.sort).toBeNull(); // tags are not sortable
    expect(layout.density).toBe('comfortable');
    expect(layout.showArchived).toBe('Show');
  });

  it('survives anything local storage may hold', () => {
    fc.assert(
      fc.property(fc.anything(), (stored) => {
        const layout = restoreLayout(fleetColumns, stored);
        expect([...layout.columnOrder].sort()).toEqual([...ids].sort());
        expect(['Hide', 'Show']).toContain(layout.showArchived);
        expect(['compact', 'standard', 'comfortable']).toContain(layout.density);
      }),
    );
  });

  it('moving a column keeps every column exactly once', () => {
    expect(moveColumn(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveColumn(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveColumn(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
    fc.assert(
      fc.property(fc.uniqueArray(fc.string(), { minLength: 1 }), fc.nat(), fc.nat(), (order, from, to) => {
        const moved = moveColumn(order, from % order.length, to % order.length);
        expect([...moved].sort()).toEqual([...order].sort());
        expect(moved[to % order.length]).toBe(order[from % order.length]);
      }),
    );
  });

  it('keeps widths between 48 and 1200 px', () => {
    expect(clampWidth(10)).toBe(48);
    expect(clampWidth(240.4)).toBe(240);
    expect(clampWidth(5000)).toBe(1200);
  });
});
