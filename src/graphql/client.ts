// The one urql client. Auth is delegated to the session machine through AuthBridge (the machine is
// the only owner of tokens): the bearer is attached to every call, and a 401/403 triggers exactly
// one refresh and one retry (urql's authExchange). 503s flag the maintenance overlay.
import { Client, fetchExchange, mapExchange, type CombinedError } from '@urql/core';
import { authExchange } from '@urql/exchange-auth';
import { connectivity, monitoredFetch } from './connectivity.ts';
import { toApiError } from './errors.ts';

export interface AuthBridge {
  accessToken(): string | null;
  /** Asks the session machine to refresh; resolves when it settled (true = new tokens). */
  refresh(): Promise<boolean>;
}

const isAuthError = (error: CombinedError) => {
  const status = toApiError(error).status;
  return status === 401 || status === 403;
};

export function createApiClient(auth: AuthBridge, url = '/graphql'): Client {
  return new Client({
    url,
    fetch: monitoredFetch,
    // Reads are cached per document+variables; pages opt into 'cache-and-network' where they want
    // fresh data on return.
    requestPolicy: 'cache-first',
    preferGetMethod: false,
    exchanges: [
      mapExchange({
        onError(error) {
          if (toApiError(error).status === 503) connectivity.reportDown();
        },
      }),
      authExchange(async (utils) => ({
        addAuthToOperation(operation) {
          const token = auth.accessToken();
          return token ? utils.appendHeaders(operation, { Authorization: `Bearer ${token}` }) : operation;
        },
        didAuthError: isAuthError,
        async refreshAuth() {
          await auth.refresh();
        },
      })),
      fetchExchange,
    ],
  });
}
