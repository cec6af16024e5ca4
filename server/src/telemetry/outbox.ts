// The transactional outbox's consumer side. The pipeline writes a row per new machine event, place
// event and closed session in the same transaction as the facts (store.ts). A consumer:
//
//   const rows = await claimOutbox(db, { topics: ['machine-event'], worker: 'notifications-1' });
//   await db.transaction().execute(async (trx) => {
//     ...its own effects, idempotent per row.id (e.g. a unique (outbox_id, recipient) key)...
//     await completeOutbox(trx, rows.map((r) => r.id));
//   });
//
// A claim is a lease: rows whose lease ran out (a crashed worker) are claimed again. With the effects
// and the completion in one transaction, each row takes effect exactly once. On PostgreSQL the claim
// selects with FOR UPDATE SKIP LOCKED, so several server instances never claim the same row; SQLite
// has one writer, and the UPDATE … WHERE claimed_until_ts < now is the whole claim.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { dialectOf, forUpdateSkipLocked } from '../db/dialect.ts';

export interface OutboxRow {
  id: number;
  topic: string;
  payload: unknown;
  createdTs: number;
  attempts: number;
}

export interface ClaimOptions {
  topics: readonly string[];
  /** Who holds the lease (host:pid, a worker name). */
  worker: string;
  limit?: number;
  leaseMs?: number;
  now?: number;
}

export async function claimOutbox(db: Kysely<Database>, options: ClaimOptions): Promise<OutboxRow[]> {
  const now = options.now ?? Date.now();
  const limit = options.limit ?? 100;
  const until = now + (options.leaseMs ?? 60_000);
  if (options.topics.length === 0) return [];
  return db.transaction().execute(async (trx) => {
    const lock = forUpdateSkipLocked(dialectOf(trx));
    const candidates = await sql<{ id: number }>`
      select id from telemetry_outbox
      where topic in (${sql.join(options.topics)}) and processed_ts is null and available_ts <= ${now}
        and (claimed_until_ts is null or claimed_until_ts < ${now})
      order by id limit ${limit}${lock}`.execute(trx);
    const ids = candidates.rows.map((r) => r.id);
    if (ids.length === 0) return [];
    await trx
      .updateTable('telemetry_outbox')
      .set((eb) => ({ claimed_by: options.worker, claimed_until_ts: until, attempts: eb('attempts', '+', 1) }))
      .where('id', 'in', ids)
      .execute();
    const rows = await trx
      .selectFrom('telemetry_outbox')
      .select(['id', 'topic', 'payload', 'created_ts', 'attempts'])
      .where('id', 'in', ids)
      .orderBy('id')
      .execute();
    return rows.map((r) => ({ id: r.id, topic: r.topic, payload: JSON.parse(r.payload) as unknown, createdTs: r.created_ts, attempts: r.attempts }));
  });
}

/** Marks rows done; call in the transaction that applies their effects. */
export async function completeOutbox(db: Kysely<Database>, ids: readonly number[], now = Date.now()) {
  if (ids.length === 0) return;
  await db
    .updateTable('telemetry_outbox')
    .set({ processed_ts: now, claimed_until_ts: null })
    .where('id', 'in', [...ids])
    .execute();
}

/** Gives rows back for a later retry (after `delayMs`), recording why. */
export async function releaseOutbox(db: Kysely<Database>, ids: readonly number[], error: string, delayMs = 30_000, now = Date.now()) {
  if (ids.length === 0) return;
  await db
    .updateTable('telemetry_outbox')
    .set({ claimed_by: null, claimed_until_ts: null, available_ts: now + delayMs, last_error: error.slice(0, 1000) })
    .where('id', 'in', [...ids])
    .execute();
}
