// The session track on its own small map: the positions as a heatmap under the path, the first and
// last position, and the machine at the playback position. Owns its maplibre map and deck overlay.
// Its base map is chosen as the big map's is (useBaseStyle): the online style when the browser can
// load it, else the embedded map the server always serves, so the track shows without internet too.
import { useEffect, useMemo, useRef, useState } from 'react';
import maplibregl from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import { MapboxOverlay } from '@deck.gl/mapbox';
import { HeatmapLayer } from '@deck.gl/aggregation-layers';
import { PathLayer, ScatterplotLayer } from '@deck.gl/layers';
import type { TrackPoint } from '../../../../machines/positionsPaging/positionsPaging.types.ts';
import { EMBEDDED_TRACK_MAX_ZOOM, type MapSettings } from '../../map/map.view.ts';
import { absoluteRequest, failOverOnEarlyError, useBaseStyle } from '../../map/baseStyle.ts';
import { mapLocale, useMapTexts } from '../../map/mapLocale.ts';
import { mapMotionOptions } from '../../map/mapMotion.ts';
import { drawOnDemand } from '../../map/deckFrames.ts';
import { endsLayerProps, heatmapLayerProps, pathLayerProps, playbackLayerProps, positionOf, TRACK_DRAWN_MARK, TRACK_ZOOM, trackBounds } from './track.view.ts';

interface Props {
  settings: MapSettings;
  points: readonly TrackPoint[];
  /** The playback position. */
  index: number;
  height: number;
}

export function TrackMap({ settings, points, index, height }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const [instance, setInstance] = useState<{ map: maplibregl.Map; overlay: MapboxOverlay } | null>(null);
  const [zoom, setZoom] = useState<number | null>(null);
  useMapTexts(instance?.map ?? null);
  // The track the map last finished drawing: the map is 'ready' when that is the current track.
  const [drawn, setDrawn] = useState<readonly TrackPoint[] | null>(null);
  const ready = drawn === points;
  // The track whose first drawing is still to be marked (see markDrawn).
  const pendingMark = useRef<{ points: readonly TrackPoint[] | null }>({ points: null });
  const base = useBaseStyle(settings);
  const { url: styleUrl, kind, fail } = base;

  useEffect(() => {
    const el = container.current;
    if (!el || !styleUrl) return;
    const map = new maplibregl.Map({
      container: el,
      style: styleUrl,
      center: [settings.center.long, settings.center.lat],
      zoom: settings.zoom,
      maxZoom: kind === 'embedded' ? EMBEDDED_TRACK_MAX_ZOOM : 18,
      attributionControl: { compact: true },
      transformRequest: absoluteRequest,
      locale: mapLocale(),
      ...mapMotionOptions(),
    });
    failOverOnEarlyError(map, kind, fail);
    map.addControl(new maplibregl.NavigationControl({ visualizePitch: false, showCompass: false }), 'top-right');
    // A track is read in metres: how long a stretch is, how far the machine stood from a gate.
    map.addControl(new maplibregl.ScaleControl({ unit: 'metric' }), 'bottom-left');
    // Real-user timing: a performance mark when deck.gl has drawn a new track (the bench reads it).
    const overlay = new MapboxOverlay({ interleaved: false, layers: [], onAfterRender: () => markDrawn(pendingMark) });
    map.addControl(overlay);
    const stopDrawingOnDemand = drawOnDemand(map, overlay);
    const onZoom = () => setZoom(Math.round(map.getZoom()));
    map.on('zoomend', onZoom);
    setInstance({ map, overlay });
    setDrawn(null);
    window.__sitelineTrackMap = { map, overlay };
    return () => {
      setInstance(null);
      if (window.__sitelineTrackMap?.map === map) delete window.__sitelineTrackMap;
      map.off('zoomend', onZoom);
      stopDrawingOnDemand();
      map.removeControl(overlay);
      map.remove();
    };
    // The map is made once per style; the centre only matters until the track fits the view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [styleUrl, kind, fail]);

  // A new track: fit it into view, no closer than the track zoom.
  useEffect(() => {
    if (!instance) return;
    const bounds = trackBounds(points);
    if (!bounds) return;
    const { map } = instance;
    const [[w, s], [e, n]] = bounds;
    if (w === e && s === n) map.jumpTo({ center: positionOf(points[0]), zoom: TRACK_ZOOM });
    else map.fitBounds(bounds, { padding: 36, maxZoom: TRACK_ZOOM, duration: 0 });
    const onIdle = () => {
      map.off('idle', onIdle);
      setZoom(Math.round(map.getZoom()));
      setDrawn(points);
    };
    map.on('idle', onIdle);
    // The view may not change (the same place again): a repaint still ends in 'idle'.
    map.triggerRepaint();
    return () => {
      map.off('idle', onIdle);
    };
  }, [instance, points]);

  const layers = useMemo(
    () => [
      new HeatmapLayer<TrackPoint>(heatmapLayerProps(points, zoom)),
      new PathLayer(pathLayerProps(points)),
      new ScatterplotLayer(endsLayerProps(points)),
      new ScatterplotLayer<TrackPoint>(playbackLayerProps(points[index])),
    ],
    [points, zoom, index],
  );
  useEffect(() => {
    instance?.overlay.setProps({ layers });
  }, [instance, layers]);
  useEffect(() => {
    if (!instance) return;
    // The next frame deck.gl draws is the first one with these layers.
    if (points.length > 0 && pendingMark.current.points !== points && !drawnTracks.has(points)) pendingMark.current.points = points;
  }, [instance, layers, points]);
  const layerIds = layers.map((l) => l.id).join(' ');

  return (
    <div
      data-testid="track-map"
      data-map-state={ready ? 'ready' : 'loading'}
      data-base-map={styleUrl ? kind : undefined}
      data-point-count={points.length}
      data-zoom={zoom ?? undefined}
      data-layers={layerIds}
      style={{ position: 'relative', height, borderRadius: 'var(--radius-3)', overflow: 'hidden', border: '1px solid var(--gray-a5)' }}
    >
      <div ref={container} style={{ position: 'absolute', inset: 0 }} />
    </div>
  );
}

/** Tracks already marked: a playback step redraws the same points and is not a new track. */
const drawnTracks = new WeakSet<readonly TrackPoint[]>();

function markDrawn(pending: { current: { points: readonly TrackPoint[] | null } }) {
  const points = pending.current.points;
  if (!points) return;
  pending.current.points = null;
  drawnTracks.add(points);
  performance.mark(TRACK_DRAWN_MARK, { detail: { points: points.length } });
}

declare global {
  interface Window {
    /** Test hook: the track map and its overlay. */
    __sitelineTrackMap?: { map: maplibregl.Map; overlay: MapboxOverlay };
  }
}
