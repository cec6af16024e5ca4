// Scheduled reports' delivery (issue 29, decision 0061), a durable job like the notification
// e-mails, place jobs and the retention purge. Every instance ticks (SITELINE_REPORTS_POLL_MS):
// 1. each schedule's last whole period (week or month, in its owner's calendar) gets its run, one row
//    per (schedule, period start) under a unique key: however many instances insert it, there is one;
// 2. a run is claimed with a lease (claimed_by + claimed_until_ts, one conditional UPDATE: the loser
//    of a race updates nothing) and mails the xlsx to the owner and each recipient still active in
//    the company, each in their own language (users.language_id), with a link into the app built
//    from the public base URL;
// 3. each recipient mailed is written to the run (sent_to) before the next, and the run is marked
//    sent at the end. A run whose instance stopped or died is given back (ops/claims.ts) or taken
//    over when its lease runs out, and mails only those not yet in sent_to. A crash between a send and
//    its mark repeats that one mail under the same id (the outbox overwrites the same file, an SMTP
//    relay sees the same Message-ID), as for notification e-mails (decision 0029).
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.ts';
import type { Mailer } from '../services/mailer.ts';
import { INSTANCE_WORKER } from '../ops/claims.ts';
import { dayIn, isKnownZone } from '../../../machines/format/clock.ts';
import { isReportFrequency, isReportKind, lastWholePeriod } from '../../../machines/reportSchedule/reportSchedule.rules.ts';
import { parseRecipients } from './schedules.ts';
import { scheduledWorkbook } from './scheduleWorkbook.ts';
import { reportMail } from './scheduleMail.ts';

export interface ReportJobSettings {
  /** SITELINE_REPORTS_POLL_MS: how often an instance looks for due reports (default 60 s). */
  pollMs: number;
  /** A run's lease, renewed after each recipient (2 minutes). */
  leaseMs: number;
}

export function reportJobSettings(env: NodeJS.ProcessEnv = process.env): ReportJobSettings {
  const value = Number(env.SITELINE_REPORTS_POLL_MS ?? 60_000);
  return { pollMs: Number.isInteger(value) && value >= 100 ? Math.min(value, 3_600_000) : 60_000, leaseMs: 120_000 };
}

export interface ReportJobOptions {
  worker?: string;
  /** Origin for the link in the mails (absolute). */
  publicUrl: string;
  now?: () => number;
  leaseMs?: number;
}

const zoneOf = (tz: string | null | undefined) => (isKnownZone(tz) ? tz : 'UTC');

/** Inserts each schedule's last whole period's run where it is missing. Returns the runs this call created. */
export async function enqueueDueRuns(db: Db, now: number): Promise<number> {
  const schedules = await db
    .selectFrom('report_schedules as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.id', 's.frequency', 's.created_ts', 'u.timezone_id'])
    // A schedule whose owner is disabled or deleted sends nothing more (to the colleagues neither).
    .where('u.deleted_at', 'is', null)
    .where('u.disabled', '=', 0)
    .execute();
  let created = 0;
  for (const s of schedules) {
    if (!isReportFrequency(s.frequency)) continue;
    const zone = zoneOf(s.timezone_id);
    const period = lastWholePeriod(s.frequency, dayIn(now, zone));
    // The first report is of the first period that ended after the schedule was made.
    if (dayIn(Number(s.created_ts), zone) > period.toDay) continue;
    const res = await db
      .insertInto('report_runs')
      .values({ schedule_id: s.id, period_start: period.fromDay, period_end: period.toDay, created_ts: now, available_ts: now })
      .onConflict((oc) => oc.columns(['schedule_id', 'period_start']).doNothing())
      .executeTakeFirst();
    created += Number(res.numInsertedOrUpdatedRows ?? 0);
  }
  return created;
}

/** Claims one waiting run for `worker`; null when none is free. */
export async function claimRun(db: Db, worker: string, now: number, leaseMs: number): Promise<{ id: number } | null> {
  const waiting = await db
    .selectFrom('report_runs')
    .select('id')
    .where('sent_ts', 'is', null)
    .where('available_ts', '<=', now)
    .where((eb) => eb.or([eb('claimed_until_ts', 'is', null), eb('claimed_until_ts', '<', now)]))
    .orderBy('id')
    .limit(20)
    .execute();
  for (const { id } of waiting) {
    // One statement: the loser of a race finds the lease taken and updates nothing.
    const res = await db
      .updateTable('report_runs')
      .set((eb) => ({ claimed_by: worker, claimed_until_ts: now + leaseMs, attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .where('sent_ts', 'is', null)
      .where((eb) => eb.or([eb('claimed_until_ts', 'is', null), eb('claimed_until_ts', '<', now)]))
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 1) return { id: Number(id) };
  }
  return null;
}

/** The run's lease is gone (another instance took it over): stop without marking anything. */
class RunLost extends Error {}

/** Mails one claimed run to those of its recipients not yet mailed. */
async function deliver(db: Db, mailer: Mailer, runId: number, worker: string, options: ReportJobOptions & { leaseMs: number }): Promise<void> {
  const clock = options.now ?? Date.now;
  const run = await db.selectFrom('report_runs').selectAll().where('id', '=', runId).executeTakeFirstOrThrow();
  const mine = () => db.updateTable('report_runs').where('id', '=', runId).where('claimed_by', '=', worker).where('sent_ts', 'is', null);
  const schedule = await db
    .selectFrom('report_schedules as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.id', 's.company_id', 's.user_id', 's.report', 's.recipients', 'u.first_name', 'u.last_name', 'u.email'])
    .where('s.id', '=', run.schedule_id)
    .executeTakeFirst();
  if (!schedule || !isReportKind(schedule.report)) {
    await mine().set({ sent_ts: clock(), claimed_until_ts: null, last_error: 'not sent: the schedule is gone' }).execute();
    return;
  }
  // The owner and the chosen colleagues still active in the schedule's company, each once.
  const ids = [...new Set([schedule.user_id, ...parseRecipients(schedule.recipients)])];
  const recipients = await db
    .selectFrom('users')
    .select(['id', 'email', 'language_id'])
    .where('id', 'in', ids)
    .where('company_id', '=', schedule.company_id)
    .where('deleted_at', 'is', null)
    .where('disabled', '=', 0)
    .where('password_hash', 'is not', null)
    .orderBy('id')
    .execute();
  if (!recipients.some((r) => r.id === schedule.user_id)) {
    await mine().set({ sent_ts: clock(), claimed_until_ts: null, last_error: 'not sent: the owner is no longer active' }).execute();
    return;
  }
  const sentTo = new Set(parseRecipients(run.sent_to));
  const workbooks = new Map<number, Buffer>();
  const owner = `${schedule.first_name ?? ''} ${schedule.last_name ?? ''}`.trim() || schedule.email;
  for (const r of recipients) {
    if (sentTo.has(r.id)) continue;
    let workbook = workbooks.get(r.language_id);
    if (!workbook) {
      workbook = await scheduledWorkbook(db, schedule.report, schedule.company_id, run.period_start, run.period_end, r.language_id);
      workbooks.set(r.language_id, workbook);
    }
    await mailer.send(
      reportMail({
        id: `report-${run.id}-${r.id}`,
        to: r.email,
        languageId: r.language_id,
        report: schedule.report,
        fromDay: run.period_start,
        toDay: run.period_end,
        owner,
        origin: options.publicUrl,
        workbook,
      }),
    );
    sentTo.add(r.id);
    const marked = await mine()
      .set({ sent_to: JSON.stringify([...sentTo]), claimed_until_ts: clock() + options.leaseMs })
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) !== 1) throw new RunLost(`report run ${runId}: lease lost`);
  }
  await mine().set({ sent_ts: clock(), claimed_until_ts: null, last_error: null }).execute();
}

/** One round: due runs made, then every free run delivered. Returns the runs this worker finished. */
export async function runReportSchedules(db: Db, mailer: Mailer, options: ReportJobOptions): Promise<number> {
  const clock = options.now ?? Date.now;
  const worker = options.worker ?? INSTANCE_WORKER;
  const leaseMs = options.leaseMs ?? reportJobSettings().leaseMs;
  await enqueueDueRuns(db, clock());
  let done = 0;
  for (;;) {
    const now = clock();
    const run = await claimRun(db, worker, now, leaseMs);
    if (!run) return done;
    try {
      await deliver(db, mailer, run.id, worker, { ...options, leaseMs });
      done++;
    } catch (error) {
      if (error instanceof RunLost) continue;
      // Back off 1, 2, 4 … 60 minutes; recipients already mailed stay in sent_to.
      const { attempts } = await db.selectFrom('report_runs').select('attempts').where('id', '=', run.id).executeTakeFirstOrThrow();
      const delay = Math.min(60, 2 ** Math.min(Number(attempts) - 1, 6)) * 60_000;
      await db
        .updateTable('report_runs')
        .set({ claimed_until_ts: null, available_ts: now + delay, last_error: (error instanceof Error ? error.message : String(error)).slice(0, 1000) })
        .where('id', '=', run.id)
        .where('claimed_by', '=', worker)
        .execute();
    }
  }
}

interface Log {
  info: (msg: string) => void;
  error: (obj: object, msg: string) => void;
}

/** Every instance's tick; a failed round is logged and retried at the next. */
export function startReportSchedules(db: Db, mailer: Mailer, publicUrl: string, log: Log, settings: ReportJobSettings = reportJobSettings()) {
  let stopped = false;
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running || stopped) return;
    running = runReportSchedules(db, mailer, { publicUrl, leaseMs: settings.leaseMs })
      .catch((err: unknown) => log.error({ err, job: 'report_schedules', jobRunId: randomUUID() }, 'report_schedules failed; retried at the next tick'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, settings.pollMs);
  timer.unref();
  log.info(`Scheduled reports: looked for every ${settings.pollMs} ms`);
  return {
    async close() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
