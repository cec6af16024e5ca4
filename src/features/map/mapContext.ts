// The map instance and its deck.gl overlay, shared with the layer components under <MapView>.
import { createContext, useContext } from 'react';
import type { Map as MaplibreMap } from 'maplibre-gl';
import type { MapboxOverlay } from '@deck.gl/mapbox';
import type { LayersList } from '@deck.gl/core';
import type { BaseMapKind } from './baseStyle.ts';

export interface MapContextValue {
  map: MaplibreMap;
  overlay: MapboxOverlay;
  /** which base map is shown: an online style, the operator's street map or the embedded offline one */
  baseMap: BaseMapKind;
  /** the base map has drawn its first complete frame; data layers wait for it so all appear at once */
  baseReady: boolean;
  /**
   * The overlay takes one flat list of layers, so each layer component owns a named group in it:
   * set the group's layers, or remove the group with null. Groups draw by `order` (lower first, i.e.
   * underneath; default 0), then in the order first added.
   */
  setLayers: (group: string, layers: LayersList | null, order?: number) => void;
  /** A data layer tells the view it has drawn data (machines drawn, in bubbles or alone), which gates 'ready'. */
  reportData: (count: number) => void;
}

export const MapContext = createContext<MapContextValue | null>(null);

export function useMapContext(): MapContextValue {
  const value = useContext(MapContext);
  if (!value) throw new Error('Map layers must be rendered inside <MapView>');
  return value;
}

declare global {
  interface Window {
    /** Test hook: the live map and overlay, so a browser test can project and pick real machines. */
    __sitelineMap?: { map: MaplibreMap; overlay: MapboxOverlay };
  }
}
