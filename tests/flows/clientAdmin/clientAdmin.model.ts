// The clientAdmin machine's test model (clientAdmin.model.test.ts, scripts/paths.ts).
import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import { defineModel, type EventFixtures } from '../kit/model.ts';
import { clientAdminMachine } from '../../../machines/clientAdmin/clientAdmin.machine.ts';
import type { ApiClientRef, ApiClientSecret, ClientAdminEvent, ClientAdminFailure } from '../../../machines/clientAdmin/clientAdmin.types.ts';

export const CLIENT: ApiClientRef = { clientId: 'sl_0f1e2d3c4b5a69788796a5b4c3d2e1f0', name: 'ERP export' };
export const CREATED: ApiClientSecret = {
  clientId: 'sl_11112222333344445555666677778888',
  clientSecret: 'c2VjcmV0LW9uZS10aW1lLW9ubHktMDEyMzQ1Njc4OWFi',
  name: 'Rental system',
};
export const RENEWED: ApiClientSecret = { ...CLIENT, clientSecret: 'bmV3LXNlY3JldC1hZnRlci1yZWtleS0wMTIzNDU2Nzg5YWI' };

export const TAKEN: ClientAdminFailure = {
  status: 400,
  message: 'A client with this name already exists',
  fields: { name: ['A client with this name already exists'] },
};
const OFFLINE: ClientAdminFailure = { status: 0, message: '' };

export type ClientAdminModelEvent =
  | ClientAdminEvent
  | DoneActorEvent<ApiClientSecret, 'createClient'>
  | ErrorActorEvent<ClientAdminFailure, 'createClient'>
  | DoneActorEvent<ApiClientRef, 'updateClient'>
  | ErrorActorEvent<ClientAdminFailure, 'updateClient'>
  | DoneActorEvent<void, 'deleteClient'>
  | ErrorActorEvent<ClientAdminFailure, 'deleteClient'>
  | DoneActorEvent<ApiClientSecret, 'newSecret'>
  | ErrorActorEvent<ClientAdminFailure, 'newSecret'>;

const done = <Id extends string, O>(id: Id, output: O) => ({ type: `xstate.done.actor.${id}` as const, actorId: id, output });
const failed = <Id extends string>(id: Id, error: ClientAdminFailure) => ({ type: `xstate.error.actor.${id}` as const, actorId: id, error });

export const clientAdminEvents = {
  'clients.createOpened': { pressed: { type: 'clients.createOpened' } },
  'clients.editOpened': { row: { type: 'clients.editOpened', client: CLIENT } },
  'clients.closed': { pressed: { type: 'clients.closed' } },
  'clients.createSubmitted': {
    named: { type: 'clients.createSubmitted', name: ' Rental system ' },
    blank: { type: 'clients.createSubmitted', name: '   ' },
  },
  'clients.saved': {
    renamed: { type: 'clients.saved', name: 'ERP export (nightly)' },
    tooLong: { type: 'clients.saved', name: 'x'.repeat(101) },
  },
  'clients.deleteRequested': { pressed: { type: 'clients.deleteRequested' } },
  'clients.deleteConfirmed': { pressed: { type: 'clients.deleteConfirmed' } },
  'clients.secretRequested': { pressed: { type: 'clients.secretRequested' } },
  'clients.secretConfirmed': { pressed: { type: 'clients.secretConfirmed' } },
  'xstate.done.actor.createClient': { ok: done('createClient', CREATED) },
  'xstate.error.actor.createClient': { taken: failed('createClient', TAKEN), offline: failed('createClient', OFFLINE) },
  'xstate.done.actor.updateClient': { ok: done('updateClient', { ...CLIENT, name: 'ERP export (nightly)' }) },
  'xstate.error.actor.updateClient': { taken: failed('updateClient', TAKEN), gone: failed('updateClient', { status: 404, message: 'API client not found' }) },
  'xstate.done.actor.deleteClient': { ok: done('deleteClient', undefined) },
  'xstate.error.actor.deleteClient': { offline: failed('deleteClient', OFFLINE) },
  'xstate.done.actor.newSecret': { ok: done('newSecret', RENEWED) },
  'xstate.error.actor.newSecret': { forbidden: failed('newSecret', { status: 403, message: 'You do not have permission to do this' }) },
} satisfies EventFixtures<ClientAdminModelEvent>;

export const clientAdminModel = defineModel({
  machine: clientAdminMachine,
  // The tags the screens read, state by state: every replayed step is checked against this table.
  tags: {
    confirmDelete: ['view:confirmDelete'],
    confirmSecret: ['view:confirmSecret'],
    creating: ['view:createDialog'],
    deleting: ['busy', 'view:confirmDelete'],
    editing: ['view:editDialog'],
    generatingSecret: ['busy', 'view:confirmSecret'],
    idle: ['view:list'],
    saving: ['busy', 'busy:save', 'view:editDialog'],
    showingSecret: ['view:secret'],
    submittingCreate: ['busy', 'view:createDialog'],
  },
  variants: { page: { input: undefined } },
  events: clientAdminEvents,
  project: ({ context }) => ({
    client: context.client?.clientId ?? null,
    error: context.error,
    nameError: context.nameError,
    secret: context.secret?.clientId ?? null,
  }),
});
