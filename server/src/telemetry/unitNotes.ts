// What a batch learns about each unit beside the pipeline's facts (issue 25): the extra values it
// sent (telemetry_attributes per report, devices.latest_attributes per key with its time), its
// clock faults and late reports (devices counters, for the Telematics tab and the device grid), and
// the readings its attributes carry (odometer → asset_readings 'distance'). Written in the batch's
// transaction, so a report's notes are committed exactly when the report is.
import type { Transaction } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import type { AttributeValue } from './attributes.ts';
import { BulkWriter, type UpsertSpec } from './bulk.ts';
import type { DeviceContext, Disposition } from './pipeline.ts';
import { saveReadings, type Reading } from './readings.ts';
import type { BatchItem } from './store.ts';

/** devices.latest_attributes: each key's latest value and the report time it came with. */
export type LatestAttributes = Record<string, { value: AttributeValue; ts: number }>;

const ATTRIBUTES_SPEC = {
  table: 'telemetry_attributes',
  columns: ['asset_id', 'ts', 'device_id', 'attributes'],
} as const satisfies UpsertSpec<'telemetry_attributes'>;

interface UnitNote {
  latest: LatestAttributes | null;
  attributesChanged: boolean;
  clockFaults: number;
  clockFault: { ts: number; claimedTs: number } | null;
  late: number;
}

export function parseLatest(text: string | null): LatestAttributes {
  if (!text) return {};
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as LatestAttributes) : {};
  } catch {
    return {};
  }
}

export class UnitNotes {
  private readonly units = new Map<number, UnitNote>();
  private readonly rows: unknown[][] = [];
  private readonly readings: Reading[] = [];

  /** One report that was not a duplicate, in the device's time order. */
  note(device: { id: number; latest_attributes: string | null }, ctx: DeviceContext, item: BatchItem, disposition: Disposition) {
    const report = item.report;
    let unit = this.units.get(device.id);
    if (!unit) {
      unit = { latest: null, attributesChanged: false, clockFaults: 0, clockFault: null, late: 0 };
      this.units.set(device.id, unit);
    }
    if (disposition === 'late') unit.late++;
    if (report.claimedTs != null) {
      unit.clockFaults++;
      const heardTs = item.receivedTs ?? report.ts;
      if (!unit.clockFault || heardTs >= unit.clockFault.ts) unit.clockFault = { ts: heardTs, claimedTs: report.claimedTs };
    }
    const attributes = report.attributes;
    if (!attributes) return;
    this.rows.push([ctx.assetId, report.ts, device.id, JSON.stringify(attributes)]);
    unit.latest ??= parseLatest(device.latest_attributes);
    for (const [key, value] of Object.entries(attributes)) {
      const held = unit.latest[key];
      if (held && held.ts > report.ts) continue;
      unit.latest[key] = { value, ts: report.ts };
      unit.attributesChanged = true;
    }
    if (typeof attributes.odometer === 'number')
      this.readings.push({ assetId: ctx.assetId, companyId: ctx.companyId, reading: 'distance', ts: report.ts, value: attributes.odometer, source: 'device' });
  }

  async write(db: Db, trx: Transaction<Database>, portable?: boolean) {
    if (this.units.size === 0) return;
    const bulk = new BulkWriter(db, trx, portable);
    await bulk.upsert(ATTRIBUTES_SPEC, this.rows);
    const updates: unknown[][] = [];
    for (const [deviceId, u] of this.units) {
      if (!u.attributesChanged && u.clockFaults === 0 && u.late === 0) continue;
      updates.push([
        u.attributesChanged ? JSON.stringify(u.latest) : null,
        u.clockFaults,
        u.clockFault?.ts ?? null,
        u.clockFault?.claimedTs ?? null,
        u.late,
        deviceId,
      ]);
    }
    await bulk.runEach(
      `update devices set latest_attributes = coalesce(?, latest_attributes), clock_faults = clock_faults + ?,
       clock_fault_ts = coalesce(?, clock_fault_ts), clock_fault_claimed_ts = coalesce(?, clock_fault_claimed_ts), late_reports = late_reports + ? where id = ?`,
      updates,
    );
    if (this.readings.length > 0) await saveReadings(trx, this.readings);
  }
}
