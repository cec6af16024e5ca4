import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { impersonationMachine } from '../../../machines/impersonation/impersonation.machine.ts';
import { TARGET_UUID, impersonatedTokens, impersonationModel } from './impersonation.model.ts';
import type { ImpersonateRequest } from '../../../machines/impersonation/impersonation.types.ts';
import { impersonationAlert } from '../../../machines/impersonation/impersonation.view.ts';
import type { TokenPair } from '../../../machines/session/session.types.ts';
import { replayPath, type StepInfo } from '../kit/replay.ts';
import { createSpies, effectTracker, once, type Spies, graphsOf } from '../kit/harness.ts';

const ACTIONS = ['saveOriginalSession', 'swapTokens', 'restoreOriginalSession', 'reloadAt', 'signOut', 'notifyStartFailed'] as const;
type Action = (typeof ACTIONS)[number];
type ImpersonationSnapshot = SnapshotFrom<typeof impersonationMachine>;
const VIEW_TAGS = ['view:announceStart', 'view:announceEnd', 'view:sessionMissing'];
const savedSession = (variant: string) => variant === 'impersonating, saved session';

/** Where each event must lead (spec, section 4: Impersonation), written independently of the machine. */
function expectedState(variant: string, label: string, before: ImpersonationSnapshot | undefined): string {
  const from = String(before?.value ?? 'idle');
  // The agent's own session can only start; an impersonated one can only end ('Back to admin').
  if (label === 'xstate.init') return variant === 'agent' ? 'idle' : 'impersonating';
  if (label.startsWith('impersonation.start')) return 'starting';
  if (label === 'impersonation.end') return 'ending';
  if (label === 'done:impersonate') return 'announcingStart';
  if (label.startsWith('error:impersonate')) return 'idle';
  if (label === 'done:endImpersonation' || label === 'error:endImpersonation') return savedSession(variant) ? 'announcingEnd' : 'sessionMissing';
  if (label === 'impersonation.acknowledged') return ['announcingStart', 'announcingEnd', 'sessionMissing'].includes(from) ? 'leaving' : from;
  throw new Error(`no expectation for ${label}`);
}

/** The side effects of each step, and nothing else. */
function expectedEffects(variant: string, label: string, before: ImpersonationSnapshot | undefined): Partial<Record<Action, number>> {
  switch (label) {
    case 'done:impersonate':
      return once('saveOriginalSession', 'swapTokens');
    case 'error:impersonate(403)':
    case 'error:impersonate(offline)':
      return once('notifyStartFailed');
    case 'done:endImpersonation':
    case 'error:endImpersonation':
      return savedSession(variant) ? once('restoreOriginalSession') : {};
    case 'impersonation.acknowledged':
      return before?.matches('sessionMissing') ? once('signOut') : once('reloadAt');
    default:
      return {};
  }
}

function checker(variant: string, spies: Spies<Action>) {
  const effects = effectTracker(spies);
  let startLabel = '';
  return ({ label, before, after, invocations }: StepInfo) => {
    const snap = after as ImpersonationSnapshot;
    const prev = before as ImpersonationSnapshot | undefined;
    if (label.startsWith('impersonation.start')) startLabel = label;
    expect(snap.value, `state after ${label}`).toBe(expectedState(variant, label, prev));
    expect(effects.next(), `side effects of ${label}`).toEqual(expectedEffects(variant, label, prev));
    expect(VIEW_TAGS.filter((t) => snap.hasTag(t)).length).toBeLessThanOrEqual(1);
    expect(snap.hasTag('busy')).toBe(snap.matches('starting') || snap.matches('ending'));

    if (snap.matches('starting') && !prev?.matches('starting')) {
      expect(invocations.at(-1)).toEqual({ src: 'impersonate', input: { userUuid: TARGET_UUID } });
    }
    if (snap.matches('ending') && !prev?.matches('ending')) expect(invocations.at(-1)?.src).toBe('endImpersonation');

    if (label === 'done:impersonate') {
      // The agent's session is saved before the swap overwrites the cookie.
      expect(spies.saveOriginalSession.mock.invocationCallOrder.at(-1)!).toBeLessThan(spies.swapTokens.mock.invocationCallOrder.at(-1)!);
      expect(spies.swapTokens).toHaveBeenLastCalledWith(expect.anything(), { tokens: impersonatedTokens });
      const name = startLabel === 'impersonation.start(named)' ? 'Anna Berg (Bergbygg)' : 'Anna Berg';
      expect(impersonationAlert(snap)).toMatchObject({ kind: 'started', action: 'Continue', name });
      expect(impersonationAlert(snap)!.text).toContain('You are now signed in as {name}.');
    }
    if (label === 'error:impersonate(403)') {
      expect(spies.notifyStartFailed).toHaveBeenLastCalledWith(expect.anything(), {
        title: 'Impersonation could not be started',
        text: 'Support agents cannot be impersonated',
      });
    }
    if (label === 'error:impersonate(offline)') {
      expect(spies.notifyStartFailed).toHaveBeenLastCalledWith(expect.anything(), { title: 'Impersonation could not be started', text: null });
    }
    if (snap.matches('announcingEnd')) {
      expect(impersonationAlert(snap)).toMatchObject({ kind: 'ended', title: 'Impersonation ended' });
      expect(impersonationAlert(snap)!.text.includes('could not confirm')).toBe(label === 'error:endImpersonation');
    }
    if (snap.matches('sessionMissing')) {
      expect(impersonationAlert(snap)).toMatchObject({ kind: 'sessionMissing', action: 'Log out' });
      expect(impersonationAlert(snap)!.text).toContain('Please log out and log in again.');
    }
    if (label === 'impersonation.acknowledged' && prev?.matches('announcingStart')) {
      expect(spies.reloadAt).toHaveBeenLastCalledWith(expect.anything(), { path: '/map' });
    }
    if (label === 'impersonation.acknowledged' && prev?.matches('announcingEnd')) {
      expect(spies.reloadAt).toHaveBeenLastCalledWith(expect.anything(), { path: '/support/companies/' });
    }
    if (['idle', 'impersonating', 'starting', 'ending'].some((state) => snap.matches(state as never))) expect(impersonationAlert(snap)).toBeNull();
    if (snap.matches('leaving')) expect(snap.status).toBe('done');
  };
}

describe('impersonation: generated paths', () => {
  for (const graph of graphsOf(impersonationModel)) {
    describe(`starting with ${graph.variant}`, () => {
      for (const modelPath of graph.paths) {
        it(modelPath.description, async () => {
          const spies = createSpies(ACTIONS);
          await replayPath(graph, modelPath, { actions: spies, advanceTime: () => {}, onStep: checker(graph.variant, spies) });
        });
      }
    });
  }
});

// --- Hand-written journeys with pinned end states ---------------------------------------------

/**
 * A small browser stand-in: a cookie, session storage and the session actor's `session.signedIn`
 * calls, wired the way src/session/impersonation.ts wires the machine.
 */
function startImpersonationActor(
  options: { impersonating?: boolean; impersonate?: (input: ImpersonateRequest) => Promise<TokenPair>; end?: () => Promise<void> } = {},
) {
  const browser = {
    cookie: 'agent-session' as string | null,
    saved: null as string | null,
    signedIn: [] as string[],
    navigations: [] as string[],
    signedOut: 0,
  };
  const spies = createSpies(ACTIONS);
  const machine = impersonationMachine.provide({
    actions: {
      saveOriginalSession: () => {
        spies.saveOriginalSession();
        browser.saved = browser.cookie;
      },
      swapTokens: (_, params) => {
        spies.swapTokens(params);
        // The cookie stand-in names whose session it holds.
        const holder = params.tokens.access_token === impersonatedTokens.access_token ? 'impersonated-session' : params.tokens.access_token;
        browser.cookie = holder;
        browser.signedIn.push(holder);
      },
      restoreOriginalSession: () => {
        spies.restoreOriginalSession();
        browser.cookie = browser.saved;
        browser.signedIn.push(browser.saved!);
        browser.saved = null;
      },
      reloadAt: (_, params) => browser.navigations.push(params.path),
      signOut: () => {
        browser.signedOut++;
        browser.cookie = null;
      },
      notifyStartFailed: spies.notifyStartFailed,
    },
    guards: { hasSavedSession: () => browser.saved !== null },
    actors: {
      impersonate: fromPromise<TokenPair, ImpersonateRequest>(({ input }) => (options.impersonate ?? (async () => impersonatedTokens))(input)),
      endImpersonation: fromPromise<void, void>(options.end ?? (async () => {})),
    },
  });
  const actor = createActor(machine, { input: { impersonating: options.impersonating ?? false } }).start();
  return { actor, browser, spies };
}

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('impersonation: journeys', () => {
  it('start → announce → /map; later, in the reloaded page, Back to admin → end → restored → /support/companies/', async () => {
    const first = startImpersonationActor();
    first.actor.send({ type: 'impersonation.start', userUuid: TARGET_UUID, displayName: 'Anna Berg' });
    first.actor.send({ type: 'impersonation.start', userUuid: 'someone-else', displayName: 'X' }); // ignored while busy
    await flush();
    expect(first.actor.getSnapshot().value).toBe('announcingStart');
    expect(first.browser).toMatchObject({ cookie: 'impersonated-session', saved: 'agent-session', signedIn: ['impersonated-session'], navigations: [] });
    first.actor.send({ type: 'impersonation.acknowledged' });
    expect(first.browser.navigations).toEqual(['/map']);
    expect(first.actor.getSnapshot().status).toBe('done');

    // The reload starts a new actor; cookie and session storage survive it.
    const second = startImpersonationActor({ impersonating: true });
    Object.assign(second.browser, { cookie: first.browser.cookie, saved: first.browser.saved });
    second.actor.send({ type: 'impersonation.end' });
    await flush();
    expect(second.actor.getSnapshot().value).toBe('announcingEnd');
    expect(second.browser).toMatchObject({ cookie: 'agent-session', saved: null, signedIn: ['agent-session'] });
    second.actor.send({ type: 'impersonation.acknowledged' });
    const end = second.actor.getSnapshot();
    expect(end.value).toBe('leaving');
    expect(second.browser.navigations).toEqual(['/support/companies/']);
    expect(second.browser.signedOut).toBe(0);
  });

  it('the agent cannot end, and an impersonated session cannot start another', () => {
    const agent = startImpersonationActor();
    agent.actor.send({ type: 'impersonation.end' });
    expect(agent.actor.getSnapshot().value).toBe('idle');
    const impersonated = startImpersonationActor({ impersonating: true });
    impersonated.actor.send({ type: 'impersonation.start', userUuid: TARGET_UUID, displayName: 'Anna Berg' });
    expect(impersonated.actor.getSnapshot().value).toBe('impersonating');
  });

  it('a refused start changes nothing and reports the server message', async () => {
    const { actor, browser, spies } = startImpersonationActor({
      impersonate: async () => {
        throw { status: 403, message: 'Support agents cannot be impersonated' };
      },
    });
    actor.send({ type: 'impersonation.start', userUuid: TARGET_UUID, displayName: 'Root Admin' });
    await flush();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.target).toBeNull();
    expect(browser).toMatchObject({ cookie: 'agent-session', saved: null, signedIn: [] });
    expect(spies.saveOriginalSession).not.toHaveBeenCalled();
    expect(spies.notifyStartFailed).toHaveBeenCalledWith(expect.anything(), {
      title: 'Impersonation could not be started',
      text: 'Support agents cannot be impersonated',
    });
  });

  it('ending without saved data (another tab, cleared storage) asks to log out and in again, then signs out', async () => {
    let endCalls = 0;
    const { actor, browser } = startImpersonationActor({
      impersonating: true,
      end: async () => {
        endCalls++;
        throw { status: 401, message: 'Session expired' };
      },
    });
    browser.cookie = 'impersonated-session';
    actor.send({ type: 'impersonation.end' });
    actor.send({ type: 'impersonation.end' }); // a second click while ending is ignored
    await flush();
    expect(endCalls).toBe(1);
    expect(actor.getSnapshot().value).toBe('sessionMissing');
    expect(impersonationAlert(actor.getSnapshot())?.title).toBe('Your own session could not be restored');
    actor.send({ type: 'impersonation.acknowledged' });
    expect(actor.getSnapshot().value).toBe('leaving');
    expect(browser).toMatchObject({ cookie: null, signedOut: 1, navigations: [] });
  });
});
