// Drawing and reshaping a geofence on the map with terra-draw and its maplibre adapter (no
// hand-written editor). 'draw': polygon mode, click points and click the first one (or press Enter)
// to close; a self-crossing ring is refused as it is drawn. 'edit': the ring in select mode: drag a
// corner or the whole shape, drag a midpoint to add a corner, right-click a corner to remove it.
// Renders nothing; reports rings as {latitude, longitude}[] (open, as the server stores them).
import { useEffect, useRef } from 'react';
import { TerraDraw, TerraDrawPolygonMode, TerraDrawSelectMode, ValidateNotSelfIntersecting, type GeoJSONStoreFeatures } from 'terra-draw';
import { TerraDrawMapLibreGLAdapter } from 'terra-draw-maplibre-gl-adapter';
import type { LatLng } from '../../../../machines/placeEditor/geofence.ts';
import { useMapContext } from '../../map/mapContext.ts';
import { DRAW_PRECISION, drawableRing } from './drawRing.ts';

export type DrawMode = 'draw' | 'edit';

interface Props {
  mode: DrawMode;
  /** The ring to reshape in 'edit'. */
  ring: readonly LatLng[];
  /** Drawing colour: the place type's outline colour. */
  color: `#${string}`;
  onDrawn: (ring: LatLng[]) => void;
  onChanged: (ring: LatLng[]) => void;
}

declare global {
  interface Window {
    /** Test hook: the live terra-draw instance (mode, snapshot) for browser tests. */
    __sitelineDraw?: TerraDraw;
  }
}

/** terra-draw's validation update types that end a shape (its UpdateTypes enum is not exported). */
const FINAL_UPDATES: ReadonlySet<string> = new Set(['finish', 'commit']);

/** A polygon feature's outer ring without its closing point. */
function ringOf(feature: GeoJSONStoreFeatures | undefined): LatLng[] | null {
  if (!feature || feature.geometry.type !== 'Polygon') return null;
  const outer = feature.geometry.coordinates[0] ?? [];
  return outer.slice(0, -1).map(([lng, lat]) => ({ latitude: lat, longitude: lng }));
}

const sameRing = (a: readonly LatLng[], b: readonly LatLng[]) =>
  a.length === b.length && a.every((p, i) => Math.abs(p.latitude - b[i].latitude) < 1e-9 && Math.abs(p.longitude - b[i].longitude) < 1e-9);

export function PlaceDrawControl({ mode, ring, color, onDrawn, onChanged }: Props) {
  const { map } = useMapContext();
  const drawRef = useRef<TerraDraw | null>(null);
  const featureRef = useRef<string | number | null>(null);
  const callbacks = useRef({ onDrawn, onChanged });
  useEffect(() => {
    callbacks.current = { onDrawn, onChanged };
  });

  useEffect(() => {
    const draw = new TerraDraw({
      adapter: new TerraDrawMapLibreGLAdapter({ map, coordinatePrecision: DRAW_PRECISION }),
      modes: [
        new TerraDrawPolygonMode({
          // Refuse a closing click that would make the ring cross itself (the server refuses it too).
          validation: (feature, { updateType }) => (FINAL_UPDATES.has(updateType) ? ValidateNotSelfIntersecting(feature) : { valid: true }),
          styles: { fillColor: color, fillOpacity: 0.2, outlineColor: color, outlineWidth: 2, closingPointColor: color, closingPointOutlineColor: '#ffffff' },
        }),
        new TerraDrawSelectMode({
          flags: {
            polygon: {
              feature: {
                draggable: true,
                selfIntersectable: false,
                coordinates: { draggable: true, midpoints: true, deletable: true },
              },
            },
          },
          styles: {
            selectedPolygonColor: color,
            selectedPolygonOutlineColor: color,
            selectedPolygonFillOpacity: 0.2,
            selectionPointColor: color,
            midPointColor: color,
          },
        }),
      ],
    });
    const start = () => {
      draw.start();
      drawRef.current = draw;
      window.__sitelineDraw = draw;
      draw.on('finish', (id, context) => {
        const drawn = ringOf(draw.getSnapshotFeature(id));
        if (!drawn) return;
        featureRef.current = id;
        if (context.mode === 'polygon') callbacks.current.onDrawn(drawn);
        else callbacks.current.onChanged(drawn);
      });
    };
    // The adapter adds its sources to the style: wait for it.
    if (map.isStyleLoaded()) start();
    else void map.once('load', start);
    return () => {
      map.off('load', start);
      if (drawRef.current === draw) {
        draw.stop();
        drawRef.current = null;
        if (window.__sitelineDraw === draw) delete window.__sitelineDraw;
      }
    };
    // One instance per map; colour changes restyle it (below).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map]);

  useEffect(() => {
    const apply = () => {
      const draw = drawRef.current;
      if (!draw) return false;
      if (mode === 'draw') {
        draw.clear();
        featureRef.current = null;
        draw.setMode('polygon');
        return true;
      }
      const current = featureRef.current !== null ? ringOf(draw.getSnapshotFeature(featureRef.current)) : null;
      if (!current || !sameRing(current, ring)) {
        draw.clear();
        const id = draw.getFeatureId();
        const [added] = draw.addFeatures([
          { id, type: 'Feature', geometry: { type: 'Polygon', coordinates: [drawableRing(ring)] }, properties: { mode: 'polygon' } },
        ]);
        // A ring terra-draw refuses (a stored one that crosses itself, say) is not on the map to reshape;
        // the form still shows its problem, and Redraw draws a new one.
        if (!added?.valid) console.warn(`place editor: the geofence cannot be shown for reshaping: ${added?.reason ?? 'refused'}`);
        featureRef.current = added?.valid ? id : null;
      }
      draw.setMode('select');
      if (featureRef.current !== null) draw.selectFeature(featureRef.current);
      return true;
    };
    if (apply()) return;
    // terra-draw starts once the style is loaded; apply right after.
    const retry = () => apply();
    void map.once('idle', retry);
    return () => {
      map.off('idle', retry);
    };
  }, [map, mode, ring]);

  // While a geofence is drawn, a click on the map is a corner, not a pick: the map's own 'click'
  // (machines, places) is kept from firing. terra-draw works on pointer events, which pass.
  useEffect(() => {
    const container = map.getContainer();
    const swallow = (event: MouseEvent) => event.stopPropagation();
    container.addEventListener('click', swallow, true);
    return () => container.removeEventListener('click', swallow, true);
  }, [map]);

  useEffect(() => {
    drawRef.current?.setModeStyles('polygon', { fillColor: color, outlineColor: color, closingPointColor: color });
  }, [color]);

  return null;
}
