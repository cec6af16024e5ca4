// PostgreSQL's side of the retention purge (decisions 0057 and 0060): a month partition goes as a
// whole once its whole range is older than the cutoff of *every* company (a partition holds all
// companies' rows, so the longest retention decides); the rows of companies with a shorter retention
// in the months still kept go by the bounded batch deletes of purge.ts, as on SQLite.
//
// A month is DETACHed (plain: DETACH … CONCURRENTLY cannot be used while a DEFAULT partition
// exists), then DROPped. The detach needs the parent's ACCESS EXCLUSIVE lock for a moment; asked for
// with a short lock_timeout (200 ms) so that ingest and queries never queue behind it for longer,
// and retried a few times with a pause; a month not detached this run is left for the next one (its
// rows are already past every cutoff, nothing reads them). The drop of a detached table locks only
// that table. The rows a month held are counted from the planner's estimate (pg_class.reltuples,
// kept by autovacuum and ANALYZE): counting them exactly would read the month the drop avoids reading.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { dialectOf } from '../db/dialect.ts';
import { isPartitioned, listPartitions, LOCK_NOT_AVAILABLE, type PartitionedTable } from '../db/partitions.ts';
import { DEFAULT_RETENTION, type RetentionValues } from '../../../machines/retentionSettings/retentionSettings.rules.ts';
import { cutoffTs, TARGETS, type Batch } from './purge.ts';

export interface DropOptions {
  now: number;
  /** How long one DETACH may wait for the parent's lock (ms; 200). */
  lockTimeoutMs?: number;
  /** Tries per month before leaving it to the next run (5). */
  tries?: number;
  /** Between tries and after each month: yields the event loop, renews the job's lease. */
  between?: () => Promise<void>;
  onBatch?: (batch: Batch) => void;
}

export interface DropResult {
  dropped: string[];
  /** Months past every cutoff whose detach did not get the lock: the next run drops them. */
  deferred: string[];
}

/** The cutoff a partition of `table` must end before to be dropped: the oldest-kept of every company. */
export function partitionCut(table: PartitionedTable, retentions: ReadonlyMap<number, RetentionValues>, now: number): number {
  const target = TARGETS.find((t) => t.table === table)!;
  const months = retentions.size === 0 ? [DEFAULT_RETENTION[target.field]] : [...retentions.values()].map((r) => r[target.field]);
  return Math.min(...months.map((m) => cutoffTs(now, m)));
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const isLockTimeout = (err: unknown) => (err as { code?: string } | null)?.code === LOCK_NOT_AVAILABLE;

/** Detaches and drops every month partition past every company's cutoff. No-op on SQLite. */
export async function dropExpiredPartitions(db: Db, retentions: ReadonlyMap<number, RetentionValues>, options: DropOptions): Promise<DropResult> {
  const result: DropResult = { dropped: [], deferred: [] };
  if (dialectOf(db) !== 'postgres') return result;
  const lockTimeoutMs = options.lockTimeoutMs ?? 200;
  const tries = options.tries ?? 5;
  for (const target of TARGETS) {
    if (!isPartitioned(target.table)) continue;
    const table = target.table;
    const cut = partitionCut(table, retentions, options.now);
    for (const part of await listPartitions(db, table)) {
      if (part.to === null || part.to > cut) continue;
      let started = performance.now();
      const estimate = await sql<{ n: number }>`select greatest(reltuples, 0)::bigint as n from pg_class where oid = to_regclass(${part.name})`.execute(db);
      let detached = false;
      for (let attempt = 0; attempt < tries && !detached; attempt++) {
        try {
          started = performance.now();
          await db.transaction().execute(async (trx) => {
            await sql`set local lock_timeout = ${sql.lit(`${lockTimeoutMs}ms`)}`.execute(trx);
            await sql`alter table ${sql.table(table)} detach partition ${sql.table(part.name)}`.execute(trx);
          });
          detached = true;
        } catch (err) {
          if (!isLockTimeout(err)) throw err;
          await options.between?.();
          await pause(lockTimeoutMs * (attempt + 1));
        }
      }
      if (!detached) {
        result.deferred.push(part.name);
        continue;
      }
      await sql`drop table ${sql.table(part.name)}`.execute(db);
      result.dropped.push(part.name);
      options.onBatch?.({ table, rows: Number(estimate.rows[0]?.n ?? 0), ms: performance.now() - started });
      await options.between?.();
    }
  }
  return result;
}
