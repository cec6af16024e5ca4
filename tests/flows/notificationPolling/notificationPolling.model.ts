// The notification polling machine's test model (notificationPolling.model.test.ts, scripts/paths.ts).
import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import { SPEC } from '../kit/specConstants.ts';
import { defineModel, type AfterEvent, type EventFixtures } from '../kit/model.ts';
import { notificationPollingMachine } from '../../../machines/notificationPolling/notificationPolling.machine.ts';
import type { CallFailure, NotificationPage, NotificationPollingEvent } from '../../../machines/notificationPolling/notificationPolling.types.ts';

export const TWO_ONE_NEW: NotificationPage = {
  items: [
    {
      id: 12,
      subject: 'Ignition on outside working hours: Volvo EC220E',
      body: 'Ignition turned on at Depå Söder outside its working hours.',
      link: '/map?assetId=7',
      assetId: 7,
      userTimeFormatted: '2026/11/18 02:00',
      isNew: true,
    },
    {
      id: 9,
      subject: 'Soon to service: CAT 320',
      body: 'CAT 320 is due for service on 2026/12/01.',
      link: '/service?quickFilter=Soon',
      assetId: 8,
      userTimeFormatted: '2026/11/17 09:00',
      isNew: false,
    },
  ],
  total: 2,
  newCount: 1,
};
export const EMPTY: NotificationPage = { items: [], total: 0, newCount: 0 };
export const OFFLINE: CallFailure = { status: 0, code: null, message: 'Failed to fetch' };

export type NotificationPollingModelEvent =
  | NotificationPollingEvent
  | DoneActorEvent<NotificationPage, 'loadNotifications'>
  | ErrorActorEvent<CallFailure, 'loadNotifications'>
  | AfterEvent<'xstate.after.pollInterval.notificationPolling.waiting'>;

const loaded = (output: NotificationPage) => ({ type: 'xstate.done.actor.loadNotifications' as const, actorId: 'loadNotifications' as const, output });

export const notificationPollingEvents = {
  'popover.open': { click: { type: 'popover.open' } },
  'popover.close': { click: { type: 'popover.close' } },
  'notifications.refresh': { now: { type: 'notifications.refresh' } },
  'xstate.done.actor.loadNotifications': { twoOneNew: loaded(TWO_ONE_NEW), empty: loaded(EMPTY) },
  'xstate.error.actor.loadNotifications': { offline: { type: 'xstate.error.actor.loadNotifications', actorId: 'loadNotifications', error: OFFLINE } },
  'xstate.after.pollInterval.notificationPolling.waiting': { elapsed: { type: 'xstate.after.pollInterval.notificationPolling.waiting' } },
} satisfies EventFixtures<NotificationPollingModelEvent>;

export const notificationPollingModel = defineModel({
  machine: notificationPollingMachine,
  // The tags the screens read, state by state: every replayed step is checked against this table.
  tags: {
    loading: ['busy'],
  },
  variants: { signedIn: { input: undefined } },
  events: notificationPollingEvents,
  project: ({ context }) => ({
    items: context.items.length,
    newCount: context.newCount,
    anyNew: context.items.some((i) => i.isNew),
    loaded: context.loaded,
    loadError: context.loadError !== null,
    open: context.open,
    unread: context.unreadIds.length,
  }),
  delays: { pollInterval: SPEC.notificationsPollMs },
});
