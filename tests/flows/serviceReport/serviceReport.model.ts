// The serviceReport machine's test model (serviceReport.model.test.ts, scripts/paths.ts).
// Field fixtures only fill in (or clear the time), so the form's cycles stay few.
import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import { defineModel, type EventFixtures } from '../kit/model.ts';
import { serviceReportMachine } from '../../../machines/serviceReport/serviceReport.machine.ts';
import type { EngineTimeAt, ReportFailure, ServiceReportEvent } from '../../../machines/serviceReport/serviceReport.types.ts';

export const ASSET_ID = 42;
export const PERFORMED_AT = '2026-11-20T08:30';
/** What the telemetry says the meter read then. */
export const HOURS_THEN = 4321.46;
export const TYPED_HOURS = '4400';
export const COMMENT = ' 500 h service: oil, filters ';

export type ServiceReportModelEvent =
  | ServiceReportEvent
  | DoneActorEvent<EngineTimeAt, 'loadEngineTime'>
  | ErrorActorEvent<ReportFailure, 'loadEngineTime'>
  | DoneActorEvent<unknown, 'calibrate'>
  | ErrorActorEvent<ReportFailure, 'calibrate'>
  | DoneActorEvent<unknown, 'reportService'>
  | ErrorActorEvent<ReportFailure, 'reportService'>;

const done = <Id extends string, O>(id: Id, output: O) => ({ type: `xstate.done.actor.${id}` as const, actorId: id, output });
const failed = <Id extends string>(id: Id, error: ReportFailure) => ({ type: `xstate.error.actor.${id}` as const, actorId: id, error });
export const OFFLINE: ReportFailure = { status: 0, message: '' };
export const IN_FUTURE: ReportFailure = {
  status: 400,
  message: 'servicePerformedUserTime: The time is in the future',
  fields: { servicePerformedUserTime: ['The time is in the future'] },
};

export const serviceReportEvents = {
  'report.timeChosen': {
    chosen: { type: 'report.timeChosen', value: PERFORMED_AT },
    // The field emptied: the calibration section goes.
    cleared: { type: 'report.timeChosen', value: '' },
  },
  'report.hoursChanged': { typed: { type: 'report.hoursChanged', value: TYPED_HOURS } },
  'report.commentChanged': { typed: { type: 'report.commentChanged', value: COMMENT } },
  'report.submitted': { pressed: { type: 'report.submitted' } },
  'report.cancelled': { pressed: { type: 'report.cancelled' } },
  'report.discardConfirmed': { pressed: { type: 'report.discardConfirmed' } },
  'report.keepEditing': { pressed: { type: 'report.keepEditing' } },
  'xstate.done.actor.loadEngineTime': { known: done('loadEngineTime', { engineTime: HOURS_THEN }) },
  'xstate.error.actor.loadEngineTime': { offline: failed('loadEngineTime', OFFLINE) },
  'xstate.done.actor.calibrate': { ok: done('calibrate', {}) },
  'xstate.error.actor.calibrate': { future: failed('calibrate', IN_FUTURE) },
  'xstate.done.actor.reportService': { ok: done('reportService', {}) },
  'xstate.error.actor.reportService': { offline: failed('reportService', OFFLINE) },
} satisfies EventFixtures<ServiceReportModelEvent>;

export const serviceReportModel = defineModel({
  machine: serviceReportMachine,
  // The tags the screens read, state by state: every replayed step is checked against this table.
  tags: {
    calibrating: ['busy', 'view:form'],
    confirmCancel: ['view:confirmCancel'],
    form: ['view:form'],
    loadingHours: ['loadingHours', 'view:form'],
    reporting: ['busy', 'view:form'],
  },
  variants: { dialog: { input: { assetId: ASSET_ID } } },
  events: serviceReportEvents,
  // What the guards and the button read, as the fixtures leave it: the time, the hours typed and
  // the hours the telemetry (or a calibration) gave. Exact values, not "changed / as read": after a
  // calibration the same typed hours are the telemetry's, and a coarser vertex would merge the two.
  project: ({ context }) => ({
    time: context.performedAt,
    hours: context.machineHours,
    read: context.hoursAtTime,
    comment: context.comment.trim() !== '',
  }),
});
