import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SORT_ORDER, nextSortDirection, sortExpressions, toSortExpression, uiDirectionFor, visibleOrder } from '../../machines/grid/grid.sort.ts';

describe('grid sort', () => {
  it("maps the interface's 'asc' to the DESC value and 'desc' to ASC (spec: reversed)", () => {
    expect(SORT_ORDER).toEqual({ ASC: 0, DESC: 1 });
    expect(toSortExpression('asc', 'name')).toEqual({ fieldName: 'name', sortOrder: 1 });
    expect(toSortExpression('desc', 'name')).toEqual({ fieldName: 'name', sortOrder: 0 });
  });

  it('sends one expression for a sorted column and none without a sort', () => {
    expect(sortExpressions(null)).toEqual([]);
    expect(sortExpressions({ columnId: 'engineHours', direction: 'desc' })).toEqual([{ fieldName: 'engineHours', sortOrder: 0 }]);
  });

  it('every direction maps to a wire value and the two directions never share one', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (field) => {
        const asc = toSortExpression('asc', field);
        const desc = toSortExpression('desc', field);
        expect(asc.fieldName).toBe(field);
        expect([0, 1]).toContain(asc.sortOrder);
        expect(asc.sortOrder + desc.sortOrder).toBe(1);
      }),
    );
  });

  it('names what the user sees: the reversed interface asc shows rows descending', () => {
    expect(visibleOrder('asc')).toBe('descending');
    expect(visibleOrder('desc')).toBe('ascending');
    expect(uiDirectionFor('ascending')).toBe('desc');
    expect(toSortExpression(uiDirectionFor('ascending'), 'name').sortOrder).toBe(SORT_ORDER.ASC);
  });

  it('a header click cycles the visible order: unsorted → ascending (A→Z) → descending → unsorted', () => {
    const first = nextSortDirection(null)!;
    expect(visibleOrder(first)).toBe('ascending');
    const second = nextSortDirection(first)!;
    expect(visibleOrder(second)).toBe('descending');
    expect(nextSortDirection(second)).toBeNull();
  });
});
