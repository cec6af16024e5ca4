import { fromPromise } from 'xstate';
import type { RetentionValues } from './retentionSettings.rules.ts';

/** GET /web/v1/settings/retention. */
export const loadRetention = fromPromise<RetentionValues, void>(async () => {
  throw new Error('retentionSettings: actor "loadRetention" not provided');
});

/** PUT /web/v1/settings/retention. Rejects with a `RetentionFailure` (field map on 400). */
export const saveRetention = fromPromise<RetentionValues, RetentionValues>(async () => {
  throw new Error('retentionSettings: actor "saveRetention" not provided');
});
