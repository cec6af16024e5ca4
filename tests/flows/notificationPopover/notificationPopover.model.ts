// The notification popover machine's test model (tests/flows/notificationPolling/notificationPolling.model.test.ts, scripts/paths.ts).
import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import { SPEC } from '../kit/specConstants.ts';
import { defineModel, type AfterEvent, type EventFixtures } from '../kit/model.ts';
import { notificationPopoverMachine, type NotificationPopoverEvent } from '../../../machines/notificationPopover/notificationPopover.machine.ts';
import type { CallFailure } from '../../../machines/notificationPolling/notificationPolling.types.ts';

export const OFFLINE: CallFailure = { status: 0, code: null, message: 'Failed to fetch' };

export type NotificationPopoverModelEvent =
  | NotificationPopoverEvent
  | DoneActorEvent<unknown, 'markRead'>
  | ErrorActorEvent<CallFailure, 'markRead'>
  | AfterEvent<'xstate.after.markReadDelay.notificationPopover.open.counting'>;

export const notificationPopoverEvents = {
  'popover.open': { click: { type: 'popover.open' } },
  'popover.close': { click: { type: 'popover.close' } },
  'xstate.done.actor.markRead': { ok: { type: 'xstate.done.actor.markRead', actorId: 'markRead', output: { lastReadUtcTime: '2026-11-23T08:00:05.000Z' } } },
  'xstate.error.actor.markRead': { offline: { type: 'xstate.error.actor.markRead', actorId: 'markRead', error: OFFLINE } },
  'xstate.after.markReadDelay.notificationPopover.open.counting': { elapsed: { type: 'xstate.after.markReadDelay.notificationPopover.open.counting' } },
} satisfies EventFixtures<NotificationPopoverModelEvent>;

export const notificationPopoverModel = defineModel({
  machine: notificationPopoverMachine,
  // The tags the screens read, state by state: every replayed step is checked against this table.
  tags: {
    'open.marking': ['busy'],
  },
  variants: { signedIn: { input: undefined } },
  events: notificationPopoverEvents,
  delays: { markReadDelay: SPEC.notificationsLastReadMs },
});
