import { assign, setup } from 'xstate';
import { failureText } from '../callFailure.ts';
import { loadProfile, saveProfile } from './profile.actors.ts';
import type { ProfileContext, ProfileEvent, ProfileFailure, ProfileForm, ProfileNotice, SaveProfileOutput } from './profile.types.ts';
import { cleanPatch, EMPTY_FORM, formOf, isDirty, profileFieldErrors, serverFieldErrors, updateRequest } from './profile.validation.ts';
import type { TokenPair } from '../session/session.types.ts';

/** Features spec, section 8. */
export const SETTINGS_SAVED = 'Your settings have been updated';
export const SETTINGS_SAVE_FAILED = 'Error while updating settings. Please try again later';

/**
 * The profile page: load, edit, save. A save with a password change answers a fresh token pair
 * (the server ends every other session), which goes to the session machine.
 */
export const profileMachine = setup({
  types: {
    context: {} as ProfileContext,
    events: {} as ProfileEvent,
  },
  actors: { loadProfile, saveProfile },
  actions: {
    notifySaved: (_, _params: ProfileNotice) => {},
    notifySaveFailed: (_, _params: ProfileNotice) => {},
    /** `session.signedIn` with the pair a password change answered. */
    storeTokens: (_, _params: { tokens: TokenPair }) => {},
    change: assign(({ context }, params: { values: Partial<ProfileForm> }) => {
      const patch = cleanPatch(params.values);
      const values = { ...context.values, ...patch };
      const serverErrors = Object.fromEntries(Object.entries(context.serverErrors).filter(([field]) => !(field in patch)));
      return { values, fieldErrors: profileFieldErrors(values), serverErrors };
    }),
    saved: assign((_, params: { output: SaveProfileOutput }) => {
      const values = formOf(params.output.profile);
      return { profile: params.output.profile, values, fieldErrors: profileFieldErrors(values), serverErrors: {} };
    }),
  },
  guards: {
    canSave: ({ context }) => isDirty(context.profile, context.values) && Object.keys(profileFieldErrors(context.values)).length === 0,
    answeredTokens: (_, params: { output: SaveProfileOutput }) => params.output.tokens !== null,
  },
}).createMachine({
  id: 'profile',
  context: { profile: null, values: EMPTY_FORM, fieldErrors: {}, serverErrors: {} },
  initial: 'loading',
  states: {
    loading: {
      tags: ['view:loading'],
      invoke: {
        id: 'loadProfile',
        src: 'loadProfile',
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => ({
            profile: event.output,
            values: formOf(event.output),
            fieldErrors: profileFieldErrors(formOf(event.output)),
            serverErrors: {},
          })),
        },
        onError: { target: 'loadFailed' },
      },
    },
    loadFailed: {
      tags: ['view:loadFailed'],
      on: { 'profile.retry': 'loading' },
    },
    editing: {
      tags: ['view:form'],
      on: {
        'profile.changed': { actions: { type: 'change', params: ({ event }) => event } },
        'profile.discard': {
          actions: assign(({ context }) => {
            const values = formOf(context.profile!);
            return { values, fieldErrors: profileFieldErrors(values), serverErrors: {} };
          }),
        },
        'profile.save': { guard: 'canSave', target: 'saving' },
      },
    },
    saving: {
      tags: ['view:form', 'busy'],
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        input: ({ context }) => updateRequest(context.values),
        onDone: [
          {
            guard: { type: 'answeredTokens', params: ({ event }) => ({ output: event.output }) },
            target: 'editing',
            actions: [
              { type: 'saved', params: ({ event }) => ({ output: event.output }) },
              { type: 'storeTokens', params: ({ event }) => ({ tokens: event.output.tokens! }) },
              { type: 'notifySaved', params: { title: SETTINGS_SAVED, text: null } },
            ],
          },
          {
            target: 'editing',
            actions: [
              { type: 'saved', params: ({ event }) => ({ output: event.output }) },
              { type: 'notifySaved', params: { title: SETTINGS_SAVED, text: null } },
            ],
          },
        ],
        onError: {
          target: 'editing',
          actions: [
            assign(({ event }) => ({ serverErrors: serverFieldErrors((event.error as ProfileFailure | null)?.fields) })),
            {
              type: 'notifySaveFailed',
              // With a field map the messages stand under the fields; otherwise the server's own words.
              params: ({ event }) => {
                const failure = event.error as ProfileFailure | null;
                const underFields = Object.keys(serverFieldErrors(failure?.fields)).length > 0;
                return { title: SETTINGS_SAVE_FAILED, text: underFields ? null : failureText(failure) };
              },
            },
          ],
        },
      },
    },
  },
});
