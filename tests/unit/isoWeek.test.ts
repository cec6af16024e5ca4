import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isIsoDate, isoWeekNumber, isoWeekStart, oneYearBefore, weekLabel, weekSpan } from '../../machines/weekNavigator/isoWeek.ts';

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

  it('days between two dates, negative when the second is earlier', () => {
    expect(daysBetween('2026-11-23', '2026-11-30')).toBe(7);
    expect(daysBetween('2026-11-30', '2026-11-23')).toBe(-7);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-11-23', '2026-11-23')).toBe(0);
  });

  it('date arithmetic refuses text that is not exactly YYYY-MM-DD', () => {
    expect(() => addDays('x2026-11-23', 1)).toThrow('not a date: x2026-11-23');
    expect(() => addDays('2026-11-23x', 1)).toThrow('not a date: 2026-11-23x');
    expect(() => daysBetween('2026-11-23', 'soon')).toThrow('not a date: soon');
    expect(addDays('2026-11-23', 8)).toBe('2026-12-01');
  });

  it('only strings are dates', () => {
    expect(isIsoDate(20261123)).toBe(false);
    expect(isIsoDate(null)).toBe(false);
  });
});
