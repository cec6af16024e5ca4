// Reported services (the history), the machine's hours at a past moment, and calibration.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { badRequest } from '../http/envelope.ts';
import { calibrateHours, hoursAt } from '../telemetry/hours.ts';
import { formatted, hoursFormatted, localDay, parseTimeParameter } from '../telemetry/time.ts';
import { refreshServicePlans } from './refresh.ts';
import { machineOf, readSetup, writeSetupIn, type Caller, type SetupView } from './setup.ts';
import { nextCalendarDay } from './status.ts';

type Db = Kysely<Database>;

/** A report or reading may be a few minutes ahead of the server's clock (the user's watch), not more. */
const FUTURE_SLACK_MS = 5 * 60_000;
const EARLIEST = Date.parse('2000-01-01T00:00:00Z');
export const MAX_HISTORY = 500;

/** A past moment in the caller's time zone, or a 400 naming `field`. */
export function pastMoment(value: string, field: string, caller: Caller, now: number): number {
  const parsed = parseTimeParameter(value.trim(), caller.timeZone);
  if (!parsed) throw badRequest(`${field}: is not a valid time;`, { [field]: ['is not a valid time'] });
  if (parsed.ms > now + FUTURE_SLACK_MS) throw badRequest(`${field}: cannot be in the future;`, { [field]: ['cannot be in the future'] });
  if (parsed.ms < EARLIEST) throw badRequest(`${field}: must be in the year 2000 or later;`, { [field]: ['must be in the year 2000 or later'] });
  return parsed.ms;
}

export interface ReportValues {
  assetId: number;
  engineTimeAtService: number;
  servicePerformedUserTime: string;
  comment: string;
}

/**
 * Records a performed service. When it is the machine's latest, the next services move forward:
 * engine hours to the hours at this service plus the interval (without an interval the one-off
 * engine-hour service is done), the calendar date to the service day plus its interval.
 */
export async function reportService(db: Db, caller: Caller, v: ReportValues, now: number): Promise<SetupView> {
  const machine = await machineOf(db, caller.companyId, v.assetId);
  const comment = v.comment.trim();
  if (!comment) throw badRequest('comment: must not be empty;', { comment: ['must not be empty'] });
  const performed = pastMoment(v.servicePerformedUserTime, 'servicePerformedUserTime', caller, now);
  await db.transaction().execute(async (trx) => {
    const later = await trx
      .selectFrom('service_reports')
      .select('id')
      .where('asset_id', '=', v.assetId)
      .where('performed_ts', '>', performed)
      .limit(1)
      .executeTakeFirst();
    const calibration = await trx
      .selectFrom('engine_hours')
      .select('id')
      .where('asset_id', '=', v.assetId)
      .where('ts', '=', performed)
      .where('source', '=', 'calibration')
      .executeTakeFirst();
    await trx
      .insertInto('service_reports')
      .values({
        asset_id: v.assetId,
        company_id: caller.companyId,
        performed_ts: performed,
        engine_hours: v.engineTimeAtService,
        comment,
        calibrated: calibration ? 1 : 0,
        user_id: caller.userId,
        created_at: new Date(now).toISOString(),
      })
      .execute();
    const setup = await trx.selectFrom('service_setups').selectAll().where('asset_id', '=', v.assetId).executeTakeFirst();
    // An older service entered afterwards is history only: it does not move the plan back.
    if (!setup || later) return refreshServicePlans(trx, [v.assetId], now);
    const rolled: { next_engine_hours?: number | null; next_calendar_day?: string } = {};
    if (setup.engine_hours_allowed === 1) {
      rolled.next_engine_hours = setup.engine_hours_interval ? Math.round((v.engineTimeAtService + setup.engine_hours_interval) * 10) / 10 : null;
    }
    if (setup.next_calendar_day && setup.calendar_interval_type && setup.calendar_frequency) {
      rolled.next_calendar_day = nextCalendarDay(localDay(performed, machine.timezone), setup.calendar_interval_type, setup.calendar_frequency);
    }
    await writeSetupIn(trx, caller.companyId, v.assetId, { ...rolled, updated_at: new Date(now).toISOString(), updated_by: caller.userId }, now);
  });
  return readSetup(db, caller, v.assetId, now);
}

/** The machine's reported services, newest first. */
export async function serviceHistory(db: Db, caller: Caller, assetId: number) {
  await machineOf(db, caller.companyId, assetId);
  const rows = await db
    .selectFrom('service_reports as r')
    .leftJoin('users as u', 'u.id', 'r.user_id')
    .select(['r.id', 'r.performed_ts', 'r.engine_hours', 'r.comment', 'r.calibrated', 'u.first_name', 'u.last_name'])
    .where('r.asset_id', '=', assetId)
    .where('r.company_id', '=', caller.companyId)
    .orderBy('r.performed_ts', 'desc')
    .orderBy('r.id', 'desc')
    .limit(MAX_HISTORY)
    .execute();
  return {
    assetId,
    items: rows.map((r) => ({
      id: r.id,
      maintenanceUtcTime: new Date(Number(r.performed_ts)).toISOString(),
      maintenanceUserTimeFormatted: formatted(Number(r.performed_ts), caller.timeZone)!,
      engineTime: r.engine_hours,
      engineTimeFormatted: hoursFormatted(r.engine_hours),
      comment: r.comment,
      calibrated: r.calibrated === 1,
      reportedBy: r.first_name ? `${r.first_name} ${r.last_name ?? ''}`.trim() : null,
    })),
  };
}

type Source = 'device' | 'aemp' | 'calibration';

/**
 * The machine's hours at a past moment, from the telemetry's hour readings (hoursAt: the latest
 * reading at or before it, plus the run time of a session in progress). A machine that never sent
 * a reading answers its registered hours (source null): the only value there is.
 */
export async function engineTimeAt(db: Db, caller: Caller, assetId: number, userTime: string, now: number) {
  const machine = await machineOf(db, caller.companyId, assetId);
  const ts = pastMoment(userTime, 'userTime', caller, now);
  let hours = await hoursAt(db, assetId, ts);
  let source: Source | null = null;
  if (hours !== null) {
    const reading = await db
      .selectFrom('engine_hours')
      .select('source')
      .where('asset_id', '=', assetId)
      .where('ts', '<=', ts)
      .orderBy('ts', 'desc')
      .limit(1)
      .executeTakeFirst();
    source = reading?.source ?? null;
  } else {
    const any = await db.selectFrom('engine_hours').select('id').where('asset_id', '=', assetId).limit(1).executeTakeFirst();
    if (!any) hours = machine.engine_hours;
  }
  const rounded = hours === null ? null : Math.round(hours * 10) / 10;
  return {
    assetId,
    utcTime: new Date(ts).toISOString(),
    engineTime: rounded,
    engineTimeFormatted: rounded === null ? null : hoursFormatted(rounded),
    source,
  };
}

export interface CalibrationValues {
  assetId: number;
  engineTimeAtUserTime: string;
  engineTime: number;
}

/** Sets the machine's hours at a moment (provenance 'calibration'); later hours continue from it. */
export async function calibrate(db: Db, caller: Caller, v: CalibrationValues, now: number) {
  await machineOf(db, caller.companyId, v.assetId);
  const ts = pastMoment(v.engineTimeAtUserTime, 'engineTimeAtUserTime', caller, now);
  const { delta } = await calibrateHours(db, { assetId: v.assetId, companyId: caller.companyId, ts, hours: v.engineTime, userId: caller.userId });
  await db.transaction().execute((trx) => refreshServicePlans(trx, [v.assetId], now));
  const machine = await machineOf(db, caller.companyId, v.assetId);
  return {
    assetId: v.assetId,
    engineTimeAtUtcTime: new Date(ts).toISOString(),
    engineTime: v.engineTime,
    delta: Math.round(delta * 100) / 100,
    engineHours: machine.engine_hours,
  };
}
