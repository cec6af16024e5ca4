import { fromPromise } from 'xstate';
import type { ReportFile, ReportMachine, UsageReportRequest } from './usageReport.types.ts';

// Placeholders: src/features/analytics/ provides the real calls, tests provide fakes.

/** POST /web/v1/reports/usage/assets (limit 10000). */
export const loadMachines = fromPromise<ReportMachine[], void>(async () => {
  throw new Error('usageReport: actor "loadMachines" not provided');
});

/** POST /web/v1/reports/usage: the xlsx and its file name. */
export const generateReport = fromPromise<ReportFile, UsageReportRequest>(async () => {
  throw new Error('usageReport: actor "generateReport" not provided');
});
