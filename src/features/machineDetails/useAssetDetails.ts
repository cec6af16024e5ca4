// Runs the assetDetails machine for one machine: its calls as actors, toasts, and what a save
// refreshes elsewhere (the fleet grid, the map, the selected place in the address).
import { useEffect, useRef, useState } from 'react';
import { useActorRef } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { useSearchParams } from 'wouter';
import { assetDetailsMachine } from '../../../machines/assetDetails/assetDetails.machine.ts';
import { nextTagColor } from '../../../machines/tagManager/tags.rules.ts';
import { requestRefresh } from '../../app/dataRefresh.ts';
import { inspect } from '../../app/inspector.ts';
import { toastStore } from '../../app/toast/toastStore.ts';
import { createMachineTagCall, loadDetailsCall, lookupTimeZoneCall, saveDetailsCall } from './details.api.ts';

export type AssetDetailsActor = ActorRefFrom<typeof assetDetailsMachine>;

export function useAssetDetails(assetId: number, canEdit: boolean): AssetDetailsActor {
  const [, setParams] = useSearchParams();
  const clearPlace = useRef(() => setParams((p) => (p.delete('placeId'), p)));
  useEffect(() => {
    clearPlace.current = () => setParams((p) => (p.delete('placeId'), p));
  }, [setParams]);
  const tagCount = useRef(0);
  const [machine] = useState(() =>
    assetDetailsMachine.provide({
      actors: {
        loadDetails: fromPromise(async ({ input }) => {
          const load = await loadDetailsCall(input.assetId);
          tagCount.current = load.tags.length;
          return load;
        }),
        saveDetails: fromPromise(({ input }) => saveDetailsCall(input)),
        lookupTimeZone: fromPromise(({ input }) => lookupTimeZoneCall(input.lat, input.long)),
        createTag: fromPromise(({ input }) => createMachineTagCall(input.name, nextTagColor(Array(tagCount.current++)))),
      },
      actions: {
        notify: (_, n) => toastStore.show({ title: n.title, text: n.text ?? undefined, tone: 'error' }),
        clearSelectedPlace: () => clearPlace.current(),
        refreshFleet: () => requestRefresh('fleet'),
        refreshMap: () => requestRefresh('map'),
      },
    }),
  );
  return useActorRef(machine, { input: { assetId, canEdit }, inspect });
}
