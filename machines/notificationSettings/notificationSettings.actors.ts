import { fromPromise } from 'xstate';
import type { SettingItem, Toggle } from './notificationSettings.types.ts';

/** GET /web/v1/notifications/notifications/getConfiguration. */
export const loadSettings = fromPromise<SettingItem[]>(async () => {
  throw new Error('notificationSettings: actor "loadSettings" not provided');
});

/** PUT .../subscribe or DELETE .../unsubscribe with the alert id and Email=0 / UserInterface=3. */
export const saveToggle = fromPromise<unknown, Toggle>(async () => {
  throw new Error('notificationSettings: actor "saveToggle" not provided');
});
