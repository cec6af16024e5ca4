// Runs the integrationAdmin machine for the integrations page: the calls as its actors, toasts for `notify`.
import { useState } from 'react';
import { useActorRef } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { integrationAdminMachine } from '../../../machines/integrationAdmin/integrationAdmin.machine.ts';
import { inspect } from '../../app/inspector.ts';
import { showNotice } from '../../app/toast/showNotice.ts';
import { deleteIntegrationCall, importFeedCall, loadIntegrationCall, loadProvidersCall, saveIntegrationCall } from './integrations.api.ts';

export type IntegrationAdminActor = ActorRefFrom<typeof integrationAdminMachine>;

export function useIntegrationAdmin(): IntegrationAdminActor {
  // Made once: the actor keeps the machine of its first render.
  const [machine] = useState(() =>
    integrationAdminMachine.provide({
      actors: {
        loadProviders: fromPromise(() => loadProvidersCall()),
        saveIntegration: fromPromise(({ input }) => saveIntegrationCall(input)),
        loadIntegration: fromPromise(({ input }) => loadIntegrationCall(input.id)),
        refreshIntegration: fromPromise(({ input }) => loadIntegrationCall(input.id, true)),
        deleteIntegration: fromPromise(({ input }) => deleteIntegrationCall(input.id)),
        importFeed: fromPromise(({ input }) => importFeedCall(input)),
      },
      actions: {
        notify: (_, notice) => showNotice(notice),
      },
    }),
  );
  return useActorRef(machine, { inspect });
}
