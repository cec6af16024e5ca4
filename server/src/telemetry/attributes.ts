// What a unit reports beyond the position columns: alarms, and further values kept per position
// (telemetry_attributes) and per unit as its latest readings (the Telematics tab). Every door
// (OsmAnd, Teltonika) normalises into these names, so the rest of the product reads one vocabulary.
// Names follow Traccar's Position keys, the de-facto vocabulary of tracker integrations.

export type AttributeValue = number | string | boolean;
export type Attributes = Record<string, AttributeValue>;

export const ATTRIBUTE_LIMITS = {
  /** Keys kept per report (a unit sending more is cut to the first ones, known keys first). */
  maxKeys: 32,
  maxKeyLength: 64,
  maxStringLength: 256,
};

/**
 * The keys the product knows, with their unit and range; a value out of range is dropped (kept as
 * unknown text it would mislead). Others are kept as sent, bounded.
 */
export const KNOWN_ATTRIBUTES: Record<string, { type: 'number' | 'boolean' | 'string'; min?: number; max?: number; unit?: string }> = {
  rpm: { type: 'number', min: 0, max: 20_000, unit: 'rpm' },
  /** Fuel level, percent of the tank. */
  fuel: { type: 'number', min: 0, max: 100, unit: '%' },
  /** The unit's total odometer, metres (feeds Distance). */
  odometer: { type: 'number', min: 0, max: 1e10, unit: 'm' },
  hdop: { type: 'number', min: 0, max: 100 },
  coolantTemp: { type: 'number', min: -60, max: 250, unit: '°C' },
  /** Mobile cell: "mcc,mnc,lac,cid[,rssi]". */
  cell: { type: 'string' },
  /** Wi-Fi access points: "mac,rssi;…". */
  wifi: { type: 'string' },
  /** The unit's own battery is charging. */
  charge: { type: 'boolean' },
  motion: { type: 'boolean' },
  /** What the phone's activity recognition says (Traccar Client 9: still, walking, in_vehicle, …). */
  activity: { type: 'string' },
  /** Teltonika GNSS status (0 off, 1 on with fix, 2 on without fix, 3 sleep). */
  gnssStatus: { type: 'number', min: 0, max: 10 },
  /** The unit's own battery voltage (Teltonika IO 67). */
  batteryVoltage: { type: 'number', min: 0, max: 100, unit: 'V' },
};

/**
 * Alarm values as Traccar names them (Position.ALARM_*): what Traccar Client sends (`alarm=sos`) and
 * what the Teltonika door maps alarm IOs to. A value outside this list is stored as 'general' with
 * the unit's own word in the attribute `alarmText` (refusing it would strand the unit's queue).
 */
export const ALARMS = [
  'general',
  'sos',
  'vibration',
  'movement',
  'lowspeed',
  'overspeed',
  'fallDown',
  'lowPower',
  'lowBattery',
  'fault',
  'powerOff',
  'powerOn',
  'door',
  'lock',
  'unlock',
  'geofence',
  'geofenceEnter',
  'geofenceExit',
  'gpsAntennaCut',
  'accident',
  'tow',
  'idle',
  'highRpm',
  'hardAcceleration',
  'hardBraking',
  'hardCornering',
  'laneChange',
  'fatigueDriving',
  'powerCut',
  'powerRestored',
  'jamming',
  'temperature',
  'parking',
  'bonnet',
  'footBrake',
  'fuelLeak',
  'tampering',
  'removing',
] as const;
export type Alarm = (typeof ALARMS)[number];
const ALARM_SET: ReadonlySet<string> = new Set(ALARMS);
export const isAlarm = (value: string): value is Alarm => ALARM_SET.has(value);

/**
 * Bounds a unit's extra values: known keys typed and range-checked (dropped when they do not fit),
 * other keys kept as sent when short enough. Null when nothing is left.
 */
export function boundAttributes(input: Iterable<[string, AttributeValue]>): Attributes | null {
  const known: [string, AttributeValue][] = [];
  const other: [string, AttributeValue][] = [];
  for (const [key, raw] of input) {
    if (key.length === 0 || key.length > ATTRIBUTE_LIMITS.maxKeyLength) continue;
    const spec = KNOWN_ATTRIBUTES[key];
    if (spec) {
      const value = typed(raw, spec.type);
      if (value === null) continue;
      if (typeof value === 'number' && ((spec.min !== undefined && value < spec.min) || (spec.max !== undefined && value > spec.max))) continue;
      known.push([key, value]);
    } else if (typeof raw !== 'string' || raw.length <= ATTRIBUTE_LIMITS.maxStringLength)
      other.push([key, typeof raw === 'number' && !Number.isFinite(raw) ? String(raw) : raw]);
  }
  const kept = [...known, ...other].slice(0, ATTRIBUTE_LIMITS.maxKeys);
  return kept.length === 0 ? null : Object.fromEntries(kept);
}

function typed(raw: AttributeValue, type: 'number' | 'boolean' | 'string'): AttributeValue | null {
  if (type === 'string') return typeof raw === 'string' ? (raw.length <= ATTRIBUTE_LIMITS.maxStringLength ? raw : null) : String(raw);
  if (type === 'boolean') {
    if (typeof raw === 'boolean') return raw;
    const v = String(raw).trim().toLowerCase();
    return v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : null;
  }
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : null;
  if (typeof raw !== 'string' || !/^-?\d{1,15}(\.\d{1,10})?$/.test(raw.trim())) return null;
  return Number(raw.trim());
}
