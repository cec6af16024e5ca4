// Machine alerts and place alerts: read, save, create, delete; who they notify. Every call is scoped
// to the caller's company (another company's id: 404). Recipients are the explicit list plus, with
// notifyAllNewUsers, every user created after the list was last saved (so "new users" means users
// the editor of the list could not have picked yet, and a user taken off the list stays off).
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { badRequest, notFound } from '../http/envelope.ts';
import { MACHINE_ALERTS, machineAlertName, placeAlertKey } from './catalog.ts';
import { parseHolidays, SHIFT_PRESETS, WEEKDAYS, type Shift } from './shifts.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface Caller {
  companyId: number;
  userId: number;
}

export interface NotificationUser {
  id: number;
  name: string;
  active: boolean;
}

export interface WorkShiftValue {
  workShiftId?: number | null;
  monday: boolean;
  tuesday: boolean;
  wednesday: boolean;
  thursday: boolean;
  friday: boolean;
  saturday: boolean;
  sunday: boolean;
  startPlaceTime: string;
  endPlaceTime: string;
}

export interface PlaceAlertBody {
  id?: number | null;
  placeId: number;
  enabled: boolean;
  notifyAllNewUsers: boolean;
  notificationUsers: { id: number; active: boolean }[];
  triggerOnEnter: boolean;
  triggerOnExit: boolean;
  triggers: { workShifts: WorkShiftValue[]; holidays: string[] };
}

export interface AssetAlertBody {
  enabled: boolean;
  notifyAllNewUsers: boolean;
  notificationUsers: { id: number; active: boolean }[];
}

const iso = (ms: number) => new Date(ms).toISOString();

/** Creates the company's machine alerts on first use; their first recipients are the company's users then. */
export async function ensureMachineAlerts(db: Kysely<Database>, companyId: number, now = Date.now()): Promise<void> {
  const have = await db.selectFrom('alerts').select('id').where('company_id', '=', companyId).where('kind', '=', 'machine').execute();
  if (have.length >= MACHINE_ALERTS.length) return;
  await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('alerts')
      .values(
        MACHINE_ALERTS.map((a) => ({
          company_id: companyId,
          alert_key: `machine:${a.type}`,
          kind: 'machine' as const,
          alert_type: a.type,
          enabled: 1,
          notify_all_new_users: 1,
          created_at: iso(now),
          updated_at: iso(now),
        })),
      )
      // Two instances may get here at once: the unique key keeps one row, and only the inserter adds recipients.
      .onConflict((oc) => oc.columns(['company_id', 'alert_key']).doNothing())
      .returning('id')
      .execute();
    if (inserted.length === 0) return;
    const users = await activeUsers(trx, companyId);
    const rows = inserted.flatMap((a) => users.map((u) => ({ alert_id: a.id, user_id: u.id })));
    if (rows.length > 0) await trx.insertInto('alert_recipients').values(rows).execute();
  });
}

const activeUsers = (db: Db, companyId: number) =>
  db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'email', 'created_at'])
    .where('company_id', '=', companyId)
    .where('deleted_at', 'is', null)
    .where('disabled', '=', 0)
    .where('scope', '=', 'web')
    .orderBy('first_name')
    .orderBy('last_name')
    .orderBy('id')
    .execute();

async function companyAlert(db: Db, caller: Caller, id: number, kind: 'machine' | 'place') {
  const alert = await db
    .selectFrom('alerts')
    .selectAll()
    .where('id', '=', id)
    .where('company_id', '=', caller.companyId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  if (!alert) throw notFound(kind === 'machine' ? 'Asset alert' : 'Place alert');
  return alert;
}

/** Every active user of the company, `active` when the alert notifies them. */
async function notificationUsers(
  db: Db,
  alert: { id: number; company_id: number; notify_all_new_users: number; updated_at: string },
): Promise<NotificationUser[]> {
  const users = await activeUsers(db, alert.company_id);
  const explicit = new Set((await db.selectFrom('alert_recipients').select('user_id').where('alert_id', '=', alert.id).execute()).map((r) => r.user_id));
  return users.map((u) => ({
    id: u.id,
    name: `${u.first_name} ${u.last_name}`.trim() || u.email,
    active: explicit.has(u.id) || (alert.notify_all_new_users === 1 && u.created_at > alert.updated_at),
  }));
}

async function saveRecipients(trx: Transaction<Database>, companyId: number, alertId: number, list: { id: number; active: boolean }[]) {
  const wanted = [...new Set(list.filter((u) => u.active).map((u) => u.id))];
  if (wanted.length > 0) {
    const known = new Set((await activeUsers(trx, companyId)).map((u) => u.id));
    const strangers = wanted.filter((id) => !known.has(id));
    if (strangers.length > 0) throw badRequest('Unknown users', { notificationUsers: [`Not users of this company: ${strangers.join(', ')}`] });
  }
  await trx.deleteFrom('alert_recipients').where('alert_id', '=', alertId).execute();
  if (wanted.length > 0)
    await trx
      .insertInto('alert_recipients')
      .values(wanted.map((user_id) => ({ alert_id: alertId, user_id })))
      .execute();
}

export async function readAssetAlert(db: Kysely<Database>, caller: Caller, id: number) {
  const alert = await companyAlert(db, caller, id, 'machine');
  return {
    id: alert.id,
    name: machineAlertName(alert.alert_type),
    alertType: alert.alert_type,
    enabled: alert.enabled === 1,
    notifyAllNewUsers: alert.notify_all_new_users === 1,
    notificationUsers: await notificationUsers(db, alert),
  };
}

export async function saveAssetAlert(db: Kysely<Database>, caller: Caller, id: number, body: AssetAlertBody, now = Date.now()) {
  await companyAlert(db, caller, id, 'machine');
  await db.transaction().execute(async (trx) => {
    await saveRecipients(trx, caller.companyId, id, body.notificationUsers);
    await trx
      .updateTable('alerts')
      .set({ enabled: body.enabled ? 1 : 0, notify_all_new_users: body.notifyAllNewUsers ? 1 : 0, updated_at: iso(now) })
      .where('id', '=', id)
      .execute();
  });
  return readAssetAlert(db, caller, id);
}

// --- place alerts ---------------------------------------------------------------------------------

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

export function shiftOf(w: WorkShiftValue): Shift {
  const days = WEEKDAYS.reduce((mask, day, i) => (w[day] ? mask | (1 << i) : mask), 0);
  return { days, start: w.startPlaceTime, end: w.endPlaceTime };
}

export function shiftValue(id: number | null, s: Shift): WorkShiftValue {
  const flags = Object.fromEntries(WEEKDAYS.map((day, i) => [day, (s.days & (1 << i)) !== 0])) as Record<(typeof WEEKDAYS)[number], boolean>;
  return { workShiftId: id, ...flags, startPlaceTime: s.start, endPlaceTime: s.end };
}

function checkTriggers(body: PlaceAlertBody) {
  const errors: Record<string, string[]> = {};
  body.triggers.workShifts.forEach((w, i) => {
    if (!HHMM.test(w.startPlaceTime)) (errors[`triggers.workShifts[${i}].startPlaceTime`] ??= []).push('Use HH:mm (00:00-23:59)');
    if (!HHMM.test(w.endPlaceTime)) (errors[`triggers.workShifts[${i}].endPlaceTime`] ??= []).push('Use HH:mm (00:00-23:59)');
    if (shiftOf(w).days === 0) (errors[`triggers.workShifts[${i}]`] ??= []).push('Pick at least one weekday');
  });
  body.triggers.holidays.forEach((d, i) => {
    if (Number.isNaN(Date.parse(`${d}T00:00:00Z`)) || new Date(`${d}T00:00:00Z`).toISOString().slice(0, 10) !== d)
      (errors[`triggers.holidays[${i}]`] ??= []).push('Not a calendar day (YYYY-MM-DD)');
  });
  if (Object.keys(errors).length > 0) throw badRequest('Invalid place alert', errors);
}

export async function readPlaceAlert(db: Kysely<Database>, caller: Caller, id: number) {
  const alert = await companyAlert(db, caller, id, 'place');
  const place = await db.selectFrom('places').select(['name', 'timezone_name']).where('id', '=', alert.place_id!).executeTakeFirst();
  const shifts = await db.selectFrom('alert_work_shifts').selectAll().where('alert_id', '=', id).orderBy('id').execute();
  return {
    id: alert.id,
    placeId: alert.place_id!,
    placeName: place?.name ?? '',
    placeTimeZone: place?.timezone_name ?? 'UTC',
    enabled: alert.enabled === 1,
    notifyAllNewUsers: alert.notify_all_new_users === 1,
    notificationUsers: await notificationUsers(db, alert),
    triggerOnEnter: alert.trigger_on_enter === 1,
    triggerOnExit: alert.trigger_on_exit === 1,
    triggers: {
      workShifts: shifts.map((s) => shiftValue(s.id, { days: s.days, start: s.start_time, end: s.end_time })),
      holidays: parseHolidays(alert.holidays),
    },
  };
}

/** Creates (no id) or updates (id) a place alert; one alert per place. */
export async function savePlaceAlert(db: Kysely<Database>, caller: Caller, body: PlaceAlertBody, now = Date.now()) {
  checkTriggers(body);
  const place = await db.selectFrom('places').select('id').where('id', '=', body.placeId).where('company_id', '=', caller.companyId).executeTakeFirst();
  if (!place) throw notFound('Place');
  const values = {
    place_id: body.placeId,
    alert_key: placeAlertKey(body.placeId),
    enabled: body.enabled ? 1 : 0,
    notify_all_new_users: body.notifyAllNewUsers ? 1 : 0,
    trigger_on_enter: body.triggerOnEnter ? 1 : 0,
    trigger_on_exit: body.triggerOnExit ? 1 : 0,
    holidays: JSON.stringify([...new Set(body.triggers.holidays)].sort()),
    updated_at: iso(now),
  };
  if (body.id != null) await companyAlert(db, caller, body.id, 'place');
  const taken = await db
    .selectFrom('alerts')
    .select('id')
    .where('company_id', '=', caller.companyId)
    .where('alert_key', '=', values.alert_key)
    .executeTakeFirst();
  if (taken && taken.id !== body.id) throw badRequest('This place already has an alert', { placeId: ['This place already has an alert'] });
  const id = await db.transaction().execute(async (trx) => {
    let alertId = body.id ?? null;
    if (alertId === null) {
      alertId = (
        await trx
          .insertInto('alerts')
          .values({ ...values, company_id: caller.companyId, kind: 'place', alert_type: 'Place', created_at: iso(now) })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    } else {
      await trx.updateTable('alerts').set(values).where('id', '=', alertId).execute();
    }
    await saveRecipients(trx, caller.companyId, alertId, body.notificationUsers);
    await trx.deleteFrom('alert_work_shifts').where('alert_id', '=', alertId).execute();
    const shifts = body.triggers.workShifts.map(shiftOf);
    if (shifts.length > 0)
      await trx
        .insertInto('alert_work_shifts')
        .values(shifts.map((s) => ({ alert_id: alertId, days: s.days, start_time: s.start, end_time: s.end })))
        .execute();
    return alertId;
  });
  return readPlaceAlert(db, caller, id);
}

export async function deletePlaceAlert(db: Kysely<Database>, caller: Caller, id: number) {
  await companyAlert(db, caller, id, 'place');
  await db.transaction().execute((trx) => deleteAlerts(trx, [id]));
  return { id };
}

/** Deletes alerts with their shifts, recipients, users' switches and cooldowns (a place's, with the place). */
export async function deleteAlerts(trx: Kysely<Database>, ids: readonly number[]) {
  if (ids.length === 0) return;
  for (const table of ['alert_work_shifts', 'alert_recipients', 'notification_settings', 'alert_cooldowns'] as const)
    await trx.deleteFrom(table).where('alert_id', 'in', ids).execute();
  await trx.deleteFrom('alerts').where('id', 'in', ids).execute();
}

export { SHIFT_PRESETS };
