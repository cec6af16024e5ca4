// Every place's geofence on the map, coloured by type, under the machines: one SolidPolygonLayer and
// one PathLayer over flat typed arrays (placesLayer.model.ts). Renders nothing itself; a click on a
// polygon (with no machine drawn above it) opens the place.
import { useEffect, useMemo } from 'react';
import { useQuery } from 'urql';
import { PathLayer, SolidPolygonLayer } from '@deck.gl/layers';
import type { LayersList } from '@deck.gl/core';
import type { MapMouseEvent } from 'maplibre-gl';
import { graphql } from '../../../graphql/graphql.ts';
import { useMapContext } from '../../map/mapContext.ts';
import { useRefetchOnPlacesChange } from '../placesRefresh.ts';
import { boundsOf, buildPlaceGeometry, ringOf, type MapPlaceItem } from './placesLayer.model.ts';

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
const GROUP = 'places';
/** Under every other group (machines, clusters, tracks). */
const UNDER = -10;
const SELECTED_LINE: [number, number, number, number] = [15, 23, 42, 255];

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

export function PlacesLayer({ selectedId, hiddenId, interactive, onSelect, flyToSelected }: Props) {
  const { map, overlay, setLayers } = useMapContext();
  const [result, refetch] = useQuery({ query: MapPlacesQuery, requestPolicy: 'cache-and-network' });
  useRefetchOnPlacesChange(refetch);
  const data = result.data?.mapPlaces?.data;
  const items = useMemo(() => (data?.items ?? []).filter((i): i is MapPlaceItem => i !== null), [data]);
  const geometry = useMemo(
    () => buildPlaceGeometry(items, data?.precision ?? 6, { hiddenId, warn: (m) => console.warn(m) }),
    [items, data?.precision, hiddenId],
  );
  const selectedIndex = selectedId === null ? -1 : geometry.ids.indexOf(selectedId);

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
    ];
    const ring = ringOf(geometry, selectedIndex);
    if (ring) {
      layers.push(
        new PathLayer({
          id: 'places-selected',
          data: [ring],
          getPath: (d: number[][]) => d as never,
          getColor: SELECTED_LINE,
          widthUnits: 'pixels',
          getWidth: 3,
        }),
      );
    }
    setLayers(GROUP, layers, UNDER);
  }, [geometry, selectedIndex, interactive, setLayers]);
  useEffect(() => () => setLayers(GROUP, null), [setLayers]);

  useEffect(() => {
    if (!interactive) return;
    const onClick = (event: MapMouseEvent) => {
      let top;
      try {
        // The topmost object under the pointer: a machine drawn above a place wins.
        top = overlay.pickObject({ x: event.point.x, y: event.point.y, radius: 4 });
      } catch {
        return; // deck has not initialised yet
      }
      if (top?.layer?.id === PLACES_FILL_LAYER_ID && top.index >= 0) onSelect(geometry.ids[top.index]);
    };
    const onMove = (event: MapMouseEvent) => {
      let top;
      try {
        top = overlay.pickObject({ x: event.point.x, y: event.point.y, radius: 2 });
      } catch {
        return;
      }
      if (top?.layer?.id === PLACES_FILL_LAYER_ID) map.getCanvasContainer().style.cursor = 'pointer';
    };
    map.on('click', onClick);
    map.on('mousemove', onMove);
    return () => {
      map.off('click', onClick);
      map.off('mousemove', onMove);
    };
  }, [map, overlay, geometry, interactive, onSelect]);

  // A place opened from a link or the dropdown is brought into view once.
  useEffect(() => {
    if (!flyToSelected) return;
    const ring = ringOf(geometry, selectedIndex);
    if (ring)
      map.fitBounds(boundsOf(ring), { padding: { top: 60, bottom: 60, left: 60, right: Math.min(600, map.getContainer().clientWidth / 2) }, maxZoom: 16 });
  }, [map, geometry, selectedIndex, flyToSelected]);

  return null;
}
