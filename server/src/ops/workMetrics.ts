// Queue depth and lag of the database-backed background work, read when /api/metrics is scraped
// (several instances share these queues: every instance reports the same figures). Lag is the age
// of the oldest item that is due and not done: 0 when a job keeps up, growing when it falls behind
// or no instance runs it. Each query uses the queue's partial "pending" index.
import { Gauge, type Registry } from 'prom-client';
import type { Db } from '../db/database.ts';
import { OutboxTopic } from '../telemetry/store.ts';

/** Queue names: fixed, one per job that has a durable queue. */
type Queue = 'notifications_from_events' | 'notification_emails' | 'place_jobs';

interface QueueFigures {
  depth: number;
  /** Oldest due item's time (ms), null when nothing is due. */
  oldestDueTs: number | null;
}

async function readQueues(db: Db, now: number): Promise<Record<Queue, QueueFigures>> {
  const figures = (row: { depth?: unknown; oldest?: unknown } | undefined): QueueFigures => ({
    depth: Number(row?.depth ?? 0),
    oldestDueTs: row?.oldest === null || row?.oldest === undefined ? null : Number(row.oldest),
  });
  const [events, emails, places] = await Promise.all([
    db
      .selectFrom('telemetry_outbox')
      .select((eb) => [eb.fn.countAll().as('depth'), eb.fn.min(eb.case().when('available_ts', '<=', now).then(eb.ref('available_ts')).end()).as('oldest')])
      .where('topic', '=', OutboxTopic.MachineEvent)
      .where('processed_ts', 'is', null)
      .executeTakeFirst(),
    db
      .selectFrom('notification_emails')
      .select((eb) => [eb.fn.countAll().as('depth'), eb.fn.min(eb.case().when('available_ts', '<=', now).then(eb.ref('available_ts')).end()).as('oldest')])
      .where('sent_ts', 'is', null)
      .where('dropped_ts', 'is', null)
      .executeTakeFirst(),
    db
      .selectFrom('place_jobs')
      .select((eb) => [eb.fn.countAll().as('depth'), eb.fn.min('created_ts').as('oldest')])
      .where('status', '=', 'pending')
      .executeTakeFirst(),
  ]);
  return {
    notifications_from_events: figures(events),
    notification_emails: figures(emails),
    place_jobs: figures(places),
  };
}

/** Registers the gauges; the returned refresh() reads the queues, called just before a scrape is answered. */
export function workMetrics(db: Db, registry: Registry): { refresh(now?: number): Promise<void> } {
  const depth = new Gauge({ name: 'siteline_queue_depth', help: 'Items waiting in a background job queue', labelNames: ['queue'], registers: [registry] });
  const lag = new Gauge({
    name: 'siteline_job_lag_seconds',
    help: 'Age of the oldest due item a background job has not done yet',
    labelNames: ['job'],
    registers: [registry],
  });
  return {
    async refresh(now = Date.now()) {
      const queues = await readQueues(db, now);
      for (const [queue, f] of Object.entries(queues)) {
        depth.set({ queue }, f.depth);
        lag.set({ job: queue }, f.oldestDueTs === null ? 0 : Math.max(0, now - f.oldestDueTs) / 1000);
      }
    },
  };
}
