import { assign, setup } from 'xstate';
import { markRead } from './notificationPopover.actors.ts';

/** Features spec §4 and §9: the last-read time is sent after the popover has been open 5 s. */
export const MARK_READ_AFTER_MS = 5_000;
/** Features spec §8. */
export const LAST_READ_ERROR = 'Error while updating last read time for notifications. Please try again later';

export interface NotificationPopoverContext {
  /** The spec's text when the last-read update failed (shown in the popover). */
  error: string | null;
}

export type NotificationPopoverEvent = { type: 'popover.open' } | { type: 'popover.close' };

/**
 * The popover's last-read mark: once per opening, after 5 s open; closing sooner sends nothing.
 * The list and the red dot are notificationPolling's.
 */
export const notificationPopoverMachine = setup({
  types: { context: {} as NotificationPopoverContext, events: {} as NotificationPopoverEvent },
  actors: { markRead },
  delays: { markReadDelay: MARK_READ_AFTER_MS },
}).createMachine({
  id: 'notificationPopover',
  context: { error: null },
  initial: 'closed',
  states: {
    closed: {
      on: { 'popover.open': { target: 'open', actions: assign({ error: null }) } },
    },
    open: {
      initial: 'counting',
      on: { 'popover.close': 'closed' },
      states: {
        counting: { after: { markReadDelay: 'marking' } },
        marking: {
          tags: ['busy'],
          invoke: {
            id: 'markRead',
            src: 'markRead',
            onDone: 'marked',
            onError: { target: 'marked', actions: assign({ error: LAST_READ_ERROR }) },
          },
        },
        marked: {},
      },
    },
  },
});
