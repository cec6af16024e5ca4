// Leases on geofence reprocessing jobs, so several server instances on one database never replay the
// same job twice: the pattern of the alerts' e-mail jobs (alerts/deliver.ts) and the telemetry outbox
// (telemetry/outbox.ts): claimed_by + claimed_until_ts, and on PostgreSQL FOR UPDATE SKIP LOCKED.
//
// The claim is one UPDATE … WHERE id = (SELECT … LIMIT 1) … RETURNING rather than a SELECT and an
// UPDATE in a transaction: on SQLite two connections that both read the same free job in deferred
// transactions make the second fail with SQLITE_BUSY_SNAPSHOT, while a single statement takes the
// write lock up front (and waits for it). Only the oldest pending job of a company can be claimed:
// jobs of one company run in the order they were queued, because each replays against the places as
// it finds them, and an older job written after a newer one would put back a stale geofence's stays.
// Different companies run in parallel on different instances.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { dialectOf, forUpdateSkipLocked } from '../db/dialect.ts';

export interface ClaimedJob {
  id: number;
  company_id: number;
  place_id: number;
  payload: string;
  cursor_asset_id: number;
}

/** The instance's lease on the job is gone (it ran out and another instance took the job). */
export class LeaseLost extends Error {
  constructor(jobId: number) {
    super(`place job ${jobId}: lease lost to another instance`);
  }
}

/** Claims the next runnable job for `worker` until `now + leaseMs`, or null when there is none. */
export async function claimPlaceJob(db: Kysely<Database>, worker: string, now: number, leaseMs: number): Promise<ClaimedJob | null> {
  const lock = forUpdateSkipLocked(dialectOf(db));
  const free = sql`(claimed_until_ts is null or claimed_until_ts < ${now})`;
  const { rows } = await sql<ClaimedJob>`
    update place_jobs set claimed_by = ${worker}, claimed_until_ts = ${now + leaseMs}
    where status = 'pending' and ${free} and id = (
      select j.id from place_jobs j
      where j.status = 'pending' and (j.claimed_until_ts is null or j.claimed_until_ts < ${now})
        and not exists (select 1 from place_jobs o where o.company_id = j.company_id and o.status = 'pending' and o.id < j.id)
      order by j.id limit 1${lock})
    returning id, company_id, place_id, payload, cursor_asset_id`.execute(db);
  const job = rows[0];
  return job
    ? { ...job, id: Number(job.id), company_id: Number(job.company_id), place_id: Number(job.place_id), cursor_asset_id: Number(job.cursor_asset_id) }
    : null;
}

/**
 * Moves the job's cursor past a machine and renews the lease, inside that machine's write
 * transaction: when the lease is no longer ours the whole write rolls back (LeaseLost).
 */
export async function advanceJob(trx: Transaction<Database>, jobId: number, worker: string, assetId: number, until: number): Promise<void> {
  const res = await trx
    .updateTable('place_jobs')
    .set((eb) => ({ cursor_asset_id: assetId, assets_done: eb('assets_done', '+', 1), claimed_until_ts: until }))
    .where('id', '=', jobId)
    .where('claimed_by', '=', worker)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) throw new LeaseLost(jobId);
}

/** Ends the job ('done' or 'failed') if it is still ours; a job another instance took is left to it. */
export async function finishJob(db: Kysely<Database>, jobId: number, worker: string, end: { status: 'done' | 'failed'; ts: number; error?: string }) {
  await db
    .updateTable('place_jobs')
    .set({ status: end.status, finished_ts: end.ts, error: end.error ?? null, claimed_until_ts: null })
    .where('id', '=', jobId)
    .where('claimed_by', '=', worker)
    .execute();
}

/** Gives the job back at once (a stopping instance), so another instance resumes it without waiting for the lease. */
export async function releaseJob(db: Kysely<Database>, jobId: number, worker: string) {
  await db
    .updateTable('place_jobs')
    .set({ claimed_until_ts: null })
    .where('id', '=', jobId)
    .where('claimed_by', '=', worker)
    .where('status', '=', 'pending')
    .execute();
}
