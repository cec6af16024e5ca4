import { fromPromise } from 'xstate';
import type { NotificationPage } from './notificationPolling.types.ts';

/** GET /web/v1/notifications/notifications/0/100: the newest page and the count of new ones. */
export const loadNotifications = fromPromise<NotificationPage>(async () => {
  throw new Error('notificationPolling: actor "loadNotifications" not provided');
});
