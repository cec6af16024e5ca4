// Keeps the service read-side copies on assets (migration 050) right: status, due day, next service
// hours, last service, and when the clock may change them next. The only writer of those columns.
//
// Called (a) after a setup change, a report or a calibration (routes), (b) by the telemetry pipeline
// in the transaction that moves machines' hours (store.ts `onHoursChanged`, wired in
// telemetry/runtime.ts), (c) by the sweep for machines whose check time (their next local midnight) has come, and (d) once
// for every plan at server start. Reads a few rows per machine by key (its setup, its last 30 days
// of usage once a day, its last report), never the raw telemetry.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { dayStart, localDay, nextDay } from '../telemetry/time.ts';
import { addDays, evaluatePlan, USAGE_WINDOW_DAYS } from './status.ts';

type Db = Kysely<Database>;

/** Ids per statement: well under SQLite's bound-parameter limit, small enough for one hook call. */
const CHUNK = 500;

interface PlanRow {
  id: number;
  timezone: string;
  engine_hours: number;
  service_status: number;
  service_due_day: string | null;
  service_next_hours: number | null;
  service_last_at: string | null;
  service_check_ts: number | null;
  setup_asset_id: number | null;
  engine_hours_allowed: number | null;
  next_engine_hours: number | null;
  next_calendar_day: string | null;
  hours_reached_day: string | null;
  usage_hours_per_day: number | null;
  usage_day: string | null;
}

/**
 * Recomputes the copies of these machines at instant `now`; returns how many changed. The pace is
 * read once a machine-day, unless `freshPace` (server start: history may have been written since the
 * day's pace was read, as during the simulator's backfill, whose hook read it from the first days).
 */
export async function refreshServicePlans(db: Db, assetIds: readonly number[], now: number, freshPace = false): Promise<number> {
  let changed = 0;
  const unique = [...new Set(assetIds)];
  for (let i = 0; i < unique.length; i += CHUNK) changed += await refreshChunk(db, unique.slice(i, i + CHUNK), now, freshPace);
  return changed;
}

async function refreshChunk(db: Db, ids: number[], now: number, freshPace: boolean): Promise<number> {
  const rows: PlanRow[] = await db
    .selectFrom('assets as a')
    .leftJoin('service_setups as s', 's.asset_id', 'a.id')
    .select([
      'a.id',
      'a.timezone',
      'a.engine_hours',
      'a.service_status',
      'a.service_due_day',
      'a.service_next_hours',
      'a.service_last_at',
      'a.service_check_ts',
      's.asset_id as setup_asset_id',
      's.engine_hours_allowed',
      's.next_engine_hours',
      's.next_calendar_day',
      's.hours_reached_day',
      's.usage_hours_per_day',
      's.usage_day',
    ])
    .where('a.id', 'in', ids)
    .execute();
  if (rows.length === 0) return 0;
  const today = new Map(rows.map((r) => [r.id, localDay(now, r.timezone)]));
  await refreshUsage(db, rows, today, freshPace);
  await refreshReachedDays(db, rows, now);
  const last = new Map(
    (
      await db
        .selectFrom('service_reports')
        .select(['asset_id', (eb) => eb.fn.max('performed_ts').as('last')])
        .where('asset_id', 'in', ids)
        .groupBy('asset_id')
        .execute()
    ).map((r) => [r.asset_id, new Date(Number(r.last)).toISOString()]),
  );

  let changed = 0;
  for (const r of rows) {
    const day = today.get(r.id)!;
    const outcome = evaluatePlan({
      engineHoursAllowed: r.engine_hours_allowed === 1,
      nextEngineHours: r.next_engine_hours,
      nextCalendarDay: r.next_calendar_day,
      hours: r.engine_hours,
      hoursPerDay: r.usage_hours_per_day,
      hoursReachedDay: r.hours_reached_day,
      today: day,
    });
    const next = {
      service_status: outcome.status,
      service_due_day: outcome.dueDay,
      service_next_hours: r.engine_hours_allowed === 1 ? r.next_engine_hours : null,
      service_last_at: last.get(r.id) ?? null,
      // The status moves with the day (calendar, pace) only at the machine's midnight.
      service_check_ts: outcome.status === 0 ? null : dayStart(nextDay(day), r.timezone),
    };
    const same =
      r.service_status === next.service_status &&
      r.service_due_day === next.service_due_day &&
      r.service_next_hours === next.service_next_hours &&
      r.service_last_at === next.service_last_at &&
      (r.service_check_ts === null ? null : Number(r.service_check_ts)) === next.service_check_ts;
    if (same) continue;
    await db.updateTable('assets').set(next).where('id', '=', r.id).execute();
    changed++;
  }
  return changed;
}

/** The pace (engine hours a day over the 30 full days before today), once per machine and day. */
async function refreshUsage(db: Db, rows: PlanRow[], today: Map<number, string>, fresh: boolean) {
  const stale = rows.filter((r) => r.setup_asset_id !== null && (fresh || r.usage_day !== today.get(r.id)));
  if (stale.length === 0) return;
  const firstDay = stale.map((r) => addDays(today.get(r.id)!, -USAGE_WINDOW_DAYS)).sort()[0];
  const usage = await db
    .selectFrom('asset_usage_daily')
    .select(['asset_id', 'day', 'engine_s'])
    .where(
      'asset_id',
      'in',
      stale.map((r) => r.id),
    )
    .where('day', '>=', firstDay)
    .execute();
  const seconds = new Map<number, number>();
  for (const u of usage) {
    const day = today.get(u.asset_id)!;
    // Full days only: today's usage is still growing.
    if (u.day >= addDays(day, -USAGE_WINDOW_DAYS) && u.day < day) seconds.set(u.asset_id, (seconds.get(u.asset_id) ?? 0) + u.engine_s);
  }
  for (const r of stale) {
    r.usage_hours_per_day = Math.round(((seconds.get(r.id) ?? 0) / 3600 / USAGE_WINDOW_DAYS) * 1000) / 1000;
    r.usage_day = today.get(r.id)!;
    await db.updateTable('service_setups').set({ usage_hours_per_day: r.usage_hours_per_day, usage_day: r.usage_day }).where('asset_id', '=', r.id).execute();
  }
}

/**
 * When a machine passed its service hours: the first hour reading at or above them (the telemetry
 * keeps one at every session start and end), else today. Found once; cleared when it no longer holds.
 */
async function refreshReachedDays(db: Db, rows: PlanRow[], now: number) {
  for (const r of rows) {
    const reached = r.engine_hours_allowed === 1 && r.next_engine_hours !== null && r.engine_hours >= r.next_engine_hours;
    if (reached === (r.hours_reached_day !== null)) continue;
    let day: string | null = null;
    if (reached) {
      const first = await db
        .selectFrom('engine_hours')
        .select('ts')
        .where('asset_id', '=', r.id)
        .where('hours', '>=', r.next_engine_hours!)
        .orderBy('ts')
        .limit(1)
        .executeTakeFirst();
      day = localDay(first ? Number(first.ts) : now, r.timezone);
    }
    r.hours_reached_day = day;
    await db.updateTable('service_setups').set({ hours_reached_day: day }).where('asset_id', '=', r.id).execute();
  }
}

/** Every machine that has (or had) a plan or a report: what the start-up pass refreshes. */
export async function plannedAssetIds(db: Db): Promise<number[]> {
  const setups = await db.selectFrom('service_setups').select('asset_id').execute();
  const reported = await db.selectFrom('service_reports').select('asset_id').distinct().execute();
  return [...new Set([...setups, ...reported].map((r) => r.asset_id))].sort((a, b) => a - b);
}

/** Refreshes the machines whose check time has come, 500 at a time; returns how many were refreshed. */
export async function sweepDuePlans(db: Db, now: number): Promise<number> {
  let done = 0;
  // Each refresh moves a machine's check time past `now`, so every round takes new machines.
  for (let round = 0; round < 10_000; round++) {
    const due = await db
      .selectFrom('assets')
      .select('id')
      .where('service_check_ts', 'is not', null)
      .where('service_check_ts', '<=', now)
      .orderBy('service_check_ts')
      .limit(CHUNK)
      .execute();
    if (due.length === 0) break;
    await db.transaction().execute((trx) =>
      refreshServicePlans(
        trx,
        due.map((r) => r.id),
        now,
      ),
    );
    done += due.length;
  }
  return done;
}

/** Refreshes every plan (seed, server start) with a fresh pace, 500 machines per transaction; returns how many changed. */
export async function refreshAllPlans(db: Db, now: number): Promise<{ plans: number; changed: number }> {
  const ids = await plannedAssetIds(db);
  let changed = 0;
  for (let i = 0; i < ids.length; i += CHUNK) {
    const chunk = ids.slice(i, i + CHUNK);
    changed += await db.transaction().execute((trx) => refreshServicePlans(trx, chunk, now, true));
  }
  return { plans: ids.length, changed };
}
