import { describe, expect, it } from 'vitest';
import { dateToDay, dayToDate, displayDay, parseDay, parseTime } from '../../src/components/dates/dayText.ts';

describe('date field text (spec: YYYY/MM/DD, 24 h HH:mm)', () => {
  it('shows a day in the product pattern', () => {
    expect(displayDay('2026-03-09')).toBe('2026/03/09');
    expect(displayDay('')).toBe('');
  });

  it('reads the product pattern and a typed or pasted ISO day; only real days', () => {
    expect(parseDay('2026/03/09')).toBe('2026-03-09');
    expect(parseDay(' 2026-03-09 ')).toBe('2026-03-09');
    expect(parseDay('2026/3/9')).toBe('2026-03-09');
    expect(parseDay('2024/02/29')).toBe('2024-02-29');
    expect(parseDay('2026/02/29')).toBeNull();
    expect(parseDay('2026/13/01')).toBeNull();
    expect(parseDay('09/03/2026')).toBeNull();
    expect(parseDay('2026/03/0')).toBeNull();
    expect(parseDay('2026/03')).toBeNull();
    expect(parseDay('')).toBeNull();
  });

  it('reads 24 h times, with or without the colon and the leading zero', () => {
    expect(parseTime('06:30')).toBe('06:30');
    expect(parseTime('6:30')).toBe('06:30');
    expect(parseTime('0630')).toBe('06:30');
    expect(parseTime('23:59')).toBe('23:59');
    expect(parseTime('00:00')).toBe('00:00');
    expect(parseTime('24:00')).toBeNull();
    expect(parseTime('12:60')).toBeNull();
    expect(parseTime('6:3')).toBeNull();
    expect(parseTime('6 PM')).toBeNull();
    expect(parseTime('')).toBeNull();
  });

  it('a day goes to the calendar and back unchanged, across a daylight saving change', () => {
    for (const day of ['2026-03-29', '2026-10-25', '2026-12-31', '2024-02-29']) expect(dateToDay(dayToDate(day)!)).toBe(day);
    expect(dayToDate('')).toBeUndefined();
    expect(dayToDate('2026-02-30')).toBeUndefined();
  });
});
