import { fromPromise } from 'xstate';
import type { PlaceDetail, SavedPlace, SavePlaceInput } from './placeEditor.types.ts';

// Placeholders: src/features/places/ provides the real calls (through Mesh), tests provide fakes.
// Every one rejects with a `PlaceFailure`.

/** GET /web/v1/places/{id}. */
export const loadPlace = fromPromise<PlaceDetail, { id: number }>(async () => {
  throw new Error('placeEditor: actor "loadPlace" not provided');
});

/** POST /web/v1/places (id null) or PUT /web/v1/places: answers once the inventory was re-derived (or a few seconds passed). */
export const savePlace = fromPromise<SavedPlace, SavePlaceInput>(async () => {
  throw new Error('placeEditor: actor "savePlace" not provided');
});
