// The demo fleet's units. On a fresh database `backfill` writes a deterministic history (a year by
// default) for every machine with an installed unit through the pipeline (store.processBatch); then
// `start` keeps the active units reporting in real time through the real OsmAnd ingest (HTTP to
// its port, or Fastify inject when the port is disabled).
//
// It runs on an injected clock: `advanceTo(ts)` sends everything due up to `ts`, so a test can drive
// it with a fixed clock, and `overrideDay(assetId, fn)` lets a test change what a machine does on a
// day (for example start its engine at 02:00 inside a place) before it is generated.
import { request as httpRequest, Agent } from 'node:http';
import type { Db } from '../../db/database.ts';
import { dayStart, localDay, nextDay } from '../time.ts';
import { encodeParams } from '../osmand.ts';
import type { Report } from '../pipeline.ts';
import { processBatch, type BatchOptions } from '../store.ts';
import { assignments, dayNumber, dayOf, planDay, type Assignment, type DayPlan, type SimMachine } from './plan.ts';
import { densityFor, FULL, sampleDay, type Density } from './reports.ts';
import { loadWorld } from './world.ts';

export interface SimulatorOptions {
  db: Db;
  seed?: number;
  clock?: () => number;
  /** Days of history on a fresh database (default 365). */
  historyDays?: number;
  /** Days at full density (default 8), then medium density up to `mediumDays` (default 22). */
  fullDays?: number;
  mediumDays?: number;
  /** How live reports reach the ingest: a query string per report, resolves true when stored. */
  send?: (query: string) => Promise<boolean>;
  batch?: BatchOptions;
  log?: (message: string) => void;
}

export type DayOverride = (plan: DayPlan, machine: SimMachine) => DayPlan;

interface Track {
  machine: SimMachine;
  assignments: Assignment[];
  firstDay: number;
  /** Engine seconds per day from firstDay (for the hour meter and battery rest). */
  engine: number[];
  /** The latest report time the pipeline has stored for this unit. */
  sentTs: number;
}

const DAY_MS = 86_400_000;
const ASSIGNMENT_ANCHOR_DAY = dayNumber('2024-01-01');

export interface BackfillResult {
  machines: number;
  reports: number;
  ms: number;
  /** Process CPU time (on a busy machine the better estimate of an idle machine's wall time). */
  cpuMs: number;
}

export class Simulator {
  readonly db: Db;
  readonly seed: number;
  readonly clock: () => number;
  private readonly opts: SimulatorOptions;
  private tracks: Track[] = [];
  private readonly overrides = new Map<number, DayOverride>();
  private timer: NodeJS.Timeout | null = null;
  private ticking: Promise<void> | null = null;

  constructor(opts: SimulatorOptions) {
    this.opts = opts;
    this.db = opts.db;
    this.seed = opts.seed ?? 2026;
    this.clock = opts.clock ?? Date.now;
  }

  get machines(): SimMachine[] {
    return this.tracks.map((t) => t.machine);
  }

  /** Reads the world and each unit's high-water mark (so a restart resumes where it stopped). */
  async load(): Promise<void> {
    const now = this.clock();
    const machines = await loadWorld(this.db, now, this.opts.historyDays ?? 365);
    const marks = new Map((await this.db.selectFrom('telemetry_device_state').select(['device_id', 'last_ts']).execute()).map((r) => [r.device_id, r.last_ts]));
    this.tracks = machines.map((m) => {
      const firstDay = dayNumber(localDay(m.startTs, m.timeZone));
      const mark = marks.get(m.deviceId);
      const track: Track = {
        machine: m,
        // Anchored to a fixed day, so a restart (a different "now") keeps every machine's schedule.
        assignments: assignments(this.seed, m, ASSIGNMENT_ANCHOR_DAY, dayNumber(localDay(now, m.timeZone)) + 400),
        firstDay,
        engine: [],
        sentTs: mark ?? m.startTs - 1,
      };
      if (mark !== undefined) {
        // Resuming: the registered hours are the meter at the mark; the meter continues from there.
        const day = dayNumber(localDay(mark, m.timeZone));
        const plan = this.plan(track, day);
        const untilMark = plan.segments.reduce((sum, seg) => sum + (seg.ignition ? Math.max(0, Math.min(seg.to, mark) - seg.from) : 0), 0) / 3_600_000;
        m.hoursBase = m.hoursBase - this.engineBefore(track, day).hours - untilMark;
      }
      return track;
    });
  }

  /** What a machine does on a day (tests: replace a day's plan before it is generated). */
  overrideDay(assetId: number, fn: DayOverride | null) {
    if (fn) this.overrides.set(assetId, fn);
    else this.overrides.delete(assetId);
    const track = this.tracks.find((t) => t.machine.assetId === assetId);
    if (track) track.engine = [];
  }

  plan(track: Track, dayNum: number): DayPlan {
    const m = track.machine;
    const day = dayOf(dayNum);
    const start = dayStart(day, m.timeZone);
    const end = dayStart(nextDay(day), m.timeZone);
    const plan = planDay({ seed: this.seed, machine: m, assignments: track.assignments, start, end, day, dayNum });
    const override = this.overrides.get(m.assetId);
    return override ? override(plan, m) : plan;
  }

  private engineBefore(track: Track, dayNum: number): { hours: number; restDays: number } {
    while (track.engine.length < dayNum - track.firstDay) track.engine.push(this.plan(track, track.firstDay + track.engine.length).engineSeconds);
    let seconds = 0;
    for (let i = 0; i < dayNum - track.firstDay; i++) seconds += track.engine[i];
    let restDays = 0;
    for (let i = dayNum - track.firstDay - 1; i >= 0 && track.engine[i] === 0 && restDays < 30; i--) restDays++;
    return { hours: seconds / 3600, restDays };
  }

  /** The unit's reports with fromExclusive < ts <= toInclusive, oldest first. */
  reports(track: Track, fromExclusive: number, toInclusive: number, density: (dayStartTs: number) => Density): Report[] {
    const m = track.machine;
    const out: Report[] = [];
    const from = Math.max(fromExclusive, m.startTs - 1);
    const to = Math.min(toInclusive, m.endTs ?? Infinity);
    if (to <= from) return out;
    const first = Math.max(track.firstDay, dayNumber(localDay(from + 1, m.timeZone)));
    const last = dayNumber(localDay(to, m.timeZone));
    const before = this.engineBefore(track, first);
    let meter = track.machine.hoursBase + before.hours;
    let restDays = before.restDays;
    for (let d = first; d <= last; d++) {
      const plan = this.plan(track, d);
      for (const r of sampleDay({ machine: m, plan, meterAtStart: meter, restDays, density: density(plan.start) }, from, to)) out.push(r);
      meter += plan.engineSeconds / 3600;
      restDays = plan.engineSeconds > 0 ? 0 : restDays + 1;
    }
    return out;
  }

  /**
   * Writes every unit's history up to now through the pipeline (fresh database). Sets the units'
   * wiring and each machine's hours at the start of its history, so its hours end near the
   * registered value.
   */
  async backfill(): Promise<BackfillResult> {
    const started = performance.now();
    const cpuStart = process.cpuUsage();
    const now = this.clock();
    const fullDays = this.opts.fullDays ?? 8;
    const mediumDays = this.opts.mediumDays ?? 22;
    let total = 0;
    let items: { deviceId: number; report: Report }[] = [];
    const flush = async () => {
      if (items.length === 0) return;
      await processBatch(this.db, items, { ...this.opts.batch, outbox: false });
      total += items.length;
      items = [];
    };
    const seeded = await this.seededPositions();
    for (const track of this.tracks) {
      const m = track.machine;
      const end = Math.min(now, m.endTs ?? now);
      const planned = this.engineBefore(track, dayNumber(localDay(end, m.timeZone)) + 1).hours;
      m.hoursBase = Math.max(0, Math.round((m.hoursBase - planned) * 10) / 10);
      await this.db.updateTable('assets').set({ engine_hours: m.hoursBase }).where('id', '=', m.assetId).execute();
      await this.db
        .updateTable('devices')
        .set({ installed_after_main_switch: m.installedAfterMainSwitch ? 1 : 0 })
        .where('id', '=', m.deviceId)
        .execute();
      let last: Report | null = null;
      for (const r of this.reports(track, track.sentTs, end, (ds) => densityFor(m, ds, now, fullDays, mediumDays))) {
        items.push({ deviceId: m.deviceId, report: r });
        last = r;
        if (items.length >= 20_000) await flush();
      }
      // A unit that stopped reporting ends where the seed left the machine (its last known position,
      // after the day's last sample): one parked fix there, so the map, the stays and the events tell
      // the same story instead of the map showing a depot while a work site still counts it inside.
      const final = seeded.get(m.assetId);
      if (m.endTs !== null && last && final && final.ts > last.ts && final.ts <= end) {
        const off = (v: boolean | null) => (v === null ? null : false);
        const parked = { speed: 0, heading: null, ignition: off(last.ignition), din1: off(last.din1), din2: off(last.din2) };
        items.push({ deviceId: m.deviceId, report: { ...last, ...parked, ts: final.ts, lat: final.lat, lng: final.lng } });
      }
      track.sentTs = Math.max(track.sentTs, end);
    }
    await flush();
    const cpu = process.cpuUsage(cpuStart);
    const result = { machines: this.tracks.length, reports: total, ms: performance.now() - started, cpuMs: (cpu.user + cpu.system) / 1000 };
    this.opts.log?.(
      `Simulator: ${result.reports} reports of ${result.machines} machines written in ${Math.round(result.ms)} ms (CPU ${Math.round(result.cpuMs)} ms)`,
    );
    return result;
  }

  /** The seed's last known positions (asset_positions before any report), by machine. */
  private async seededPositions(): Promise<Map<number, { ts: number; lat: number; lng: number }>> {
    const rows = await this.db.selectFrom('asset_positions').select(['asset_id', 'lat', 'lng', 'asset_time']).execute();
    const out = new Map<number, { ts: number; lat: number; lng: number }>();
    for (const r of rows) {
      const ts = Date.parse(r.asset_time);
      if (Number.isFinite(ts)) out.set(r.asset_id, { ts, lat: r.lat, lng: r.lng });
    }
    return out;
  }

  /** Sends every live unit's reports due up to `ts` through the ingest, in time order per unit. */
  async advanceTo(ts: number): Promise<number> {
    const send = this.opts.send;
    if (!send) throw new Error('Simulator has no ingest to send to');
    let sent = 0;
    const live = this.tracks.filter((t) => t.machine.endTs === null && t.sentTs < ts);
    // A few units at a time, each unit's reports strictly in order (acknowledged before the next).
    const workers = Array.from({ length: 8 }, async (_, w) => {
      for (let i = w; i < live.length; i += 8) {
        const track = live[i];
        for (const r of this.reports(track, track.sentTs, ts, () => FULL)) {
          if (!(await send(encodeParams(track.machine.identifier, r)))) return;
          track.sentTs = r.ts;
          sent++;
        }
        track.sentTs = Math.max(track.sentTs, ts);
      }
    });
    await Promise.all(workers);
    return sent;
  }

  /** Live reporting every `intervalMs` on the simulator's clock. */
  start(intervalMs = 5000) {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (this.ticking) return;
      this.ticking = this.advanceTo(this.clock())
        .then(() => undefined)
        .catch((err: unknown) => this.opts.log?.(`Simulator: live reports failed: ${err instanceof Error ? err.message : String(err)}`))
        .finally(() => {
          this.ticking = null;
        });
    }, intervalMs);
    this.timer.unref();
  }

  async stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.ticking;
  }
}

/** Sends a query string to an OsmAnd ingest over HTTP (keep-alive). */
export function httpSender(port: number, host = '127.0.0.1'): (query: string) => Promise<boolean> {
  const agent = new Agent({ keepAlive: true, maxSockets: 8 });
  return (query) =>
    new Promise((resolve) => {
      const req = httpRequest({ host, port, path: `/?${query}`, method: 'GET', agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode === 200));
      });
      req.on('error', () => resolve(false));
      req.setTimeout(10_000, () => req.destroy());
      req.end();
    });
}

export const HISTORY_DAY_MS = DAY_MS;
