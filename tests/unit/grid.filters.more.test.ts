// The filter rules at their edges: which operators each column kind offers, what each operator
// makes of odd values, how a filter matches rows held in memory, and the date formats.
import { describe, expect, it } from 'vitest';
import {
  OPERATORS,
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
  scalarText,
  tagsFilter,
} from '../../machines/grid/grid.filters.ts';
import type { FilterExpression, GridColumnDef, GridOption } from '../../machines/grid/grid.types.ts';

const TAGS: GridOption[] = [
  { value: 11, label: 'Rental' },
  { value: 12, label: 'Winter' },
];
const STATUSES: GridOption[] = [
  { value: 'Soon', label: 'Soon' },
  { value: 'Overdue', label: 'Overdue' },
];
const columns: Record<string, GridColumnDef> = {
  brand: { id: 'brand', title: 'Brand', kind: 'text' },
  engineHours: { id: 'engineHours', title: 'Engine hours', kind: 'number' },
  purchaseDate: { id: 'purchaseDate', title: 'Purchased', kind: 'date' },
  archived: { id: 'archived', title: 'Archived', kind: 'boolean' },
  status: { id: 'status', title: 'Status', kind: 'enum', options: STATUSES },
  tags: { id: 'tags', title: 'Tags', kind: 'tags', options: TAGS },
};

describe('operators per column kind', () => {
  it('text: contains and eq; number: gte and eq; date: gte; boolean: eq; enum: enum; tags: tags', () => {
    expect(OPERATORS).toEqual({
      text: ['contains', 'eq'],
      number: ['gte', 'eq'],
      date: ['gte'],
      boolean: ['eq'],
      enum: ['enum'],
      tags: ['tags'],
    });
  });

  it('each operator a column offers sets that filter on the column', () => {
    const cases: Array<[GridColumnDef, FilterExpression]> = [
      [columns.brand, { fieldName: 'brand', value: 'Volvo', filterFunction: 'contains' }],
      [columns.brand, { fieldName: 'brand', value: 'Volvo', filterFunction: 'eq' }],
      [columns.engineHours, { fieldName: 'engineHours', value: 1500, filterFunction: 'gte' }],
      [columns.engineHours, { fieldName: 'engineHours', value: 1500, filterFunction: 'eq' }],
      [columns.purchaseDate, { fieldName: 'purchaseDate', value: '2025-09-22T08:00:00', filterFunction: 'gte' }],
      [columns.archived, { fieldName: 'archived', value: true, filterFunction: 'eq' }],
      [columns.status, { fieldName: 'status', value: 'Soon', filterFunction: 'enum' }],
    ];
    for (const [column, expression] of cases) {
      expect(filterOutcome(column, expression.filterFunction, expression.value)).toEqual({ kind: 'set', expression });
    }
    expect(filterOutcome(columns.tags, 'tags', ['Rental'])).toEqual({
      kind: 'set',
      expression: { fieldName: 'tags', value: [11], filterFunction: 'tags' },
    });
  });

  it('gte on a date column wants a date-time; on a number column a number', () => {
    expect(filterOutcome(columns.purchaseDate, 'gte', '1500')).toEqual({ kind: 'clearAll' });
    expect(filterOutcome(columns.engineHours, 'gte', '2025-09-22T08:00:00')).toEqual({ kind: 'clearAll' });
  });
});

describe('contains values', () => {
  it('a finite number is searched for as its text', () => {
    expect(containsFilter('engineHours', 1500)).toEqual({ kind: 'set', expression: { fieldName: 'engineHours', value: '1500', filterFunction: 'contains' } });
  });

  it('no value removes the filter; NaN, booleans and objects are ignored', () => {
    expect(containsFilter('brand', undefined)).toEqual({ kind: 'remove' });
    expect(containsFilter('brand', null)).toEqual({ kind: 'remove' });
    expect(containsFilter('brand', Number.NaN)).toEqual({ kind: 'ignore' });
    expect(containsFilter('brand', true)).toEqual({ kind: 'ignore' });
    expect(containsFilter('brand', { name: 'Volvo' })).toEqual({ kind: 'ignore' });
  });
});

describe('gte values', () => {
  it('a date column sets a gte filter with the date-time as it is', () => {
    expect(gteFilter('purchaseDate', '2025-09-22T08:00:00', 'date')).toEqual({
      kind: 'set',
      expression: { fieldName: 'purchaseDate', value: '2025-09-22T08:00:00', filterFunction: 'gte' },
    });
  });

  it('no value removes the filter; a boolean or a list is not a number or date-time and clears the filters', () => {
    expect(gteFilter('engineHours', undefined, 'number')).toEqual({ kind: 'remove' });
    expect(gteFilter('engineHours', true, 'number')).toEqual({ kind: 'clearAll' });
    expect(gteFilter('purchaseDate', ['2025-09-22T08:00:00'], 'date')).toEqual({ kind: 'clearAll' });
  });
});

describe('eq values', () => {
  it('text is trimmed; blank text removes the filter', () => {
    expect(eqFilter('status', ' Soon ')).toEqual({ kind: 'set', expression: { fieldName: 'status', value: 'Soon', filterFunction: 'eq' } });
    expect(eqFilter('status', '   ')).toEqual({ kind: 'remove' });
    expect(eqFilter('status', '')).toEqual({ kind: 'remove' });
  });

  it('numbers and booleans are sent as they are', () => {
    expect(eqFilter('engineHours', 1500)).toEqual({ kind: 'set', expression: { fieldName: 'engineHours', value: 1500, filterFunction: 'eq' } });
    expect(eqFilter('archived', true)).toEqual({ kind: 'set', expression: { fieldName: 'archived', value: true, filterFunction: 'eq' } });
  });
});

describe('tags values', () => {
  it('names match tag names whatever their spaces and case; entries that are not text are skipped', () => {
    expect(tagsFilter('tags', [42, ' winter ', null], TAGS)).toEqual({ kind: 'set', expression: { fieldName: 'tags', value: [12], filterFunction: 'tags' } });
    expect(tagsFilter('tags', ['rental'], [{ value: 11, label: ' Rental ' }])).toEqual({
      kind: 'set',
      expression: { fieldName: 'tags', value: [11], filterFunction: 'tags' },
    });
  });

  it('the same tag picked twice is sent once', () => {
    expect(tagsFilter('tags', ['Rental', 'RENTAL'], TAGS)).toEqual({ kind: 'set', expression: { fieldName: 'tags', value: [11], filterFunction: 'tags' } });
  });

  it('without the company tags no name is known: the filter goes', () => {
    expect(tagsFilter('tags', ['Rental'])).toEqual({ kind: 'remove' });
  });
});

describe('enum values', () => {
  it("an option matches by value or by the value's text, and the option's own value is sent", () => {
    const options: GridOption[] = [{ value: 11, label: 'Eleven' }];
    expect(enumFilter('code', '11', options)).toEqual({ kind: 'set', expression: { fieldName: 'code', value: 11, filterFunction: 'enum' } });
    expect(enumFilter('code', 11, options)).toEqual({ kind: 'set', expression: { fieldName: 'code', value: 11, filterFunction: 'enum' } });
  });

  it('without options nothing is an option, not even the text "undefined"', () => {
    expect(enumFilter('status', 'undefined')).toEqual({ kind: 'ignore' });
    expect(enumFilter('status', 'Soon')).toEqual({ kind: 'ignore' });
  });
});

describe('cell text', () => {
  it('objects read as JSON, everything else as its text', () => {
    expect(scalarText({ name: 'Volvo' })).toBe('{"name":"Volvo"}');
    expect(scalarText('Volvo')).toBe('Volvo');
    expect(scalarText(12)).toBe('12');
    expect(scalarText(null)).toBe('null');
    expect(scalarText(undefined)).toBe('undefined');
  });
});

describe('matching rows in memory', () => {
  const contains = (value: string): FilterExpression => ({ fieldName: 'f', value, filterFunction: 'contains' });

  it('contains finds text inside an object cell, never in an empty cell', () => {
    expect(matchesFilter({ f: { name: 'Volvo' } }, contains('volvo'))).toBe(true);
    expect(matchesFilter({ f: null }, contains('null'))).toBe(false);
    expect(matchesFilter({ f: undefined }, contains('undefined'))).toBe(false);
    expect(matchesFilter({}, contains('undefined'))).toBe(false);
  });

  it('gte with a number compares numeric text cells as numbers', () => {
    const atLeast = { fieldName: 'f', value: 1500, filterFunction: 'gte' } as const;
    expect(matchesFilter({ f: '1500' }, atLeast)).toBe(true);
    expect(matchesFilter({ f: '1501' }, atLeast)).toBe(true);
    expect(matchesFilter({ f: '1499' }, atLeast)).toBe(false);
    expect(matchesFilter({ f: 1500 }, atLeast)).toBe(true);
  });

  it('gte with a date-time never matches a cell that is not a date', () => {
    for (const f of [null, 42, 'n/a']) {
      expect(matchesFilter({ f }, { fieldName: 'f', value: '0', filterFunction: 'gte' })).toBe(false);
      expect(matchesFilter({ f }, { fieldName: 'f', value: '', filterFunction: 'gte' })).toBe(false);
    }
  });

  it('eq and enum compare text case-insensitively, other values strictly', () => {
    for (const filterFunction of ['eq', 'enum'] as const) {
      const is = (value: FilterExpression['value']): FilterExpression => ({ fieldName: 'f', value, filterFunction });
      expect(matchesFilter({ f: 'Soon' }, is('soon'))).toBe(true);
      expect(matchesFilter({ f: 'soon' }, is('SOON'))).toBe(true);
      expect(matchesFilter({ f: 'Overdue' }, is('Soon'))).toBe(false);
      expect(matchesFilter({ f: 5 }, is(5))).toBe(true);
      expect(matchesFilter({ f: 6 }, is(5))).toBe(false);
      expect(matchesFilter({ f: '5' }, is(5))).toBe(false);
      expect(matchesFilter({ f: 5 }, is('5'))).toBe(false);
      expect(matchesFilter({ f: false }, is(false))).toBe(true);
      expect(matchesFilter({ f: 0 }, is(false))).toBe(false);
    }
  });

  it('tags match a chosen id among plain ids or tag objects; empty entries are skipped', () => {
    const tagged = (value: FilterExpression['value']): FilterExpression => ({ fieldName: 'tags', value, filterFunction: 'tags' });
    expect(matchesFilter({ tags: [11] }, tagged([11]))).toBe(true);
    expect(matchesFilter({ tags: ['12'] }, tagged([12]))).toBe(true);
    expect(matchesFilter({ tags: [null, 12] }, tagged([12]))).toBe(true);
    expect(matchesFilter({ tags: [{ id: 12, name: 'Winter' }] }, tagged(['12']))).toBe(true);
    expect(matchesFilter({ tags: 12 }, tagged([12]))).toBe(false);
    expect(matchesFilter({ tags: [] }, tagged([12]))).toBe(false);
  });
});

describe('date display format', () => {
  it('reads the first cell that looks like a date, after trimming it', () => {
    expect(dateDisplayFormat(['  09/22/2025 08:00'])).toBe('MM/DD/YYYY');
    expect(dateDisplayFormat(['n/a', '09/22/2025'])).toBe('MM/DD/YYYY');
    expect(dateDisplayFormat(['x2025/09/22', '09/22/2025'])).toBe('MM/DD/YYYY');
    expect(dateDisplayFormat(['2025-09-22T08:00:00', '09/22/2025'])).toBe('YYYY/MM/DD');
  });

  it('a date must start the cell and have a four-digit year', () => {
    expect(dateDisplayFormat(['due 09/22/2025'])).toBe('YYYY/MM/DD');
    expect(dateDisplayFormat(['09/22/25', '09/22/2025'])).toBe('MM/DD/YYYY');
    expect(dateDisplayFormat(['09/22/25'])).toBe('YYYY/MM/DD');
  });
});

describe('date-times', () => {
  it('the wire format is YYYY-MM-DDTHH:mm:ss and nothing else', () => {
    expect(isDateTime('2025-09-22T08:00:00')).toBe(true);
    for (const value of [
      '2025/09/22',
      '2025-09-22',
      '2025-09-22 08:00:00',
      ' 2025-09-22T08:00:00',
      'x2025-09-22T08:00:00',
      '2025-09-22T08:00:00Z',
      '',
      'abc',
    ]) {
      expect(isDateTime(value)).toBe(false);
    }
    expect(isDateTime(['2025-09-22T08:00:00'])).toBe(false);
    expect(isDateTime(20250922)).toBe(false);
  });

  it('typed text is trimmed; the wire format, YYYY/MM/DD and MM/DD/YYYY are read', () => {
    expect(parseDateTime(' 2025/09/22 ')).toBe('2025-09-22T00:00:00');
    expect(parseDateTime('2025-09-22 08:30')).toBe('2025-09-22T08:30:00');
    expect(parseDateTime('2025-09-22T08:30:15')).toBe('2025-09-22T08:30:15');
    expect(parseDateTime('2025/9/2  8:05:07')).toBe('2025-09-02T08:05:07');
    expect(parseDateTime('9/2/2025 8:05')).toBe('2025-09-02T08:05:00');
    expect(parseDateTime('9/2/2025  8:05')).toBe('2025-09-02T08:05:00');
    expect(parseDateTime('0099-01-01')).toBe('0099-01-01T00:00:00');
  });

  it('nothing may come before or after the date-time', () => {
    for (const text of ['x2025-09-22', '2025-09-22x', '2025-09-22T08:00:00x', 'x2025/09/22', '2025/09/22 08:00x', 'x09/22/2025', '09/22/2025 08:00x']) {
      expect(parseDateTime(text)).toBeNull();
    }
  });

  it('a time needs hours and minutes; seconds are optional', () => {
    expect(parseDateTime('2025-09-22T08')).toBeNull();
    expect(parseDateTime('2025-09-22T08:00:00:00')).toBeNull();
    expect(parseDateTime('2025/09/22 08')).toBeNull();
    expect(parseDateTime('09/22/2025 08')).toBeNull();
  });

  it('with a display format only that one (and the wire format) is read', () => {
    expect(parseDateTime('2025/09/22', 'MM/DD/YYYY')).toBeNull();
    expect(parseDateTime('09/22/2025', 'MM/DD/YYYY')).toBe('2025-09-22T00:00:00');
    expect(parseDateTime('2025-09-22', 'MM/DD/YYYY')).toBe('2025-09-22T00:00:00');
    expect(parseDateTime('2025-09-22', 'YYYY/MM/DD')).toBe('2025-09-22T00:00:00');
  });

  it('each part must be in range: month 1-12, day 1 to the month end, hour 0-23, minute and second 0-59', () => {
    expect(parseDateTime('2025/00/10')).toBeNull();
    expect(parseDateTime('2025/12/10')).toBe('2025-12-10T00:00:00');
    expect(parseDateTime('2025/09/00')).toBeNull();
    expect(parseDateTime('2025/09/30')).toBe('2025-09-30T00:00:00');
    expect(parseDateTime('2025/09/31')).toBeNull();
    expect(parseDateTime('2025/09/22 24:00')).toBeNull();
    expect(parseDateTime('2025/09/22 23:59:59')).toBe('2025-09-22T23:59:59');
    expect(parseDateTime('2025/09/22 08:60')).toBeNull();
    expect(parseDateTime('2025/09/22 08:00:60')).toBeNull();
  });

  it('shows the time unless it is midnight, and the seconds unless they are 00', () => {
    expect(formatDisplayDate('2025-09-22T08:00:00', 'YYYY/MM/DD')).toBe('2025/09/22 08:00');
    expect(formatDisplayDate('2025-09-22T00:30:00', 'YYYY/MM/DD')).toBe('2025/09/22 00:30');
    expect(formatDisplayDate('2025-09-22T00:00:30', 'YYYY/MM/DD')).toBe('2025/09/22 00:00:30');
    expect(formatDisplayDate('2025-09-22T00:00:00', 'MM/DD/YYYY')).toBe('09/22/2025');
  });

  it('text that is not a date-time is shown as it is', () => {
    expect(formatDisplayDate('not a date', 'YYYY/MM/DD')).toBe('not a date');
    expect(formatDisplayDate('', 'MM/DD/YYYY')).toBe('');
  });
});
