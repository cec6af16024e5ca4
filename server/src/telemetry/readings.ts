// The latest reading of each machine measurement outside the position columns (asset_readings,
// migration 082), each with the time it was taken and where it came from: units write them from
// their attributes (odometer → distance), AEMP imports from the partner's snapshot, and the ISO
// 15143-3 feed republishes exactly these (a reading never received is never published).
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Reading names (ISO 15143-3 element in the comment) and their unit. */
export const READINGS = {
  /** Distance (odometer), metres. */
  distance: 'm',
  /** CumulativeIdleHours, hours. */
  idleHours: 'h',
  /** FuelUsed (cumulative), litres. */
  fuelUsed: 'l',
  /** FuelUsedLast24, litres. */
  fuelUsedLast24: 'l',
  /** FuelRemaining, percent of the tank. */
  fuelRemainingPercent: '%',
  /** DEFRemaining, percent of the tank. */
  defRemainingPercent: '%',
  /** EngineStatus Running: 1 running, 0 not (text_value: EngineNumber). */
  engineRunning: 'bool',
  /** Location altitude, metres. */
  altitude: 'm',
  /** CumulativeLoadCount. */
  loadCount: 'count',
  /** CumulativePayloadTotals, in the unit of text_value (e.g. 'tonne'). */
  payloadTotal: 'payload',
  /** CumulativeOperatingHours as the partner reported it, hours (the machine's hours live on assets). */
  operatingHours: 'h',
  /** FaultCodes: text_value is a JSON array of the partner's codes. */
  faultCodes: 'json',
} as const;
export type ReadingName = keyof typeof READINGS;

export interface Reading {
  assetId: number;
  companyId: number;
  reading: ReadingName;
  ts: number;
  value: number | null;
  textValue?: string | null;
  source: 'device' | 'aemp';
}

/** Keeps each reading when it is newer than the stored one (a late or repeated reading changes nothing). */
export async function saveReadings(trx: Transaction<Database>, readings: readonly Reading[]): Promise<void> {
  // The newest per (machine, reading) within this call, then one upsert per row.
  const latest = new Map<string, Reading>();
  for (const r of readings) {
    const key = `${r.assetId}:${r.reading}`;
    const held = latest.get(key);
    if (!held || r.ts >= held.ts) latest.set(key, r);
  }
  // Multi-row statements (an AEMP import writes up to a dozen readings for each of 1,000 machines).
  const rows = [...latest.values()];
  for (let i = 0; i < rows.length; i += 500) {
    await trx
      .insertInto('asset_readings')
      .values(
        rows.slice(i, i + 500).map((r) => ({
          asset_id: r.assetId,
          reading: r.reading,
          company_id: r.companyId,
          ts: r.ts,
          value: r.value,
          text_value: r.textValue ?? null,
          source: r.source,
        })),
      )
      .onConflict((oc) =>
        oc
          .columns(['asset_id', 'reading'])
          .doUpdateSet((eb) => ({
            ts: eb.ref('excluded.ts'),
            value: eb.ref('excluded.value'),
            text_value: eb.ref('excluded.text_value'),
            source: eb.ref('excluded.source'),
            company_id: eb.ref('excluded.company_id'),
          }))
          .where('asset_readings.ts', '<=', (eb) => eb.ref('excluded.ts')),
      )
      .execute();
  }
}
