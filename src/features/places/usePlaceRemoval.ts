// Runs the placeRemoval machine for a panel: the delete call as its actor, toasts for `notify`,
// places refreshed on success and the panel closed (`onDeleted`).
import { useState } from 'react';
import { useActorRef } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { placeRemovalMachine } from '../../../machines/placeRemoval/placeRemoval.machine.ts';
import { inspect } from '../../app/inspector.ts';
import { asWritten, showNotice } from '../../app/toast/showNotice.ts';
import { deletePlaceCall } from './places.api.ts';
import { placesRefresh } from './placesRefresh.ts';

export type PlaceRemovalActor = ActorRefFrom<typeof placeRemovalMachine>;

/** `onDeleted` is taken at mount (the panel is keyed by place, its close handler is stable). */
export function usePlaceRemoval(onDeleted: (id: number) => void): PlaceRemovalActor {
  const [machine] = useState(() =>
    placeRemovalMachine.provide({
      actors: { deletePlace: fromPromise(({ input }) => deletePlaceCall(input.id)) },
      actions: {
        placesChanged: () => placesRefresh.changed(),
        placeDeleted: (_, { id }) => onDeleted(id),
        // The title is the machine's (translated); the text is the place's name or the server's message.
        notify: (_, notice) => showNotice(notice, asWritten),
      },
    }),
  );
  return useActorRef(machine, { inspect });
}
