// The retention purge as a durable job: one run per period (a UTC day), claimed in retention_runs
// with a lease like the e-mail and place jobs (claimed_by + claimed_until_ts), so with several
// instances on one database the day's purge runs once. The lease is renewed between batches; an
// instance that stops (or dies) leaves the run unfinished and another instance takes it over when
// the lease is given back or runs out. Redoing part of a run is harmless: a purge deletes what is
// older than a cutoff, whoever runs it. Every instance ticks (SITELINE_RETENTION_POLL_MS); a tick
// that finds the day's run done or held does nothing.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { INSTANCE_WORKER } from '../ops/claims.ts';
import { countPurgedRows, jobRoundDone } from '../ops/processMetrics.ts';
import { allRetentions } from './settings.ts';
import { dropExpiredPartitions } from './dropPartitions.ts';
import { purgeCompany, type Batch, type PurgeCounts, type PurgeStrategy, batchDelete } from './purge.ts';

export interface RetentionJobSettings {
  /** SITELINE_RETENTION_POLL_MS: how often an instance looks for the day's run (default 15 min). */
  pollMs: number;
  /** SITELINE_RETENTION_BATCH_ROWS: rows per DELETE statement at most (default 2000). */
  batchRows: number;
  /** The run's lease, renewed between batches (2 minutes). */
  leaseMs: number;
}

const bounded = (env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number) => {
  const value = Number(env[name] ?? fallback);
  return Number.isInteger(value) && value >= min ? Math.min(value, max) : fallback;
};

export function retentionJobSettings(env: NodeJS.ProcessEnv = process.env): RetentionJobSettings {
  return {
    pollMs: bounded(env, 'SITELINE_RETENTION_POLL_MS', 15 * 60_000, 1000, 86_400_000),
    batchRows: bounded(env, 'SITELINE_RETENTION_BATCH_ROWS', 2000, 1, 50_000),
    leaseMs: 120_000,
  };
}

/** The period a run covers: the UTC day. */
export const periodOf = (now: number) => new Date(now).toISOString().slice(0, 10);

/** The run's lease is gone (another instance took it over after it ran out). */
export class RunLost extends Error {
  constructor(period: string) {
    super(`retention run ${period}: lease lost to another instance`);
  }
}

/** The instance is stopping: the run is given back where it is. */
class Stopping extends Error {}

/** Claims the period's run for `worker`, creating it when it is the first look; false when it is done or held. */
export async function claimRun(db: Db, period: string, worker: string, now: number, leaseMs: number): Promise<boolean> {
  await db
    .insertInto('retention_runs')
    .values({ period, started_ts: now, claimed_by: null, claimed_until_ts: null, finished_ts: null })
    .onConflict((oc) => oc.column('period').doNothing())
    .execute();
  // One statement: on SQLite it takes the write lock up front, on PostgreSQL the row lock; the loser
  // of a race finds the lease taken and updates nothing.
  const claimed = await db
    .updateTable('retention_runs')
    .set({ claimed_by: worker, claimed_until_ts: now + leaseMs })
    .where('period', '=', period)
    .where('finished_ts', 'is', null)
    .where((eb) => eb.or([eb('claimed_until_ts', 'is', null), eb('claimed_until_ts', '<', now)]))
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

async function renewRun(db: Db, period: string, worker: string, until: number): Promise<void> {
  const res = await db
    .updateTable('retention_runs')
    .set({ claimed_until_ts: until })
    .where('period', '=', period)
    .where('claimed_by', '=', worker)
    .where('finished_ts', 'is', null)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) throw new RunLost(period);
}

/** Gives an unfinished run back at once, so another instance resumes it without waiting for the lease. */
export async function releaseRun(db: Db, period: string, worker: string): Promise<void> {
  await db
    .updateTable('retention_runs')
    .set({ claimed_until_ts: null })
    .where('period', '=', period)
    .where('claimed_by', '=', worker)
    .where('finished_ts', 'is', null)
    .execute();
}

export interface RunOptions {
  worker?: string;
  now?: number;
  batchRows?: number;
  leaseMs?: number;
  /** Read between batches: true stops the run (it is given back). */
  stopping?: () => boolean;
  onBatch?: (batch: Batch) => void;
  strategy?: PurgeStrategy;
}

export interface RunResult {
  period: string;
  counts: PurgeCounts;
  batches: number;
  /** The longest single batch, in ms: what the purge held the database for at most at a time. */
  longestBatchMs: number;
  /** PostgreSQL: the month partitions dropped whole, and those whose lock was not obtained (next run). */
  droppedPartitions: string[];
  deferredPartitions: string[];
}

const yieldLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The period's run if this worker could claim it: every company purged to its retention. Null: done or held elsewhere. */
export async function runRetention(db: Db, options: RunOptions = {}): Promise<RunResult | null> {
  const settings = retentionJobSettings();
  const worker = options.worker ?? INSTANCE_WORKER;
  const now = options.now ?? Date.now();
  const leaseMs = options.leaseMs ?? settings.leaseMs;
  const period = periodOf(now);
  if (!(await claimRun(db, period, worker, Date.now(), leaseMs))) return null;

  const result: RunResult = { period, counts: {}, batches: 0, longestBatchMs: 0, droppedPartitions: [], deferredPartitions: [] };
  let renewedAt = Date.now();
  const between = async () => {
    await yieldLoop();
    if (options.stopping?.()) throw new Stopping();
    // Renewed once a quarter of the lease went by: a write per batch would be a write for nothing.
    if (Date.now() - renewedAt > leaseMs / 4) {
      renewedAt = Date.now();
      await renewRun(db, period, worker, renewedAt + leaseMs);
    }
  };
  const onBatch = (batch: Batch) => {
    result.batches++;
    result.longestBatchMs = Math.max(result.longestBatchMs, batch.ms);
    result.counts[batch.table] = (result.counts[batch.table] ?? 0) + batch.rows;
    countPurgedRows(batch.table, batch.rows);
    options.onBatch?.(batch);
  };
  try {
    const retentions = await allRetentions(db);
    // PostgreSQL: whole months past every company's cutoff first (a metadata change each), so the
    // batches below only meet the rows of companies that keep less than the longest retention.
    const months = await dropExpiredPartitions(db, retentions, { now, between, onBatch });
    result.droppedPartitions = months.dropped;
    result.deferredPartitions = months.deferred;
    for (const [companyId, retention] of retentions) {
      await purgeCompany(
        db,
        companyId,
        retention,
        { now, batchRows: options.batchRows ?? settings.batchRows, between, onBatch },
        options.strategy ?? batchDelete,
      );
      await between();
    }
  } catch (err) {
    if (err instanceof RunLost) throw err;
    await releaseRun(db, period, worker);
    if (err instanceof Stopping) return null;
    throw err;
  }
  const total = Object.values(result.counts).reduce((a, b) => a + b, 0);
  const done = await db
    .updateTable('retention_runs')
    .set({ finished_ts: Date.now(), claimed_until_ts: null, rows_deleted: total })
    .where('period', '=', period)
    .where('claimed_by', '=', worker)
    .where('finished_ts', 'is', null)
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) !== 1) throw new RunLost(period);
  return result;
}

interface Log {
  info: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
}

/** Every instance ticks; the day's run happens once (on whichever instance claims it). */
export function startRetention(db: Db, log: Log, settings: RetentionJobSettings = retentionJobSettings()) {
  let stopped = false;
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running || stopped) return;
    running = (async () => {
      const result = await runRetention(db, { batchRows: settings.batchRows, leaseMs: settings.leaseMs, stopping: () => stopped });
      if (result)
        log.info(
          {
            job: 'retention',
            period: result.period,
            counts: result.counts,
            longestBatchMs: Math.round(result.longestBatchMs),
            droppedPartitions: result.droppedPartitions,
            deferredPartitions: result.deferredPartitions,
          },
          'retention purge done',
        );
      jobRoundDone('retention');
    })()
      .catch((err: unknown) => log.error({ err, job: 'retention', jobRunId: randomUUID() }, 'retention failed; retried at the next tick'))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(tick, Math.min(settings.pollMs, 60_000));
  first.unref();
  const timer = setInterval(tick, settings.pollMs);
  timer.unref();
  return {
    async close() {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
