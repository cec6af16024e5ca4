// The assetAlertForm machine's test model (assetAlertForm.model.test.ts, scripts/paths.ts).
import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import { defineModel, type EventFixtures } from '../kit/model.ts';
import { assetAlertFormMachine } from '../../../machines/assetAlertForm/assetAlertForm.machine.ts';
import type { AssetAlertDetail, AssetAlertFailure, AssetAlertFormEvent } from '../../../machines/assetAlertForm/assetAlertForm.types.ts';

export const ALERT_ID = 12;
export const ANNA = { id: 4, name: 'Anna Berg' };
export const BO = { id: 9, name: 'Bo Ek' };

export const storedAssetAlert: AssetAlertDetail = {
  id: ALERT_ID,
  name: 'Low battery voltage',
  enabled: true,
  notifyAllNewUsers: false,
  notificationUsers: [
    { ...ANNA, active: true },
    { ...BO, active: false },
  ],
};

export type AssetAlertFormModelEvent =
  | AssetAlertFormEvent
  | DoneActorEvent<AssetAlertDetail, 'loadAssetAlert'>
  | ErrorActorEvent<AssetAlertFailure, 'loadAssetAlert'>
  | DoneActorEvent<AssetAlertDetail, 'saveAssetAlert'>
  | ErrorActorEvent<AssetAlertFailure, 'saveAssetAlert'>;

const OFFLINE = { status: 0, message: '' };

export const assetAlertFormEvents = {
  'alert.switched': {
    disabled: { type: 'alert.switched', field: 'enabled', value: false },
    allNewUsers: { type: 'alert.switched', field: 'notifyAllNewUsers', value: true },
  },
  'alert.recipientToggled': { annaOff: { type: 'alert.recipientToggled', userId: ANNA.id, active: false } },
  'alert.saveRequested': { pressed: { type: 'alert.saveRequested' } },
  'alert.undoRequested': { pressed: { type: 'alert.undoRequested' } },
  'alert.retry': { pressed: { type: 'alert.retry' } },
  'xstate.done.actor.loadAssetAlert': { stored: { type: 'xstate.done.actor.loadAssetAlert', actorId: 'loadAssetAlert', output: storedAssetAlert } },
  'xstate.error.actor.loadAssetAlert': { offline: { type: 'xstate.error.actor.loadAssetAlert', actorId: 'loadAssetAlert', error: OFFLINE } },
  'xstate.done.actor.saveAssetAlert': { stored: { type: 'xstate.done.actor.saveAssetAlert', actorId: 'saveAssetAlert', output: storedAssetAlert } },
  'xstate.error.actor.saveAssetAlert': {
    failed: { type: 'xstate.error.actor.saveAssetAlert', actorId: 'saveAssetAlert', error: { status: 500, message: 'Internal server error' } },
    offline: { type: 'xstate.error.actor.saveAssetAlert', actorId: 'saveAssetAlert', error: OFFLINE },
  },
} satisfies EventFixtures<AssetAlertFormModelEvent>;

export const assetAlertFormModel = defineModel({
  machine: assetAlertFormMachine,
  // The tags the screens read, state by state: every replayed step is checked against this table.
  tags: {
    editing: ['view:form'],
    loadFailed: ['view:loadFailed'],
    loading: ['view:loading'],
    saving: ['busy', 'view:form'],
  },
  variants: { selected: { input: { alertId: ALERT_ID } } },
  events: assetAlertFormEvents,
  project: ({ context: { values: v } }) => ({
    enabled: v.enabled,
    allNew: v.notifyAllNewUsers,
    active: v.recipients.filter((r) => r.active).map((r) => r.id),
  }),
});
