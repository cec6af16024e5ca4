// The profile machine's test model (profile.model.test.ts, scripts/paths.ts).
// Every `profile.changed` fixture carries the whole form, so the state after it depends on the
// fixture and the saved profile alone; single-field patches are covered by the journeys.
import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import type { TokenPair } from '../../../machines/session/session.types.ts';
import { fakeAccessToken } from '../kit/fixtures.ts';
import { defineModel, type EventFixtures } from '../kit/model.ts';
import { profileMachine } from '../../../machines/profile/profile.machine.ts';
import type { Profile, ProfileEvent, ProfileFailure, ProfileForm, SaveProfileOutput } from '../../../machines/profile/profile.types.ts';
import { formOf, isDirty, profileFieldErrors } from '../../../machines/profile/profile.validation.ts';

export const savedProfile: Profile = {
  login: 'anna.berg@bergbygg.example',
  firstName: 'Anna',
  lastName: 'Berg',
  languageId: 1,
  timezoneId: 'Europe/Stockholm',
  jobTitle: 'Fleet manager',
};

export const renamedProfile: Profile = { ...savedProfile, firstName: 'Annika' };

export const passwordTokens: TokenPair = {
  access_token: fakeAccessToken({ id: 42, email: 'anna.berg@bergbygg.example', firstName: 'Annika', lastName: 'Berg', scope: 'web', permissions: '' }),
  expires_in: 900,
  token_type: 'Bearer',
};

const saved = formOf(savedProfile);
const withPassword = { ...saved, currentPassword: 'Siteline.2026', newPassword: 'Better.Pass7', confirmPassword: 'Better.Pass7' };

export const profileForms = {
  unchanged: saved,
  renamed: { ...saved, firstName: 'Annika', jobTitle: ' Site <lead> ' },
  shortName: { ...saved, firstName: 'A<>' },
  passwordChange: withPassword,
  missingCurrent: { ...withPassword, currentPassword: '' },
  mismatch: { ...withPassword, confirmPassword: 'Better.Pass8' },
} satisfies Record<string, ProfileForm>;

export type ProfileModelEvent =
  | ProfileEvent
  | DoneActorEvent<Profile, 'loadProfile'>
  | ErrorActorEvent<ProfileFailure, 'loadProfile'>
  | DoneActorEvent<SaveProfileOutput, 'saveProfile'>
  | ErrorActorEvent<ProfileFailure, 'saveProfile'>;

const changed = (values: ProfileForm) => ({ type: 'profile.changed' as const, values });

export const profileEvents = {
  'profile.changed': {
    unchanged: changed(profileForms.unchanged),
    renamed: changed(profileForms.renamed),
    shortName: changed(profileForms.shortName),
    passwordChange: changed(profileForms.passwordChange),
    missingCurrent: changed(profileForms.missingCurrent),
    mismatch: changed(profileForms.mismatch),
  },
  'profile.save': { pressed: { type: 'profile.save' } },
  'profile.discard': { pressed: { type: 'profile.discard' } },
  'profile.retry': { pressed: { type: 'profile.retry' } },
  'xstate.done.actor.loadProfile': { ok: { type: 'xstate.done.actor.loadProfile', actorId: 'loadProfile', output: savedProfile } },
  'xstate.error.actor.loadProfile': {
    offline: { type: 'xstate.error.actor.loadProfile', actorId: 'loadProfile', error: { status: 0, message: 'Failed to fetch' } },
  },
  'xstate.done.actor.saveProfile': {
    saved: { type: 'xstate.done.actor.saveProfile', actorId: 'saveProfile', output: { profile: renamedProfile, tokens: null } },
    newTokens: { type: 'xstate.done.actor.saveProfile', actorId: 'saveProfile', output: { profile: renamedProfile, tokens: passwordTokens } },
  },
  'xstate.error.actor.saveProfile': {
    fields: {
      type: 'xstate.error.actor.saveProfile',
      actorId: 'saveProfile',
      error: {
        status: 400,
        message: 'password.currentPassword: Current password is incorrect;',
        fields: { 'password.currentPassword': ['Current password is incorrect'] },
      },
    },
    500: { type: 'xstate.error.actor.saveProfile', actorId: 'saveProfile', error: { status: 500, message: 'Internal server error' } },
  },
} satisfies EventFixtures<ProfileModelEvent>;

export const profileModel = defineModel({
  machine: profileMachine,
  // The tags the screens read, state by state: every replayed step is checked against this table.
  tags: {
    editing: ['view:form'],
    loadFailed: ['view:loadFailed'],
    loading: ['view:loading'],
    saving: ['busy', 'view:form'],
  },
  variants: { signedIn: { input: undefined } },
  events: profileEvents,
  // Whose profile is saved, and what the save guard and the field messages depend on.
  project: ({ context }) => ({
    saved: context.profile?.firstName ?? null,
    valid: Object.keys(profileFieldErrors(context.values)).length === 0,
    dirty: isDirty(context.profile, context.values),
    serverErrors: Object.keys(context.serverErrors),
  }),
});
