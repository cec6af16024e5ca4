// Which base map the browser shows. Settings name a preferred style (by default OpenFreeMap's
// Liberty, free and keyless) and the embedded offline style. The preferred one is used when the
// browser can load it; otherwise (no internet, a blocked host, an error while loading it or its
// tiles) the map switches by itself to the embedded map, which the Siteline server always serves.
import { useCallback, useEffect, useState } from 'react';
import type { MapSettings } from './map.view.ts';

export type BaseMapKind = 'remote' | 'embedded';
export interface BaseStyle {
  /** null while the preferred style is being tried */
  url: string | null;
  kind: BaseMapKind;
  /** Called by the map when the chosen remote style fails after all (tiles, sprites): use the embedded one. */
  fail: () => void;
}

/** maplibre's transformRequest for either style: the embedded style names its tiles relative to the
 * page, and maplibre fetches tiles from a worker, which needs absolute URLs. */
export const absoluteRequest = (url: string) => ({ url: new URL(url, window.location.href).href });

/** How long the preferred style may take to answer before the embedded map is shown instead. */
export const STYLE_PROBE_TIMEOUT_MS = 3000;

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

export function useBaseStyle(settings: MapSettings): BaseStyle {
  const { styleUrl, fallbackStyleUrl } = settings;
  const onlyEmbedded = styleUrl === fallbackStyleUrl;
  const [choice, setChoice] = useState<{ url: string | null; kind: BaseMapKind }>(() =>
    onlyEmbedded ? { url: fallbackStyleUrl, kind: 'embedded' } : { url: null, kind: 'remote' },
  );

  useEffect(() => {
    if (onlyEmbedded) return;
    let live = true;
    void reachable(styleUrl, STYLE_PROBE_TIMEOUT_MS).then((ok) => {
      if (live) setChoice(ok ? { url: styleUrl, kind: 'remote' } : { url: fallbackStyleUrl, kind: 'embedded' });
    });
    return () => {
      live = false;
    };
  }, [styleUrl, fallbackStyleUrl, onlyEmbedded]);

  const fail = useCallback(() => setChoice({ url: fallbackStyleUrl, kind: 'embedded' }), [fallbackStyleUrl]);
  return { ...choice, fail };
}
