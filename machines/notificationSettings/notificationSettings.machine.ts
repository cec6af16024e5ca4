import { assign, setup } from 'xstate';
import { loadSettings, saveToggle } from './notificationSettings.actors.ts';
import type { NotificationSettingsContext, NotificationSettingsEvent, SettingItem, Toggle } from './notificationSettings.types.ts';

/** Features spec §8. */
export const SUBSCRIBE_ERROR = 'Error while subscribing to notifications. Please try again later';
export const UNSUBSCRIBE_ERROR = 'Error while unsubscribing to notifications. Please try again later';

const flip = (items: SettingItem[], t: Toggle): SettingItem[] =>
  items.map((i) => (i.id !== t.id ? i : t.channel === 'email' ? { ...i, emailNotification: t.on } : { ...i, uiNotification: t.on }));

/**
 * /settings/notifications (features spec §4): a switch flips at once and is saved; on failure it
 * flips back and the spec's text shows. One save at a time: the switches wait while one is saved.
 */
export const notificationSettingsMachine = setup({
  types: { context: {} as NotificationSettingsContext, events: {} as NotificationSettingsEvent },
  actors: { loadSettings, saveToggle },
}).createMachine({
  id: 'notificationSettings',
  context: { items: [], pending: null, error: null, loadFailed: false },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadSettings',
        src: 'loadSettings',
        onDone: { target: 'ready', actions: assign({ items: ({ event }) => event.output, loadFailed: false }) },
        onError: { target: 'failed', actions: assign({ loadFailed: true }) },
      },
    },
    failed: { on: { 'settings.retry': 'loading' } },
    ready: {
      on: {
        'settings.toggle': {
          target: 'saving',
          actions: assign(({ context, event }) => {
            const toggle = { id: event.id, channel: event.channel, on: event.on };
            return { items: flip(context.items, toggle), pending: toggle, error: null };
          }),
        },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveToggle',
        src: 'saveToggle',
        input: ({ context }) => context.pending!,
        onDone: { target: 'ready', actions: assign({ pending: null }) },
        onError: {
          target: 'ready',
          actions: assign(({ context }) => {
            const t = context.pending!;
            return { items: flip(context.items, { ...t, on: !t.on }), pending: null, error: t.on ? SUBSCRIBE_ERROR : UNSUBSCRIBE_ERROR };
          }),
        },
      },
    },
  },
});
