// Track simplification for the positions call: a screen cannot show more points than it has pixels
// along the track, so a dense range is thinned with Douglas-Peucker to at most `maxPoints`.
//
// The tolerance is the smallest that fits `maxPoints`, and never below a pixel of a 1400 px map that
// fits the track (bbox diagonal / 4000); first and last points are always kept, so a paged client
// can continue from the last item's time. Points are projected to metres on a local equirectangular
// plane (accurate to well under a pixel at any zoom a track is shown at). One DP pass, O(n log n) on
// real tracks, explicit stack (no recursion: a million points is fine), plus one sort.

import { METERS_PER_DEGREE } from '../../../machines/placeEditor/geofence.ts';

export interface TrackArrays {
  lat: Float64Array;
  lng: Float64Array;
  length: number;
}

/**
 * Douglas-Peucker significance of every point, computed once: eff[i] is the largest tolerance (squared
 * metres) at which DP would still keep point i (its split distance, capped by its ancestors'). The DP
 * result for any tolerance t is then {first, last} ∪ {i : eff[i] > t²}, so the tolerance that fits
 * `maxPoints` is read off the sorted significances instead of re-running DP per guess.
 */
function significance(x: Float64Array, y: Float64Array, n: number): Float64Array {
  const eff = new Float64Array(n);
  eff[0] = Infinity;
  eff[n - 1] = Infinity;
  const stack: number[] = [0, n - 1, Infinity];
  while (stack.length > 0) {
    const cap = stack.pop()!;
    const last = stack.pop()!;
    const first = stack.pop()!;
    const ax = x[first];
    const ay = y[first];
    const dx = x[last] - ax;
    const dy = y[last] - ay;
    const len2 = dx * dx + dy * dy;
    let maxDist = -1;
    let index = -1;
    for (let i = first + 1; i < last; i++) {
      let px = x[i] - ax;
      let py = y[i] - ay;
      if (len2 > 0) {
        // Distance to the segment (not the infinite line): back-and-forth tracks keep their turns.
        const t = Math.max(0, Math.min(1, (px * dx + py * dy) / len2));
        px -= t * dx;
        py -= t * dy;
      }
      const d = px * px + py * py;
      if (d > maxDist) {
        maxDist = d;
        index = i;
      }
    }
    if (index === -1) continue;
    const e = Math.min(maxDist, cap);
    eff[index] = e;
    if (index - first > 1) stack.push(first, index, e);
    if (last - index > 1) stack.push(index, last, e);
  }
  return eff;
}

export interface Simplified {
  /** Indexes into the input, ascending. */
  indexes: number[];
  simplified: boolean;
  toleranceMeters: number;
}

/** Thins `track` to at most `maxPoints` points (all of them when it already fits). */
export function simplifyTrack(track: TrackArrays, maxPoints: number): Simplified {
  const n = track.length;
  if (n <= maxPoints) return { indexes: Array.from({ length: n }, (_, i) => i), simplified: false, toleranceMeters: 0 };
  let minLat = Infinity;
  let maxLat = -Infinity;
  let minLng = Infinity;
  let maxLng = -Infinity;
  for (let i = 0; i < n; i++) {
    const la = track.lat[i];
    const ln = track.lng[i];
    if (la < minLat) minLat = la;
    if (la > maxLat) maxLat = la;
    if (ln < minLng) minLng = ln;
    if (ln > maxLng) maxLng = ln;
  }
  const cos = Math.cos((((minLat + maxLat) / 2) * Math.PI) / 180);
  const x = new Float64Array(n);
  const y = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    x[i] = (track.lng[i] - minLng) * METERS_PER_DEGREE * cos;
    y[i] = (track.lat[i] - minLat) * METERS_PER_DEGREE;
  }
  const diagonal = Math.hypot((maxLng - minLng) * METERS_PER_DEGREE * cos, (maxLat - minLat) * METERS_PER_DEGREE);
  const eff = significance(x, y, n);
  // The smallest tolerance (at least a sub-pixel one) that keeps no more than maxPoints points.
  const sorted = Float64Array.from(eff).sort();
  const fitting = sorted[n - maxPoints - 1]; // maxPoints points are above this value
  const subPixel = Math.max(diagonal / 4000, 0.05);
  const threshold = Math.max(fitting, subPixel * subPixel);
  const indexes: number[] = [];
  for (let i = 0; i < n; i++) if (eff[i] > threshold) indexes.push(i);
  if (indexes.length > maxPoints) {
    // Ties at the threshold: an even stride over what DP kept, first and last included.
    const step = (indexes.length - 1) / (maxPoints - 1);
    return { indexes: Array.from({ length: maxPoints }, (_, i) => indexes[Math.round(i * step)]), simplified: true, toleranceMeters: Math.sqrt(threshold) };
  }
  return { indexes, simplified: true, toleranceMeters: Math.sqrt(threshold) };
}
