// The week navigator's test model (weekNavigator.model.test.ts, scripts/paths.ts).
// A year holds 53 weeks, each its own vertex: a coarser "0, 1 or more weeks from either end" merges
// weeks that previous and next then tell apart (one more press reaches the end from one, not the
// other), so the generated paths would expect a week the navigator is not on.
import { defineModel, type EventFixtures } from '../kit/model.ts';
import { daysBetween } from '../../../machines/weekNavigator/isoWeek.ts';
import { weekNavigatorMachine } from '../../../machines/weekNavigator/weekNavigator.machine.ts';
import type { WeekNavigatorEvent } from '../../../machines/weekNavigator/weekNavigator.types.ts';

/** A Wednesday: the current week is Monday 2026-11-23, one year back is Tuesday 2025-11-25 (week from Monday 2025-11-24). */
export const TODAY = '2026-11-25';
/** A day in the week after the earliest one. */
export const NEAR_ONE_YEAR_BACK = '2025-12-03';

export const weekNavigatorEvents = {
  'week.previous': { pressed: { type: 'week.previous' } },
  'week.next': { pressed: { type: 'week.next' } },
  'week.current': { pressed: { type: 'week.current' } },
} satisfies EventFixtures<WeekNavigatorEvent>;

const distance = (from: string, to: string) => Math.round(daysBetween(from, to) / 7);

export const weekNavigatorModel = defineModel({
  machine: weekNavigatorMachine,
  variants: {
    'this week': { input: { today: TODAY } },
    'near one year back': { input: { today: TODAY, week: NEAR_ONE_YEAR_BACK } },
  },
  events: weekNavigatorEvents,
  project: ({ context }) => ({ weeksAfterEarliest: distance(context.earliest, context.week), weeksBeforeCurrent: distance(context.week, context.current) }),
});
