// Prometheus metrics of one app (GET /api/metrics, routes/system/operations.routes.ts): HTTP
// requests by route pattern, method and status; the PostgreSQL connection pool; the background
// queues' depth and lag (workMetrics.ts); merged at scrape with the process-wide metrics
// (processMetrics.ts). docs/decisions/0054-operations-endpoints.md says who may read them.
import { Gauge, Histogram, Registry } from 'prom-client';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { postgresPool } from '../db/postgres.ts';
import { processRegistry, startProcessMetrics } from './processMetrics.ts';
import { workMetrics } from './workMetrics.ts';

export interface AppMetrics {
  contentType: string;
  /** The exposition text: queues read now, then every metric of the app and the process. */
  scrape(): Promise<string>;
}

/** Requests that matched no route share one label value: raw URLs would be unbounded (and may hold ids). */
const UNMATCHED = 'unmatched';

export function registerMetrics(app: FastifyInstance, db: Db): AppMetrics {
  startProcessMetrics();
  const registry = new Registry();
  const duration = new Histogram({
    name: 'siteline_http_request_duration_seconds',
    help: 'HTTP requests by route pattern, method and status (its _count is the request count)',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    duration.observe({ method: request.method, route: request.routeOptions.url ?? UNMATCHED, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });

  const pool = postgresPool(db);
  if (pool) {
    new Gauge({
      name: 'siteline_db_pool_connections',
      help: 'PostgreSQL pool connections: open (total), idle, and requests waiting for one',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
    new Gauge({ name: 'siteline_db_pool_max', help: 'PostgreSQL pool size limit', registers: [registry] }).set(pool.options.max ?? 10);
  }

  const work = workMetrics(db, registry);
  const merged = Registry.merge([processRegistry, registry]);
  return {
    contentType: merged.contentType,
    async scrape() {
      await work.refresh();
      return merged.metrics();
    },
  };
}
