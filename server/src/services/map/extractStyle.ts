// The maplibre style for the operator's street map (mapArchive.ts): Protomaps' own basemap layers
// (@protomaps/basemaps, the style made for that schema) over the embedded Natural Earth land, so the
// world outside a regional extract still shows its coasts in the same colours instead of a grey void.
// Offline on purpose: no glyphs URL (maplibre draws names with the browser's fonts, as the embedded
// style does) and no sprite, so the layers' icons (POI symbols, road shields, one-way arrows) are left
// out and their names kept.
import { layers, namedFlavor } from '@protomaps/basemaps';
import type { ArchiveInfo } from './mapArchive.ts';
import { embeddedSource } from './embeddedStyle.ts';

/** The languages the app speaks; names on the map follow the reader's ('name:sv', else the local name). */
export const MAP_LANGUAGES = ['en', 'sv', 'nb'] as const;
export type MapLanguage = (typeof MAP_LANGUAGES)[number];

/** Where the browser reads the archive by byte ranges (maplibre's pmtiles protocol; relative to the page unless a public URL is set). */
export const archiveSourceUrl = (origin: string) => `pmtiles://${origin}/api/map/extract.pmtiles`;

type Layer = ReturnType<typeof layers>[number];

/** The layer without its sprite icon; null when the icon was all it drew (one-way arrows). */
function withoutIcon(layer: Layer): Layer | null {
  if (layer.type !== 'symbol' || !layer.layout || !('icon-image' in layer.layout)) return layer;
  const { 'icon-image': _icon, ...layout } = layer.layout;
  return 'text-field' in layout ? { ...layer, layout } : null;
}

export function extractStyle(archive: ArchiveInfo, origin: string, lang: MapLanguage) {
  const flavor = namedFlavor('light');
  // `lang` adds the label layers (names in that language where OpenStreetMap has them).
  const streets = layers('protomaps', flavor, { lang })
    .map(withoutIcon)
    .filter((layer): layer is Layer => layer !== null)
    // Outside the extract the sea is the style's water, not its grey "no data".
    .map((layer) => (layer.type === 'background' ? { ...layer, paint: { 'background-color': flavor.water } } : layer));
  const [background, ...rest] = streets;
  return {
    version: 8,
    name: 'Siteline street map (Protomaps, OpenStreetMap)',
    sources: {
      basemap: embeddedSource(),
      protomaps: {
        type: 'vector',
        url: archiveSourceUrl(origin),
        attribution: archive.attribution,
      },
    },
    layers: [background, { id: 'world-land', type: 'fill', source: 'basemap', 'source-layer': 'land', paint: { 'fill-color': flavor.earth } }, ...rest],
  };
}
