// The integrations screen's calls: the providers list, add/rename, one integration and delete through
// Mesh (as the client management page); the feed file import as REST with the session's bearer (the
// server keeps it out of Mesh: up to 20 MB of file text). The integrationAdmin machine gets them as
// its actors; every call rejects with `{ status, message?, fields? }`.
import type {
  DeletedIntegration,
  ImportFeedRequest,
  ImportSummary,
  IntegrationDetail,
  IntegrationSummary,
  Provider,
  SaveIntegrationRequest,
} from '../../../machines/integrationAdmin/integrationAdmin.types.ts';
import { apiClient } from '../../graphql/apiClient.ts';
import { unwrap } from '../../graphql/unwrap.ts';
import { graphql, readFragment, type VariablesOf } from '../../graphql/graphql.ts';
import { authBridge } from '../../session/session.ts';

/** An integration as the list shows it (providers list, the answer of add/rename). */
const IntegrationSummaryFragment = graphql(`
  fragment IntegrationSummaryFields on IntegrationSummary {
    id
    providerId
    providerName
    name
    createdUtcTime
    lastImportUtcTime
    lastImportUserTimeFormatted
    machineCount
  }
`);

/** One integration with its latest import (the detail dialog). */
const IntegrationDetailFragment = graphql(`
  fragment IntegrationDetailFields on query_integration_data {
    id
    providerId
    providerName
    name
    createdUtcTime
    lastImportUtcTime
    lastImportUserTimeFormatted
    machineCount
    lastImport {
      total
      created
      updated
      skipped {
        index
        equipment
        reason
      }
      at
    }
  }
`);

const IntegrationProvidersQuery = graphql(
  `
    query IntegrationProviders {
      integrationProviders {
        data {
          id
          name
          standard
          brands
          integrations {
            ...IntegrationSummaryFields
          }
        }
      }
    }
  `,
  [IntegrationSummaryFragment],
);

const IntegrationQuery = graphql(
  `
    query Integration($id: PositiveInt!) {
      integration(id: $id) {
        data {
          ...IntegrationDetailFields
        }
      }
    }
  `,
  [IntegrationDetailFragment],
);

/** The same question after an import, under its own name (a replay holds the two apart). */
const IntegrationAfterImportQuery = graphql(
  `
    query IntegrationAfterImport($id: PositiveInt!) {
      integration(id: $id) {
        data {
          ...IntegrationDetailFields
        }
      }
    }
  `,
  [IntegrationDetailFragment],
);

const PutIntegrationsMutation = graphql(
  `
    mutation PutIntegrations($input: putIntegrations_request_Input) {
      putIntegrations(input: $input) {
        data {
          ...IntegrationSummaryFields
        }
      }
    }
  `,
  [IntegrationSummaryFragment],
);

const DeleteIntegrationMutation = graphql(`
  mutation DeleteIntegration($id: PositiveInt!) {
    deleteIntegration(id: $id) {
      data {
        id
        machinesReleased
      }
    }
  }
`);

const present = <T>(items: readonly (T | null)[]): T[] => items.filter((i): i is T => i !== null);

export async function loadProvidersCall(): Promise<Provider[]> {
  const result = await apiClient.query(IntegrationProvidersQuery, {}, { requestPolicy: 'network-only' }).toPromise();
  const data = unwrap(result, (d) => d.integrationProviders?.data);
  return present(data).map((p) => ({
    ...p,
    brands: present(p.brands),
    integrations: present(p.integrations).map((i) => readFragment(IntegrationSummaryFragment, i)),
  }));
}

export async function loadIntegrationCall(id: number, afterImport = false): Promise<IntegrationDetail> {
  const query = afterImport ? IntegrationAfterImportQuery : IntegrationQuery;
  const result = await apiClient.query(query, { id }, { requestPolicy: 'network-only' }).toPromise();
  const found = unwrap(result, (d) => d.integration?.data);
  const data = readFragment(IntegrationDetailFragment, found);
  const last = data.lastImport;
  return { ...data, lastImport: last ? { ...last, skipped: present(last.skipped) } : null };
}

/** Mesh names the provider ids as GraphQL enum values (dashes as underscores). */
type PutInput = VariablesOf<typeof PutIntegrationsMutation>['input'];
const providerEnum = (providerId: string) => providerId.replaceAll('-', '_');

export async function saveIntegrationCall({ id, providerId, name }: SaveIntegrationRequest): Promise<IntegrationSummary[]> {
  const item = { ...(id !== undefined ? { id } : {}), providerId: providerEnum(providerId), name };
  const input = { integrations: [item] } as unknown as PutInput;
  const result = await apiClient.mutation(PutIntegrationsMutation, { input }).toPromise();
  const data = unwrap(result, (d) => d.putIntegrations?.data);
  return present(data).map((i) => readFragment(IntegrationSummaryFragment, i));
}

export async function deleteIntegrationCall(id: number): Promise<DeletedIntegration> {
  const result = await apiClient.mutation(DeleteIntegrationMutation, { id }).toPromise();
  return unwrap(result, (d) => d.deleteIntegration?.data);
}

/** POST /api/web/v1/integrations/{id}/aemp; one refresh and one retry on a 401, as the urql client does. */
export async function importFeedCall({ id, ...body }: ImportFeedRequest): Promise<ImportSummary> {
  const send = () =>
    fetch(`/api/web/v1/integrations/${id}/aemp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${authBridge.accessToken() ?? ''}` },
      body: JSON.stringify(body),
    });
  let res = await send();
  if (res.status === 401 && (await authBridge.refresh())) res = await send();
  const json = (await res.json().catch(() => null)) as { data?: ImportSummary; error?: { message?: string; fields?: Record<string, string[]> } } | null;
  if (!res.ok || !json?.data) throw { status: res.status, message: json?.error?.message ?? '', fields: json?.error?.fields };
  return json.data;
}
