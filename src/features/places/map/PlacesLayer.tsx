// Every place on the map, coloured by type, under the machines. A geofence is a polygon from the zoom
// where it is legible and in a window around the view, else a dot at its centre (placesView.ts):
// one SolidPolygonLayer and one PathLayer over flat typed arrays (placesLayer.view.ts) and one
// ScatterplotLayer of dots. Renders nothing itself; a click on a polygon or a dot (with no machine
// drawn above it) opens the place, and a dot also brings the place into view.
import { useEffect, useMemo, useState } from 'react';
import { useQuery } from 'urql';
import { PathLayer, ScatterplotLayer, SolidPolygonLayer } from '@deck.gl/layers';
import type { LayersList } from '@deck.gl/core';
import type { MapMouseEvent, Map as MaplibreMap } from 'maplibre-gl';
import { graphql } from '../../../graphql/graphql.ts';
import { useMapContext } from '../../map/mapContext.ts';
import { useRefetchOnPlacesChange } from '../placesRefresh.ts';
import { boundsOf, decodePlaces, packPlaces, PLACE_COLORS, type DecodedPlace, type MapPlaceItem } from './placesLayer.view.ts';
import { centreOf, legibleZoom, nextView, splitPlaces, type Box, type PlacesView } from './placesView.ts';

export const MapPlacesQuery = graphql(`
  query MapPlaces {
    mapPlaces {
      data {
        items {
          id
          name
          placeType
          geometry
        }
        precision
      }
    }
  }
`);

export const PLACES_FILL_LAYER_ID = 'places-fill';
export const PLACES_POINTS_LAYER_ID = 'places-points';
const GROUP = 'places';
/** Under every other group (machines, clusters, tracks). */
const UNDER = -10;
const SELECTED_LINE: [number, number, number, number] = [15, 23, 42, 255];
const WHITE: [number, number, number, number] = [255, 255, 255, 255];

declare global {
  interface Window {
    /** Test and benchmark hook: how the places are drawn now. */
    __sitelinePlaces?: { zoom: number; polygons: number; points: number };
  }
}

interface Props {
  selectedId: number | null;
  /** Not drawn (the editor draws it while it is being reshaped). */
  hiddenId: number | null;
  /** false while drawing: clicks belong to the drawing tool. */
  interactive: boolean;
  onSelect: (placeId: number) => void;
  /** Fly to the selected place once (a link or the dropdown, not a click on it). */
  flyToSelected: boolean;
}

const boundsBox = (map: MaplibreMap): Box => {
  const b = map.getBounds();
  return [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()];
};

/** The closed ring of a place, for the selection outline and fitting the view. */
const closedRing = (p: DecodedPlace): number[][] => {
  const ring: number[][] = [];
  for (let i = 0; i < p.flat.length; i += 2) ring.push([p.flat[i], p.flat[i + 1]]);
  ring.push(ring[0]);
  return ring;
};

const fitPlace = (map: MaplibreMap, p: DecodedPlace) =>
  map.fitBounds(boundsOf(closedRing(p)), { padding: { top: 60, bottom: 60, left: 60, right: Math.min(600, map.getContainer().clientWidth / 2) }, maxZoom: 16 });

export function PlacesLayer({ selectedId, hiddenId, interactive, onSelect, flyToSelected }: Props) {
  const { map, overlay, setLayers } = useMapContext();
  const [result, refetch] = useQuery({ query: MapPlacesQuery, requestPolicy: 'cache-and-network' });
  useRefetchOnPlacesChange(refetch);
  const data = result.data?.mapPlaces?.data;
  const items = useMemo(() => (data?.items ?? []).filter((i): i is MapPlaceItem => i !== null), [data]);
  const places = useMemo(
    () => decodePlaces(items, data?.precision ?? 6, { hiddenId, warn: (m) => console.warn(m) }).places,
    [items, data?.precision, hiddenId],
  );
  const legible = useMemo(() => places.map((p) => legibleZoom(p.box)), [places]);

  const [view, setView] = useState<PlacesView>(() => nextView(null, map.getZoom(), boundsBox(map)));
  useEffect(() => {
    const onMoveEnd = () => setView((current) => nextView(current, map.getZoom(), boundsBox(map)));
    map.on('moveend', onMoveEnd);
    return () => {
      map.off('moveend', onMoveEnd);
    };
  }, [map]);

  const split = useMemo(() => splitPlaces(places, legible, view), [places, legible, view]);
  const geometry = useMemo(() => packPlaces(split.polygons), [split]);
  const dots = useMemo(() => {
    const positions = new Float64Array(split.points.length * 2);
    const colors = new Uint8Array(split.points.length * 4);
    split.points.forEach((p, i) => {
      positions.set(centreOf(p), 2 * i);
      colors.set((PLACE_COLORS[p.item.placeType] ?? PLACE_COLORS[1]).line, 4 * i);
    });
    return { length: split.points.length, positions, colors, places: split.points };
  }, [split]);
  const selected = useMemo(() => places.find((p) => p.item.id === selectedId) ?? null, [places, selectedId]);

  useEffect(() => {
    const binary = { length: geometry.length, startIndices: geometry.startIndices };
    const layers: LayersList = [
      new SolidPolygonLayer({
        id: PLACES_FILL_LAYER_ID,
        data: { ...binary, attributes: { getPolygon: { value: geometry.positions, size: 2 }, getFillColor: { value: geometry.fillColors, size: 4 } } },
        _normalize: false,
        _windingOrder: 'CCW',
        positionFormat: 'XY',
        pickable: interactive,
        autoHighlight: interactive,
        highlightColor: [255, 255, 255, 60],
      }),
      new PathLayer({
        id: 'places-outline',
        data: { ...binary, attributes: { getPath: { value: geometry.positions, size: 2 }, getColor: { value: geometry.lineColors, size: 4 } } },
        _pathType: 'open',
        positionFormat: 'XY',
        widthUnits: 'pixels',
        getWidth: 1.5,
        pickable: false,
      }),
      new ScatterplotLayer({
        id: PLACES_POINTS_LAYER_ID,
        data: { length: dots.length, attributes: { getPosition: { value: dots.positions, size: 2 }, getFillColor: { value: dots.colors, size: 4 } } },
        radiusUnits: 'pixels',
        getRadius: 4,
        stroked: true,
        lineWidthUnits: 'pixels',
        getLineWidth: 1,
        getLineColor: WHITE,
        pickable: interactive,
        autoHighlight: interactive,
        highlightColor: [255, 255, 255, 90],
      }),
    ];
    if (selected) {
      layers.push(
        new PathLayer({
          id: 'places-selected',
          data: [closedRing(selected)],
          getPath: (d: number[][]) => d as never,
          getColor: SELECTED_LINE,
          widthUnits: 'pixels',
          getWidth: 3,
        }),
      );
    }
    setLayers(GROUP, layers, UNDER);
    window.__sitelinePlaces = { zoom: view.zoom, polygons: geometry.length, points: dots.length };
  }, [geometry, dots, selected, interactive, setLayers, view.zoom]);
  useEffect(
    () => () => {
      setLayers(GROUP, null);
      delete window.__sitelinePlaces;
    },
    [setLayers],
  );

  useEffect(() => {
    if (!interactive) return;
    /** The place under the pointer, if the topmost object there is one (a machine drawn above a place wins). */
    const placeAt = (event: MapMouseEvent, radius: number): { place: DecodedPlace; dot: boolean } | null => {
      let top;
      try {
        top = overlay.pickObject({ x: event.point.x, y: event.point.y, radius });
      } catch {
        return null; // deck has not initialised yet
      }
      if (!top || top.index < 0) return null;
      if (top.layer?.id === PLACES_FILL_LAYER_ID) return { place: split.polygons[top.index], dot: false };
      if (top.layer?.id === PLACES_POINTS_LAYER_ID) return { place: dots.places[top.index], dot: true };
      return null;
    };
    const onClick = (event: MapMouseEvent) => {
      const hit = placeAt(event, 4);
      if (!hit?.place) return;
      onSelect(hit.place.item.id);
      // A dot is a place too small to see at this zoom: show it.
      if (hit.dot) fitPlace(map, hit.place);
    };
    const onMove = (event: MapMouseEvent) => {
      if (placeAt(event, 2)) map.getCanvasContainer().style.cursor = 'pointer';
    };
    map.on('click', onClick);
    map.on('mousemove', onMove);
    return () => {
      map.off('click', onClick);
      map.off('mousemove', onMove);
    };
  }, [map, overlay, split, dots, interactive, onSelect]);

  // A place opened from a link or the dropdown is brought into view once.
  useEffect(() => {
    if (flyToSelected && selected) fitPlace(map, selected);
  }, [map, selected, flyToSelected]);

  return null;
}
