// Geofence geometry for answers: thinning stored rings for the map, and the compact
// wire form the map layer decodes (Google's encoded polyline, precision 6).
import { METERS_PER_DEGREE, type LatLng } from '../../../machines/placeEditor/geofence.ts';

/**
 * Douglas-Peucker on the closed ring, in metres on a local plane. Keeps at least 3 points (a
 * triangle), so a thinned ring is still a polygon. Drawn rings of tens of points pass unchanged at
 * 1 m; a pasted survey of 1,000 points shrinks to what a map can show.
 */
export function simplifyRing(ring: readonly LatLng[], toleranceM: number): LatLng[] {
  const n = ring.length;
  if (n <= 4) return [...ring];
  const cos = Math.cos((ring[0].latitude * Math.PI) / 180);
  const x = ring.map((p) => p.longitude * METERS_PER_DEGREE * cos);
  const y = ring.map((p) => p.latitude * METERS_PER_DEGREE);
  // Split the ring at the point farthest from the first, then simplify both halves as open lines.
  let far = 1;
  for (let i = 1; i < n; i++) if (Math.hypot(x[i] - x[0], y[i] - y[0]) > Math.hypot(x[far] - x[0], y[far] - y[0])) far = i;
  const keep = new Uint8Array(n);
  keep[0] = 1;
  keep[far] = 1;
  const t2 = toleranceM * toleranceM;
  const stack: [number, number][] = [
    [0, far],
    [far, n],
  ];
  while (stack.length) {
    const [a, bIndex] = stack.pop()!;
    const b = bIndex % n;
    const dx = x[b] - x[a];
    const dy = y[b] - y[a];
    const len2 = dx * dx + dy * dy;
    let best = -1;
    let bestD = t2;
    for (let i = a + 1; i < bIndex; i++) {
      const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((x[i] - x[a]) * dx + (y[i] - y[a]) * dy) / len2));
      const d = (x[i] - x[a] - t * dx) ** 2 + (y[i] - y[a] - t * dy) ** 2;
      if (d > bestD) [best, bestD] = [i, d];
    }
    if (best >= 0) {
      keep[best] = 1;
      stack.push([a, best], [best, bIndex]);
    }
  }
  const out = ring.filter((_, i) => keep[i]);
  if (out.length >= 3) return out;
  // A sliver thinner than the tolerance: keep the point farthest from the chord as the third.
  let third = -1;
  let thirdD = -1;
  for (let i = 1; i < n; i++) {
    if (i === far) continue;
    const d = Math.abs((x[far] - x[0]) * (y[0] - y[i]) - (x[0] - x[i]) * (y[far] - y[0]));
    if (d > thirdD) [third, thirdD] = [i, d];
  }
  return ring.filter((_, i) => i === 0 || i === far || i === third);
}

export const POLYLINE_PRECISION = 6;

/** Google's encoded polyline (latitude, longitude pairs), at 10^-precision degrees. */
export function encodePolyline(ring: readonly LatLng[], precision = POLYLINE_PRECISION): string {
  const factor = 10 ** precision;
  let out = '';
  let lastLat = 0;
  let lastLng = 0;
  const encode = (delta: number) => {
    let v = delta < 0 ? ~(delta << 1) : delta << 1;
    while (v >= 0x20) {
      out += String.fromCharCode((0x20 | (v & 0x1f)) + 63);
      v >>= 5;
    }
    out += String.fromCharCode(v + 63);
  };
  for (const p of ring) {
    const lat = Math.round(p.latitude * factor);
    const lng = Math.round(p.longitude * factor);
    encode(lat - lastLat);
    encode(lng - lastLng);
    lastLat = lat;
    lastLng = lng;
  }
  return out;
}
