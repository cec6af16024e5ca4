import { fromPromise } from 'xstate';
import type { CalibrationRequest, EngineTimeAt, EngineTimeRequest, ReportRequest } from './serviceReport.types.ts';

// Placeholders: src/features/service/ provides the real calls (through Mesh), tests provide fakes.
// Every one rejects with a `ReportFailure`.

/** GET /web/v1/services/{id}/engineTime/{userTime}: the machine's hours at the chosen time. */
export const loadEngineTime = fromPromise<EngineTimeAt, EngineTimeRequest>(async () => {
  throw new Error('serviceReport: actor "loadEngineTime" not provided');
});

/** POST /web/v1/services/calibrate: sets the hours at that time (later hours continue from it). */
export const calibrate = fromPromise<unknown, CalibrationRequest>(async () => {
  throw new Error('serviceReport: actor "calibrate" not provided');
});

/** POST /web/v1/services/report. */
export const reportService = fromPromise<unknown, ReportRequest>(async () => {
  throw new Error('serviceReport: actor "reportService" not provided');
});
