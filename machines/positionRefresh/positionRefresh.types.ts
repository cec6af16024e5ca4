export interface LatestPosition {
  lat: number;
  long: number;
  /** 'YYYY/MM/DD HH:mm' in the user's time zone. */
  userTimeFormatted: string;
  /** The place the machine is in (depot geofences first), if any. */
  locationName: string | null;
}

/** A failed call: HTTP status (0 offline), envelope code, message. */
export interface LoadFailure {
  status: number;
  code: number | null;
  message: string;
}

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
