import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { sessionMachine } from '../../../machines/session/session.machine.ts';
import { HOUR, SESSION_DAYS, T0, refreshedTokens, sessionModel, signInTokens } from './session.model.ts';
import type { EndSessionInput, RefreshTokensInput, RefreshTokensOutput, SessionInput, TokenPair } from '../../../machines/session/session.types.ts';
import { fakeAccessToken } from '../kit/fixtures.ts';
import { replayPath, type StepInfo } from '../kit/replay.ts';
import { SPEC } from '../kit/specConstants.ts';
import { advanceTime, createSpies, effectTracker, once, useFakeClock, type Spies, graphsOf } from '../kit/harness.ts';

const ACTIONS = ['persistSession', 'clearSession', 'clearRememberedTabs', 'redirectToLogin'] as const;
type Action = (typeof ACTIONS)[number];

const PERMISSIONS = ['access:alert', 'access:service', 'manage:asset', 'revoke:manage:asset'];
/** The reason the machine keeps after tokens it cannot read. */
const UNREADABLE_TOKEN = 'Unreadable access token';

/** The side effects each transition of the model must have, and nothing else. */
function expectedEffects(variant: string, label: string): Partial<Record<Action, number>> {
  switch (label) {
    case 'xstate.init':
      return variant === 'unusable cookie' ? once('clearSession') : {};
    case 'session.refresh':
    case 'after:refreshLead':
    case 'session.signedIn(unreadable)':
      return {};
    case 'session.signedIn(valid)':
    case 'done:refreshTokens(ok)':
      return once('persistSession');
    // The browser forgets the session at once; telling the server (logout) changes nothing more here.
    case 'session.signOut':
      return once('clearSession', 'clearRememberedTabs');
    case 'done:endSession':
    case 'error:endSession':
      return {};
    case 'done:refreshTokens(unreadable)':
    case 'error:refreshTokens(refused)':
    case 'error:refreshTokens(thrown)':
    case 'error:refreshTokens(opaque)':
      return once('clearSession', 'redirectToLogin');
    default:
      throw new Error(`no expectation for ${label}`);
  }
}

/** Where each event must lead (spec, section 4, Session), written independently of the machine. */
function expectedState(variant: string, label: string, before: StepInfo['before']): unknown {
  switch (label) {
    case 'xstate.init':
      return {
        'no cookie': 'signedOut',
        'valid cookie': { signedIn: 'active' },
        'expired cookie': { signedIn: 'refreshing' },
        // Expired at the expiry instant itself; valid a millisecond before it.
        'cookie expiring now': { signedIn: 'refreshing' },
        'cookie with 1 ms left': { signedIn: 'active' },
        'unusable cookie': 'signedOut',
      }[variant];
    case 'session.signedIn(valid)':
    case 'done:refreshTokens(ok)':
      return { signedIn: 'active' };
    case 'session.signedIn(unreadable)':
      return before?.value;
    case 'session.refresh':
    case 'after:refreshLead':
      return { signedIn: 'refreshing' };
    // Signing out waits for the server's logout, whatever it answers.
    case 'session.signOut':
      return 'signingOut';
    default:
      return 'signedOut';
  }
}

function checkStep(variant: string, step: StepInfo, spies: Spies<Action>, effects: ReturnType<typeof effectTracker<Action>>) {
  const { label, before, after } = step;
  expect(after.value, `state after ${label}`).toEqual(expectedState(variant, label, before));
  expect(effects.next(), `side effects of ${label}`).toEqual(expectedEffects(variant, label));

  if (label === 'session.signedIn(valid)') {
    expect(spies.persistSession).toHaveBeenLastCalledWith(expect.anything(), {
      accessToken: signInTokens.access_token,
      expiresAt: T0 + 60_000 + HOUR,
      // The browser keeps the cookie as long as the sign-in, not only the access token (decision 0028).
      keepUntil: T0 + 60_000 + SESSION_DAYS * 24 * HOUR,
      permissions: PERMISSIONS,
    });
  }
  if (label === 'done:refreshTokens(ok)') {
    expect(spies.persistSession).toHaveBeenLastCalledWith(expect.anything(), {
      accessToken: refreshedTokens.access_token,
      expiresAt: T0 + 2 * HOUR,
      keepUntil: T0 + HOUR + SESSION_DAYS * 24 * HOUR,
      permissions: PERMISSIONS,
    });
  }
  if (after.matches({ signedIn: 'refreshing' }) && !before?.matches({ signedIn: 'refreshing' })) {
    const holder = before?.hasTag('signedIn') ? before : after;
    // Only the access token goes out: the refresh token is the server's HttpOnly cookie.
    expect(step.invocations.at(-1)).toEqual({ src: 'refreshTokens', input: { accessToken: holder.context.accessToken } });
  }
  if (after.matches('signingOut')) {
    // The logout names the sign-in to end; the cookie and permissions are already gone.
    expect(step.invocations.at(-1)).toEqual({ src: 'endSession', input: { accessToken: before?.context.accessToken } });
    expect(after.hasTag('signedOut')).toBe(true);
  }
  if (after.matches('signedOut')) {
    expect(after.context).toMatchObject({ accessToken: null, expiresAt: null, claims: null });
    // The reason kept is the server's message, the thrown error's, or a generic one.
    if (label === 'error:refreshTokens(refused)') expect(after.context.error).toBe('Invalid refresh token');
    if (label === 'error:refreshTokens(thrown)') expect(after.context.error).toBe('Failed to fetch');
    if (label === 'error:refreshTokens(opaque)') expect(after.context.error).toBe('Token refresh failed');
    if (label.endsWith('(unreadable)')) expect(after.context.error).toBe(UNREADABLE_TOKEN);
    if (label.endsWith(':endSession')) expect(after.context.error).toBeNull();
  } else {
    expect(after.context.claims?.email).toBe('anna.berg@bergbygg.example');
  }
}

describe('session: generated paths', () => {
  useFakeClock(T0);
  for (const graph of graphsOf(sessionModel)) {
    describe(`starting with ${graph.variant}`, () => {
      for (const modelPath of graph.paths) {
        it(modelPath.description, async () => {
          const spies = createSpies(ACTIONS);
          const effects = effectTracker(spies);
          await replayPath(graph, modelPath, { actions: spies, advanceTime, onStep: (step) => checkStep(graph.variant, step, spies, effects) });
        });
      }
    });
  }
});

// --- Hand-written journeys with pinned end states ---------------------------------------------

function startSession(input: SessionInput, logout: (input: EndSessionInput) => Promise<void> = async () => {}) {
  const spies = createSpies(ACTIONS);
  const refreshCalls: RefreshTokensInput[] = [];
  const logoutCalls: EndSessionInput[] = [];
  const settle: { resolve?: (o: RefreshTokensOutput) => void; reject?: (e: unknown) => void } = {};
  const machine = sessionMachine.provide({
    actions: spies,
    actors: {
      endSession: fromPromise<void, EndSessionInput>(({ input }) => {
        logoutCalls.push(input);
        return logout(input);
      }),
      refreshTokens: fromPromise<RefreshTokensOutput, RefreshTokensInput>(
        ({ input }) =>
          new Promise((resolve, reject) => {
            refreshCalls.push(input);
            Object.assign(settle, { resolve, reject });
          }),
      ),
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, spies, refreshCalls, logoutCalls, settle };
}

const pair = (payload: Record<string, unknown>, expiresIn = 3600): TokenPair => ({ access_token: fakeAccessToken(payload), expires_in: expiresIn });
const anna = { id: 42, email: 'anna.berg@bergbygg.example', firstName: 'Anna', lastName: 'Berg', scope: 'web', permissions: 'access:alert' };

describe('session: journeys', () => {
  useFakeClock(T0);

  it('signs in, refreshes exactly 300 s before expiry with the real actor, and keeps the rotated pair', async () => {
    const { actor, spies, refreshCalls, settle } = startSession({ now: T0, stored: null });
    actor.send({ type: 'session.signedIn', tokens: pair(anna), now: T0 });

    advanceTime(3600_000 - SPEC.tokenRefreshLeadMs - 1);
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'active' });
    advanceTime(1);
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'refreshing' });
    expect(refreshCalls).toEqual([{ accessToken: pair(anna).access_token }]);

    settle.resolve!({ tokens: pair({ ...anna, iat: 2 }), now: T0 + 3300_000 });
    await Promise.resolve();
    await Promise.resolve();

    const end = actor.getSnapshot();
    expect(end.value).toEqual({ signedIn: 'active' });
    expect(end.context).toMatchObject({ accessToken: pair({ ...anna, iat: 2 }).access_token, expiresAt: T0 + 3300_000 + 3600_000, error: null });
    expect(spies.persistSession).toHaveBeenCalledTimes(2);
    expect(spies.persistSession).toHaveBeenLastCalledWith(expect.anything(), {
      accessToken: pair({ ...anna, iat: 2 }).access_token,
      expiresAt: T0 + 6900_000,
      // An answer without refresh_expires_in: the cookie ends with the access token.
      keepUntil: T0 + 6900_000,
      permissions: ['access:alert'],
    });
    // The next refresh is scheduled from the new expiry.
    advanceTime(3300_000 - 1);
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'active' });
    advanceTime(1);
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'refreshing' });
  });

  it('a refused refresh after a 401 removes the cookie and redirects to login', async () => {
    const { actor, spies, settle } = startSession({ now: T0, stored: null });
    actor.send({ type: 'session.signedIn', tokens: pair(anna), now: T0 });
    actor.send({ type: 'session.refresh' });
    actor.send({ type: 'session.refresh' }); // a second failing request joins the same refresh
    settle.reject!({ status: 401, message: 'Invalid refresh token' });
    await Promise.resolve();
    await Promise.resolve();

    const end = actor.getSnapshot();
    expect(end.value).toBe('signedOut');
    expect(end.context).toMatchObject({ accessToken: null, claims: null, error: 'Invalid refresh token' });
    expect(spies.clearSession).toHaveBeenCalledTimes(1);
    expect(spies.redirectToLogin).toHaveBeenCalledTimes(1);
    expect(spies.clearSession.mock.invocationCallOrder[0]).toBeLessThan(spies.redirectToLogin.mock.invocationCallOrder[0]);
    expect(spies.clearRememberedTabs).not.toHaveBeenCalled();
  });

  it('an expired cookie starts by refreshing (the refresh cookie is the server’s to judge)', () => {
    const stored = { accessToken: pair(anna).access_token, expiresAt: T0 - 1 };
    const { actor, refreshCalls } = startSession({ now: T0, stored });
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'refreshing' });
    expect(refreshCalls).toEqual([{ accessToken: stored.accessToken }]);
  });

  it('a valid cookie is restored without being written again; sign-out clears cookie, permissions and tabs, then ends the sign-in on the server', async () => {
    const stored = { accessToken: pair(anna).access_token, expiresAt: T0 + 10 * 60_000 };
    const { actor, spies, logoutCalls } = startSession({ now: T0, stored });
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'active' });
    expect(actor.getSnapshot().context.claims).toMatchObject({ id: 42, scope: 'web', permissions: ['access:alert'] });
    expect(spies.persistSession).not.toHaveBeenCalled();

    actor.send({ type: 'session.signOut' });
    expect(actor.getSnapshot().value).toBe('signingOut');
    expect(actor.getSnapshot().hasTag('signedIn')).toBe(false);
    expect(spies.clearSession).toHaveBeenCalledTimes(1);
    expect(spies.clearRememberedTabs).toHaveBeenCalledTimes(1);
    expect(logoutCalls).toEqual([{ accessToken: stored.accessToken }]);
    await Promise.resolve();
    await Promise.resolve();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context).toMatchObject({ accessToken: null, claims: null, error: null });
    expect(spies.redirectToLogin).not.toHaveBeenCalled();
  });

  it('signs out even when the logout call cannot reach the server', async () => {
    const { actor, spies } = startSession({ now: T0, stored: null }, async () => {
      throw new TypeError('Failed to fetch');
    });
    actor.send({ type: 'session.signedIn', tokens: pair(anna), now: T0 });
    actor.send({ type: 'session.signOut' });
    await Promise.resolve();
    await Promise.resolve();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.accessToken).toBeNull();
    expect(spies.clearSession).toHaveBeenCalledTimes(1);
  });

  it('a cookie that cannot be used (unreadable token) is removed', () => {
    const { actor, spies } = startSession({ now: T0, stored: { accessToken: 'garbage', expiresAt: T0 + HOUR } });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.accessToken).toBeNull();
    expect(spies.clearSession).toHaveBeenCalledTimes(1);
  });

  it('a token already inside the lead window refreshes at once', () => {
    const { actor } = startSession({ now: T0, stored: null });
    actor.send({ type: 'session.signedIn', tokens: pair(anna, 120), now: T0 });
    advanceTime(0);
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'refreshing' });
  });
});
