// Where a track stands still (decision 0042): the stretches the playback skips when "Skip parked
// time" is on. Read from the positions alone, so it works for a session, a week and a thinned track.
import { localMeters } from '../placeEditor/geofence.ts';
import type { TrackPoint } from '../positionsPaging/positionsPaging.types.ts';
import type { ParkedStretch } from './trackPlayback.types.ts';

/** A machine whose fixes stay this close to where it stopped has not moved (GPS wanders a few metres). */
export const PARKED_RADIUS_M = 50;
/** Standing still at least this long is parked; a shorter stop (a junction, a turn) plays as it is. */
export const PARKED_MIN_MS = 10 * 60_000;

/**
 * The parked stretches of a track in time order, each [first, last] position index: every fix from
 * the first to the last stays within PARKED_RADIUS_M of the first, and the last is at least
 * PARKED_MIN_MS after it. Silent hours between two fixes in one place count too (the unit was off
 * or between sessions). Stretches never overlap.
 */
export function parkedStretches(points: readonly TrackPoint[]): ParkedStretch[] {
  const stretches: ParkedStretch[] = [];
  let from = 0;
  while (from < points.length - 1) {
    let to = from;
    while (to + 1 < points.length && localMeters(points[from].lat, points[from].long, points[to + 1].lat, points[to + 1].long) <= PARKED_RADIUS_M) to++;
    const lasted = Date.parse(points[to].assetTime) - Date.parse(points[from].assetTime);
    // Fixes are one per time, so a stretch that lasted is at least two fixes long.
    if (lasted >= PARKED_MIN_MS) {
      stretches.push([from, to]);
      from = to + 1;
    } else {
      from++;
    }
  }
  return stretches;
}
