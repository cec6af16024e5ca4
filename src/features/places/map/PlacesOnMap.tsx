// Everything places adds to the map, as one child of <MapView>: the geofences layer, the places
// dropdown and "Add place", place details for ?placeId, and the editor (?addPlace, ?editPlace=1)
// with its terra-draw control. The machine panel (?assetId) wins over place details.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSelector } from '@xstate/react';
import { useSearchParams } from 'wouter';
import { Button, Flex } from '@radix-ui/themes';
import { PlusIcon } from '@radix-ui/react-icons';
import type { PlaceEditorInput, PlaceEditorOutput } from '../../../../machines/placeEditor/placeEditor.types.ts';
import { useQuery } from 'urql';
import { graphql } from '../../../graphql/graphql.ts';
import { usePermission } from '../../../session/useSession.ts';
import { PlaceDetailsPanel } from '../details/PlaceDetailsPanel.tsx';
import { PlaceEditorPanel } from '../editor/PlaceEditorPanel.tsx';
import { usePlaceEditor } from '../editor/usePlaceEditor.ts';
import { readAdding, readEditing, readPlaceId, withPlaceId } from '../placeLinks.ts';
import { PlaceDrawControl } from './PlaceDrawControl.tsx';
import { PlaceFinder } from './PlaceFinder.tsx';
import { PlacesLayer } from './PlacesLayer.tsx';
import { boundsOf, PLACE_COLORS } from './placesLayer.model.ts';
import { useMapContext } from '../../map/mapContext.ts';

const hex = ([r, g, b]: readonly number[]): `#${string}` => `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
const withFlag = (p: URLSearchParams, flag: 'addPlace' | 'editPlace') => {
  const next = new URLSearchParams(p);
  next.set(flag, '1');
  return next;
};
const EDITOR_MAX_ZOOM = 18;
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** A new place's time zone: the user's own (profile), the browser's until that is known. */
const UserZoneQuery = graphql(`
  query PlaceEditorUserZone {
    profile {
      data {
        timezoneId
      }
    }
  }
`);

export function PlacesOnMap() {
  const [params, setParams] = useSearchParams();
  const canManage = usePermission('manage:asset');
  const placeId = readPlaceId(params);
  const adding = canManage ? readAdding(params) : null;
  const editing = canManage && placeId !== null && readEditing(params);
  const machineOpen = params.has('assetId');
  // A place picked by clicking it is already in view; one from a link or the dropdown is flown to.
  const [clicked, setClicked] = useState<number | null>(null);

  const open = useCallback(
    (id: number, byClick: boolean) => {
      setClicked(byClick ? id : null);
      setParams((p) => {
        const next = withPlaceId(p, id);
        next.delete('assetId');
        return next;
      });
    },
    [setParams],
  );
  const close = useCallback(() => setParams((p) => withPlaceId(p, null)), [setParams]);
  const endEditor = useCallback(
    (output: PlaceEditorOutput) => {
      setParams((p) => {
        const next = new URLSearchParams(p);
        next.delete('addPlace');
        next.delete('editPlace');
        if (output.result === 'saved') next.set('placeId', String(output.place.id));
        return next;
      });
    },
    [setParams],
  );

  const editorOpen = adding !== null || editing;
  const [zone] = useQuery({ query: UserZoneQuery, pause: !canManage });
  const defaultTimeZone = zone.data?.profile?.data?.timezoneId ?? browserZone();
  return (
    <>
      <PlacesLayer
        selectedId={placeId}
        hiddenId={editing ? placeId : null}
        interactive={!editorOpen}
        onSelect={(id) => open(id, true)}
        flyToSelected={placeId !== null && clicked !== placeId && !adding}
      />
      <Flex gap="2" style={{ position: 'absolute', bottom: 28, left: 12, zIndex: 3 }}>
        <PlaceFinder onOpen={(id) => open(id, false)} />
        {canManage && !editorOpen ? (
          <Button size="2" onClick={() => setParams((p) => withFlag(p, 'addPlace'))}>
            <PlusIcon /> Add place
          </Button>
        ) : null}
      </Flex>
      {editorOpen ? (
        // Waits for the first answer only: a later refetch must not remount (and reset) the editor.
        zone.fetching && !zone.data ? null : (
          <EditorSession
            key={adding !== null ? `new:${adding}` : `edit:${placeId}`}
            input={{ placeId: adding !== null ? null : placeId, defaultTimeZone, placeType: adding ?? undefined }}
            onDone={endEditor}
          />
        )
      ) : placeId !== null && !machineOpen ? (
        <PlaceDetailsPanel key={placeId} placeId={placeId} onClose={close} onEdit={() => setParams((p) => withFlag(p, 'editPlace'))} />
      ) : null}
    </>
  );
}

function EditorSession({ input, onDone }: { input: PlaceEditorInput; onDone: (output: PlaceEditorOutput) => void }) {
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
    map.fitBounds(boundsOf(ring), {
      padding: { top: 80, bottom: 80, left: 80, right: Math.min(620, map.getContainer().clientWidth / 2) },
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
