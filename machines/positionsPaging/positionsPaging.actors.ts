import { fromPromise } from 'xstate';
import type { LoadPositionsInput, PositionsPage } from './positionsPaging.types.ts';

/** One answer of GET /web/v1/assets/{id}/positions. */
export const loadPositions = fromPromise<PositionsPage, LoadPositionsInput>(async () => {
  throw new Error('positionsPaging: actor "loadPositions" not provided');
});
