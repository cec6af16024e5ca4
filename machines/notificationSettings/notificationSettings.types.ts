export interface SettingItem {
  /** The alert id. */
  id: number;
  name: string;
  emailNotification: boolean;
  uiNotification: boolean;
}

export type Channel = 'email' | 'ui';

export interface Toggle {
  id: number;
  channel: Channel;
  on: boolean;
}

export interface NotificationSettingsContext {
  items: SettingItem[];
  /** The switch being saved (shown as already flipped). */
  pending: Toggle | null;
  /** The spec's text after a failed switch (the switch is back where it was). */
  error: string | null;
  loadFailed: boolean;
}

export type NotificationSettingsEvent = ({ type: 'settings.toggle' } & Toggle) | { type: 'settings.retry' };
