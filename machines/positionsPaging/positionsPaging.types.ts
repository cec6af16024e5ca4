import type { CallFailure } from '../callFailure.ts';
/** One point of a track (features spec, section 3 'Positions'). */
export interface TrackPoint {
  lat: number;
  long: number;
  /** Machine time, 'YYYY-MM-DDTHH:mm:ss'. */
  assetTime: string;
}

export interface PositionsPage {
  items: TrackPoint[];
  isTruncated: boolean;
}

/** A failed call (machines/callFailure.ts). */
export type LoadFailure = CallFailure;

export interface PositionsPagingInput {
  assetId: number;
  /** Machine time window of the session (or the week). */
  fromMachineTime: string;
  toMachineTime: string;
}

/** GET /web/v1/assets/{id}/positions. */
export interface LoadPositionsInput {
  assetId: number;
  fromMachineTime: string;
  toMachineTime: string;
}

export interface PositionsPagingContext {
  assetId: number;
  fromMachineTime: string;
  toMachineTime: string;
  /** Where the next page starts: the window's start, then the last item's time. */
  cursor: string;
  /** Merged, in time order, one per assetTime. */
  items: TrackPoint[];
  /** Pages asked for so far. */
  pages: number;
  /** The track stopped short: the server still had positions when paging ended. */
  truncated: boolean;
  error: LoadFailure | null;
}

export type PositionsPagingEvent =
  | { type: 'positions.retry' }
  /** Another window (a session was selected or unselected). */
  | { type: 'positions.windowChanged'; fromMachineTime: string; toMachineTime: string };
