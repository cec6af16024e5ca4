import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { loginMachine } from '../../../machines/login/login.machine.ts';
import { loginEvents, loginModel, loginTokens } from './login.model.ts';
import type { LoginFailure, LoginInput, LoginRequest } from '../../../machines/login/login.types.ts';
import type { TokenPair } from '../../../machines/session/session.types.ts';
import { graphsOf } from '../kit/harness.ts';
import { replayPath, type StepInfo } from '../kit/replay.ts';

// The spec's texts (section 8), written out rather than imported so a changed text fails here.
const LOGIN_ERRORS: Record<string, string> = {
  'error:login(400)': 'Incorrect password and/or username.',
  'error:login(429)': 'Too many login requests in a short period. Please try again, or contact support if the issue persists.',
  'error:login(500)': 'Internal server error 500. Please try again, or contact support if the issue persists.',
  'error:login(503)': 'An unexpected error occurred. Please try again, or contact support if the issue persists.',
  'error:login(recaptcha)': 'reCAPTCHA validation failed. Please try again, or contact support if the issue persists.',
  'error:login(recaptchaUnavailable)':
    'The reCAPTCHA check could not be started: our backend service has an issue. Please try again, or contact support if the issue persists.',
};

const VIEW_TAGS = ['view:enterEmail', 'view:enterPassword', 'view:resetPassword', 'view:resetPasswordSent'];
type LoginSnapshot = SnapshotFrom<typeof loginMachine>;

/** Where each event must lead (spec, section 4, Login flow), written independently of the machine. */
function expectedState(label: string, before: LoginSnapshot | undefined): string {
  const from = String(before?.value ?? 'enterEmail');
  const emailValid = before !== undefined && /^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(before.context.email.trim());
  const hasPassword = before !== undefined && before.context.password !== '';
  if (label === 'xstate.init') return 'enterEmail';
  if (label.startsWith('login.emailChanged') || label.startsWith('login.passwordChanged') || label.startsWith('login.supportToggled')) return from;
  if (label.startsWith('error:login')) return 'enterPassword';
  const table: Record<string, string> = {
    'login.next': emailValid ? 'enterPassword' : from,
    'login.back': 'enterEmail',
    'login.submit': hasPassword ? 'submitting' : from,
    'login.forgotPassword': 'resetPassword',
    'login.resetRequested': emailValid ? 'requestingReset' : from,
    'login.backToLogin': 'enterEmail',
    'done:login': 'signedIn',
    'done:requestResetPassword': 'resetPasswordSent',
    'error:requestResetPassword': 'resetPassword',
  };
  if (!(label in table)) throw new Error(`no expectation for ${label}`);
  return table[label];
}

function checkStep({ label, event, before, after, invocations }: StepInfo) {
  const snap = after as LoginSnapshot;
  expect(snap.value, `state after ${label}`).toBe(expectedState(label, before as LoginSnapshot | undefined));
  const views = VIEW_TAGS.filter((tag) => snap.hasTag(tag));
  expect(views.length, 'exactly one login step is on screen').toBe(snap.status === 'done' ? 0 : 1);

  if (event.type === 'login.emailChanged') {
    const { email } = event as { type: string; email?: string };
    expect(snap.context.email).toBe(email);
    const messages: Record<string, string | undefined> = { valid: undefined, invalid: 'Enter a valid email address', empty: 'Email is required' };
    const expected = messages[label.slice('login.emailChanged('.length, -1)];
    expect(snap.context.fieldErrors.email).toBe(expected);
    expect(snap.context.error).toBeNull();
  }
  if (label === 'login.passwordChanged(empty)') expect(snap.context.fieldErrors.password).toBe('Password is required');
  if (label === 'login.passwordChanged(filled)') expect(snap.context.fieldErrors.password).toBeUndefined();
  if (label === 'login.back' || label === 'login.forgotPassword') expect(snap.context.password).toBe('');

  if (snap.matches('submitting') && !before?.matches('submitting')) {
    expect(invocations.at(-1)).toEqual({
      src: 'login',
      input: { login: 'anna.berg@bergbygg.example', password: 'Sommar2025!', apiType: snap.context.authAsSupport ? 3 : 0 },
    });
  }
  if (label in LOGIN_ERRORS) {
    expect(snap.matches('enterPassword')).toBe(true);
    expect(snap.context.error).toBe(LOGIN_ERRORS[label]);
  }
  if (snap.matches('requestingReset') && !before?.matches('requestingReset')) {
    expect(invocations.at(-1)).toEqual({ src: 'requestResetPassword', input: { email: 'anna.berg@bergbygg.example' } });
  }
  if (label === 'error:requestResetPassword') expect(snap.context.error).toBe('Error resetting password: Mail service unavailable');
  if (label === 'done:login') {
    expect(snap.status).toBe('done');
    expect(snap.output).toEqual({ tokens: loginTokens, redirectTo: '/fleet' });
  }
}

describe('login: generated paths', () => {
  for (const graph of graphsOf(loginModel)) {
    for (const modelPath of graph.paths) {
      it(modelPath.description, async () => {
        await replayPath(graph, modelPath, { advanceTime: () => {}, onStep: checkStep });
      });
    }
  }
});

// --- Hand-written journeys with pinned end states ---------------------------------------------

function startLogin(input: Partial<LoginInput> = {}, resetAnswer: 'sent' | 'fails' = 'fails') {
  const requests: LoginRequest[] = [];
  const settle: { resolve?: (t: TokenPair) => void; reject?: (e: LoginFailure) => void } = {};
  const resetRequests: string[] = [];
  const machine = loginMachine.provide({
    actors: {
      login: fromPromise<TokenPair, LoginRequest>(
        ({ input }) =>
          new Promise((resolve, reject) => {
            requests.push(input);
            Object.assign(settle, { resolve, reject });
          }),
      ),
      requestResetPassword: fromPromise<void, { email: string }>(async ({ input }) => {
        resetRequests.push(input.email);
        if (resetAnswer === 'fails') throw { status: 500, message: 'SMTP timeout' } satisfies LoginFailure;
      }),
    },
  });
  const actor = createActor(machine, {
    input: { authAsSupport: false, returnUrl: null, locale: 'en-US', origin: 'https://app.siteline.example', ...input },
  }).start();
  return { actor, requests, settle, resetRequests };
}

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('login: journeys', () => {
  it('email → password → 400 shows the exact text and keeps the password step', async () => {
    const { actor, requests, settle } = startLogin();
    expect(actor.getSnapshot().can({ type: 'login.next' })).toBe(false);
    actor.send(loginEvents['login.emailChanged'].invalid);
    expect(actor.getSnapshot().can({ type: 'login.next' })).toBe(false);
    actor.send({ type: 'login.emailChanged', email: '  anna.berg@bergbygg.example ' });
    actor.send({ type: 'login.next' });
    expect(actor.getSnapshot().hasTag('view:enterPassword')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'login.submit' })).toBe(false);
    actor.send({ type: 'login.passwordChanged', password: 'wrong' });
    actor.send({ type: 'login.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(requests).toEqual([{ login: 'anna.berg@bergbygg.example', password: 'wrong', apiType: 0 }]);

    settle.reject!({ status: 400, message: 'Invalid credentials' });
    await flush();
    const end = actor.getSnapshot();
    expect(end.value).toBe('enterPassword');
    expect(end.context.error).toBe('Incorrect password and/or username.');
    expect(end.context.password).toBe('wrong');
  });

  it('shows the Swedish text for sv-SE', async () => {
    const { actor, settle } = startLogin({ locale: 'sv-SE' });
    actor.send({ type: 'login.emailChanged', email: 'anna.berg@bergbygg.example' });
    actor.send({ type: 'login.next' });
    actor.send({ type: 'login.passwordChanged', password: 'x' });
    actor.send({ type: 'login.submit' });
    settle.reject!({ status: 400 });
    await flush();
    expect(actor.getSnapshot().context.error).toBe('Felaktigt lösenord och/eller användarnamn.');
  });

  it('a refused reCAPTCHA token shows the spec text on the password step, and the next try goes through', async () => {
    const { actor, requests, settle } = startLogin();
    actor.send({ type: 'login.emailChanged', email: 'anna.berg@bergbygg.example' });
    actor.send({ type: 'login.next' });
    actor.send({ type: 'login.passwordChanged', password: 'Sommar2025!' });
    actor.send({ type: 'login.submit' });
    settle.reject!({ status: 200, kind: 'recaptcha' });
    await flush();
    expect(actor.getSnapshot().value).toBe('enterPassword');
    expect(actor.getSnapshot().context.error).toBe('reCAPTCHA validation failed. Please try again, or contact support if the issue persists.');
    actor.send({ type: 'login.submit' });
    expect(actor.getSnapshot().context.error).toBeNull();
    settle.resolve!(loginTokens);
    await flush();
    expect(requests).toHaveLength(2);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('a support login with an allowed returnUrl ends signed in, going to the returnUrl', async () => {
    const { actor, requests, settle } = startLogin({ authAsSupport: true, returnUrl: 'https://beta.siteline.example/support/companies/' });
    actor.send({ type: 'login.emailChanged', email: 'agent@siteline.example' });
    actor.send({ type: 'login.next' });
    actor.send({ type: 'login.passwordChanged', password: 'Sommar2025!' });
    actor.send({ type: 'login.submit' });
    expect(requests[0].apiType).toBe(3);
    settle.resolve!(loginTokens);
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(actor.getSnapshot().output).toEqual({ tokens: loginTokens, redirectTo: 'https://beta.siteline.example/support/companies/' });
  });

  it('a foreign returnUrl is replaced by /', async () => {
    const { actor, settle } = startLogin({ returnUrl: '//evil.example/phish' });
    actor.send({ type: 'login.emailChanged', email: 'anna.berg@bergbygg.example' });
    actor.send({ type: 'login.next' });
    actor.send({ type: 'login.supportToggled', checked: true });
    actor.send({ type: 'login.supportToggled', checked: false });
    actor.send({ type: 'login.passwordChanged', password: 'Sommar2025!' });
    actor.send({ type: 'login.submit' });
    settle.resolve!(loginTokens);
    await flush();
    expect(actor.getSnapshot().output).toEqual({ tokens: loginTokens, redirectTo: '/' });
  });

  it('a reset request for a valid email ends on the reset-password-sent step; Back to login returns', async () => {
    const { actor, resetRequests } = startLogin({}, 'sent');
    actor.send({ type: 'login.emailChanged', email: 'anna.berg@bergbygg.example' });
    actor.send({ type: 'login.forgotPassword' });
    expect(actor.getSnapshot().hasTag('view:resetPassword')).toBe(true);
    actor.send({ type: 'login.resetRequested' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await flush();
    expect(resetRequests).toEqual(['anna.berg@bergbygg.example']);
    expect(actor.getSnapshot().value).toBe('resetPasswordSent');
    expect(actor.getSnapshot().hasTag('view:resetPasswordSent')).toBe(true);
    actor.send({ type: 'login.backToLogin' });
    expect(actor.getSnapshot().value).toBe('enterEmail');
  });

  it('a failed reset request stays on the reset step with the server message', async () => {
    const { actor, resetRequests } = startLogin();
    actor.send({ type: 'login.forgotPassword' });
    expect(actor.getSnapshot().can({ type: 'login.resetRequested' })).toBe(false);
    actor.send({ type: 'login.emailChanged', email: 'anna.berg@bergbygg.example' });
    actor.send({ type: 'login.resetRequested' });
    await flush();
    const end = actor.getSnapshot();
    expect(resetRequests).toEqual(['anna.berg@bergbygg.example']);
    expect(end.value).toBe('resetPassword');
    expect(end.hasTag('view:resetPassword')).toBe(true);
    expect(end.context.error).toBe('Error resetting password: SMTP timeout');
    actor.send({ type: 'login.backToLogin' });
    expect(actor.getSnapshot().value).toBe('enterEmail');
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});
