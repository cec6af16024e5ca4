// Runs the clientAdmin machine for the client management page: the calls as its actors, toasts for
// `notify`, and a list version that `refreshList` bumps (the page remounts the grid with it).
import { useState } from 'react';
import { useActorRef } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { clientAdminMachine } from '../../../machines/clientAdmin/clientAdmin.machine.ts';
import { inspect } from '../../app/inspector.ts';
import { showNotice } from '../../app/toast/showNotice.ts';
import { createClientCall, deleteClientCall, newSecretCall, updateClientCall } from './clients.api.ts';

export type ClientAdminActor = ActorRefFrom<typeof clientAdminMachine>;

export function useClientAdmin(): { actor: ClientAdminActor; listVersion: number } {
  const [listVersion, setListVersion] = useState(0);
  // Made once: the actor keeps the machine of its first render.
  const [machine] = useState(() =>
    clientAdminMachine.provide({
      actors: {
        createClient: fromPromise(({ input }) => createClientCall(input.name)),
        updateClient: fromPromise(({ input }) => updateClientCall(input)),
        deleteClient: fromPromise(({ input }) => deleteClientCall(input.clientId)),
        newSecret: fromPromise(({ input }) => newSecretCall(input.clientId)),
      },
      actions: {
        refreshList: () => setListVersion((v) => v + 1),
        notify: (_, notice) => showNotice(notice),
      },
    }),
  );
  const actor = useActorRef(machine, { inspect });
  return { actor, listVersion };
}
