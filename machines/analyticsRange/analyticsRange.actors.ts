import { fromPromise } from 'xstate';
import type { UtilizationRequest, UtilizationView } from './analyticsRange.types.ts';

// Placeholder: src/features/analytics/ provides the real call, tests provide fakes.

/** POST /web/v1/analytics/utilization and the first page of …/utilization/machines. */
export const loadUtilization = fromPromise<UtilizationView, UtilizationRequest>(async () => {
  throw new Error('analyticsRange: actor "loadUtilization" not provided');
});
