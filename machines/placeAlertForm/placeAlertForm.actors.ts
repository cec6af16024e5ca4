import { fromPromise } from 'xstate';
import type { PlaceAlertDetail, PlaceAlertRequest } from './placeAlertForm.types.ts';

/** GET /web/v1/notifications/places/alerts/{id}: provided by src/features/alerts/, faked in tests. */
export const loadPlaceAlert = fromPromise<PlaceAlertDetail, { id: number }>(async () => {
  throw new Error('placeAlertForm: actor "loadPlaceAlert" not provided');
});

/** POST /web/v1/notifications/places/alerts (create without id, update with it); answers the alert as stored. */
export const savePlaceAlert = fromPromise<PlaceAlertDetail, PlaceAlertRequest>(async () => {
  throw new Error('placeAlertForm: actor "savePlaceAlert" not provided');
});

/** DELETE /web/v1/notifications/places/alerts/{id}. */
export const deletePlaceAlert = fromPromise<{ id: number }, { id: number }>(async () => {
  throw new Error('placeAlertForm: actor "deletePlaceAlert" not provided');
});
