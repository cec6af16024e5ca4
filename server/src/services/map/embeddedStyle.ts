// The offline base map's maplibre style: land, borders and place names from the server's own
// vector tiles (vectorTiles.ts), so the map works on a machine with no network. No glyphs or sprites:
// with no `glyphs` URL maplibre draws the names with the browser's own sans-serif font.
import { MAX_TILE_ZOOM } from './baseMapData.ts';

export const WATER = '#b9d3e6';
const LAND = '#f4f2ed';
const BORDER = '#9c8fa6';
const TEXT = '#3c4450';

/** Beyond this the embedded data has nothing more to show (Natural Earth is a 1:10m data set). */
export const EMBEDDED_MAX_ZOOM = 12;

/**
 * The embedded vector tiles as a style source. Relative tile URLs: the client resolves them against
 * the page, so the style works behind any host or proxy.
 */
export const embeddedSource = () => ({
  type: 'vector',
  tiles: ['/api/map/tiles/{z}/{x}/{y}.pbf'],
  minzoom: 0,
  maxzoom: MAX_TILE_ZOOM,
  attribution: 'Natural Earth · GeoNames',
});

export function embeddedStyle() {
  const text = (minzoom: number, size: [number, number], filter: unknown[]) => ({
    type: 'symbol',
    source: 'basemap',
    'source-layer': 'places',
    minzoom,
    filter,
    layout: {
      'text-field': ['get', 'name'],
      'text-font': ['sans-serif'],
      'text-size': ['interpolate', ['linear'], ['zoom'], 4, size[0], 10, size[1]],
      'text-max-width': 8,
      // Bigger places win where names collide.
      'symbol-sort-key': ['-', 0, ['get', 'population']],
    },
    paint: { 'text-color': TEXT, 'text-halo-color': 'rgba(255,255,255,0.9)', 'text-halo-width': 1.4 },
  });
  return {
    version: 8,
    name: 'Siteline offline (Natural Earth 1:10m)',
    sources: { basemap: embeddedSource() },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': WATER } },
      { id: 'land', type: 'fill', source: 'basemap', 'source-layer': 'land', paint: { 'fill-color': LAND } },
      {
        id: 'borders',
        type: 'line',
        source: 'basemap',
        'source-layer': 'borders',
        paint: { 'line-color': BORDER, 'line-width': ['interpolate', ['linear'], ['zoom'], 3, 0.6, 8, 1.6], 'line-dasharray': [3, 1.5] },
      },
      { id: 'towns', ...text(7, [11, 13], ['<', ['get', 'population'], 100000]) },
      { id: 'cities', ...text(3, [12, 16], ['>=', ['get', 'population'], 100000]) },
    ],
  };
}
