// The server's geometry: point-in-geofence with a bounding-box prefilter and distances for the
// pipeline, and the local metre offsets the seeder, the simulator and track simplification use.
// Geofences are the places' JSON rings of {latitude, longitude} (open or closed); their shapes, box
// and reader are the place rules' (machines/placeEditor/geofence.ts), shared with the editor.
import { PlaceKind } from '../domain/dictionaries.ts';
import { boxOfRing, METERS_PER_DEGREE, parseGeofence, type Box, type LatLng } from '../../../machines/placeEditor/geofence.ts';

export { localMeters } from '../../../machines/placeEditor/geofence.ts';

/** A place as the geofence step sees it. type: Depot 0, WorkSite 1, Region 2. */
export interface PlaceGeo {
  id: number;
  type: number;
  name: string;
  ring: LatLng[];
  box: Box;
}

/** Even-odd ray casting on (longitude, latitude). */
export function ringContains(ring: readonly LatLng[], lat: number, lng: number): boolean {
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

export function placeContains(place: PlaceGeo, lat: number, lng: number): boolean {
  const b = place.box;
  if (lat < b.minLat || lat > b.maxLat || lng < b.minLng || lng > b.maxLng) return false;
  return ringContains(place.ring, lat, lng);
}

export function placeGeo(row: { id: number; place_type: number; name: string; geofence: string }): PlaceGeo | null {
  const ring = parseGeofence(row.geofence);
  return ring ? { id: row.id, type: row.place_type, name: row.name, ring, box: boxOfRing(ring) } : null;
}

/**
 * Where a point is: its location (a depot when inside any, preferring the machine's home depot, else
 * a work site) and every region containing it. Between two depots or two work sites that both
 * contain the point, the smaller one (by bounding box) is the more specific place and wins; the lower
 * id breaks a remaining tie. (Places area: a site drawn inside a large project's site takes the
 * machines working in it.)
 */
export function classify(places: readonly PlaceGeo[], lat: number, lng: number, homeDepotId: number | null): { location: number | null; regions: number[] } {
  let depot: PlaceGeo | null = null;
  let site: PlaceGeo | null = null;
  const regions: number[] = [];
  for (const p of places) {
    if (!placeContains(p, lat, lng)) continue;
    if (p.type === PlaceKind.Depot) {
      if (depot === null || p.id === homeDepotId || (depot.id !== homeDepotId && moreSpecific(p, depot))) depot = p;
    } else if (p.type === PlaceKind.WorkSite) {
      if (site === null || moreSpecific(p, site)) site = p;
    } else if (p.type === PlaceKind.Region) regions.push(p.id);
  }
  regions.sort((a, b) => a - b);
  return { location: (depot ?? site)?.id ?? null, regions };
}

const boxArea = (b: Box) => (b.maxLat - b.minLat) * (b.maxLng - b.minLng);
/** a is the more specific of two overlapping places of one type: smaller box, then lower id. */
const moreSpecific = (a: PlaceGeo, b: PlaceGeo) => boxArea(a.box) < boxArea(b.box) || (boxArea(a.box) === boxArea(b.box) && a.id < b.id);

/** Coordinates are stored with 6 decimals (~0.1 m). */
export const round6 = (x: number) => Math.round(x * 1e6) / 1e6;

/**
 * The point `east` and `north` metres away from (lat, lng), on a local equirectangular plane
 * (accurate to well under a metre over a few tens of kilometres).
 */
export function offset(lat: number, lng: number, east: number, north: number): { lat: number; lng: number } {
  return {
    lat: lat + north / METERS_PER_DEGREE,
    lng: lng + east / (METERS_PER_DEGREE * Math.cos((lat * Math.PI) / 180)),
  };
}

const EARTH_RADIUS_M = 6_371_000;

/** Great-circle distance in metres. */
export function distanceMeters(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const toRad = Math.PI / 180;
  const dLat = (lat2 - lat1) * toRad;
  const dLng = (lng2 - lng1) * toRad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * toRad) * Math.cos(lat2 * toRad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}
