import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { resetPasswordMachine } from '../../../machines/resetPassword/resetPassword.machine.ts';
import { RESET_PASSWORD, resetPasswordModel, resetTokens } from './resetPassword.model.ts';
import type { AccountFailure, ResetPasswordInput, ResetPasswordRequest } from '../../../machines/resetPassword/resetPassword.types.ts';
import type { TokenPair } from '../../../machines/session/session.types.ts';
import { replayPath, type StepInfo } from '../kit/replay.ts';
import { createSpies, effectTracker, once, type Spies, graphsOf } from '../kit/harness.ts';

// The spec's texts (sections 5 and 8), written out rather than imported so a changed text fails here.
const TEXTS = {
  'en-GB': {
    failure: 'Error resetting password.',
    success: 'Password reset successfully',
    required: 'Password is required',
    tooShort: 'Password must be at least 8 characters',
    forbidden: 'Password must not contain å, ä, ö, < or >',
    confirmRequired: 'Confirm password is required',
    mismatch: 'Passwords do not match',
  },
  'sv-SE': {
    failure: 'Det gick inte att återställa lösenordet.',
    success: 'Lösenordet har återställts',
    required: 'Lösenord krävs',
    tooShort: 'Lösenordet måste vara minst 8 tecken',
    forbidden: 'Lösenordet får inte innehålla å, ä, ö, < eller >',
    confirmRequired: 'Bekräfta lösenordet',
    mismatch: 'Lösenorden matchar inte',
  },
} as const;

const ACTIONS = ['notifyFailure'] as const;
type Action = (typeof ACTIONS)[number];
type ResetSnapshot = SnapshotFrom<typeof resetPasswordMachine>;

function checker(input: ResetPasswordInput, spies: Spies<Action>) {
  const effects = effectTracker(spies);
  const t = TEXTS[input.locale as keyof typeof TEXTS];
  let lastForm = 'none';
  return ({ label, before, after, invocations }: StepInfo) => {
    const snap = after as ResetSnapshot;
    if (label.startsWith('resetPassword.changed(')) lastForm = label.slice('resetPassword.changed('.length, -1);
    const valid = lastForm === 'valid';

    // Where each event must lead (spec, section 5: "the reset button is disabled until valid").
    const expected: Record<string, string> = {
      'xstate.init': 'editing',
      'resetPassword.submit': valid ? 'submitting' : String(before?.value),
      'done:resetPassword': 'passwordReset',
      'error:resetPassword(expired)': 'editing',
      'error:resetPassword(429)': 'editing',
    };
    expect(snap.value, `state after ${label}`).toBe(label.startsWith('resetPassword.changed') ? 'editing' : expected[label]);
    expect(snap.hasTag('view:form')).toBe(snap.status !== 'done');
    expect(snap.hasTag('busy')).toBe(snap.matches('submitting'));
    if (snap.matches('editing')) expect(snap.can({ type: 'resetPassword.submit' })).toBe(valid);

    const errors: Record<string, object> = {
      none: { newPassword: t.required, confirmPassword: t.confirmRequired },
      empty: { newPassword: t.required, confirmPassword: t.confirmRequired },
      valid: {},
      tooShort: { newPassword: t.tooShort },
      forbidden: { newPassword: t.forbidden },
      mismatch: { confirmPassword: t.mismatch },
    };
    expect(snap.context.fieldErrors).toEqual(errors[lastForm]);

    const effect = effects.next();
    if (label.startsWith('error:resetPassword')) {
      expect(effect).toEqual(once('notifyFailure'));
      const text = label === 'error:resetPassword(expired)' ? 'Password reset link is invalid or has expired' : null;
      expect(spies.notifyFailure).toHaveBeenLastCalledWith(expect.anything(), { title: t.failure, text });
    } else {
      expect(effect, `side effects of ${label}`).toEqual({});
    }
    if (snap.matches('submitting') && !before?.matches('submitting')) {
      expect(invocations.at(-1)).toEqual({
        src: 'resetPassword',
        input: { resetPasswordKey: input.resetPasswordKey, newPassword: RESET_PASSWORD, confirmPassword: RESET_PASSWORD },
      });
    }
    if (label === 'done:resetPassword') {
      expect(snap.status).toBe('done');
      expect(snap.output).toEqual({ tokens: resetTokens, message: t.success });
    }
  };
}

describe('resetPassword: generated paths', () => {
  for (const graph of graphsOf(resetPasswordModel)) {
    describe(`starting with ${graph.variant}`, () => {
      for (const modelPath of graph.paths) {
        it(modelPath.description, async () => {
          const spies = createSpies(ACTIONS);
          await replayPath(graph, modelPath, { actions: spies, advanceTime: () => {}, onStep: checker(graph.input as ResetPasswordInput, spies) });
        });
      }
    });
  }
});

// --- Hand-written journeys with pinned end states ---------------------------------------------

function startReset() {
  const spies = createSpies(ACTIONS);
  const requests: ResetPasswordRequest[] = [];
  const settle: { resolve?: (t: TokenPair) => void; reject?: (e: AccountFailure) => void } = {};
  const machine = resetPasswordMachine.provide({
    actions: spies,
    actors: {
      resetPassword: fromPromise<TokenPair, ResetPasswordRequest>(
        ({ input }) =>
          new Promise((resolve, reject) => {
            requests.push(input);
            Object.assign(settle, { resolve, reject });
          }),
      ),
    },
  });
  const actor = createActor(machine, { input: { resetPasswordKey: 'k-7', locale: 'en-US' } }).start();
  return { actor, spies, requests, settle };
}

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('resetPassword: journeys', () => {
  it('typing field by field: Reset waits for a valid pair, then signs in with the answer', async () => {
    const { actor, requests, settle } = startReset();
    const can = () => actor.getSnapshot().can({ type: 'resetPassword.submit' });
    actor.send({ type: 'resetPassword.changed', values: { newPassword: 'new.start42' } });
    actor.send({ type: 'resetPassword.changed', values: { confirmPassword: 'new.start42' } });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ newPassword: 'Password must contain at least 1 uppercase letter' });
    expect(can()).toBe(false);
    actor.send({ type: 'resetPassword.changed', values: { newPassword: 'New.Start42' } });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ confirmPassword: 'Passwords do not match' });
    actor.send({ type: 'resetPassword.changed', values: { confirmPassword: 'New.Start42' } });
    expect(can()).toBe(true);
    actor.send({ type: 'resetPassword.submit' });
    actor.send({ type: 'resetPassword.submit' });
    expect(requests).toEqual([{ resetPasswordKey: 'k-7', newPassword: 'New.Start42', confirmPassword: 'New.Start42' }]);
    settle.resolve!(resetTokens);
    await flush();
    const end = actor.getSnapshot();
    expect(end.status).toBe('done');
    expect(end.value).toBe('passwordReset');
    expect(end.output).toEqual({ tokens: resetTokens, message: 'Password reset successfully' });
  });

  it('a spent link keeps the form and asks once for the failure toast', async () => {
    const { actor, spies, settle } = startReset();
    actor.send({ type: 'resetPassword.changed', values: { newPassword: RESET_PASSWORD, confirmPassword: RESET_PASSWORD } });
    actor.send({ type: 'resetPassword.submit' });
    settle.reject!({ status: 400, message: 'Password reset link is invalid or has expired' });
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.values.newPassword).toBe(RESET_PASSWORD);
    expect(spies.notifyFailure).toHaveBeenCalledTimes(1);
    expect(spies.notifyFailure).toHaveBeenCalledWith(expect.anything(), {
      title: 'Error resetting password.',
      text: 'Password reset link is invalid or has expired',
    });
  });
});
