// The notification pipeline (described in docs/features/notifications.md). Three idempotent steps, each its
// own transaction, so a crash between any two loses nothing and repeats nothing:
//
//   1. events → notifications (this file): claim machine-event outbox rows (a lease; PostgreSQL: SKIP
//      LOCKED), and in ONE transaction insert a notification per recipient (UNIQUE (user_id,
//      source_key)) and its e-mail job (UNIQUE notification_id), then mark the rows processed. A crash
//      before the commit leaves the rows claimed until the lease runs out; they are claimed again.
//   2. service status → notifications (soon.ts): machines now Soon to service and not yet marked for
//      their due key, keyed by (machine, due day) and marked in the same transaction (soon_service_marks).
//   3. e-mail jobs → mailer (mail/send.ts): one mail per recipient and poll, worded in their language.
//
// fanOut, shared by steps 1 and 2, stores each notification's English texts for the in-app log and
// its params, from which the e-mail is worded at send time (docs/decisions/0029).
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { english } from '../i18n/wording.ts';
import { parseDetails } from '../telemetry/events.ts';
import { claimOutbox, completeOutbox, releaseOutbox } from '../telemetry/outbox.ts';
import { OutboxTopic } from '../telemetry/store.ts';
import { MACHINE_ALERTS, PLACE_ENTRY, PLACE_EXIT, PLACE_IGNITION } from './catalog.ts';
import { ensureMachineAlerts } from './alerts.ts';
import { NotificationKind, type NotificationParams } from './kinds.ts';
import { wordNotification } from './mail/render.ts';

type Db = Kysely<Database>;

export interface PipelineOptions {
  /** Lease owner (host:pid). */
  worker: string;
  /** Per (alert, machine, event): later events inside this window notify nobody. */
  cooldownMs: number;
  now?: () => number;
}

interface MachineEventPayload {
  eventId: number;
  assetId: number;
  companyId: number;
  ts: number;
  eventName: string;
  placeId: number | null;
}

export interface AlertRow {
  id: number;
  company_id: number;
  kind: string;
  alert_type: string;
  notify_all_new_users: number;
  trigger_on_enter: number;
  trigger_on_exit: number;
  updated_at: string;
}

/** The alert columns fanOut and the recipients need. */
export const ALERT_COLUMNS = ['id', 'company_id', 'kind', 'alert_type', 'notify_all_new_users', 'trigger_on_enter', 'trigger_on_exit', 'updated_at'] as const;

interface Recipient {
  id: number;
  email: string;
  timezone_id: string;
  emailOn: number;
  uiOn: number;
  activated: number;
}

/** 'Name (registration)': how a notification names its machine. */
export const machineLabel = (a: { name: string; registration_number: string | null }) => a.name + (a.registration_number ? ` (${a.registration_number})` : '');

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
    .select(ALERT_COLUMNS)
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

export interface Draft {
  companyId: number;
  alertId: number;
  sourceKey: string;
  kind: string;
  eventName: string;
  assetId: number | null;
  placeId: number | null;
  eventTs: number;
  params: NotificationParams;
}

/**
 * Inserts the notification for each recipient once; an e-mail job for those who get e-mail (active
 * users only: not deleted, not disabled, activated; mail/send.ts checks again when it sends).
 * Returns rows inserted.
 */
export async function fanOut(trx: Transaction<Database>, alert: AlertRow, draft: Draft, now: number): Promise<number> {
  let inserted = 0;
  const params = JSON.stringify(draft.params);
  for (const r of await recipientsOf(trx, alert)) {
    if (r.emailOn !== 1 && r.uiOn !== 1) continue;
    // The in-app log's texts: English (the API's language), times in the recipient's zone.
    const texts = wordNotification(
      { id: 0, kind: draft.kind, event_name: draft.eventName, asset_id: draft.assetId, event_ts: draft.eventTs, subject: '', body: '', params },
      english,
      r.timezone_id,
    );
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
        subject: texts.subject,
        body: texts.body,
        params,
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
  // Its ts too: on PostgreSQL the events are monthly partitions keyed (id, ts), and the time finds the month.
  const event = await trx.selectFrom('machine_events').select('details').where('id', '=', ev.eventId).where('ts', '=', ev.ts).executeTakeFirst();
  const params: NotificationParams = { machine: asset ? machineLabel(asset) : null, details: parseDetails(event?.details ?? null) };
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
        params,
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
