// After-hours arithmetic (decision 0062): a span at a place split into outside-work-hours and holiday
// time in the place's zone, across midnight, overnight shifts and both DST changes; counted by hand.
import { describe, expect, it } from 'vitest';
import { splitSpan } from '../../server/src/analytics/afterHours.ts';
import type { PlaceCalendar } from '../../server/src/alerts/shifts.ts';

const H = 3_600_000;
const at = (iso: string) => Date.parse(iso);
const calendar = (holidays: string[] = []): PlaceCalendar => ({
  placeId: 1,
  name: 'Depot',
  timeZone: 'Europe/Stockholm',
  // The spec's presets: weekdays 18:00-06:00 next day, weekend whole day.
  shifts: [
    { days: 0b0011111, start: '18:00', end: '06:00' },
    { days: 0b1100000, start: '00:00', end: '00:00' },
  ],
  holidays: new Set(holidays),
});

describe('splitSpan', () => {
  it('counts a weekday evening into the weekend once where the windows overlap', () => {
    // Friday 2026-10-23 17:00 to Saturday 07:00 local (UTC+2): Friday 18-24 (6 h) + Saturday 00-07 (7 h) = 13 h of 14.
    expect(splitSpan(calendar(), at('2026-10-23T15:00:00Z'), at('2026-10-24T05:00:00Z'))).toEqual({ outsideShiftMs: 13 * H, holidayMs: 0 });
  });

  it('gives a holiday its whole local day, and the shift before midnight to outside work hours', () => {
    // Saturday a holiday: Friday 18-24 outside (6 h), Saturday 00-07 holiday (7 h).
    expect(splitSpan(calendar(['2026-10-24']), at('2026-10-23T15:00:00Z'), at('2026-10-24T05:00:00Z'))).toEqual({ outsideShiftMs: 6 * H, holidayMs: 7 * H });
  });

  it('counts working hours as neither', () => {
    // Tuesday 2026-11-03 08:00-16:00 local (UTC+1).
    expect(splitSpan(calendar(), at('2026-11-03T07:00:00Z'), at('2026-11-03T15:00:00Z'))).toEqual({ outsideShiftMs: 0, holidayMs: 0 });
  });

  it('follows the wall clock across both DST changes', () => {
    // Sunday 2026-10-25 has 25 hours (03:00 CEST becomes 02:00 CET): midnight to midnight is 25 h, all weekend.
    expect(splitSpan(calendar(), at('2026-10-24T22:00:00Z'), at('2026-10-25T23:00:00Z'))).toEqual({ outsideShiftMs: 25 * H, holidayMs: 0 });
    // Sunday 2026-03-29 has 23 hours.
    expect(splitSpan(calendar(), at('2026-03-28T23:00:00Z'), at('2026-03-29T22:00:00Z'))).toEqual({ outsideShiftMs: 23 * H, holidayMs: 0 });
    // Monday 2026-10-26 05:00-07:00 CET: the presets leave Monday 00-06 working time (the weekday window starts at 18:00
    // on a weekday, and Sunday's whole day ends at midnight).
    expect(splitSpan(calendar(), at('2026-10-26T04:00:00Z'), at('2026-10-26T06:00:00Z'))).toEqual({ outsideShiftMs: 0, holidayMs: 0 });
  });
});
