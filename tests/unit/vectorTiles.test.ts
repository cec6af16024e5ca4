import { describe, expect, it } from 'vitest';
import { splitPolygons, unwrapAntimeridian } from '../../server/src/services/map/baseMapData.ts';
import { VectorTiles, windPolygons } from '../../server/src/services/map/vectorTiles.ts';

const area = (ring: [number, number][]) => {
  let s = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) s += (ring[j][0] - ring[i][0]) * (ring[i][1] + ring[j][1]);
  return s;
};

/** The land index the tiles are cut from (built once per call: a few seconds). */
function landIndex() {
  const tiles = new VectorTiles();
  tiles.warm();
  return (tiles as unknown as { indexes: { land: { getTile(z: number, x: number, y: number): never } } }).indexes.land;
}

describe('offline base map tiles', () => {
  it('splits multipolygons so that each tile feature is one outer ring and its holes', () => {
    const square = (x: number) => [
      [x, 0],
      [x + 1, 0],
      [x + 1, 1],
      [x, 0],
    ];
    const split = splitPolygons({ type: 'Feature', properties: {}, geometry: { type: 'MultiPolygon', coordinates: [[square(0)], [square(5)]] } });
    expect(split.features.map((f) => f.geometry.type)).toEqual(['Polygon', 'Polygon']);
  });

  it('winds outer rings one way and holes the other, whatever clipping returned (idempotent)', () => {
    const outerReversed: [number, number][] = [
      [0, 0],
      [0, 10],
      [10, 10],
      [10, 0],
      [0, 0],
    ];
    const hole: [number, number][] = [
      [2, 2],
      [4, 2],
      [4, 4],
      [2, 4],
      [2, 2],
    ];
    const tile = { features: [{ type: 3, geometry: [outerReversed, hole], tags: {} }] } as never;
    for (let i = 0; i < 2; i++) {
      windPolygons(tile);
      const [o, h] = (tile as { features: { geometry: [number, number][][] }[] }).features[0].geometry;
      expect(area(o)).toBeGreaterThan(0);
      expect(area(h)).toBeLessThan(0);
    }
  });

  it('has no land tile whose first ring is wound as a hole (the Norwegian coast at zoom 5 drew as sea)', () => {
    const land = landIndex();
    for (const [z, x, y] of [
      [5, 16, 8],
      [5, 17, 8],
      [5, 16, 9],
    ]) {
      const tile = windPolygons(land.getTile(z, x, y)) as { features: { geometry: [number, number][][] }[] };
      for (const f of tile.features) expect(area(f.geometry[0])).toBeGreaterThan(0);
    }
  }, 60_000);

  it('unwraps rings across the antimeridian; a ring around a pole stays as it is', () => {
    const chukotka: [number, number][] = [
      [178, 64],
      [-178, 64],
      [-178, 66],
      [178, 66],
      [178, 64],
    ];
    expect(unwrapAntimeridian(chukotka)).toEqual([
      [178, 64],
      [182, 64],
      [182, 66],
      [178, 66],
      [178, 64],
    ]);
    const antarctica: [number, number][] = [
      [-180, -80],
      [0, -70],
      [180, -80],
      [-180, -80],
    ];
    expect(unwrapAntimeridian(antarctica)).toBe(antarctica);
  });

  it('draws no band of land around the world north of Norway (Russia across the antimeridian)', () => {
    const land = landIndex();
    for (const [z, x, y] of [
      [3, 4, 1],
      [4, 8, 3],
      [4, 9, 3],
      [4, 8, 4],
      [5, 16, 7],
    ]) {
      const tile = land.getTile(z, x, y) as { features: { geometry: [number, number][][] }[] } | null;
      // Before the fix each of these tiles held a 5-point ring spanning the tile's full width.
      const band = (tile?.features ?? []).filter((f) => {
        const xs = f.geometry[0].map((p) => p[0]);
        return f.geometry[0].length <= 5 && Math.min(...xs) <= 0 && Math.max(...xs) >= 4096;
      });
      expect(band, `${z}/${x}/${y}`).toEqual([]);
    }
  }, 60_000);
});
