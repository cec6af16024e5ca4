// Every machine's last position as deck.gl dots, the selected one ringed. Renders no map content
// itself (only the hover card): it adds its layers to the overlay and wires clicks in effects.
import { useEffect, useRef, useState } from 'react';
import { ScatterplotLayer } from '@deck.gl/layers';
import type { PickingInfo } from '@deck.gl/core';
import type { MapMouseEvent } from 'maplibre-gl';
import { useMapContext } from './mapContext.ts';
import { MachineTooltip } from './MachineTooltip.tsx';
import { focusZoom, machinesLayerProps, MACHINES_LAYER_ID, PICK_RADIUS_PX, selectionLayerProps, type MachinePosition } from './map.model.ts';

interface Props {
  positions: readonly MachinePosition[];
  families: readonly { id: number; name: string }[];
  /** the clock staleness is measured against */
  now: number;
  selectedId: number | null;
  /** a machine was clicked (its id), or empty map (null) */
  onSelect: (assetId: number | null) => void;
}

const GROUP = 'machines';

export function MachinesLayer({ positions, families, now, selectedId, onSelect }: Props) {
  const { map, overlay, setLayers, reportData } = useMapContext();
  // The hovered dot is kept with the positions it was picked from: dots that moved or vanished on a
  // refresh must not leave a card behind.
  const [hover, setHover] = useState<{ x: number; y: number; machine: MachinePosition; of: readonly MachinePosition[] } | null>(null);
  const hovered = hover?.of === positions ? hover : null;
  const selected = selectedId === null ? undefined : positions.find((p) => p.assetId === selectedId);

  useEffect(() => {
    const onHover = (info: PickingInfo<MachinePosition>) => setHover(info.object ? { x: info.x, y: info.y, machine: info.object, of: positions } : null);
    const dots = new ScatterplotLayer<MachinePosition>({ ...machinesLayerProps(positions, now), onHover });
    setLayers(GROUP, selected ? [dots, new ScatterplotLayer<MachinePosition>(selectionLayerProps(selected))] : [dots]);
    reportData(positions.length);
  }, [positions, now, selected, setLayers, reportData]);

  useEffect(() => () => setLayers(GROUP, null), [setLayers]);

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
  // seen as well (it clears the selection).
  useEffect(() => {
    const onClick = (event: MapMouseEvent) => {
      let picked: MachinePosition | undefined;
      try {
        picked = overlay.pickObject({ x: event.point.x, y: event.point.y, radius: PICK_RADIUS_PX, layerIds: [MACHINES_LAYER_ID] })?.object as
          MachinePosition | undefined;
      } catch {
        return; // deck has not initialised its GL context yet: nothing is drawn to click on
      }
      onSelect(picked ? picked.assetId : null);
    };
    map.on('click', onClick);
    return () => {
      map.off('click', onClick);
    };
  }, [map, overlay, onSelect]);

  // Fly to a machine once per selection (from a link or a click), not again on every refresh.
  const flownTo = useRef<number | null>(null);
  useEffect(() => {
    if (!selected) {
      if (selectedId === null) flownTo.current = null;
      return;
    }
    if (flownTo.current === selected.assetId) return;
    flownTo.current = selected.assetId;
    map.flyTo({ center: [selected.long, selected.lat], zoom: focusZoom(map.getZoom()), essential: true });
  }, [map, selected, selectedId]);

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
