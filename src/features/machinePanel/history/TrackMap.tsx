// The session track on its own small map: the positions as a heatmap under the path, the first and
// last position, and the machine at the playback position. Owns its maplibre map and deck overlay.
import { useEffect, useRef, useState } from 'react';
import maplibregl from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import { MapboxOverlay } from '@deck.gl/mapbox';
import { HeatmapLayer } from '@deck.gl/aggregation-layers';
import { PathLayer, ScatterplotLayer } from '@deck.gl/layers';
import type { TrackPoint } from '../../../../machines/positionsPaging/positionsPaging.types.ts';
import type { MapSettings } from '../../map/map.model.ts';
import { endsLayerProps, heatmapLayerProps, pathLayerProps, playbackLayerProps, positionOf, TRACK_ZOOM, trackBounds } from './track.model.ts';

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
  const [ready, setReady] = useState(false);
  const [layerIds, setLayerIds] = useState('');
  const { styleUrl } = settings;

  useEffect(() => {
    const el = container.current;
    if (!el) return;
    const map = new maplibregl.Map({
      container: el,
      style: styleUrl,
      center: [settings.center.long, settings.center.lat],
      zoom: settings.zoom,
      attributionControl: { compact: true },
    });
    map.addControl(new maplibregl.NavigationControl({ visualizePitch: false, showCompass: false }), 'top-right');
    const overlay = new MapboxOverlay({ interleaved: false, layers: [] });
    map.addControl(overlay);
    const onZoom = () => setZoom(Math.round(map.getZoom()));
    map.on('zoomend', onZoom);
    setInstance({ map, overlay });
    window.__sitelineTrackMap = { map, overlay };
    return () => {
      if (window.__sitelineTrackMap?.map === map) delete window.__sitelineTrackMap;
      map.off('zoomend', onZoom);
      map.removeControl(overlay);
      map.remove();
    };
    // The map is made once per style; the centre only matters until the track fits the view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [styleUrl]);

  // A new track: fit it into view, no closer than the track zoom.
  useEffect(() => {
    if (!instance) return;
    const bounds = trackBounds(points);
    if (!bounds) return;
    setReady(false);
    const { map } = instance;
    const [[w, s], [e, n]] = bounds;
    if (w === e && s === n) map.jumpTo({ center: positionOf(points[0]), zoom: TRACK_ZOOM });
    else map.fitBounds(bounds, { padding: 36, maxZoom: TRACK_ZOOM, duration: 0 });
    setZoom(Math.round(map.getZoom()));
    const onIdle = () => setReady(true);
    map.once('idle', onIdle);
    return () => {
      map.off('idle', onIdle);
    };
  }, [instance, points]);

  useEffect(() => {
    if (!instance) return;
    const layers = [
      new HeatmapLayer<TrackPoint>(heatmapLayerProps(points, zoom)),
      new PathLayer(pathLayerProps(points)),
      new ScatterplotLayer(endsLayerProps(points)),
      new ScatterplotLayer<TrackPoint>(playbackLayerProps(points[index])),
    ];
    instance.overlay.setProps({ layers });
    setLayerIds(layers.map((l) => l.id).join(' '));
  }, [instance, points, zoom, index]);

  return (
    <div
      data-testid="track-map"
      data-map-state={ready ? 'ready' : 'loading'}
      data-point-count={points.length}
      data-zoom={zoom ?? undefined}
      data-layers={layerIds}
      style={{ position: 'relative', height, borderRadius: 'var(--radius-3)', overflow: 'hidden', border: '1px solid var(--gray-a5)' }}
    >
      <div ref={container} style={{ position: 'absolute', inset: 0 }} />
    </div>
  );
}

declare global {
  interface Window {
    /** Test hook: the track map and its overlay. */
    __sitelineTrackMap?: { map: maplibregl.Map; overlay: MapboxOverlay };
  }
}
