// Everything places adds to the map, as one child of <MapView>: the geofences layer, the places
// dropdown and "Add place", place details for ?placeId, and the editor (?addPlace, ?editPlace=1)
// with its terra-draw control. The machine panel (?assetId) wins over place details.
import { lazy, Suspense, useCallback, useState } from 'react';
import { useSearchParams } from 'wouter';
import { Button, Flex } from '@radix-ui/themes';
import { PlusIcon } from '@radix-ui/react-icons';
import type { PlaceEditorOutput } from '../../../../machines/placeEditor/placeEditor.types.ts';
import { useQuery } from 'urql';
import { graphql } from '../../../graphql/graphql.ts';
import { usePermission } from '../../../session/useSession.ts';
import { useT } from '../../../i18n/useT.ts';
import { readAdding, readEditing, readPlaceId, withPlaceId } from '../placeLinks.ts';
import { PlaceFinder } from './PlaceFinder.tsx';
import { PlacesLayer } from './PlacesLayer.tsx';

// Loaded when first opened, not with the map: the details panel brings the inventory grid, the editor
// brings terra-draw (the map page stays within its page-weight budget, docs/architecture.md "Page weight").
const PlaceDetailsPanel = lazy(() => import('../details/PlaceDetailsPanel.tsx').then((m) => ({ default: m.PlaceDetailsPanel })));
const PlaceEditorSession = lazy(() => import('./PlaceEditorSession.tsx').then((m) => ({ default: m.PlaceEditorSession })));
const withFlag = (p: URLSearchParams, flag: 'addPlace' | 'editPlace') => {
  const next = new URLSearchParams(p);
  next.set(flag, '1');
  return next;
};
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
  const t = useT();
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
            <PlusIcon /> {t('Add place')}
          </Button>
        ) : null}
      </Flex>
      <Suspense fallback={null}>
        {editorOpen ? (
          // Waits for the first answer only: a later refetch must not remount (and reset) the editor.
          zone.fetching && !zone.data ? null : (
            <PlaceEditorSession
              key={adding !== null ? `new:${adding}` : `edit:${placeId}`}
              input={{ placeId: adding !== null ? null : placeId, defaultTimeZone, placeType: adding ?? undefined }}
              onDone={endEditor}
            />
          )
        ) : placeId !== null && !machineOpen ? (
          <PlaceDetailsPanel key={placeId} placeId={placeId} onClose={close} onEdit={() => setParams((p) => withFlag(p, 'editPlace'))} />
        ) : null}
      </Suspense>
    </>
  );
}
