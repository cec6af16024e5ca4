// The offline base map: Natural Earth 1:50m country polygons (npm package world-atlas) rendered by
// maplibre as a plain GeoJSON source. No tiles, glyphs or sprites are needed, so the map works on a
// machine with no network. SITELINE_MAP_STYLE_URL switches the app to a real vector-tile style.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { feature } from 'topojson-client';
import type { Topology } from 'topojson-specification';

let cached: { json: Buffer; gzip: Buffer } | null = null;

export function countriesGeoJson(): { json: Buffer; gzip: Buffer } {
  if (cached) return cached;
  const require = createRequire(import.meta.url);
  const topology = JSON.parse(readFileSync(require.resolve('world-atlas/countries-50m.json'), 'utf8')) as Topology;
  const collection = feature(topology, topology.objects.countries);
  // 1:50m data is accurate to about a kilometre: three decimals (~100 m) keep every detail and
  // cut the payload to a third.
  const json = Buffer.from(JSON.stringify(collection, (_key, value: unknown) => (typeof value === 'number' ? Math.round(value * 1000) / 1000 : value)));
  cached = { json, gzip: gzipSync(json, { level: 9 }) };
  return cached;
}

/** Relative URLs: maplibre resolves them against the page, so the style works behind any host or proxy. */
export function embeddedStyle() {
  return {
    version: 8,
    name: 'Siteline offline (Natural Earth 1:50m)',
    sources: {
      countries: {
        type: 'geojson',
        data: '/api/map/countries.geojson',
        attribution: 'Made with Natural Earth',
      },
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': '#c9dcea' } },
      { id: 'land', type: 'fill', source: 'countries', paint: { 'fill-color': '#f3f1ec', 'fill-antialias': true } },
      {
        id: 'borders',
        type: 'line',
        source: 'countries',
        paint: { 'line-color': '#a9a294', 'line-width': ['interpolate', ['linear'], ['zoom'], 3, 0.5, 8, 1.5] },
      },
    ],
  };
}
