// Owns the maplibre map and the deck.gl overlay for as long as it is mounted; layer components
// rendered as children reach both through MapContext and add or remove their own layers.
// The base map comes first: layers are handed `baseReady` and draw nothing until the base map's
// first complete frame (style and visible tiles loaded), so land, names and machines appear together.
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import maplibregl from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import { MapboxOverlay } from '@deck.gl/mapbox';
import type { LayersList } from '@deck.gl/core';
import { MapContext, type MapContextValue } from './mapContext.ts';
import { EMBEDDED_MAX_ZOOM, PICK_RADIUS_PX } from './map.view.ts';
import { absoluteRequest, failsOver, type BaseMapKind } from './baseStyle.ts';
import { mapLocale, useMapTexts } from './mapLocale.ts';
import { mapMotionOptions } from './mapMotion.ts';
import { drawOnDemand } from './deckFrames.ts';

type MapState = 'loading' | 'ready';
/** What the setup effect builds with the map: everything of the context but the base map's state. */
type BaseContext = Omit<MapContextValue, 'baseMap' | 'baseReady'>;

/** Below this width the attribution starts folded (maplibre's own compact breakpoint is 640). */
const PHONE_MAP_WIDTH = 640;

/** Machines are shown even if the base map has not finished by then (a slow tile server). */
const BASE_MAP_WAIT_MS = 10_000;

interface Props {
  styleUrl: string;
  kind: BaseMapKind;
  center: { lat: number; long: number };
  zoom: number;
  /** the remote style or its tiles failed before the first frame: switch to the embedded map */
  onBaseMapError: () => void;
  children?: ReactNode;
}

export function MapView({ styleUrl, kind, center, zoom, onBaseMapError, children }: Props) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [base, setBase] = useState<BaseContext | null>(null);
  const [machineCount, setMachineCount] = useState<number | null>(null);
  const [mapState, setMapState] = useState<MapState>('loading');
  const [baseReady, setBaseReady] = useState(false);
  useMapTexts(base?.map ?? null);
  // deck.gl frames: `pending` = layers changed since the last frame, `drawn` = a frame with data
  // has been drawn, `listener` = the readiness check while one is waiting.
  const frames = useRef<{ pending: boolean; drawn: boolean; listener: (() => void) | null }>({ pending: false, drawn: false, listener: null });
  const errorRef = useRef(onBaseMapError);
  useEffect(() => {
    errorRef.current = onBaseMapError;
  }, [onBaseMapError]);
  const { lat, long } = center;

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const onAfterRender = () => {
      const f = frames.current;
      if (f.pending) [f.pending, f.drawn] = [false, true];
      f.listener?.();
    };
    frames.current = { pending: false, drawn: false, listener: null };
    setBaseReady(false);
    const map = new maplibregl.Map({
      container,
      style: styleUrl,
      center: [long, lat],
      zoom,
      maxZoom: kind === 'embedded' ? EMBEDDED_MAX_ZOOM : 18,
      attributionControl: { compact: true },
      transformRequest: absoluteRequest,
      locale: mapLocale(),
      ...mapMotionOptions(),
    });
    map.addControl(new maplibregl.NavigationControl({ visualizePitch: false }), 'top-right');
    // maplibre opens the compact attribution at first; on a phone its lines (a street map credits
    // Protomaps and OpenStreetMap) would lie over the map's buttons. There it starts as its ⓘ button.
    void map.once('load', () => {
      if (container.clientWidth < PHONE_MAP_WIDTH) container.querySelector('.maplibregl-compact-show')?.classList.remove('maplibregl-compact-show');
    });
    // interleaved: true crashes with the maplibre version we use: deck draws on its own canvas.
    const overlay = new MapboxOverlay({ interleaved: false, layers: [], pickingRadius: PICK_RADIUS_PX, onAfterRender });
    map.addControl(overlay);
    const stopDrawingOnDemand = drawOnDemand(map, overlay);
    let first = true;
    const baseDone = () => {
      first = false;
      setBaseReady(true);
    };
    void map.once('idle', baseDone);
    const giveUp = window.setTimeout(baseDone, BASE_MAP_WAIT_MS);
    // A style that loaded but whose tiles (or archive) cannot be read is no better than none.
    const onError = () => {
      if (failsOver(kind) && first) errorRef.current();
    };
    map.on('error', onError);
    // Built here, with the map, so its functions (which touch the frame ref) are made outside render.
    const groups = new Map<string, { layers: LayersList; order: number }>();
    setBase({
      map,
      overlay,
      setLayers(group, layers, order = 0) {
        if (layers) groups.set(group, { layers, order });
        else groups.delete(group);
        frames.current.pending = true;
        // Stable sort: equal orders keep the order the groups were first added in.
        overlay.setProps({ layers: [...groups.values()].sort((x, y) => x.order - y.order).flatMap((g) => g.layers) });
      },
      reportData: setMachineCount,
    });
    setMapState('loading');
    window.__sitelineMap = { map, overlay };
    return () => {
      window.clearTimeout(giveUp);
      if (window.__sitelineMap?.map === map) delete window.__sitelineMap;
      stopDrawingOnDemand();
      map.removeControl(overlay); // finalizes the deck instance and its WebGL context
      map.remove();
    };
  }, [styleUrl, kind, lat, long, zoom]);

  const context = useMemo<MapContextValue | null>(() => (base ? { ...base, baseMap: kind, baseReady } : null), [base, kind, baseReady]);

  // 'ready' = data handed to deck, deck has drawn a frame since, and the base map is idle (style
  // and sources loaded, not moving). From then on pickObject and project answer what a test expects.
  useEffect(() => {
    if (!base || machineCount === null || mapState === 'ready' || !baseReady) return;
    const { map } = base;
    const check = () => {
      if (frames.current.drawn && map.loaded() && !map.isMoving()) setMapState('ready');
    };
    frames.current.listener = check;
    map.on('idle', check);
    check();
    return () => {
      map.off('idle', check);
      frames.current.listener = null;
    };
  }, [base, machineCount, mapState, baseReady]);

  return (
    <div
      data-testid="map"
      data-map-state={mapState}
      data-base-map={kind}
      data-machine-count={machineCount ?? undefined}
      style={{ position: 'relative', flex: 1, minHeight: 0, height: '100%', overflow: 'hidden' }}
    >
      {/* maplibre sizes its canvas from this box and follows window resizes itself. */}
      <div ref={containerRef} style={{ position: 'absolute', inset: 0 }} />
      {context ? <MapContext.Provider value={context}>{children}</MapContext.Provider> : null}
    </div>
  );
}
