// The device ingest: an HTTP server on its own port (SITELINE_INGEST_PORT, default 5055) speaking the
// OsmAnd protocol (osmand.ts). Each request (one report, or a JSON list of a unit's locations) is
// decoded and bounded, its unit looked up (registered units only, by IMEI or serial number,
// installed on a machine), then queued whole. Group commit: what queued while the previous
// transaction ran goes into the next one (store.ts processBatch, up to maxBatch reports), and every
// request is answered only after the transaction holding all its reports committed: 200 = stored. Garbage gets a 400 and a counter, never a 500; a full queue
// or a failed commit a 503 (units retry).
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { decodeJson, decodeParams, type DecodedMany, type RejectReason } from './osmand.ts';
import type { Report } from './pipeline.ts';
import { processBatch, type BatchOptions } from './store.ts';

export interface IngestCounters {
  accepted: number;
  duplicate: number;
  late: number;
  rejected: Partial<Record<RejectReason, number>>;
  failedBatches: number;
  batches: number;
}

export interface IngestOptions extends BatchOptions {
  /** Most reports waiting for a transaction; beyond it requests get 503. */
  maxQueue?: number;
  /** Most reports in one transaction. */
  maxBatch?: number;
  /** Clock for timestamp checks (tests pin it). */
  clock?: () => number;
  log?: { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
}

/** One request's reports: committed in the same transaction, answered together. */
interface Pending {
  deviceId: number;
  reports: Report[];
  receivedTs: number;
  resolve: (status: 'ok' | 'failed') => void;
}

interface DeviceEntry {
  id: number | null;
  installed: boolean;
  expires: number;
}

const BODY_LIMIT = 16 * 1024;
/** A JSON list of LIMITS.maxLocations locations of about 400 bytes each. */
const JSON_BODY_LIMIT = 256 * 1024;

/** Looks units up by IMEI, then serial number; caches answers for a minute (unknown ones for 10 s). */
export class DeviceDirectory {
  private readonly cache = new Map<string, DeviceEntry>();
  constructor(
    private readonly db: Db,
    private readonly clock: () => number,
  ) {}

  async lookup(identifier: string): Promise<DeviceEntry> {
    const now = this.clock();
    const hit = this.cache.get(identifier);
    if (hit && hit.expires > now) return hit;
    const rows = await this.db
      .selectFrom('devices')
      .select(['id', 'asset_id', 'imei', 'serial_number'])
      .where((eb) => eb.or([eb('imei', '=', identifier), eb('serial_number', '=', identifier)]))
      .limit(3)
      .execute();
    const byImei = rows.filter((r) => r.imei === identifier);
    const match = byImei.length === 1 ? byImei[0] : byImei.length === 0 && rows.length === 1 ? rows[0] : undefined;
    const entry: DeviceEntry = match
      ? { id: match.id, installed: match.asset_id !== null, expires: now + 60_000 }
      : { id: null, installed: false, expires: now + 10_000 };
    if (this.cache.size > 100_000) this.cache.clear();
    this.cache.set(identifier, entry);
    return entry;
  }

  forget(identifier?: string) {
    if (identifier === undefined) this.cache.clear();
    else this.cache.delete(identifier);
  }
}

export interface Ingest {
  app: FastifyInstance;
  counters: IngestCounters;
  devices: DeviceDirectory;
  /** Resolves when every queued report has been committed (or failed). */
  drain(): Promise<void>;
  close(): Promise<void>;
}

export async function createIngest(db: Db, options: IngestOptions = {}): Promise<Ingest> {
  const clock = options.clock ?? Date.now;
  const maxQueue = options.maxQueue ?? 20_000;
  const maxBatch = options.maxBatch ?? 2000;
  const counters: IngestCounters = { accepted: 0, duplicate: 0, late: 0, rejected: {}, failedBatches: 0, batches: 0 };
  const devices = new DeviceDirectory(db, clock);
  let queue: Pending[] = [];
  let running: Promise<void> | null = null;
  let scheduled = false;

  const count = (reason: RejectReason) => {
    counters.rejected[reason] = (counters.rejected[reason] ?? 0) + 1;
  };

  let queued = 0;

  /** Takes whole requests off the queue, up to maxBatch reports (a single larger request alone). */
  function take(): Pending[] {
    let n = 0;
    let i = 0;
    while (i < queue.length && (i === 0 || n + queue[i].reports.length <= maxBatch)) n += queue[i++].reports.length;
    const batch = queue.slice(0, i);
    queue = queue.slice(i);
    queued -= n;
    return batch;
  }

  async function flush(): Promise<void> {
    while (queue.length > 0) {
      const batch = take();
      const items = [];
      for (const p of batch) for (const report of p.reports) items.push({ deviceId: p.deviceId, report, receivedTs: p.receivedTs });
      try {
        const result = await processBatch(db, items, options);
        counters.batches++;
        counters.accepted += result.counts.processed;
        counters.duplicate += result.counts.duplicate;
        counters.late += result.counts.late;
        for (const p of batch) p.resolve('ok');
      } catch (err) {
        counters.failedBatches++;
        options.log?.error({ err }, 'ingest batch failed; reports not acknowledged');
        for (const p of batch) p.resolve('failed');
      }
    }
  }

  function schedule() {
    if (scheduled || running) return;
    scheduled = true;
    // Let the requests that arrived in this turn of the event loop join the batch.
    setImmediate(() => {
      scheduled = false;
      running = flush().finally(() => {
        running = null;
        if (queue.length > 0) schedule();
      });
    });
  }

  const app = Fastify({ logger: false, bodyLimit: BODY_LIMIT, maxParamLength: 100, return503OnClosing: true });
  // Form bodies are decoded by URLSearchParams like the query; any other type is read as text.
  app.addContentTypeParser(['application/x-www-form-urlencoded', 'text/plain'], { parseAs: 'string' }, (_req, body, done) => done(null, body));
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: JSON_BODY_LIMIT }, (_req, body, done) => done(null, body));
  app.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));
  app.setErrorHandler((error: { statusCode?: number }, _request, reply) => {
    // Oversized or unreadable bodies: a client error, counted like any other garbage.
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
    count('bad_value');
    void reply.status(status).type('text/plain').send('Bad request');
  });
  app.setNotFoundHandler((_request, reply) => {
    void reply.status(404).type('text/plain').send('Not found');
  });

  app.get('/health', async () => ({ status: 'ok', queued, counters }));

  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    const now = clock();
    const url = request.raw.url ?? '/';
    const query = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
    const contentType = String(request.headers['content-type'] ?? '');
    const body = typeof request.body === 'string' ? request.body : '';
    let decoded: DecodedMany;
    if (contentType.startsWith('application/json')) decoded = decodeJson(body, now);
    else {
      // Traccar: the query, or (when it has none) the form body.
      const one = decodeParams(new URLSearchParams(query !== '' ? query : body), now);
      decoded = one.ok ? { ok: true, identifier: one.identifier, reports: [one.report] } : one;
    }
    if (!decoded.ok) {
      count(decoded.reason);
      return reply.status(400).type('text/plain').send(decoded.message);
    }
    const device = await devices.lookup(decoded.identifier);
    if (device.id === null) {
      count('unknown_device');
      return reply.status(400).type('text/plain').send('Unknown device');
    }
    if (!device.installed) {
      count('not_installed');
      return reply.status(400).type('text/plain').send('Device is not installed on a machine');
    }
    if (queued + decoded.reports.length > maxQueue) {
      count('overloaded');
      return reply.status(503).header('retry-after', '5').type('text/plain').send('Busy');
    }
    const status = await new Promise<'ok' | 'failed'>((resolve) => {
      queue.push({ deviceId: device.id!, reports: decoded.reports, receivedTs: now, resolve });
      queued += decoded.reports.length;
      schedule();
    });
    if (status === 'failed') return reply.status(503).header('retry-after', '5').type('text/plain').send('Not stored, retry');
    return reply.status(200).type('text/plain').send('');
  };
  for (const url of ['/', '/*']) app.route({ method: ['GET', 'POST'], url, handler: handle });
  await app.ready();

  return {
    app,
    counters,
    devices,
    async drain() {
      while (running || queue.length > 0 || scheduled) await (running ?? new Promise((r) => setImmediate(r)));
    },
    async close() {
      await app.close();
      while (running || queue.length > 0) await (running ?? new Promise((r) => setImmediate(r)));
    },
  };
}
