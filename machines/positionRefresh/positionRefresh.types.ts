import type { CallFailure } from '../callFailure.ts';
export interface LatestPosition {
  lat: number;
  long: number;
  /** 'YYYY/MM/DD HH:mm' in the user's time zone. */
  userTimeFormatted: string;
  /** The place the machine is in (depot geofences first), if any. */
  locationName: string | null;
}

/** A failed call (machines/callFailure.ts). */
export type LoadFailure = CallFailure;

export interface PositionRefreshInput {
  assetId: number;
}

export interface LoadLatestPositionInput {
  assetId: number;
}

export interface PositionRefreshContext {
  assetId: number;
  /** The last position received; kept through failed refreshes. */
  position: LatestPosition | null;
  /** The last refresh failed (cleared by the next success). */
  error: LoadFailure | null;
  /** A first answer (or code 106, nothing known) has arrived. */
  settled: boolean;
}

export type PositionRefreshEvent = { type: 'position.refreshNow' };
