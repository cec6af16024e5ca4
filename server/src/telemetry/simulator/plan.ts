// What a simulated machine does, as a pure function of (seed, machine, day): where it spends each
// night (assignments: a stint at its home depot, then a job at a work site, …), and each day's
// timeline of segments (parked, work, idle, drive). Reports are sampled from the segments
// (reports.ts) at a density chosen by the caller, so the same day always has the same engine time,
// idle, stays and events whether it is generated for the backfill, live, or in a test.
import { Rng } from '../../seed/random.ts';
import { dayKind } from './calendar.ts';
import { localMeters, offset } from '../geo.ts';
import { METERS_PER_DEGREE } from '../../../../machines/placeEditor/geofence.ts';

export interface SimPlace {
  id: number;
  type: number;
  name: string;
  lat: number;
  lng: number;
  /** Metres from the centre that are safely inside the geofence. */
  innerRadius: number;
  /** Contract period (work sites), UTC ms. */
  validFrom: number | null;
  validTo: number | null;
}

export interface SimMachine {
  assetId: number;
  companyId: number;
  deviceId: number;
  /** What the unit sends as `id` (IMEI, else serial number). */
  identifier: string;
  timeZone: string;
  country: string;
  family: string;
  /** Typical engine hours a year; 0: no engine (trailers, site huts, attachments). */
  annualHours: number;
  /** Works without moving (generators, compressors, light towers, tower cranes): DIN1 reports the load. */
  stationary: boolean;
  /** Drives itself between places (ignition on); others ride a low-loader (ignition off). */
  selfDriving: boolean;
  /** Roams kilometres while working (trucks, vans). */
  roaming: boolean;
  volts: 12 | 24;
  /** The unit reports the engine's hour meter (CAN units and AEMP feeds); trackers do not. */
  meter: boolean;
  aemp: boolean;
  dinWired: boolean;
  installedAfterMainSwitch: boolean;
  home: SimPlace;
  sites: SimPlace[];
  /** First and last moment the unit reports (null: still reporting). */
  startTs: number;
  endTs: number | null;
  /** The hour meter at startTs. */
  hoursBase: number;
}

export type SegmentKind = 'parked' | 'work' | 'idle' | 'drive';

export interface Segment {
  kind: SegmentKind;
  from: number;
  to: number;
  ignition: boolean;
  /** Where (parked, idle) or where from (work, drive). */
  lat: number;
  lng: number;
  /** drive: destination. */
  toLat?: number;
  toLng?: number;
  /** work: the path's radius (metres) and angular speeds. */
  radius?: number;
  w1?: number;
  w2?: number;
  phase?: number;
  din1?: boolean;
  /** Unpowered (main switch off / supply disconnected). */
  unpowered?: boolean;
}

export interface DayPlan {
  day: string;
  start: number;
  end: number;
  segments: Segment[];
  engineSeconds: number;
  /** Night place at the end of the day. */
  placeId: number;
  lowBattery: boolean;
}

const DAY_MS = 86_400_000;

export const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
export const dayOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

// --- assignments ----------------------------------------------------------------------------------

export interface Assignment {
  fromDay: number;
  place: SimPlace;
}

/** Where the machine spends its nights, from its first day to well past today. */
export function assignments(seed: number, m: SimMachine, firstDay: number, lastDay: number): Assignment[] {
  const rng = new Rng(`sim:${seed}:assign:${m.assetId}`);
  const list: Assignment[] = [];
  let day = firstDay - rng.int(0, 20);
  // Roaming vehicles and machines without jobs live at their depot.
  if (m.roaming || m.sites.length === 0) return [{ fromDay: day, place: m.home }];
  let atHome = rng.chance(0.4);
  while (day <= lastDay) {
    if (atHome) {
      list.push({ fromDay: day, place: m.home });
      day += rng.int(2, 18);
    } else {
      const ms = day * DAY_MS;
      // Jobs at sites whose contract runs then, nearby ones first (the site list is sorted by distance).
      const running = m.sites.filter((s) => (s.validFrom === null || s.validFrom <= ms + 10 * DAY_MS) && (s.validTo === null || s.validTo >= ms));
      const pool = running.length > 0 ? running : m.sites;
      const near = pool.slice(0, Math.max(1, Math.ceil(pool.length / 2)));
      const site = rng.chance(0.8) ? rng.pick(near) : rng.pick(pool);
      list.push({ fromDay: day, place: site });
      day += rng.int(8, 55);
    }
    atHome = !atHome;
  }
  return list;
}

export function assignmentOn(list: readonly Assignment[], day: number): Assignment {
  let lo = 0;
  let hi = list.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (list[mid].fromDay <= day) lo = mid;
    else hi = mid - 1;
  }
  return list[lo];
}

/** A parking spot for the machine at a place, inside its geofence. */
export function parkingSpot(seed: number, m: SimMachine, place: SimPlace) {
  const rng = new Rng(`sim:${seed}:park:${m.assetId}:${place.id}`);
  const angle = rng.float(0, 2 * Math.PI);
  const r = rng.float(0, place.innerRadius * 0.6);
  return offset(place.lat, place.lng, Math.cos(angle) * r, Math.sin(angle) * r);
}

// --- a day ---------------------------------------------------------------------------------------

export interface DayContext {
  seed: number;
  machine: SimMachine;
  assignments: Assignment[];
  /** UTC ms of the local midnight starting `day` and the next one. */
  start: number;
  end: number;
  day: string;
  dayNum: number;
}

const H = 3_600_000;
const MIN = 60_000;

/** The machine's day as segments covering [start, end). */
export function planDay(ctx: DayContext): DayPlan {
  const { seed, machine: m, start, end, day, dayNum } = ctx;
  const rng = new Rng(`sim:${seed}:day:${m.assetId}:${day}`);
  const today = assignmentOn(ctx.assignments, dayNum).place;
  const yesterday = assignmentOn(ctx.assignments, dayNum - 1).place;
  const kind = dayKind(day, m.country);
  const segments: Segment[] = [];
  const weekendOff = m.installedAfterMainSwitch && new Rng(`sim:${seed}:switch:${m.assetId}`).chance(0.3);
  const faultRng = new Rng(`sim:${seed}:fault:${m.assetId}`);
  const disconnectDay = faultRng.chance(0.04) ? faultRng.int(0, 364) : -1;
  const weakBatteryDay = faultRng.chance(0.1) ? faultRng.int(0, 364) : -1;
  const yearDay = ((dayNum % 365) + 365) % 365;
  const disconnected = disconnectDay >= 0 && yearDay >= disconnectDay && yearDay < disconnectDay + 2;
  const lowBattery = weakBatteryDay >= 0 && yearDay >= weakBatteryDay && yearDay < weakBatteryDay + 6;
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  // Main switch off over the weekend: from Saturday morning to Monday 05:00.
  const switchedOff = (weekendOff && (weekday === 6 || weekday === 0)) || disconnected;

  let t = start;
  let spot = parkingSpot(seed, m, yesterday);
  const park = (to: number, unpowered = switchedOff) => {
    if (to > t) segments.push({ kind: 'parked', from: t, to, ignition: false, lat: spot.lat, lng: spot.lng, unpowered });
    t = Math.max(t, to);
  };

  // Moving to a new place: a morning drive (itself, or on a low-loader).
  if (today.id !== yesterday.id) {
    const leave = start + 6 * H + rng.int(30, 150) * MIN;
    park(leave, false);
    const dest = parkingSpot(seed, m, today);
    const km = (localMeters(spot.lat, spot.lng, dest.lat, dest.lng) / 1000) * 1.25;
    const speed = m.selfDriving ? rng.float(35, 55) : rng.float(55, 75);
    // Whole milliseconds: every time written is an integer column (a fraction stopped PostgreSQL).
    const duration = Math.round(Math.max(10 * MIN, Math.min(10 * H, (km / speed) * H)));
    segments.push({
      kind: 'drive',
      from: t,
      to: t + duration,
      ignition: m.selfDriving && m.annualHours > 0,
      lat: spot.lat,
      lng: spot.lng,
      toLat: dest.lat,
      toLng: dest.lng,
    });
    t += duration;
    spot = dest;
  }

  const workChance = Math.min(0.95, Math.max(0.12, m.annualHours / 1700));
  const works =
    m.annualHours > 0 &&
    t < start + 12 * H &&
    (kind === 'work' ? rng.chance(today.type === 0 && !m.roaming ? workChance * 0.2 : workChance) : kind === 'summer' ? rng.chance(0.08) : rng.chance(0.02));
  let engine = 0;
  if (works) {
    const hours = Math.min(10, Math.max(2, m.annualHours / (workChance * 225))) * rng.float(0.75, 1.2);
    let on = Math.max(t + 10 * MIN, start + 6 * H + rng.int(15, 90) * MIN);
    const finish = Math.round(Math.min(end - 2 * H, on + hours * H + 45 * MIN));
    const breaks: [number, number][] = [];
    if (hours > 4) {
      const lunch = start + 11 * H + rng.int(15, 60) * MIN;
      breaks.push([lunch, lunch + rng.int(30, 50) * MIN]);
    }
    if (rng.chance(0.35)) {
      const coffee = start + 9 * H + rng.int(0, 30) * MIN;
      breaks.push([coffee, coffee + rng.int(10, 20) * MIN]);
    }
    breaks.sort((a, b) => a[0] - b[0]);
    const sessions: [number, number][] = [];
    for (const [bFrom, bTo] of breaks) {
      if (bFrom > on + 20 * MIN && bTo < finish - 20 * MIN) {
        sessions.push([on, bFrom]);
        on = bTo;
      }
    }
    sessions.push([on, finish]);
    const radius = m.roaming ? rng.float(2500, 6000) : m.stationary ? 0 : Math.max(40, Math.min(150, today.innerRadius * 0.35));
    for (const [sFrom, sTo] of sessions) {
      park(sFrom);
      let p = spot;
      while (t < sTo) {
        const workLen = Math.min(sTo - t, rng.int(25, 95) * MIN);
        // Angular speed for a ground speed of 3-7 km/h on site (30-50 km/h roaming).
        const w1 = radius === 0 ? 0 : (m.roaming ? rng.float(30, 50) : rng.float(3, 7)) / 3.6 / radius;
        const phase = rng.float(0, 2 * Math.PI);
        const din1 = m.stationary || rng.chance(0.3);
        segments.push({
          kind: 'work',
          from: t,
          to: t + workLen,
          ignition: true,
          lat: p.lat,
          lng: p.lng,
          radius,
          w1,
          w2: w1 * rng.float(1.3, 1.9),
          phase,
          din1,
        });
        p = workPosition(segments[segments.length - 1], t + workLen);
        t += workLen;
        engine += workLen;
        if (t >= sTo) break;
        const idleLen = Math.min(sTo - t, rng.int(3, 25) * MIN);
        segments.push({ kind: 'idle', from: t, to: t + idleLen, ignition: true, lat: p.lat, lng: p.lng });
        t += idleLen;
        engine += idleLen;
      }
      if (m.roaming || Math.hypot(p.lat - spot.lat, p.lng - spot.lng) * METERS_PER_DEGREE > 30) {
        // Back to the parking spot (roaming vehicles drive back to the depot).
        const back = m.roaming ? 15 * MIN : 3 * MIN;
        segments.push({ kind: 'drive', from: t, to: t + back, ignition: true, lat: p.lat, lng: p.lng, toLat: spot.lat, toLng: spot.lng });
        t += back;
        engine += back;
      }
    }
  }
  park(end);
  return { day, start, end, segments, engineSeconds: engine / 1000, placeId: today.id, lowBattery };
}

/** Position along a work segment's path at time `ts` (a smooth loop that starts at the segment's point). */
export function workPosition(s: Segment, ts: number) {
  const tau = (ts - s.from) / 1000;
  const r = s.radius ?? 0;
  if (r === 0) return { lat: s.lat, lng: s.lng };
  const a = s.w1! * tau;
  const b = s.w2! * tau;
  const east = r * (0.65 * Math.sin(a + s.phase!) - 0.65 * Math.sin(s.phase!) + 0.35 * Math.sin(b));
  const north = r * (0.65 * Math.cos(a + s.phase!) - 0.65 * Math.cos(s.phase!) + 0.35 * Math.sin(b * 0.7));
  return offset(s.lat, s.lng, east, north);
}

/** Velocity along a work segment: speed (km/h) and heading (degrees from north). */
export function workVelocity(s: Segment, ts: number): { speed: number; heading: number } {
  const r = s.radius ?? 0;
  if (r === 0) return { speed: 0, heading: 0 };
  const tau = (ts - s.from) / 1000;
  const a = s.w1! * tau;
  const b = s.w2! * tau;
  const ve = r * (0.65 * s.w1! * Math.cos(a + s.phase!) + 0.35 * s.w2! * Math.cos(b));
  const vn = r * (-0.65 * s.w1! * Math.sin(a + s.phase!) + 0.35 * 0.7 * s.w2! * Math.cos(b * 0.7));
  return { speed: Math.hypot(ve, vn) * 3.6, heading: Math.round(((Math.atan2(ve, vn) * 180) / Math.PI + 360) % 360) };
}
