import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyFilterOutcome,
  containsFilter,
  dateDisplayFormat,
  enumFilter,
  eqFilter,
  filterOutcome,
  formatDisplayDate,
  gteFilter,
  isDateTime,
  matchesFilter,
  parseDateTime,
  tagsFilter,
} from '../../machines/grid/grid.filters.ts';
import { fleetColumns, TAG_OPTIONS, STATUS_OPTIONS } from '../flows/grid/grid.model.ts';
import type { FilterExpression, GridFilters } from '../../machines/grid/grid.types.ts';

const column = (id: string) => fleetColumns.find((c) => c.id === id)!;

describe('contains', () => {
  it('sends the trimmed text and matches case-insensitively', () => {
    expect(containsFilter('brand', '  VoLvo ')).toEqual({ kind: 'set', expression: { fieldName: 'brand', value: 'VoLvo', filterFunction: 'contains' } });
    const expression = { fieldName: 'brand', value: 'volvo', filterFunction: 'contains' } as const;
    expect(matchesFilter({ brand: 'Volvo CE' }, expression)).toBe(true);
    expect(matchesFilter({ brand: 'Komatsu' }, expression)).toBe(false);
    expect(matchesFilter({ brand: null }, expression)).toBe(false);
  });

  it('an emptied input removes the filter', () => {
    expect(containsFilter('brand', '   ')).toEqual({ kind: 'remove' });
  });

  it('matches exactly when the lower-cased cell includes the lower-cased text', () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ minLength: 1 }), (cell, text) => {
        const matched = matchesFilter({ f: cell }, { fieldName: 'f', value: text, filterFunction: 'contains' });
        expect(matched).toBe(cell.toLowerCase().includes(text.toLowerCase()));
      }),
    );
  });
});

describe('gte', () => {
  it('takes numbers and numeric text on number columns', () => {
    expect(gteFilter('engineHours', 1500, 'number')).toMatchObject({ kind: 'set', expression: { value: 1500, filterFunction: 'gte' } });
    expect(gteFilter('engineHours', ' 12.5 ', 'number')).toMatchObject({ kind: 'set', expression: { value: 12.5 } });
  });

  it('a non-numeric value clears the filters (spec), an empty one removes only this filter', () => {
    expect(gteFilter('engineHours', 'abc', 'number')).toEqual({ kind: 'clearAll' });
    expect(gteFilter('engineHours', Number.NaN, 'number')).toEqual({ kind: 'clearAll' });
    expect(gteFilter('engineHours', '', 'number')).toEqual({ kind: 'remove' });
    const filters: GridFilters = { brand: { fieldName: 'brand', value: 'Volvo', filterFunction: 'contains' } };
    expect(applyFilterOutcome(filters, 'engineHours', filterOutcome(column('engineHours'), 'gte', 'abc'))).toEqual({});
  });

  it('takes a date-time YYYY-MM-DDTHH:mm:ss on date columns and nothing else', () => {
    expect(gteFilter('purchaseDate', '2025-09-22T08:00:00', 'date')).toMatchObject({ kind: 'set', expression: { value: '2025-09-22T08:00:00' } });
    expect(gteFilter('purchaseDate', '2025/09/22', 'date')).toEqual({ kind: 'clearAll' });
    expect(gteFilter('purchaseDate', '2025-02-30T08:00:00', 'date')).toEqual({ kind: 'clearAll' });
  });

  it('compares numbers and date-times in memory, whatever display format the cell has', () => {
    expect(matchesFilter({ h: 1500 }, { fieldName: 'h', value: 1500, filterFunction: 'gte' })).toBe(true);
    expect(matchesFilter({ h: 1499 }, { fieldName: 'h', value: 1500, filterFunction: 'gte' })).toBe(false);
    const since = { fieldName: 'd', value: '2025-09-22T08:00:00', filterFunction: 'gte' } as const;
    expect(matchesFilter({ d: '2025/09/22 08:00' }, since)).toBe(true);
    expect(matchesFilter({ d: '09/21/2025 23:59' }, since)).toBe(false);
    expect(matchesFilter({ d: null }, since)).toBe(false);
  });
});

describe('eq', () => {
  it('takes text, numbers and booleans', () => {
    expect(eqFilter('status', 'Soon')).toMatchObject({ kind: 'set', expression: { value: 'Soon', filterFunction: 'eq' } });
    expect(eqFilter('engineHours', 0)).toMatchObject({ kind: 'set', expression: { value: 0 } });
    expect(eqFilter('archived', false)).toMatchObject({ kind: 'set', expression: { value: false } });
  });

  it('ignores every other type (spec), so the filters stay the same object', () => {
    const filters: GridFilters = { brand: { fieldName: 'brand', value: 'Volvo', filterFunction: 'contains' } };
    for (const value of [null, undefined, { a: 1 }, [1], Number.NaN, Number.POSITIVE_INFINITY, () => 1]) {
      expect(eqFilter('brand', value)).toEqual({ kind: 'ignore' });
      expect(applyFilterOutcome(filters, 'brand', eqFilter('brand', value))).toBe(filters);
    }
  });
});

describe('tags and enum', () => {
  it('tags: picked tag names become tag ids; unknown names drop out; none left removes the filter', () => {
    expect(tagsFilter('tags', ['winter', 'Rental', 'Gone'], TAG_OPTIONS)).toEqual({
      kind: 'set',
      expression: { fieldName: 'tags', value: [11, 12], filterFunction: 'tags' },
    });
    expect(tagsFilter('tags', ['Gone'], TAG_OPTIONS)).toEqual({ kind: 'remove' });
    expect(tagsFilter('tags', 'Rental', TAG_OPTIONS)).toEqual({ kind: 'ignore' });
    const expression: FilterExpression = { fieldName: 'tags', value: [12], filterFunction: 'tags' };
    expect(
      matchesFilter(
        {
          tags: [
            { id: 11, name: 'Rental' },
            { id: 12, name: 'Winter' },
          ],
        },
        expression,
      ),
    ).toBe(true);
    expect(matchesFilter({ tags: [11] }, expression)).toBe(false);
  });

  it('enum: a known option sets it, the clear option removes it, anything else is ignored', () => {
    expect(enumFilter('status', 'Overdue', STATUS_OPTIONS)).toMatchObject({ kind: 'set', expression: { value: 'Overdue', filterFunction: 'enum' } });
    expect(enumFilter('status', null, STATUS_OPTIONS)).toEqual({ kind: 'remove' });
    expect(enumFilter('status', 'Broken', STATUS_OPTIONS)).toEqual({ kind: 'ignore' });
  });

  it('a column only takes the operators of its kind', () => {
    expect(filterOutcome(column('status'), 'contains', 'Soon')).toEqual({ kind: 'ignore' });
    expect(filterOutcome(column('purchaseDate'), 'eq', '2025-09-22T00:00:00')).toEqual({ kind: 'ignore' });
    expect(filterOutcome(undefined, 'eq', 'x')).toEqual({ kind: 'ignore' });
    expect(filterOutcome({ ...column('brand'), filterable: false }, 'contains', 'x')).toEqual({ kind: 'ignore' });
  });

  it('removing a filter that is not there changes nothing', () => {
    const filters: GridFilters = {};
    expect(applyFilterOutcome(filters, 'brand', { kind: 'remove' })).toBe(filters);
  });
});

describe('date display', () => {
  it("follows the format of the grid's user-time cells, YYYY/MM/DD by default", () => {
    expect(dateDisplayFormat(['09/22/2025 08:00'])).toBe('MM/DD/YYYY');
    expect(dateDisplayFormat([null, '', '2025/09/22 08:00', '09/22/2025'])).toBe('YYYY/MM/DD');
    expect(dateDisplayFormat([])).toBe('YYYY/MM/DD');
    expect(dateDisplayFormat([42, 'n/a'])).toBe('YYYY/MM/DD');
  });

  it('reads a typed date in the display format into the filter format and back', () => {
    expect(parseDateTime('2025/09/22', 'YYYY/MM/DD')).toBe('2025-09-22T00:00:00');
    expect(parseDateTime('09/22/2025 14:30', 'MM/DD/YYYY')).toBe('2025-09-22T14:30:00');
    expect(parseDateTime('09/22/2025', 'YYYY/MM/DD')).toBeNull();
    expect(parseDateTime('2025/13/01')).toBeNull();
    expect(parseDateTime('2024/02/29')).toBe('2024-02-29T00:00:00');
    expect(parseDateTime('2025/02/29')).toBeNull();
    expect(formatDisplayDate('2025-09-22T14:30:00', 'MM/DD/YYYY')).toBe('09/22/2025 14:30');
    expect(formatDisplayDate('2025-09-22T00:00:00', 'YYYY/MM/DD')).toBe('2025/09/22');
  });

  it('round-trips every real date-time through both display formats', () => {
    const dateTime = fc
      .date({ min: new Date(Date.UTC(1970, 0, 1)), max: new Date(Date.UTC(2100, 0, 1)), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 19));
    fc.assert(
      fc.property(dateTime, fc.constantFrom('MM/DD/YYYY' as const, 'YYYY/MM/DD' as const), (iso, format) => {
        expect(isDateTime(iso)).toBe(true);
        expect(parseDateTime(formatDisplayDate(iso, format), format)).toBe(iso);
      }),
    );
  });
});
