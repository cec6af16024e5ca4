// The analyticsRange machine's test model (analyticsRange.model.test.ts, analyticsRange.ui.ts).
import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import { defineModel, type EventFixtures } from '../kit/model.ts';
import { analyticsRangeMachine } from '../../../machines/analyticsRange/analyticsRange.machine.ts';
import type { AnalyticsRangeEvent, MachineUsage, UtilizationView } from '../../../machines/analyticsRange/analyticsRange.types.ts';

/** A Tuesday: the default range is the 4 full weeks 2026-10-19..2026-11-15. */
export const TODAY = '2026-11-17';

const machine = (assetId: number, name: string, engineHours: number, idleHours: number, unused = false): MachineUsage => ({
  assetId,
  name,
  internalId: `M-${assetId}`,
  familyId: 1,
  placeId: null,
  engineHours,
  workingHours: Math.round((engineHours - idleHours) * 100) / 100,
  idleHours,
  idlePercent: engineHours > 0 ? Math.round((idleHours / engineHours) * 1000) / 10 : null,
  daysUsed: engineHours > 0 ? 12 : 0,
  hoursPerWorkingDay: Math.round((engineHours / 20) * 100) / 100,
  lastUsedDay: engineHours > 0 ? '2026-11-13' : null,
  unused,
});

const EXCAVATOR = machine(11, 'Excavator 11', 120.5, 30.25);
const LOADER = machine(12, 'Wheel loader 12', 0, 0, true);

/** The answer every load gets in the model (the browser shapes the server's answer to it). */
export const VIEW: UtilizationView = {
  utilization: {
    fromDay: '2026-10-19',
    toDay: '2026-11-15',
    workingDays: 20,
    unusedDays: 7,
    totals: { machines: 2, engineHours: 120.5, workingHours: 90.25, idleHours: 30.25, idlePercent: 25.1, daysUsed: 12, hoursPerWorkingDay: 3.01 },
    weeks: [
      {
        week: '2026-W43',
        fromDay: '2026-10-19',
        toDay: '2026-10-25',
        workingDays: 5,
        engineHours: 40,
        workingHours: 30,
        idleHours: 10,
        idlePercent: 25,
        daysUsed: 4,
        hoursPerWorkingDay: 4,
      },
      {
        week: '2026-W44',
        fromDay: '2026-10-26',
        toDay: '2026-11-01',
        workingDays: 5,
        engineHours: 30.5,
        workingHours: 20.25,
        idleHours: 10.25,
        idlePercent: 33.6,
        daysUsed: 3,
        hoursPerWorkingDay: 3.05,
      },
      {
        week: '2026-W45',
        fromDay: '2026-11-02',
        toDay: '2026-11-08',
        workingDays: 5,
        engineHours: 30,
        workingHours: 25,
        idleHours: 5,
        idlePercent: 16.7,
        daysUsed: 3,
        hoursPerWorkingDay: 3,
      },
      {
        week: '2026-W46',
        fromDay: '2026-11-09',
        toDay: '2026-11-15',
        workingDays: 5,
        engineHours: 20,
        workingHours: 15,
        idleHours: 5,
        idlePercent: 25,
        daysUsed: 2,
        hoursPerWorkingDay: 2,
      },
    ],
    byFamily: {
      total: 1,
      groups: [
        {
          id: 1,
          name: 'Excavator',
          machines: 2,
          engineHours: 120.5,
          workingHours: 90.25,
          idleHours: 30.25,
          idlePercent: 25.1,
          daysUsed: 12,
          hoursPerWorkingDay: 3.01,
        },
      ],
    },
    byPlace: {
      total: 1,
      groups: [
        {
          id: null,
          name: '',
          machines: 2,
          engineHours: 120.5,
          workingHours: 90.25,
          idleHours: 30.25,
          idlePercent: 25.1,
          daysUsed: 12,
          hoursPerWorkingDay: 3.01,
        },
      ],
    },
    byTag: { total: 0, groups: [] },
    topIdlers: [EXCAVATOR],
    unused: { total: 1, machines: [LOADER] },
  },
  machines: { total: 2, data: [EXCAVATOR, LOADER] },
};

export type AnalyticsRangeModelEvent = AnalyticsRangeEvent | DoneActorEvent<UtilizationView, 'loadUtilization'> | ErrorActorEvent<unknown, 'loadUtilization'>;

export const analyticsRangeEvents = {
  'range.presetChosen': {
    last4Weeks: { type: 'range.presetChosen', preset: 'last4Weeks' },
    last13Weeks: { type: 'range.presetChosen', preset: 'last13Weeks' },
  },
  'range.customApplied': {
    september: { type: 'range.customApplied', fromDay: '2026-09-01', toDay: '2026-09-30' },
    reversed: { type: 'range.customApplied', fromDay: '2026-10-02', toDay: '2026-10-01' },
  },
  'range.unusedDaysChanged': {
    fourteen: { type: 'range.unusedDaysChanged', days: 14 },
    tooMany: { type: 'range.unusedDaysChanged', days: 400 },
  },
  'drill.opened': { family: { type: 'drill.opened', drill: { kind: 'family', id: 1, name: 'Excavator' } } },
  'drill.closed': { pressed: { type: 'drill.closed' } },
  'range.retried': { pressed: { type: 'range.retried' } },
  'xstate.done.actor.loadUtilization': { ok: { type: 'xstate.done.actor.loadUtilization', actorId: 'loadUtilization', output: VIEW } },
  'xstate.error.actor.loadUtilization': { failed: { type: 'xstate.error.actor.loadUtilization', actorId: 'loadUtilization', error: { status: 500 } } },
} satisfies EventFixtures<AnalyticsRangeModelEvent>;

export const analyticsRangeModel = defineModel({
  machine: analyticsRangeMachine,
  tags: { loading: ['busy'] },
  variants: { tuesday: { input: { today: TODAY } } },
  events: analyticsRangeEvents,
  // What the guards read (the preset shown, a drill-down to close) and what the screen offers (names
  // to drill into once figures are shown); the range, N and the answer follow the live actor, which
  // the oracle checks at every step.
  project: ({ context }) => ({ preset: context.preset, drilled: context.drill !== null, shown: context.view !== null }),
});
