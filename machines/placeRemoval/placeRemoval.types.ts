// Deleting a place (features spec: places; 'Place delete' error in section 8).

export interface PlaceRef {
  id: number;
  name: string;
}

/** DELETE /web/v1/places (id in the body). */
export interface DeletedPlace {
  id: number;
  /** Machines that had it as home depot. */
  machinesReleased: number;
}

export interface PlaceRemovalFailure {
  status: number;
  message?: string;
}

export interface PlaceRemovalContext {
  place: PlaceRef | null;
  /** The last failure, shown in the confirmation (which stays open). */
  error: string | null;
}

export type PlaceRemovalEvent = { type: 'place.deleteRequested'; place: PlaceRef } | { type: 'place.deleteConfirmed' } | { type: 'place.deleteCancelled' };

export interface PlaceRemovalNotice {
  tone: 'error' | 'success';
  title: string;
  text: string | null;
}
