// Runs the userAdmin machine for the user management page: the calls as its actors, toasts for
// `notify`, and a list version that `refreshList` bumps (the page remounts the grid with it).
import { useState } from 'react';
import { useActorRef } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { userAdminMachine } from '../../../machines/userAdmin/userAdmin.machine.ts';
import { inspect } from '../../app/inspector.ts';
import { showNotice } from '../../app/toast/showNotice.ts';
import { createUserCall, deleteUserCall, loadUserCall, sendInviteCall, updateUserCall } from './users.api.ts';

export type UserAdminActor = ActorRefFrom<typeof userAdminMachine>;

export function useUserAdmin(): { actor: UserAdminActor; listVersion: number } {
  const [listVersion, setListVersion] = useState(0);
  // Made once: the actor keeps the machine of its first render.
  const [machine] = useState(() =>
    userAdminMachine.provide({
      actors: {
        loadUser: fromPromise(({ input }) => loadUserCall(input.id)),
        createUser: fromPromise(({ input }) => createUserCall(input)),
        updateUser: fromPromise(({ input }) => updateUserCall(input)),
        deleteUser: fromPromise(({ input }) => deleteUserCall(input.id)),
        sendInvite: fromPromise(({ input }) => sendInviteCall(input.id)),
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
