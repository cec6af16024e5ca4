// Owns the maplibre map and the deck.gl overlay for as long as it is mounted; layer components
// rendered as children reach both through MapContext and add or remove their own layers.
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import maplibregl from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import { MapboxOverlay } from '@deck.gl/mapbox';
import type { LayersList } from '@deck.gl/core';
import { MapContext, type MapContextValue } from './mapContext.ts';
import { PICK_RADIUS_PX, type MapSettings } from './map.model.ts';

type MapState = 'loading' | 'ready';
interface Instance {
  map: maplibregl.Map;
  overlay: MapboxOverlay;
}

export function MapView({ settings, children }: { settings: MapSettings; children?: ReactNode }) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [instance, setInstance] = useState<Instance | null>(null);
  const [machineCount, setMachineCount] = useState<number | null>(null);
  const [mapState, setMapState] = useState<MapState>('loading');
  // deck.gl frames: `pending` = layers changed since the last frame, `drawn` = a frame with data
  // has been drawn, `listener` = the readiness check while one is waiting.
  const frames = useRef<{ pending: boolean; drawn: boolean; listener: (() => void) | null }>({ pending: false, drawn: false, listener: null });
  const { styleUrl, zoom } = settings;
  const { lat, long } = settings.center;

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const onAfterRender = () => {
      const f = frames.current;
      if (f.pending) [f.pending, f.drawn] = [false, true];
      f.listener?.();
    };
    frames.current = { pending: false, drawn: false, listener: null };
    const map = new maplibregl.Map({ container, style: styleUrl, center: [long, lat], zoom, attributionControl: { compact: true } });
    map.addControl(new maplibregl.NavigationControl({ visualizePitch: false }), 'top-right');
    // interleaved: true crashes with this maplibre (ENVIRONMENT.md): deck draws on its own canvas.
    const overlay = new MapboxOverlay({ interleaved: false, layers: [], pickingRadius: PICK_RADIUS_PX, onAfterRender });
    map.addControl(overlay);
    setInstance({ map, overlay });
    setMapState('loading');
    window.__sitelineMap = { map, overlay };
    return () => {
      if (window.__sitelineMap?.map === map) delete window.__sitelineMap;
      map.removeControl(overlay); // finalizes the deck instance and its WebGL context
      map.remove();
    };
  }, [styleUrl, lat, long, zoom]);

  const context = useMemo<MapContextValue | null>(() => {
    if (!instance) return null;
    const groups = new Map<string, { layers: LayersList; order: number }>();
    return {
      ...instance,
      setLayers(group, layers, order = 0) {
        if (layers) groups.set(group, { layers, order });
        else groups.delete(group);
        frames.current.pending = true;
        // Stable sort: equal orders keep the order the groups were first added in.
        const drawn = [...groups.values()].sort((a, b) => a.order - b.order).flatMap((g) => g.layers);
        instance.overlay.setProps({ layers: drawn });
      },
      reportData: setMachineCount,
    };
  }, [instance]);

  // 'ready' = data handed to deck, deck has drawn a frame since, and the base map is idle (style
  // and sources loaded, not moving). From then on pickObject and project answer what a test expects.
  useEffect(() => {
    if (!instance || machineCount === null || mapState === 'ready') return;
    const { map } = instance;
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
  }, [instance, machineCount, mapState]);

  return (
    <div
      data-testid="map"
      data-map-state={mapState}
      data-machine-count={machineCount ?? undefined}
      style={{ position: 'relative', flex: 1, minHeight: 0, height: '100%', overflow: 'hidden' }}
    >
      {/* maplibre sizes its canvas from this box and follows window resizes itself. */}
      <div ref={containerRef} style={{ position: 'absolute', inset: 0 }} />
      {context ? <MapContext.Provider value={context}>{children}</MapContext.Provider> : null}
    </div>
  );
}
