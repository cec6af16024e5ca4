// The notification pipeline at server start (started by telemetry/runtime.ts once the server
// answers): a loop that turns new machine events into notifications, machines Soon to service into
// notifications, and e-mail jobs into mails. Every instance runs it; the claims (leases, SKIP LOCKED
// on PostgreSQL) and unique keys make several instances safe. A failed round is logged and retried
// at the next tick.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.ts';
import type { Mailer } from '../services/mailer.ts';
import { processEvents } from './deliver.ts';
import { sendEmails } from './mail/send.ts';
import { processSoonToService } from './soon.ts';
import { jobRoundDone, type JobName } from '../ops/processMetrics.ts';
import { INSTANCE_WORKER } from '../ops/claims.ts';

interface Log {
  info: (msg: string) => void;
  error: (obj: object, msg: string) => void;
}

const ms = (env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number) => {
  const value = Number(env[name] ?? fallback);
  return Number.isFinite(value) && value >= min ? Math.min(value, max) : fallback;
};

export interface AlertSettings {
  /** SITELINE_ALERTS_POLL_MS: how often new events are turned into notifications (default 2000). */
  eventPollMs: number;
  /** SITELINE_ALERTS_MAIL_POLL_MS: how often waiting e-mails are sent (default 2000). */
  mailPollMs: number;
  /** SITELINE_ALERTS_SERVICE_POLL_MS: how often Soon-to-service machines are looked for (default 60000). */
  servicePollMs: number;
  /** SITELINE_ALERT_COOLDOWN_SECONDS: the debounce per alert, machine and event (default 900). */
  cooldownMs: number;
}

export function alertSettings(env: NodeJS.ProcessEnv = process.env): AlertSettings {
  return {
    eventPollMs: ms(env, 'SITELINE_ALERTS_POLL_MS', 2000, 100, 3_600_000),
    mailPollMs: ms(env, 'SITELINE_ALERTS_MAIL_POLL_MS', 2000, 100, 3_600_000),
    servicePollMs: ms(env, 'SITELINE_ALERTS_SERVICE_POLL_MS', 60_000, 1000, 3_600_000),
    cooldownMs: ms(env, 'SITELINE_ALERT_COOLDOWN_SECONDS', 900, 0, 86_400) * 1000,
  };
}

export function startAlerts(db: Db, mailer: Mailer, publicUrl: string, log: Log, settings: AlertSettings = alertSettings()) {
  // The claims carry this name; a stopping instance gives back what it still holds (ops/claims.ts).
  const worker = INSTANCE_WORKER;
  const options = { worker, cooldownMs: settings.cooldownMs };
  let stopped = false;
  const running = new Set<Promise<unknown>>();
  // `poll` starts one tick's work and hands back its round (the mail poll keeps who it mailed per tick).
  // A failed round's log line names its job and a run id of its own (the metrics name the job).
  const every = (period: number, job: JobName, poll: () => () => Promise<number>) => {
    let busy = false;
    const tick = () => {
      if (busy || stopped) return;
      busy = true;
      const round = poll();
      const p = (async () => {
        // Drain: keep going while a round found work, so a burst is not spread over many ticks.
        while (!stopped && (await round()) > 0);
        jobRoundDone(job);
      })()
        .catch((err: unknown) => log.error({ err, job, jobRunId: randomUUID() }, `${job} failed; retried at the next tick`))
        .finally(() => {
          busy = false;
          running.delete(p);
        });
      running.add(p);
    };
    const timer = setInterval(tick, period);
    timer.unref();
    return timer;
  };
  const timers = [
    every(settings.eventPollMs, 'notifications_from_events', () => () => processEvents(db, options)),
    every(settings.servicePollMs, 'soon_to_service', () => async () => {
      await processSoonToService(db, options);
      return 0;
    }),
    // One mail per recipient and poll: the rounds of a poll share the set of recipients already mailed.
    every(settings.mailPollMs, 'notification_emails', () => {
      const mailed = new Set<number>();
      return () => sendEmails(db, mailer, { worker, publicUrl, mailed });
    }),
  ];
  log.info(`Notifications: events every ${settings.eventPollMs} ms, e-mails every ${settings.mailPollMs} ms, cooldown ${settings.cooldownMs / 1000} s`);
  return {
    async close() {
      stopped = true;
      for (const t of timers) clearInterval(t);
      await Promise.all(running);
    },
  };
}
