// Telemetry benchmarks (`npm run bench`, or `npm run bench -- --only=telemetry`):
//   1. the simulator's year of history for the demo fleet, written through the pipeline (first start)
//   2. ingest: sustained reports per second over real HTTP with full processing (the server's own
//      ingest options), acknowledged after commit; the sender is another process (bench/ingestSender.ts)
//      with N keep-alive connections, over 1,000 units; the server's CPU per report; then the same
//      units through the Teltonika door over TCP (bench/teltonikaIngest.ts, teltonikaSender.ts)
//   3. calls over real HTTP, one at a time: a one-day track, a year of history/sessions/events and a
//      week of inputs for the busiest machine
//   4. a machine with 1,000,000 positions in one ISO week (last week): the whole track through the API,
//      and in Chromium from the click on "Previous week" until deck.gl has drawn it (bench/trackBrowser.ts)
// Wall time and CPU time are both printed, and the load average with every figure: on a shared
// machine the CPU time is the better estimate of what an idle 2-core machine does.
// Ports: SITELINE_BENCH_PORT (web app) and SITELINE_BENCH_INGEST_PORT (ingest); 0 (default) = any free one.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { buildApp } from '../server/src/app.ts';
import { benchConfig, listenOnLoopback, ownerToken } from './benchApp.ts';
import { migrateToLatest, openDatabase, type Db } from '../server/src/db/database.ts';
import { DEMO_PASSWORD, seed } from '../server/src/seed/generate.ts';
import { hasBuiltSpa } from '../server/src/plugins/spa.ts';
import { startBackgroundCheckpoints } from '../server/src/db/checkpointer.ts';
import { ingestOptions } from '../server/src/telemetry/runtime.ts';
import { emptyReport, type Report } from '../server/src/telemetry/pipeline.ts';
import { processBatch } from '../server/src/telemetry/store.ts';
import { Simulator } from '../server/src/telemetry/simulator/simulator.ts';
import { dayStart, localDay, zonedIso } from '../server/src/telemetry/time.ts';
import { addDays } from '../machines/weekNavigator/isoWeek.ts';
import { createBenchUnits, runIngestScenario, type IngestRun, type IngestScenario } from './telemetryIngest.ts';
import { measureTrackInBrowser } from './trackBrowser.ts';
import { teltonikaScenarios } from './teltonikaBench.ts';
import { runTeltonikaScenario, teltonikaRow } from './teltonikaIngest.ts';

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

/** One call as the browser makes it: it asks for brotli or gzip, and the figures include decoding. */
function httpCall(port: number, method: string, path: string, token: string, body?: string): Promise<{ status: number; text: string; wireBytes: number }> {
  return new Promise((done, fail) => {
    const headers: Record<string, string | number> = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br' };
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(body);
    }
    const req = httpRequest({ host: '127.0.0.1', port, path, method, agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const wire = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        const plain = encoding === 'br' ? brotliDecompressSync(wire) : encoding === 'gzip' ? gunzipSync(wire) : wire;
        done({ status: res.statusCode ?? 0, text: plain.toString('utf8'), wireBytes: wire.length });
      });
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end(body);
  });
}

async function measure(label: string, send: () => Promise<{ status: number; text: string; wireBytes: number }>, iterations = 200, seconds = 15) {
  for (let i = 0; i < 5; i++) {
    const r = await send();
    if (r.status !== 200) throw new Error(`${label}: HTTP ${r.status} ${r.text.slice(0, 200)}`);
  }
  const times: number[] = [];
  let bytes = 0;
  let wireBytes = 0;
  const deadline = performance.now() + seconds * 1000;
  while (times.length < iterations && performance.now() < deadline) {
    const t = performance.now();
    const r = await send();
    times.push(performance.now() - t);
    bytes = r.text.length;
    wireBytes = r.wireBytes;
  }
  times.sort((a, b) => a - b);
  return { label, p50: percentile(times, 50), p95: percentile(times, 95), n: times.length, bytes, wireBytes };
}

export async function runTelemetryBench(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'siteline-bench-telemetry-'));
  const log = (m: string) => console.error(`[bench telemetry] ${m}`);
  const out: string[] = [];
  const loadStart = load();
  try {
    const config = benchConfig(dir, `sqlite:${join(dir, 'bench.db')}`);
    const db = openDatabase(config.databaseUrl);
    await migrateToLatest(db);
    await seed(db, { seed: 2026, log });

    // 1. The simulator's year.
    const simulator = new Simulator({ db, historyDays: 365 });
    const cpu = cpuMs();
    const t = performance.now();
    await simulator.load();
    const backfill = await simulator.backfill();
    const backfillWall = performance.now() - t;
    const backfillCpu = cpuMs() - cpu;
    log(`backfill: ${backfill.reports} reports in ${(backfillWall / 1000).toFixed(1)} s (CPU ${(backfillCpu / 1000).toFixed(1)} s), load ${load()}`);
    out.push(
      `| Simulator: a year of history for ${backfill.machines} demo machines, through the pipeline | ${backfill.reports.toLocaleString('en-US')} reports | ${(backfillWall / 1000).toFixed(1)} s wall, ${(backfillCpu / 1000).toFixed(1)} s CPU (${Math.round(backfill.reports / (backfillCpu / 1000)).toLocaleString('en-US')} reports per CPU-second) | ${load()} |`,
    );

    // 2. Ingest throughput over real HTTP, with the server's own options (and, as `npm start` runs it,
    // the WAL checkpoints in a worker thread).
    const checkpoints = startBackgroundCheckpoints(db);
    const units = await createBenchUnits(
      db,
      1000,
      simulator.machines.map((m) => m.home),
    );
    const hour = 3_600_000;
    const scenarios: IngestScenario[] = [
      { label: 'warm-up', form: 'query', perRequest: 1, connections: 64, reports: 5000, fromTs: Date.now() - 23 * hour },
      { label: 'OsmAnd GET, one report a request', form: 'query', perRequest: 1, connections: 64, reports: 60_000, fromTs: Date.now() - 22 * hour },
      { label: 'OsmAnd GET, one report a request', form: 'query', perRequest: 1, connections: 256, reports: 60_000, fromTs: Date.now() - 18 * hour },
      {
        label: 'Traccar JSON, a list of 50 locations a request',
        form: 'json',
        perRequest: 50,
        connections: 32,
        reports: 100_000,
        fromTs: Date.now() - 14 * hour,
      },
    ];
    for (const scenario of scenarios) {
      const run = await runIngestScenario(db, ingestOptions(config), units, scenario);
      log(
        `ingest ${scenario.label}, ${scenario.connections} connections: ${run.ok} ok ${JSON.stringify(run.statuses)} in ${Math.round(run.ms)} ms = ${Math.round(run.rate)}/s; ` +
          `server CPU ${Math.round((run.serverCpuMs * 1000) / Math.max(1, run.ok))} µs/report; ${run.batches} batches; late ${run.late} duplicate ${run.duplicate}; load ${load()}`,
      );
      if (scenario.label !== 'warm-up') out.push(ingestRow(run, units.length));
    }
    // The same units through the Teltonika door (Codec 8 / 8E over TCP), after their OsmAnd reports.
    for (const scenario of teltonikaScenarios(Date.now() - 12 * hour)) {
      const run = await runTeltonikaScenario(db, ingestOptions(config), units, scenario);
      log(
        `Teltonika ${scenario.label}, ${scenario.connections} connections: ${run.records} records in ${Math.round(run.ms)} ms = ${Math.round(run.rate)}/s; load ${load()}`,
      );
      if (scenario.label !== 'warm-up') out.push(teltonikaRow(run, load()));
    }
    await checkpoints?.stop();

    // 3. The calls for the busiest machine.
    // With the web app and Mesh: the browser measurement (4) signs in and opens the machine panel.
    if (!hasBuiltSpa()) execFileSync('node', ['scripts/build-if-stale.mjs'], { stdio: 'inherit' });
    const app = await buildApp({ db, config, withFrontends: true });
    const port = await listenOnLoopback(app, Number(process.env.SITELINE_BENCH_PORT ?? 0));
    // A server answers its users after its start-up work: GraphQL loads and the offline base map's
    // indexes are built (seconds of CPU, app.ts) in the background right after listening. Measuring
    // during that work timed the start-up, not the calls (a one-day track's p95 was 22 ms here and
    // 6.5 ms on a settled server), so the calls wait for it as a user opening the app minutes later does.
    await app.graphqlReady?.();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const tile = await app.inject({ method: 'GET', url: '/api/map/tiles/5/17/8.pbf' });
    if (tile.statusCode !== 200) throw new Error(`warming the base map: HTTP ${tile.statusCode}`);
    const token = await ownerToken(app);
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
      const size = `${(m.bytes / 1024).toFixed(0)} KB answer, ${(m.wireBytes / 1024).toFixed(0)} KB on the wire`;
      log(`${label}: p50 ${m.p50.toFixed(1)} p95 ${m.p95.toFixed(1)} ms (${m.n} requests, ${size})`);
      out.push(`| ${label} | ${size} | p50 ${m.p50.toFixed(1)} ms, **p95 ${m.p95.toFixed(1)} ms** (${m.n} requests) | ${load()} |`);
    }

    // 4. A million positions for one machine in last week, through the pipeline.
    const million = await millionTrack(db, simulator.machines[0].home);
    out.push(
      `| Pipeline: 1,000,000 reports of one unit (a fix every 0.6 s for a week) in batches of 20,000 (a bench-only machine) | ${million.reports.toLocaleString('en-US')} reports | ${(million.wall / 1000).toFixed(1)} s wall, ${(million.cpu / 1000).toFixed(1)} s CPU (${Math.round(million.reports / (million.cpu / 1000)).toLocaleString('en-US')} reports per CPU-second) | ${load()} |`,
    );
    // What the History tab asks for last week: the week's Monday to Sunday, machine time.
    const { from, to } = million.week;
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
      `| The positions call(s) for that week (all pages, as the browser fetches them) | ${shape.pages} pages, ${shape.points.toLocaleString('en-US')} points, ${(shape.bytes / 1024).toFixed(0)} KB | p50 ${percentile(runs, 50).toFixed(0)} ms, **max ${runs.at(-1)!.toFixed(0)} ms** (5 runs) | ${load()} |`,
    );
    const browser = await measureTrackInBrowser({
      baseUrl: `http://127.0.0.1:${port}`,
      email: 'owner@nordbygg.example',
      password: DEMO_PASSWORD,
      assetId: million.assetId,
      runs: 5,
    });
    const drawn = [...browser.runs].sort((x, y) => x - y);
    log(`browser: ${browser.points} points; cold ${browser.coldMs.toFixed(0)} ms; runs ${drawn.map((r) => r.toFixed(0)).join(', ')} ms; load ${load()}`);
    out.push(
      `| Chromium: click on "Previous week" in the History tab → deck.gl has drawn the whole track of the 1,000,000-position week (history + positions calls, map, drawing; software WebGL), target ≤ 1.5 s | ${browser.points.toLocaleString('en-US')} points drawn | p50 ${percentile(drawn, 50).toFixed(0)} ms, **max ${drawn.at(-1)!.toFixed(0)} ms** (5 runs; first, cold run ${browser.coldMs.toFixed(0)} ms) | ${load()} |`,
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

/**
 * 1,000,000 reports of a machine working in circles through processBatch, all in last ISO week (in
 * the machine's zone, half an hour inside its edges): a fix every 0.6 s, so the week the History tab
 * shows after one click on "Previous week" holds the million.
 */
export async function millionTrack(db: Db, home: { lat: number; lng: number }, n = 1_000_000) {
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
  const tz = 'Europe/Stockholm';
  const today = localDay(Date.now(), tz);
  const monday = addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
  const week = { from: addDays(monday, -7), to: addDays(monday, -1) };
  const fromTs = dayStart(week.from, tz) + 1_800_000;
  const toTs = dayStart(monday, tz) - 1_800_000;
  const step = (toTs - fromTs) / (n - 1);
  const cpu0 = cpuMs();
  const t0 = performance.now();
  let items: { deviceId: number; report: Report }[] = [];
  for (let i = 0; i < n; i++) {
    const a = i / 700;
    items.push({
      deviceId: device.id,
      report: {
        ...emptyReport(Math.round(fromTs + i * step)),
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
  return { assetId: asset.id, reports: n, week, wall: performance.now() - t0, cpu: cpuMs() - cpu0 };
}

function ingestRow(run: IngestRun, units: number): string {
  const s = run.scenario;
  const cpuPerReport = (run.serverCpuMs * 1000) / Math.max(1, run.ok);
  const failed = Object.entries(run.statuses)
    .filter(([status]) => status !== '200')
    .map(([status, n]) => `${n} × ${status}`)
    .join(', ');
  return (
    `| Ingest: ${s.label}, ${s.connections} keep-alive connections from another process, ${units.toLocaleString('en-US')} units, full processing, answered after commit | ` +
    `${run.ok.toLocaleString('en-US')} reports (${failed || 'none failed'}; ${run.late} late, ${run.duplicate} repeated) | ` +
    `**${Math.round(run.rate).toLocaleString('en-US')} reports/s**; server ${Math.round(cpuPerReport)} µs CPU a report (${Math.round((run.serverCpuMs / run.ms) * 100)}% of a core), ` +
    `sender ${Math.round((run.cpuMs / run.ms) * 100)}% of a core; ${run.batches.toLocaleString('en-US')} transactions of ${Math.round(run.accepted / Math.max(1, run.batches))} reports; ` +
    `ack latency p50 ${run.latency.p50.toFixed(0)} ms, p95 ${run.latency.p95.toFixed(0)} ms | ${load()} |`
  );
}
