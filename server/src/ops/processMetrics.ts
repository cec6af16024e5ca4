// Metrics of the whole process, whichever app it builds (tests build several in one process; a
// server builds one): Node's default metrics (event-loop delay, heap, GC, CPU, handles), reports
// accepted by each device door, the doors' commit queues, and when each background job last
// finished a round. Each app's /api/metrics merges this registry with its own (metrics.ts).
// Label values are fixed names only: never a company, device or user (bounded cardinality, and one
// customer's data never reaches a monitoring system another operator reads).
import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';

export const processRegistry = new Registry();

let defaultsStarted = false;
/** Starts Node's default metrics once per process (they watch the event loop from then on). */
export function startProcessMetrics(): void {
  if (defaultsStarted) return;
  defaultsStarted = true;
  collectDefaultMetrics({ register: processRegistry });
}

/** osmand: a request with one report; osmand_batch: one with several (a unit emptying its buffer); teltonika: TCP records. */
export type IngestDoor = 'osmand' | 'osmand_batch' | 'teltonika';
const DOORS: IngestDoor[] = ['osmand', 'osmand_batch', 'teltonika'];

const reportsAccepted = new Counter({
  name: 'siteline_ingest_reports_total',
  help: 'Device reports stored and acknowledged, by door',
  labelNames: ['door'],
  registers: [processRegistry],
});
for (const door of DOORS) reportsAccepted.inc({ door }, 0);

/** Called once a door's reports committed (the device got its acknowledgement). */
export function countAcceptedReports(door: IngestDoor, reports: number): void {
  reportsAccepted.inc({ door }, reports);
}

const ingestQueues = new Map<symbol, { door: IngestDoor; size: () => number }>();
new Gauge({
  name: 'siteline_ingest_queue_reports',
  help: 'Reports waiting for their group commit, by door',
  labelNames: ['door'],
  registers: [processRegistry],
  collect() {
    const sums = new Map<IngestDoor, number>(DOORS.map((d) => [d === 'osmand_batch' ? 'osmand' : d, 0]));
    for (const queue of ingestQueues.values()) sums.set(queue.door, (sums.get(queue.door) ?? 0) + queue.size());
    for (const [door, size] of sums) this.set({ door }, size);
  },
});

/** Makes a commit queue's depth visible; returns the call that hides it again (the door closed). */
export function trackIngestQueue(door: IngestDoor, size: () => number): () => void {
  const key = Symbol(door);
  ingestQueues.set(key, { door, size });
  return () => ingestQueues.delete(key);
}

/** The periodic background jobs, by the name their log lines and metrics carry. */
export type JobName = 'notifications_from_events' | 'soon_to_service' | 'notification_emails' | 'place_lifecycle' | 'place_jobs' | 'retention';

const jobLastRound = new Gauge({
  name: 'siteline_job_last_round_timestamp_seconds',
  help: 'When each background job last finished a round on this instance (Unix seconds)',
  labelNames: ['job'],
  registers: [processRegistry],
});

/** A job finished a round without failing: a stalled job shows as this time falling behind. */
export function jobRoundDone(job: JobName, now = Date.now()): void {
  jobLastRound.set({ job }, now / 1000);
}

/** The tables the retention purge deletes from (retention/purge.ts PurgedTable): label values fixed up front. */
const PURGED_TABLES = [
  'telemetry_positions',
  'telemetry_attributes',
  'asset_battery_samples',
  'machine_events',
  'place_events',
  'notifications',
  'notification_emails',
  'asset_usage_daily',
] as const;

const rowsPurged = new Counter({
  name: 'siteline_retention_rows_purged_total',
  help: 'Rows deleted by the retention purge, by table (all companies together)',
  labelNames: ['table'],
  registers: [processRegistry],
});
for (const table of PURGED_TABLES) rowsPurged.inc({ table }, 0);

/** Called after each purge batch. */
export function countPurgedRows(table: (typeof PURGED_TABLES)[number], rows: number): void {
  rowsPurged.inc({ table }, rows);
}
