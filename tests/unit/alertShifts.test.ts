// Work-shift windows of place alerts (server/src/alerts/shifts.ts), in the place's zone, across
// midnight, DST and the presets; holidays win over shifts.
import { describe, expect, it } from 'vitest';
import { inShift, ruleEvents, SHIFT_PRESETS } from '../../server/src/alerts/shifts.ts';

const Z = 'Europe/Stockholm';
/** Wall clock in Stockholm → UTC ms (November: +01:00, July: +02:00). */
const at = (iso: string) => Date.parse(iso);

describe('weekday preset: Mon-Fri 18:00 to 06:00 the next day', () => {
  const shifts = [SHIFT_PRESETS.weekdays];
  it.each([
    ['2026-11-17T02:00:00+01:00', true, 'Tuesday 02:00 (Monday night)'],
    ['2026-11-16T02:00:00+01:00', false, 'Monday 02:00 (Sunday is not flagged)'],
    ['2026-11-16T17:59:00+01:00', false, 'Monday 17:59'],
    ['2026-11-16T18:00:00+01:00', true, 'Monday 18:00'],
    ['2026-11-21T05:59:00+01:00', true, 'Saturday 05:59 (Friday night)'],
    ['2026-11-21T06:00:00+01:00', false, 'Saturday 06:00'],
    ['2026-11-18T12:00:00+01:00', false, 'Wednesday noon'],
    ['2026-07-14T02:30:00+02:00', true, 'Tuesday 02:30 in summer time'],
  ])('%s → %s (%s)', (iso, expected) => {
    expect(inShift(shifts, at(iso), Z)).toBe(expected);
  });
  it('reads the wall clock of the place, not UTC', () => {
    // 2026-11-17 01:30 UTC is 02:30 in Stockholm (inside) but 17:30 the day before in Los Angeles (outside).
    expect(inShift(shifts, Date.parse('2026-11-17T01:30:00Z'), Z)).toBe(true);
    expect(inShift(shifts, Date.parse('2026-11-17T01:30:00Z'), 'America/Los_Angeles')).toBe(false);
  });
});

describe('weekend preset: Sat-Sun the whole day', () => {
  const shifts = [SHIFT_PRESETS.weekend];
  it.each([
    ['2026-11-21T00:00:00+01:00', true],
    ['2026-11-22T23:59:00+01:00', true],
    ['2026-11-23T00:00:00+01:00', false],
    ['2026-11-20T23:59:00+01:00', false],
  ])('%s → %s', (iso, expected) => {
    expect(inShift(shifts, at(iso), Z)).toBe(expected);
  });
});

describe('none and holidays', () => {
  it('no shifts: never outside working hours', () => {
    expect(ruleEvents({ timeZone: Z, shifts: [], holidays: new Set() }, at('2026-11-17T02:00:00+01:00'))).toEqual([]);
  });
  it('a holiday raises IgnitionOnHoliday only, even inside a shift', () => {
    const rule = { timeZone: Z, shifts: [SHIFT_PRESETS.weekdays], holidays: new Set(['2026-12-24']) };
    expect(ruleEvents(rule, at('2026-12-24T02:00:00+01:00'))).toEqual(['IgnitionOnHoliday']);
    expect(ruleEvents(rule, at('2026-12-23T02:00:00+01:00'))).toEqual(['IgnitionOnNonWorkingHours']);
    expect(ruleEvents(rule, at('2026-12-23T12:00:00+01:00'))).toEqual([]);
  });
  it('a holiday is the place’s calendar day', () => {
    const rule = { timeZone: Z, shifts: [], holidays: new Set(['2026-12-24']) };
    // 23:30 UTC on the 23rd is 00:30 on the 24th in Stockholm.
    expect(ruleEvents(rule, Date.parse('2026-12-23T23:30:00Z'))).toEqual(['IgnitionOnHoliday']);
  });
});
