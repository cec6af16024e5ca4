// The utilization range's calendar: ISO weeks across year ends, Monday-Friday working days, the
// default "last 4 full weeks" and the split of a range into whole weeks and edge days.
import { describe, expect, it } from 'vitest';
import { isoWeekOf, lastFourWeeks, workingDaysIn } from '../../server/src/analytics/calendar.ts';
import { splitIntoWeeks } from '../../server/src/analytics/utilization.ts';

describe('analytics calendar', () => {
  it('names ISO weeks by the year of their Thursday', () => {
    expect(isoWeekOf('2026-11-15')).toEqual({ week: '2026-W46', monday: '2026-11-09' });
    // 2026-01-01 is a Thursday: its week is 2026-W01 and starts in 2025.
    expect(isoWeekOf('2025-12-29')).toEqual({ week: '2026-W01', monday: '2025-12-29' });
    // 2027-01-01 is a Friday: it still belongs to 2026's last week, 2026-W53.
    expect(isoWeekOf('2027-01-03')).toEqual({ week: '2026-W53', monday: '2026-12-28' });
  });

  it('counts Monday to Friday', () => {
    expect(workingDaysIn('2026-11-02', '2026-11-15')).toBe(10);
    expect(workingDaysIn('2026-11-14', '2026-11-15')).toBe(0);
    expect(workingDaysIn('2026-11-03', '2026-11-22')).toBe(14);
  });

  it("defaults to the 4 full weeks before the current one, today in the user's zone", () => {
    // Monday 2026-11-30 00:30 in Stockholm is still Sunday 29th in UTC.
    const now = Date.parse('2026-11-29T23:30:00Z');
    expect(lastFourWeeks('Europe/Stockholm', now)).toEqual({ fromDay: '2026-11-02', toDay: '2026-11-29' });
    expect(lastFourWeeks('UTC', now)).toEqual({ fromDay: '2026-10-26', toDay: '2026-11-22' });
  });

  it('splits a range into whole weeks and the days outside them', () => {
    expect(splitIntoWeeks({ fromDay: '2026-11-02', toDay: '2026-11-29' })).toEqual({ weeks: { firstWeek: '2026-11-02', lastWeek: '2026-11-23' }, edges: [] });
    expect(splitIntoWeeks({ fromDay: '2026-11-03', toDay: '2026-11-24' })).toEqual({
      weeks: { firstWeek: '2026-11-09', lastWeek: '2026-11-16' },
      edges: [
        { fromDay: '2026-11-03', toDay: '2026-11-08' },
        { fromDay: '2026-11-23', toDay: '2026-11-24' },
      ],
    });
    expect(splitIntoWeeks({ fromDay: '2026-11-03', toDay: '2026-11-14' })).toEqual({ weeks: null, edges: [{ fromDay: '2026-11-03', toDay: '2026-11-14' }] });
  });
});
