import { assign, setup } from 'xstate';
import { endSession, refreshTokens } from './session.actors.ts';
import { decodeClaims } from './session.claims.ts';
import type { PersistSessionParams, SessionContext, SessionEvent, SessionInput, TokenPair } from './session.types.ts';

/** Refresh this long before the access token expires (spec, section 9). */
export const REFRESH_LEAD_MS = 300_000;

export const UNREADABLE_TOKEN = 'Unreadable access token';

const signedOutContext = (now: number): SessionContext => ({
  accessToken: null,
  expiresAt: null,
  sessionEndsAt: null,
  now,
  claims: null,
  error: null,
});

interface Received {
  tokens: TokenPair;
  now: number;
}

const readable = ({ tokens }: Received) => decodeClaims(tokens.access_token) !== null;

/**
 * The only owner of tokens. src/ reads the cookie into `input.stored`, provides the storage and
 * navigation actions, the refresh and logout calls, and sends `session.signedIn` after login,
 * activation, reset or impersonation. The refresh token itself never reaches the client: the server
 * keeps it in an HttpOnly cookie, so the machine holds the access token and its expiry only.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    input: {} as SessionInput,
    events: {} as SessionEvent,
  },
  actions: {
    /** Write the cookie (access token; secure, SameSite=Lax, kept until `keepUntil`) and the permissions. */
    persistSession: (_, _params: PersistSessionParams) => {},
    /** Remove the cookie and the saved permissions. */
    clearSession: () => {},
    /** Remove the remembered machine-detail tabs (local storage). */
    clearRememberedTabs: () => {},
    /** Go to / (the login page). */
    redirectToLogin: () => {},
    storeTokens: assign((_, received: Received) => ({
      accessToken: received.tokens.access_token,
      expiresAt: received.now + received.tokens.expires_in * 1000,
      sessionEndsAt: received.tokens.refresh_expires_in === undefined ? null : received.now + received.tokens.refresh_expires_in * 1000,
      now: received.now,
      claims: decodeClaims(received.tokens.access_token),
      error: null,
    })),
    // Keeps `error`: it is null after a sign-out and holds the reason after a failed refresh.
    forgetTokens: assign(({ context }) => ({ ...signedOutContext(context.now), error: context.error })),
    rememberError: assign((_, params: { error: string }) => ({ error: params.error })),
  },
  actors: { refreshTokens, endSession },
  guards: {
    /** The cookie's access token is readable and not yet expired. */
    storedSessionValid: ({ context }) => context.claims !== null && context.expiresAt !== null && context.expiresAt > context.now,
    /** The cookie's access token is readable but expired: the refresh cookie (unseen here) may renew it. */
    storedSessionRefreshable: ({ context }) => context.claims !== null,
    /** A cookie exists but cannot be used: it is removed. */
    storedSessionUnusable: ({ context }) => context.accessToken !== null,
    tokensReadable: (_, received: Received) => readable(received),
  },
  delays: {
    refreshLead: ({ context }) => Math.max(0, (context.expiresAt ?? context.now) - context.now - REFRESH_LEAD_MS),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => {
    if (!input.stored) return signedOutContext(input.now);
    return {
      ...signedOutContext(input.now),
      accessToken: input.stored.accessToken,
      expiresAt: input.stored.expiresAt,
      claims: decodeClaims(input.stored.accessToken),
    };
  },
  initial: 'restoring',
  states: {
    // Transient: decides the first real state from the cookie.
    restoring: {
      always: [
        { guard: 'storedSessionValid', target: 'signedIn' },
        { guard: 'storedSessionRefreshable', target: 'signedIn.refreshing' },
        { guard: 'storedSessionUnusable', target: 'signedOut', actions: ['clearSession', 'forgetTokens'] },
        { target: 'signedOut' },
      ],
    },
    signedOut: {
      tags: ['signedOut'],
      on: {
        'session.signedIn': [
          {
            guard: { type: 'tokensReadable', params: ({ event }) => event },
            target: 'signedIn',
            actions: [
              { type: 'storeTokens', params: ({ event }) => event },
              { type: 'persistSession', params: ({ context }) => persistParams(context) },
            ],
          },
          { actions: { type: 'rememberError', params: { error: UNREADABLE_TOKEN } } },
        ],
      },
    },
    signedIn: {
      tags: ['signedIn'],
      initial: 'active',
      on: {
        // New tokens while signed in (impersonation swap, activation): replace and reschedule.
        'session.signedIn': {
          guard: { type: 'tokensReadable', params: ({ event }) => event },
          target: '.active',
          actions: [
            { type: 'storeTokens', params: ({ event }) => event },
            { type: 'persistSession', params: ({ context }) => persistParams(context) },
          ],
        },
        // The browser forgets the session at once; the server is told in signingOut.
        'session.signOut': {
          target: '#session.signingOut',
          actions: ['clearSession', 'clearRememberedTabs'],
        },
      },
      states: {
        active: {
          after: { refreshLead: 'refreshing' },
          on: { 'session.refresh': 'refreshing' },
        },
        // Requests that got 401/403 wait here; a second `session.refresh` joins this one.
        refreshing: {
          tags: ['refreshing'],
          invoke: {
            id: 'refreshTokens',
            src: 'refreshTokens',
            input: ({ context }) => ({ accessToken: context.accessToken ?? '' }),
            onDone: [
              {
                guard: { type: 'tokensReadable', params: ({ event }) => event.output },
                target: 'active',
                actions: [
                  { type: 'storeTokens', params: ({ event }) => event.output },
                  { type: 'persistSession', params: ({ context }) => persistParams(context) },
                ],
              },
              { target: '#session.refreshFailed', actions: { type: 'rememberError', params: { error: UNREADABLE_TOKEN } } },
            ],
            onError: {
              target: '#session.refreshFailed',
              actions: { type: 'rememberError', params: ({ event }) => ({ error: errorMessage(event.error) }) },
            },
          },
        },
      },
    },
    // POST /auth/v1/logout: the server revokes the sign-in (its access tokens stop at once) and
    // clears the refresh cookie. Signed out whatever the answer: the local session is already gone.
    signingOut: {
      tags: ['signedOut'],
      invoke: {
        id: 'endSession',
        src: 'endSession',
        input: ({ context }) => ({ accessToken: context.accessToken ?? '' }),
        onDone: { target: 'signedOut', actions: 'forgetTokens' },
        onError: { target: 'signedOut', actions: 'forgetTokens' },
      },
    },
    // Transient: a failed refresh removes the cookie and sends the user to the login page.
    refreshFailed: {
      always: {
        target: 'signedOut',
        actions: ['clearSession', 'redirectToLogin', 'forgetTokens'],
      },
    },
  },
});

function persistParams(context: SessionContext): PersistSessionParams {
  const expiresAt = context.expiresAt ?? context.now;
  return {
    accessToken: context.accessToken ?? '',
    expiresAt,
    // The cookie outlives the access token while the refresh session lasts (docs/decisions/0028-session-lifetime.md).
    keepUntil: Math.max(expiresAt, context.sessionEndsAt ?? expiresAt),
    permissions: context.claims?.permissions ?? [],
  };
}

/** The server's or the thrown error's message; a rejection without one gets a generic reason. */
function errorMessage(error: unknown): string {
  const message = (error as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' ? message : 'Token refresh failed';
}
