import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { profileMachine } from '../../../machines/profile/profile.machine.ts';
import { passwordTokens, profileForms, profileModel, renamedProfile, savedProfile } from './profile.model.ts';
import type { Profile, ProfileFailure, SaveProfileOutput, UpdateProfileRequest } from '../../../machines/profile/profile.types.ts';
import { replayPath, type StepInfo } from '../kit/replay.ts';
import { createSpies, effectTracker, once, type Spies, graphsOf } from '../kit/harness.ts';

// The features spec's texts (section 8), written out rather than imported so a changed text fails here.
const SAVED = 'Your settings have been updated';
const FAILED = 'Error while updating settings. Please try again later';

const ACTIONS = ['notifySaved', 'notifySaveFailed', 'storeTokens'] as const;
type Action = (typeof ACTIONS)[number];
type ProfileSnapshot = SnapshotFrom<typeof profileMachine>;
const VIEW_TAGS = ['view:loading', 'view:loadFailed', 'view:form'];

/** Which full-form fixtures may be saved against which saved profile, by the spec's rules. */
function savable(form: string | null, savedName: string | undefined): boolean {
  if (form === null) return false;
  const validForms = ['unchanged', 'renamed', 'passwordChange'];
  if (!validForms.includes(form)) return false;
  // 'unchanged' is Anna's saved form: a change only once the saved profile is Annika's.
  return form !== 'unchanged' || savedName === 'Annika';
}

const REQUESTS: Record<string, UpdateProfileRequest> = {
  unchanged: { firstName: 'Anna', lastName: 'Berg', languageId: 1, timezoneId: 'Europe/Stockholm', jobTitle: 'Fleet manager' },
  renamed: { firstName: 'Annika', lastName: 'Berg', languageId: 1, timezoneId: 'Europe/Stockholm', jobTitle: 'Site lead' },
  passwordChange: {
    firstName: 'Anna',
    lastName: 'Berg',
    languageId: 1,
    timezoneId: 'Europe/Stockholm',
    jobTitle: 'Fleet manager',
    password: { currentPassword: 'Siteline.2026', newPassword: 'Better.Pass7', confirmPassword: 'Better.Pass7' },
  },
};

function checker(spies: Spies<Action>) {
  const effects = effectTracker(spies);
  let form: string | null = null;
  return ({ label, before, after, invocations }: StepInfo) => {
    const snap = after as ProfileSnapshot;
    const prev = before as ProfileSnapshot | undefined;
    if (label.startsWith('profile.changed(')) form = label.slice('profile.changed('.length, -1);
    if (label === 'profile.discard' || label.startsWith('done:saveProfile') || label === 'done:loadProfile') form = null;

    // Where each event must lead, written independently of the machine.
    const target: Record<string, string> = {
      'xstate.init': 'loading',
      'profile.retry': 'loading',
      'done:loadProfile': 'editing',
      'error:loadProfile': 'loadFailed',
      'profile.discard': 'editing',
      'profile.save': prev?.matches('editing') && savable(form, prev.context.profile?.firstName) ? 'saving' : String(prev?.value),
      'done:saveProfile(saved)': 'editing',
      'done:saveProfile(newTokens)': 'editing',
      'error:saveProfile(fields)': 'editing',
      'error:saveProfile(500)': 'editing',
    };
    expect(snap.value, `state after ${label}`).toBe(label.startsWith('profile.changed') ? 'editing' : target[label]);
    expect(VIEW_TAGS.filter((t) => snap.hasTag(t))).toHaveLength(1);
    expect(snap.hasTag('busy')).toBe(snap.matches('saving'));

    const effect = effects.next();
    if (label === 'done:saveProfile(saved)') expect(effect).toEqual(once('notifySaved'));
    else if (label === 'done:saveProfile(newTokens)') expect(effect).toEqual(once('notifySaved', 'storeTokens'));
    else if (label.startsWith('error:saveProfile')) expect(effect).toEqual(once('notifySaveFailed'));
    else expect(effect, `side effects of ${label}`).toEqual({});

    if (label.startsWith('done:saveProfile')) {
      expect(spies.notifySaved).toHaveBeenLastCalledWith(expect.anything(), { title: SAVED, text: null });
      expect(snap.context.profile).toEqual(renamedProfile);
      expect(snap.context.values).toMatchObject({ firstName: 'Annika', currentPassword: '', newPassword: '', confirmPassword: '' });
      expect(snap.can({ type: 'profile.save' }), 'nothing left to save').toBe(false);
    }
    if (label === 'done:saveProfile(newTokens)') expect(spies.storeTokens).toHaveBeenLastCalledWith(expect.anything(), { tokens: passwordTokens });
    if (label === 'error:saveProfile(fields)') {
      expect(spies.notifySaveFailed).toHaveBeenLastCalledWith(expect.anything(), { title: FAILED, text: null });
      expect(snap.context.serverErrors).toEqual({ currentPassword: 'Current password is incorrect' });
    }
    if (label === 'error:saveProfile(500)') {
      expect(spies.notifySaveFailed).toHaveBeenLastCalledWith(expect.anything(), { title: FAILED, text: 'Internal server error' });
      expect(snap.context.serverErrors).toEqual({});
    }
    if (label.startsWith('error:saveProfile')) expect(snap.context.values).toEqual(prev!.context.values);
    if (label.startsWith('profile.changed')) expect(snap.context.serverErrors).toEqual({});

    const fieldErrors: Record<string, object> = {
      unchanged: {},
      renamed: {},
      passwordChange: {},
      shortName: { firstName: 'Must be at least 2 characters' },
      missingCurrent: { currentPassword: 'Current password is required' },
      mismatch: { confirmPassword: 'Passwords do not match' },
    };
    if (label.startsWith('profile.changed')) expect(snap.context.fieldErrors).toEqual(fieldErrors[form!]);
    if (label === 'profile.changed(renamed)') expect(snap.context.values.jobTitle).toBe(' Site lead ');
    if (label === 'profile.discard') expect(snap.context.values).toMatchObject({ firstName: prev!.context.profile!.firstName, newPassword: '' });

    if (snap.matches('saving') && !prev?.matches('saving')) {
      expect(invocations.at(-1)).toEqual({ src: 'saveProfile', input: REQUESTS[form!] });
    }
  };
}

describe('profile: generated paths', () => {
  for (const graph of graphsOf(profileModel)) {
    for (const modelPath of graph.paths) {
      it(modelPath.description, async () => {
        const spies = createSpies(ACTIONS);
        await replayPath(graph, modelPath, { actions: spies, advanceTime: () => {}, onStep: checker(spies) });
      });
    }
  }
});

// --- Hand-written journeys with pinned end states ---------------------------------------------

function startProfile(save: (input: UpdateProfileRequest) => Promise<SaveProfileOutput>) {
  const spies = createSpies(ACTIONS);
  const requests: UpdateProfileRequest[] = [];
  const machine = profileMachine.provide({
    actions: spies,
    actors: {
      loadProfile: fromPromise<Profile, void>(async () => savedProfile),
      saveProfile: fromPromise<SaveProfileOutput, UpdateProfileRequest>(async ({ input }) => {
        requests.push(input);
        return save(input);
      }),
    },
  });
  const actor = createActor(machine).start();
  return { actor, spies, requests };
}

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('profile: journeys', () => {
  it('a wrong current password shows the server message under that field until it is retyped; the retry saves and stores the new pair', async () => {
    let attempt = 0;
    const { actor, spies, requests } = startProfile(async (input) => {
      if (attempt++ === 0)
        throw { status: 400, message: 'x', fields: { 'password.currentPassword': ['Current password is incorrect'] } } satisfies ProfileFailure;
      return { profile: { ...savedProfile, firstName: input.firstName }, tokens: passwordTokens };
    });
    await flush();
    expect(actor.getSnapshot().can({ type: 'profile.save' })).toBe(false);
    actor.send({ type: 'profile.changed', values: { firstName: 'Anna-Lena' } });
    actor.send({ type: 'profile.changed', values: { newPassword: 'Better.Pass7' } });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      currentPassword: 'Current password is required',
      confirmPassword: 'Confirm password is required',
    });
    actor.send({ type: 'profile.changed', values: { confirmPassword: 'Better.Pass7', currentPassword: 'wrong' } });
    actor.send({ type: 'profile.save' });
    await flush();
    expect(actor.getSnapshot().context.serverErrors).toEqual({ currentPassword: 'Current password is incorrect' });
    expect(spies.notifySaveFailed).toHaveBeenCalledWith(expect.anything(), { title: FAILED, text: null });
    actor.send({ type: 'profile.changed', values: { firstName: 'Anna-Lena ' } });
    expect(actor.getSnapshot().context.serverErrors).toEqual({ currentPassword: 'Current password is incorrect' });
    actor.send({ type: 'profile.changed', values: { currentPassword: 'Siteline.2026' } });
    expect(actor.getSnapshot().context.serverErrors).toEqual({});
    actor.send({ type: 'profile.save' });
    await flush();

    const end = actor.getSnapshot();
    expect(end.value).toBe('editing');
    expect(requests.at(-1)).toEqual({
      firstName: 'Anna-Lena',
      lastName: 'Berg',
      languageId: 1,
      timezoneId: 'Europe/Stockholm',
      jobTitle: 'Fleet manager',
      password: { currentPassword: 'Siteline.2026', newPassword: 'Better.Pass7', confirmPassword: 'Better.Pass7' },
    });
    expect(end.context.profile?.firstName).toBe('Anna-Lena');
    expect(end.context.values).toMatchObject({ firstName: 'Anna-Lena', currentPassword: '', newPassword: '', confirmPassword: '' });
    expect(spies.storeTokens).toHaveBeenCalledWith(expect.anything(), { tokens: passwordTokens });
    expect(spies.notifySaved).toHaveBeenCalledWith(expect.anything(), { title: SAVED, text: null });
  });

  it('language, time zone and an emptied job title are sent as chosen; emptying the password section again needs no current password', async () => {
    const { actor, requests } = startProfile(async (input) => ({ profile: { ...savedProfile, ...input, jobTitle: input.jobTitle }, tokens: null }));
    await flush();
    actor.send({ type: 'profile.changed', values: { languageId: 2, timezoneId: 'Europe/Oslo', jobTitle: '   ' } });
    actor.send({ type: 'profile.changed', values: { currentPassword: 'x' } });
    expect(actor.getSnapshot().can({ type: 'profile.save' })).toBe(false);
    actor.send({ type: 'profile.changed', values: { currentPassword: '' } });
    actor.send({ type: 'profile.save' });
    await flush();
    expect(requests).toEqual([{ firstName: 'Anna', lastName: 'Berg', languageId: 2, timezoneId: 'Europe/Oslo', jobTitle: null }]);
    expect(actor.getSnapshot().context.profile).toMatchObject({ languageId: 2, timezoneId: 'Europe/Oslo', jobTitle: null });
  });

  it('discard returns to the saved profile', async () => {
    const { actor } = startProfile(async () => ({ profile: savedProfile, tokens: null }));
    await flush();
    actor.send({ type: 'profile.changed', values: profileForms.mismatch });
    actor.send({ type: 'profile.discard' });
    expect(actor.getSnapshot().context.values).toMatchObject({ firstName: 'Anna', newPassword: '', confirmPassword: '' });
    expect(actor.getSnapshot().can({ type: 'profile.save' })).toBe(false);
  });
});
