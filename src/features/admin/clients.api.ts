// API client management calls through Mesh: the list (grid), create, rename, delete and a new
// secret. The clientAdmin machine gets the four changes as its actors.
import type { ApiClientRef, ApiClientSecret, UpdateClientRequest } from '../../../machines/clientAdmin/clientAdmin.types.ts';
import type { GridColumnDef, GridPage, GridRequest } from '../../../machines/grid/grid.types.ts';
import { fetchGridPage } from '../../components/grid/gridFetch.ts';
import { apiClient } from '../../graphql/apiClient.ts';
import { throwIfFailed, unwrap } from '../../graphql/unwrap.ts';
import { graphql } from '../../graphql/graphql.ts';
import { msg } from '../../i18n/i18n.ts';

const ClientsQuery = graphql(`
  query ApiClients($input: GridRequest_Input) {
    apiClientList(input: $input) {
      data {
        data {
          clientId
          name
          createdUserTimeFormatted
          secretCreatedUserTimeFormatted
          lastUsedUserTimeFormatted
        }
        summary {
          total
        }
        textSearchColumns
      }
    }
  }
`);

const CreateClientMutation = graphql(`
  mutation CreateApiClient($input: createApiClient_request_Input) {
    createApiClient(input: $input) {
      data {
        clientId
        clientSecret
        name
      }
    }
  }
`);

const UpdateClientMutation = graphql(`
  mutation UpdateApiClient($id: mutationInput_updateApiClient_id!, $input: updateApiClient_request_Input) {
    updateApiClient(id: $id, input: $input) {
      data {
        clientId
        name
      }
    }
  }
`);

const DeleteClientMutation = graphql(`
  mutation DeleteApiClient($id: mutationInput_deleteApiClient_id!) {
    deleteApiClient(id: $id) {
      data {
        clientId
      }
    }
  }
`);

const NewSecretMutation = graphql(`
  mutation NewApiClientSecret($id: mutationInput_newApiClientSecret_id!) {
    newApiClientSecret(id: $id) {
      data {
        clientId
        clientSecret
        name
      }
    }
  }
`);

/** The server formats the times (YYYY/MM/DD HH:mm in the user's time zone); the grid shows them as text. */
export const CLIENT_COLUMNS: GridColumnDef[] = [
  { id: 'name', title: msg('Name'), kind: 'text', width: 240 },
  { id: 'clientId', title: msg('Client ID'), kind: 'text', width: 320 },
  { id: 'createdUserTimeFormatted', title: msg('Created'), kind: 'text', width: 150, sortable: false, filterable: false },
  { id: 'secretCreatedUserTimeFormatted', title: msg('Secret generated'), kind: 'text', width: 160, sortable: false, filterable: false },
  { id: 'lastUsedUserTimeFormatted', title: msg('Last used'), kind: 'text', width: 150, sortable: false, filterable: false },
];

export function fetchClientsPage(request: GridRequest, signal: AbortSignal): Promise<GridPage> {
  return fetchGridPage(apiClient, ClientsQuery, { input: request }, signal, (d) => d.apiClientList?.data);
}

export async function createClientCall(name: string): Promise<ApiClientSecret> {
  const result = await apiClient.mutation(CreateClientMutation, { input: { name } }).toPromise();
  return unwrap(result, (d) => d.createApiClient?.data);
}

export async function updateClientCall({ clientId, name }: UpdateClientRequest): Promise<ApiClientRef> {
  const result = await apiClient.mutation(UpdateClientMutation, { id: clientId, input: { name } }).toPromise();
  return unwrap(result, (d) => d.updateApiClient?.data);
}

export async function deleteClientCall(clientId: string): Promise<void> {
  const result = await apiClient.mutation(DeleteClientMutation, { id: clientId }).toPromise();
  throwIfFailed(result);
}

export async function newSecretCall(clientId: string): Promise<ApiClientSecret> {
  const result = await apiClient.mutation(NewSecretMutation, { id: clientId }).toPromise();
  return unwrap(result, (d) => d.newApiClientSecret?.data);
}
