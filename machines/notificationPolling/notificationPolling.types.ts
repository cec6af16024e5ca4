import type { CallFailure } from '../callFailure.ts';
export interface NotificationItem {
  id: number;
  subject: string;
  body: string;
  /** Where the row leads: /map?assetId=… (a machine) or /service?quickFilter=Soon. */
  link: string;
  assetId: number | null;
  userTimeFormatted: string;
  isNew: boolean;
}

export interface NotificationPage {
  items: NotificationItem[];
  total: number;
  /** Created after the last-read time: the red dot. */
  newCount: number;
}

export type { CallFailure };

export interface NotificationPollingContext {
  items: NotificationItem[];
  total: number;
  newCount: number;
  /** The first answer arrived (the popover shows a spinner before it). */
  loaded: boolean;
  /** The last poll failed (the list shown is the previous one). */
  loadError: CallFailure | null;
  open: boolean;
  /**
   * While the popover is open: the items that were unread when it opened, or arrived unread while it
   * was open. They stay marked as new in the list although the red dot is gone (issue 27).
   */
  unreadIds: number[];
}

export type NotificationPollingEvent = { type: 'popover.open' } | { type: 'popover.close' } | { type: 'notifications.refresh' };
