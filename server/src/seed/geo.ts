// Small-area geometry for the seeder: irregular polygons around a centre, offsets in metres, and a
// point-in-polygon test. Distances use a local equirectangular approximation, which is accurate to
// well under a metre for the sizes involved (up to a few tens of kilometres).
import type { Rng } from './random.ts';

export interface LatLng {
  latitude: number;
  longitude: number;
}

const METERS_PER_DEGREE = 111_320;

/** Coordinates are stored with 6 decimals (~0.1 m); every test runs on the rounded values. */
export const round6 = (x: number) => Math.round(x * 1e6) / 1e6;

/** The point `east` and `north` metres away from (lat, lng). */
export function offset(lat: number, lng: number, east: number, north: number): { lat: number; lng: number } {
  return {
    lat: lat + north / METERS_PER_DEGREE,
    lng: lng + east / (METERS_PER_DEGREE * Math.cos((lat * Math.PI) / 180)),
  };
}

/** A point at `distance` metres from the centre in a random direction. */
export function randomOffset(rng: Rng, lat: number, lng: number, minMeters: number, maxMeters: number) {
  const angle = rng.float(0, 2 * Math.PI);
  const distance = rng.float(minMeters, maxMeters);
  return offset(lat, lng, Math.cos(angle) * distance, Math.sin(angle) * distance);
}

/**
 * An irregular but simple (star-shaped around the centre) polygon whose vertices lie between
 * 0.65 and 1.25 times `radius` metres from the centre; the ring is not closed.
 */
export function irregularPolygon(rng: Rng, lat: number, lng: number, radius: number, minVertices: number, maxVertices: number): LatLng[] {
  const n = rng.int(minVertices, maxVertices);
  const step = (2 * Math.PI) / n;
  const start = rng.float(0, 2 * Math.PI);
  const ring: LatLng[] = [];
  for (let i = 0; i < n; i++) {
    const angle = start + i * step + rng.float(-0.3, 0.3) * step;
    const r = radius * rng.float(0.65, 1.25);
    const p = offset(lat, lng, Math.cos(angle) * r, Math.sin(angle) * r);
    ring.push({ latitude: round6(p.lat), longitude: round6(p.lng) });
  }
  return ring;
}

export interface BBox {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

export function bbox(ring: readonly LatLng[]): BBox {
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

/** Even-odd ray casting on (longitude, latitude); the ring may be open or closed. */
export function containsPoint(ring: readonly LatLng[], lat: number, lng: number): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const yi = ring[i].latitude;
    const xi = ring[i].longitude;
    const yj = ring[j].latitude;
    const xj = ring[j].longitude;
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** A uniformly random point inside the polygon (rejection sampling in its bounding box), rounded to 6 decimals. */
export function randomPointIn(rng: Rng, ring: readonly LatLng[], box: BBox, fallback: { lat: number; lng: number }): { lat: number; lng: number } {
  for (let attempt = 0; attempt < 64; attempt++) {
    const lat = round6(rng.float(box.minLat, box.maxLat));
    const lng = round6(rng.float(box.minLng, box.maxLng));
    if (containsPoint(ring, lat, lng)) return { lat, lng };
  }
  return { lat: round6(fallback.lat), lng: round6(fallback.lng) };
}
