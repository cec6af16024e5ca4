// The usageReport machine's test model (usageReport.model.test.ts, scripts/paths.ts).
import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import { defineModel, type EventFixtures } from '../kit/model.ts';
import { usageReportMachine } from '../../../machines/usageReport/usageReport.machine.ts';
import { rangeError } from '../../../machines/usageReport/usageReport.range.ts';
import type { ReportFile, ReportMachine, UsageReportEvent } from '../../../machines/usageReport/usageReport.types.ts';

export const MACHINES: ReportMachine[] = [
  { assetId: 11, name: 'Excavator 11', internalId: 'EX-11', brand: 'Volvo', model: 'EC220E' },
  { assetId: 12, name: 'Wheel loader 12', internalId: 'WL-12', brand: 'Volvo', model: 'L120H' },
];
export const RANGE = { fromDay: '2026-11-10', toDay: '2026-11-16' };
export const FILE: ReportFile = { fileName: 'usage-report_2026-11-10_2026-11-16.xlsx', blob: new Blob(['xlsx']) };

export type UsageReportModelEvent =
  | UsageReportEvent
  | DoneActorEvent<ReportMachine[], 'loadMachines'>
  | ErrorActorEvent<unknown, 'loadMachines'>
  | DoneActorEvent<ReportFile, 'generateReport'>
  | ErrorActorEvent<unknown, 'generateReport'>;

const done = <Id extends string, O>(id: Id, output: O) => ({ type: `xstate.done.actor.${id}` as const, actorId: id, output });
const failed = <Id extends string>(id: Id, error: unknown) => ({ type: `xstate.error.actor.${id}` as const, actorId: id, error });

export const usageReportEvents = {
  'report.toggled': { first: { type: 'report.toggled', assetId: 11 } },
  'report.allToggled': { all: { type: 'report.allToggled', assetIds: [11, 12] } },
  'report.rangeChanged': {
    month: { type: 'report.rangeChanged', fromDay: '2026-10-01', toDay: '2026-10-31' },
    tooLong: { type: 'report.rangeChanged', fromDay: '2026-10-01', toDay: '2026-11-01' },
  },
  'report.generateRequested': { pressed: { type: 'report.generateRequested' } },
  'report.retried': { pressed: { type: 'report.retried' } },
  'xstate.done.actor.loadMachines': { ok: done('loadMachines', MACHINES) },
  'xstate.error.actor.loadMachines': { offline: failed('loadMachines', { status: 0 }) },
  'xstate.done.actor.generateReport': { ok: done('generateReport', FILE) },
  'xstate.error.actor.generateReport': { failed: failed('generateReport', { status: 500 }) },
} satisfies EventFixtures<UsageReportModelEvent>;

export const usageReportModel = defineModel({
  machine: usageReportMachine,
  // The tags the screens read, state by state: every replayed step is checked against this table.
  tags: {
    generating: ['busy'],
    loading: ['busy'],
  },
  variants: { lastWeek: { input: RANGE } },
  events: usageReportEvents,
  // What the guard and the toggles read; not the error (simple paths grow fast with the toggles).
  project: ({ context }) => ({
    selected: [...context.selected].sort().join(','),
    rangeOk: rangeError(context.fromDay, context.toDay) === null,
  }),
});
