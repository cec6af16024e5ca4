// The device ingest: an HTTP server on its own port (SITELINE_INGEST_PORT, default 5055) speaking the
// OsmAnd protocol (osmand.ts). Each request (one report, or a JSON list of a unit's locations) is
// decoded and bounded, its unit looked up (registered units only, by IMEI or serial number,
// installed on a machine), then queued whole (commitQueue.ts, the group commit every device door
// shares): every request is answered only after the transaction holding all its reports committed:
// 200 = stored. Garbage gets a 400 and a counter, never a 500; a full queue or a failed commit a 503
// (units retry).
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { decodeJson, decodeParams, type DecodedMany, type RejectReason } from './osmand.ts';
import { placeInTime } from './clockPolicy.ts';
import { rateLimited } from './operatorLog.ts';
import { CommitQueue, type CommitCounters, type CommitQueueOptions } from './commitQueue.ts';
import { countAcceptedReports, trackIngestQueue } from '../ops/processMetrics.ts';

export interface IngestCounters extends CommitCounters {
  rejected: Partial<Record<RejectReason, number>>;
}

export interface IngestOptions extends CommitQueueOptions {
  /** Clock for timestamp checks (tests pin it). */
  clock?: () => number;
  log?: { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
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
  const commits = new CommitQueue(db, options);
  const rejected: IngestCounters['rejected'] = {};
  const counters: IngestCounters = Object.assign(commits.counters, { rejected });
  const devices = new DeviceDirectory(db, clock);

  const warn = rateLimited(options.log);
  const count = (reason: RejectReason) => {
    rejected[reason] = (rejected[reason] ?? 0) + 1;
  };
  /** A refusal: counted, answered with its message, and a line for the operator. */
  const refuse = (reply: FastifyReply, request: FastifyRequest, reason: RejectReason, status: number, message: string, identifier?: string) => {
    count(reason);
    warn({ remote: request.ip, identifier, reason, status }, `OsmAnd ingest: ${message}`);
    return reply.status(status).type('text/plain').send(message);
  };

  const app = Fastify({ logger: false, bodyLimit: BODY_LIMIT, routerOptions: { maxParamLength: 100 }, return503OnClosing: true });
  // Form bodies are decoded by URLSearchParams like the query; any other type is read as text.
  app.addContentTypeParser(['application/x-www-form-urlencoded', 'text/plain'], { parseAs: 'string' }, (_req, body, done) => done(null, body));
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: JSON_BODY_LIMIT }, (_req, body, done) => done(null, body));
  app.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));
  app.setErrorHandler((error: { statusCode?: number }, request, reply) => {
    // Oversized or unreadable bodies: a client error, counted like any other garbage.
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
    count('bad_value');
    warn({ remote: request.ip, reason: 'bad_value', status }, 'OsmAnd ingest: an unreadable or oversized body');
    void reply.status(status).type('text/plain').send('Bad request');
  });
  app.setNotFoundHandler((_request, reply) => {
    void reply.status(404).type('text/plain').send('Not found');
  });

  app.get('/health', async () => ({ status: 'ok', queued: commits.queued, counters }));

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
    if (!decoded.ok) return refuse(reply, request, decoded.reason, 400, decoded.message);
    const device = await devices.lookup(decoded.identifier);
    if (device.id === null) return refuse(reply, request, 'unknown_device', 400, 'Unknown device', decoded.identifier);
    if (!device.installed) return refuse(reply, request, 'not_installed', 400, 'Device is not installed on a machine', decoded.identifier);
    // Never refused for its clock: a wrong one is moved to the receive time and flagged (clockPolicy.ts).
    const status = await commits.submit(device.id, placeInTime(decoded.reports, now), now);
    if (status === 'overloaded') return refuse(reply.header('retry-after', '5'), request, 'overloaded', 503, 'Busy', decoded.identifier);
    if (status === 'failed') return reply.status(503).header('retry-after', '5').type('text/plain').send('Not stored, retry');
    countAcceptedReports(decoded.reports.length > 1 ? 'osmand_batch' : 'osmand', decoded.reports.length);
    return reply.status(200).type('text/plain').send('');
  };
  for (const url of ['/', '/*']) app.route({ method: ['GET', 'POST'], url, handler: handle });
  await app.ready();
  const untrackQueue = trackIngestQueue('osmand', () => commits.queued);

  return {
    app,
    counters,
    devices,
    drain: () => commits.drain(),
    async close() {
      await app.close();
      await commits.drain();
      untrackQueue();
    },
  };
}
