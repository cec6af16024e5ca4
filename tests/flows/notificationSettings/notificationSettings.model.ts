// The notification settings machine's test model (notificationSettings.model.test.ts, scripts/paths.ts).
import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import { defineModel, type EventFixtures } from '../kit/model.ts';
import { notificationSettingsMachine } from '../../../machines/notificationSettings/notificationSettings.machine.ts';
import type { NotificationSettingsEvent, SettingItem } from '../../../machines/notificationSettings/notificationSettings.types.ts';

export const ITEMS: SettingItem[] = [
  { id: 4, name: 'Low battery voltage', emailNotification: true, uiNotification: true },
  { id: 21, name: 'Depå Söder', emailNotification: false, uiNotification: true },
];
const OFFLINE = { status: 0, code: null, message: 'Failed to fetch' };

export type NotificationSettingsModelEvent =
  | NotificationSettingsEvent
  | DoneActorEvent<SettingItem[], 'loadSettings'>
  | ErrorActorEvent<typeof OFFLINE, 'loadSettings'>
  | DoneActorEvent<unknown, 'saveToggle'>
  | ErrorActorEvent<typeof OFFLINE, 'saveToggle'>;

export const notificationSettingsEvents = {
  'settings.toggle': {
    emailOff: { type: 'settings.toggle', id: 4, channel: 'email', on: false },
    emailOn: { type: 'settings.toggle', id: 21, channel: 'email', on: true },
    uiOff: { type: 'settings.toggle', id: 21, channel: 'ui', on: false },
  },
  'settings.retry': { pressed: { type: 'settings.retry' } },
  'xstate.done.actor.loadSettings': { two: { type: 'xstate.done.actor.loadSettings', actorId: 'loadSettings', output: ITEMS } },
  'xstate.error.actor.loadSettings': { offline: { type: 'xstate.error.actor.loadSettings', actorId: 'loadSettings', error: OFFLINE } },
  'xstate.done.actor.saveToggle': { ok: { type: 'xstate.done.actor.saveToggle', actorId: 'saveToggle', output: {} } },
  'xstate.error.actor.saveToggle': { offline: { type: 'xstate.error.actor.saveToggle', actorId: 'saveToggle', error: OFFLINE } },
} satisfies EventFixtures<NotificationSettingsModelEvent>;

export const notificationSettingsModel = defineModel({
  machine: notificationSettingsMachine,
  // The tags the screens read, state by state: every replayed step is checked against this table.
  tags: {
    loading: ['busy'],
    saving: ['busy'],
  },
  variants: { signedIn: { input: undefined } },
  events: notificationSettingsEvents,
  project: ({ context }) => ({ items: context.items, pending: context.pending, error: context.error, loadFailed: context.loadFailed }),
});
