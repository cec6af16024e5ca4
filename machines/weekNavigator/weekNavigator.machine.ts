import { assign, setup } from 'xstate';
import { addWeeks, isIsoDate, isoWeekStart, oneYearBefore } from './isoWeek.ts';
import type { WeekNavigatorContext, WeekNavigatorEvent, WeekNavigatorInput } from './weekNavigator.types.ts';

/** Weeks are Mondays as 'YYYY-MM-DD', so they compare as strings. */
function initialContext({ today, week }: WeekNavigatorInput): WeekNavigatorContext {
  const current = isoWeekStart(today);
  const earliest = isoWeekStart(oneYearBefore(today));
  const wanted = week && isIsoDate(week) ? isoWeekStart(week) : current;
  return { current, earliest, week: wanted > current ? current : wanted < earliest ? earliest : wanted };
}

/**
 * The week navigator of the History and Inputs tabs (features spec, section 4): ISO weeks, back as
 * far as the week one year ago; the current-week button and next are disabled on the current week,
 * previous on the earliest. The UI reads `week` and gates its buttons with `snapshot.can`.
 */
export const weekNavigatorMachine = setup({
  types: {
    context: {} as WeekNavigatorContext,
    input: {} as WeekNavigatorInput,
    events: {} as WeekNavigatorEvent,
  },
  guards: {
    afterEarliest: ({ context }) => context.week > context.earliest,
    beforeCurrent: ({ context }) => context.week < context.current,
  },
}).createMachine({
  id: 'weekNavigator',
  context: ({ input }) => initialContext(input),
  initial: 'browsing',
  states: {
    browsing: {
      on: {
        'week.previous': { guard: 'afterEarliest', actions: assign({ week: ({ context }) => addWeeks(context.week, -1) }) },
        'week.next': { guard: 'beforeCurrent', actions: assign({ week: ({ context }) => addWeeks(context.week, 1) }) },
        'week.current': { guard: 'beforeCurrent', actions: assign({ week: ({ context }) => context.current }) },
      },
    },
  },
});
