import { fromPromise } from 'xstate';
import type { ApiClientRef, ApiClientSecret, ClientIdInput, ClientNameRequest, UpdateClientRequest } from './clientAdmin.types.ts';

// Placeholders: src/features/admin/ provides the real calls (through Mesh), tests provide fakes.
// Every one rejects with a `ClientAdminFailure`.

/** POST /web/v1/integrations/clients. */
export const createClient = fromPromise<ApiClientSecret, ClientNameRequest>(async () => {
  throw new Error('clientAdmin: actor "createClient" not provided');
});

/** PUT /web/v1/integrations/clients/{id}. */
export const updateClient = fromPromise<ApiClientRef, UpdateClientRequest>(async () => {
  throw new Error('clientAdmin: actor "updateClient" not provided');
});

/** DELETE /web/v1/integrations/clients/{id}: its tokens stop at once. */
export const deleteClient = fromPromise<void, ClientIdInput>(async () => {
  throw new Error('clientAdmin: actor "deleteClient" not provided');
});

/** POST /web/v1/integrations/{id}/secret: the old secret and its tokens stop working. */
export const newSecret = fromPromise<ApiClientSecret, ClientIdInput>(async () => {
  throw new Error('clientAdmin: actor "newSecret" not provided');
});
