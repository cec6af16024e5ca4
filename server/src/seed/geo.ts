// Small-area geometry for the seeder: irregular polygons around a centre, offsets in metres, and
// random points inside a polygon. Distances use a local equirectangular approximation, which is
// accurate to well under a metre for the sizes involved (up to a few tens of kilometres). Rings,
// their boxes and the point-in-polygon test are the telemetry pipeline's (telemetry/geo.ts), so the
// seeder places machines inside a geofence by the same rule the pipeline locates them with.
import type { Rng } from './random.ts';
import { offset, ringContains, round6 } from '../telemetry/geo.ts';
import type { Box, LatLng } from '../../../machines/placeEditor/geofence.ts';

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

/** A uniformly random point inside the polygon (rejection sampling in its bounding box), rounded to 6 decimals. */
export function randomPointIn(rng: Rng, ring: readonly LatLng[], box: Box, fallback: { lat: number; lng: number }): { lat: number; lng: number } {
  for (let attempt = 0; attempt < 64; attempt++) {
    const lat = round6(rng.float(box.minLat, box.maxLat));
    const lng = round6(rng.float(box.minLng, box.maxLng));
    if (ringContains(ring, lat, lng)) return { lat, lng };
  }
  return { lat: round6(fallback.lat), lng: round6(fallback.lng) };
}
