// Which base map the browser shows. Settings name up to three styles, tried in this order: the
// preferred one (an online style, by default OpenFreeMap's Liberty, free and keyless), the operator's
// street map (a PMTiles archive the Siteline server serves, when the operator has dropped one in) and
// the embedded offline map, which the server always serves. A style is left for the next when the
// browser cannot load it (no internet, a blocked host, a broken archive, an error while loading it or
// its tiles before the first frame).
import { useCallback, useEffect, useMemo, useState } from 'react';
import maplibregl from 'maplibre-gl';
import type { MapSettings } from './map.view.ts';
import { useLanguage } from '../../i18n/useT.ts';

export type BaseMapKind = 'remote' | 'extract' | 'embedded';
export interface BaseStyle {
  /** null while the preferred style is being tried */
  url: string | null;
  kind: BaseMapKind;
  /** Called by the map when the chosen style fails after all (tiles, sprites, the archive): try the next. */
  fail: () => void;
}

interface Candidate {
  url: string;
  kind: BaseMapKind;
}

/** maplibre's transformRequest for every style: the server's styles name their tiles relative to the
 * page, and maplibre fetches tiles from a worker, which needs absolute URLs. */
export const absoluteRequest = (url: string) => ({ url: new URL(url, window.location.href).href });

/** How long the preferred style may take to answer before the next one is shown instead. */
export const STYLE_PROBE_TIMEOUT_MS = 3000;

/** Whether a map on this base map should leave it for the next one when an error comes before its first frame. */
export const failsOver = (kind: BaseMapKind) => kind !== 'embedded';

/**
 * A style that loaded but whose tiles (or archive) cannot be read before the map's first complete
 * frame is no better than none: the map asks for the next base map.
 */
export function failOverOnEarlyError(map: maplibregl.Map, kind: BaseMapKind, fail: () => void): void {
  if (!failsOver(kind)) return;
  let first = true;
  void map.once('idle', () => {
    first = false;
  });
  map.on('error', () => {
    if (first) fail();
  });
}

/** The street map names places in the reader's language where OpenStreetMap has the name. */
const STREET_MAP_LANGUAGES = new Set(['en', 'sv', 'nb']);

async function reachable(url: string, timeoutMs: number): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), mode: 'cors', credentials: 'omit' });
    if (!res.ok) return false;
    const style = (await res.json()) as { version?: unknown; layers?: unknown };
    return style.version === 8 && Array.isArray(style.layers);
  } catch {
    return false;
  }
}

let pmtilesProtocol: Promise<void> | null = null;
/** maplibre learns the `pmtiles://` scheme the street map's source uses; its reader is loaded only for that map. */
function registerPmtiles(): Promise<void> {
  pmtilesProtocol ??= import('pmtiles').then(({ Protocol }) => {
    maplibregl.addProtocol('pmtiles', new Protocol().tile);
  });
  return pmtilesProtocol;
}

/** The styles in the order they are tried, each once. */
export function candidatesOf(settings: Pick<MapSettings, 'styleUrl' | 'extractStyleUrl' | 'fallbackStyleUrl'>, language: string): Candidate[] {
  const { styleUrl, extractStyleUrl, fallbackStyleUrl } = settings;
  const extract = extractStyleUrl && STREET_MAP_LANGUAGES.has(language) ? `${extractStyleUrl}?lang=${language}` : extractStyleUrl;
  const kindOf = (url: string): BaseMapKind => (url === fallbackStyleUrl ? 'embedded' : url === extractStyleUrl ? 'extract' : 'remote');
  const list = [styleUrl, extractStyleUrl, fallbackStyleUrl].filter((url, i, all) => url && all.indexOf(url) === i);
  return list.map((url) => ({ url: url === extractStyleUrl ? extract : url, kind: kindOf(url) }));
}

/** Trying the candidate at `index`: the embedded map needs no check, so it is shown at once. */
const attemptAt = (candidates: Candidate[], index: number) => ({ candidates, index, ready: candidates[index].kind === 'embedded' });

export function useBaseStyle(settings: MapSettings): BaseStyle {
  const language = useLanguage();
  const { styleUrl, extractStyleUrl, fallbackStyleUrl } = settings;
  const candidates = useMemo(
    () => candidatesOf({ styleUrl, extractStyleUrl, fallbackStyleUrl }, language),
    [styleUrl, extractStyleUrl, fallbackStyleUrl, language],
  );
  // Which candidate is tried, and whether it may be shown (an online style answered the probe, the
  // pmtiles reader is registered). New settings or another language start the list again.
  const [attempt, setAttempt] = useState(() => attemptAt(candidates, 0));
  const current = attempt.candidates === candidates ? attempt : attemptAt(candidates, 0);
  const { index, ready } = current;
  const candidate = candidates[index];
  const last = index === candidates.length - 1;

  useEffect(() => {
    if (ready) return;
    let live = true;
    const settle = (ok: boolean) => {
      if (live) setAttempt(ok || last ? { candidates, index, ready: true } : attemptAt(candidates, index + 1));
    };
    if (candidate.kind === 'remote') void reachable(candidate.url, STYLE_PROBE_TIMEOUT_MS).then(settle);
    else
      registerPmtiles().then(
        () => settle(true),
        () => settle(false),
      );
    return () => {
      live = false;
    };
  }, [candidates, candidate, index, ready, last]);

  // Bound to the candidate shown: the several errors one broken style raises move on once.
  const fail = useCallback(() => {
    if (!last) setAttempt((now) => (now.candidates === candidates && now.index === index ? attemptAt(candidates, index + 1) : now));
  }, [candidates, index, last]);
  return { url: ready ? candidate.url : null, kind: candidate.kind, fail };
}
