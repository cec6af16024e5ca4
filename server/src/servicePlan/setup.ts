// A machine's service setup: read it (with its status and prediction), save it, delete its
// engine-hour or calendar part. Every change refreshes the machine's status in the same transaction.
import type { Kysely, Updateable } from 'kysely';
import type { Database } from '../db/schema.ts';
import { nameOf, serviceStatus } from '../domain/dictionaries.ts';
import { badRequest, notFound } from '../http/envelope.ts';
import { userTime } from '../services/gridFormat.ts';
import { dayFormatted, hoursFormatted, localDay } from '../telemetry/time.ts';
import { refreshServicePlans } from './refresh.ts';
import { CalendarIntervalType, daysBetween, evaluatePlan } from './status.ts';
import { frequencyAllowed, MONTHLY_LIMIT, YEARLY_LIMIT } from '../../../machines/serviceTab/serviceTab.rules.ts';

type Db = Kysely<Database>;

export interface Caller {
  companyId: number;
  userId: number;
  timeZone: string;
}

export interface SetupValues {
  assetId: number;
  engineHoursServiceAllowed: boolean;
  nextEngineHoursService?: number | null;
  engineHoursServiceInterval?: number | null;
  nextCalendarServiceUserTime?: string | null;
  calendarServiceIntervalType?: number | null;
  calendarServiceFrequency?: number | null;
  description?: string | null;
}

/** The caller's machine, or 404 (another company's id is as unknown as a missing one). */
export async function machineOf(db: Db, companyId: number, assetId: number) {
  const asset = await db
    .selectFrom('assets')
    .select(['id', 'company_id', 'timezone', 'engine_hours'])
    .where('id', '=', assetId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  if (!asset) throw notFound('Machine');
  return asset;
}

const isDay = (day: string) => {
  const ms = Date.parse(`${day}T00:00:00Z`);
  return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === day;
};

/** The rules a schema cannot say; every broken one is a field message (400). */
export function setupErrors(v: SetupValues): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const fail = (field: string, message: string) => (errors[field] ??= []).push(message);
  if (v.engineHoursServiceAllowed && (v.nextEngineHoursService === null || v.nextEngineHoursService === undefined)) {
    fail('nextEngineHoursService', 'is required when engine-hour service is allowed');
  }
  const day = v.nextCalendarServiceUserTime ?? null;
  const type = v.calendarServiceIntervalType ?? null;
  const frequency = v.calendarServiceFrequency ?? null;
  if (day !== null && !isDay(day)) fail('nextCalendarServiceUserTime', 'is not a date');
  // Spec §5: a calendar service needs both a start date and an interval.
  if (day !== null || type !== null || frequency !== null) {
    if (day === null) fail('nextCalendarServiceUserTime', 'a calendar service needs a start date');
    if (type === null) fail('calendarServiceIntervalType', 'a calendar service needs an interval (Monthly = 3 or Yearly = 4)');
    if (frequency === null) fail('calendarServiceFrequency', 'a calendar service needs an interval');
  }
  // The form's own limits and texts (machines/serviceTab/serviceTab.rules.ts): what the form refuses as
  // it is typed, the server refuses with the same words.
  if ((type === CalendarIntervalType.Monthly || type === CalendarIntervalType.Yearly) && frequency !== null && !frequencyAllowed(type, frequency)) {
    fail('calendarServiceFrequency', type === CalendarIntervalType.Yearly ? YEARLY_LIMIT : MONTHLY_LIMIT);
  }
  return errors;
}

function throwIfInvalid(errors: Record<string, string[]>) {
  if (Object.keys(errors).length === 0) return;
  const summary = Object.entries(errors)
    .map(([f, m]) => `${f}: ${m.join(', ')};`)
    .join(' ');
  throw badRequest(summary, errors);
}

/**
 * The setup as the service tab shows it (defaults for a machine that never had one). The predicted
 * day and its reason (which rule gave it, in how many days, at what pace) come from one evaluatePlan
 * over the facts refresh.ts stores (the pace of the 30 full days before the machine's today), the
 * same function that writes the list's copies.
 */
export async function readSetup(db: Db, caller: Caller, assetId: number, now: number) {
  await machineOf(db, caller.companyId, assetId);
  const row = await db
    .selectFrom('assets as a')
    .leftJoin('service_setups as s', 's.asset_id', 'a.id')
    .select([
      'a.id',
      'a.timezone',
      'a.engine_hours',
      'a.service_status',
      'a.service_due_day',
      'a.service_last_at',
      's.engine_hours_allowed',
      's.next_engine_hours',
      's.engine_hours_interval',
      's.next_calendar_day',
      's.calendar_interval_type',
      's.calendar_frequency',
      's.description',
      's.usage_hours_per_day',
      's.hours_reached_day',
    ])
    .where('a.id', '=', assetId)
    .executeTakeFirstOrThrow();
  const allowed = row.engine_hours_allowed === 1;
  const today = localDay(now, row.timezone);
  const prediction = evaluatePlan({
    engineHoursAllowed: allowed,
    nextEngineHours: row.next_engine_hours ?? null,
    nextCalendarDay: row.next_calendar_day ?? null,
    hours: row.engine_hours,
    hoursPerDay: row.usage_hours_per_day ?? null,
    hoursReachedDay: row.hours_reached_day ?? null,
    today,
  });
  const pace = row.usage_hours_per_day ?? null;
  return {
    assetId,
    engineHoursServiceAllowed: allowed,
    nextEngineHoursService: row.next_engine_hours ?? null,
    engineHoursServiceInterval: row.engine_hours_interval ?? null,
    nextCalendarServiceUserTime: row.next_calendar_day ?? null,
    calendarServiceIntervalType: row.calendar_interval_type ?? null,
    calendarServiceFrequency: row.calendar_frequency ?? null,
    description: row.description ?? null,
    status: row.service_status,
    statusFormatted: nameOf(serviceStatus, row.service_status) ?? 'NoService',
    nextServicePredictionUserTime: prediction.dueDay,
    nextServicePredictionUserTimeFormatted: prediction.dueDay ? dayFormatted(prediction.dueDay) : null,
    nextServiceDueBy: prediction.dueBy,
    nextServiceInDays: prediction.dueDay ? daysBetween(today, prediction.dueDay) : null,
    // The pace a week, as the reason words it; only where it made the prediction.
    usageHoursPerWeek: prediction.dueBy === 'Hours' && pace ? Math.round(pace * 7 * 10) / 10 : null,
    engineHours: row.engine_hours,
    engineHoursFormatted: hoursFormatted(row.engine_hours),
    hoursLeft: prediction.hoursLeft === null ? null : Math.round(prediction.hoursLeft * 10) / 10,
    usageHoursPerDay: row.usage_hours_per_day ?? null,
    previousServiceUserTimeFormatted: userTime(row.service_last_at, caller.timeZone),
  };
}

export type SetupView = Awaited<ReturnType<typeof readSetup>>;

/** Writes a setup (creating the row), then refreshes the machine's status. */
export async function saveSetup(db: Db, caller: Caller, v: SetupValues, now: number): Promise<SetupView> {
  throwIfInvalid(setupErrors(v));
  await machineOf(db, caller.companyId, v.assetId);
  const allowed = v.engineHoursServiceAllowed;
  const calendar = v.nextCalendarServiceUserTime ?? null;
  const values = {
    engine_hours_allowed: allowed ? 1 : 0,
    next_engine_hours: allowed ? (v.nextEngineHoursService ?? null) : null,
    engine_hours_interval: allowed ? (v.engineHoursServiceInterval ?? null) : null,
    next_calendar_day: calendar,
    calendar_interval_type: calendar ? (v.calendarServiceIntervalType ?? null) : null,
    calendar_frequency: calendar ? (v.calendarServiceFrequency ?? null) : null,
    description: v.description?.trim() || null,
    updated_at: new Date(now).toISOString(),
    updated_by: caller.userId,
  };
  await writeSetup(db, caller.companyId, v.assetId, values, now);
  return readSetup(db, caller, v.assetId, now);
}

/** Removes the engine-hour part or the calendar part of a setup (DELETE …/engineTime, …/calendar). */
export async function deleteSetupPart(db: Db, caller: Caller, assetId: number, part: 'engineTime' | 'calendar', now: number): Promise<SetupView> {
  await machineOf(db, caller.companyId, assetId);
  const cleared =
    part === 'engineTime'
      ? { engine_hours_allowed: 0, next_engine_hours: null, engine_hours_interval: null }
      : { next_calendar_day: null, calendar_interval_type: null, calendar_frequency: null };
  const exists = await db.selectFrom('service_setups').select('asset_id').where('asset_id', '=', assetId).executeTakeFirst();
  if (!exists) throw notFound('Service setup');
  await writeSetup(db, caller.companyId, assetId, { ...cleared, updated_at: new Date(now).toISOString(), updated_by: caller.userId }, now);
  return readSetup(db, caller, assetId, now);
}

type SetupColumns = Omit<Updateable<Database['service_setups']>, 'asset_id' | 'company_id'> & { updated_at: string };

/** Upserts the setup row and refreshes the machine, in one transaction. A changed next-hours value forgets when the old one was reached. */
export async function writeSetup(db: Db, companyId: number, assetId: number, values: SetupColumns, now: number) {
  await db.transaction().execute((trx) => writeSetupIn(trx, companyId, assetId, values, now));
}

/** writeSetup inside the caller's transaction. */
export async function writeSetupIn(trx: Db, companyId: number, assetId: number, values: SetupColumns, now: number) {
  const before = await trx.selectFrom('service_setups').select(['next_engine_hours']).where('asset_id', '=', assetId).executeTakeFirst();
  const reset = 'next_engine_hours' in values && values.next_engine_hours !== before?.next_engine_hours ? { hours_reached_day: null } : {};
  if (before) {
    await trx
      .updateTable('service_setups')
      .set({ ...values, ...reset })
      .where('asset_id', '=', assetId)
      .execute();
  } else {
    await trx
      .insertInto('service_setups')
      .values({ asset_id: assetId, company_id: companyId, ...values })
      .execute();
  }
  await refreshServicePlans(trx, [assetId], now);
}
