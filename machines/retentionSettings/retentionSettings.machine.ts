import { assign, setup } from 'xstate';
import { failureText } from '../callFailure.ts';
import { SETTINGS_SAVE_FAILED, SETTINGS_SAVED } from '../profile/profile.machine.ts';
import { loadRetention, saveRetention } from './retentionSettings.actors.ts';
import { EMPTY_RETENTION_FORM, formOf, isDirty, problemsOf, requestOf, serverFieldErrors } from './retentionSettings.form.ts';
import type { RetentionValues } from './retentionSettings.rules.ts';
import type { RetentionContext, RetentionEvent, RetentionFailure, RetentionForm, RetentionNotice } from './retentionSettings.types.ts';

/**
 * Settings → Data retention (company owner): load the company's months, edit, save. Save needs a
 * change and every field within its bounds; the server checks the same rules and answers field
 * messages, shown under their fields until they change.
 */
export const retentionSettingsMachine = setup({
  types: {
    context: {} as RetentionContext,
    events: {} as RetentionEvent,
  },
  actors: { loadRetention, saveRetention },
  actions: {
    notifySaved: (_, _params: RetentionNotice) => {},
    notifySaveFailed: (_, _params: RetentionNotice) => {},
    loaded: assign((_, params: { saved: RetentionValues }) => {
      const values = formOf(params.saved);
      return { saved: params.saved, values, fieldErrors: problemsOf(values), serverErrors: {} };
    }),
    change: assign(({ context }, params: { patch: Partial<RetentionForm> }) => {
      const patch = params.patch;
      const values = { ...context.values, ...patch };
      const serverErrors = Object.fromEntries(Object.entries(context.serverErrors).filter(([field]) => !(field in patch)));
      return { values, fieldErrors: problemsOf(values), serverErrors };
    }),
  },
  guards: {
    canSave: ({ context }) => isDirty(context.saved, context.values) && Object.keys(problemsOf(context.values)).length === 0,
  },
}).createMachine({
  id: 'retentionSettings',
  context: { saved: null, values: EMPTY_RETENTION_FORM, fieldErrors: {}, serverErrors: {} },
  initial: 'loading',
  states: {
    loading: {
      tags: ['view:loading'],
      invoke: {
        id: 'loadRetention',
        src: 'loadRetention',
        onDone: { target: 'editing', actions: { type: 'loaded', params: ({ event }) => ({ saved: event.output }) } },
        onError: { target: 'loadFailed' },
      },
    },
    loadFailed: {
      tags: ['view:loadFailed'],
      on: { 'retention.retry': 'loading' },
    },
    editing: {
      tags: ['view:form'],
      on: {
        'retention.changed': { actions: { type: 'change', params: ({ event }) => ({ patch: event.values }) } },
        'retention.discard': { actions: { type: 'loaded', params: ({ context }) => ({ saved: context.saved! }) } },
        'retention.save': { guard: 'canSave', target: 'saving' },
      },
    },
    saving: {
      tags: ['view:form', 'busy'],
      invoke: {
        id: 'saveRetention',
        src: 'saveRetention',
        input: ({ context }) => requestOf(context.values),
        onDone: {
          target: 'editing',
          actions: [
            { type: 'loaded', params: ({ event }) => ({ saved: event.output }) },
            { type: 'notifySaved', params: { title: SETTINGS_SAVED, text: null } },
          ],
        },
        onError: {
          target: 'editing',
          actions: [
            assign(({ event }) => ({ serverErrors: serverFieldErrors((event.error as RetentionFailure | null)?.fields) })),
            {
              type: 'notifySaveFailed',
              // With a field map the messages stand under the fields; otherwise the server's own words.
              params: ({ event }) => {
                const failure = event.error as RetentionFailure | null;
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
