// Runs the assetDetails machine for one machine: its calls as actors, toasts, and what a save
// refreshes elsewhere (the fleet grid, the map, the selected place in the address).
import { useState } from 'react';
import { useActorRef } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { useSearchParams } from 'wouter';
import { assetDetailsMachine } from '../../../machines/assetDetails/assetDetails.machine.ts';
import { announceMachineSaved, requestRefresh } from '../../app/dataRefresh.ts';
import { inspect } from '../../app/inspector.ts';
import { showNotice } from '../../app/toast/showNotice.ts';
import { createMachineTagCall, loadDetailsCall, lookupTimeZoneCall, saveDetailsCall } from './details.api.ts';

export type AssetDetailsActor = ActorRefFrom<typeof assetDetailsMachine>;

export function useAssetDetails(assetId: number, canEdit: boolean): AssetDetailsActor {
  // wouter's setter is stable and reads the address when called.
  const [, setParams] = useSearchParams();
  const [machine] = useState(() =>
    assetDetailsMachine.provide({
      actors: {
        loadDetails: fromPromise(({ input }) => loadDetailsCall(input.assetId)),
        saveDetails: fromPromise(({ input }) => saveDetailsCall(input)),
        lookupTimeZone: fromPromise(({ input }) => lookupTimeZoneCall(input.lat, input.long)),
        createTag: fromPromise(({ input }) => createMachineTagCall(input.name, input.color)),
      },
      actions: {
        notify: (_, notice) => showNotice(notice),
        clearSelectedPlace: () => setParams((p) => (p.delete('placeId'), p)),
        refreshFleet: () => requestRefresh('fleet'),
        refreshMap: () => requestRefresh('map'),
        announceSaved: (_, { details: d }) =>
          announceMachineSaved({ id: d.id, internalId: d.internalId, name: d.name, brand: d.brand, model: d.model, categoryFormatted: d.categoryFormatted }),
      },
    }),
  );
  return useActorRef(machine, { input: { assetId, canEdit }, inspect });
}
