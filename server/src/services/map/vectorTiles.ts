// Vector tiles of the offline base map, cut on demand from the indexes of baseMapData.ts and kept
// in a bounded cache, so the browser downloads only the tiles on screen (a country view is about
// 10 tiles of a few KB; the whole 1:10m world is never sent).
import vtpbf from 'vt-pbf';
import { buildBaseMapIndexes, MAX_TILE_ZOOM, type BaseMapIndexes } from './baseMapData.ts';

const CACHE_TILES = 4000;

type GeoJSONVTTile = NonNullable<ReturnType<BaseMapIndexes['land']['getTile']>>;
type Ring = [number, number][];

/** Twice the signed area in tile coordinates (y down): positive = clockwise on screen. */
function signedArea(ring: Ring): number {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) sum += (ring[j][0] - ring[i][0]) * (ring[i][1] + ring[j][1]);
  return sum;
}

/**
 * The vector-tile spec (and maplibre, which reads the first ring's direction as "outer") wants
 * every polygon's outer ring one way and its holes the other. Clipping a big polygon at a tile edge
 * can return the outer ring reversed, and the whole tile then draws as a hole (sea). Each land
 * feature is one polygon (baseMapData.splitPolygons): ring 0 is outer, the rest are holes.
 */
export function windPolygons(tile: GeoJSONVTTile): GeoJSONVTTile {
  for (const feature of tile.features) {
    if (feature.type !== 3) continue;
    (feature.geometry as unknown as Ring[]).forEach((ring, i) => {
      const outer = i === 0;
      if (signedArea(ring) > 0 !== outer) ring.reverse();
    });
  }
  return tile;
}

export class VectorTiles {
  private indexes: BaseMapIndexes | null = null;
  private readonly cache = new Map<string, Buffer>();

  constructor(private readonly build: () => BaseMapIndexes = buildBaseMapIndexes) {}

  /** Builds the indexes (a few seconds of CPU, once); the server calls it in the background after start. */
  warm(): void {
    this.indexes ??= this.build();
  }

  static valid(z: number, x: number, y: number): boolean {
    return Number.isInteger(z) && z >= 0 && z <= MAX_TILE_ZOOM && [x, y].every((v) => Number.isInteger(v) && v >= 0 && v < 2 ** z);
  }

  /** The tile's protobuf (Mapbox Vector Tile 2); an empty buffer for open sea. */
  tile(z: number, x: number, y: number): Buffer {
    const key = `${z}/${x}/${y}`;
    const hit = this.cache.get(key);
    if (hit) {
      // Re-insert: Map keeps insertion order, so the first key is the least recently used.
      this.cache.delete(key);
      this.cache.set(key, hit);
      return hit;
    }
    this.warm();
    const indexes = this.indexes!;
    const layers: Record<string, GeoJSONVTTile> = {};
    for (const name of ['land', 'borders'] as const) {
      const t = indexes[name].getTile(z, x, y);
      if (t) layers[name] = name === 'land' ? windPolygons(t) : t;
    }
    const places = indexes.places.getTile(z, x, y);
    if (places) {
      // A tile names only the places big enough for its zoom (placeMinZoom).
      const features = places.features.filter((f) => Number(f.tags?.minzoom) <= z);
      if (features.length) layers.places = { ...places, features };
    }
    const buffer = Object.keys(layers).length ? Buffer.from(vtpbf.fromGeojsonVt(layers, { version: 2 })) : Buffer.alloc(0);
    if (this.cache.size >= CACHE_TILES) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(key, buffer);
    return buffer;
  }
}
