// The background jobs' claims (leases) a stopping instance still holds, given back at once so
// another instance takes the work now instead of when the lease runs out (up to two minutes).
// Called on shutdown after the jobs stopped (main.ts): no round of this instance is running any more,
// so whatever it still has claimed and not finished is work another instance may safely redo from the
// start (each step is idempotent: docs/features/notifications.md, places.md).
import { hostname } from 'node:os';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** The claim owner the notification pipeline writes; place jobs add a suffix per runner (`…:abcd1234`). */
export const INSTANCE_WORKER = `${hostname()}:${process.pid}`;

export interface ReleasedClaims {
  outbox: number;
  emails: number;
  placeJobs: number;
  reportRuns: number;
}

/** Releases every unfinished claim of `worker` (and of its runners `worker:*`). */
export async function releaseClaims(db: Db, worker = INSTANCE_WORKER): Promise<ReleasedClaims> {
  const prefix = `${worker}:`;
  // substr() is the same function on SQLite and PostgreSQL; LIKE would read _ and % in a host name.
  const ours = sql<boolean>`(claimed_by = ${worker} or substr(claimed_by, 1, ${prefix.length}) = ${prefix})`;
  const outbox = await db
    .updateTable('telemetry_outbox')
    .set({ claimed_by: null, claimed_until_ts: null })
    .where(ours)
    .where('processed_ts', 'is', null)
    .where('claimed_until_ts', 'is not', null)
    .executeTakeFirst();
  const emails = await db
    .updateTable('notification_emails')
    .set({ claimed_by: null, claimed_until_ts: null })
    .where(ours)
    .where('sent_ts', 'is', null)
    .where('dropped_ts', 'is', null)
    .where('claimed_until_ts', 'is not', null)
    .executeTakeFirst();
  // A place job keeps claimed_by (its cursor says how far it got); an expired lease is what frees it.
  const placeJobs = await db
    .updateTable('place_jobs')
    .set({ claimed_until_ts: null })
    .where(ours)
    .where('status', '=', 'pending')
    .where('claimed_until_ts', 'is not', null)
    .executeTakeFirst();
  // A scheduled report's run keeps sent_to (who already has it); the next claim mails the others.
  const reportRuns = await db
    .updateTable('report_runs')
    .set({ claimed_by: null, claimed_until_ts: null })
    .where(ours)
    .where('sent_ts', 'is', null)
    .where('claimed_until_ts', 'is not', null)
    .executeTakeFirst();
  return {
    outbox: Number(outbox.numUpdatedRows),
    emails: Number(emails.numUpdatedRows),
    placeJobs: Number(placeJobs.numUpdatedRows),
    reportRuns: Number(reportRuns.numUpdatedRows),
  };
}
