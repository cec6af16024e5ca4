// The running impersonation actor: the machine from machines/impersonation, provided with the
// calls, the session actor and the browser's storage. The companies screen calls
// startImpersonation(); 'Back to admin' calls endImpersonation().
import { createActor, fromPromise } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import { IMPERSONATION_END_PATH, impersonationMachine } from '../../machines/impersonation/impersonation.machine.ts';
import { decodeClaims } from '../../machines/session/session.claims.ts';
import type { StoredSession, TokenPair } from '../../machines/session/session.types.ts';
import { inspect } from '../app/inspector.ts';
import { asWritten, showNotice } from '../app/toast/showNotice.ts';
import { apiClient } from '../graphql/apiClient.ts';
import { throwIfFailed, unwrap } from '../graphql/unwrap.ts';
import { graphql } from '../graphql/graphql.ts';
import { publicClient } from '../graphql/publicClient.ts';
import { sessionActor } from './session.ts';
import { readSessionCookie } from './storage.ts';

/** The agent's own session while they impersonate (spec: kept in session storage, so per tab). */
export const SAVED_SESSION_KEY = 'siteline.impersonation.original';

const ImpersonateMutation = graphql(`
  mutation Impersonate($input: impersonate_request_Input) {
    impersonate(input: $input) {
      data {
        access_token
        expires_in
        refresh_expires_in
        token_type
      }
    }
  }
`);

const EndImpersonationMutation = graphql(`
  mutation EndImpersonation {
    endImpersonation {
      data {
        endedSessions
      }
    }
  }
`);

/** The agent's own session while impersonating: the cookie's contents and when that sign-in ends. */
type SavedSession = StoredSession & { sessionEndsAt?: number | null };

/** The saved session, when it is there and still names a user. */
export function readSavedSession(): SavedSession | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(SAVED_SESSION_KEY) ?? 'null') as SavedSession | null;
    if (!value || typeof value.accessToken !== 'string' || typeof value.expiresAt !== 'number') return null;
    return decodeClaims(value.accessToken) ? value : null;
  } catch {
    return null;
  }
}

const impersonateCall = fromPromise<TokenPair, { userUuid: string }>(async ({ input }) => {
  const result = await apiClient.mutation(ImpersonateMutation, { input }).toPromise();
  return unwrap(result, (d) => d.impersonate?.data);
});

/**
 * Sent with the impersonated token but outside the auth exchange: an expired impersonation must
 * not trigger a refresh whose failure signs the agent out before their own session is restored.
 */
const endCall = fromPromise<void, void>(async () => {
  const token = sessionActor.getSnapshot().context.accessToken;
  const result = await publicClient
    .mutation(EndImpersonationMutation, {}, { fetchOptions: { headers: token ? { Authorization: `Bearer ${token}` } : {} } })
    .toPromise();
  throwIfFailed(result);
});

export const impersonationActor = createActor(
  impersonationMachine.provide({
    actors: { impersonate: impersonateCall, endImpersonation: endCall },
    actions: {
      saveOriginalSession: () => {
        const session = readSessionCookie();
        const saved: SavedSession | null = session && { ...session, sessionEndsAt: sessionActor.getSnapshot().context.sessionEndsAt };
        if (saved) sessionStorage.setItem(SAVED_SESSION_KEY, JSON.stringify(saved));
      },
      swapTokens: (_, { tokens }) => sessionActor.send({ type: 'session.signedIn', tokens, now: Date.now() }),
      restoreOriginalSession: () => {
        const saved = readSavedSession();
        sessionStorage.removeItem(SAVED_SESSION_KEY);
        if (!saved) return;
        const now = Date.now();
        // An access token that expired meanwhile makes the session machine refresh at once, with the
        // agent's own refresh cookie (the server picks it by the agent's access token).
        const tokens = {
          access_token: saved.accessToken,
          expires_in: Math.max(0, Math.floor((saved.expiresAt - now) / 1000)),
          ...(typeof saved.sessionEndsAt === 'number' ? { refresh_expires_in: Math.max(0, Math.floor((saved.sessionEndsAt - now) / 1000)) } : {}),
        };
        sessionActor.send({ type: 'session.signedIn', tokens, now });
        // Back on the agent's own screen at once, under the end alert: even if the alert is never
        // acknowledged (closed tab, back button), the agent is no longer on the customer's page.
        navigate(IMPERSONATION_END_PATH, { replace: true });
      },
      reloadAt: (_, { path }) => window.location.assign(path),
      signOut: () => {
        sessionStorage.removeItem(SAVED_SESSION_KEY);
        sessionActor.send({ type: 'session.signOut' });
        window.location.assign('/');
      },
      notifyStartFailed: (_, notice) => showNotice({ ...notice, tone: 'error' }, asWritten),
    },
    guards: { hasSavedSession: () => readSavedSession() !== null },
  }),
  { inspect, input: { impersonating: sessionActor.getSnapshot().context.claims?.impersonatedBy !== undefined } },
);
impersonationActor.start();

/** For the companies screen's impersonate button (Support with access:impersonate). */
export function startImpersonation(userUuid: string, displayName: string): void {
  impersonationActor.send({ type: 'impersonation.start', userUuid, displayName });
}

/** 'Back to admin': ends the impersonation and returns to the agent's own session. */
export function endImpersonation(): void {
  impersonationActor.send({ type: 'impersonation.end' });
}
