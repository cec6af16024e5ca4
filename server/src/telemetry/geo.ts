// The server's geometry: point-in-geofence with a bounding-box prefilter and distances for the
// pipeline, and the local metre offsets the seeder, the simulator and track simplification use.
// Geofences are the places' JSON rings of {latitude, longitude} (open or closed).

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

/** A place as the geofence step sees it. type: Depot 0, WorkSite 1, Region 2. */
export interface PlaceGeo {
  id: number;
  type: number;
  name: string;
  ring: LatLng[];
  box: Box;
}

export const PlaceKind = { Depot: 0, WorkSite: 1, Region: 2 } as const;

export function boxOf(ring: readonly LatLng[]): Box {
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

/** Parses a place's stored geofence; null when it is not a usable ring (logged by the caller). */
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

export function placeGeo(row: { id: number; place_type: number; name: string; geofence: string }): PlaceGeo | null {
  const ring = parseGeofence(row.geofence);
  return ring ? { id: row.id, type: row.place_type, name: row.name, ring, box: boxOf(ring) } : null;
}

/**
 * Where a point is: its location (a depot when inside any, preferring the machine's home depot, else
 * a work site; lowest id breaks ties) and every region containing it.
 */
export function classify(places: readonly PlaceGeo[], lat: number, lng: number, homeDepotId: number | null): { location: number | null; regions: number[] } {
  let depot: number | null = null;
  let site: number | null = null;
  const regions: number[] = [];
  for (const p of places) {
    if (!placeContains(p, lat, lng)) continue;
    if (p.type === PlaceKind.Depot) {
      if (depot === null || p.id === homeDepotId || (depot !== homeDepotId && p.id < depot)) depot = p.id;
    } else if (p.type === PlaceKind.WorkSite) {
      if (site === null || p.id < site) site = p.id;
    } else if (p.type === PlaceKind.Region) regions.push(p.id);
  }
  regions.sort((a, b) => a - b);
  return { location: depot ?? site, regions };
}

/** Metres in a degree of latitude (and of longitude at the equator): local equirectangular projections. */
export const METERS_PER_DEGREE = 111_320;

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

/** Metres from (lat1, lng1) to (lat2, lng2) on the local equirectangular plane at the first point. */
export function localMeters(lat1: number, lng1: number, lat2: number, lng2: number): number {
  return Math.hypot((lat2 - lat1) * METERS_PER_DEGREE, (lng2 - lng1) * METERS_PER_DEGREE * Math.cos((lat1 * Math.PI) / 180));
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
