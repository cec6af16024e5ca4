// maplibre-gl draws its own controls (zoom buttons, compass, attribution, popups) with English
// titles and aria-labels; its `locale` option takes the texts instead. They come from the catalogue,
// so a map made in Swedish or Norwegian reads like the rest of the screen (issue 26). A map can be made
// before the catalogue arrives (a reload restores the session and draws the map while the catalogue is
// on its way): useMapTexts puts the texts on its controls again whenever the catalogue changes.
import { useEffect } from 'react';
import type { Map as MaplibreMap } from 'maplibre-gl';
import { msg, t } from '../../i18n/i18n.ts';
import { useI18nVersion } from '../../i18n/useT.ts';

/** maplibre's locale keys (its src/ui/default_locale.ts) for the controls and popups our maps show. */
const CONTROL_TEXTS: Readonly<Record<string, string>> = {
  'AttributionControl.ToggleAttribution': msg('Toggle attribution'),
  'AttributionControl.MapFeedback': msg('Map feedback'),
  'Map.Title': msg('Map'),
  'Marker.Title': msg('Map marker'),
  'NavigationControl.ResetBearing': msg('Drag to rotate map, click to reset north'),
  'NavigationControl.ZoomIn': msg('Zoom in'),
  'NavigationControl.ZoomOut': msg('Zoom out'),
  'Popup.Close': msg('Close popup'),
};

/** The `locale` option of a maplibre map, in the user's language now. */
export function mapLocale(): Record<string, string> {
  return Object.fromEntries(Object.entries(CONTROL_TEXTS).map(([key, english]) => [key, t(english)]));
}

/**
 * Renames what the map's controls already show (their title and aria-label) to the texts of now, and
 * gives the map those texts for what it draws later. maplibre has no setter for its locale: it reads
 * `_locale` when a control is added, and the controls keep the texts they were given.
 */
function relabel(map: MaplibreMap): void {
  const now = mapLocale();
  const renames = new Map<string, string>();
  for (const [key, english] of Object.entries(CONTROL_TEXTS)) {
    renames.set(english, now[key]);
    const before = map._locale[key];
    if (before) renames.set(before, now[key]);
  }
  for (const el of map.getContainer().querySelectorAll('[title], [aria-label]')) {
    for (const name of ['title', 'aria-label']) {
      const renamed = renames.get(el.getAttribute(name) ?? '');
      if (renamed !== undefined) el.setAttribute(name, renamed);
    }
  }
  map._locale = { ...map._locale, ...now };
}

/** Keeps a map's control texts in the user's language as the catalogue arrives or changes. */
export function useMapTexts(map: MaplibreMap | null): void {
  const version = useI18nVersion();
  useEffect(() => {
    if (map) relabel(map);
  }, [map, version]);
}
