// Group commit for every device door (the OsmAnd HTTP ingest, the Teltonika TCP port): a door
// submits one request's or packet's reports whole; what queued while a transaction ran goes into the
// next one (store.ts processBatch, up to maxBatch reports), and each submission resolves only after
// the transaction holding all its reports committed. 'ok' is the door's licence to acknowledge
// (HTTP 200, the Teltonika record count); 'failed' and 'overloaded' mean "not stored, retry".
import type { Db } from '../db/database.ts';
import type { Report } from './pipeline.ts';
import { processBatch, type BatchOptions } from './store.ts';

export interface CommitCounters {
  accepted: number;
  duplicate: number;
  late: number;
  failedBatches: number;
  batches: number;
}

export interface CommitQueueOptions extends BatchOptions {
  /** Most reports waiting for a transaction; beyond it submissions are refused as 'overloaded'. */
  maxQueue?: number;
  /** Most reports in one transaction (a single larger submission goes alone). */
  maxBatch?: number;
  /**
   * How long a report may wait for others before its transaction starts (ms; 0: the next turn of the
   * event loop). A transaction's cost is mostly per batch (device locks, state reads, a statement
   * per table, the commit's flush), so on PostgreSQL a report alone paid all of it (decision 0070).
   * A full batch, or a report that waited this long, starts at once.
   */
  windowMs?: number;
  log?: { error: (obj: object, msg: string) => void };
}

export type CommitStatus = 'ok' | 'failed' | 'overloaded';

interface Pending {
  deviceId: number;
  reports: Report[];
  receivedTs: number;
  /** performance.now() when queued: the window counts from the oldest waiting report. */
  queuedAt: number;
  resolve: (status: 'ok' | 'failed') => void;
}

export class CommitQueue {
  readonly counters: CommitCounters = { accepted: 0, duplicate: 0, late: 0, failedBatches: 0, batches: 0 };
  private queue: Pending[] = [];
  private running: Promise<void> | null = null;
  private scheduled = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** Reports waiting (not yet in a transaction). */
  queued = 0;
  private readonly maxQueue: number;
  private readonly maxBatch: number;
  private readonly windowMs: number;

  constructor(
    private readonly db: Db,
    private readonly options: CommitQueueOptions = {},
  ) {
    this.maxQueue = options.maxQueue ?? 20_000;
    this.maxBatch = options.maxBatch ?? 2000;
    this.windowMs = options.windowMs ?? 0;
  }

  /** Queues one device's reports (all or nothing); resolves after their transaction. */
  submit(deviceId: number, reports: Report[], receivedTs: number): Promise<CommitStatus> {
    if (this.queued + reports.length > this.maxQueue) return Promise.resolve('overloaded');
    return new Promise<'ok' | 'failed'>((resolve) => {
      this.queue.push({ deviceId, reports, receivedTs, queuedAt: performance.now(), resolve });
      this.queued += reports.length;
      this.schedule();
    });
  }

  /** Resolves when every queued report has been committed (or failed). */
  async drain(): Promise<void> {
    while (this.running || this.queue.length > 0 || this.scheduled) {
      if (this.timer) this.startNow();
      await (this.running ?? new Promise((r) => setImmediate(r)));
    }
  }

  /** Takes whole submissions off the queue, up to maxBatch reports (a single larger one alone). */
  private take(): Pending[] {
    let n = 0;
    let i = 0;
    while (i < this.queue.length && (i === 0 || n + this.queue[i].reports.length <= this.maxBatch)) n += this.queue[i++].reports.length;
    const batch = this.queue.slice(0, i);
    this.queue = this.queue.slice(i);
    this.queued -= n;
    return batch;
  }

  /** One transaction: the whole submissions at the head of the queue, up to maxBatch reports. */
  private async flush(): Promise<void> {
    const batch = this.take();
    const items = [];
    for (const p of batch) for (const report of p.reports) items.push({ deviceId: p.deviceId, report, receivedTs: p.receivedTs });
    try {
      const result = await processBatch(this.db, items, this.options);
      this.counters.batches++;
      this.counters.accepted += result.counts.processed;
      this.counters.duplicate += result.counts.duplicate;
      this.counters.late += result.counts.late;
      for (const p of batch) p.resolve('ok');
    } catch (err) {
      this.counters.failedBatches++;
      this.options.log?.error({ err }, 'telemetry batch failed; reports not acknowledged');
      for (const p of batch) p.resolve('failed');
    }
  }

  private schedule() {
    if (this.running) return;
    const wait = this.queued >= this.maxBatch || this.queue.length === 0 ? 0 : this.windowMs - (performance.now() - this.queue[0].queuedAt);
    if (wait <= 0) {
      if (this.timer) this.startNow();
      else if (!this.scheduled) {
        this.scheduled = true;
        // Let the submissions that arrived in this turn of the event loop join the batch.
        setImmediate(() => this.run());
      }
      return;
    }
    if (this.scheduled) return;
    this.scheduled = true;
    this.timer = setTimeout(() => this.run(), wait);
  }

  /** A pending window ends now (a full batch, or a drain). */
  private startNow() {
    clearTimeout(this.timer!);
    this.timer = null;
    setImmediate(() => this.run());
  }

  private run() {
    if (this.running || !this.scheduled) return;
    this.scheduled = false;
    this.timer = null;
    if (this.queue.length === 0) return;
    this.running = this.flush().finally(() => {
      this.running = null;
      if (this.queue.length > 0) this.schedule();
    });
  }
}
