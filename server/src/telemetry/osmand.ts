// The OsmAnd HTTP protocol, as Traccar's OsmAndProtocolDecoder reads it, in every shape real clients
// send (fixtures in tests/api/ingestClients.test.ts, from traccar/traccar's decoder test and the
// clients' request code):
//
//   query or form:  GET|POST /?id=123456789012345&timestamp=1763900000&lat=59.33&lon=18.06&speed=12.5…
//     Traccar Client 7.x: POST with the query and an empty body; Traccar Client 10.x (its SDK's
//     HttpUploader): a form POST. Trackers: GET.
//     id | deviceid     the unit's identifier (we match IMEI, then serial number)
//     timestamp         unix seconds (ms when ≥ 2^31), ISO-8601 with 'T', or 'yyyy-MM-dd HH:mm:ss' (UTC)
//     lat, lon | location=lat,lon;  valid=false|0 marks a report without a fix
//     speed             KNOTS (Traccar's unit for this protocol); bearing | heading degrees
//     altitude (m), accuracy (m), batt (the unit's battery %), sat | satellites
//     ignition, hours (engine hours), din1..din3, power (external volts), mainswitch: report columns
//     alarm             sos, general, powerCut, … (attributes.ts ALARMS)
//     anything else     kept as attributes (rpm, fuel, odometer, hdop, charge, cell, wifi, …)
//   JSON, Traccar Client 9 (transistorsoft background geolocation):
//     {"device_id":"…","location":{"timestamp":"2025-06-15T13:45:12.862Z","coords":{"latitude":…,
//      "longitude":…,"speed":m/s,"heading":…,"accuracy":…,"altitude":…},"battery":{"level":0..1,
//      "is_charging":…},"is_moving":…,"odometer":…,"activity":{"type":…},"event":…,"alarm":…,
//      "extras":{…}}}   (negative speed/heading/accuracy/level mean "unknown")
//     "location" may also be a list of such objects (a unit emptying its buffer in one request).
//   JSON array, Traccar Client 10.x's SDK with uploadJson: [{"id":"…","lat":…,"lon":…,"timestamp":unix s,
//     "speed":knots,"batt":…,"alarm":…,…}, …] — flat objects with the form's keys, one unit.
// A list or array is all or nothing: one bad location rejects the request (at most LIMITS.maxLocations).
//
// Decoding is pure and total: any input gives either reports or a rejection reason, never an
// exception. Every value is bounded. No clock checks here (clockPolicy.ts at the door).
import type { Report } from './pipeline.ts';
import { attributeText, fromFields, LIMITS, reject, KNOTS_TO_KMH, type Decoded, type Fields, type Rejected } from './osmandFields.ts';
import type { AttributeValue } from './attributes.ts';

export { LIMITS, parseTimestamp, type Decoded, type RejectReason } from './osmandFields.ts';

/** A request's reports: one for the query/form and a single JSON location, up to maxLocations for a list. */
export type DecodedMany = { ok: true; identifier: string; reports: Report[] } | Rejected;

/** Decodes query/form parameters (the first value of a repeated key wins; cell and wifi keep all). */
export function decodeParams(params: URLSearchParams, now: number): Decoded {
  let count = 0;
  // One pass into a Map: URLSearchParams.get scans the whole list on every call (about 20 per report).
  const fields = new Map<string, string[]>();
  for (const [key, value] of params) {
    if (++count > LIMITS.maxFields) return reject('too_many_fields', `at most ${LIMITS.maxFields} fields`);
    if (key.length > LIMITS.maxKeyLength || value.length > LIMITS.maxValueLength) return reject('bad_value', `${key.slice(0, 64)}: is too long`);
    const list = fields.get(key);
    if (list) list.push(value);
    else fields.set(key, [value]);
  }
  const view: Fields = {
    get: (k) => fields.get(k)?.[0],
    all: (k) => fields.get(k) ?? [],
    keys: () => fields.keys(),
    typed: (k) => {
      const v = fields.get(k)?.[0];
      return v === undefined ? undefined : attributeText(v);
    },
  };
  return fromFields(view, now, 'knots');
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };
const isObject = (v: Json | undefined): v is JsonObject => !!v && typeof v === 'object' && !Array.isArray(v);

/** Decodes a JSON body: Traccar Client 9's object (one location or a list), or the SDK's array. */
export function decodeJson(text: string, now: number): DecodedMany {
  let root: Json;
  try {
    root = JSON.parse(text) as Json;
  } catch {
    return reject('bad_json', 'body: is not JSON');
  }
  if (Array.isArray(root)) return many(root, (item) => (isObject(item) ? decodeFlat(item, now) : reject('bad_json', 'must be an object')));
  if (!isObject(root)) return reject('bad_json', 'body: must be an object or an array');
  if (root.location === undefined && root.device_id !== undefined) return reject('bad_json', 'location: is required');
  // A flat object: one form-shaped location in JSON.
  if (root.location === undefined) return many([root], () => decodeFlat(root, now));
  const list = Array.isArray(root.location) ? root.location : [root.location];
  const deviceId = root.device_id;
  return many(list, (location) => decodeLocation(deviceId, location, now), 'location');
}

/** All or nothing over a list of one unit's locations. */
function many(list: Json[], decode: (item: Json) => Decoded, name?: string): DecodedMany {
  if (list.length === 0 || list.length > LIMITS.maxLocations)
    return reject('bad_json', `${name ?? 'body'}: must be an object or a list of 1-${LIMITS.maxLocations}`);
  const reports: Report[] = [];
  let identifier = '';
  for (const [i, item] of list.entries()) {
    const decoded = decode(item);
    if (!decoded.ok) return list.length === 1 ? decoded : { ...decoded, message: `${name ?? ''}[${i}]: ${decoded.message}` };
    if (identifier !== '' && decoded.identifier !== identifier) return reject('bad_json', `[${i}]: every location of a request must be of one unit`);
    identifier = decoded.identifier;
    reports.push(decoded.report);
  }
  return { ok: true, identifier, reports };
}

/** Fields out of JSON values: strings as sent, numbers and booleans as their text (typed kept for attributes). */
class JsonFields implements Fields {
  readonly map = new Map<string, AttributeValue>();
  bad: Rejected | null = null;
  put(key: string, value: Json | undefined) {
    if (value === undefined || value === null || this.map.has(key)) return;
    if (key.length > LIMITS.maxKeyLength) this.bad ??= reject('bad_value', `${key.slice(0, 64)}: is too long`);
    else if (typeof value === 'string' && value.length > LIMITS.maxValueLength) this.bad ??= reject('bad_value', `${key}: is too long`);
    else if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'string') this.map.set(key, value);
    // An object or array where a value belongs: a string the range checks refuse for known keys, dropped for others.
    else this.map.set(key, '\u0000');
  }
  get(key: string) {
    const v = this.map.get(key);
    return v === undefined ? undefined : String(v);
  }
  all(key: string) {
    const v = this.get(key);
    return v === undefined ? [] : [v];
  }
  keys() {
    return this.map.keys();
  }
  typed(key: string) {
    const v = this.map.get(key);
    return v === '\u0000' ? undefined : v;
  }
}

/** A flat object with the form's keys (the SDK's JSON upload). */
function decodeFlat(item: JsonObject, now: number): Decoded {
  const keys = Object.keys(item);
  if (keys.length > LIMITS.maxFields) return reject('too_many_fields', `at most ${LIMITS.maxFields} fields`);
  const fields = new JsonFields();
  for (const key of keys) fields.put(key, item[key]);
  return fields.bad ?? fromFields(fields, now, 'knots');
}

function decodeLocation(deviceId: Json | undefined, location: Json | undefined, now: number): Decoded {
  if (!isObject(location)) return reject('bad_json', 'location: must be an object');
  const fields = new JsonFields();
  fields.put('id', deviceId);
  fields.put('timestamp', location.timestamp);
  const coords = location.coords;
  if (isObject(coords)) {
    fields.put('lat', coords.latitude);
    fields.put('lon', coords.longitude);
    fields.put('speed', coords.speed);
    fields.put('heading', coords.heading);
    fields.put('accuracy', coords.accuracy);
    fields.put('altitude', coords.altitude);
  }
  const battery = location.battery;
  if (isObject(battery)) {
    if (typeof battery.level === 'number' && battery.level >= 0) fields.put('batt', Math.round(battery.level * 100));
    if (typeof battery.is_charging === 'boolean') fields.put('charge', battery.is_charging);
  }
  if (isObject(location.activity) && typeof location.activity.type === 'string') fields.put('activity', location.activity.type);
  for (const key of ['alarm', 'event', 'is_moving', 'odometer', 'mock']) fields.put(key, location[key]);
  const extras = location.extras;
  if (isObject(extras)) {
    const keys = Object.keys(extras);
    if (keys.length > LIMITS.maxFields) return reject('too_many_fields', `at most ${LIMITS.maxFields} extras`);
    for (const key of keys) fields.put(key, extras[key]);
  }
  return fields.bad ?? fromFields(fields, now, 'mps');
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
  if (r.alarm) p.set('alarm', r.alarm);
  return p.toString();
}
