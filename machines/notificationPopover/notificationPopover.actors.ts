import { fromPromise } from 'xstate';

/** PATCH /web/v1/notifications/notifications/updateLastReadTime. */
export const markRead = fromPromise<unknown>(async () => {
  throw new Error('notificationPopover: actor "markRead" not provided');
});
