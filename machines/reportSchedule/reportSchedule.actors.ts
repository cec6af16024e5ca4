import { fromPromise } from 'xstate';
import type { ReportSchedule, ReportScheduleSave, ReportSchedules } from './reportSchedule.types.ts';

/** GET /web/v1/settings/report-schedules: the caller's schedules and the colleagues they may mail. */
export const loadSchedules = fromPromise<ReportSchedules, void>(async () => {
  throw new Error('reportSchedule: actor "loadSchedules" not provided');
});

/** POST (id null) or PUT /web/v1/settings/report-schedules. Rejects with a `ReportScheduleFailure` (field map on 400). */
export const saveSchedule = fromPromise<ReportSchedule, ReportScheduleSave>(async () => {
  throw new Error('reportSchedule: actor "saveSchedule" not provided');
});

/** DELETE /web/v1/settings/report-schedules?id=. Rejects with a `ReportScheduleFailure`. */
export const deleteSchedule = fromPromise<{ id: number }, number>(async () => {
  throw new Error('reportSchedule: actor "deleteSchedule" not provided');
});
