// The service status rules (README "Service planning"), as a table: setup, hours, pace and day in,
// status and due day out. Expected values are written from the rules, not computed by the module.
import { describe, expect, it } from 'vitest';
import { addMonths, evaluatePlan, nextCalendarDay, type PlanFacts } from '../../server/src/servicePlan/status.ts';

const TODAY = '2026-11-20';
const base: PlanFacts = {
  engineHoursAllowed: true,
  nextEngineHours: 1500,
  nextCalendarDay: null,
  hours: 1200,
  hoursPerDay: null,
  hoursReachedDay: null,
  today: TODAY,
};

const cases: [string, Partial<PlanFacts>, { status: number; dueDay: string | null; hoursLeft: number | null; dueBy: string | null }][] = [
  ['nothing set up', { engineHoursAllowed: false, nextEngineHours: null }, { status: 0, dueDay: null, hoursLeft: null, dueBy: null }],
  ['hours allowed but no next value is no service', { nextEngineHours: null }, { status: 0, dueDay: null, hoursLeft: null, dueBy: null }],
  ['a next value without "allowed" is ignored', { engineHoursAllowed: false }, { status: 0, dueDay: null, hoursLeft: null, dueBy: null }],
  ['300 h left, no pace: scheduled, no due day', {}, { status: 1, dueDay: null, hoursLeft: 300, dueBy: null }],
  ['300 h left at 10 h a day: due in 30 days', { hoursPerDay: 10 }, { status: 1, dueDay: '2026-12-20', hoursLeft: 300, dueBy: 'Hours' }],
  ['300 h left at 25 h a day: due in 12 days, soon', { hoursPerDay: 25 }, { status: 2, dueDay: '2026-12-02', hoursLeft: 300, dueBy: 'Hours' }],
  ['14 days ahead is soon', { hoursPerDay: 21.5 }, { status: 2, dueDay: '2026-12-04', hoursLeft: 300, dueBy: 'Hours' }],
  ['15 days ahead is scheduled', { hoursPerDay: 20 }, { status: 1, dueDay: '2026-12-05', hoursLeft: 300, dueBy: 'Hours' }],
  ['50 h left is soon even without a pace', { hours: 1450 }, { status: 2, dueDay: null, hoursLeft: 50, dueBy: null }],
  ['51 h left, no pace: scheduled', { hours: 1449 }, { status: 1, dueDay: null, hoursLeft: 51, dueBy: null }],
  ['0.5 h left at 8 h a day: due tomorrow, soon', { hours: 1499.5, hoursPerDay: 8 }, { status: 2, dueDay: '2026-11-21', hoursLeft: 0.5, dueBy: 'Hours' }],
  [
    'hours reached: overdue, due the day they were reached',
    { hours: 1500, hoursReachedDay: '2026-11-18' },
    { status: 3, dueDay: '2026-11-18', hoursLeft: 0, dueBy: 'HoursReached' },
  ],
  ['hours passed, reached day unknown: due today', { hours: 1512 }, { status: 3, dueDay: TODAY, hoursLeft: -12, dueBy: 'HoursReached' }],
  [
    'calendar only, 40 days ahead: scheduled',
    { engineHoursAllowed: false, nextCalendarDay: '2026-12-30' },
    { status: 1, dueDay: '2026-12-30', hoursLeft: null, dueBy: 'Calendar' },
  ],
  [
    'calendar only, 14 days ahead: soon',
    { engineHoursAllowed: false, nextCalendarDay: '2026-12-04' },
    { status: 2, dueDay: '2026-12-04', hoursLeft: null, dueBy: 'Calendar' },
  ],
  [
    'calendar due today: soon, not yet overdue',
    { engineHoursAllowed: false, nextCalendarDay: TODAY },
    { status: 2, dueDay: TODAY, hoursLeft: null, dueBy: 'Calendar' },
  ],
  [
    'calendar date passed: overdue',
    { engineHoursAllowed: false, nextCalendarDay: '2026-11-19' },
    { status: 3, dueDay: '2026-11-19', hoursLeft: null, dueBy: 'Calendar' },
  ],
  ['both: the calendar comes first', { hoursPerDay: 5, nextCalendarDay: '2026-12-24' }, { status: 1, dueDay: '2026-12-24', hoursLeft: 300, dueBy: 'Calendar' }],
  ['both: the hours come first', { hoursPerDay: 20, nextCalendarDay: '2027-03-01' }, { status: 1, dueDay: '2026-12-05', hoursLeft: 300, dueBy: 'Hours' }],
  ['both: date passed while hours are far: overdue', { nextCalendarDay: '2026-10-01' }, { status: 3, dueDay: '2026-10-01', hoursLeft: 300, dueBy: 'Calendar' }],
  [
    'both: hours reached while the date is far: overdue',
    { hours: 1501, nextCalendarDay: '2027-06-01' },
    { status: 3, dueDay: TODAY, hoursLeft: -1, dueBy: 'HoursReached' },
  ],
  [
    'both on the same day: the calendar date is the reason',
    { hoursPerDay: 10, nextCalendarDay: '2026-12-20' },
    { status: 1, dueDay: '2026-12-20', hoursLeft: 300, dueBy: 'Calendar' },
  ],
  ['a zero pace predicts nothing', { hoursPerDay: 0, nextCalendarDay: '2027-06-01' }, { status: 1, dueDay: '2027-06-01', hoursLeft: 300, dueBy: 'Calendar' }],
];

describe('service status', () => {
  for (const [name, facts, expected] of cases) {
    it(name, () => {
      const outcome = evaluatePlan({ ...base, ...facts });
      expect({ status: outcome.status, dueDay: outcome.dueDay, hoursLeft: outcome.hoursLeft, dueBy: outcome.dueBy }).toEqual(expected);
    });
  }
});

describe('calendar intervals', () => {
  it('adds months, keeping the day or the month end', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-11-20', 6)).toBe('2027-05-20');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
  });
  it('rolls a monthly or yearly service from the day it was done', () => {
    expect(nextCalendarDay('2026-11-20', 3, 3)).toBe('2027-02-20');
    expect(nextCalendarDay('2026-11-20', 4, 2)).toBe('2028-11-20');
    expect(nextCalendarDay('2028-02-29', 4, 1)).toBe('2029-02-28');
  });
});
