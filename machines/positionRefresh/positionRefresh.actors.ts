import { fromPromise } from 'xstate';
import type { LatestPosition, LoadLatestPositionInput } from './positionRefresh.types.ts';

/** GET /web/v1/assets/{id}/positions/latest with beforeUtcTime = now; null when the machine has none. */
export const loadLatestPosition = fromPromise<LatestPosition | null, LoadLatestPositionInput>(async () => {
  throw new Error('positionRefresh: actor "loadLatestPosition" not provided');
});
