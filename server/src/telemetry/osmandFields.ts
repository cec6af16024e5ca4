// Reading OsmAnd fields (query, form or the flattened JSON shapes of osmand.ts) into a Report: strict
// where no retry can fix the input (an impossible date, a non-decimal number, a coordinate off the
// globe: 400), lenient where a real client sends it (every extra key kept as an attribute, an
// unknown alarm word kept as 'general'). No clock checks here: the clock policy (clockPolicy.ts)
// places the report in time at the door, it is never refused for its time.
import { boundAttributes, isAlarm, type AttributeValue } from './attributes.ts';
import type { Report } from './pipeline.ts';

export type RejectReason =
  'missing_id' | 'bad_id' | 'bad_time' | 'bad_position' | 'bad_value' | 'too_many_fields' | 'bad_json' | 'unknown_device' | 'not_installed' | 'overloaded';

export type Rejected = { ok: false; reason: RejectReason; message: string };
export type Decoded = { ok: true; identifier: string; report: Report } | Rejected;

export const reject = (reason: RejectReason, message: string): Rejected => ({ ok: false, reason, message });

export const LIMITS = {
  maxFields: 64,
  maxKeyLength: 64,
  maxValueLength: 256,
  /** Locations in one JSON list or array (a unit's buffer; more waits for its next request). */
  maxLocations: 500,
};

const ID = /^[A-Za-z0-9._:-]{1,64}$/;
const KNOTS_TO_KMH = 1.852;
/**
 * A decimal number as clients write them; no hex (0x10), no Infinity, no blanks. A double printed
 * in full has up to 17 significant digits, so a longitude like 5.3221412345678912 has 16 decimals.
 */
const DECIMAL = /^[+-]?(\d{1,15}(\.\d{0,24})?|\.\d{1,24})([eE][+-]?\d{1,3})?$/;

export function decimal(value: string): number | null {
  const v = value.trim();
  if (!DECIMAL.test(v)) return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
}

export function boolean(value: string): boolean | null {
  const v = value.trim().toLowerCase();
  if (v === 'true' || v === '1') return true;
  if (v === 'false' || v === '0') return false;
  return null;
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/;
const SPACED = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** Whether the fields name a real calendar moment (Date.UTC rolls Feb 30 over to March 2). */
function calendar(y: number, mo: number, d: number, h: number, mi: number, s: number): number | null {
  if (mo < 1 || mo > 12 || h > 23 || mi > 59 || s > 59) return null;
  const ms = Date.UTC(y, mo - 1, d, h, mi, s);
  const back = new Date(ms);
  return back.getUTCDate() === d && back.getUTCMonth() === mo - 1 ? ms : null;
}

/** Parses an OsmAnd timestamp (unix s, ms when ≥ 2^31, ISO-8601 with 'T', 'yyyy-MM-dd HH:mm:ss' UTC); null when it is not a real moment. */
export function parseTimestamp(value: string): number | null {
  const v = value.trim();
  if (/^\d{1,16}$/.test(v)) {
    const n = Number(v);
    return n < 2_147_483_647 ? n * 1000 : n;
  }
  const iso = ISO.exec(v);
  if (iso) {
    if (calendar(+iso[1], +iso[2], +iso[3], +iso[4], +iso[5], +(iso[6] ?? 0)) === null) return null;
    const zone = iso[8] ?? 'Z';
    if (zone !== 'Z' && (Number(zone.slice(1, 3)) > 14 || Number(zone.slice(-2)) > 59)) return null;
    const ms = Date.parse(iso[8] ? v : `${v}Z`);
    return Number.isNaN(ms) ? null : ms;
  }
  const spaced = SPACED.exec(v);
  return spaced ? calendar(+spaced[1], +spaced[2], +spaced[3], +spaced[4], +spaced[5], +spaced[6]) : null;
}

/** The fields of one report: the first value of each key, and every value (cell and wifi repeat). */
export interface Fields {
  get(key: string): string | undefined;
  all(key: string): string[];
  keys(): Iterable<string>;
  /** A key's value as the client typed it in JSON (a number stays a number), for attributes. */
  typed(key: string): AttributeValue | undefined;
}

/** Keys the report's columns take; every other key is an attribute. */
const COLUMN_KEYS = new Set([
  'id',
  'deviceid',
  'device_id',
  'timestamp',
  'lat',
  'lon',
  'location',
  'valid',
  'speed',
  'bearing',
  'heading',
  'altitude',
  'accuracy',
  'batt',
  'sat',
  'satellites',
  'ignition',
  'hours',
  'power',
  'din1',
  'din2',
  'din3',
  'mainswitch',
  'alarm',
]);

/** Client names for attributes the product knows under another name (attributes.ts). */
const ATTRIBUTE_ALIASES: Record<string, string> = {
  is_moving: 'motion',
  battery_voltage: 'batteryVoltage',
  coolant_temp: 'coolantTemp',
};

/** Builds and range-checks a Report from one unit's fields; `now` only stands in for a missing time. */
export function fromFields(f: Fields, now: number, speedUnit: 'knots' | 'mps'): Decoded {
  const identifier = f.get('id') ?? f.get('deviceid') ?? f.get('device_id');
  if (identifier === undefined || identifier === '') return reject('missing_id', 'id: is required');
  if (!ID.test(identifier)) return reject('bad_id', 'id: must be 1-64 letters, digits or ._:-');

  const rawTime = f.get('timestamp');
  let ts = now;
  if (rawTime !== undefined) {
    const parsed = parseTimestamp(rawTime);
    if (parsed === null) return reject('bad_time', 'timestamp: is not a unix time or a real ISO-8601 / yyyy-MM-dd HH:mm:ss time');
    ts = parsed;
  }

  const field = (key: string, min: number, max: number, unknownBelow?: number): number | null | 'bad' => {
    const raw = f.get(key);
    if (raw === undefined || raw === '') return null;
    const n = decimal(raw);
    if (n === null) return 'bad';
    if (unknownBelow !== undefined && n < unknownBelow) return null;
    return n < min || n > max ? 'bad' : n;
  };

  let lat: number | null = null;
  let lng: number | null = null;
  const location = f.get('location');
  const rawLat = f.get('lat') ?? (location !== undefined ? location.split(',')[0] : undefined);
  const rawLon = f.get('lon') ?? (location !== undefined ? location.split(',')[1] : undefined);
  if (rawLat !== undefined || rawLon !== undefined) {
    const la = rawLat === undefined ? null : decimal(rawLat);
    const lo = rawLon === undefined ? null : decimal(rawLon);
    if (la === null || lo === null || la < -90 || la > 90 || lo < -180 || lo > 180)
      return reject('bad_position', 'lat/lon: must be decimal numbers within ±90/±180');
    // 0,0 is what units send without a fix.
    if (!(la === 0 && lo === 0)) {
      lat = la;
      lng = lo;
    }
  }
  const valid = f.get('valid');
  if (valid !== undefined) {
    const v = boolean(valid);
    if (v === null) return reject('bad_value', 'valid: must be true/false/1/0');
    if (!v) {
      lat = null;
      lng = null;
    }
  }

  const speedRaw = field('speed', 0, speedUnit === 'knots' ? 540 : 280, 0);
  const heading = field('bearing', 0, 360, 0) ?? field('heading', 0, 360, 0);
  const altitude = field('altitude', -1000, 20_000);
  const accuracy = field('accuracy', 0, 100_000, 0);
  const batt = field('batt', 0, 100, 0);
  const sat = field('sat', 0, 255) ?? field('satellites', 0, 255);
  const hours = field('hours', 0, 1_000_000);
  const power = field('power', 0, 100);
  for (const [name, v] of Object.entries({ speed: speedRaw, bearing: heading, altitude, accuracy, batt, satellites: sat, hours, power })) {
    if (v === 'bad') return reject('bad_value', `${name}: is not a decimal number in range`);
  }
  const flag = (key: string): boolean | null | 'bad' => {
    const raw = f.get(key);
    if (raw === undefined || raw === '') return null;
    return boolean(raw) ?? 'bad';
  };
  const ignition = flag('ignition');
  const din1 = flag('din1');
  const din2 = flag('din2');
  const din3 = flag('din3');
  const mainSwitch = flag('mainswitch');
  for (const [name, v] of Object.entries({ ignition, din1, din2, din3, mainswitch: mainSwitch })) {
    if (v === 'bad') return reject('bad_value', `${name}: must be true/false/1/0`);
  }

  // Everything else the unit sent, kept as attributes (cell and wifi may repeat: all kept).
  const extra: [string, AttributeValue][] = [];
  const rawAlarm = f.get('alarm')?.trim();
  let alarm: string | null = null;
  if (rawAlarm) {
    alarm = isAlarm(rawAlarm) ? rawAlarm : 'general';
    if (alarm !== rawAlarm) extra.push(['alarmText', rawAlarm]);
  }
  for (const key of f.keys()) {
    if (COLUMN_KEYS.has(key)) continue;
    const name = ATTRIBUTE_ALIASES[key] ?? key;
    if (key === 'cell' || key === 'wifi') extra.push([name, f.all(key).join(';')]);
    else {
      const value = f.typed(key);
      if (value !== undefined) extra.push([name, value]);
    }
  }
  // The SDK sends the phone battery's voltage in millivolts (Android's BatteryManager).
  const attributes = boundAttributes(extra.map(([k, v]) => (k === 'batteryVoltage' && typeof v === 'number' && v > 100 ? [k, v / 1000] : [k, v])));

  const speed = speedRaw as number | null;
  return {
    ok: true,
    identifier,
    report: {
      ts,
      lat,
      lng,
      speed: speed === null ? null : Math.round(speed * (speedUnit === 'knots' ? KNOTS_TO_KMH : 3.6) * 10) / 10,
      heading: heading as number | null,
      altitude: altitude as number | null,
      accuracy: accuracy as number | null,
      satellites: sat === null ? null : Math.round(sat as number),
      ignition: ignition as boolean | null,
      hours: hours as number | null,
      extVoltage: power as number | null,
      battery: batt as number | null,
      din1: din1 as boolean | null,
      din2: din2 as boolean | null,
      din3: din3 as boolean | null,
      mainSwitch: mainSwitch as boolean | null,
      alarm,
      attributes,
    },
  };
}

/** A query or form value as an attribute: a decimal reads as a number, true/false as a boolean (as Traccar stores them). */
export function attributeText(value: string): AttributeValue {
  const n = decimal(value);
  if (n !== null) return n;
  return value === 'true' ? true : value === 'false' ? false : value;
}

export { KNOTS_TO_KMH };
