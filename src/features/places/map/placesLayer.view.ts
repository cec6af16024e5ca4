// Pure pieces of the places layer (no React, no deck, no fetch): decoding the server's encoded
// rings and packing every place into flat typed arrays, so 5,000 geofences are two deck.gl layers
// fed binary attributes (one upload, no per-object accessors) instead of 5,000 JS objects.

export type Rgba = [number, number, number, number];

/**
 * Polygon colours by place type (spec: they differ; values not shown). Depots in the blue of the
 * company's own ground, work sites in construction orange, regions a quiet violet wash.
 */
export const PLACE_COLORS: Readonly<Record<number, { fill: Rgba; line: Rgba; label: string }>> = {
  0: { fill: [37, 99, 235, 56], line: [29, 78, 216, 230], label: 'Depot' },
  1: { fill: [234, 88, 12, 56], line: [194, 65, 12, 230], label: 'Work site' },
  2: { fill: [124, 58, 237, 22], line: [109, 40, 217, 180], label: 'Region' },
};
const FALLBACK = PLACE_COLORS[1];

export interface MapPlaceItem {
  id: number;
  name: string;
  placeType: number;
  /** Encoded polyline (latitude, longitude) at 10^-precision degrees. */
  geometry: string;
}

/** Google's encoded polyline → flat [lng, lat, …]; null when the text is not a well-formed ring. */
export function decodeRing(encoded: string, precision: number): number[] | null {
  const factor = 10 ** precision;
  const out: number[] = [];
  let index = 0;
  let lat = 0;
  let lng = 0;
  const next = (): number | null => {
    let result = 0;
    let shift = 0;
    for (;;) {
      if (index >= encoded.length) return null;
      const b = encoded.charCodeAt(index++) - 63;
      if (b < 0 || b > 63) return null;
      result |= (b & 0x1f) << shift;
      shift += 5;
      if (b < 0x20) break;
      if (shift > 30) return null;
    }
    return result & 1 ? ~(result >> 1) : result >> 1;
  };
  while (index < encoded.length) {
    const dLat = next();
    const dLng = next();
    if (dLat === null || dLng === null) return null;
    lat += dLat;
    lng += dLng;
    const la = lat / factor;
    const ln = lng / factor;
    if (Math.abs(la) > 90 || Math.abs(ln) > 180) return null;
    out.push(ln, la);
  }
  return out.length >= 6 ? out : null;
}

/** Twice the signed area of a flat ring (positive: counter-clockwise in lng/lat). */
function signedArea2(flat: readonly number[]): number {
  let sum = 0;
  const n = flat.length / 2;
  for (let i = 0, j = n - 1; i < n; j = i++) sum += (flat[2 * j] - flat[2 * i]) * (flat[2 * j + 1] + flat[2 * i + 1]);
  return -sum;
}

export interface PlaceGeometry {
  length: number;
  ids: Int32Array;
  types: Uint8Array;
  names: string[];
  /** Vertex index where each place's (closed, counter-clockwise) ring starts. */
  startIndices: Uint32Array;
  positions: Float64Array;
  fillColors: Uint8Array;
  lineColors: Uint8Array;
  /** Places left out because their geometry could not be read. */
  skipped: number[];
}

/** One readable place: its closed-to-be, counter-clockwise ring and what the view needs to choose how to draw it. */
export interface DecodedPlace {
  item: MapPlaceItem;
  /** Flat [lng, lat, …], counter-clockwise, not closed. */
  flat: number[];
  /** [west, south, east, north] */
  box: [number, number, number, number];
}

/**
 * Every readable place, rings counter-clockwise. A place whose geometry cannot be read is left out
 * with a warning (spec: invalid geofence data only logs a warning).
 */
export function decodePlaces(
  items: readonly MapPlaceItem[],
  precision: number,
  options: { hiddenId?: number | null; warn?: (message: string) => void } = {},
): { places: DecodedPlace[]; skipped: number[] } {
  const places: DecodedPlace[] = [];
  const skipped: number[] = [];
  for (const item of items) {
    if (item.id === options.hiddenId) continue;
    const flat = typeof item.geometry === 'string' ? decodeRing(item.geometry, precision) : null;
    const area = flat ? signedArea2(flat) : 0;
    if (!flat || area === 0) {
      skipped.push(item.id);
      options.warn?.(`Place ${item.id} (${item.name}): invalid geofence data; not drawn`);
      continue;
    }
    const ccw = area > 0 ? flat : reverseRing(flat);
    places.push({ item, flat: ccw, box: boxOfFlat(ccw) });
  }
  return { places, skipped };
}

function reverseRing(flat: readonly number[]): number[] {
  const reversed: number[] = [];
  for (let i = flat.length - 2; i >= 0; i -= 2) reversed.push(flat[i], flat[i + 1]);
  return reversed;
}

function boxOfFlat(flat: readonly number[]): [number, number, number, number] {
  let [w, s, e, n] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let i = 0; i < flat.length; i += 2) {
    w = Math.min(w, flat[i]);
    e = Math.max(e, flat[i]);
    s = Math.min(s, flat[i + 1]);
    n = Math.max(n, flat[i + 1]);
  }
  return [w, s, e, n];
}

/** Places packed as closed rings in flat typed arrays with per-vertex colours by type (one deck.gl upload). */
export function packPlaces(places: readonly DecodedPlace[], skipped: number[] = []): PlaceGeometry {
  const vertexCount = places.reduce((n, r) => n + r.flat.length / 2 + 1, 0);
  const geometry: PlaceGeometry = {
    length: places.length,
    ids: new Int32Array(places.length),
    types: new Uint8Array(places.length),
    names: places.map((r) => r.item.name),
    startIndices: new Uint32Array(places.length),
    positions: new Float64Array(vertexCount * 2),
    fillColors: new Uint8Array(vertexCount * 4),
    lineColors: new Uint8Array(vertexCount * 4),
    skipped,
  };
  let v = 0;
  places.forEach(({ item, flat }, i) => {
    const colors = PLACE_COLORS[item.placeType] ?? FALLBACK;
    geometry.ids[i] = item.id;
    geometry.types[i] = item.placeType;
    geometry.startIndices[i] = v;
    const n = flat.length / 2;
    for (let k = 0; k <= n; k++) {
      const src = (k % n) * 2; // the first vertex again closes the ring
      geometry.positions[2 * v] = flat[src];
      geometry.positions[2 * v + 1] = flat[src + 1];
      geometry.fillColors.set(colors.fill, 4 * v);
      geometry.lineColors.set(colors.line, 4 * v);
      v++;
    }
  });
  return geometry;
}

/** Every readable place packed (decodePlaces, then packPlaces). */
export function buildPlaceGeometry(
  items: readonly MapPlaceItem[],
  precision: number,
  options: { hiddenId?: number | null; warn?: (message: string) => void } = {},
): PlaceGeometry {
  const { places, skipped } = decodePlaces(items, precision, options);
  return packPlaces(places, skipped);
}

/** The flat ring of one place (for the selection outline), or null. */
export function ringOf(geometry: PlaceGeometry, index: number): number[][] | null {
  if (index < 0 || index >= geometry.length) return null;
  const start = geometry.startIndices[index];
  const end = index + 1 < geometry.length ? geometry.startIndices[index + 1] : geometry.positions.length / 2;
  const ring: number[][] = [];
  for (let v = start; v < end; v++) ring.push([geometry.positions[2 * v], geometry.positions[2 * v + 1]]);
  return ring;
}

/** The bounds of one place: [[west, south], [east, north]]. */
export function boundsOf(ring: readonly number[][]): [[number, number], [number, number]] {
  let w = Infinity;
  let s = Infinity;
  let e = -Infinity;
  let n = -Infinity;
  for (const [x, y] of ring) {
    w = Math.min(w, x);
    e = Math.max(e, x);
    s = Math.min(s, y);
    n = Math.max(n, y);
  }
  return [
    [w, s],
    [e, n],
  ];
}
