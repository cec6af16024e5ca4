// A decoded AVL record → our Report (pipeline.ts), in the vocabulary of attributes.ts. IO ids are
// Teltonika's FMB/FMC "Data Sending Parameters ID" list; where Traccar's TeltonikaProtocolDecoder maps
// an id we map it the same way (same unit, same alarm name), so a customer moving from Traccar sees
// the same values. Ids we do not name are kept as `io<id>` (numbers; 8E variable-length ones as hex),
// then boundAttributes keeps the known keys first and cuts the rest to its limits.
import { boundAttributes, type AttributeValue } from '../attributes.ts';
import { emptyReport, type Report } from '../pipeline.ts';
import type { AvlRecord, IoValue } from './codec.ts';

/** Variable-length (8E) values longer than this many bytes are dropped (hex of 64 bytes = 128 chars). */
const MAX_HEX_BYTES = 64;

/**
 * Alarm IOs as Traccar maps them (Position.ALARM_*); present in a record only when the event fired.
 * When one record carries several, the first of this list wins (Report.alarm holds one).
 */
const ALARM_IOS: [id: number, alarm: (v: number) => string | null][] = [
  [247, (v) => (v > 0 ? 'accident' : null)], // crash detection
  [252, (v) => (v > 0 ? 'powerCut' : null)], // unplug detection
  [236, (v) => (v > 0 ? 'general' : null)], // "alarm" (the SOS / panic input on FMB units; Traccar: general)
  [246, (v) => (v > 0 ? 'tow' : null)], // towing
  [249, (v) => (v > 0 ? 'jamming' : null)], // GNSS/GSM jamming
  [253, (v) => (v === 1 ? 'hardAcceleration' : v === 2 ? 'hardBraking' : v === 3 ? 'hardCornering' : null)], // green driving
  [251, (v) => (v > 0 ? 'idle' : null)], // excessive idling
  [175, (v) => (v > 0 ? 'geofenceEnter' : 'geofenceExit')], // auto geofence
];

/** Ids consumed into Report fields or named attributes (not repeated as io<id>); 24 (GNSS speed) repeats the GPS element's speed. */
const CONSUMED = new Set([1, 2, 3, 16, 24, 32, 36, 66, 67, 69, 85, 89, 102, 113, 181, 182, 239, 240, 449, ...ALARM_IOS.map(([id]) => id)]);

const num = (v: IoValue | undefined): number | null => (typeof v === 'number' ? v : null);
const flag = (v: IoValue | undefined): boolean | null => (typeof v === 'number' ? v > 0 : null);
const signed = (v: number, bytes: 1 | 2) => (bytes === 1 ? (v << 24) >> 24 : (v << 16) >> 16);
const hex = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex');

export interface Mapped {
  report: Report;
  /** Coordinates outside ±90/±180 (kept as a report without a fix, counted by the door). */
  badPosition: boolean;
}

export function toReport(rec: AvlRecord): Mapped {
  const io = rec.io;
  const inRange = Math.abs(rec.lat) <= 90 && Math.abs(rec.lng) <= 180;
  // Traccar: valid = satellites != 0. Without a fix the unit repeats its last coordinates (or sends
  // 0,0) with 0 satellites: that is not a position at this time, so no fix here.
  const fix = inRange && rec.satellites > 0 && !(rec.lat === 0 && rec.lng === 0);
  const report: Report = {
    ...emptyReport(rec.ts),
    lat: fix ? rec.lat : null,
    lng: fix ? rec.lng : null,
    speed: rec.speed,
    heading: rec.angle <= 360 ? rec.angle : null,
    altitude: rec.altitude,
    satellites: rec.satellites,
    ignition: flag(io.get(239)),
    // IO 102 "Engine Worktime" (minutes, the engine's own meter over CAN) when the unit reads one,
    // else IO 449 "Ignition On Counter" (seconds, counted by the unit). Traccar maps neither to
    // Position.KEY_HOURS (it derives hours from ignition), so these are ours, from Teltonika's list.
    hours: num(io.get(102)) !== null ? num(io.get(102))! / 60 : num(io.get(449)) !== null ? num(io.get(449))! / 3600 : null,
    extVoltage: num(io.get(66)) !== null ? num(io.get(66))! / 1000 : null,
    battery: num(io.get(113)) !== null && num(io.get(113))! <= 100 ? num(io.get(113)) : null,
    din1: flag(io.get(1)),
    din2: flag(io.get(2)),
    din3: flag(io.get(3)),
  };
  for (const [id, alarm] of ALARM_IOS) {
    const v = num(io.get(id));
    const name = v === null ? null : alarm(v);
    if (name) {
      report.alarm = name;
      break;
    }
  }
  const attrs: [string, AttributeValue][] = [];
  const put = (key: string, v: number | boolean | null) => {
    if (v !== null) attrs.push([key, v]);
  };
  put('motion', flag(io.get(240)));
  put('batteryVoltage', num(io.get(67)) !== null ? num(io.get(67))! / 1000 : null);
  put('odometer', num(io.get(16)));
  put('gnssStatus', num(io.get(69)));
  put('hdop', num(io.get(182)) !== null ? num(io.get(182))! / 10 : null);
  put('rpm', num(io.get(85)) ?? num(io.get(36))); // CAN, else OBD
  put('fuel', num(io.get(89))); // CAN fuel level, %
  put('coolantTemp', num(io.get(32)) !== null ? signed(num(io.get(32))!, 1) : null); // OBD, signed °C
  put('pdop', num(io.get(181)) !== null ? num(io.get(181))! / 10 : null);
  if (rec.eventId !== 0) put('event', rec.eventId);
  if (rec.priority !== 0) put('priority', rec.priority);
  for (const [id, v] of io) {
    if (CONSUMED.has(id)) continue;
    if (typeof v === 'number') attrs.push([`io${id}`, v]);
    // Beyond 2^53: the decimal text, exact (an ICCID or an iButton id is an identifier, not a quantity).
    else if (typeof v === 'bigint') attrs.push([`io${id}`, v.toString()]);
    else if (v.length <= MAX_HEX_BYTES) attrs.push([`io${id}`, hex(v)]);
  }
  report.attributes = boundAttributes(attrs);
  return { report, badPosition: !inRange };
}

export { signed as signedIo };
