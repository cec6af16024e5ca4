// The ring of a place as terra-draw takes it. terra-draw refuses a feature whose coordinates carry more
// decimals than its adapter's precision ("excessive precision"): a stored ring with float noise
// (17.644000000000002) was refused, and selecting the feature that was never added threw, which took
// the whole app to its error page when such a place was opened for editing.
import type { LatLng } from '../../../../machines/placeEditor/geofence.ts';

/** Decimals of the drawn coordinates (1 cm), as the server stores them (geofence.ts). */
export const DRAW_PRECISION = 7;

const round = (value: number) => Math.round(value * 10 ** DRAW_PRECISION) / 10 ** DRAW_PRECISION;

/** The closed GeoJSON ring ([lng, lat], first point repeated) of an open ring, rounded to DRAW_PRECISION. */
export function drawableRing(ring: readonly LatLng[]): [number, number][] {
  const closed = ring.length ? [...ring, ring[0]] : [];
  return closed.map((p) => [round(p.longitude), round(p.latitude)]);
}
