import { assign, setup } from 'xstate';
import { failureText, failureToastText } from '../callFailure.ts';
import { loadAssetAlert, saveAssetAlert } from './assetAlertForm.actors.ts';
import type { AssetAlertDetail, AssetAlertFormContext, AssetAlertFormEvent, AssetAlertNotice, AssetAlertValues } from './assetAlertForm.types.ts';

/** Features spec, section 8. */
export const ASSET_ALERT_SAVE_FAILED = 'Error while saving asset alert details.';
/** Ours: the spec names no success or load-failure text. */
export const ASSET_ALERT_SAVED = 'Machine alert saved';
export const ASSET_ALERT_LOAD_FAILED = 'The alert could not be loaded';
/** The same rule as a place alert's (placeAlertForm.rules.ts): an enabled alert must reach someone. */
export const ASSET_ALERT_NOBODY = 'An enabled alert must notify someone: pick a recipient or Notify all new users';

const valuesOf = (d: AssetAlertDetail): AssetAlertValues => ({
  enabled: d.enabled,
  notifyAllNewUsers: d.notifyAllNewUsers,
  recipients: d.notificationUsers.map((u) => ({ ...u })),
});

export const assetAlertProblem = (v: AssetAlertValues): string | null =>
  v.enabled && !v.notifyAllNewUsers && !v.recipients.some((r) => r.active) ? ASSET_ALERT_NOBODY : null;

const EMPTY: AssetAlertValues = { enabled: false, notifyAllNewUsers: false, recipients: [] };

/**
 * A machine alert's details (features spec §4 "Alerts"): loaded on selection; on/off, "notify all
 * new users" and the recipients are edited and saved with PUT; a save reads the alert again and
 * refreshes the list. A failed save stays in the form with the spec's text.
 */
export const assetAlertFormMachine = setup({
  types: { context: {} as AssetAlertFormContext, events: {} as AssetAlertFormEvent, input: {} as { alertId: number } },
  actors: { loadAssetAlert, saveAssetAlert },
  actions: {
    alertsChanged: () => {},
    notify: (_, _params: AssetAlertNotice) => {},
  },
  guards: { canSave: ({ context }) => assetAlertProblem(context.values) === null },
}).createMachine({
  id: 'assetAlertForm',
  context: ({ input }) => ({ alertId: input.alertId, name: '', values: EMPTY, initial: EMPTY, submitted: false, loadError: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['view:loading'],
      invoke: {
        id: 'loadAssetAlert',
        src: 'loadAssetAlert',
        input: ({ context }) => ({ id: context.alertId }),
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => ({ name: event.output.name, values: valuesOf(event.output), initial: valuesOf(event.output), submitted: false })),
        },
        onError: { target: 'loadFailed', actions: assign({ loadError: ({ event }) => failureText(event.error) ?? ASSET_ALERT_LOAD_FAILED }) },
      },
    },
    loadFailed: { tags: ['view:loadFailed'], on: { 'alert.retry': 'loading' } },
    editing: {
      tags: ['view:form'],
      on: {
        'alert.switched': { actions: assign(({ context, event }) => ({ values: { ...context.values, [event.field]: event.value } })) },
        'alert.recipientToggled': {
          actions: assign(({ context, event }) => ({
            values: { ...context.values, recipients: context.values.recipients.map((r) => (r.id === event.userId ? { ...r, active: event.active } : r)) },
          })),
        },
        'alert.undoRequested': { actions: assign(({ context }) => ({ values: context.initial, submitted: false })) },
        'alert.saveRequested': [{ guard: 'canSave', target: 'saving', actions: assign({ submitted: true }) }, { actions: assign({ submitted: true }) }],
      },
    },
    saving: {
      tags: ['view:form', 'busy'],
      invoke: {
        id: 'saveAssetAlert',
        src: 'saveAssetAlert',
        input: ({ context }) => ({
          id: context.alertId,
          body: {
            enabled: context.values.enabled,
            notifyAllNewUsers: context.values.notifyAllNewUsers,
            notificationUsers: context.values.recipients.map((r) => ({ id: r.id, active: r.active })),
          },
        }),
        // The details are read again: what shows is what the server stored.
        onDone: {
          target: 'loading',
          actions: ['alertsChanged', { type: 'notify', params: ({ context }) => ({ tone: 'success', title: ASSET_ALERT_SAVED, text: context.name }) }],
        },
        onError: {
          target: 'editing',
          actions: {
            type: 'notify',
            params: ({ event }) => ({ tone: 'error', title: ASSET_ALERT_SAVE_FAILED, text: failureToastText(event.error) }),
          },
        },
      },
    },
  },
});
