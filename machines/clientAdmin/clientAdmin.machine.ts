import { assign, setup } from 'xstate';
import { failureText } from '../callFailure.ts';
import { createClient, deleteClient, newSecret, updateClient } from './clientAdmin.actors.ts';
import type { ClientAdminContext, ClientAdminEvent, ClientAdminFailure, ClientAdminNotice } from './clientAdmin.types.ts';
import { clientNameError } from './clientAdmin.validation.ts';
import { msg } from '../i18n.ts';

/** Platform spec, section 8 (client management). */
export const CLIENT_CREATE_FAILED = msg('Error while creating client. Please try again later');
export const CLIENT_EDIT_FAILED = msg('Error while editing client. Please try again later');
export const CLIENT_DELETE_FAILED = msg('Error while deleting client. Please try again later');
export const CLIENT_SECRET_FAILED = msg('Error while generating new client secret. Please try again later');
/** Our texts: the spec names no success messages. */
export const CLIENT_UPDATED = msg('Client updated');
export const CLIENT_DELETED = msg('Client deleted');

const CLOSED: ClientAdminContext = { client: null, name: null, error: null, nameError: null, secret: null };

/** The server's message for the name field, if it sent one. */
const nameErrorOf = (error: unknown) => (error as ClientAdminFailure | null)?.fields?.name?.[0] ?? null;
const failureNotice = (title: string, error: unknown): ClientAdminNotice => ({ tone: 'error', title, text: failureText(error) });

/**
 * The client management page's dialogs (platform spec, 'Client management (admin)'): create a
 * client, open one from the list to rename it, delete it or generate a new secret (each after a
 * confirmation). Create and a new secret end in the one-time popup with clientId and secret; closing
 * it drops the secret from memory. Every change that reached the server refreshes the list.
 *
 * A failed create or rename stays in its dialog (a taken name on the field); the other failures
 * are toasts with the spec's texts. Calls in flight are not cancelled: the dialogs wait for them.
 */
export const clientAdminMachine = setup({
  types: {
    context: {} as ClientAdminContext,
    events: {} as ClientAdminEvent,
  },
  actors: { createClient, updateClient, deleteClient, newSecret },
  actions: {
    /** Remount the client list (src/). */
    refreshList: () => {},
    /** One toast (src/). */
    notify: (_, _params: ClientAdminNotice) => {},
    close: assign(() => CLOSED),
  },
  guards: {
    nameValid: (_, params: { name: string }) => clientNameError(params.name) === null,
  },
}).createMachine({
  id: 'clientAdmin',
  context: CLOSED,
  initial: 'idle',
  states: {
    idle: {
      tags: ['view:list'],
      entry: 'close',
      on: {
        'clients.createOpened': 'creating',
        'clients.editOpened': { target: 'editing', actions: assign({ client: ({ event }) => event.client }) },
      },
    },
    creating: {
      tags: ['view:createDialog'],
      on: {
        'clients.createSubmitted': {
          guard: { type: 'nameValid', params: ({ event }) => ({ name: event.name }) },
          target: 'submittingCreate',
          actions: assign({ name: ({ event }) => event.name, error: null, nameError: null }),
        },
        'clients.closed': 'idle',
      },
    },
    submittingCreate: {
      tags: ['view:createDialog', 'busy'],
      invoke: {
        id: 'createClient',
        src: 'createClient',
        input: ({ context }) => ({ name: context.name!.trim() }),
        onDone: {
          target: 'showingSecret',
          actions: [
            'refreshList',
            assign({ secret: ({ event }) => event.output, client: ({ event }) => ({ clientId: event.output.clientId, name: event.output.name }) }),
          ],
        },
        // A taken name shows on the field; anything else is the spec's text above the form.
        onError: {
          target: 'creating',
          actions: assign(({ event }) => ({
            nameError: nameErrorOf(event.error),
            error: nameErrorOf(event.error) ? null : CLIENT_CREATE_FAILED,
          })),
        },
      },
    },
    editing: {
      tags: ['view:editDialog'],
      on: {
        'clients.saved': {
          guard: { type: 'nameValid', params: ({ event }) => ({ name: event.name }) },
          target: 'saving',
          actions: assign({ name: ({ event }) => event.name, nameError: null }),
        },
        'clients.deleteRequested': 'confirmDelete',
        'clients.secretRequested': 'confirmSecret',
        'clients.closed': 'idle',
      },
    },
    saving: {
      tags: ['view:editDialog', 'busy', 'busy:save'],
      invoke: {
        id: 'updateClient',
        src: 'updateClient',
        input: ({ context }) => ({ clientId: context.client!.clientId, name: context.name!.trim() }),
        onDone: {
          target: 'idle',
          actions: ['refreshList', { type: 'notify', params: ({ event }) => ({ tone: 'success', title: CLIENT_UPDATED, text: event.output.name }) }],
        },
        onError: {
          target: 'editing',
          actions: [
            assign({ nameError: ({ event }) => nameErrorOf(event.error) }),
            {
              type: 'notify',
              params: ({ event }) => ({ ...failureNotice(CLIENT_EDIT_FAILED, event.error), text: nameErrorOf(event.error) ? null : failureText(event.error) }),
            },
          ],
        },
      },
    },
    confirmDelete: {
      tags: ['view:confirmDelete'],
      on: {
        'clients.deleteConfirmed': 'deleting',
        // Cancel: back to the edit dialog.
        'clients.closed': 'editing',
      },
    },
    deleting: {
      tags: ['view:confirmDelete', 'busy'],
      invoke: {
        id: 'deleteClient',
        src: 'deleteClient',
        input: ({ context }) => ({ clientId: context.client!.clientId }),
        onDone: {
          target: 'idle',
          actions: [
            'refreshList',
            {
              type: 'notify',
              params: ({ context }) => ({ tone: 'success', title: CLIENT_DELETED, text: `${context.client!.name} can no longer call the API.` }),
            },
          ],
        },
        onError: { target: 'editing', actions: { type: 'notify', params: ({ event }) => failureNotice(CLIENT_DELETE_FAILED, event.error) } },
      },
    },
    confirmSecret: {
      tags: ['view:confirmSecret'],
      on: {
        'clients.secretConfirmed': 'generatingSecret',
        'clients.closed': 'editing',
      },
    },
    generatingSecret: {
      tags: ['view:confirmSecret', 'busy'],
      invoke: {
        id: 'newSecret',
        src: 'newSecret',
        input: ({ context }) => ({ clientId: context.client!.clientId }),
        onDone: { target: 'showingSecret', actions: ['refreshList', assign({ secret: ({ event }) => event.output })] },
        onError: { target: 'editing', actions: { type: 'notify', params: ({ event }) => failureNotice(CLIENT_SECRET_FAILED, event.error) } },
      },
    },
    // The one-time popup: closing it forgets the secret (idle's entry clears the context).
    showingSecret: {
      tags: ['view:secret'],
      on: { 'clients.closed': 'idle' },
    },
  },
});
