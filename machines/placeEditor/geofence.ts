// Geofence rules for places, shared by the place editor and the server: what a drawn polygon must be
// before the server stores it and the telemetry pipeline tests machines against it. Pure: the editor
// shows the problems as the user draws, the server answers them as a 400 with field messages, tests
// feed it hostile polygons.
//
// Stored form: an open ring (the closing point is not repeated) of {latitude, longitude}, rounded to
// 7 decimals (1 cm), as the seed and the pipeline's geo.ts read it.
//
// This module is also the one home of the point and box shapes (LatLng, Box), the box of a ring and
// the reader of a stored ring (parseGeofence): the editor, the places area, the seed and the
// telemetry pipeline all import them from here, so what is written and what is read cannot drift.

export interface LatLng {
  latitude: number;
  longitude: number;
}

export interface Box {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

/** A user draws tens of points; a surveyed site boundary a few hundred. More is a paste accident or an attack. */
export const MAX_GEOFENCE_POINTS = 1000;
export const MIN_GEOFENCE_POINTS = 3;
/** Web Mercator (the map) cannot show the poles. */
export const MAX_ABS_LATITUDE = 85;
/** Smaller than a parking space is a slip of the mouse, not a place. */
export const MIN_AREA_M2 = 25;
/** A region may span a country; a continent is a mistake. */
export const MAX_EXTENT_M = 1_500_000;

/** Metres in a degree of latitude (and of longitude at the equator): local equirectangular projections. */
export const METERS_PER_DEGREE = 111_320;

/** Metres from (lat1, lng1) to (lat2, lng2) on the local equirectangular plane at the first point (short distances). */
export function localMeters(lat1: number, lng1: number, lat2: number, lng2: number): number {
  return Math.hypot((lat2 - lat1) * METERS_PER_DEGREE, (lng2 - lng1) * METERS_PER_DEGREE * Math.cos((lat1 * Math.PI) / 180));
}

export type GeofenceProblems = Record<string, string[]>;

export interface CheckedGeofence {
  ring: LatLng[];
  problems: GeofenceProblems;
}

const round7 = (v: number) => Math.round(v * 1e7) / 1e7;

/**
 * Checks and normalises a geofence: drops a closing point equal to the first and consecutive
 * repeats, then requires 3 to 1000 points with sane coordinates, a real area, a bounded size, no
 * crossing of the 180th meridian and no edge crossing or touching another. `field` names the body
 * field in the messages ('geofence', 'geofence.4').
 */
export function checkGeofence(points: readonly LatLng[], field = 'geofence'): CheckedGeofence {
  const problems: GeofenceProblems = {};
  const add = (key: string, message: string) => (problems[key] ??= []).push(message);

  const ring: LatLng[] = [];
  points.forEach((p, i) => {
    const lat = p?.latitude;
    const lng = p?.longitude;
    if (typeof lat !== 'number' || !Number.isFinite(lat) || typeof lng !== 'number' || !Number.isFinite(lng)) {
      add(`${field}.${i}`, 'latitude and longitude must be numbers');
      return;
    }
    if (Math.abs(lat) > MAX_ABS_LATITUDE) add(`${field}.${i}.latitude`, `must be between -${MAX_ABS_LATITUDE} and ${MAX_ABS_LATITUDE}`);
    if (Math.abs(lng) > 180) add(`${field}.${i}.longitude`, 'must be between -180 and 180');
    const point = { latitude: round7(lat), longitude: round7(lng) };
    const prev = ring[ring.length - 1];
    if (!prev || prev.latitude !== point.latitude || prev.longitude !== point.longitude) ring.push(point);
  });
  if (Object.keys(problems).length) return { ring, problems };

  const first = ring[0];
  const last = ring[ring.length - 1];
  if (ring.length > 1 && first.latitude === last.latitude && first.longitude === last.longitude) ring.pop();

  if (ring.length < MIN_GEOFENCE_POINTS) {
    add(field, `A geofence needs at least ${MIN_GEOFENCE_POINTS} different points`);
    return { ring, problems };
  }
  if (ring.length > MAX_GEOFENCE_POINTS) {
    add(field, `A geofence may have at most ${MAX_GEOFENCE_POINTS} points`);
    return { ring, problems };
  }

  let minLng = Infinity;
  let maxLng = -Infinity;
  let minLat = Infinity;
  let maxLat = -Infinity;
  for (const p of ring) {
    minLng = Math.min(minLng, p.longitude);
    maxLng = Math.max(maxLng, p.longitude);
    minLat = Math.min(minLat, p.latitude);
    maxLat = Math.max(maxLat, p.latitude);
  }
  if (maxLng - minLng >= 180) {
    add(field, 'A geofence must not cross the 180th meridian');
    return { ring, problems };
  }

  // A local plane in metres (equirectangular at the middle latitude): an affine map of the
  // latitude/longitude plane, so it keeps which edges cross, and its areas are good to a few percent
  // at geofence sizes.
  const cos = Math.cos((((minLat + maxLat) / 2) * Math.PI) / 180);
  const xs = ring.map((p) => (p.longitude - minLng) * METERS_PER_DEGREE * cos);
  const ys = ring.map((p) => (p.latitude - minLat) * METERS_PER_DEGREE);
  const width = (maxLng - minLng) * METERS_PER_DEGREE * cos;
  const height = (maxLat - minLat) * METERS_PER_DEGREE;
  if (Math.hypot(width, height) > MAX_EXTENT_M) add(field, `A geofence may be at most ${MAX_EXTENT_M / 1000} km across`);

  const crossing = firstCrossing(xs, ys);
  if (crossing) add(field, `The geofence crosses itself: edge ${crossing[0] + 1} meets edge ${crossing[1] + 1}`);
  else if (Math.abs(signedArea(xs, ys)) < MIN_AREA_M2) add(field, `The geofence encloses no area (at least ${MIN_AREA_M2} m² is needed)`);
  return { ring, problems };
}

/** Shoelace area in the plane's units (m²); positive when counter-clockwise. */
export function signedArea(xs: readonly number[], ys: readonly number[]): number {
  let sum = 0;
  for (let i = 0, j = xs.length - 1; i < xs.length; j = i++) sum += (xs[j] - xs[i]) * (ys[j] + ys[i]);
  return sum / 2;
}

const orient = (ax: number, ay: number, bx: number, by: number, cx: number, cy: number) => {
  const v = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
  return v > 0 ? 1 : v < 0 ? -1 : 0;
};
const within = (a: number, b: number, v: number) => Math.min(a, b) <= v && v <= Math.max(a, b);

/** Segments AB and CD share at least one point (touching and collinear overlap included). */
export function segmentsMeet(ax: number, ay: number, bx: number, by: number, cx: number, cy: number, dx: number, dy: number): boolean {
  const o1 = orient(ax, ay, bx, by, cx, cy);
  const o2 = orient(ax, ay, bx, by, dx, dy);
  const o3 = orient(cx, cy, dx, dy, ax, ay);
  const o4 = orient(cx, cy, dx, dy, bx, by);
  if (o1 !== o2 && o3 !== o4) return true;
  if (o1 === 0 && within(ax, bx, cx) && within(ay, by, cy)) return true;
  if (o2 === 0 && within(ax, bx, dx) && within(ay, by, dy)) return true;
  if (o3 === 0 && within(cx, dx, ax) && within(cy, dy, ay)) return true;
  if (o4 === 0 && within(cx, dx, bx) && within(cy, dy, by)) return true;
  return false;
}

/**
 * The first pair of edges (i, j) of the closed ring that meet, other than neighbours at their shared
 * vertex; null for a simple polygon. Edges are swept in order of their left end, so only edges whose
 * x ranges overlap are compared (about n log n on drawn shapes; n² at worst, 1000 points ≈ 5 ms).
 */
export function firstCrossing(xs: readonly number[], ys: readonly number[]): [number, number] | null {
  const n = xs.length;
  const edges = Array.from({ length: n }, (_, i) => {
    const j = (i + 1) % n;
    return { i, minX: Math.min(xs[i], xs[j]), maxX: Math.max(xs[i], xs[j]) };
  }).sort((a, b) => a.minX - b.minX);
  let best: [number, number] | null = null;
  for (let a = 0; a < n; a++) {
    const e = edges[a];
    for (let b = a + 1; b < n && edges[b].minX <= e.maxX; b++) {
      const f = edges[b];
      const [i, j] = e.i < f.i ? [e.i, f.i] : [f.i, e.i];
      const neighbours = j === i + 1 || (i === 0 && j === n - 1);
      const i2 = (i + 1) % n;
      const j2 = (j + 1) % n;
      if (neighbours) {
        // Neighbours share one vertex; they must not fold back onto each other.
        const [shared, p, q] = j === i + 1 ? [i2, i, j2] : [i, i2, j];
        if (orient(xs[p], ys[p], xs[shared], ys[shared], xs[q], ys[q]) === 0 && foldsBack(xs, ys, p, shared, q)) best = pick(best, [i, j]);
        continue;
      }
      if (segmentsMeet(xs[i], ys[i], xs[i2], ys[i2], xs[j], ys[j], xs[j2], ys[j2])) best = pick(best, [i, j]);
    }
  }
  return best;
}

/** Collinear neighbours p-s-q where q lies back along p-s (a spike): the edges overlap. */
function foldsBack(xs: readonly number[], ys: readonly number[], p: number, s: number, q: number): boolean {
  return (xs[p] - xs[s]) * (xs[q] - xs[s]) + (ys[p] - ys[s]) * (ys[q] - ys[s]) > 0;
}

/** The pair reported is the lowest, so messages do not depend on the sweep order. */
const pick = (a: [number, number] | null, b: [number, number]): [number, number] => (!a || b[0] < a[0] || (b[0] === a[0] && b[1] < a[1]) ? b : a);

/** The bounding box of a ring; an empty ring gives the empty box (Infinity, -Infinity). */
export function boxOfRing(ring: readonly LatLng[]): Box {
  // Comparisons rather than Math.min/max: the telemetry pipeline boxes every place of a batch.
  let minLat = Infinity;
  let maxLat = -Infinity;
  let minLng = Infinity;
  let maxLng = -Infinity;
  for (const p of ring) {
    if (p.latitude < minLat) minLat = p.latitude;
    if (p.latitude > maxLat) maxLat = p.latitude;
    if (p.longitude < minLng) minLng = p.longitude;
    if (p.longitude > maxLng) maxLng = p.longitude;
  }
  return { minLat, maxLat, minLng, maxLng };
}

export const boxesMeet = (a: Box, b: Box) => a.minLat <= b.maxLat && b.minLat <= a.maxLat && a.minLng <= b.maxLng && b.minLng <= a.maxLng;

/**
 * A stored ring (places.geofence, JSON, open or closed), or null when the text is not a usable ring:
 * fewer than 3 points or a coordinate that is not a finite number. Callers log or skip it.
 */
export function parseGeofence(text: string): LatLng[] | null {
  try {
    const value = JSON.parse(text) as unknown;
    if (!Array.isArray(value) || value.length < 3) return null;
    const ring: LatLng[] = [];
    for (const p of value) {
      const lat = (p as LatLng)?.latitude;
      const lng = (p as LatLng)?.longitude;
      if (typeof lat !== 'number' || typeof lng !== 'number' || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
      ring.push({ latitude: lat, longitude: lng });
    }
    return ring;
  } catch {
    return null;
  }
}
