// Calls made without a session (login, token refresh, password reset). They bypass the auth
// exchange on purpose: a refresh must never trigger another refresh.
import { Client, fetchExchange } from '@urql/core';
import type { TadaDocumentNode } from 'gql.tada';
import { monitoredFetch } from './connectivity.ts';
import { unwrap } from './unwrap.ts';

// POST only: /graphql does not take GET (queries would otherwise go out as GET by default).
export const publicClient = new Client({
  url: '/graphql',
  fetch: monitoredFetch,
  exchanges: [fetchExchange],
  requestPolicy: 'network-only',
  preferGetMethod: false,
});

/** Runs a mutation and returns its data (or what `pick` reads of it), or rejects with an ApiError ({status, code, message, fields}). */
export function publicMutation<Data, Variables extends Record<string, unknown>>(
  document: TadaDocumentNode<Data, Variables>,
  variables: Variables,
): Promise<Data>;
export function publicMutation<Data, Variables extends Record<string, unknown>, T>(
  document: TadaDocumentNode<Data, Variables>,
  variables: Variables,
  pick: (data: Data) => T | null | undefined,
): Promise<T>;
export async function publicMutation<Data, Variables extends Record<string, unknown>, T>(
  document: TadaDocumentNode<Data, Variables>,
  variables: Variables,
  pick?: (data: Data) => T | null | undefined,
): Promise<Data | T> {
  const result = await publicClient.mutation(document, variables).toPromise();
  return pick ? unwrap(result, pick) : unwrap(result, (data) => data);
}
