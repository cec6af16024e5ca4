// Geofence reprocessing jobs: after a place is created, moved, retyped, archived or deleted, every
// machine that ever reported near the changed area is replayed (replay.ts) and its stays, entry/exit
// events, device state and location are rewritten for the affected places.
//
// Never long on the event loop or the write lock (better-sqlite3 is synchronous: a query blocks the
// process): positions are read in pages of PAGE_ROWS with a yield between pages, outside any
// transaction; each machine is then written in one short transaction that first catches up with
// positions that arrived meanwhile and moves the job's cursor, so a restart resumes after the last
// machine written. Jobs run one at a time, oldest first; each re-reads the places when it runs.
// Several instances on one database share the queue through leases (jobLease.ts): a job runs on one
// instance at a time, and a machine is written only while the lease is still this instance's.
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { DEFAULT_PIPELINE_CONFIG, type DeviceState } from '../telemetry/pipeline.ts';
import { placeGeo } from '../telemetry/geo.ts';
import { assetsNear } from './cells.ts';
import { GEOFENCE_MACHINE_EVENTS, GEOFENCE_PLACE_EVENTS } from '../telemetry/events.ts';
import { affectedPlaces, GEOFENCE_EVENT, GeofenceReplay, PlaceIndex, type Fix, type ReplayResult, type TimedPlace } from './replay.ts';
import type { GeofenceJobPayload } from './write.ts';
import { advanceJob, claimPlaceJob, finishJob, LeaseLost, releaseJob, type ClaimedJob } from './jobLease.ts';
import { INSTANCE_WORKER } from '../ops/claims.ts';
import { jobRoundDone } from '../ops/processMetrics.ts';

/** Positions read per query: a few milliseconds of the event loop. */
export const PAGE_ROWS = 4000;

export interface JobStats {
  jobId: number;
  assets: number;
  fixes: number;
  wallMs: number;
  /** Longest single read of a page, and longest write transaction (one machine). */
  maxPageMs: number;
  maxWriteMs: number;
}

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A lease outlives the slowest machine's replay by far; a dead instance's job waits this long at most. */
export const LEASE_MS = 120_000;
/** How often waitFor looks at a job another instance may be running. */
const WAIT_POLL_MS = 200;

export interface PlaceJobsOptions {
  now?: () => number;
  /** An operator line about one job (its id goes into the log line's fields). */
  warn?: (message: string, error: unknown, jobId: number) => void;
  /** Who holds the leases; unique per runner (two apps in one test process are two instances). */
  worker?: string;
  leaseMs?: number;
}

export class PlaceJobs {
  private running: Promise<void> | null = null;
  private stopped = false;
  private readonly waiters = new Map<number, (() => void)[]>();
  readonly stats: JobStats[] = [];

  readonly worker: string;

  constructor(
    private readonly db: Db,
    private readonly options: PlaceJobsOptions = {},
  ) {
    // Under the instance's name, so a stopping instance gives back what it holds (ops/claims.ts).
    this.worker = options.worker ?? `${INSTANCE_WORKER}:${randomUUID().slice(0, 8)}`;
  }

  private leaseUntil = () => this.now() + (this.options.leaseMs ?? LEASE_MS);

  private now = () => (this.options.now ?? Date.now)();

  /** Starts working through pending jobs unless already at it. */
  kick(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (!this.running) {
      this.running = this.drain().finally(() => {
        this.running = null;
      });
    }
    return this.running;
  }

  /**
   * Resolves true once the job is no longer pending, false when `budgetMs` passed first. Another
   * instance may be the one running it, so the row is looked at every WAIT_POLL_MS as well.
   */
  async waitFor(jobId: number, budgetMs: number): Promise<boolean> {
    const deadline = performance.now() + budgetMs;
    for (;;) {
      if (!(await this.pending(jobId))) return true;
      const left = deadline - performance.now();
      if (left <= 0) return false;
      void this.kick();
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, Math.min(WAIT_POLL_MS, left));
        const list = this.waiters.get(jobId) ?? [];
        list.push(done);
        this.waiters.set(jobId, list);
        function done() {
          clearTimeout(timer);
          resolve();
        }
      });
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.running;
  }

  private async pending(jobId: number) {
    const row = await this.db.selectFrom('place_jobs').select('status').where('id', '=', jobId).executeTakeFirst();
    return row?.status === 'pending';
  }

  private async drain(): Promise<void> {
    for (;;) {
      if (this.stopped) return;
      const job = await claimPlaceJob(this.db, this.worker, this.now(), this.options.leaseMs ?? LEASE_MS);
      if (!job) {
        jobRoundDone('place_jobs');
        return;
      }
      try {
        await this.run(job);
      } catch (error) {
        if (error instanceof LeaseLost) this.options.warn?.(error.message, undefined, job.id);
        else {
          this.options.warn?.(`place job ${job.id} failed`, error, job.id);
          const message = String(error instanceof Error ? error.message : error).slice(0, 2000);
          await finishJob(this.db, job.id, this.worker, { status: 'failed', ts: this.now(), error: message });
        }
      }
      for (const resolve of this.waiters.get(job.id) ?? []) resolve();
      this.waiters.delete(job.id);
    }
  }

  private async run(job: ClaimedJob): Promise<void> {
    const started = performance.now();
    const payload = JSON.parse(job.payload) as GeofenceJobPayload;
    const places = await companyPlaces(this.db, job.company_id);
    const index = new PlaceIndex(places);
    const affected = affectedPlaces(places, { placeId: job.place_id, boxes: payload.boxes, location: payload.location });
    const assets = (await assetsNear(this.db, job.company_id, payload.boxes)).filter((id) => id > job.cursor_asset_id);
    await this.db.updateTable('place_jobs').set({ assets_total: assets.length }).where('id', '=', job.id).where('claimed_by', '=', this.worker).execute();
    const stats: JobStats = { jobId: job.id, assets: 0, fixes: 0, wallMs: 0, maxPageMs: 0, maxWriteMs: 0 };

    for (const assetId of assets) {
      if (this.stopped) {
        await releaseJob(this.db, job.id, this.worker);
        return;
      }
      const asset = await this.db.selectFrom('assets').select(['id', 'depot_place_id']).where('id', '=', assetId).executeTakeFirst();
      const replay = new GeofenceReplay(index, affected, asset?.depot_place_id ?? null);
      let after = -1;
      for (;;) {
        const t0 = performance.now();
        const page = await fixesAfter(this.db, assetId, after, PAGE_ROWS);
        stats.maxPageMs = Math.max(stats.maxPageMs, performance.now() - t0);
        for (const f of page) replay.add(f);
        if (page.length > 0) after = page[page.length - 1].ts;
        if (page.length < PAGE_ROWS) break;
        await yieldToEventLoop();
      }
      // No stored telemetry at all: the last known position is the machine's whole history.
      if (after < 0) {
        const last = await lastKnownFix(this.db, assetId);
        if (last) replay.add(last);
      }
      const t1 = performance.now();
      const result = await this.db.transaction().execute(async (trx) => {
        // First, so the transaction starts with a write: SQLite then takes the file's write lock at
        // once (waiting for it) instead of failing with SQLITE_BUSY when a read transaction tries to
        // write after another instance's commit; and a lease that is no longer ours stops here.
        await advanceJob(trx, job.id, this.worker, assetId, this.leaseUntil());
        // Positions stored while the pages were read.
        for (;;) {
          const page = await fixesAfter(trx, assetId, after, PAGE_ROWS);
          for (const f of page) replay.add(f);
          if (page.length > 0) after = page[page.length - 1].ts;
          if (page.length < PAGE_ROWS) break;
        }
        const out = replay.finish();
        await writeAsset(trx, job.company_id, assetId, out, affected, index);
        return out;
      });
      stats.maxWriteMs = Math.max(stats.maxWriteMs, performance.now() - t1);
      stats.assets++;
      stats.fixes += result.fixes;
      await yieldToEventLoop();
    }
    await finishJob(this.db, job.id, this.worker, { status: 'done', ts: this.now() });
    stats.wallMs = performance.now() - started;
    this.stats.push(stats);
    if (this.stats.length > 100) this.stats.shift();
  }
}

/** Every place of the company as a geofence with its archiving time (deleted places are gone). */
async function companyPlaces(db: Db, companyId: number): Promise<TimedPlace[]> {
  const rows = await db.selectFrom('places').select(['id', 'place_type', 'name', 'geofence', 'archived_at']).where('company_id', '=', companyId).execute();
  return rows.flatMap((r) => {
    const geo = placeGeo(r);
    return geo ? [{ ...geo, untilTs: r.archived_at ? Date.parse(r.archived_at) : null }] : [];
  });
}

const MAX_ACCURACY_M = DEFAULT_PIPELINE_CONFIG.geofenceMaxAccuracyM;

/** The machine's fixes after `afterTs`, oldest first: what the pipeline's geofence step reads. */
async function fixesAfter(db: Db | Transaction<Database>, assetId: number, afterTs: number, limit: number): Promise<Fix[]> {
  const rows = await db
    .selectFrom('telemetry_positions')
    .select(['ts', 'lat', 'lng'])
    .where('asset_id', '=', assetId)
    .where('ts', '>', afterTs)
    .where('valid', '=', 1)
    .where((eb) => eb.or([eb('accuracy', 'is', null), eb('accuracy', '<=', MAX_ACCURACY_M)]))
    .orderBy('ts')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ ts: Number(r.ts), lat: r.lat, lng: r.lng }));
}

async function lastKnownFix(db: Db, assetId: number): Promise<Fix | null> {
  const last = await db.selectFrom('asset_positions').select(['lat', 'lng', 'asset_time']).where('asset_id', '=', assetId).executeTakeFirst();
  const ts = last ? Date.parse(last.asset_time) : NaN;
  return last && Number.isFinite(ts) ? { ts, lat: last.lat, lng: last.lng } : null;
}

async function writeAsset(trx: Transaction<Database>, companyId: number, assetId: number, out: ReplayResult, affected: ReadonlySet<number>, index: PlaceIndex) {
  const ids = [...affected];
  if (ids.length) {
    await trx.deleteFrom('place_stays').where('asset_id', '=', assetId).where('place_id', 'in', ids).execute();
    await trx
      .deleteFrom('place_events')
      .where('asset_id', '=', assetId)
      .where('place_id', 'in', ids)
      .where('event_type', 'in', GEOFENCE_PLACE_EVENTS)
      .execute();
    await trx
      .deleteFrom('machine_events')
      .where('asset_id', '=', assetId)
      .where('place_id', 'in', ids)
      .where('event_name', 'in', GEOFENCE_MACHINE_EVENTS)
      .execute();
  }
  const CHUNK = 500;
  for (let i = 0; i < out.stays.length; i += CHUNK) {
    await trx
      .insertInto('place_stays')
      .values(
        out.stays.slice(i, i + CHUNK).map((s) => ({ company_id: companyId, place_id: s.placeId, asset_id: assetId, entry_ts: s.entryTs, exit_ts: s.exitTs })),
      )
      .onConflict((oc) => oc.columns(['place_id', 'asset_id', 'entry_ts']).doUpdateSet((eb) => ({ exit_ts: eb.ref('excluded.exit_ts') })))
      .execute();
  }
  // Re-derived history: no outbox rows (notifications are for crossings as they happen).
  const details = (placeId: number) => {
    const p = index.byId.get(placeId);
    return JSON.stringify(p ? { placeName: p.name, placeType: p.type } : {});
  };
  for (let i = 0; i < out.events.length; i += CHUNK) {
    const chunk = out.events.slice(i, i + CHUNK);
    await trx
      .insertInto('place_events')
      .values(
        chunk.map((e) => ({
          place_id: e.placeId,
          company_id: companyId,
          asset_id: assetId,
          ts: e.ts,
          event_type: e.kind === 'entry' ? GEOFENCE_EVENT.placeEntry : GEOFENCE_EVENT.placeExit,
          details: details(e.placeId),
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('machine_events')
      .values(
        chunk.map((e) => ({
          asset_id: assetId,
          company_id: companyId,
          ts: e.ts,
          event_name: e.kind === 'entry' ? GEOFENCE_EVENT.machineEntry : GEOFENCE_EVENT.machineExit,
          place_id: e.placeId,
          details: details(e.placeId),
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
  }

  // The pipeline continues from the device state: it must agree with the new history, or the next
  // report would "leave" a place the machine was never in (or enter one it has been in for days).
  const states = await trx.selectFrom('telemetry_device_state').select(['device_id', 'state']).where('asset_id', '=', assetId).execute();
  for (const row of states) {
    const state = JSON.parse(row.state) as DeviceState;
    const entries: Record<string, number> = {};
    for (const [key, ts] of Object.entries(state.entries ?? {})) {
      const id = Number(key);
      // Entries of deleted or archived places go; affected places take the replay's.
      if (index.byId.get(id)?.untilTs === null && !affected.has(id)) entries[key] = ts;
    }
    for (const [id, ts] of out.open) entries[String(id)] = ts;
    const next: DeviceState = { ...state, location: out.location, regions: out.regions, entries };
    await trx
      .updateTable('telemetry_device_state')
      .set({ state: JSON.stringify(next) })
      .where('device_id', '=', row.device_id)
      .execute();
  }
  // Where the machine is now (depot over work site), as the fleet and the machine panel show it.
  if (out.fixes > 0) await trx.updateTable('asset_positions').set({ location_place_id: out.location }).where('asset_id', '=', assetId).execute();
}
