import { assign, setup } from 'xstate';
import { loadUtilization } from './analyticsRange.actors.ts';
import { DEFAULT_UNUSED_DAYS, presetRange, rangeDays, rangeError, unusedDaysOk } from './analyticsRange.range.ts';
import type { AnalyticsRangeContext, AnalyticsRangeEvent, UtilizationRequest } from './analyticsRange.types.ts';
import { msg } from '../i18n.ts';

/** Ours: the spec names no text for a failed dashboard call (it has one for a failed report). */
export const UTILIZATION_FAILED = msg('The utilization figures could not be loaded. Please try again later');

/** What both calls are asked: the range, N, and the drill-down as a one-id selection. */
export function requestOf(context: AnalyticsRangeContext): UtilizationRequest {
  const { fromDay, toDay, unusedDays, drill } = context;
  const base = { fromDay, toDay, unusedDays };
  if (!drill) return base;
  const key = drill.kind === 'family' ? 'familyIds' : drill.kind === 'place' ? 'placeIds' : 'tagIds';
  return { ...base, [key]: [drill.id] };
}

/**
 * The dashboard's utilization range and drill-down: a preset or a custom range, "unused for N
 * days", and one family, place or tag to narrow to. Every change loads the figures again (a change
 * while loading drops the answer under way); a failure keeps the choices and offers a retry. The
 * range starts from `input` (src/ passes the default: the last 4 full weeks in the user's zone).
 */
export const analyticsRangeMachine = setup({
  types: {
    context: {} as AnalyticsRangeContext,
    events: {} as AnalyticsRangeEvent,
    input: {} as { today: string },
  },
  actors: { loadUtilization },
  guards: {
    // The preset shown already: nothing changes (the segmented control sends nothing for it either).
    otherPreset: ({ context, event }) => event.type === 'range.presetChosen' && event.preset !== context.preset,
    customOk: ({ event }) => event.type === 'range.customApplied' && rangeError(event.fromDay, event.toDay) === null,
    // N must fit the range that is asked (a shorter preset may need a smaller N; src/ clamps it).
    unusedOk: ({ context, event }) => event.type === 'range.unusedDaysChanged' && unusedDaysOk(event.days, context.fromDay, context.toDay),
    drilled: ({ context }) => context.drill !== null,
  },
}).createMachine({
  id: 'analyticsRange',
  context: ({ input }) => ({
    today: input.today,
    preset: 'last4Weeks',
    ...presetRange('last4Weeks', input.today),
    unusedDays: DEFAULT_UNUSED_DAYS,
    drill: null,
    view: null,
    error: null,
  }),
  initial: 'loading',
  on: {
    'range.presetChosen': {
      guard: 'otherPreset',
      target: '.loading',
      reenter: true,
      actions: assign(({ context, event }) => {
        const range = presetRange(event.preset, context.today);
        // Keep N within the new range (the last-month preset is 28-31 days long).
        return { preset: event.preset, ...range, unusedDays: Math.min(context.unusedDays, rangeDays(range.fromDay, range.toDay)) };
      }),
    },
    'range.customApplied': {
      guard: 'customOk',
      target: '.loading',
      reenter: true,
      actions: assign(({ context, event }) => ({
        preset: 'custom' as const,
        fromDay: event.fromDay,
        toDay: event.toDay,
        unusedDays: Math.min(context.unusedDays, rangeDays(event.fromDay, event.toDay)),
      })),
    },
    'range.unusedDaysChanged': { guard: 'unusedOk', target: '.loading', reenter: true, actions: assign({ unusedDays: ({ event }) => event.days }) },
    'drill.opened': { target: '.loading', reenter: true, actions: assign({ drill: ({ event }) => event.drill }) },
    'drill.closed': { guard: 'drilled', target: '.loading', reenter: true, actions: assign({ drill: null }) },
  },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadUtilization',
        src: 'loadUtilization',
        input: ({ context }) => requestOf(context),
        onDone: { target: 'ready', actions: assign({ view: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: UTILIZATION_FAILED }) },
      },
    },
    ready: {},
    failed: {
      on: { 'range.retried': 'loading' },
    },
  },
});
