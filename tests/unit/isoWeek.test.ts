import { describe, expect, it } from 'vitest';
import { isIsoDate, isoWeekNumber, isoWeekStart, oneYearBefore, weekLabel, weekSpan } from '../../machines/weekNavigator/isoWeek.ts';

describe('ISO weeks', () => {
  it('weeks start on Monday', () => {
    expect(isoWeekStart('2026-11-23')).toBe('2026-11-23');
    expect(isoWeekStart('2026-11-29')).toBe('2026-11-23');
    expect(isoWeekStart('2027-01-01')).toBe('2026-12-28');
  });

  it('week numbers follow ISO 8601 (week 1 holds the first Thursday)', () => {
    expect(isoWeekNumber('2026-11-23')).toEqual({ year: 2026, week: 48 });
    expect(isoWeekNumber('2026-12-28')).toEqual({ year: 2026, week: 53 });
    expect(isoWeekNumber('2024-12-30')).toEqual({ year: 2025, week: 1 });
    expect(isoWeekNumber('2021-01-04')).toEqual({ year: 2021, week: 1 });
    expect(weekLabel('2026-11-23')).toBe('Week 48, 2026');
    expect(weekSpan('2026-11-23')).toBe('2026/11/23 – 2026/11/29');
  });

  it('one year back keeps the calendar day; 29 February becomes 28 February', () => {
    expect(oneYearBefore('2026-11-25')).toBe('2025-11-25');
    expect(oneYearBefore('2028-02-29')).toBe('2027-02-28');
  });

  it('only real dates are dates', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-2-3')).toBe(false);
    expect(isIsoDate('')).toBe(false);
  });
});
