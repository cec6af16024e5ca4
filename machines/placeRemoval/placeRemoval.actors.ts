import { fromPromise } from 'xstate';
import type { DeletedPlace } from './placeRemoval.types.ts';

/** DELETE /web/v1/places with {id}: provided by src/features/places/, faked in tests; rejects with a PlaceRemovalFailure. */
export const deletePlace = fromPromise<DeletedPlace, { id: number }>(async () => {
  throw new Error('placeRemoval: actor "deletePlace" not provided');
});
