// Hour-meter integrity at write time (issue 29, decision 0065): an AEMP reading is compared with the
// machine's own unit at the same instant, and a difference beyond the tolerance is kept as a finding.
// (Offline jumps come from the pipeline, calibrations from calibrateHours.)
import type { Db } from '../db/database.ts';
import { sessionAt } from './hours.ts';

/** A unit's last reading older than this says nothing about the hours now: it stopped reporting. */
const UNIT_SILENT_MS = 7 * 86_400_000;

/**
 * An AEMP reading more than this far from the unit's hours at the same instant disagrees. Both read
 * the same engine at the same time, so the gap does not grow with the hours: one hour is a meter
 * counted differently, not rounding (AEMP meters step in tenths).
 */
export const AEMP_TOLERANCE_H = 1;

/**
 * The machine's hours at `ts` from its own unit ('device' readings and its sessions), or null when it
 * has no unit reporting hours then (none, or silent for a week before `ts`).
 */
export async function unitHoursAt(db: Db, assetId: number, ts: number): Promise<number | null> {
  const session = await sessionAt(db, assetId, ts);
  if (session) return session.hours;
  const reading = await db
    .selectFrom('engine_hours')
    .select(['ts', 'hours'])
    .where('asset_id', '=', assetId)
    .where('source', '=', 'device')
    .where('ts', '<=', ts)
    .orderBy('ts', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!reading || ts - Number(reading.ts) > UNIT_SILENT_MS) return null;
  return reading.hours;
}

/** Keeps an AEMP reading that disagrees with the unit as a finding (once per machine and instant). */
export async function checkAempReading(
  db: Db,
  reading: { companyId: number; assetId: number; ts: number; hours: number; deviceId: number | null },
): Promise<void> {
  const unit = await unitHoursAt(db, reading.assetId, reading.ts);
  if (unit === null || Math.abs(reading.hours - unit) <= AEMP_TOLERANCE_H) return;
  await db
    .insertInto('hour_meter_findings')
    .values({
      company_id: reading.companyId,
      asset_id: reading.assetId,
      ts: reading.ts,
      kind: 'aempDisagrees',
      from_hours: Math.round(unit * 100) / 100,
      to_hours: reading.hours,
      since_ts: null,
      device_id: reading.deviceId,
      user_id: null,
    })
    .onConflict((oc) => oc.columns(['asset_id', 'kind', 'ts']).doUpdateSet({ from_hours: Math.round(unit * 100) / 100, to_hours: reading.hours }))
    .execute();
}
