// The pipeline's pure core: (device state, report) → (new state, derived facts). No I/O, no clock:
// the same report sequence always gives the same facts, which is what the table tests replay and
// what makes reprocessing safe. The store (store.ts) loads states, runs `step` for every report of
// a batch and writes the facts in one transaction.
//
// What one report derives (in this order):
//   1. the raw position (no fix: the last position again, marked invalid)
//   2. the interval since the previous report: engine time while the ignition was on (split at the
//      machine's midnights), idle (ignition on and not moving for `idleAfterS`, counted from the
//      start of the standstill), distance; a silence longer than `maxGapS` closes an open session
//      at its last report instead of counting the silence
//   3. geofences: location (depot before work site) and regions → entry/exit events, stays
//   4. ignition on/off → engine sessions; ignition on asks the work-shift seam (`ignitionOnRules`)
//   5. hours: the unit's meter (+ calibration offset) when it reports one, else counted from
//      ignition; never decreasing; a reading at every session start and end
//   6. battery samples and low-voltage events, inputs (DIN1-3, power, main switch) and their events,
//      movement without ignition
import { MachineEventName, PlaceEventType, type EventDetails } from './events.ts';
import { classify, distanceMeters, type PlaceGeo } from './geo.ts';
import type { HoursSource, InputName } from '../db/schema.ts';
import { dayWindow } from './time.ts';
import type { Attributes } from './attributes.ts';

/** A normalised, validated report (the ingest adapter and the simulator both produce these). */
export interface Report {
  /** UTC epoch ms */
  ts: number;
  /** null: the report carries no fix */
  lat: number | null;
  lng: number | null;
  /** km/h */
  speed: number | null;
  heading: number | null;
  altitude: number | null;
  accuracy: number | null;
  satellites: number | null;
  ignition: boolean | null;
  /** The unit's hour-meter reading (raw, before calibration). */
  hours: number | null;
  /** External supply (machine battery) voltage. */
  extVoltage: number | null;
  /** The unit's own battery, percent. */
  battery: number | null;
  din1: boolean | null;
  din2: boolean | null;
  din3: boolean | null;
  mainSwitch: boolean | null;
  /** An alarm the unit raised with this report (attributes.ts ALARMS: 'sos', 'powerCut', …). */
  alarm?: string | null;
  /** The further values the unit sent (attributes.ts: typed keys, bounded count and size). */
  attributes?: Attributes | null;
  /** The unit's own time, kept when the clock policy placed the report at the server's receive time (clockPolicy.ts). */
  claimedTs?: number | null;
}

export const emptyReport = (ts: number): Report => ({
  ts,
  lat: null,
  lng: null,
  speed: null,
  heading: null,
  altitude: null,
  accuracy: null,
  satellites: null,
  ignition: null,
  hours: null,
  extVoltage: null,
  battery: null,
  din1: null,
  din2: null,
  din3: null,
  mainSwitch: null,
});

export interface PipelineConfig {
  /** Ignition on and not moving for this long counts as idle (from the start of the standstill). */
  idleAfterS: number;
  /** Slower than this (km/h, reported or between fixes) is "not moving". */
  movingKmh: number;
  /** A silence longer than this with the ignition on is not engine time: the session ends at its last report. */
  maxGapS: number;
  /** Battery samples are kept at most this often, or on a change of `batterySampleDeltaV`. */
  batterySampleS: number;
  batterySampleDeltaV: number;
  /** Moving at least this fast with the ignition off raises MovementWithoutIgnition. */
  movementWithoutIgnitionKmh: number;
  /** Fixes less accurate than this (metres) do not move the machine in or out of a geofence. */
  geofenceMaxAccuracyM: number;
}

export const DEFAULT_PIPELINE_CONFIG: PipelineConfig = {
  idleAfterS: 300,
  movingKmh: 2,
  maxGapS: 30 * 60,
  batterySampleS: 10 * 60,
  batterySampleDeltaV: 0.3,
  movementWithoutIgnitionKmh: 10,
  geofenceMaxAccuracyM: 200,
};

/** What the ignition-on seam receives: the moment an engine started and where. */
export interface IgnitionOnFact {
  assetId: number;
  companyId: number;
  ts: number;
  lat: number | null;
  lng: number | null;
}

export type IgnitionRuleEvent = typeof MachineEventName.IgnitionOnHoliday | typeof MachineEventName.IgnitionOnNonWorkingHours;

/**
 * The work-shift seam (alerts issue): called once per place the machine is in (location and regions)
 * when its ignition turns on; returns the events to raise for that place. It must be pure over data
 * the store preloaded (the place alerts' work shifts and holidays), because the core has no I/O.
 */
export type IgnitionOnRules = (fact: IgnitionOnFact, place: PlaceGeo) => readonly IgnitionRuleEvent[];
export const noIgnitionRules: IgnitionOnRules = () => [];

/** Everything about the device the core needs besides its state. */
export interface DeviceContext {
  deviceId: number;
  assetId: number;
  companyId: number;
  /** The machine's time zone: usage days are its calendar days. */
  timeZone: string;
  homeDepotId: number | null;
  /** Provenance of the hours this unit reports or counts. */
  hoursSource: Exclude<HoursSource, 'calibration'>;
  /** The unit loses power when the battery main switch is off. */
  installedAfterMainSwitch: boolean;
  /** Low-voltage threshold, volts (null: none). */
  batteryThreshold: number | null;
  /** Machine hours when the device's state is first created (the asset's registered hours). */
  initialHours: number;
  places: readonly PlaceGeo[];
  /** The same places by id. */
  placeById: ReadonlyMap<number, PlaceGeo>;
  config: PipelineConfig;
  ignitionOnRules: IgnitionOnRules;
}

export interface OpenSession {
  startTs: number;
  lastTs: number;
  engineS: number;
  idleS: number;
  distanceM: number;
  startHours: number | null;
  startLat: number | null;
  startLng: number | null;
}

export interface DeviceState {
  /** Latest in-order report (the idempotency high-water mark). */
  lastTs: number | null;
  /** Latest valid fix. */
  lat: number | null;
  lng: number | null;
  fixTs: number | null;
  speed: number | null;
  ignition: boolean;
  session: OpenSession | null;
  /** Ignition on and not moving since sinceTs; counted once it reached idleAfterS. */
  still: { sinceTs: number; counted: boolean } | null;
  /** Machine hours now (calibrated). */
  hours: number;
  /** Added to the unit's raw meter (calibration). */
  hoursOffset: number;
  /** The unit has reported its meter: from then on the meter (plus offset) is the machine's hours. */
  meterSeen: boolean;
  /**
   * When the unit's last session ended, the hours then, and whether they were its meter's (absent in
   * states written before it). A calibration shifts them with the hours, so only the unexplained gain
   * of a meter shows as a jump.
   */
  lastEnd?: { ts: number; hours: number; meter: boolean } | null;
  /** Location (depot or work site) and regions the machine is in, with each stay's entry time. */
  location: number | null;
  regions: number[];
  entries: Record<string, number>;
  inputs: Record<InputName, boolean | null>;
  battery: { ts: number; voltage: number } | null;
  lowBattery: boolean;
  movedWithoutIgnition: boolean;
  /** The overview bucket (floor(ts / level size)) of the last overview fix, per level 1..3. */
  overview?: number[];
  /** The unit's last own-battery level and fix quality (for the devices row). */
  deviceBattery: number | null;
  accuracy: number | null;
  satellites: number | null;
}

export function initialState(ctx: Pick<DeviceContext, 'initialHours'>): DeviceState {
  return {
    lastTs: null,
    lat: null,
    lng: null,
    fixTs: null,
    speed: null,
    ignition: false,
    session: null,
    still: null,
    hours: ctx.initialHours,
    hoursOffset: 0,
    meterSeen: false,
    location: null,
    regions: [],
    entries: {},
    inputs: { din1: null, din2: null, din3: null, power: null, mainSwitch: null },
    battery: null,
    lowBattery: false,
    movedWithoutIgnition: false,
    deviceBattery: null,
    accuracy: null,
    satellites: null,
  };
}

// --- facts ---------------------------------------------------------------------------------------

export interface PositionFact {
  kind: 'position';
  ts: number;
  lat: number;
  lng: number;
  valid: boolean;
  report: Report;
}
export interface UsageFact {
  kind: 'usage';
  day: string;
  engineS: number;
  idleS: number;
  distanceM: number;
  /** Valid fixes stored. */
  positions: number;
}
/** The first fix of a new overview bucket (level 1: 10 min, 2: 1 h, 3: 6 h). */
export interface OverviewFact {
  kind: 'overview';
  level: number;
  ts: number;
  lat: number;
  lng: number;
  speed: number | null;
  heading: number | null;
}
export interface SessionFact {
  kind: 'session';
  startTs: number;
  endTs: number | null;
  lastTs: number;
  engineS: number;
  idleS: number;
  distanceM: number;
  startHours: number | null;
  endHours: number | null;
  startLat: number | null;
  startLng: number | null;
  endLat: number | null;
  endLng: number | null;
}
export interface HoursFact {
  kind: 'hours';
  ts: number;
  hours: number;
  source: Exclude<HoursSource, 'calibration'>;
}
export interface BatteryFact {
  kind: 'battery';
  ts: number;
  voltage: number;
}
export interface InputFact {
  kind: 'input';
  ts: number;
  input: InputName;
  value: boolean;
}
export interface MachineEventFact {
  kind: 'machineEvent';
  ts: number;
  eventName: string;
  placeId: number | null;
  details: EventDetails;
}
export interface PlaceEventFact {
  kind: 'placeEvent';
  ts: number;
  placeId: number;
  eventType: string;
  details: EventDetails;
}
export interface StayFact {
  kind: 'stay';
  placeId: number;
  entryTs: number;
  exitTs: number | null;
}

/** The meter came back higher than at the unit's last session end, with no session between. */
export interface HourJumpFact {
  kind: 'hourJump';
  ts: number;
  sinceTs: number;
  fromHours: number;
  toHours: number;
}

export type Fact =
  PositionFact | OverviewFact | UsageFact | SessionFact | HoursFact | BatteryFact | InputFact | MachineEventFact | PlaceEventFact | StayFact | HourJumpFact;

export type Disposition = 'processed' | 'late' | 'duplicate';

export interface StepResult {
  state: DeviceState;
  facts: Fact[];
  disposition: Disposition;
}

// --- helpers -------------------------------------------------------------------------------------

/** Seconds of [fromTs, toTs) per calendar day of `timeZone`. */
export function splitByDay(fromTs: number, toTs: number, timeZone: string): [day: string, seconds: number][] {
  const parts: [string, number][] = [];
  let start = fromTs;
  while (start < toTs) {
    const w = dayWindow(start, timeZone);
    const end = Math.min(toTs, w.end);
    if (end <= start) break; // defensive: a zone database oddity must not loop
    parts.push([w.day, (end - start) / 1000]);
    start = end;
  }
  return parts;
}

/** Adds to the step's usage facts (one per day touched, merged). */
function usageOf(usage: UsageFact[], day: string): UsageFact {
  for (const u of usage) if (u.day === day) return u;
  const u: UsageFact = { kind: 'usage', day, engineS: 0, idleS: 0, distanceM: 0, positions: 0 };
  usage.push(u);
  return u;
}

function addUsage(usage: UsageFact[], fromTs: number, toTs: number, tz: string, field: 'engineS' | 'idleS') {
  for (const [day, seconds] of splitByDay(fromTs, toTs, tz)) usageOf(usage, day)[field] += seconds;
}

function sessionFact(s: OpenSession, end: { ts: number; hours: number; lat: number | null; lng: number | null } | null, state: DeviceState): SessionFact {
  return {
    kind: 'session',
    startTs: s.startTs,
    endTs: end ? end.ts : null,
    lastTs: end ? end.ts : s.lastTs,
    engineS: s.engineS,
    idleS: s.idleS,
    distanceM: s.distanceM,
    startHours: s.startHours,
    endHours: end ? end.hours : null,
    startLat: s.startLat,
    startLng: s.startLng,
    endLat: end ? end.lat : state.lat,
    endLng: end ? end.lng : state.lng,
  };
}

/** Overview bucket sizes, levels 1..3 (each divides the next, so level n+1 starts only where level n does). */
export const OVERVIEW_LEVEL_MS = [10 * 60_000, 60 * 60_000, 6 * 60 * 60_000];
/** The smallest meter gain between two sessions that is an offline jump (a quarter hour: meters step in tenths). */
export const HOUR_JUMP_MIN_H = 0.25;

const positionFact = (report: Report, lat: number, lng: number, valid: boolean): PositionFact => ({ kind: 'position', ts: report.ts, lat, lng, valid, report });
const DIGITAL_INPUTS = ['din1', 'din2', 'din3'] as const;

/** The row of the session still running in `state` (null when the engine is off). */
export function openSessionFact(state: DeviceState): SessionFact | null {
  return state.session ? sessionFact(state.session, null, state) : null;
}

const placeDetails = (p: PlaceGeo | undefined): EventDetails => (p ? { placeName: p.name, placeType: p.type } : {});

/** Entry and exit facts for a change of location or regions; updates `s` (its own entries copy). */
function geofenceChange(s: DeviceState, where: { location: number | null; regions: number[] }, ts: number, ctx: DeviceContext, facts: Fact[]) {
  const before = new Set([...(s.location !== null ? [s.location] : []), ...s.regions]);
  const after = new Set([...(where.location !== null ? [where.location] : []), ...where.regions]);
  const byId = ctx.placeById;
  s.entries = { ...s.entries };
  for (const id of before) {
    if (after.has(id)) continue;
    const details = placeDetails(byId.get(id));
    facts.push({ kind: 'machineEvent', ts, eventName: MachineEventName.GeofenceExit, placeId: id, details });
    facts.push({ kind: 'placeEvent', ts, placeId: id, eventType: PlaceEventType.MachineLeftPlace, details });
    const entryTs = s.entries[id];
    if (entryTs !== undefined) facts.push({ kind: 'stay', placeId: id, entryTs, exitTs: ts });
    delete s.entries[id];
  }
  for (const id of after) {
    if (before.has(id)) continue;
    const details = placeDetails(byId.get(id));
    facts.push({ kind: 'machineEvent', ts, eventName: MachineEventName.GeofenceEntry, placeId: id, details });
    facts.push({ kind: 'placeEvent', ts, placeId: id, eventType: PlaceEventType.MachineEnteredPlace, details });
    facts.push({ kind: 'stay', placeId: id, entryTs: ts, exitTs: null });
    s.entries[id] = ts;
  }
  s.location = where.location;
  s.regions = where.regions;
}

// --- the step ------------------------------------------------------------------------------------

/** One report through the pipeline. Never mutates `prev`. */
export function step(prev: DeviceState, report: Report, ctx: DeviceContext): StepResult {
  const hasFix = report.lat !== null && report.lng !== null;

  if (prev.lastTs !== null && report.ts === prev.lastTs) return { state: prev, facts: [], disposition: 'duplicate' };
  if (prev.lastTs !== null && report.ts < prev.lastTs) {
    // Late (a unit emptying its buffer out of order): kept for the track, not re-derived. The store's
    // (asset, ts, device) key makes a repeat of it a no-op.
    const facts: Fact[] = hasFix ? [positionFact(report, report.lat!, report.lng!, true)] : [];
    // An alarm from the buffer still happened: its event is written (the outbox notifies once).
    if (report.alarm) facts.push(alarmFact(report));
    return { state: prev, facts, disposition: 'late' };
  }

  const w: StepWork = {
    prev,
    // One shallow copy; nested parts are copied only where a stage changes them (regions and
    // entries on a geofence change, inputs on an input change), so `prev` is never mutated.
    s: { ...prev, session: prev.session ? { ...prev.session } : null, still: prev.still ? { ...prev.still } : null },
    report,
    ctx,
    ts: report.ts,
    hasFix,
    facts: [],
    usage: [],
  };
  // The stages the header names, in its order but for the meter (5a): it is read before the
  // geofences and the ignition, so a session that ends or starts on this report has its hours.
  recordPosition(w);
  countInterval(w);
  readHourMeter(w);
  matchGeofences(w);
  followIgnition(w);
  sampleBattery(w);
  readInputs(w);
  detectMovementWithoutIgnition(w);
  if (report.alarm) w.facts.push(alarmFact(report));
  advanceHighWaterMark(w);
  for (const u of w.usage) w.facts.push(u);
  return { state: w.s, facts: w.facts, disposition: 'processed' };
}

/** The unit's alarm as a machine event (where the machine is does not matter: no place). */
const alarmFact = (report: Report): MachineEventFact => ({
  kind: 'machineEvent',
  ts: report.ts,
  eventName: MachineEventName.DeviceAlarm,
  placeId: null,
  details: { alarm: report.alarm! },
});

/** One in-order report being derived: the new state (a copy of `prev`), its facts so far, its usage per day. */
interface StepWork {
  readonly prev: DeviceState;
  readonly s: DeviceState;
  readonly report: Report;
  readonly ctx: DeviceContext;
  readonly ts: number;
  readonly hasFix: boolean;
  readonly facts: Fact[];
  readonly usage: UsageFact[];
}

/** Sets an input in the new state, copying the inputs record on the first change. */
function setInput({ s, prev }: StepWork, input: InputName, value: boolean) {
  if (s.inputs === prev.inputs) s.inputs = { ...s.inputs };
  s.inputs[input] = value;
}

/** 1. the raw position (and, for a fix, the track overviews and the day's count) */
function recordPosition({ s, prev, report, ctx, ts, hasFix, facts, usage }: StepWork) {
  if (hasFix) {
    facts.push(positionFact(report, report.lat!, report.lng!, true));
    usageOf(usage, dayWindow(ts, ctx.timeZone).day).positions++;
    const buckets = s.overview ?? [];
    for (let level = 1; level <= OVERVIEW_LEVEL_MS.length; level++) {
      const bucket = Math.floor(ts / OVERVIEW_LEVEL_MS[level - 1]);
      if (buckets[level - 1] === bucket) break; // a coarser level cannot start a bucket when a finer one does not
      facts.push({ kind: 'overview', level, ts, lat: report.lat!, lng: report.lng!, speed: report.speed, heading: report.heading });
      if (s.overview === prev.overview) s.overview = [...buckets];
      s.overview![level - 1] = bucket;
    }
  } else if (s.lat !== null && s.lng !== null) facts.push(positionFact(report, s.lat, s.lng, false));
}

/** 2. the interval since the previous report: engine time, idle and distance, or the end of a silent session */
function countInterval({ s, prev, report, ctx, ts, hasFix, facts, usage }: StepWork) {
  const cfg = ctx.config;
  const tz = ctx.timeZone;
  const dt = prev.lastTs === null ? 0 : ts - prev.lastTs;
  const gap = dt > cfg.maxGapS * 1000;
  let moved = 0;
  if (hasFix && s.lat !== null && s.lng !== null) moved = distanceMeters(s.lat, s.lng, report.lat!, report.lng!);
  if (moved > 0) usageOf(usage, dayWindow(ts, tz).day).distanceM += moved;
  const fixDt = hasFix && s.fixTs !== null ? ts - s.fixTs : 0;
  const displacementKmh = fixDt > 0 ? moved / 1000 / (fixDt / 3_600_000) : 0;
  // The interval is what the previous report said (sample and hold), or a real displacement: working =
  // moving, or the work input (DIN1: PTO, hydraulics, generator load) on.
  const moving = (prev.speed ?? 0) >= cfg.movingKmh || displacementKmh >= cfg.movingKmh || prev.inputs.din1 === true;

  if (!s.session) return;
  if (gap) {
    // The unit went quiet with the engine on: end the session at its last report.
    facts.push(sessionFact(s.session, { ts: s.session.lastTs, hours: s.hours, lat: s.lat, lng: s.lng }, s));
    facts.push({ kind: 'hours', ts: s.session.lastTs, hours: s.hours, source: ctx.hoursSource });
    s.lastEnd = { ts: s.session.lastTs, hours: s.hours, meter: s.meterSeen };
    s.session = null;
    s.still = null;
    s.ignition = false;
  } else if (dt > 0) {
    s.session.engineS += dt / 1000;
    s.session.distanceM += moved;
    s.session.lastTs = ts;
    addUsage(usage, prev.lastTs!, ts, tz, 'engineS');
    if (report.hours === null) s.hours += dt / 3_600_000;
    if (!moving) {
      if (!s.still) s.still = { sinceTs: prev.lastTs!, counted: false };
      if (s.still.counted) {
        s.session.idleS += dt / 1000;
        addUsage(usage, prev.lastTs!, ts, tz, 'idleS');
      } else if (ts - s.still.sinceTs >= cfg.idleAfterS * 1000) {
        // Idle from the start of the standstill (it may reach back into the session's earlier reports).
        const from = Math.max(s.still.sinceTs, s.session.startTs);
        s.session.idleS += (ts - from) / 1000;
        addUsage(usage, from, ts, tz, 'idleS');
        s.still.counted = true;
      }
    } else s.still = null;
  }
}

/**
 * 5a. the unit's meter (monotonic; the offset carries calibrations). Its first reading replaces the
 * registered hours unless a calibration already set them.
 */
function readHourMeter({ s, report }: StepWork) {
  if (report.hours === null) return;
  const candidate = report.hours + s.hoursOffset;
  if (!s.meterSeen && s.hoursOffset === 0) s.hours = candidate;
  else if (candidate > s.hours) s.hours = candidate;
  s.meterSeen = true;
}

/** 3. geofences: a fix accurate enough may move the machine in or out of places */
function matchGeofences({ s, report, ctx, ts, hasFix, facts }: StepWork) {
  if (!hasFix || !(report.accuracy === null || report.accuracy <= ctx.config.geofenceMaxAccuracyM)) return;
  const where = classify(ctx.places, report.lat!, report.lng!, ctx.homeDepotId);
  const same = where.location === s.location && where.regions.length === s.regions.length && where.regions.every((id, i) => id === s.regions[i]);
  if (!same) geofenceChange(s, where, ts, ctx, facts);
}

/** 4. ignition: a session ends or starts (asking the work-shift seam where it starts) */
function followIgnition({ s, prev, report, ctx, ts, hasFix, facts }: StepWork) {
  const ignition = report.ignition ?? (s.session !== null ? true : prev.lastTs === null ? false : s.ignition);
  if (s.session && !ignition) {
    s.hours = Math.max(s.hours, report.hours !== null ? report.hours + s.hoursOffset : s.hours);
    facts.push(sessionFact(s.session, { ts, hours: s.hours, lat: hasFix ? report.lat : s.lat, lng: hasFix ? report.lng : s.lng }, s));
    facts.push({ kind: 'hours', ts, hours: s.hours, source: ctx.hoursSource });
    s.lastEnd = { ts, hours: s.hours, meter: s.meterSeen };
    s.session = null;
    s.still = null;
  } else if (!s.session && ignition) {
    const lat = hasFix ? report.lat : s.lat;
    const lng = hasFix ? report.lng : s.lng;
    // Meter hours gained with the engine off as far as the unit told: run while it was not reporting.
    if (s.lastEnd?.meter && s.meterSeen && s.hours - s.lastEnd.hours >= HOUR_JUMP_MIN_H) {
      facts.push({ kind: 'hourJump', ts, sinceTs: s.lastEnd.ts, fromHours: s.lastEnd.hours, toHours: s.hours });
    }
    s.session = { startTs: ts, lastTs: ts, engineS: 0, idleS: 0, distanceM: 0, startHours: s.hours, startLat: lat, startLng: lng };
    s.still = null;
    s.movedWithoutIgnition = false;
    facts.push({ kind: 'hours', ts, hours: s.hours, source: ctx.hoursSource });
    const fact: IgnitionOnFact = { assetId: ctx.assetId, companyId: ctx.companyId, ts, lat, lng };
    const here = [...(s.location !== null ? [s.location] : []), ...s.regions];
    for (const id of here) {
      const place = ctx.placeById.get(id);
      if (!place) continue;
      for (const eventName of ctx.ignitionOnRules(fact, place)) {
        facts.push({ kind: 'machineEvent', ts, eventName, placeId: id, details: placeDetails(place) });
        facts.push({ kind: 'placeEvent', ts, placeId: id, eventType: eventName, details: placeDetails(place) });
      }
    }
  }
  // A running session is not a fact per report: the store writes it from the state once per batch
  // (openSessionFact), which keeps a busy ingest from rewriting the row for every report.
  s.ignition = ignition;
}

/** 6a. the machine battery: samples, low voltage, and power (or the main switch ahead of the unit) from the voltage */
function sampleBattery(w: StepWork) {
  const { s, report, ctx, ts, facts } = w;
  if (report.extVoltage === null) return;
  const cfg = ctx.config;
  const v = report.extVoltage;
  if (!s.battery || ts - s.battery.ts >= cfg.batterySampleS * 1000 || Math.abs(v - s.battery.voltage) >= cfg.batterySampleDeltaV) {
    facts.push({ kind: 'battery', ts, voltage: v });
    s.battery = { ts, voltage: v };
  }
  const threshold = ctx.batteryThreshold;
  if (threshold !== null && v >= 1) {
    if (!s.lowBattery && v < threshold) {
      facts.push({ kind: 'machineEvent', ts, eventName: MachineEventName.LowBatteryVoltage, placeId: s.location, details: { voltage: v, threshold } });
      s.lowBattery = true;
    } else if (s.lowBattery && v >= threshold + 0.4) s.lowBattery = false;
  }
  const power = v >= 5;
  if (s.inputs.power === power) return;
  const known = s.inputs.power !== null;
  facts.push({ kind: 'input', ts, input: 'power', value: power });
  setInput(w, 'power', power);
  if (ctx.installedAfterMainSwitch) {
    facts.push({ kind: 'input', ts, input: 'mainSwitch', value: power });
    setInput(w, 'mainSwitch', power);
    if (known) {
      const eventName = power ? MachineEventName.BatteryMainSwitchOn : MachineEventName.BatteryMainSwitchOff;
      facts.push({ kind: 'machineEvent', ts, eventName, placeId: s.location, details: {} });
    }
  } else if (known) {
    const eventName = power ? MachineEventName.PowerSupplyConnected : MachineEventName.PowerSupplyDisconnected;
    facts.push({ kind: 'machineEvent', ts, eventName, placeId: s.location, details: power ? { voltage: v } : {} });
  }
}

/** 6b. the digital inputs and the reported main switch, with the switch's events */
function readInputs(w: StepWork) {
  const { s, report, ts, facts } = w;
  for (const input of DIGITAL_INPUTS) {
    const value = report[input];
    if (value !== null && s.inputs[input] !== value) {
      facts.push({ kind: 'input', ts, input, value });
      setInput(w, input, value);
    }
  }
  if (report.mainSwitch !== null && s.inputs.mainSwitch !== report.mainSwitch) {
    const known = s.inputs.mainSwitch !== null;
    facts.push({ kind: 'input', ts, input: 'mainSwitch', value: report.mainSwitch });
    setInput(w, 'mainSwitch', report.mainSwitch);
    if (known) {
      const eventName = report.mainSwitch ? MachineEventName.BatteryMainSwitchOn : MachineEventName.BatteryMainSwitchOff;
      facts.push({ kind: 'machineEvent', ts, eventName, placeId: s.location, details: {} });
    }
  }
}

/** 6c. moving fast with the ignition off (once until the engine starts again) */
function detectMovementWithoutIgnition({ s, report, ctx, ts, hasFix, facts }: StepWork) {
  // s.ignition is this report's ignition (set by followIgnition).
  if (!s.ignition && hasFix && (report.speed ?? 0) >= ctx.config.movementWithoutIgnitionKmh && !s.movedWithoutIgnition) {
    facts.push({ kind: 'machineEvent', ts, eventName: MachineEventName.MovementWithoutIgnition, placeId: s.location, details: { speed: report.speed! } });
    s.movedWithoutIgnition = true;
  }
}

/** The new high-water mark and latest fix, speed and unit battery. */
function advanceHighWaterMark({ s, report, ts, hasFix }: StepWork) {
  s.lastTs = ts;
  if (hasFix) {
    s.lat = report.lat;
    s.lng = report.lng;
    s.fixTs = ts;
    s.accuracy = report.accuracy;
    s.satellites = report.satellites;
  }
  s.speed = report.speed;
  if (report.battery !== null) s.deviceBattery = report.battery;
}

/** GNSS quality for the telematics tab: 2 good, 1 ok, 0 weak (from accuracy, else satellites). */
export function gnssQuality(accuracy: number | null, satellites: number | null): number | null {
  if (accuracy !== null) return accuracy <= 10 ? 2 : accuracy <= 50 ? 1 : 0;
  if (satellites !== null) return satellites >= 8 ? 2 : satellites >= 4 ? 1 : 0;
  return null;
}
