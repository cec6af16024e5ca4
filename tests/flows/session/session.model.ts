// The session machine's test model: starting points and event fixtures for the generated paths
// (session.model.test.ts, scripts/paths.ts). Not imported by the app.
import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import { SPEC } from '../kit/specConstants.ts';
import { fakeAccessToken } from '../kit/fixtures.ts';
import { defineModel, type AfterEvent, type EventFixtures } from '../kit/model.ts';
import { sessionMachine } from '../../../machines/session/session.machine.ts';
import type { RefreshTokensOutput, SessionEvent, TokenPair } from '../../../machines/session/session.types.ts';

/** 2025-09-22 08:00:00 UTC: every clock reading in the model is relative to it. */
export const T0 = Date.UTC(2025, 8, 22, 8, 0, 0);
export const HOUR = 3_600_000;

const claims = {
  id: 42,
  email: 'anna.berg@bergbygg.example',
  firstName: 'Anna',
  lastName: 'Berg',
  scope: 'web',
  permissions: 'access:alert access:service manage:asset revoke:manage:asset',
};

/** The sign-in's own lifetime a token answer reports (the refresh cookie's; 14 days by default). */
export const SESSION_DAYS = 14;
const DAY = 86_400_000;

export const signInTokens: TokenPair = {
  access_token: fakeAccessToken({ ...claims, iat: 1 }),
  expires_in: 3600,
  refresh_expires_in: (SESSION_DAYS * DAY) / 1000,
  token_type: 'Bearer',
};

export const refreshedTokens: TokenPair = {
  access_token: fakeAccessToken({ ...claims, iat: 2 }),
  expires_in: 3600,
  refresh_expires_in: (SESSION_DAYS * DAY) / 1000,
  token_type: 'Bearer',
};

const unreadableTokens: TokenPair = { access_token: 'not-a-jwt', expires_in: 3600 };

export type SessionModelEvent =
  | SessionEvent
  | DoneActorEvent<RefreshTokensOutput, 'refreshTokens'>
  | ErrorActorEvent<unknown, 'refreshTokens'>
  | DoneActorEvent<void, 'endSession'>
  | ErrorActorEvent<unknown, 'endSession'>
  | AfterEvent<'xstate.after.refreshLead.session.signedIn.active'>;

export const sessionEvents = {
  'session.signedIn': {
    valid: { type: 'session.signedIn', tokens: signInTokens, now: T0 + 60_000 },
    unreadable: { type: 'session.signedIn', tokens: unreadableTokens, now: T0 + 60_000 },
  },
  'session.refresh': { requested: { type: 'session.refresh' } },
  'session.signOut': { requested: { type: 'session.signOut' } },
  'xstate.done.actor.refreshTokens': {
    ok: { type: 'xstate.done.actor.refreshTokens', actorId: 'refreshTokens', output: { tokens: refreshedTokens, now: T0 + HOUR } },
    unreadable: { type: 'xstate.done.actor.refreshTokens', actorId: 'refreshTokens', output: { tokens: unreadableTokens, now: T0 + HOUR } },
  },
  'xstate.error.actor.refreshTokens': {
    refused: { type: 'xstate.error.actor.refreshTokens', actorId: 'refreshTokens', error: { status: 401, message: 'Invalid refresh token' } },
    // What else a failed call can reject with: a thrown Error (fetch), and nothing at all.
    thrown: { type: 'xstate.error.actor.refreshTokens', actorId: 'refreshTokens', error: new TypeError('Failed to fetch') },
    opaque: { type: 'xstate.error.actor.refreshTokens', actorId: 'refreshTokens', error: null },
  },
  'xstate.done.actor.endSession': { ok: { type: 'xstate.done.actor.endSession', actorId: 'endSession', output: undefined } },
  'xstate.error.actor.endSession': {
    unreachable: { type: 'xstate.error.actor.endSession', actorId: 'endSession', error: { status: 0, message: 'Failed to fetch' } },
  },
  'xstate.after.refreshLead.session.signedIn.active': {
    elapsed: { type: 'xstate.after.refreshLead.session.signedIn.active' },
  },
} satisfies EventFixtures<SessionModelEvent>;

export const sessionModel = defineModel({
  machine: sessionMachine,
  // The tags the screens read, state by state: every replayed step is checked against this table.
  tags: {
    'signedIn.active': ['signedIn'],
    'signedIn.refreshing': ['refreshing', 'signedIn'],
    signedOut: ['signedOut'],
    signingOut: ['signedOut'],
  },
  variants: {
    'no cookie': { input: { now: T0, stored: null } },
    'valid cookie': {
      input: { now: T0, stored: { accessToken: signInTokens.access_token, expiresAt: T0 + HOUR / 2 } },
    },
    'expired cookie': {
      input: { now: T0, stored: { accessToken: signInTokens.access_token, expiresAt: T0 - 1000 } },
    },
    // Boundaries: a token is expired at its expiry instant, and valid one millisecond before it.
    'cookie expiring now': { input: { now: T0, stored: { accessToken: signInTokens.access_token, expiresAt: T0 } } },
    'cookie with 1 ms left': { input: { now: T0, stored: { accessToken: signInTokens.access_token, expiresAt: T0 + 1 } } },
    'unusable cookie': { input: { now: T0, stored: { accessToken: 'garbage', expiresAt: T0 - 1000 } } },
  },
  events: sessionEvents,
  // Spec: the refresh comes 300 s before expiry, at once when that moment has passed.
  delays: { refreshLead: ({ context }) => Math.max(0, (context.expiresAt ?? context.now) - context.now - SPEC.tokenRefreshLeadMs) },
  // Tokens themselves are long and opaque: who is signed in, until when and why not is what matters.
  project: ({ context }) => ({
    user: context.claims?.email ?? null,
    expiresAt: context.expiresAt === null ? null : `T0${fmtOffset(context.expiresAt - T0)}`,
    error: context.error,
  }),
});

function fmtOffset(ms: number): string {
  if (ms === 0) return '';
  return `${ms > 0 ? '+' : '-'}${Math.abs(ms) / 1000}s`;
}
