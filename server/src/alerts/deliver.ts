// The notification pipeline (described in docs/features/notifications.md). Three idempotent steps, each its
// own transaction, so a crash between any two loses nothing and repeats nothing:
//
//   1. events → notifications: claim machine-event outbox rows (a lease; PostgreSQL: SKIP LOCKED),
//      and in ONE transaction insert a notification per recipient (UNIQUE (user_id, source_key)) and
//      its e-mail job (UNIQUE notification_id), then mark the rows processed. A crash before the
//      commit leaves the rows claimed until the lease runs out; they are claimed again.
//   2. service status → notifications: machines now Soon to service and not yet marked for their due
//      key, keyed by (machine, due day) and marked in the same transaction (soon_service_marks).
//   3. e-mail jobs → mailer: claimed with a lease (SKIP LOCKED), sent, marked sent. A crash after
//      sending and before marking sends again under the same message id: the outbox overwrites the
//      same .eml file, an SMTP relay receives the same Message-ID (see services/mailer.ts).
import { sql, type Kysely, type SqlBool, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Mailer } from '../services/mailer.ts';
import { dialectOf, forUpdateSkipLocked } from '../db/dialect.ts';
import { machineEventText, parseDetails } from '../telemetry/events.ts';
import { claimOutbox, completeOutbox, releaseOutbox } from '../telemetry/outbox.ts';
import { OutboxTopic } from '../telemetry/store.ts';
import { formatted } from '../telemetry/time.ts';
import { ServiceStatus } from '../servicePlan/status.ts';
import { MACHINE_ALERTS, PLACE_ENTRY, PLACE_EXIT, PLACE_IGNITION, SOON_TO_SERVICE } from './catalog.ts';
import { ensureMachineAlerts } from './alerts.ts';

type Db = Kysely<Database>;

export interface PipelineOptions {
  /** Lease owner (host:pid). */
  worker: string;
  /** Per (alert, machine, event): later events inside this window notify nobody. */
  cooldownMs: number;
  now?: () => number;
}

export const NotificationKind = { Event: 'Event', SoonToService: 'SoonToService' } as const;

interface MachineEventPayload {
  eventId: number;
  assetId: number;
  companyId: number;
  ts: number;
  eventName: string;
  placeId: number | null;
}

interface AlertRow {
  id: number;
  company_id: number;
  kind: string;
  alert_type: string;
  notify_all_new_users: number;
  trigger_on_enter: number;
  trigger_on_exit: number;
  updated_at: string;
}

interface Recipient {
  id: number;
  email: string;
  timezone_id: string;
  emailOn: number;
  uiOn: number;
  activated: number;
}

/** Users the alert notifies, with their own e-mail / in-app switches (no settings row: both on). */
async function recipientsOf(trx: Transaction<Database>, alert: AlertRow): Promise<Recipient[]> {
  return trx
    .selectFrom('users as u')
    .leftJoin('notification_settings as ns', (j) => j.onRef('ns.user_id', '=', 'u.id').on('ns.alert_id', '=', alert.id))
    .select([
      'u.id',
      'u.email',
      'u.timezone_id',
      sql<number>`coalesce(ns.email, 1)`.as('emailOn'),
      sql<number>`coalesce(ns.ui, 1)`.as('uiOn'),
      // An invited user who has not activated their account gets no mail (in-app only, read once signed in).
      sql<number>`case when u.password_hash is null then 0 else 1 end`.as('activated'),
    ])
    .where('u.company_id', '=', alert.company_id)
    .where('u.deleted_at', 'is', null)
    .where('u.disabled', '=', 0)
    .where('u.scope', '=', 'web')
    .where((eb) =>
      eb.or([
        eb('u.id', 'in', eb.selectFrom('alert_recipients').select('user_id').where('alert_id', '=', alert.id)),
        ...(alert.notify_all_new_users === 1 ? [eb('u.created_at', '>', alert.updated_at)] : []),
      ]),
    )
    .orderBy('u.id')
    .execute();
}

/** The alerts an event concerns: its machine alert, and its place's alert when the trigger is on. */
async function alertsFor(trx: Transaction<Database>, ev: MachineEventPayload): Promise<AlertRow[]> {
  const keys: string[] = [];
  if (MACHINE_ALERTS.some((a) => a.type === ev.eventName)) keys.push(`machine:${ev.eventName}`);
  if (ev.placeId !== null && (ev.eventName === PLACE_ENTRY || ev.eventName === PLACE_EXIT || PLACE_IGNITION.includes(ev.eventName)))
    keys.push(`place:${ev.placeId}`);
  if (keys.length === 0) return [];
  const rows = await trx
    .selectFrom('alerts')
    .select(['id', 'company_id', 'kind', 'alert_type', 'notify_all_new_users', 'trigger_on_enter', 'trigger_on_exit', 'updated_at'])
    .where('company_id', '=', ev.companyId)
    .where('alert_key', 'in', keys)
    .where('enabled', '=', 1)
    .execute();
  return rows.filter(
    (a) => a.kind === 'machine' || (ev.eventName === PLACE_ENTRY ? a.trigger_on_enter === 1 : ev.eventName === PLACE_EXIT ? a.trigger_on_exit === 1 : true),
  );
}

/**
 * The debounce: true when this (alert, machine, event) notified less than `cooldownMs` before `ts`.
 * One statement, atomic on both databases (two instances cannot both pass): insert the time, or move
 * it forward only when the window has passed, and see whether a row came back.
 */
async function inCooldown(trx: Transaction<Database>, alertId: number, assetId: number, eventName: string, ts: number, cooldownMs: number) {
  const passed = await trx
    .insertInto('alert_cooldowns')
    .values({ alert_id: alertId, asset_id: assetId, event_name: eventName, last_ts: ts })
    .onConflict((oc) =>
      oc
        .columns(['alert_id', 'asset_id', 'event_name'])
        .doUpdateSet({ last_ts: ts })
        .where('alert_cooldowns.last_ts', '<=', ts - cooldownMs),
    )
    .returning('alert_id')
    .executeTakeFirst();
  return passed === undefined;
}

interface Draft {
  companyId: number;
  alertId: number;
  sourceKey: string;
  kind: string;
  eventName: string;
  assetId: number | null;
  placeId: number | null;
  eventTs: number;
  subject: string;
  /** The body for a recipient (times in their zone). */
  body: (r: Recipient) => string;
}

/** Inserts the notification for each recipient once; an e-mail job for those who get e-mail. Returns rows inserted. */
async function fanOut(trx: Transaction<Database>, alert: AlertRow, draft: Draft, now: number): Promise<number> {
  let inserted = 0;
  for (const r of await recipientsOf(trx, alert)) {
    if (r.emailOn !== 1 && r.uiOn !== 1) continue;
    const row = await trx
      .insertInto('notifications')
      .values({
        company_id: draft.companyId,
        user_id: r.id,
        alert_id: draft.alertId,
        source_key: draft.sourceKey,
        kind: draft.kind,
        event_name: draft.eventName,
        asset_id: draft.assetId,
        place_id: draft.placeId,
        subject: draft.subject,
        body: draft.body(r),
        ui: r.uiOn === 1 ? 1 : 0,
        event_ts: draft.eventTs,
        created_ts: now,
      })
      .onConflict((oc) => oc.columns(['user_id', 'source_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) continue;
    inserted++;
    if (r.emailOn === 1 && Number(r.activated) === 1)
      await trx
        .insertInto('notification_emails')
        .values({ notification_id: row.id, to_address: r.email, created_ts: now, available_ts: now })
        .onConflict((oc) => oc.column('notification_id').doNothing())
        .execute();
  }
  return inserted;
}

async function notifyEvent(trx: Transaction<Database>, ev: MachineEventPayload, options: PipelineOptions, now: number): Promise<number> {
  const alerts = await alertsFor(trx, ev);
  if (alerts.length === 0) return 0;
  const asset = await trx.selectFrom('assets').select(['name', 'registration_number', 'timezone']).where('id', '=', ev.assetId).executeTakeFirst();
  const event = await trx.selectFrom('machine_events').select('details').where('id', '=', ev.eventId).executeTakeFirst();
  const text = machineEventText(ev.eventName, parseDetails(event?.details ?? null));
  const machine = asset ? asset.name + (asset.registration_number ? ` (${asset.registration_number})` : '') : `Machine ${ev.assetId}`;
  let inserted = 0;
  for (const alert of alerts) {
    if (await inCooldown(trx, alert.id, ev.assetId, ev.eventName, ev.ts, options.cooldownMs)) continue;
    inserted += await fanOut(
      trx,
      alert,
      {
        companyId: ev.companyId,
        alertId: alert.id,
        sourceKey: `me:${ev.eventId}`,
        kind: NotificationKind.Event,
        eventName: ev.eventName,
        assetId: ev.assetId,
        placeId: ev.placeId,
        eventTs: ev.ts,
        subject: `${text.header}: ${machine}`,
        body: (r) => `${text.message}. ${machine}, ${formatted(ev.ts, r.timezone_id)}.`,
      },
      now,
    );
  }
  return inserted;
}

/** Step 1: one claimed batch of machine events → notifications. Returns the outbox rows handled. */
export async function processEvents(db: Db, options: PipelineOptions, limit = 200): Promise<number> {
  const now = (options.now ?? Date.now)();
  const rows = await claimOutbox(db, { topics: [OutboxTopic.MachineEvent], worker: options.worker, limit, now });
  if (rows.length === 0) return 0;
  const events = rows.map((r) => r.payload as MachineEventPayload);
  const ids = rows.map((r) => r.id);
  try {
    // Outside the transaction: creating a company's machine alerts is its own (SQLite has one connection).
    for (const companyId of new Set(events.filter((e) => MACHINE_ALERTS.some((a) => a.type === e.eventName)).map((e) => e.companyId)))
      await ensureMachineAlerts(db, companyId, now);
    await db.transaction().execute(async (trx) => {
      for (const ev of events) await notifyEvent(trx, ev, options, now);
      await completeOutbox(trx, ids, now);
    });
  } catch (error) {
    await releaseOutbox(db, ids, error instanceof Error ? error.message : String(error), 30_000, now);
    throw error;
  }
  return rows.length;
}

/** Step 2: every machine Soon to service notifies the company's Soon-to-service recipients once per due day. */
/**
 * Soon machines not yet notified for their current due key (the due day, or the next engine-hour
 * service): no mark, or a mark for another key. A machine that stays Soon is read once, not every tick.
 */
export function soonMachinesToNotify(db: Db | Transaction<Database>) {
  return db
    .selectFrom('assets as a')
    .leftJoin('soon_service_marks as m', 'm.asset_id', 'a.id')
    .select(['a.id', 'a.company_id', 'a.name', 'a.registration_number', 'a.service_due_day', 'a.service_next_hours'])
    .where('a.service_status', '=', ServiceStatus.Soon)
    .where('a.archived_at', 'is', null)
    .where(sql<SqlBool>`(m.asset_id is null or m.due_day is distinct from a.service_due_day or m.due_hours is distinct from a.service_next_hours)`)
    .execute();
}

/** SQLite binds at most 32,766 values a statement; 4 a mark. */
const MARK_BATCH = 1000;

/**
 * Step 2: machines Soon to service → one notification per recipient, keyed `soon:<machine>:<due key>`,
 * and the machine marked with that key in the same transaction. A company whose Soon alert is off
 * marks nothing: its machines are notified once the alert is on again (as before the marks).
 * Recipients are those of the moment the machine turned Soon for that key.
 */
export async function processSoonToService(db: Db, options: PipelineOptions): Promise<number> {
  const now = (options.now ?? Date.now)();
  const soon = await soonMachinesToNotify(db);
  let inserted = 0;
  for (const companyId of new Set(soon.map((a) => a.company_id))) {
    await ensureMachineAlerts(db, companyId, now);
    inserted += await db.transaction().execute(async (trx) => {
      const alert = await trx
        .selectFrom('alerts')
        .select(['id', 'company_id', 'kind', 'alert_type', 'notify_all_new_users', 'trigger_on_enter', 'trigger_on_exit', 'updated_at'])
        .where('company_id', '=', companyId)
        .where('alert_key', '=', `machine:${SOON_TO_SERVICE}`)
        .where('enabled', '=', 1)
        .executeTakeFirst();
      if (!alert) return 0;
      const machines = soon.filter((s) => s.company_id === companyId);
      let count = 0;
      for (const a of machines) {
        const machine = a.name + (a.registration_number ? ` (${a.registration_number})` : '');
        const due = a.service_due_day ?? `${a.service_next_hours ?? ''}h`;
        count += await fanOut(
          trx,
          alert,
          {
            companyId,
            alertId: alert.id,
            sourceKey: `soon:${a.id}:${due}`,
            kind: NotificationKind.SoonToService,
            eventName: SOON_TO_SERVICE,
            assetId: a.id,
            placeId: null,
            eventTs: now,
            subject: `Soon to service: ${machine}`,
            body: () =>
              a.service_due_day ? `${machine} is due for service on ${a.service_due_day.replaceAll('-', '/')}.` : `${machine} is due for service soon.`,
          },
          now,
        );
      }
      for (let i = 0; i < machines.length; i += MARK_BATCH) {
        await trx
          .insertInto('soon_service_marks')
          .values(
            machines
              .slice(i, i + MARK_BATCH)
              .map((a) => ({ asset_id: a.id, due_day: a.service_due_day, due_hours: a.service_next_hours, notified_at: new Date(now).toISOString() })),
          )
          .onConflict((oc) =>
            oc.column('asset_id').doUpdateSet((eb) => ({
              due_day: eb.ref('excluded.due_day'),
              due_hours: eb.ref('excluded.due_hours'),
              notified_at: eb.ref('excluded.notified_at'),
            })),
          )
          .execute();
      }
      return count;
    });
  }
  return inserted;
}

export interface MailOptions {
  worker: string;
  /** Origin for links in the mails (absolute: a mail client cannot open a path). */
  publicUrl: string;
  now?: () => number;
  leaseMs?: number;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Where a notification leads in the app. */
export const notificationLink = (n: { kind: string; asset_id: number | null }) =>
  n.kind === NotificationKind.SoonToService ? '/service?quickFilter=Soon' : n.asset_id !== null ? `/map?assetId=${n.asset_id}` : '/map';

/** Step 3: one claimed batch of e-mail jobs → the mailer. Returns the mails sent. */
export async function sendEmails(db: Db, mailer: Mailer, options: MailOptions, limit = 20): Promise<number> {
  const now = (options.now ?? Date.now)();
  const until = now + (options.leaseMs ?? 120_000);
  const jobs = await db.transaction().execute(async (trx) => {
    const lock = forUpdateSkipLocked(dialectOf(trx));
    const ids = (
      await sql<{ id: number }>`select id from notification_emails
        where sent_ts is null and available_ts <= ${now} and (claimed_until_ts is null or claimed_until_ts < ${now})
        order by id limit ${limit}${lock}`.execute(trx)
    ).rows.map((r) => r.id);
    if (ids.length === 0) return [];
    await trx
      .updateTable('notification_emails')
      .set((eb) => ({ claimed_by: options.worker, claimed_until_ts: until, attempts: eb('attempts', '+', 1) }))
      .where('id', 'in', ids)
      .execute();
    return trx
      .selectFrom('notification_emails as e')
      .innerJoin('notifications as n', 'n.id', 'e.notification_id')
      .select(['e.id', 'e.to_address', 'e.attempts', 'n.id as notificationId', 'n.subject', 'n.body', 'n.kind', 'n.asset_id'])
      .where('e.id', 'in', ids)
      .orderBy('e.id')
      .execute();
  });
  let sent = 0;
  for (const job of jobs) {
    const link = `${options.publicUrl}${notificationLink(job)}`;
    try {
      await mailer.send({
        id: `notification-${job.notificationId}`,
        to: job.to_address,
        subject: job.subject,
        text: `${job.body}\n\nOpen in Siteline: ${link}\n\nChange which notifications you get: ${options.publicUrl}/settings/notifications\n`,
        html: `<p>${escapeHtml(job.body)}</p><p><a href="${escapeHtml(link)}">Open in Siteline</a></p><p><a href="${escapeHtml(`${options.publicUrl}/settings/notifications`)}">Notification settings</a></p>`,
      });
      await db
        .updateTable('notification_emails')
        .set({ sent_ts: (options.now ?? Date.now)(), claimed_until_ts: null, last_error: null })
        .where('id', '=', job.id)
        .execute();
      sent++;
    } catch (error) {
      // Back off 1, 2, 4 … 60 minutes; the job stays until it is sent.
      const delay = Math.min(60, 2 ** Math.min(job.attempts - 1, 6)) * 60_000;
      await db
        .updateTable('notification_emails')
        .set({ claimed_until_ts: null, available_ts: now + delay, last_error: (error instanceof Error ? error.message : String(error)).slice(0, 1000) })
        .where('id', '=', job.id)
        .execute();
    }
  }
  return sent;
}
