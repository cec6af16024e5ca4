// `npm run bench -- --only=stall [--postgres]` (or `npx tsx bench/stall.ts [shape regexp] [--postgres]`):
// issue 24's stall shapes. Does one
// request or burst hold everybody else more than 1 s?
//
// A throw-away SQLite database gets two companies: Alpha with one machine that reported every
// 5 minutes for a year (105,000 reports through the real pipeline) and 10,000 more machines with
// 31 days of usage each, and Beta, a small fleet. The whole app (REST and the in-process GraphQL
// Mesh) listens on loopback. For each shape, Alpha's owner sends the burst while a worker thread
// (its own event loop, so a stalled server cannot delay the probe's clock) asks /api/health and
// Beta's fleet page every 50 ms; the table gives the probes' p50/p99/max while the shape runs, how
// the shape's requests were answered, and the growth of the process's RSS.
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { migrateToLatest, openDatabase, type Db } from '../server/src/db/database.ts';
import { UserRole } from '../server/src/domain/permissions.ts';
import { hashPassword } from '../server/src/services/passwords.ts';
import { processBatch } from '../server/src/telemetry/store.ts';
import { emptyReport, type Report } from '../server/src/telemetry/pipeline.ts';
import { HEAVY_PER_COMPANY, HEAVY_PER_USER } from '../server/src/services/heavyCalls.ts';
import { MAX_READ_COST } from '../server/src/services/readCost.ts';
import { startEmbeddedPostgres, type RunningPostgres } from '../scripts/embeddedPostgres.ts';
import { sql } from 'kysely';

const PASSWORD = 'Siteline.2026';
const DAY = 86_400_000;
const REPORT_MACHINES = 10_000;

interface Answer {
  status: number;
  body: string;
  ms: number;
}

const agent = new Agent({ keepAlive: true, maxSockets: 64 });
function call(port: number, method: string, path: string, token: string | null, body?: unknown): Promise<Answer> {
  const started = performance.now();
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(payload ? { 'content-type': 'application/json' } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - started }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function seedWorld(db: Db) {
  const now = new Date().toISOString();
  const hash = await hashPassword(PASSWORD);
  const company = async (name: string) =>
    (await db.insertInto('companies').values({ name, country: 'SE', is_internal: 0, created_at: now }).returning('id').executeTakeFirstOrThrow()).id;
  const alpha = await company('Alpha Bygg AB');
  const beta = await company('Beta Maskin AS');
  let n = 0;
  for (const [company_id, email] of [
    [alpha, 'owner@alpha.test'],
    [beta, 'owner@beta.test'],
  ] as const) {
    await db
      .insertInto('users')
      .values({
        uuid: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
        company_id,
        email,
        first_name: 'Owner',
        last_name: 'Bench',
        password_hash: hash,
        scope: 'web',
        role: UserRole.Owner,
        extra_permissions: '',
        created_at: now,
      })
      .execute();
  }
  const machines = async (company_id: number, prefix: string, count: number) => {
    const ids: number[] = [];
    for (let i = 0; i < count; i += 500) {
      const rows = await db
        .insertInto('assets')
        .values(
          Array.from({ length: Math.min(500, count - i) }, (_, k) => ({
            company_id,
            internal_id: `${prefix}-${i + k}`,
            name: `${prefix} machine ${i + k}`,
            brand: 'Volvo',
            model: 'EC220E',
            category: 1,
            timezone: 'Europe/Stockholm',
            created_at: '2025-01-01T00:00:00.000Z',
          })),
        )
        .returning('id')
        .execute();
      ids.push(...rows.map((r) => r.id));
    }
    return ids;
  };
  const [tracked] = await machines(alpha, 'A', 1);
  const reportIds = await machines(alpha, 'R', REPORT_MACHINES);
  await machines(beta, 'B', 200);

  // A year of one machine, a fix every 5 minutes: working 07-16 on weekdays (moving slowly), parked otherwise.
  const { id: deviceId } = await db
    .insertInto('devices')
    .values({
      company_id: alpha,
      asset_id: tracked,
      serial_number: 'TU6000001',
      imei: '356000000000001',
      telematic_type: 'TU600',
      integration_source: 'Siteline',
      status: 1,
      hardware_unit: 'TU600-R4',
      installer: 'Bench',
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const end = Math.floor((Date.now() - DAY) / 300_000) * 300_000;
  const start = end - 365 * DAY;
  let hours = 1000;
  let batch: Report[] = [];
  let reports = 0;
  const flush = async () => {
    await processBatch(
      db,
      batch.map((report) => ({ deviceId, report })),
      { now: () => end + DAY },
    );
    reports += batch.length;
    batch = [];
  };
  for (let ts = start; ts <= end; ts += 300_000) {
    const d = new Date(ts);
    const working = d.getUTCDay() % 6 !== 0 && d.getUTCHours() >= 6 && d.getUTCHours() < 15;
    if (working) hours += 5 / 60;
    const step = (ts - start) / 300_000;
    batch.push({
      ...emptyReport(ts),
      lat: 59 + 0.01 * Math.sin(step / 50),
      lng: 18 + 0.01 * Math.cos(step / 70),
      speed: working ? 5 : 0,
      accuracy: 5,
      satellites: 10,
      ignition: working,
      hours,
      extVoltage: working ? 27.8 : 24.6,
    });
    if (batch.length === 5_000) await flush();
  }
  await flush();

  // 31 days of usage for the report machines (as bench/usageReport.ts).
  const days = Array.from({ length: 31 }, (_, d) => new Date(Date.parse('2026-10-01') + d * DAY).toISOString().slice(0, 10));
  for (let i = 0; i < reportIds.length; i += 100) {
    await db
      .insertInto('asset_usage_daily')
      .values(
        reportIds
          .slice(i, i + 100)
          .flatMap((asset_id) =>
            days.map((day, d) => ({ asset_id, day, company_id: alpha, engine_s: 3600 + ((asset_id * 37 + d * 11) % 28_800), idle_s: 600, distance_m: 0 })),
          ),
      )
      .execute();
  }
  return { tracked, reportIds, reports, year: { from: new Date(start).toISOString().slice(0, 10), to: new Date(end).toISOString().slice(0, 10) } };
}

/** The probe: its own thread and event loop, asks health and Beta's fleet page every 50 ms until told to stop. */
const PROBE = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
const { port, token } = workerData;
const body = JSON.stringify({ start: 0, limit: 100, sortExpressions: [{ fieldName: 'name', sortOrder: 0 }] });
const out = { health: [], fleet: [], rss: 0 };
let running = true;
function once(method, path, payload, headers) {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, agent, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - started }));
    });
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    req.end(payload);
  });
}
async function loop(kind, send) {
  while (running) {
    const t = performance.now();
    const r = await send();
    out[kind].push(r.status === 200 ? r.ms : -r.ms);
    const wait = 50 - (performance.now() - t);
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  }
}
const rss = setInterval(() => { out.rss = Math.max(out.rss, process.memoryUsage().rss); }, 20);
const loops = [
  loop('health', () => once('GET', '/api/health')),
  loop('fleet', () => once('POST', '/api/web/v1/assets/assets', body, { authorization: 'Bearer ' + token, 'content-type': 'application/json' })),
];
parentPort.on('message', async () => { running = false; await Promise.all(loops); clearInterval(rss); parentPort.postMessage(out); });
`;

function percentile(values: number[], p: number) {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

interface ShapeResult {
  name: string;
  ms: number;
  answers: string;
  health: number[];
  fleet: number[];
  failedProbes: number;
  rssGrowthMb: number;
}

async function measure(port: number, betaToken: string, name: string, shape: () => Promise<Answer[]>): Promise<ShapeResult> {
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  const probe = new Worker(PROBE, { eval: true, workerData: { port, token: betaToken } });
  await new Promise((r) => setTimeout(r, 300));
  const started = performance.now();
  const answers = await shape();
  const ms = performance.now() - started;
  await new Promise((r) => setTimeout(r, 100));
  const out = await new Promise<{ health: number[]; fleet: number[]; rss: number }>((resolve) => {
    probe.once('message', resolve);
    probe.postMessage('stop');
  });
  await probe.terminate();
  const counts = new Map<number, number>();
  for (const a of answers) counts.set(a.status, (counts.get(a.status) ?? 0) + 1);
  return {
    name,
    ms,
    answers: [...counts].map(([status, count]) => `${count}× ${status}`).join(', '),
    health: out.health.map(Math.abs),
    fleet: out.fleet.map(Math.abs),
    failedProbes: [...out.health, ...out.fleet].filter((v) => v < 0).length,
    rssGrowthMb: Math.max(0, out.rss - rssBefore) / 1_048_576,
  };
}

function aempFeed(count: number) {
  const at = new Date(Date.now() - DAY).toISOString().replace(/\.\d+Z$/, 'Z');
  const equipment = Array.from(
    { length: count },
    (_, i) =>
      `<Equipment><EquipmentHeader><OEMName>Volvo</OEMName><Model>EC220E</Model><EquipmentID>CT-${i}</EquipmentID><SerialNumber>SN${100_000 + i}</SerialNumber><PIN>VCE0EC220E${200_000 + i}</PIN></EquipmentHeader><Location datetime="${at}"><Latitude>${59 + i / 100_000}</Latitude><Longitude>${18 + i / 100_000}</Longitude></Location><CumulativeOperatingHours datetime="${at}"><Hour>${1000 + i}</Hour></CumulativeOperatingHours></Equipment>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?><Fleet xmlns="http://standards.iso.org/iso/15143/-3" version="1" snapshotTime="${at}">${equipment.join('')}</Fleet>`;
}

/**
 * `grep`: only the shapes whose name matches (case-insensitive); idle always runs. `postgres`: on a
 * database of that server instead of SQLite.
 */
export async function runStallBench(grep?: RegExp, postgres?: RunningPostgres): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'siteline-stall-'));
  let databaseUrl = `sqlite:${join(dir, 'stall.db')}`;
  if (postgres) {
    const admin = openDatabase(postgres.url('postgres'));
    await sql.raw('drop database if exists bench_stall').execute(admin);
    await sql.raw('create database bench_stall').execute(admin);
    await admin.destroy();
    databaseUrl = postgres.url('bench_stall');
  }
  const engine = postgres ? 'PostgreSQL' : 'SQLite';
  const db = openDatabase(databaseUrl, { queryTimeoutMs: 0 });
  try {
    await migrateToLatest(db);
    const seeding = performance.now();
    const world = await seedWorld(db);
    const seedSeconds = (performance.now() - seeding) / 1000;
    const config = loadConfig({ dataDir: dir, databaseUrl, jwtSecret: 'bench-secret-0123456789', loginMaxPerIp: 10_000, loginMaxPerAccount: 10_000 });
    const app = await buildApp({ db, config, withFrontends: true });
    await app.listen({ host: '127.0.0.1', port: 0 });
    await app.graphqlReady?.();
    const { port } = app.server.address() as AddressInfo;
    const login = async (email: string) =>
      (
        JSON.parse((await call(port, 'POST', '/api/auth/v1/login', null, { login: email, password: PASSWORD, apiType: 0 })).body) as {
          data: { access_token: string };
        }
      ).data.access_token;
    const alpha = await login('owner@alpha.test');
    const beta = await login('owner@beta.test');
    const { tracked, reportIds, year } = world;
    const week = { from: new Date(Date.parse(year.to) - 6 * DAY).toISOString().slice(0, 10), to: year.to };
    const trackPath = `/api/web/v1/assets/${tracked}/positions?fromMachineTime=${year.from}&toMachineTime=${year.to}`;
    const aliases = Array.from(
      { length: 70 },
      (_, i) =>
        `t${i}: assetTrack(id: ${tracked}, fromMachineTime: "${year.from}", toMachineTime: "${year.to}") { data { items { lat long assetTime } isTruncated } }`,
    ).join(' ');
    const integrations = JSON.parse(
      (await call(port, 'PUT', '/api/web/v1/integrations', alpha, { integrations: [{ providerId: 'volvo-caretrack', name: 'CareTrack' }] })).body,
    ) as { data: { id: number; name: string }[] };
    const integration = integrations.data.find((i) => i.name === 'CareTrack')!.id;
    const feed = aempFeed(10_000);
    const page = aempFeed(1_000);
    const report = (ids: number[]) => call(port, 'POST', '/api/web/v1/reports/usage', alpha, { assetIds: ids, fromDay: '2026-10-01', toDay: '2026-10-31' });

    const shapes: [string, () => Promise<Answer[]>][] = [
      ['idle (no load)', async () => [await new Promise<Answer>((r) => setTimeout(() => r({ status: 200, body: '', ms: 2000 }), 2000))]],
      ['/graphql: 70 aliased year-long assetTrack', async () => [await call(port, 'POST', '/graphql', alpha, { query: `{ ${aliases} }` })]],
      [
        '/graphql: 4 aliased week-long assetTrack',
        async () => [
          await call(port, 'POST', '/graphql', alpha, {
            query: `{ ${Array.from({ length: 4 }, (_, i) => `w${i}: assetTrack(id: ${tracked}, fromMachineTime: "${week.from}", toMachineTime: "${week.to}") { data { isTruncated } }`).join(' ')} }`,
          }),
        ],
      ],
      [
        '/graphql: 2 aliased year-long assetTrack (the most one request may read)',
        async () => [await call(port, 'POST', '/graphql', alpha, { query: `{ ${aliases.split(' t2:')[0]} }` })],
      ],
      [
        '/graphql: one year-long assetTrack (the panel’s document)',
        async () => [await call(port, 'POST', '/graphql', alpha, { query: `{ ${aliases.split(' t1:')[0]} }` })],
      ],
      ['REST: 16 parallel year-long positions', () => Promise.all(Array.from({ length: 16 }, () => call(port, 'GET', trackPath, alpha)))],
      ['REST: one year-long positions', async () => [await call(port, 'GET', trackPath, alpha)]],
      [
        'AEMP import of 10,000 machines',
        async () => [
          await call(port, 'POST', `/api/web/v1/integrations/${integration}/aemp`, alpha, { fileName: 'fleet.xml', content: feed, defaultCategory: 1 }),
        ],
      ],
      [
        'AEMP import of 1,000 machines (the most one file may list)',
        async () => [
          await call(port, 'POST', `/api/web/v1/integrations/${integration}/aemp`, alpha, { fileName: 'fleet.xml', content: page, defaultCategory: 1 }),
        ],
      ],
      ['usage report 10,000 machines × 31 days', async () => [await report(reportIds)]],
      ['one usage report of 200 machines × 31 days', async () => [await report(reportIds.slice(0, 200))]],
      [
        '8 parallel usage reports of 200 machines × 31 days',
        () => Promise.all(Array.from({ length: 8 }, (_, i) => report(reportIds.slice(i * 200, i * 200 + 200)))),
      ],
    ];
    const results: ShapeResult[] = [];
    for (const [name, shape] of shapes) if (!grep || name.startsWith('idle') || grep.test(name)) results.push(await measure(port, beta, name, shape));
    await app.close();

    const f = (v: number) => (Number.isNaN(v) ? '—' : v.toFixed(0));
    const rows = results.map(
      (r) =>
        `| ${r.name} | ${f(r.ms)} | ${r.answers} | ${r.health.length} | ${f(percentile(r.health, 50))} / ${f(percentile(r.health, 99))} / ${f(Math.max(...r.health))} | ${f(percentile(r.fleet, 50))} / ${f(percentile(r.fleet, 99))} / ${f(Math.max(...r.fleet))} | ${r.failedProbes} | ${r.rssGrowthMb.toFixed(0)} |`,
    );
    return [
      `Stall shapes (issue 24): ${world.reports.toLocaleString('en')} reports of one machine over a year (${year.from} to ${year.to}), ${REPORT_MACHINES.toLocaleString('en')} report machines, ${engine}; seeded in ${seedSeconds.toFixed(0)} s.`,
      `Limits: read cost ${MAX_READ_COST.toLocaleString('en')} per /graphql operation; heavy calls ${HEAVY_PER_USER} per user, ${HEAVY_PER_COMPANY} per company. ${cpus().length} cores, load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}, Node ${process.version}.`,
      '',
      '| shape | shape ms | answers | probes | /api/health p50 / p99 / max ms | other company’s fleet page p50 / p99 / max ms | failed probes | RSS growth MB |',
      '| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: |',
      ...rows,
    ].join('\n');
  } finally {
    await db.destroy().catch(() => undefined);
    agent.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const grep = args.find((a) => a !== '--postgres');
  const postgres = args.includes('--postgres') ? await startEmbeddedPostgres() : undefined;
  try {
    console.log(await runStallBench(grep ? new RegExp(grep, 'i') : undefined, postgres));
  } finally {
    await postgres?.stop();
  }
}
