// PostgreSQL's monthly partitions of the time-series tables (migration 087, decision 0060).
//
// Each table in PARTITIONED is a RANGE partitioned table on its time column (UTC epoch ms), one
// partition per calendar month (UTC) named <table>_pYYYYMM, and a DEFAULT partition
// (<table>_default) that catches a row no month exists for (a unit whose clock is years off, a
// backfill older than the months created). The server creates the months ahead: at start and every
// day, the current month and the next two, and the months back to the longest retention any company
// keeps (bounded), so a seeded or backfilled history lands in its month. Creating is idempotent and
// runs under a transaction-scoped advisory lock, so several instances starting together create each
// month once; a month whose rows already sit in the default partition (none was created in time)
// takes them out of it in the same transaction. Every lock a month's creation needs is asked for
// with a short lock_timeout: ingest never queues behind it for longer (the next tick retries, and
// two months ahead leave weeks of room).
//
// SQLite has no partitions: nothing here runs there (the retention purge batch-deletes, 0057).
import { sql } from 'kysely';
import type { Db } from './database.ts';
import { dialectOf } from './dialect.ts';

/** The partitioned tables and their time column. */
export const PARTITIONED = [
  { table: 'telemetry_positions', column: 'ts' },
  { table: 'telemetry_attributes', column: 'ts' },
  { table: 'asset_battery_samples', column: 'ts' },
  { table: 'machine_events', column: 'ts' },
  { table: 'place_events', column: 'ts' },
] as const;

export type PartitionedTable = (typeof PARTITIONED)[number]['table'];

export const isPartitioned = (table: string): table is PartitionedTable => PARTITIONED.some((p) => p.table === table);

/** The first millisecond (UTC) of the month `ts` falls in, `shift` months later. */
export function monthStart(ts: number, shift = 0): number {
  const d = new Date(ts);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + shift, 1);
}

export const partitionName = (table: string, month: number) => {
  const d = new Date(month);
  return `${table}_p${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
};

export const defaultPartition = (table: string) => `${table}_default`;

/** Month starts from `from`'s month to `to`'s month, both included. */
export function monthsBetween(from: number, to: number): number[] {
  const months: number[] = [];
  for (let m = monthStart(from); m <= to; m = monthStart(m, 1)) months.push(m);
  return months;
}

/** Advisory lock key of partition maintenance (any fixed number; 0x5174 'Sit'). */
const LOCK_KEY = 0x5174_0087;

/** PostgreSQL's code for a lock not obtained within lock_timeout. */
export const LOCK_NOT_AVAILABLE = '55P03';

export interface Partition {
  name: string;
  /** Range start (included) and end (excluded), epoch ms; null for the default partition. */
  from: number | null;
  to: number | null;
}

/** The partitions of `table`, oldest first, the default last. */
export async function listPartitions(db: Db, table: PartitionedTable): Promise<Partition[]> {
  const { rows } = await sql<{ name: string; bound: string }>`
    select c.relname as name, pg_get_expr(c.relpartbound, c.oid) as bound
    from pg_inherits i join pg_class c on c.oid = i.inhrelid
    where i.inhparent = to_regclass(${table})`.execute(db);
  const parts = rows.map((r) => {
    const m = /FROM \('?(-?\d+)'?\) TO \('?(-?\d+)'?\)/.exec(r.bound);
    return { name: r.name, from: m ? Number(m[1]) : null, to: m ? Number(m[2]) : null };
  });
  return parts.sort((a, b) => (a.from ?? Infinity) - (b.from ?? Infinity));
}

export interface EnsureOptions {
  now?: number;
  /** Months back from the current one to have (the longest retention, bounded by the caller). */
  monthsBack?: number;
  /** Months after the current one (2). */
  monthsAhead?: number;
  /** How long a month's creation may wait for a table lock (ms; 1000). */
  lockTimeoutMs?: number;
}

/**
 * Creates the month `month` of `table` unless it exists; rows of that month in the default
 * partition move into it. True when it was created; false when it existed; throws a lock timeout.
 */
export async function createMonth(db: Db, table: PartitionedTable, month: number, lockTimeoutMs = 1000): Promise<boolean> {
  const spec = PARTITIONED.find((p) => p.table === table)!;
  const name = partitionName(table, month);
  const to = monthStart(month, 1);
  return db.transaction().execute(async (trx) => {
    // Waits for another instance's creation (no lock_timeout yet), then finds the month there.
    await sql`select pg_advisory_xact_lock(${LOCK_KEY})`.execute(trx);
    const exists = await sql<{ r: string | null }>`select to_regclass(${name})::text as r`.execute(trx);
    if (exists.rows[0]?.r) return false;
    await sql`set local statement_timeout = 0`.execute(trx);
    await sql`set local lock_timeout = ${sql.lit(`${Math.max(1, Math.round(lockTimeoutMs))}ms`)}`.execute(trx);
    const col = sql.ref(spec.column);
    const def = sql.table(defaultPartition(table));
    const stray = await sql<{ one: number }>`select 1 as one from ${def} where ${col} >= ${month} and ${col} < ${to} limit 1`.execute(trx);
    const moving = stray.rows.length > 0;
    if (moving) {
      await sql`create temporary table partition_move on commit drop as
        select * from ${def} where ${col} >= ${month} and ${col} < ${to}`.execute(trx);
      await sql`delete from ${def} where ${col} >= ${month} and ${col} < ${to}`.execute(trx);
    }
    await sql`create table ${sql.table(name)} partition of ${sql.table(table)} for values from (${sql.lit(month)}) to (${sql.lit(to)})`.execute(trx);
    if (moving) await sql`insert into ${sql.table(table)} select * from partition_move`.execute(trx);
    return true;
  });
}

/** Creates the missing months of every partitioned table; answers the partitions created. No-op on SQLite. */
export async function ensurePartitions(db: Db, options: EnsureOptions = {}): Promise<string[]> {
  if (dialectOf(db) !== 'postgres') return [];
  const now = options.now ?? Date.now();
  const months = monthsBetween(monthStart(now, -(options.monthsBack ?? 0)), monthStart(now, options.monthsAhead ?? 2));
  const created: string[] = [];
  for (const { table } of PARTITIONED) {
    const existing = new Set((await listPartitions(db, table)).map((p) => p.name));
    for (const month of months) {
      if (existing.has(partitionName(table, month))) continue;
      if (await createMonth(db, table, month, options.lockTimeoutMs)) created.push(partitionName(table, month));
    }
  }
  return created;
}

/** How far back the server keeps months created: the longest retention of raw data, at most this. */
export const MAX_MONTHS_BACK = 36;

/** The longest raw-data retention of any company (positions or events), in months, bounded. */
export async function monthsBackToKeep(db: Db, fallback: number): Promise<number> {
  const { rows } = await sql<{ m: number | null }>`
    select max(greatest(positions_months, events_months)) as m from company_retention`.execute(db);
  return Math.min(MAX_MONTHS_BACK, Math.max(fallback, Number(rows[0]?.m ?? 0)));
}

interface Log {
  info: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
}

const DAY_MS = 86_400_000;

/** The months from the longest retention back (at least `defaultMonthsBack`) to two ahead; answers those created. */
export async function maintainPartitions(db: Db, defaultMonthsBack: number, now = Date.now()): Promise<string[]> {
  if (dialectOf(db) !== 'postgres') return [];
  return ensurePartitions(db, { now, monthsBack: await monthsBackToKeep(db, defaultMonthsBack) });
}

/** Every day (the start's own call is the caller's, before a fresh database is seeded). */
export function startPartitions(db: Db, log: Log, defaultMonthsBack: number, intervalMs = DAY_MS) {
  const timer = setInterval(() => {
    maintainPartitions(db, defaultMonthsBack)
      .then((created) => {
        if (created.length > 0) log.info({ job: 'partitions', created }, 'partitions created');
      })
      .catch((err: unknown) => log.error({ err, job: 'partitions' }, 'partition maintenance failed; retried at the next tick'));
  }, intervalMs);
  timer.unref();
  return {
    close() {
      clearInterval(timer);
    },
  };
}
