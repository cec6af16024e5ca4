// The place editor on the map: the placeEditor machine, terra-draw for the ring, and the form panel.
// Its own chunk (PlacesOnMap loads it when an editor opens), so terra-draw is not part of the map page.
import { useEffect, useRef } from 'react';
import { useSelector } from '@xstate/react';
import type { PlaceEditorInput, PlaceEditorOutput } from '../../../../machines/placeEditor/placeEditor.types.ts';
import { PlaceEditorPanel } from '../editor/PlaceEditorPanel.tsx';
import { usePlaceEditor } from '../editor/usePlaceEditor.ts';
import { PlaceDrawControl } from './PlaceDrawControl.tsx';
import { boundsOf, PLACE_COLORS } from './placesLayer.view.ts';
import { useMapContext } from '../../map/mapContext.ts';
import { PHONE_SHEET_SHARE } from '../details/SidePanel.tsx';
import { NARROW_QUERY } from '../../../app/useNarrowScreen.ts';

const hex = ([r, g, b]: readonly number[]): `#${string}` => `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
const EDITOR_MAX_ZOOM = 18;

export function PlaceEditorSession({ input, onDone }: { input: PlaceEditorInput; onDone: (output: PlaceEditorOutput) => void }) {
  const actor = usePlaceEditor(input, onDone);
  const drawing = useSelector(actor, (s) => s.hasTag('view:drawing'));
  const ready = useSelector(actor, (s) => s.hasTag('view:drawing') || s.hasTag('view:form') || s.hasTag('view:confirmDiscard'));
  const geofence = useSelector(actor, (s) => s.context.geofence);
  const placeType = useSelector(actor, (s) => s.context.values.placeType);
  const { map } = useMapContext();
  // A geofence is drawn at street scale (a work site is a few hundred metres across), closer than the
  // embedded base map zooms on its own: the editor lifts the limit while it is open (the base map is
  // over-zoomed; machines and places stay sharp).
  useEffect(() => {
    const before = map.getMaxZoom();
    map.setMaxZoom(Math.max(before, EDITOR_MAX_ZOOM));
    return () => {
      map.setMaxZoom(before);
    };
  }, [map]);
  // The place being edited is brought into view once it is loaded.
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current || input.placeId === null || geofence.length === 0) return;
    shown.current = true;
    const ring = geofence.map((p) => [p.longitude, p.latitude]);
    const { clientWidth, clientHeight } = map.getContainer();
    // Clear of the panel: on the right, or on a phone the bottom sheet.
    const padding = window.matchMedia(NARROW_QUERY).matches
      ? { top: 40, bottom: Math.round(clientHeight * PHONE_SHEET_SHARE) + 24, left: 32, right: 32 }
      : { top: 80, bottom: 80, left: 80, right: Math.min(620, clientWidth / 2) };
    map.fitBounds(boundsOf(ring), {
      padding,
      maxZoom: 17,
      duration: 0,
    });
  }, [map, geofence, input.placeId]);
  return (
    <>
      {ready ? (
        <PlaceDrawControl
          mode={drawing || geofence.length === 0 ? 'draw' : 'edit'}
          ring={geofence}
          color={hex(PLACE_COLORS[placeType]?.line ?? [0, 0, 0])}
          onDrawn={(ring) => actor.send({ type: 'place.geofenceDrawn', ring })}
          onChanged={(ring) => actor.send({ type: 'place.geofenceChanged', ring })}
        />
      ) : null}
      <PlaceEditorPanel actor={actor} />
    </>
  );
}
