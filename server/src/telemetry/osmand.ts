// The OsmAnd HTTP protocol, as Traccar's OsmAndProtocolDecoder reads it (what the Traccar Client
// phone app and many trackers send):
//
//   query or form:  GET|POST /?id=123456789012345&timestamp=1763900000&lat=59.33&lon=18.06&speed=12.5
//                   &bearing=90&altitude=30&accuracy=5&batt=87&ignition=true&hours=1234.5&din1=1&power=27.9
//     id | deviceid     the unit's identifier (we match IMEI, then serial number)
//     timestamp         unix seconds (ms when ≥ 2^31), ISO-8601 with 'T', or 'yyyy-MM-dd HH:mm:ss' (UTC)
//     lat, lon | location=lat,lon;  valid=false|0 marks a report without a fix
//     speed             KNOTS (Traccar's unit for this protocol); bearing | heading degrees
//     altitude (m), accuracy (m), hdop, batt (the unit's battery %), sat | satellites
//     extra keys        ignition, hours (engine hours), din1..din3, power (external volts), mainswitch
//                       (the same names and values Traccar stores as position attributes)
//   JSON (Traccar Client 9, Content-Type: application/json):
//     {"device_id":"…","location":{"timestamp":"2025-06-15T13:45:12.862Z","coords":{"latitude":…,
//      "longitude":…,"speed":m/s,"heading":…,"accuracy":…,"altitude":…},"battery":{"level":0..1},
//      "extras":{ignition, hours, din1, …}}}   (negative speed/heading/accuracy/level mean "unknown")
//   JSON list: the same body with "location" a list of such objects (1..LIMITS.maxLocations), for a
//     unit emptying its buffer in one request (Traccar Client posts one location a request; its
//     background-geolocation library can batch, batchSync, which the app leaves off). All or
//     nothing: one bad location rejects the request.
//
// Decoding is pure and total: any input gives either a Report or a rejection reason, never an
// exception. Every value is bounded; unknown keys are ignored (but counted against the limits).
import type { Report } from './pipeline.ts';

export type RejectReason =
  | 'missing_id'
  | 'bad_id'
  | 'bad_time'
  | 'future_time'
  | 'old_time'
  | 'bad_position'
  | 'bad_value'
  | 'too_many_fields'
  | 'bad_json'
  | 'unknown_device'
  | 'not_installed'
  | 'overloaded';

export type Decoded = { ok: true; identifier: string; report: Report } | Rejected;
/** A request's reports: one for the query/form and the single JSON location, up to maxLocations for a JSON list. */
export type DecodedMany = { ok: true; identifier: string; reports: Report[] } | Rejected;
type Rejected = { ok: false; reason: RejectReason; message: string };

export const LIMITS = {
  maxFields: 64,
  maxKeyLength: 64,
  maxValueLength: 256,
  /** Reports may be at most this far ahead of the server clock (unit clocks drift). */
  maxFutureMs: 10 * 60_000,
  /** …and at most this old (a unit emptying a long offline buffer). */
  maxAgeMs: 400 * 86_400_000,
  /** Locations in one JSON list (a unit's buffer; more waits for its next request). */
  maxLocations: 500,
};

const ID = /^[A-Za-z0-9._:-]{1,64}$/;
const KNOTS_TO_KMH = 1.852;

const reject = (reason: RejectReason, message: string): Rejected => ({ ok: false, reason, message });

function number(value: string): number | null {
  if (value.trim() === '' || value.length > 32) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

function boolean(value: string | boolean | number): boolean | null {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value === 1 ? true : value === 0 ? false : null;
  const v = value.trim().toLowerCase();
  if (v === 'true' || v === '1') return true;
  if (v === 'false' || v === '0') return false;
  return null;
}

/** Parses an OsmAnd timestamp; null when it is not one. */
export function parseTimestamp(value: string): number | null {
  const v = value.trim();
  if (/^\d{1,16}$/.test(v)) {
    const n = Number(v);
    return n < 2_147_483_647 ? n * 1000 : n;
  }
  if (v.length > 40) return null;
  if (v.includes('T')) {
    const ms = Date.parse(v);
    return Number.isNaN(ms) ? null : ms;
  }
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(v);
  if (!m) return null;
  const ms = Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6]);
  return Number.isNaN(ms) ? null : ms;
}

interface Fields {
  get(key: string): string | undefined;
  size: number;
}

/** Builds and range-checks a Report from flat key/value fields (query, form or JSON extras). */
function fromFields(f: Fields, now: number, speedUnit: 'knots' | 'mps'): Decoded {
  const identifier = f.get('id') ?? f.get('deviceid') ?? f.get('device_id');
  if (identifier === undefined || identifier === '') return reject('missing_id', 'id: is required');
  if (!ID.test(identifier)) return reject('bad_id', 'id: must be 1-64 letters, digits or ._:-');

  const rawTime = f.get('timestamp');
  let ts = now;
  if (rawTime !== undefined) {
    const parsed = parseTimestamp(rawTime);
    if (parsed === null) return reject('bad_time', 'timestamp: is not a unix time or ISO-8601 time');
    ts = parsed;
  }
  if (ts > now + LIMITS.maxFutureMs) return reject('future_time', 'timestamp: is in the future');
  if (ts < now - LIMITS.maxAgeMs) return reject('old_time', 'timestamp: is too old');

  const field = (key: string, min: number, max: number, unknownBelow?: number): number | null | 'bad' => {
    const raw = f.get(key);
    if (raw === undefined || raw === '') return null;
    const n = number(raw);
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
    const la = rawLat === undefined ? null : number(rawLat);
    const lo = rawLon === undefined ? null : number(rawLon);
    if (la === null || lo === null || la < -90 || la > 90 || lo < -180 || lo > 180) return reject('bad_position', 'lat/lon: must be numbers within ±90/±180');
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
    if (v === 'bad') return reject('bad_value', `${name}: is not a number in range`);
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
    },
  };
}

/** Decodes query/form parameters (first value of a repeated key wins). */
export function decodeParams(params: URLSearchParams, now: number): Decoded {
  let count = 0;
  // One pass into a Map: URLSearchParams.get scans the whole list on every call (about 20 per report).
  const fields = new Map<string, string>();
  for (const [key, value] of params) {
    if (++count > LIMITS.maxFields) return reject('too_many_fields', `at most ${LIMITS.maxFields} fields`);
    if (key.length > LIMITS.maxKeyLength || value.length > LIMITS.maxValueLength) return reject('bad_value', `${key.slice(0, 64)}: is too long`);
    if (!fields.has(key)) fields.set(key, value);
  }
  return fromFields({ get: (k) => fields.get(k), size: count }, now, 'knots');
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Decodes the Traccar Client 9 JSON body: one location object, or a list of them. */
export function decodeJson(text: string, now: number): DecodedMany {
  let root: Json;
  try {
    root = JSON.parse(text) as Json;
  } catch {
    return reject('bad_json', 'body: is not JSON');
  }
  if (!root || typeof root !== 'object' || Array.isArray(root)) return reject('bad_json', 'body: must be an object');
  const list = Array.isArray(root.location) ? root.location : [root.location];
  if (list.length === 0 || list.length > LIMITS.maxLocations) return reject('bad_json', `location: must be an object or a list of 1-${LIMITS.maxLocations}`);
  const reports: Report[] = [];
  let identifier = '';
  for (const [i, location] of list.entries()) {
    const decoded = decodeLocation(root.device_id, location, now);
    if (!decoded.ok) return list.length === 1 ? decoded : { ...decoded, message: `location[${i}]: ${decoded.message}` };
    identifier = decoded.identifier;
    reports.push(decoded.report);
  }
  return { ok: true, identifier, reports };
}

function decodeLocation(deviceId: Json | undefined, location: Json | undefined, now: number): Decoded {
  if (!location || typeof location !== 'object' || Array.isArray(location)) return reject('bad_json', 'location: must be an object');
  const map = new Map<string, string>();
  const put = (key: string, value: Json | undefined) => {
    if (value === undefined || value === null) return;
    if (typeof value === 'number' || typeof value === 'boolean') map.set(key, String(value));
    else if (typeof value === 'string') map.set(key, value);
    else map.set(key, '\u0000'); // objects where a value belongs: rejected by the range checks
  };
  put('id', deviceId);
  put('timestamp', location.timestamp);
  const coords = location.coords;
  if (coords && typeof coords === 'object' && !Array.isArray(coords)) {
    put('lat', coords.latitude);
    put('lon', coords.longitude);
    put('speed', coords.speed);
    put('heading', coords.heading);
    put('accuracy', coords.accuracy);
    put('altitude', coords.altitude);
  }
  const battery = location.battery;
  if (battery && typeof battery === 'object' && !Array.isArray(battery) && typeof battery.level === 'number' && battery.level >= 0) {
    map.set('batt', String(Math.round(battery.level * 100)));
  }
  const extras = location.extras;
  if (extras && typeof extras === 'object' && !Array.isArray(extras)) {
    const keys = Object.keys(extras);
    if (keys.length > LIMITS.maxFields) return reject('too_many_fields', `at most ${LIMITS.maxFields} extras`);
    for (const key of keys) {
      if (key.length > LIMITS.maxKeyLength) return reject('bad_value', `${key.slice(0, 64)}: is too long`);
      if (!map.has(key)) put(key, extras[key]);
    }
  }
  for (const [key, value] of map) if (value.length > LIMITS.maxValueLength) return reject('bad_value', `${key}: is too long`);
  return fromFields({ get: (k) => map.get(k), size: map.size }, now, 'mps');
}

/** The query string a unit sends for `report` (the simulator speaks the real protocol). */
export function encodeParams(identifier: string, r: Report): string {
  const p = new URLSearchParams();
  p.set('id', identifier);
  p.set('timestamp', String(Math.floor(r.ts / 1000)));
  if (r.lat !== null && r.lng !== null) {
    p.set('lat', String(r.lat));
    p.set('lon', String(r.lng));
  } else p.set('valid', 'false');
  if (r.speed !== null) p.set('speed', String(Math.round((r.speed / KNOTS_TO_KMH) * 100) / 100));
  if (r.heading !== null) p.set('bearing', String(r.heading));
  if (r.altitude !== null) p.set('altitude', String(r.altitude));
  if (r.accuracy !== null) p.set('accuracy', String(r.accuracy));
  if (r.satellites !== null) p.set('sat', String(r.satellites));
  if (r.battery !== null) p.set('batt', String(r.battery));
  if (r.ignition !== null) p.set('ignition', String(r.ignition));
  if (r.hours !== null) p.set('hours', String(r.hours));
  if (r.extVoltage !== null) p.set('power', String(r.extVoltage));
  if (r.din1 !== null) p.set('din1', r.din1 ? '1' : '0');
  if (r.din2 !== null) p.set('din2', r.din2 ? '1' : '0');
  if (r.din3 !== null) p.set('din3', r.din3 ? '1' : '0');
  if (r.mainSwitch !== null) p.set('mainswitch', r.mainSwitch ? '1' : '0');
  return p.toString();
}
