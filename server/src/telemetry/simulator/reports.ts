// Samples a machine's day plan into the reports its unit would send. Segment boundaries are always
// reported (ignition on/off, the start of a standstill or of work), so engine time and idle are exact
// at any density; between boundaries a report every `density[kind]` seconds. Per-report noise
// (GPS jitter, voltage ripple) is a hash of (machine, time): the same moment gives the same report.
import type { Report } from '../pipeline.ts';
import { workPosition, workVelocity, type DayPlan, type Segment, type SimMachine } from './plan.ts';
import { localMeters, offset, round6 } from '../geo.ts';
import { METERS_PER_DEGREE } from '../../../../machines/placeEditor/geofence.ts';

/** Seconds between reports, per segment kind. */
export interface Density {
  drive: number;
  work: number;
  idle: number;
  parked: number;
}

/** The last week: what a real unit sends (every 20 s driving, every minute working on site, every 15 min parked). */
export const FULL: Density = { drive: 20, work: 60, idle: 60, parked: 15 * 60 };
/** Weeks 2-3. */
export const MEDIUM: Density = { drive: 120, work: 300, idle: 600, parked: 4 * 3600 };
/**
 * Older history: sessions, idle, stays and hours stay exact (every boundary is a report); the track is
 * coarse. With the engine on, never sparser than the pipeline's maxGapS (30 min): a longer silence
 * ends the session at its last report, and an hourly working report once cut every older working day
 * into fragments and zero-length sessions (27% of the demo fleet's sessions; tests/unit/simulatorDensity.test.ts).
 */
export const COARSE: Density = { drive: 900, work: 1500, idle: 1500, parked: 24 * 3600 };
/** AEMP portals pass on a position about every half hour (exactly maxGapS, which is still no gap). */
export const AEMP: Density = { drive: 1800, work: 1800, idle: 1800, parked: 4 * 3600 };

const DAY_MS = 86_400_000;

export function densityFor(m: SimMachine, dayStart: number, now: number, fullDays: number, mediumDays: number): Density {
  if (m.aemp) return AEMP;
  const age = (now - dayStart) / DAY_MS;
  return age <= fullDays ? FULL : age <= mediumDays ? MEDIUM : COARSE;
}

/** A deterministic number in [0, 1) from two integers. */
export function noise(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  h ^= h >>> 16;
  return (h >>> 0) / 4294967296;
}

function bearing(fromLat: number, fromLng: number, toLat: number, toLng: number): number {
  const dx = (toLng - fromLng) * Math.cos((fromLat * Math.PI) / 180);
  const dy = toLat - fromLat;
  const deg = (Math.atan2(dx, dy) * 180) / Math.PI;
  return Math.round((deg + 360) % 360);
}

function drivePosition(s: Segment, ts: number) {
  const f = Math.min(1, Math.max(0, (ts - s.from) / (s.to - s.from)));
  const lat = s.lat + (s.toLat! - s.lat) * f;
  const lng = s.lng + (s.toLng! - s.lng) * f;
  // Roads bend: a lateral offset that is zero at both ends.
  const lengthM = localMeters(s.lat, s.lng, s.toLat!, s.toLng!);
  const lateral = Math.sin(f * Math.PI * 3) * Math.min(400, lengthM * 0.04);
  const ux = lengthM > 0 ? ((s.toLat! - s.lat) * METERS_PER_DEGREE) / lengthM : 0;
  const uy = lengthM > 0 ? -((s.toLng! - s.lng) * METERS_PER_DEGREE * Math.cos((s.lat * Math.PI) / 180)) / lengthM : 0;
  return offset(lat, lng, ux * lateral, uy * lateral);
}

export interface SampleContext {
  machine: SimMachine;
  plan: DayPlan;
  /** Hour meter at the start of the day. */
  meterAtStart: number;
  /** Days since the engine last ran, at the start of the day. */
  restDays: number;
  density: Density;
}

/** The reports of one day with fromExclusive < ts <= toInclusive, oldest first. */
export function sampleDay(ctx: SampleContext, fromExclusive: number, toInclusive: number): Report[] {
  const { machine: m, plan, density } = ctx;
  const out: Report[] = [];
  if (toInclusive <= plan.start || fromExclusive >= plan.end) return out;
  let engineMs = 0;
  const volts = m.volts;
  const scale = volts / 12;
  const poorAntenna = noise(m.assetId, 7) < 0.05;
  for (const s of plan.segments) {
    const step = density[s.kind] * 1000;
    const times: number[] = [];
    for (let t = s.from; t < s.to; t += step) times.push(t);
    for (const ts of times) {
      const ignitionMs = s.ignition ? ts - s.from : 0;
      if (ts <= fromExclusive || ts > toInclusive) continue;
      const n1 = noise(m.assetId, Math.floor(ts / 1000));
      const n2 = noise(m.assetId + 7919, Math.floor(ts / 1000));
      let lat: number;
      let lng: number;
      let speed = 0;
      let heading: number | null = null;
      if (s.kind === 'work') {
        const p = workPosition(s, ts);
        const v = workVelocity(s, ts);
        lat = p.lat;
        lng = p.lng;
        speed = v.speed;
        heading = speed > 0.5 ? v.heading : null;
      } else if (s.kind === 'drive') {
        const p = drivePosition(s, ts);
        const q = drivePosition(s, ts + 5000);
        lat = p.lat;
        lng = p.lng;
        const lengthM = localMeters(s.lat, s.lng, s.toLat!, s.toLng!);
        speed = (lengthM / ((s.to - s.from) / 1000)) * 3.6 * (0.85 + 0.3 * n2);
        heading = bearing(p.lat, p.lng, q.lat, q.lng);
      } else {
        // Standing still: the fix wanders a few metres.
        const j = s.kind === 'idle' ? 2 : 3;
        const p = offset(s.lat, s.lng, (n1 - 0.5) * 2 * j, (n2 - 0.5) * 2 * j);
        lat = p.lat;
        lng = p.lng;
      }
      const accuracy = poorAntenna ? 25 + Math.round(n1 * 65) : 3 + Math.round(n2 * 9);
      const unpowered = s.unpowered === true;
      const charging = s.ignition && !unpowered;
      // Charging while the engine runs; at rest the battery sags a little every day the machine stands.
      const restDays = engineMs > 0 ? 0 : ctx.restDays + (ts - plan.start) / DAY_MS;
      const perCell = charging ? 14.1 : 12.7 - 0.05 * Math.min(restDays, 12) - (plan.lowBattery ? 1.0 : 0);
      const extVoltage = unpowered ? 0 : Math.round((perCell * scale + (n1 - 0.5) * 0.1) * 100) / 100;
      const meter = m.meter ? Math.round((ctx.meterAtStart + (engineMs + ignitionMs) / 3_600_000) * 100) / 100 : null;
      out.push({
        ts,
        lat: round6(lat),
        lng: round6(lng),
        speed: Math.round(speed * 10) / 10,
        heading,
        altitude: Math.round(20 + n2 * 40),
        accuracy,
        satellites: poorAntenna ? 4 + Math.floor(n2 * 4) : 7 + Math.floor(n1 * 8),
        ignition: m.annualHours > 0 ? s.ignition : null,
        hours: meter,
        extVoltage,
        battery: unpowered ? 70 + Math.round(n1 * 10) : 100,
        din1: m.dinWired ? s.ignition && s.din1 === true : null,
        din2: m.dinWired ? s.ignition && m.selfDriving : null,
        din3: m.dinWired ? noise(m.assetId, Math.floor(ts / 600_000)) < 0.002 : null,
        mainSwitch: null,
      });
    }
    if (s.ignition) engineMs += s.to - s.from;
  }
  return out;
}
