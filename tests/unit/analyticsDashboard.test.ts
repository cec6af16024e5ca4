// The dashboard's pure parts: the range presets and rule (decision 0058), the fleet links' address
// filters and how the grid takes them, and the CSV a table exports.
import { describe, expect, it } from 'vitest';
import { PRESETS, presetRange, rangeError, unusedDaysOk } from '../../machines/analyticsRange/analyticsRange.range.ts';
import { requestOf } from '../../machines/analyticsRange/analyticsRange.machine.ts';
import { initialGridContext } from '../../machines/grid/grid.query.ts';
import type { GridColumnDef } from '../../machines/grid/grid.types.ts';
import { fleetLinks, readFleetFilters } from '../../src/features/fleet/fleetLinks.ts';
import { toCsv } from '../../src/features/analytics/tableExport.ts';

describe('analytics range presets', () => {
  it('counts full ISO weeks before the current one and the previous month, across a year end', () => {
    // Monday 2026-01-05: the current week starts today.
    expect(presetRange('last4Weeks', '2026-01-05')).toEqual({ fromDay: '2025-12-08', toDay: '2026-01-04' });
    // Sunday 2026-01-04 belongs to the week of Monday 2025-12-29.
    expect(presetRange('last4Weeks', '2026-01-04')).toEqual({ fromDay: '2025-12-01', toDay: '2025-12-28' });
    expect(presetRange('last13Weeks', '2026-01-05')).toEqual({ fromDay: '2025-10-06', toDay: '2026-01-04' });
    expect(presetRange('lastMonth', '2026-01-31')).toEqual({ fromDay: '2025-12-01', toDay: '2025-12-31' });
    expect(presetRange('lastMonth', '2028-03-01')).toEqual({ fromDay: '2028-02-01', toDay: '2028-02-29' });
  });

  it('checks a custom range and N as the server does', () => {
    expect(rangeError('2026-01-01', '2026-12-31')).toBeNull(); // 365 days
    expect(rangeError('2028-01-01', '2028-12-31')).toBeNull(); // 366 (leap year)
    expect(rangeError('2026-01-01', '2027-01-02')).toBe('At most 366 days');
    expect(rangeError('2026-02-02', '2026-02-01')).toBe('The start must not be after the end');
    expect(rangeError('2026-02-30', '2026-03-01')).toBe('Pick both dates');
    expect(rangeError('', '2026-03-01')).toBe('Pick both dates');
    expect(unusedDaysOk(28, '2026-02-01', '2026-02-28')).toBe(true);
    expect(unusedDaysOk(29, '2026-02-01', '2026-02-28')).toBe(false);
    expect(unusedDaysOk(0, '2026-02-01', '2026-02-28')).toBe(false);
    expect(unusedDaysOk(2.5, '2026-02-01', '2026-02-28')).toBe(false);
    // The edges: a one-day range, N of 1, and dates with anything before or after them.
    expect(rangeError('2026-02-01', '2026-02-01')).toBeNull();
    expect(unusedDaysOk(1, '2026-02-01', '2026-02-01')).toBe(true);
    expect(rangeError('x2026-02-01', '2026-02-03')).toBe('Pick both dates');
    expect(rangeError('2026-02-01', '2026-02-03T00:00')).toBe('Pick both dates');
  });

  it('offers the presets in this order, worded for the range menu', () => {
    expect(PRESETS).toEqual([
      { preset: 'last4Weeks', label: 'Last 4 weeks' },
      { preset: 'last13Weeks', label: 'Last 13 weeks' },
      { preset: 'lastMonth', label: 'Last month' },
    ]);
  });

  it('asks for a drill-down as a one-id selection of its kind', () => {
    const base = { today: '2026-11-17', preset: 'custom' as const, fromDay: '2026-11-02', toDay: '2026-11-15', unusedDays: 7, view: null, error: null };
    expect(requestOf({ ...base, drill: null })).toEqual({ fromDay: '2026-11-02', toDay: '2026-11-15', unusedDays: 7 });
    expect(requestOf({ ...base, drill: { kind: 'family', id: 4, name: 'Wheel loader' } })).toMatchObject({ familyIds: [4] });
    expect(requestOf({ ...base, drill: { kind: 'place', id: 9, name: 'Depot' } })).toMatchObject({ placeIds: [9] });
    expect(requestOf({ ...base, drill: { kind: 'tag', id: 2, name: 'Rented' } })).toMatchObject({ tagIds: [2] });
  });
});

describe('fleet links', () => {
  const filters = (link: string) => readFleetFilters(new URLSearchParams(link.split('?')[1] ?? ''));

  it("turns ?family, ?place and ?tag into the grid's filters", () => {
    expect(filters(fleetLinks.family(3))).toEqual([{ fieldName: 'categoryFormatted', filterFunction: 'enum', value: 3 }]);
    expect(filters(fleetLinks.place(12))).toEqual([{ fieldName: 'locationPlaceId', filterFunction: 'eq', value: 12 }]);
    expect(filters(fleetLinks.tag(7))).toEqual([{ fieldName: 'tags', filterFunction: 'tags', value: [7] }]);
    expect(filters('/fleet?family=3&tag=7&assetId=5')).toHaveLength(2);
  });

  it('ignores what is not an id', () => {
    for (const bad of ['family=0', 'family=-1', 'place=abc', 'tag=1e3', 'tag=99999999999', 'family=', 'place=3.5'])
      expect(filters(`/fleet?${bad}`), bad).toEqual([]);
  });

  it('puts them over the saved filters of the same field, keeping the others', () => {
    const columns: GridColumnDef[] = [
      { id: 'name', title: 'Name', kind: 'text' },
      { id: 'categoryFormatted', title: 'Category', kind: 'enum', options: [] },
    ];
    const saved = {
      filters: [
        { fieldName: 'name', filterFunction: 'contains', value: 'Volvo' },
        { fieldName: 'categoryFormatted', filterFunction: 'enum', value: 1 },
      ],
    };
    const context = initialGridContext({ path: '/fleet', columns, savedLayout: saved, emptyText: '', addressFilters: filters(fleetLinks.family(4)) });
    expect(context.filters).toEqual({
      name: { fieldName: 'name', filterFunction: 'contains', value: 'Volvo' },
      categoryFormatted: { fieldName: 'categoryFormatted', filterFunction: 'enum', value: 4 },
    });
    const withPlace = initialGridContext({ path: '/fleet', columns, savedLayout: null, emptyText: '', addressFilters: filters(fleetLinks.place(8)) });
    expect(Object.values(withPlace.filters)).toEqual([{ fieldName: 'locationPlaceId', filterFunction: 'eq', value: 8 }]);
  });
});

describe('table export as CSV', () => {
  it('writes RFC 4180 with a BOM, numbers as they are, quotes where needed and no formulas', () => {
    const csv = toCsv({
      headers: ['Machine', 'Engine hours', 'Idle %'],
      rows: [
        ['Volvo "EC220", #4', 12.5, null],
        ['=HYPERLINK("x")', 0, 25.1],
        ['Line\nbreak', 1, 2],
      ],
    });
    expect(csv).toBe('\uFEFFMachine,Engine hours,Idle %\r\n"Volvo ""EC220"", #4",12.5,\r\n"\'=HYPERLINK(""x"")",0,25.1\r\n"Line\nbreak",1,2\r\n');
  });
});
