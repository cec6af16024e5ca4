import { assign, setup } from 'xstate';
import { callFailure } from '../callFailure.ts';
import { loadNotifications } from './notificationPolling.actors.ts';
import type { NotificationPollingContext, NotificationPollingEvent } from './notificationPolling.types.ts';

/** Features spec §9: notifications are polled every 300000 ms. */
export const POLL_MS = 300_000;
/**
 * The notifications button: the newest page now, then again 5 minutes after each answer (a failed
 * poll keeps the list shown and tries again next period). Opening the popover marks everything as
 * seen at once (isNew false, the red dot goes); what arrives while it is open is seen too. The
 * last-read time itself goes to the server after 5 s open (notificationPopover), so a popover closed
 * sooner leaves them new on the server and the dot returns at the next poll.
 */
export const notificationPollingMachine = setup({
  types: {
    context: {} as NotificationPollingContext,
    events: {} as NotificationPollingEvent,
  },
  actors: { loadNotifications },
  actions: {
    markSeen: assign(({ context }) => ({ open: true, newCount: 0, items: context.items.map((i) => ({ ...i, isNew: false })) })),
  },
  delays: {
    pollInterval: POLL_MS,
  },
}).createMachine({
  id: 'notificationPolling',
  context: { items: [], total: 0, newCount: 0, loaded: false, loadError: null, open: false },
  initial: 'loading',
  on: {
    'popover.open': { actions: 'markSeen' },
    'popover.close': { actions: assign({ open: false }) },
  },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadNotifications',
        src: 'loadNotifications',
        onDone: {
          target: 'waiting',
          actions: assign(({ context, event }) => ({
            items: context.open ? event.output.items.map((i) => ({ ...i, isNew: false })) : event.output.items,
            total: event.output.total,
            newCount: context.open ? 0 : event.output.newCount,
            loaded: true,
            loadError: null,
          })),
        },
        onError: { target: 'waiting', actions: assign({ loadError: ({ event }) => callFailure(event.error), loaded: true }) },
      },
    },
    waiting: {
      after: { pollInterval: 'loading' },
      on: { 'notifications.refresh': 'loading' },
    },
  },
});
