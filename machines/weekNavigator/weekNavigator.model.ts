// The week navigator's test model (tests/model/weekNavigator.model.test.ts, scripts/paths.ts).
// A year holds 53 weeks: the graph tells weeks apart only by how far they are from either end
// (0, 1, or more), which is all the guards read, so it stays small and still reaches both ends.
import { defineModel, type EventFixtures } from '../testing/model.ts';
import { daysBetween } from './isoWeek.ts';
import { weekNavigatorMachine } from './weekNavigator.machine.ts';
import type { WeekNavigatorEvent } from './weekNavigator.types.ts';

/** A Wednesday: the current week is Monday 2026-11-23, one year back is Tuesday 2025-11-25 (week from Monday 2025-11-24). */
export const TODAY = '2026-11-25';
/** A day in the week after the earliest one. */
export const NEAR_ONE_YEAR_BACK = '2025-12-03';

export const weekNavigatorEvents = {
  'week.previous': { pressed: { type: 'week.previous' } },
  'week.next': { pressed: { type: 'week.next' } },
  'week.current': { pressed: { type: 'week.current' } },
} satisfies EventFixtures<WeekNavigatorEvent>;

const distance = (from: string, to: string) => Math.min(2, Math.round(daysBetween(from, to) / 7));

export const weekNavigatorModel = defineModel({
  machine: weekNavigatorMachine,
  variants: {
    'this week': { input: { today: TODAY } },
    'near one year back': { input: { today: TODAY, week: NEAR_ONE_YEAR_BACK } },
  },
  events: weekNavigatorEvents,
  project: ({ context }) => ({ weeksAfterEarliest: distance(context.earliest, context.week), weeksBeforeCurrent: distance(context.week, context.current) }),
});
