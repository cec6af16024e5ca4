// Step 3 of the notification pipeline (deliver.ts): e-mail jobs → the mailer, one mail per recipient
// and poll. A poll claims the waiting jobs of up to `recipients` people (a lease; PostgreSQL: SKIP
// LOCKED), puts each person's jobs into one mail (a digest when there are several, docs/features/
// notifications.md) and sends it to their address, in their language, of that moment (render.ts;
// an address changed since the fan-out is not mailed the old one's notifications). The mail's
// composition is stored with the jobs (digest_id) before it is sent, so a crash after sending and
// before the "sent" mark repeats the same mail under the same id: the outbox overwrites the same .eml
// file, an SMTP relay receives the same Message-ID (services/mailer.ts). A recipient who is no longer
// active (disabled, deleted, never activated) gets nothing: the jobs are marked dropped.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { dialectOf, forUpdateSkipLocked } from '../../db/dialect.ts';
import type { Mailer } from '../../services/mailer.ts';
import { mailWording } from './catalog.ts';
import { notificationMail, type MailNotification } from './render.ts';

type Db = Kysely<Database>;

export interface MailOptions {
  worker: string;
  /** Origin for links in the mails (absolute: a mail client cannot open a path). */
  publicUrl: string;
  now?: () => number;
  leaseMs?: number;
  /**
   * The recipients this poll already mailed (runtime.ts starts an empty set each poll and passes it
   * to every round of it): jobs that arrive for them meanwhile wait for the next poll, so a burst
   * becomes one mail per person and poll, however many rounds the poll drains.
   */
  mailed?: Set<number>;
}

/** Waiting jobs read per claim (oldest first), and notifications one mail lists at most. */
const SCAN = 2000;
export const DIGEST_MAX = 500;

interface Candidate {
  id: number;
  digest_id: number | null;
  user_id: number;
}

/**
 * Picks one mail's jobs per recipient from the waiting jobs, oldest recipients first. A mail that
 * was claimed before and not marked sent (a crash, a failed send) goes again exactly as it was;
 * otherwise the recipient's new jobs make a new mail whose id is its smallest job id.
 */
export function groupByRecipient(
  rows: readonly Candidate[],
  recipients: number,
  skip: ReadonlySet<number>,
): { userId: number; digestId: number; ids: number[] }[] {
  const byUser = new Map<number, Candidate[]>();
  for (const r of rows) {
    if (skip.has(r.user_id)) continue;
    const list = byUser.get(r.user_id);
    if (list) list.push(r);
    else if (byUser.size < recipients) byUser.set(r.user_id, [r]);
  }
  return [...byUser].map(([userId, list]) => {
    const resumed = list.filter((r) => r.digest_id !== null).map((r) => r.digest_id!);
    if (resumed.length > 0) {
      const digestId = Math.min(...resumed);
      return { userId, digestId, ids: list.filter((r) => r.digest_id === digestId).map((r) => r.id) };
    }
    const ids = list.slice(0, DIGEST_MAX).map((r) => r.id);
    return { userId, digestId: ids[0], ids };
  });
}

async function claim(trx: Transaction<Database>, options: MailOptions, recipients: number, now: number) {
  const lock = forUpdateSkipLocked(dialectOf(trx));
  // The recipient through a subquery, not a join: FOR UPDATE then locks the jobs alone.
  const rows = (
    await sql<Candidate>`select e.id, e.digest_id, (select n.user_id from notifications n where n.id = e.notification_id) as user_id
      from notification_emails e
      where e.sent_ts is null and e.dropped_ts is null and e.available_ts <= ${now} and (e.claimed_until_ts is null or e.claimed_until_ts < ${now})
      order by e.id limit ${SCAN}${lock}`.execute(trx)
  ).rows.map((r) => ({ id: Number(r.id), digest_id: r.digest_id === null ? null : Number(r.digest_id), user_id: Number(r.user_id) }));
  const groups = groupByRecipient(rows, recipients, options.mailed ?? new Set());
  const until = now + (options.leaseMs ?? 120_000);
  for (const g of groups) {
    await trx
      .updateTable('notification_emails')
      .set((eb) => ({ claimed_by: options.worker, claimed_until_ts: until, attempts: eb('attempts', '+', 1), digest_id: g.digestId }))
      .where('id', 'in', g.ids)
      .execute();
  }
  return groups;
}

/** The claimed jobs with what their mail is worded from, and whether the recipient is active now. */
function jobsOf(trx: Transaction<Database>, ids: number[]) {
  return trx
    .selectFrom('notification_emails as e')
    .innerJoin('notifications as n', 'n.id', 'e.notification_id')
    .innerJoin('users as u', 'u.id', 'n.user_id')
    .select([
      'e.id as jobId',
      'e.attempts',
      'n.id',
      'n.kind',
      'n.event_name',
      'n.asset_id',
      'n.event_ts',
      'n.subject',
      'n.body',
      'n.params',
      'u.email',
      'u.language_id',
      'u.timezone_id',
      sql<number>`case when u.deleted_at is null and u.disabled = 0 and u.password_hash is not null then 1 else 0 end`.as('active'),
    ])
    .where('e.id', 'in', ids)
    .execute();
}

type Job = Awaited<ReturnType<typeof jobsOf>>[number];

const byTime = (a: Job, b: Job) => Number(a.event_ts) - Number(b.event_ts) || a.id - b.id;

/** One mail poll's round: the mails of up to `recipients` people. Returns the mails sent. */
export async function sendEmails(db: Db, mailer: Mailer, options: MailOptions, recipients = 20): Promise<number> {
  const now = (options.now ?? Date.now)();
  const mails = await db.transaction().execute(async (trx) => {
    const groups = await claim(trx, options, recipients, now);
    if (groups.length === 0) return [];
    const claimed = groups.flatMap((g) => g.ids);
    const jobs = new Map((await jobsOf(trx, claimed)).map((j) => [j.jobId, j]));
    return groups.map((g) => ({ ...g, jobs: g.ids.flatMap((id) => jobs.get(id) ?? []).sort(byTime) }));
  });
  let sent = 0;
  for (const mail of mails) {
    options.mailed?.add(mail.userId);
    const [first] = mail.jobs;
    if (!first) continue;
    const done = db.updateTable('notification_emails').where('id', 'in', mail.ids);
    if (Number(first.active) !== 1) {
      // Disabled or deleted since the notification was written: the mail is withdrawn, not sent.
      await done.set({ dropped_ts: now, claimed_until_ts: null, last_error: 'not sent: the recipient is no longer active' }).execute();
      continue;
    }
    const id = mail.jobs.length === 1 ? `notification-${first.id}` : `notification-digest-${mail.digestId}`;
    const items: MailNotification[] = mail.jobs.map((j) => ({ ...j, event_ts: Number(j.event_ts) }));
    try {
      await mailer.send(notificationMail(id, { email: first.email, timeZone: first.timezone_id }, items, options.publicUrl, mailWording(first.language_id)));
      await done.set({ sent_ts: (options.now ?? Date.now)(), claimed_until_ts: null, last_error: null }).execute();
      sent++;
    } catch (error) {
      // Back off 1, 2, 4 … 60 minutes; the mail stays as composed until it is sent.
      const attempts = Math.max(...mail.jobs.map((j) => j.attempts));
      const delay = Math.min(60, 2 ** Math.min(attempts - 1, 6)) * 60_000;
      await done
        .set({ claimed_until_ts: null, available_ts: now + delay, last_error: (error instanceof Error ? error.message : String(error)).slice(0, 1000) })
        .execute();
    }
  }
  return sent;
}
