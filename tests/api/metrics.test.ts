// GET /api/metrics (docs/operations.md, "Load balancer, metrics and shutdown"; decision 0054): off
// unless SITELINE_METRICS_TOKEN is set, then only with that bearer token; the scrape is valid
// Prometheus text, and its figures move with what the server does: requests, device reports,
// background queues. No company's data reaches a label. Runs on SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config.ts';
import { createIngest, type Ingest } from '../../server/src/telemetry/ingest.ts';
import { OutboxTopic } from '../../server/src/telemetry/store.ts';
import { createWorld, type World } from './fixture.ts';
import { parseExposition } from './promText.ts';
import { TEST_DIALECT } from './testDatabase.ts';
import { runRetention } from '../../server/src/retention/job.ts';

const TOKEN = 'metrics-token-0123456789abcdef0123456789';
let world: World;
let ingest: Ingest;

beforeAll(async () => {
  world = await createWorld({ metricsToken: TOKEN }, { accounts: true });
  ingest = await createIngest(world.db);
});
afterAll(async () => {
  await ingest.close();
  await world.close();
});

const scrape = async () => {
  const res = await world.app.inject({ url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/plain');
  return { text: res.body, metrics: parseExposition(res.body) };
};

describe('who may read /api/metrics', () => {
  it('answers 401 without the token or with a wrong one, and says which scheme it wants', async () => {
    for (const authorization of [
      undefined,
      'Bearer wrong',
      `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}`,
      `Bearer ${TOKEN}x`,
      'Bearer ' + 'a'.repeat(600),
    ]) {
      const res = await world.app.inject({ url: '/api/metrics', headers: authorization ? { authorization } : {} });
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.headers['www-authenticate']).toContain('Bearer');
      expect(res.json()).toMatchObject({ succeeded: false, error: { code: 102 } });
      expect(res.body).not.toContain('siteline_');
    }
  });

  it('is off (404, as if absent) when no token is configured', async () => {
    const plain = await createWorld();
    try {
      const res = await plain.app.inject({ url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('siteline_');
    } finally {
      await plain.close();
    }
  });

  it('refuses to start with a short token (a password, not a label)', () => {
    const before = process.env.SITELINE_METRICS_TOKEN;
    try {
      process.env.SITELINE_METRICS_TOKEN = 'short-token';
      expect(() => loadConfig({ dataDir: world.config.dataDir })).toThrow(/SITELINE_METRICS_TOKEN must be 32-512 characters/);
      process.env.SITELINE_METRICS_TOKEN = TOKEN;
      expect(loadConfig({ dataDir: world.config.dataDir }).metricsToken).toBe(TOKEN);
    } finally {
      if (before === undefined) delete process.env.SITELINE_METRICS_TOKEN;
      else process.env.SITELINE_METRICS_TOKEN = before;
    }
  });

  it('is not in the API description (and so not in GraphQL)', async () => {
    const paths = Object.keys((world.app.swagger() as { paths: Record<string, unknown> }).paths);
    // (paths are relative to the description's server, /api)
    expect(paths).toContain('/health');
    expect(paths).not.toContain('/metrics');
    expect(paths).not.toContain('/ready');
  });
});

describe('what a scrape holds', () => {
  it('is valid exposition text with the process metrics (event loop, CPU, memory)', async () => {
    const { metrics } = await scrape();
    expect(metrics.types.get('nodejs_eventloop_lag_seconds')).toBe('gauge');
    expect(metrics.types.get('nodejs_eventloop_lag_p99_seconds')).toBe('gauge');
    expect(metrics.types.get('process_cpu_user_seconds_total')).toBe('counter');
    expect(metrics.value('nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(metrics.types.get('siteline_http_request_duration_seconds')).toBe('histogram');
    expect(metrics.types.get('siteline_ingest_reports_total')).toBe('counter');
  });

  it('counts a request under its route pattern, method and status, with its duration', async () => {
    const labels = { method: 'GET', route: '/api/health', status: '200' };
    const before = (await scrape()).metrics.value('siteline_http_request_duration_seconds_count', labels) ?? 0;
    expect((await world.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect((await world.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    const { metrics } = await scrape();
    expect(metrics.value('siteline_http_request_duration_seconds_count', labels)).toBe(before + 2);
    expect(metrics.value('siteline_http_request_duration_seconds_sum', labels)).toBeGreaterThan(0);
    expect(metrics.value('siteline_http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe(before + 2);
  });

  it('labels routes by pattern, never by a raw URL, an id or a company', async () => {
    const token = (await world.login('owner@alpha.test')).access_token;
    const assetId = world.assets.alpha[0];
    expect((await world.app.inject({ url: `/api/web/v1/assets/${assetId}/positions/latest`, headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(
      200,
    );
    expect((await world.app.inject({ url: '/api/no-such-thing/8675309?company=Alpha%20Bygg%20AB' })).statusCode).toBe(404);
    const { text, metrics } = await scrape();
    const routes = new Set(metrics.samples.filter((s) => s.name === 'siteline_http_request_duration_seconds_count').map((s) => s.labels.route));
    expect(routes).toContain('/api/web/v1/assets/:id/positions/latest');
    expect(metrics.value('siteline_http_request_duration_seconds_count', { method: 'GET', route: 'unmatched', status: '404' })).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('8675309');
    expect(text).not.toContain('Alpha');
    expect(text).not.toContain(`/assets/${assetId}/`);
  });

  it('counts the rows the retention purge deleted, per table and never per company', async () => {
    const before = (await scrape()).metrics;
    const asset = world.assets.alpha[1];
    const old = Date.now() - 3 * 365 * 86_400_000;
    await world.db
      .insertInto('telemetry_positions')
      .values([0, 1, 2].map((i) => ({ asset_id: asset, ts: old + i, device_id: 99, lat: 59, lng: 18 })))
      .execute();
    const result = await runRetention(world.db, { worker: 'metrics-test', now: Date.now() + 86_400_000 * 400 });
    expect(result?.counts.telemetry_positions).toBeGreaterThanOrEqual(3);
    const { metrics, text } = await scrape();
    const table = { table: 'telemetry_positions' };
    expect(metrics.types.get('siteline_retention_rows_purged_total')).toBe('counter');
    expect(metrics.value('siteline_retention_rows_purged_total', table)).toBe(
      (before.value('siteline_retention_rows_purged_total', table) ?? 0) + result!.counts.telemetry_positions!,
    );
    expect(metrics.value('siteline_retention_rows_purged_total', { table: 'notifications' })).toBeGreaterThanOrEqual(0);
    const labels = new Set(metrics.samples.filter((s) => s.name === 'siteline_retention_rows_purged_total').flatMap((s) => Object.keys(s.labels)));
    expect([...labels]).toEqual(['table']);
    expect(text).not.toContain('Alpha');
  });

  it('counts device reports accepted by the OsmAnd door, and the batch form apart', async () => {
    const before = (await scrape()).metrics;
    const seconds = Math.floor(Date.now() / 1000);
    const one = await ingest.app.inject({ url: `/?id=D-A1&timestamp=${seconds - 120}&lat=59.1&lon=18.1` });
    expect(one.statusCode).toBe(200);
    const list = {
      device_id: 'D-A2',
      location: [0, 1, 2].map((i) => ({
        timestamp: new Date((seconds - 60 + i) * 1000).toISOString(),
        coords: { latitude: 59.2, longitude: 18.2 + i / 1000 },
      })),
    };
    const batch = await ingest.app.inject({ method: 'POST', url: '/', payload: JSON.stringify(list), headers: { 'content-type': 'application/json' } });
    expect(batch.statusCode).toBe(200);
    // Refused reports are not counted.
    expect((await ingest.app.inject({ url: `/?id=NOT-A-UNIT&timestamp=${seconds}&lat=59&lon=18` })).statusCode).toBe(400);
    const after = (await scrape()).metrics;
    const count = (m: typeof after, door: string) => m.value('siteline_ingest_reports_total', { door }) ?? 0;
    expect(count(after, 'osmand') - count(before, 'osmand')).toBe(1);
    expect(count(after, 'osmand_batch') - count(before, 'osmand_batch')).toBe(3);
    expect(after.value('siteline_ingest_reports_total', { door: 'teltonika' })).toBeGreaterThanOrEqual(0);
    expect(after.value('siteline_ingest_queue_reports', { door: 'osmand' })).toBe(0);
  });

  it('shows the depth and lag of the background queues', async () => {
    const now = Date.now();
    await world.db.deleteFrom('telemetry_outbox').execute();
    const empty = (await scrape()).metrics;
    expect(empty.value('siteline_queue_depth', { queue: 'notifications_from_events' })).toBe(0);
    expect(empty.value('siteline_job_lag_seconds', { job: 'notifications_from_events' })).toBe(0);
    expect(empty.value('siteline_queue_depth', { queue: 'place_jobs' })).toBe(0);
    expect(empty.value('siteline_queue_depth', { queue: 'notification_emails' })).toBe(0);

    const row = (createdAgoMs: number, availableInMs = -createdAgoMs) => ({
      topic: OutboxTopic.MachineEvent,
      payload: '{}',
      created_ts: now - createdAgoMs,
      available_ts: now + availableInMs,
    });
    // Two waiting for five minutes and one minute; one not due yet (a retry later): in the depth, not the lag.
    await world.db
      .insertInto('telemetry_outbox')
      .values([row(300_000), row(60_000), row(0, 600_000)])
      .execute();
    const { metrics } = await scrape();
    expect(metrics.value('siteline_queue_depth', { queue: 'notifications_from_events' })).toBe(3);
    const lag = metrics.value('siteline_job_lag_seconds', { job: 'notifications_from_events' })!;
    expect(lag).toBeGreaterThanOrEqual(300);
    expect(lag).toBeLessThan(400);
    await world.db.deleteFrom('telemetry_outbox').execute();
  });

  it('shows the PostgreSQL pool, and only where there is one', async () => {
    const { metrics } = await scrape();
    if (TEST_DIALECT === 'postgres') {
      expect(metrics.value('siteline_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
      expect(metrics.value('siteline_db_pool_connections', { state: 'waiting' })).toBe(0);
      expect(metrics.value('siteline_db_pool_max')).toBeGreaterThan(0);
    } else {
      expect(metrics.types.has('siteline_db_pool_connections')).toBe(false);
    }
  });
});
