// The running session actor: the machine from machines/session, provided with the browser's
// storage, navigation, and the refresh and logout calls. Everything that needs tokens asks this actor.
//
// Refresh and logout are plain REST calls, not GraphQL: the refresh token is an HttpOnly cookie the
// browser sends only to /api/auth/v1 (its Path), so it never reaches /graphql (docs/decisions/0010-refresh-token-cookie.md).
import { createActor, fromPromise, waitFor } from 'xstate';
import { sessionMachine } from '../../machines/session/session.machine.ts';
import { hasPermission } from '../../machines/session/session.claims.ts';
import type { EndSessionInput, RefreshTokensInput, RefreshTokensOutput, TokenPair } from '../../machines/session/session.types.ts';
import type { AuthBridge } from '../graphql/client.ts';
import { monitoredFetch } from '../graphql/connectivity.ts';
import type { ApiError } from '../graphql/errors.ts';
import { inspect } from '../app/inspector.ts';
import { clearRememberedTabs, clearSessionStorage, readSessionCookie, writeSession } from './storage.ts';

interface Envelope<T> {
  data: T | null;
  succeeded: boolean;
  error: { code: number; message: string } | null;
}

/** POSTs to an auth endpoint with the refresh cookie; rejects with an ApiError unless it succeeded. */
async function authCall<T>(path: string, init: { body?: object; accessToken?: string; keepalive?: boolean } = {}): Promise<T> {
  const response = await monitoredFetch(`/api/auth/v1/${path}`, {
    method: 'POST',
    credentials: 'same-origin',
    // Sent even when the page is being left (sign-out navigates away at once).
    keepalive: init.keepalive,
    headers: { 'content-type': 'application/json', ...(init.accessToken ? { authorization: `Bearer ${init.accessToken}` } : {}) },
    body: JSON.stringify(init.body ?? {}),
  });
  const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (!response.ok || !envelope?.succeeded || envelope.data === null) {
    const error: ApiError = {
      status: response.status,
      code: envelope?.error?.code ?? null,
      message: envelope?.error?.message ?? `Request failed (${response.status})`,
    };
    throw error;
  }
  return envelope.data;
}

export const refreshTokensCall = fromPromise<RefreshTokensOutput, RefreshTokensInput>(async ({ input }) => {
  const tokens = await authCall<TokenPair>('refresh', { body: input.accessToken ? { accessToken: input.accessToken } : {} });
  return { tokens, now: Date.now() };
});

export const endSessionCall = fromPromise<void, EndSessionInput>(async ({ input }) => {
  await authCall('logout', { accessToken: input.accessToken || undefined, keepalive: true });
});

export const sessionActor = createActor(
  sessionMachine.provide({
    actions: {
      persistSession: (_, params) => writeSession(params, params.permissions),
      clearSession: () => clearSessionStorage(),
      clearRememberedTabs: () => clearRememberedTabs(),
      // A hard navigation: every cache (urql, machines) of the old session is dropped with the page.
      redirectToLogin: () => window.location.assign('/'),
    },
    actors: { refreshTokens: refreshTokensCall, endSession: endSessionCall },
  }),
  { input: { now: Date.now(), stored: readSessionCookie() }, inspect },
);
sessionActor.start();

export const authBridge: AuthBridge = {
  accessToken: () => sessionActor.getSnapshot().context.accessToken,
  async refresh() {
    sessionActor.send({ type: 'session.refresh' });
    const settled = await waitFor(sessionActor, (s) => !s.hasTag('refreshing'));
    return settled.hasTag('signedIn');
  },
};

export { hasPermission };
