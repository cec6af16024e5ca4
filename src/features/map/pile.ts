// Machines piled at (nearly) one point: dots that overlap on screen, so that no single one can be
// clicked for sure. Found in web-mercator pixels at a given zoom (the map's own projection, 512 px
// tiles), so it is pure and runs in the unit tests without a map.
import type { MachinePosition } from './map.view.ts';

/** maplibre's tile size: the world is 512 * 2^zoom pixels wide. */
const TILE_PX = 512;
/** A machine's dot (machinesLayerProps' getRadius). */
export const DOT_RADIUS_PX = 6;
/** Dots whose centres are closer than this overlap: two radii. */
export const PILE_OVERLAP_PX = 2 * DOT_RADIUS_PX;
/**
 * The farthest a pile reaches from the click: a depot's yard (about 300 m, 15 px at the embedded
 * map's deepest zoom) fits, while overlapping dots chained across a busy town do not make one pile.
 */
export const PILE_REACH_PX = 40;

export interface LongLat {
  long: number;
  lat: number;
}

const MAX_LAT = 85.051129;

/** A point's position in world pixels at `zoom`. */
export function worldPx({ long, lat }: LongLat, zoom: number): { x: number; y: number } {
  const size = TILE_PX * 2 ** zoom;
  const sin = Math.sin((Math.max(-MAX_LAT, Math.min(MAX_LAT, lat)) * Math.PI) / 180);
  return { x: ((long + 180) / 360) * size, y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size };
}

/** The inverse of worldPx. */
export function longLatOf({ x, y }: { x: number; y: number }, zoom: number): LongLat {
  const size = TILE_PX * 2 ** zoom;
  const n = Math.PI - (2 * Math.PI * y) / size;
  return { long: (x / size) * 360 - 180, lat: (180 / Math.PI) * Math.atan(Math.sinh(n)) };
}

/**
 * The machines whose dots lie within `hitPx` of `at`, with every machine whose dot overlaps one of
 * them, and so on, up to PILE_REACH_PX from `at`: the pile a click there landed on, in no particular
 * order. A grid of overlap-sized cells keeps it linear in the machines (100,000 answer at once).
 */
export function pileAt<T extends LongLat>(machines: readonly T[], at: LongLat, zoom: number, hitPx: number): T[] {
  const cell = PILE_OVERLAP_PX;
  const points = machines.map((m) => worldPx(m, zoom));
  const grid = new Map<string, number[]>();
  points.forEach((p, i) => {
    const key = `${Math.floor(p.x / cell)},${Math.floor(p.y / cell)}`;
    const bucket = grid.get(key);
    if (bucket) bucket.push(i);
    else grid.set(key, [i]);
  });
  const near = (p: { x: number; y: number }, radius: number): number[] => {
    const reach = Math.ceil(radius / cell);
    const [cx, cy] = [Math.floor(p.x / cell), Math.floor(p.y / cell)];
    const found: number[] = [];
    for (let dx = -reach; dx <= reach; dx++)
      for (let dy = -reach; dy <= reach; dy++)
        for (const i of grid.get(`${cx + dx},${cy + dy}`) ?? []) if (Math.hypot(points[i].x - p.x, points[i].y - p.y) < radius) found.push(i);
    return found;
  };
  const origin = worldPx(at, zoom);
  const inPile = new Set(near(origin, hitPx));
  const queue = [...inPile];
  while (queue.length > 0) {
    for (const j of near(points[queue.pop()!], PILE_OVERLAP_PX)) {
      if (inPile.has(j) || Math.hypot(points[j].x - origin.x, points[j].y - origin.y) > PILE_REACH_PX) continue;
      inPile.add(j);
      queue.push(j);
    }
  }
  return [...inPile].map((i) => machines[i]);
}

/** Whether these machines would still be one pile at `zoom` (a bubble that zooming cannot split). */
export function staysOnePile(machines: readonly LongLat[], zoom: number): boolean {
  return machines.length > 1 && pileAt(machines, machines[0], zoom, 1e-9).length === machines.length;
}

/** The middle of a pile: where its spread is drawn around. */
export function pileCentre(machines: readonly LongLat[]): LongLat {
  const long = machines.reduce((s, m) => s + m.long, 0) / machines.length;
  const lat = machines.reduce((s, m) => s + m.lat, 0) / machines.length;
  return { long, lat };
}

/** A pile sorted as its list shows it: by name, then internal id. */
export const byName = (a: MachinePosition, b: MachinePosition) =>
  a.name.localeCompare(b.name) || a.internalId.localeCompare(b.internalId) || a.assetId - b.assetId;
