// Telemetry benchmarks (`npm run bench`, or `npm run bench -- --only=telemetry`):
//   1. the simulator's year of history for the demo fleet, written through the pipeline (first start)
//   2. ingest: sustained OsmAnd reports per second over real HTTP with full processing; the sender
//      runs in a worker thread (its own core) with 64 keep-alive connections
//   3. calls over real HTTP, one at a time: a one-day track, a year of history/sessions/events and a
//      week of inputs for the busiest machine
//   4. a machine with 1,000,000 positions in the range: the whole track, fetched page by page
//      (isTruncated) and simplified to what a screen shows, as the browser's paging machine does
// Wall time and process CPU time are both printed: on a shared machine the CPU time is the better
// estimate of what an idle 2-core machine does.
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { migrateToLatest, openDatabase, type Db } from '../server/src/db/database.ts';
import { DEMO_PASSWORD, seed } from '../server/src/seed/generate.ts';
import { createIngest } from '../server/src/telemetry/ingest.ts';
import { encodeParams } from '../server/src/telemetry/osmand.ts';
import { emptyReport, type Report } from '../server/src/telemetry/pipeline.ts';
import { processBatch } from '../server/src/telemetry/store.ts';
import { Simulator } from '../server/src/telemetry/simulator/simulator.ts';
import { zonedIso } from '../server/src/telemetry/time.ts';

const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

function httpCall(port: number, method: string, path: string, token: string, body?: string): Promise<{ status: number; text: string }> {
  return new Promise((done, fail) => {
    const headers: Record<string, string | number> = { authorization: `Bearer ${token}` };
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(body);
    }
    const req = httpRequest({ host: '127.0.0.1', port, path, method, agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end(body);
  });
}

async function measure(label: string, send: () => Promise<{ status: number; text: string }>, iterations = 200, seconds = 15) {
  for (let i = 0; i < 5; i++) {
    const r = await send();
    if (r.status !== 200) throw new Error(`${label}: HTTP ${r.status} ${r.text.slice(0, 200)}`);
  }
  const times: number[] = [];
  let bytes = 0;
  const deadline = performance.now() + seconds * 1000;
  while (times.length < iterations && performance.now() < deadline) {
    const t = performance.now();
    const r = await send();
    times.push(performance.now() - t);
    bytes = r.text.length;
  }
  times.sort((a, b) => a - b);
  return { label, p50: percentile(times, 50), p95: percentile(times, 95), n: times.length, bytes };
}

// The sender: a worker thread that fires prepared query strings at the ingest with N connections.
const SENDER = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { port, queries, connections } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
let next = 0, ok = 0, failed = 0;
const started = Date.now();
function one() {
  if (next >= queries.length) return Promise.resolve();
  const q = queries[next++];
  return new Promise((resolve) => {
    const req = http.request({ host: '127.0.0.1', port, path: '/?' + q, agent }, (res) => {
      res.resume();
      res.on('end', () => { if (res.statusCode === 200) ok++; else failed++; resolve(); });
    });
    req.on('error', () => { failed++; resolve(); });
    req.end();
  }).then(one);
}
Promise.all(Array.from({ length: connections }, one)).then(() => parentPort.postMessage({ ok, failed, ms: Date.now() - started }));
`;

function sendFromWorker(port: number, queries: string[], connections: number): Promise<{ ok: number; failed: number; ms: number }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(SENDER, { eval: true, workerData: { port, queries, connections } });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

export async function runTelemetryBench(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'siteline-bench-telemetry-'));
  const log = (m: string) => console.error(`[bench telemetry] ${m}`);
  const out: string[] = [];
  const loadStart = load();
  try {
    const config = loadConfig({
      dataDir: dir,
      databaseUrl: `sqlite:${join(dir, 'bench.db')}`,
      jwtSecret: 'bench-secret-0123456789',
      seedOnEmpty: false,
      host: '127.0.0.1',
      port: 0,
    });
    const db = openDatabase(config.databaseUrl);
    await migrateToLatest(db);
    await seed(db, { seed: 2026, log });

    // 1. The simulator's year.
    const simulator = new Simulator({ db, historyDays: 365 });
    let cpu = cpuMs();
    const t = performance.now();
    await simulator.load();
    const backfill = await simulator.backfill();
    const backfillWall = performance.now() - t;
    const backfillCpu = cpuMs() - cpu;
    log(`backfill: ${backfill.reports} reports in ${(backfillWall / 1000).toFixed(1)} s (CPU ${(backfillCpu / 1000).toFixed(1)} s), load ${load()}`);
    out.push(
      `| Simulator: a year of history for ${backfill.machines} demo machines, through the pipeline | ${backfill.reports.toLocaleString('en-US')} reports | ${(backfillWall / 1000).toFixed(1)} s wall, ${(backfillCpu / 1000).toFixed(1)} s CPU (${Math.round(backfill.reports / (backfillCpu / 1000)).toLocaleString('en-US')} reports per CPU-second) | ${load()} |`,
    );

    // 2. Ingest throughput over real HTTP.
    const ingest = await createIngest(db, {});
    await ingest.app.listen({ host: '127.0.0.1', port: 0 });
    const ingestPort = (ingest.app.server.address() as AddressInfo).port;
    const units = simulator.machines.filter((m) => !m.aemp);
    const perUnit = Math.ceil(60_000 / units.length);
    const queries: string[] = [];
    const base = Date.now() - 6 * 3_600_000;
    for (let k = 0; k < perUnit; k++) {
      for (const m of units) {
        const r: Report = {
          ...emptyReport(base + k * 5000 + (m.deviceId % 1000)),
          lat: m.home.lat + Math.sin(k / 40) * 0.002,
          lng: m.home.lng + Math.cos(k / 40) * 0.004,
          speed: 8,
          heading: 90,
          accuracy: 5,
          satellites: 10,
          ignition: k % 200 < 150,
          extVoltage: 27.8,
          hours: 5000 + k / 720,
          din1: k % 50 < 20,
        };
        queries.push(encodeParams(m.identifier, r));
      }
    }
    cpu = cpuMs();
    const sent = await sendFromWorker(ingestPort, queries, 64);
    const ingestCpu = cpuMs() - cpu;
    const rate = sent.ok / (sent.ms / 1000);
    log(`ingest: ${sent.ok} ok, ${sent.failed} failed in ${sent.ms} ms = ${Math.round(rate)}/s; ${ingest.counters.batches} batches; load ${load()}`);
    out.push(
      `| Ingest: OsmAnd GET over HTTP, ${units.length} units, 64 connections, full processing, ack after commit | ${sent.ok.toLocaleString('en-US')} reports (${sent.failed} failed) | **${Math.round(rate).toLocaleString('en-US')} reports/s** (${ingest.counters.batches} transactions, avg ${Math.round(sent.ok / Math.max(1, ingest.counters.batches))} reports each; server CPU incl. sender ${(ingestCpu / 1000).toFixed(1)} s) | ${load()} |`,
    );
    await ingest.close();

    // 3. The calls for the busiest machine.
    const app = await buildApp({ db, config });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const port = (app.server.address() as AddressInfo).port;
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/v1/login',
      payload: { login: 'owner@nordbygg.example', password: DEMO_PASSWORD, apiType: 0 },
    });
    const token = login.json<{ data: { access_token: string } }>().data.access_token;
    const busiest = await db
      .selectFrom('engine_sessions')
      .innerJoin('assets', 'assets.id', 'engine_sessions.asset_id')
      .select(['engine_sessions.asset_id as id', 'assets.timezone', (eb) => eb.fn.countAll<number>().as('n')])
      .where('assets.company_id', '=', 2)
      .groupBy(['engine_sessions.asset_id', 'assets.timezone'])
      .orderBy('n', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    const day = await db
      .selectFrom('engine_sessions')
      .select(['start_ts'])
      .where('asset_id', '=', busiest.id)
      .where('start_ts', '>', Date.now() - 7 * 86_400_000)
      .orderBy('start_ts')
      .limit(1)
      .executeTakeFirstOrThrow();
    const dayText = zonedIso(day.start_ts, busiest.timezone).slice(0, 10);
    const yearAgo = zonedIso(Date.now() - 364 * 86_400_000, busiest.timezone).slice(0, 10);
    const today = zonedIso(Date.now(), busiest.timezone).slice(0, 10);
    const weekAgo = zonedIso(Date.now() - 6 * 86_400_000, busiest.timezone).slice(0, 10);
    const counts = await db
      .selectFrom('telemetry_positions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('asset_id', '=', busiest.id)
      .executeTakeFirstOrThrow();
    log(`busiest machine ${busiest.id}: ${busiest.n} sessions, ${counts.n} positions; day ${dayText}`);
    const a = `/api/web/v1/assets/${busiest.id}`;
    const calls = [
      [`One-day track (${dayText}), target p95 < 20`, () => httpCall(port, 'GET', `${a}/positions?fromMachineTime=${dayText}&toMachineTime=${dayText}`, token)],
      [
        `History, a year of days, target p95 < 30`,
        () => httpCall(port, 'GET', `${a}/history?StartDateMachineTime=${yearAgo}&EndDateMachineTime=${today}`, token),
      ],
      [`Sessions, a year, target p95 < 30`, () => httpCall(port, 'GET', `${a}/sessions?fromMachineTime=${yearAgo}&toMachineTime=${today}`, token)],
      [`Sessions, a week`, () => httpCall(port, 'GET', `${a}/sessions?fromMachineTime=${weekAgo}&toMachineTime=${today}`, token)],
      [`Inputs, a week (battery chart), target p95 < 30`, () => httpCall(port, 'GET', `${a}/inputs?fromUserTime=${weekAgo}&toUserTime=${today}`, token)],
      [
        `Events, a year, first page of 100, target p95 < 30`,
        () => httpCall(port, 'POST', `${a}/events`, token, JSON.stringify({ fromUserTime: yearAgo, toUserTime: today, offset: 0, limit: 100 })),
      ],
      [`Latest position`, () => httpCall(port, 'GET', `${a}/positions/latest`, token)],
      [`Telematics`, () => httpCall(port, 'GET', `${a}/telematics`, token)],
    ] as const;
    for (const [label, send] of calls) {
      const m = await measure(label, send);
      log(`${label}: p50 ${m.p50.toFixed(1)} p95 ${m.p95.toFixed(1)} ms (${m.n} requests, ${(m.bytes / 1024).toFixed(0)} KB)`);
      out.push(
        `| ${label} | ${(m.bytes / 1024).toFixed(0)} KB answer | p50 ${m.p50.toFixed(1)} ms, **p95 ${m.p95.toFixed(1)} ms** (${m.n} requests) | ${load()} |`,
      );
    }

    // 4. A million positions for one machine, through the pipeline.
    const million = await millionTrack(db, simulator.machines[0].home);
    out.push(
      `| Pipeline: 1,000,000 reports of one unit in batches of 20,000 (a bench-only machine) | ${million.reports.toLocaleString('en-US')} reports | ${(million.wall / 1000).toFixed(1)} s wall, ${(million.cpu / 1000).toFixed(1)} s CPU (${Math.round(million.reports / (million.cpu / 1000)).toLocaleString('en-US')} reports per CPU-second) | ${load()} |`,
    );
    const from = zonedIso(million.fromTs, 'Europe/Stockholm');
    const to = zonedIso(million.toTs, 'Europe/Stockholm');
    const fullTrack = async () => {
      let next = from;
      let pages = 0;
      let points = 0;
      let bytes = 0;
      const seen = new Set<string>();
      for (;;) {
        const q = new URLSearchParams({ fromMachineTime: next, toMachineTime: to });
        const r = await httpCall(port, 'GET', `/api/web/v1/assets/${million.assetId}/positions?${q}`, token);
        if (r.status !== 200) throw new Error(`positions: HTTP ${r.status} ${r.text.slice(0, 200)}`);
        bytes += r.text.length;
        const { data } = JSON.parse(r.text) as { data: { items: { assetTime: string }[]; isTruncated: boolean } };
        pages++;
        for (const i of data.items) seen.add(i.assetTime);
        points = seen.size;
        if (!data.isTruncated) break;
        next = data.items[data.items.length - 1].assetTime;
      }
      return { pages, points, bytes };
    };
    const runs: number[] = [];
    let shape = { pages: 0, points: 0, bytes: 0 };
    for (let i = 0; i < 6; i++) {
      const t0 = performance.now();
      shape = await fullTrack();
      if (i > 0) runs.push(performance.now() - t0);
    }
    runs.sort((x, y) => x - y);
    log(
      `million track: ${shape.pages} pages, ${shape.points} points, ${(shape.bytes / 1024).toFixed(0)} KB; p50 ${percentile(runs, 50).toFixed(0)} ms, max ${runs.at(-1)!.toFixed(0)} ms`,
    );
    out.push(
      `| The whole track of a machine with 1,000,000 positions in the range (all pages, as the browser fetches them), target ≤ 1.5 s in the browser | ${shape.pages} pages, ${shape.points.toLocaleString('en-US')} points, ${(shape.bytes / 1024).toFixed(0)} KB | p50 ${percentile(runs, 50).toFixed(0)} ms, **max ${runs.at(-1)!.toFixed(0)} ms** (5 runs) | ${load()} |`,
    );
    await app.close();
    await db.destroy();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const header = [
    `### Telemetry benchmark (${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model.trim()}, load average ${loadStart} at start)`,
    '',
    '| What | Size | Result | Load average (1/5/15 min) |',
    '|---|---|---|---|',
  ];
  return [...header, ...out].join('\n');
}

/** 1,000,000 reports every 5 s (58 days) of a machine working in circles, through processBatch. */
async function millionTrack(db: Db, home: { lat: number; lng: number }) {
  // A machine of its own so the demo machine's history stays as it is.
  const asset = await db
    .insertInto('assets')
    .values({
      company_id: 2,
      internal_id: 'BENCH-1M',
      name: 'Benchmark machine',
      brand: 'Volvo',
      model: 'EC220E',
      category: 1,
      timezone: 'Europe/Stockholm',
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const device = await db
    .insertInto('devices')
    .values({
      company_id: 2,
      asset_id: asset.id,
      serial_number: 'BENCH-1M',
      imei: '350000000000000',
      telematic_type: 'TU600',
      integration_source: 'Siteline',
      status: 1,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const n = 1_000_000;
  const toTs = Math.floor(Date.now() / 1000) * 1000 - 3_600_000;
  const fromTs = toTs - (n - 1) * 5000;
  const cpu0 = cpuMs();
  const t0 = performance.now();
  let items: { deviceId: number; report: Report }[] = [];
  for (let i = 0; i < n; i++) {
    const a = i / 700;
    items.push({
      deviceId: device.id,
      report: {
        ...emptyReport(fromTs + i * 5000),
        lat: home.lat + 0.004 * Math.sin(a) + 0.0007 * Math.sin(i / 37),
        lng: home.lng + 0.008 * Math.cos(a * 1.3) + 0.0011 * Math.cos(i / 53),
        speed: 6,
        accuracy: 5,
        ignition: i % 8000 < 6000,
        extVoltage: 27.9,
      },
    });
    if (items.length === 20_000) {
      await processBatch(db, items, { outbox: false });
      items = [];
    }
  }
  if (items.length > 0) await processBatch(db, items, { outbox: false });
  return { assetId: asset.id, reports: n, fromTs, toTs, wall: performance.now() - t0, cpu: cpuMs() - cpu0 };
}
