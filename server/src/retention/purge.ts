// Deletes a company's data older than its retention (decision 0057), in bounded batches: every
// statement deletes at most `batchRows` rows, found on an index range, and the caller's `between`
// runs after each batch (it yields the event loop and renews the job's lease). On SQLite a batch of
// 2,000 rows is a few milliseconds of the one writer, so ingest and requests interleave with the
// purge instead of waiting behind one DELETE (the Traccar operators' complaint in issue 30).
//
// On PostgreSQL the time-series tables are monthly partitions (decision 0060): the job drops the
// months every company is past first (dropPartitions.ts), and these batches delete what is left of
// the companies that keep less. Which tables each kind covers is TARGETS, the one list.
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/database.ts';
import type { RetentionField, RetentionValues } from '../../../machines/retentionSettings/retentionSettings.rules.ts';

/** Tables the purge deletes from: the metric's label values (fixed names, never a company). */
export type PurgedTable =
  | 'telemetry_positions'
  | 'telemetry_attributes'
  | 'asset_battery_samples'
  | 'machine_events'
  | 'place_events'
  | 'notifications'
  | 'notification_emails'
  | 'asset_usage_daily';

/**
 * How a table is walked:
 * - `asset`: keyed (asset_id, time …), no company column or one too coarse to bound a batch (a day of
 *   usage is one row per machine): walked machine by machine on its key, `tiebreak` the key's next
 *   column when one time may hold several rows.
 * - `company`: an id key and a (company_id, time) index: the oldest ids first.
 * - `notifications`: as `company`, with each notification's e-mail job deleted in the same transaction.
 */
export type Target =
  | { table: PurgedTable; field: RetentionField; shape: 'asset'; column: 'ts' | 'day'; tiebreak: 'device_id' | null }
  | { table: PurgedTable; field: RetentionField; shape: 'company'; column: 'ts' }
  | { table: 'notifications'; field: RetentionField; shape: 'notifications'; column: 'created_ts' };

export const TARGETS: readonly Target[] = [
  { table: 'telemetry_positions', field: 'positionsMonths', shape: 'asset', column: 'ts', tiebreak: 'device_id' },
  { table: 'telemetry_attributes', field: 'positionsMonths', shape: 'asset', column: 'ts', tiebreak: 'device_id' },
  { table: 'asset_battery_samples', field: 'positionsMonths', shape: 'asset', column: 'ts', tiebreak: null },
  { table: 'machine_events', field: 'eventsMonths', shape: 'company', column: 'ts' },
  { table: 'place_events', field: 'eventsMonths', shape: 'company', column: 'ts' },
  { table: 'notifications', field: 'notificationsMonths', shape: 'notifications', column: 'created_ts' },
  { table: 'asset_usage_daily', field: 'dailyFiguresMonths', shape: 'asset', column: 'day', tiebreak: null },
];

/** `months` calendar months before `now`, in UTC (31 March less one month is 3 March: JavaScript's Date arithmetic). */
export function cutoffTs(now: number, months: number): number {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d.getTime();
}

/** The cutoff as a day ('YYYY-MM-DD') for tables keyed by a machine-local day: days before it go. */
export const cutoffDay = (ts: number) => new Date(ts).toISOString().slice(0, 10);

export interface Batch {
  table: PurgedTable;
  rows: number;
  ms: number;
}

export interface PurgeOptions {
  now: number;
  /** Rows per DELETE statement at most (SITELINE_RETENTION_BATCH_ROWS, default 2000). */
  batchRows: number;
  /** After every batch: yield the event loop, renew the lease; throwing stops the purge. */
  between: () => Promise<void>;
  onBatch?: (batch: Batch) => void;
}

export interface Scope {
  companyId: number;
  /** The company's machines, archived ones too. */
  assetIds: number[];
}

/** How the rows of one target older than `cutoff` go. */
export interface PurgeStrategy {
  purge(db: Db, scope: Scope, target: Target, cutoff: number | string, options: PurgeOptions): Promise<number>;
}

const affected = (result: { numAffectedRows?: bigint }) => Number(result.numAffectedRows ?? 0n);

async function timed(table: PurgedTable, options: PurgeOptions, run: () => Promise<number>): Promise<number> {
  const started = performance.now();
  const rows = await run();
  if (rows > 0) options.onBatch?.({ table, rows, ms: performance.now() - started });
  return rows;
}

/** One machine's rows of an asset-keyed table, `batchRows` at a time from the oldest. */
async function purgeMachine(
  db: Db,
  target: Extract<Target, { shape: 'asset' }>,
  assetId: number,
  cutoff: number | string,
  options: PurgeOptions,
): Promise<number> {
  const table = sql.table(target.table);
  const col = sql.ref(target.column);
  const tie = target.tiebreak ? sql.ref(target.tiebreak) : null;
  let total = 0;
  for (;;) {
    // The batch's last row: the `batchRows`-th oldest (none: fewer are left, and they all go).
    const { rows } = await sql<{ k: number | string; t: number | null }>`
      select ${col} as k, ${tie ?? sql`null`} as t from ${table}
      where asset_id = ${assetId} and ${col} < ${cutoff}
      order by ${col}${tie ? sql`, ${tie}` : sql``} limit 1 offset ${options.batchRows - 1}`.execute(db);
    const bound = rows[0];
    let where: RawBuilder<unknown>;
    if (!bound) where = sql`asset_id = ${assetId} and ${col} < ${cutoff}`;
    else if (tie) where = sql`asset_id = ${assetId} and ${col} <= ${bound.k} and (${col} < ${bound.k} or ${tie} <= ${bound.t})`;
    else where = sql`asset_id = ${assetId} and ${col} <= ${bound.k}`;
    const deleted = await timed(target.table, options, async () => affected(await sql`delete from ${table} where ${where}`.execute(db)));
    total += deleted;
    if (!bound) return total;
    await options.between();
  }
}

/** The oldest `batchRows` ids of the company's rows older than the cutoff. */
async function oldestIds(db: Db, table: string, column: string, companyId: number, cutoff: number | string, limit: number) {
  const { rows } = await sql<{ id: number; t: number }>`
    select id, ${sql.ref(column)} as t from ${sql.table(table)} where company_id = ${companyId} and ${sql.ref(column)} < ${cutoff}
    order by ${sql.ref(column)} limit ${limit}`.execute(db);
  // The batch's newest time bounds its DELETE too: on PostgreSQL's partitions only the months up to
  // it are probed for the ids (the events' key is (id, ts)).
  return { ids: rows.map((r) => Number(r.id)), last: rows.length > 0 ? Number(rows.at(-1)!.t) : 0 };
}

/** Bounded batch deletes on every dialect: what SQLite always uses, and PostgreSQL until its tables are partitioned. */
export const batchDelete: PurgeStrategy = {
  async purge(db, scope, target, cutoff, options) {
    if (target.shape === 'asset') {
      let total = 0;
      for (const assetId of scope.assetIds) {
        total += await purgeMachine(db, target, assetId, cutoff, options);
        // Between machines too: a 100,000-machine company is 100,000 small statement pairs per table,
        // which on SQLite (synchronous statements behind promises) would never let a request in.
        await options.between();
      }
      return total;
    }
    let total = 0;
    for (;;) {
      const { ids, last } = await oldestIds(db, target.table, target.column, scope.companyId, cutoff, options.batchRows);
      if (ids.length === 0) return total;
      if (target.shape === 'notifications') {
        // A notification's e-mail job goes with it, sent or not (the notification it words is gone).
        total += await timed(target.table, options, () =>
          db.transaction().execute(async (trx) => {
            const mails = affected(await sql`delete from notification_emails where notification_id in (${sql.join(ids)})`.execute(trx));
            if (mails > 0) options.onBatch?.({ table: 'notification_emails', rows: mails, ms: 0 });
            return affected(await sql`delete from notifications where id in (${sql.join(ids)})`.execute(trx));
          }),
        );
      } else {
        total += await timed(target.table, options, async () =>
          affected(await sql`delete from ${sql.table(target.table)} where id in (${sql.join(ids)}) and ts <= ${last}`.execute(db)),
        );
      }
      if (ids.length < options.batchRows) return total;
      await options.between();
    }
  },
};

export type PurgeCounts = Partial<Record<PurgedTable, number>>;

/** Deletes the company's rows older than its retention from every target table; answers the rows per table. */
export async function purgeCompany(
  db: Db,
  companyId: number,
  retention: RetentionValues,
  options: PurgeOptions,
  strategy: PurgeStrategy = batchDelete,
): Promise<PurgeCounts> {
  const assetIds = (await db.selectFrom('assets').select('id').where('company_id', '=', companyId).orderBy('id').execute()).map((a) => Number(a.id));
  const scope = { companyId, assetIds };
  const counts: PurgeCounts = {};
  const counting: PurgeOptions = {
    ...options,
    onBatch(batch) {
      counts[batch.table] = (counts[batch.table] ?? 0) + batch.rows;
      options.onBatch?.(batch);
    },
  };
  for (const target of TARGETS) {
    const cut = cutoffTs(options.now, retention[target.field]);
    await strategy.purge(db, scope, target, target.column === 'day' ? cutoffDay(cut) : cut, counting);
  }
  return counts;
}
