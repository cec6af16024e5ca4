import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { activationMachine } from '../../../machines/activation/activation.machine.ts';
import { NEW_PASSWORD, WORK_TITLES, activationForms, activationModel, activationTokens } from './activation.model.ts';
import type { AccountFailure, ActivateAccountRequest, ActivationInput, WorkTitle } from '../../../machines/activation/activation.types.ts';
import type { TokenPair } from '../../../machines/session/session.types.ts';
import { replayPath, type StepInfo } from '../kit/replay.ts';
import { createSpies, effectTracker, once, type Spies, graphsOf } from '../kit/harness.ts';

// The spec's texts (sections 5 and 8), written out rather than imported so a changed text fails here.
const TEXTS = {
  'en-US': {
    failure: 'Error activating account.',
    success: 'Account activated successfully',
    tooShort: 'Must be at least 2 characters',
    uppercase: 'Password must contain at least 1 uppercase letter',
    mismatch: 'Passwords do not match',
    otherRequired: 'Work title is required',
  },
  'sv-SE': {
    failure: 'Det gick inte att aktivera kontot.',
    success: 'Kontot har aktiverats',
    tooShort: 'Måste vara minst 2 tecken',
    uppercase: 'Lösenordet måste innehålla minst 1 versal',
    mismatch: 'Lösenorden matchar inte',
    otherRequired: 'Yrkesroll krävs',
  },
} as const;

const ACTIONS = ['notifyFailure'] as const;
type Action = (typeof ACTIONS)[number];
type ActivationSnapshot = SnapshotFrom<typeof activationMachine>;
const VIEW_TAGS = ['view:loading', 'view:loadFailed', 'view:form'];

/** Whether a full form fixture may be submitted: complete forms only (spec 5), written independently of the machine. */
const SUBMITTABLE = new Set(['complete', 'completeOther']);

/** Where each event must lead (spec, section 4: activation), written independently of the machine. */
function expectedState(label: string, before: ActivationSnapshot | undefined, lastForm: string | null): string {
  if (label === 'xstate.init' || label === 'activation.retry') return 'loadingWorkTitles';
  if (label === 'done:loadWorkTitles') return 'editing';
  if (label === 'error:loadWorkTitles') return 'loadFailed';
  if (label.startsWith('activation.changed')) return 'editing';
  if (label === 'activation.submit') return lastForm !== null && SUBMITTABLE.has(lastForm) ? 'submitting' : String(before?.value);
  if (label === 'done:activateAccount') return 'activated';
  if (label.startsWith('error:activateAccount')) return 'editing';
  throw new Error(`no expectation for ${label}`);
}

function expectedRequest(key: string, form: string): ActivateAccountRequest {
  const base = { activationKey: key, firstName: 'Ingrid', lastName: 'Berg', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
  return form === 'completeOther' ? { ...base, workTitle: { id: 9, name: 'Crane coordinator' } } : { ...base, workTitle: { id: 1 } };
}

function checker(input: ActivationInput, spies: Spies<Action>) {
  const effects = effectTracker(spies);
  const texts = TEXTS[input.locale as keyof typeof TEXTS];
  let lastForm: string | null = null;
  return ({ label, before, after, invocations }: StepInfo) => {
    const snap = after as ActivationSnapshot;
    if (label.startsWith('activation.changed(')) lastForm = label.slice('activation.changed('.length, -1);
    expect(snap.value, `state after ${label}`).toBe(expectedState(label, before as ActivationSnapshot | undefined, lastForm));
    expect(VIEW_TAGS.filter((t) => snap.hasTag(t)).length, 'exactly one view').toBe(snap.status === 'done' ? 0 : 1);
    expect(snap.hasTag('busy')).toBe(snap.matches('submitting'));
    // The email is never editable and always the link's.
    expect(snap.context.email).toBe(input.email);

    const effect = effects.next();
    if (label.startsWith('error:activateAccount')) {
      expect(effect).toEqual(once('notifyFailure'));
      const text = label === 'error:activateAccount(expired)' ? 'Activation link is invalid or has expired' : null;
      expect(spies.notifyFailure).toHaveBeenLastCalledWith(expect.anything(), { title: texts.failure, text });
    } else {
      expect(effect, `side effects of ${label}`).toEqual({});
    }

    if (label === 'xstate.init') {
      expect(snap.context.values).toMatchObject({ firstName: input.firstName, lastName: input.lastName, password: '', workTitleId: null });
      expect(invocations.at(-1)?.src).toBe('loadWorkTitles');
    }
    if (label === 'done:loadWorkTitles') {
      expect(snap.context.workTitles).toEqual(WORK_TITLES);
      expect(snap.can({ type: 'activation.submit' }), 'Activate is disabled until the form changes').toBe(false);
    }
    const fieldErrors: Record<string, object> = {
      'activation.changed(complete)': {},
      'activation.changed(completeOther)': {},
      'activation.changed(otherEmpty)': { workTitleOther: texts.otherRequired },
      'activation.changed(weakPassword)': { password: texts.uppercase },
      'activation.changed(mismatch)': { confirmPassword: texts.mismatch },
      'activation.changed(shortName)': { firstName: texts.tooShort },
    };
    if (label in fieldErrors) {
      expect(snap.context.fieldErrors).toEqual(fieldErrors[label]);
      expect(snap.can({ type: 'activation.submit' })).toBe(SUBMITTABLE.has(lastForm!));
    }
    if (label === 'activation.changed(shortName)') expect(snap.context.values.firstName).toBe('I');
    if (snap.matches('submitting') && !before?.matches('submitting')) {
      expect(invocations.at(-1)).toEqual({ src: 'activateAccount', input: expectedRequest(input.activationKey, lastForm!) });
    }
    if (label.startsWith('error:activateAccount')) {
      // The form is kept as it was, ready for another try.
      // Names and the free work title lose '<' and '>' as they are typed (features spec: no markup).
      const typed = activationForms[lastForm as keyof typeof activationForms];
      const strip = (text: string) => text.replace(/[<>]/g, '');
      expect(snap.context.values).toEqual({
        ...typed,
        firstName: strip(typed.firstName),
        lastName: strip(typed.lastName),
        workTitleOther: strip(typed.workTitleOther),
      });
      expect(snap.can({ type: 'activation.submit' })).toBe(true);
    }
    if (label === 'done:activateAccount') {
      expect(snap.status).toBe('done');
      expect(snap.output).toEqual({ tokens: activationTokens, message: texts.success });
    }
  };
}

describe('activation: generated paths', () => {
  for (const graph of graphsOf(activationModel)) {
    describe(`starting with ${graph.variant}`, () => {
      for (const modelPath of graph.paths) {
        it(modelPath.description, async () => {
          const spies = createSpies(ACTIONS);
          await replayPath(graph, modelPath, { actions: spies, advanceTime: () => {}, onStep: checker(graph.input as ActivationInput, spies) });
        });
      }
    });
  }
});

// --- Hand-written journeys with pinned end states ---------------------------------------------

const INPUT: ActivationInput = { activationKey: 'k-42', email: 'ingrid.berg@nordbygg.example', firstName: 'Ingrid', lastName: 'Berg', locale: 'en-US' };

function startActivation(options: { titles?: () => Promise<WorkTitle[]>; input?: Partial<ActivationInput> } = {}) {
  const spies = createSpies(ACTIONS);
  const requests: ActivateAccountRequest[] = [];
  const settle: { resolve?: (t: TokenPair) => void; reject?: (e: AccountFailure) => void } = {};
  const machine = activationMachine.provide({
    actions: spies,
    actors: {
      loadWorkTitles: fromPromise<WorkTitle[], void>(options.titles ?? (async () => WORK_TITLES)),
      activateAccount: fromPromise<TokenPair, ActivateAccountRequest>(
        ({ input }) =>
          new Promise((resolve, reject) => {
            requests.push(input);
            Object.assign(settle, { resolve, reject });
          }),
      ),
    },
  });
  const actor = createActor(machine, { input: { ...INPUT, ...options.input } }).start();
  return { actor, spies, requests, settle };
}

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('activation: journeys', () => {
  it('field by field, as the form sends it: only the first failing password rule shows, and Activate waits for a valid form', async () => {
    const { actor, requests, settle } = startActivation();
    expect(actor.getSnapshot().hasTag('view:loading')).toBe(true);
    await flush();
    const can = () => actor.getSnapshot().can({ type: 'activation.submit' });
    const errors = () => actor.getSnapshot().context.fieldErrors;
    expect(actor.getSnapshot().value).toBe('editing');
    expect(errors()).toEqual({ workTitleId: 'Choose a work title', password: 'Password is required', confirmPassword: 'Confirm password is required' });

    actor.send({ type: 'activation.changed', values: { password: 'short' } });
    expect(errors().password).toBe('Password must be at least 8 characters');
    actor.send({ type: 'activation.changed', values: { password: 'longenough' } });
    expect(errors().password).toBe('Password must contain at least 1 uppercase letter');
    actor.send({ type: 'activation.changed', values: { password: 'Longenough' } });
    expect(errors().password).toBe('Password must contain at least 1 number');
    actor.send({ type: 'activation.changed', values: { password: 'Longenough1' } });
    expect(errors().password).toBe('Password must contain at least 1 special character (. , ! @ # ?)');
    actor.send({ type: 'activation.changed', values: { password: 'Långenough1!' } });
    expect(errors().password).toBe('Password must not contain å, ä, ö, < or >');
    actor.send({ type: 'activation.changed', values: { password: 'Longenough1!' } });
    expect(errors().password).toBeUndefined();
    actor.send({ type: 'activation.changed', values: { confirmPassword: 'Longenough1' } });
    expect(errors().confirmPassword).toBe('Passwords do not match');
    actor.send({ type: 'activation.changed', values: { confirmPassword: 'Longenough1!' } });
    expect(can()).toBe(false);
    actor.send({ type: 'activation.changed', values: { workTitleId: 9 } });
    expect(errors()).toEqual({ workTitleOther: 'Work title is required' });
    expect(can()).toBe(false);
    actor.send({ type: 'activation.changed', values: { workTitleOther: 'Crane <b>boss</b>' } });
    actor.send({ type: 'activation.changed', values: { lastName: '<B' } });
    expect(errors()).toEqual({ lastName: 'Must be at least 2 characters' });
    actor.send({ type: 'activation.changed', values: { lastName: ' Berg-Ek ' } });
    expect(can()).toBe(true);

    actor.send({ type: 'activation.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(requests).toEqual([
      {
        activationKey: 'k-42',
        firstName: 'Ingrid',
        lastName: 'Berg-Ek',
        password: 'Longenough1!',
        confirmPassword: 'Longenough1!',
        workTitle: { id: 9, name: 'Crane bboss/b' },
      },
    ]);
    settle.resolve!(activationTokens);
    await flush();
    const end = actor.getSnapshot();
    expect(end.status).toBe('done');
    expect(end.value).toBe('activated');
    expect(end.output).toEqual({ tokens: activationTokens, message: 'Account activated successfully' });
  });

  it('an expired link keeps the form and asks for the failure toast with the server message', async () => {
    const { actor, spies, settle } = startActivation();
    await flush();
    actor.send({ type: 'activation.changed', values: activationForms.complete });
    actor.send({ type: 'activation.submit' });
    actor.send({ type: 'activation.submit' }); // a double click sends one request
    settle.reject!({ status: 400, message: 'Activation link is invalid or has expired' });
    await flush();
    const end = actor.getSnapshot();
    expect(end.value).toBe('editing');
    expect(end.hasTag('busy')).toBe(false);
    expect(spies.notifyFailure).toHaveBeenCalledTimes(1);
    expect(spies.notifyFailure).toHaveBeenCalledWith(expect.anything(), {
      title: 'Error activating account.',
      text: 'Activation link is invalid or has expired',
    });
  });

  it('work titles that fail to load offer a retry; the second load opens the form', async () => {
    let calls = 0;
    const { actor } = startActivation({
      titles: async () => {
        calls++;
        if (calls === 1) throw { status: 0, message: 'Failed to fetch' };
        return WORK_TITLES;
      },
    });
    await flush();
    expect(actor.getSnapshot().value).toBe('loadFailed');
    expect(actor.getSnapshot().hasTag('view:loadFailed')).toBe(true);
    actor.send({ type: 'activation.retry' });
    await flush();
    expect(calls).toBe(2);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.workTitles).toHaveLength(9);
  });
});
