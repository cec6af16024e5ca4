// Every machine's last position as deck.gl dots, grouped into counted bubbles where they crowd
// (clusters.ts), the selected one ringed. Renders no map content itself (only the hover card): it
// adds its layers to the overlay and wires clicks in effects. Nothing is drawn before the base map's
// first frame (MapView's baseReady), so land and machines appear together.
import { useEffect, useMemo, useRef, useState } from 'react';
import { ScatterplotLayer, TextLayer } from '@deck.gl/layers';
import type { PickingInfo } from '@deck.gl/core';
import type { MapMouseEvent } from 'maplibre-gl';
import { useMapContext } from './mapContext.ts';
import { MachineTooltip } from './MachineTooltip.tsx';
import { focusZoom, machinesLayerProps, MACHINES_LAYER_ID, PICK_RADIUS_PX, selectionLayerProps, type MachinePosition } from './map.view.ts';
import { buildMachineIndex, itemsInView, machinesIn, zoomToSeparate, type MachineCluster, type MapItem } from './clusters.ts';
import { DOT_RADIUS_PX, pileAt, staysOnePile } from './pile.ts';
import { clusterCountProps, clusterLayerProps, CLUSTERS_LAYER_ID } from './clusterLayers.ts';

interface Props {
  positions: readonly MachinePosition[];
  families: readonly { id: number; name: string }[];
  /** the clock staleness is measured against */
  now: number;
  selectedId: number | null;
  /** a machine was clicked (its id), or empty map (null) */
  onSelect: (assetId: number | null) => void;
  /** a click landed on machines piled at one point (two or more) */
  onPile: (machines: readonly MachinePosition[]) => void;
  /** a click on the map where nothing is drawn */
  onEmptyMap: () => void;
}

const GROUP = 'machines';
const WORLD: [number, number, number, number] = [-180, -85, 180, 85];

declare global {
  interface Window {
    /** Test hook: what the map draws now (bubbles with their counts and single machines). */
    __sitelineMachineItems?: MapItem[];
  }
}

export function MachinesLayer({ positions, families, now, selectedId, onSelect, onPile, onEmptyMap }: Props) {
  const { map, overlay, setLayers, reportData, baseReady, baseMap } = useMapContext();
  // The hovered dot is kept with the positions it was picked from: dots that moved or vanished on a
  // refresh must not leave a card behind.
  const [hover, setHover] = useState<{ x: number; y: number; machine: MachinePosition; of: readonly MachinePosition[] } | null>(null);
  const hovered = hover?.of === positions ? hover : null;
  const selected = selectedId === null ? undefined : positions.find((p) => p.assetId === selectedId);
  const index = useMemo(() => buildMachineIndex(positions), [positions]);
  const [zoom, setZoom] = useState(() => Math.floor(map.getZoom()));

  // Bubbles change only when the whole-number zoom does (supercluster's levels).
  useEffect(() => {
    const onZoom = () => setZoom(Math.floor(map.getZoom()));
    map.on('zoomend', onZoom);
    return () => {
      map.off('zoomend', onZoom);
    };
  }, [map]);

  const items = useMemo(() => itemsInView(index, WORLD, zoom), [index, zoom]);

  useEffect(() => {
    if (!baseReady) return;
    const clusters = items.flatMap((i) => (i.kind === 'cluster' ? [i] : []));
    const singles = items.flatMap((i) => (i.kind === 'machine' ? [i.machine] : []));
    const onHover = (info: PickingInfo<MachinePosition>) => setHover(info.object ? { x: info.x, y: info.y, machine: info.object, of: positions } : null);
    // Machines that work at one site share a bubble up to the last zoom the map flies to: the selected
    // one is drawn on its own dot above its bubble (and ringed), so the user always sees it.
    const inBubble = selected !== undefined && !singles.some((m) => m.assetId === selected.assetId);
    const layers = [
      new ScatterplotLayer<MachinePosition>({ ...machinesLayerProps(singles, now), onHover }),
      new ScatterplotLayer<MachineCluster>(clusterLayerProps(clusters)),
      new TextLayer<MachineCluster>(clusterCountProps(clusters)),
    ];
    if (inBubble) layers.push(new ScatterplotLayer<MachinePosition>({ ...machinesLayerProps([selected], now), id: `${MACHINES_LAYER_ID}-selected`, onHover }));
    setLayers(GROUP, selected ? [...layers, new ScatterplotLayer<MachinePosition>(selectionLayerProps(selected))] : layers);
    window.__sitelineMachineItems = inBubble ? [...items, { kind: 'machine', machine: selected }] : items;
    reportData(positions.length);
  }, [baseReady, items, positions, now, selected, setLayers, reportData]);

  useEffect(
    () => () => {
      setLayers(GROUP, null);
      delete window.__sitelineMachineItems;
    },
    [setLayers],
  );

  // Dots that slid away under a still pointer while the map moves must not leave a card behind.
  useEffect(() => {
    const clear = () => setHover(null);
    map.on('move', clear);
    return () => {
      map.off('move', clear);
    };
  }, [map]);

  useEffect(() => {
    map.getCanvasContainer().style.cursor = hovered ? 'pointer' : '';
  }, [map, hovered]);

  // Clicks are picked here rather than through deck's onClick so that a click on empty map is
  // seen as well (it clears the selection). A bubble zooms in until it splits, unless its machines
  // would still pile up at the deepest zoom: then, as for dots that overlap where the click landed,
  // the pile opens (spread or listed, MachinePile) instead of one machine chosen at random.
  useEffect(() => {
    const onClick = (event: MapMouseEvent) => {
      let picked: MachinePosition | MachineCluster | undefined;
      try {
        picked = overlay.pickObject({ x: event.point.x, y: event.point.y, radius: PICK_RADIUS_PX, layerIds: [MACHINES_LAYER_ID, CLUSTERS_LAYER_ID] })
          ?.object as MachinePosition | MachineCluster | undefined;
      } catch {
        return; // deck has not initialised its GL context yet: nothing is drawn to click on
      }
      if (picked && 'kind' in picked && picked.kind === 'cluster') {
        const expansion = index.getClusterExpansionZoom(picked.clusterId);
        const machines = machinesIn(index, picked.clusterId);
        if (expansion > map.getMaxZoom() || staysOnePile(machines, map.getMaxZoom())) {
          onPile(machines);
          return;
        }
        map.easeTo({ center: [picked.long, picked.lat], zoom: Math.max(expansion, map.getZoom() + 1), duration: 600 });
        return;
      }
      if (!picked) {
        onSelect(null);
        onEmptyMap();
        return;
      }
      const singles = items.flatMap((i) => (i.kind === 'machine' ? [i.machine] : []));
      const pile = pileAt(singles, { long: event.lngLat.lng, lat: event.lngLat.lat }, map.getZoom(), DOT_RADIUS_PX + PICK_RADIUS_PX);
      if (pile.length > 1) onPile(pile);
      else onSelect((picked as MachinePosition).assetId);
    };
    map.on('click', onClick);
    return () => {
      map.off('click', onClick);
    };
  }, [map, overlay, index, items, onSelect, onPile, onEmptyMap]);

  // Fly to a machine once per selection (from a link or a click), not again on every refresh: to the
  // zoom where it leaves its bubble, not to an empty street-level view.
  const flownTo = useRef<number | null>(null);
  useEffect(() => {
    if (!selected || !baseReady) {
      if (selectedId === null) flownTo.current = null;
      return;
    }
    if (flownTo.current === selected.assetId) return;
    flownTo.current = selected.assetId;
    const current = map.getZoom();
    map.flyTo({ center: [selected.long, selected.lat], zoom: focusZoom(current, zoomToSeparate(index, selected, current), baseMap) });
  }, [map, index, selected, selectedId, baseReady, baseMap]);

  if (!hovered) return null;
  const container = map.getContainer();
  return (
    <MachineTooltip
      x={hovered.x}
      y={hovered.y}
      container={{ width: container.clientWidth, height: container.clientHeight }}
      machine={hovered.machine}
      families={families}
      now={now}
    />
  );
}
