// Machine hours for other areas (service planning, reports): the hours at any moment, usage per day,
// and calibration. Readings (engine_hours) carry their provenance: 'device' (the unit's meter, or
// counted from ignition), 'aemp' (a manufacturer portal) or 'calibration' (a user set the value).
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { DeviceState } from './pipeline.ts';

/**
 * Machine hours at instant `ts`: the latest reading at or before it, plus the engine time of a
 * session that was running since (the pipeline writes a reading at every session start and end).
 * null when nothing is known before `ts`.
 */
export async function hoursAt(db: Db, assetId: number, ts: number): Promise<number | null> {
  const reading = await db
    .selectFrom('engine_hours')
    .select(['ts', 'hours'])
    .where('asset_id', '=', assetId)
    .where('ts', '<=', ts)
    .orderBy('ts', 'desc')
    .orderBy(sql`case source when 'calibration' then 0 else 1 end`)
    .limit(1)
    .executeTakeFirst();
  const session = await sessionAt(db, assetId, ts);
  let hours = reading ? reading.hours : null;
  if (session && (!reading || Number(reading.ts) <= session.startTs)) hours = session.hours;
  return hours;
}

/**
 * The session running at instant `ts` (the latest started at or before it, not ended by then) with
 * the hours it had reached: its start reading plus the time run so far, capped by its end reading.
 * null when none was running or its start hours are unknown.
 */
export async function sessionAt(db: Db, assetId: number, ts: number): Promise<{ startTs: number; hours: number } | null> {
  const session = await db
    .selectFrom('engine_sessions')
    .select(['start_ts', 'end_ts', 'last_ts', 'start_hours', 'end_hours'])
    .where('asset_id', '=', assetId)
    .where('start_ts', '<=', ts)
    .orderBy('start_ts', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!session || session.start_hours === null || (session.end_ts !== null && Number(session.end_ts) <= ts)) return null;
  const run = (Math.min(ts, Number(session.end_ts ?? session.last_ts)) - Number(session.start_ts)) / 3_600_000;
  const cap = session.end_hours !== null ? session.end_hours - session.start_hours : Infinity;
  return { startTs: Number(session.start_ts), hours: session.start_hours + Math.max(0, Math.min(run, cap)) };
}

/** Engine, idle and production seconds per machine-local day, oldest first (days without use omitted). */
export async function dailyUsage(db: Db, assetId: number, fromDay: string, toDay: string) {
  const rows = await db
    .selectFrom('asset_usage_daily')
    .select(['day', 'engine_s', 'idle_s', 'distance_m'])
    .where('asset_id', '=', assetId)
    .where('day', '>=', fromDay)
    .where('day', '<=', toDay)
    .orderBy('day')
    .execute();
  return rows.map((r) => ({ day: r.day, engineS: r.engine_s, idleS: r.idle_s, productionS: Math.max(0, r.engine_s - r.idle_s), distanceM: r.distance_m }));
}

/**
 * The hours a calibration at `ts` replaces when no reading is at or before it: the first later
 * reading (so it becomes the calibrated value), or the machine's registered hours without any.
 */
async function hoursWithoutHistory(db: Db, assetId: number, ts: number): Promise<number> {
  const later = await db
    .selectFrom('engine_hours')
    .select('hours')
    .where('asset_id', '=', assetId)
    .where('ts', '>', ts)
    .orderBy('ts')
    .limit(1)
    .executeTakeFirst();
  if (later) return later.hours;
  const asset = await db.selectFrom('assets').select('engine_hours').where('id', '=', assetId).executeTakeFirst();
  return asset?.engine_hours ?? 0;
}

/**
 * Sets the machine's hours to `hours` at instant `ts` (a user's calibration). Readings and session
 * hours after `ts` (up to the next calibration) shift by the same amount, so later hours continue
 * from the calibrated value; when no later calibration exists the running units' states and the
 * machine's current hours shift too, and the units' meters get the offset. One transaction.
 */
export async function calibrateHours(db: Db, input: { assetId: number; companyId: number; ts: number; hours: number; userId: number | null }) {
  const before = (await hoursAt(db, input.assetId, input.ts)) ?? (await hoursWithoutHistory(db, input.assetId, input.ts));
  const delta = input.hours - before;
  await db.transaction().execute(async (trx) => {
    const next = await trx
      .selectFrom('engine_hours')
      .select('ts')
      .where('asset_id', '=', input.assetId)
      .where('source', '=', 'calibration')
      .where('ts', '>', input.ts)
      .orderBy('ts')
      .limit(1)
      .executeTakeFirst();
    const until = next?.ts ?? Number.MAX_SAFE_INTEGER;
    await trx
      .insertInto('engine_hours')
      .values({
        asset_id: input.assetId,
        company_id: input.companyId,
        ts: input.ts,
        hours: input.hours,
        source: 'calibration',
        device_id: null,
        user_id: input.userId,
      })
      .onConflict((oc) => oc.columns(['asset_id', 'ts', 'source']).doUpdateSet({ hours: input.hours, user_id: input.userId }))
      .execute();
    // Listed under hour-meter integrity (decision 0065), with the hours it replaced.
    await trx
      .insertInto('hour_meter_findings')
      .values({
        company_id: input.companyId,
        asset_id: input.assetId,
        ts: input.ts,
        kind: 'calibration',
        from_hours: before,
        to_hours: input.hours,
        since_ts: null,
        device_id: null,
        user_id: input.userId,
      })
      .onConflict((oc) => oc.columns(['asset_id', 'kind', 'ts']).doUpdateSet({ to_hours: input.hours, user_id: input.userId }))
      .execute();
    if (delta === 0) return;
    await trx
      .updateTable('engine_hours')
      .set((eb) => ({ hours: eb('hours', '+', delta) }))
      .where('asset_id', '=', input.assetId)
      .where('ts', '>', input.ts)
      .where('ts', '<', until)
      .where('source', '!=', 'calibration')
      .execute();
    await trx
      .updateTable('engine_sessions')
      .set((eb) => ({ start_hours: eb('start_hours', '+', delta) }))
      .where('asset_id', '=', input.assetId)
      .where('start_ts', '>', input.ts)
      .where('start_ts', '<', until)
      .execute();
    await trx
      .updateTable('engine_sessions')
      .set((eb) => ({ end_hours: eb('end_hours', '+', delta) }))
      .where('asset_id', '=', input.assetId)
      .where('end_ts', '>', input.ts)
      .where('end_ts', '<', until)
      .execute();
    if (next) return;
    // The calibration is the latest: the machine's hours now, and its units' counters, move with it.
    await trx
      .updateTable('assets')
      .set((eb) => ({ engine_hours: eb('engine_hours', '+', delta) }))
      .where('id', '=', input.assetId)
      .execute();
    const states = await trx.selectFrom('telemetry_device_state').select(['device_id', 'state']).where('asset_id', '=', input.assetId).execute();
    for (const row of states) {
      const state = JSON.parse(row.state) as DeviceState;
      state.hours += delta;
      state.hoursOffset += delta;
      // The hours at the last session end move too: the calibration explains the difference.
      if (state.lastEnd) state.lastEnd.hours += delta;
      if (state.session && state.session.startHours !== null && state.session.startTs > input.ts) state.session.startHours += delta;
      await trx
        .updateTable('telemetry_device_state')
        .set({ state: JSON.stringify(state) })
        .where('device_id', '=', row.device_id)
        .execute();
    }
  });
  return { delta };
}
