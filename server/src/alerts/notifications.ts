// A user's notification log, last-read time and per-alert switches (spec §3 "Notification",
// "Notification configuration"; §4: opening the popover marks all as read). Only the caller's own rows.
// The log's subjects and bodies are worded when read, in the reader's language and zone, as their
// e-mails are (decision 0036).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { notFound } from '../http/envelope.ts';
import { formatted } from '../telemetry/time.ts';
import { ensureMachineAlerts } from './alerts.ts';
import { machineAlertName } from './catalog.ts';
import { NotificationKind, notificationLink } from './kinds.ts';
import { mailWording } from './mail/catalog.ts';
import { wordNotification } from './mail/render.ts';

type Db = Kysely<Database>;

export interface Reader {
  companyId: number;
  userId: number;
  timeZone: string;
  /** users.language_id: the language the log is worded in. */
  languageId: number;
}

export const NotificationType = { Email: 0, UserInterface: 3 } as const;

async function lastRead(db: Db, userId: number): Promise<number> {
  const row = await db.selectFrom('notification_reads').select('last_read_ts').where('user_id', '=', userId).executeTakeFirst();
  return row ? Number(row.last_read_ts) : 0;
}

export async function listNotifications(db: Db, reader: Reader, start: number, limit: number) {
  const readTs = await lastRead(db, reader.userId);
  const mine = db.selectFrom('notifications').where('user_id', '=', reader.userId).where('ui', '=', 1);
  const [rows, total, fresh] = await Promise.all([
    mine.selectAll().orderBy('created_ts', 'desc').orderBy('id', 'desc').offset(start).limit(limit).execute(),
    mine.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    mine
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('created_ts', '>', readTs)
      .executeTakeFirstOrThrow(),
  ]);
  const wording = mailWording(reader.languageId);
  return {
    items: rows.map((n) => ({
      id: n.id,
      ...wordNotification({ ...n, event_ts: Number(n.event_ts) }, wording, reader.timeZone),
      kind: n.kind === NotificationKind.SoonToService ? ('SoonToService' as const) : ('Event' as const),
      eventName: n.event_name,
      assetId: n.asset_id,
      placeId: n.place_id,
      link: notificationLink(n),
      utcTime: new Date(Number(n.event_ts)).toISOString(),
      userTimeFormatted: formatted(Number(n.event_ts), reader.timeZone) ?? '',
      isNew: Number(n.created_ts) > readTs,
    })),
    start,
    limit,
    total: Number(total.n),
    newCount: Number(fresh.n),
    lastReadUtcTime: readTs > 0 ? new Date(readTs).toISOString() : null,
  };
}

/** Everything created up to now counts as read. Never moves back (two tabs). */
export async function updateLastReadTime(db: Db, reader: Reader, now = Date.now()) {
  await db
    .insertInto('notification_reads')
    .values({ user_id: reader.userId, last_read_ts: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ last_read_ts: now }).where('notification_reads.last_read_ts', '<', now))
    .execute();
  return { lastReadUtcTime: new Date(await lastRead(db, reader.userId)).toISOString() };
}

/** The alerts that notify the caller, with the caller's e-mail and in-app switches. */
export async function notificationConfiguration(db: Db, reader: Reader) {
  await ensureMachineAlerts(db, reader.companyId);
  const user = await db.selectFrom('users').select('created_at').where('id', '=', reader.userId).executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('alerts as a')
    .leftJoin('places as p', 'p.id', 'a.place_id')
    .leftJoin('notification_settings as ns', (j) => j.onRef('ns.alert_id', '=', 'a.id').on('ns.user_id', '=', reader.userId))
    .select(['a.id', 'a.kind', 'a.alert_type', 'a.enabled', 'p.name as placeName', 'ns.email', 'ns.ui'])
    .where('a.company_id', '=', reader.companyId)
    // A place alert is named after its place: one whose place is gone is not listed (deletePlace deletes them).
    .where((eb) => eb.or([eb('a.kind', '!=', 'place'), eb('p.id', 'is not', null)]))
    .where((eb) =>
      eb.or([
        eb('a.id', 'in', eb.selectFrom('alert_recipients').select('alert_id').where('user_id', '=', reader.userId)),
        eb.and([eb('a.notify_all_new_users', '=', 1), eb('a.updated_at', '<', user.created_at)]),
      ]),
    )
    .orderBy('a.kind')
    .orderBy('a.id')
    .execute();
  return {
    items: rows.map((r) => ({
      id: r.id,
      name: r.kind === 'place' ? (r.placeName ?? '') : machineAlertName(r.alert_type),
      alertType: r.kind === 'place' ? ('Place' as const) : ('Machine' as const),
      enabled: r.enabled === 1,
      emailNotification: (r.email ?? 1) === 1,
      uiNotification: (r.ui ?? 1) === 1,
    })),
  };
}

/** Turns one channel of one alert on or off for the caller; 404 unless the alert notifies the caller. */
export async function setSubscription(db: Db, reader: Reader, alertId: number, type: number, on: boolean) {
  const config = await notificationConfiguration(db, reader);
  const item = config.items.find((i) => i.id === alertId);
  if (!item) throw notFound('Alert');
  const email = type === NotificationType.Email ? on : item.emailNotification;
  const ui = type === NotificationType.UserInterface ? on : item.uiNotification;
  await db
    .insertInto('notification_settings')
    .values({ user_id: reader.userId, alert_id: alertId, email: email ? 1 : 0, ui: ui ? 1 : 0 })
    // Only the channel asked about: a concurrent switch of the other channel is not undone.
    .onConflict((oc) => oc.columns(['user_id', 'alert_id']).doUpdateSet(type === NotificationType.Email ? { email: on ? 1 : 0 } : { ui: on ? 1 : 0 }))
    .execute();
  return { id: alertId, emailNotification: email, uiNotification: ui };
}
