// The one mapping between the snapshot's readings and asset_readings (telemetry/readings.ts READINGS):
// the import writes with readingsOf, the feed reads back with fromReadings, so an element the import
// keeps is one the feed can republish, in the same unit, with the same datetime.
import type { Reading as Saved, ReadingName } from '../../telemetry/readings.ts';
import type { AempEquipment, FaultCode, Reading } from './types.ts';

type Readings = Pick<
  AempEquipment,
  | 'idleHours'
  | 'fuelUsedL'
  | 'fuelUsedLast24L'
  | 'fuelRemainingPct'
  | 'defRemainingPct'
  | 'engineStatus'
  | 'odometerKm'
  | 'loadCount'
  | 'payloadTotal'
  | 'faultCodes'
>;

/** A stored reading as the feed reads it: one asset_readings row. */
export interface StoredReading {
  reading: string;
  ts: number;
  value: number | null;
  text_value: string | null;
}

/** The readings of one imported entry, source 'aemp'. Operating hours also go to engine_hours (import.ts). */
export function readingsOf(e: AempEquipment, ids: { assetId: number; companyId: number }): Saved[] {
  const out: Saved[] = [];
  const add = <T>(reading: ReadingName, r: Reading<T> | null, value: (v: T) => number | null, textValue?: (v: T) => string | null) => {
    if (r) out.push({ ...ids, reading, ts: Date.parse(r.at), value: value(r.value), textValue: textValue?.(r.value) ?? null, source: 'aemp' });
  };
  add('operatingHours', e.operatingHours, (v) => v);
  add('idleHours', e.idleHours, (v) => v);
  add('fuelUsed', e.fuelUsedL, (v) => v);
  add('fuelUsedLast24', e.fuelUsedLast24L, (v) => v);
  add('fuelRemainingPercent', e.fuelRemainingPct, (v) => v);
  add('defRemainingPercent', e.defRemainingPct, (v) => v);
  add(
    'engineRunning',
    e.engineStatus,
    (v) => (v.running ? 1 : 0),
    (v) => v.engineNumber,
  );
  // READINGS keeps distance in metres, as units report their odometer.
  add('distance', e.odometerKm, (v) => v * 1000);
  if (e.location?.value.altitudeM != null) add('altitude', { value: e.location.value.altitudeM, at: e.location.at }, (v) => v);
  add('loadCount', e.loadCount, (v) => v);
  add(
    'payloadTotal',
    e.payloadTotal,
    (v) => v.amount,
    (v) => v.unit,
  );
  add(
    'faultCodes',
    e.faultCodes,
    () => null,
    (v) => JSON.stringify(v),
  );
  return out;
}

const iso = (ms: number) => new Date(ms).toISOString();

function faultList(json: string | null): FaultCode[] | null {
  try {
    const parsed: unknown = JSON.parse(json ?? 'null');
    return Array.isArray(parsed) ? (parsed as FaultCode[]) : null;
  } catch {
    return null;
  }
}

/** A machine's stored readings as snapshot elements; a reading never stored stays null. */
export function fromReadings(rows: readonly StoredReading[]): Readings & { altitude: Reading<number> | null } {
  const by = new Map(rows.map((r) => [r.reading, r]));
  const num = (name: ReadingName, scale = 1): Reading<number> | null => {
    const r = by.get(name);
    return r && r.value !== null ? { value: r.value * scale, at: iso(Number(r.ts)) } : null;
  };
  const engine = by.get('engineRunning');
  const payload = by.get('payloadTotal');
  const faults = by.get('faultCodes');
  const codes = faults ? faultList(faults.text_value) : null;
  return {
    idleHours: num('idleHours'),
    fuelUsedL: num('fuelUsed'),
    fuelUsedLast24L: num('fuelUsedLast24'),
    fuelRemainingPct: num('fuelRemainingPercent'),
    defRemainingPct: num('defRemainingPercent'),
    engineStatus:
      engine && engine.value !== null ? { value: { running: engine.value === 1, engineNumber: engine.text_value }, at: iso(Number(engine.ts)) } : null,
    odometerKm: num('distance', 1 / 1000),
    loadCount: num('loadCount'),
    payloadTotal:
      payload && payload.value !== null && payload.text_value
        ? { value: { amount: payload.value, unit: payload.text_value }, at: iso(Number(payload.ts)) }
        : null,
    faultCodes: faults && codes ? { value: codes, at: iso(Number(faults.ts)) } : null,
    altitude: num('altitude'),
  };
}
