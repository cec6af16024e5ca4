import { assign, setup } from 'xstate';
import { callFailure } from '../callFailure.ts';
import { loadNotifications } from './notificationPolling.actors.ts';
import type { NotificationItem, NotificationPollingContext, NotificationPollingEvent } from './notificationPolling.types.ts';

const unreadOf = (items: readonly NotificationItem[]) => items.filter((i) => i.isNew).map((i) => i.id);
const stillShown = (ids: number[], items: readonly NotificationItem[]) => ids.filter((id) => items.some((i) => i.id === id));

/** Features spec §9: notifications are polled every 300000 ms. */
export const POLL_MS = 300_000;
/**
 * The notifications button: the newest page now, then again 5 minutes after each answer (a failed
 * poll keeps the list shown and tries again next period). Opening the popover marks everything as
 * seen at once (isNew false, the red dot goes); what arrives while it is open is seen too. The
 * last-read time itself goes to the server after 5 s open (notificationPopover), so a popover closed
 * sooner leaves them new on the server and the dot returns at the next poll. While it is open the
 * list still marks the items that were unread when it opened (unreadIds), until it closes.
 */
export const notificationPollingMachine = setup({
  types: {
    context: {} as NotificationPollingContext,
    events: {} as NotificationPollingEvent,
  },
  actors: { loadNotifications },
  actions: {
    markSeen: assign(({ context }) => ({
      open: true,
      newCount: 0,
      unreadIds: unreadOf(context.items),
      items: context.items.map((i) => ({ ...i, isNew: false })),
    })),
    /** Closed: everything shown was read, nothing is marked new any more. */
    forgetUnread: assign({ open: false, unreadIds: [] }),
  },
  delays: {
    pollInterval: POLL_MS,
  },
}).createMachine({
  id: 'notificationPolling',
  context: { items: [], total: 0, newCount: 0, loaded: false, loadError: null, open: false, unreadIds: [] },
  initial: 'loading',
  on: {
    'popover.open': { actions: 'markSeen' },
    'popover.close': { actions: 'forgetUnread' },
  },
  states: {
    loading: {
      tags: ['busy'],
      // Closed while a load is under way: that answer may have been counted before the popover's
      // last-read mark reached the server, and would bring back a red dot for everything just read
      // until the next poll. It is dropped and the page asked for again.
      on: { 'popover.close': { target: 'loading', reenter: true, actions: 'forgetUnread' } },
      invoke: {
        id: 'loadNotifications',
        src: 'loadNotifications',
        onDone: {
          target: 'waiting',
          actions: assign(({ context, event }) => ({
            items: context.open ? event.output.items.map((i) => ({ ...i, isNew: false })) : event.output.items,
            total: event.output.total,
            newCount: context.open ? 0 : event.output.newCount,
            // Open, the answer's unread items join those marked new (the server's last-read mark may not
            // be set yet); an item no longer in the list is no longer marked.
            unreadIds: context.open ? stillShown([...new Set([...context.unreadIds, ...unreadOf(event.output.items)])], event.output.items) : [],
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
