// The place editor (features spec: places with geofences; 'Place add/edit' errors in section 8).
import type { LatLng } from './geofence.ts';

/** Depot = 0, WorkSite = 1, Region = 2. */
export type PlaceTypeId = 0 | 1 | 2;

/** What the form holds: texts as typed ('' = none), dates as 'YYYY-MM-DD' in the place's zone. */
export interface PlaceFormValues {
  name: string;
  placeType: PlaceTypeId;
  address: string;
  city: string;
  zip: string;
  country: string;
  validFrom: string;
  validTo: string;
  description: string;
  deliveryContact: string;
  deliveryContactEmail: string;
  deliveryContactPhone: string;
  orderContact: string;
  orderContactEmail: string;
  orderContactPhone: string;
  timezoneName: string;
  tagIds: number[];
}

export type PlaceField = keyof PlaceFormValues;

/** GET /web/v1/places/{id}, the fields the editor reads. */
export interface PlaceDetail {
  id: number;
  name: string;
  placeType: number;
  address: { address: string | null; city: string | null; zip: string | null; country: string | null };
  validFromPlaceTime: string | null;
  validToPlaceTime: string | null;
  contract: Partial<
    Record<'deliveryContact' | 'deliveryContactEmail' | 'deliveryContactPhone' | 'orderContact' | 'orderContactEmail' | 'orderContactPhone', string | null>
  > | null;
  description: string | null;
  geofence: LatLng[];
  timezoneName: string;
  tags: { id: number }[];
  archivedDateUtcTime: string | null;
}

/** POST / PUT /web/v1/places. */
export interface PlaceRequest {
  name: string;
  placeType: PlaceTypeId;
  address: { address: string | null; city: string | null; zip: string | null; country: string | null };
  validFromPlaceTime: string | null;
  validToPlaceTime: string | null;
  contract: Record<
    'deliveryContact' | 'deliveryContactEmail' | 'deliveryContactPhone' | 'orderContact' | 'orderContactEmail' | 'orderContactPhone',
    string | null
  >;
  description: string | null;
  geofence: LatLng[];
  timezoneName: string;
  tagIds: number[];
}

export interface SavePlaceInput {
  /** null: create. */
  id: number | null;
  request: PlaceRequest;
}

/** What a save answers: the place as stored (its id for the details panel). */
export interface SavedPlace {
  id: number;
  name: string;
  inventoryUpToDate: boolean;
}

/** How the actors reject (src/graphql/errors.ts ApiError). */
export interface PlaceFailure {
  status: number;
  message?: string;
  fields?: Record<string, string[]>;
}

export interface PlaceEditorInput {
  /** null: a new place (drawn first); otherwise the place to edit. */
  placeId: number | null;
  /** The user's time zone: a new place's default. */
  defaultTimeZone: string;
  /** A new place's type (the add button may preselect one). */
  placeType?: PlaceTypeId;
}

export interface PlaceNotice {
  tone: 'error' | 'success';
  title: string;
  text: string | null;
}

export interface PlaceEditorContext {
  placeId: number | null;
  values: PlaceFormValues;
  geofence: LatLng[];
  /** As loaded (or empty for a new place): what "unsaved changes" compares with. */
  initial: { values: PlaceFormValues; geofence: LatLng[] };
  /** The server's refusal, per field ('geofence', 'contract.orderContactEmail'...). */
  serverErrors: Record<string, string[]>;
  /** A save was attempted: every field's problem shows. */
  submitted: boolean;
  saved: SavedPlace | null;
}

export type PlaceEditorEvent =
  | { type: 'place.fieldChanged'; field: PlaceField; value: string | number | number[] }
  /** terra-draw finished a polygon. */
  | { type: 'place.geofenceDrawn'; ring: LatLng[] }
  /** A vertex of the drawn polygon was moved, added or removed. */
  | { type: 'place.geofenceChanged'; ring: LatLng[] }
  | { type: 'place.redrawRequested' }
  | { type: 'place.saveRequested' }
  | { type: 'place.cancelRequested' }
  | { type: 'place.discardConfirmed' }
  | { type: 'place.discardCancelled' }
  | { type: 'place.retry' };

export type PlaceEditorOutput = { result: 'saved'; place: SavedPlace } | { result: 'cancelled' };
