// What a notification is about and what its texts are built from, shared by the pipeline that
// writes notifications (deliver.ts, soon.ts), the in-app log (notifications.ts) and the e-mails (mail/).
import type { EventDetails } from '../telemetry/events.ts';

export const NotificationKind = { Event: 'Event', SoonToService: 'SoonToService' } as const;

/**
 * notifications.params: the facts of the moment it was written (the machine's label then, the
 * event's details, the due day), so its e-mail can be worded in any language when it is sent.
 */
export interface NotificationParams {
  /** 'Name (registration)'; null when the machine was not found (worded "Machine {id}"). */
  machine: string | null;
  /** Event notifications: the machine event's details (place name, voltages, speed). */
  details?: EventDetails;
  /** Soon to service: the due day ('YYYY-MM-DD'); null when the next service is due by engine hours. */
  dueDay?: string | null;
}

/** The params of a row, or null for rows written before migration 081 (or unreadable ones). */
export function parseParams(text: string | null): NotificationParams | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' && 'machine' in value ? (value as NotificationParams) : null;
  } catch {
    return null;
  }
}

/** Where a notification leads in the app (the bell's rows). */
export const notificationLink = (n: { kind: string; asset_id: number | null }) =>
  n.kind === NotificationKind.SoonToService ? '/service?quickFilter=Soon' : n.asset_id !== null ? `/map?assetId=${n.asset_id}` : '/map';
