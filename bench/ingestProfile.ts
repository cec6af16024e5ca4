// --only=ingest-profile (issue 28): where the ingest's CPU goes, before anything is changed. The
// server's ingest (as `npm start` runs it: its options, WAL checkpoints in a worker) in this process,
// the sender in another (bench/ingestSender.ts); a V8 CPU profile of this process while 60,000 OsmAnd
// reports arrive one a request over 64 connections; printed as self time by area and the top
// functions. Areas are told apart by the functions' source files.
import { mkdtempSync, rmSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchConfig } from './benchApp.ts';
import { createBenchUnits, runIngestScenario, type IngestScenario } from './telemetryIngest.ts';
import { migrateToLatest, openDatabase } from '../server/src/db/database.ts';
import { seed } from '../server/src/seed/generate.ts';
import { ingestOptions } from '../server/src/telemetry/runtime.ts';
import { startBackgroundCheckpoints } from '../server/src/db/checkpointer.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

const SQLITE_NATIVE = new Set(['run', 'all', 'get', 'iterate', 'exec', 'pragma', 'prepare', 'raw', 'pluck', 'bind']);

/** The area a function belongs to, by its source (first match wins). */
const AREAS: [string, (url: string, name: string) => boolean][] = [
  ['garbage collection', (_u, n) => n === '(garbage collector)'],
  ['idle (waiting for I/O)', (_u, n) => n === '(idle)'],
  // better-sqlite3's statement methods are native: no source file, known names.
  ['SQLite (statements run in better-sqlite3)', (u, n) => u.includes('better-sqlite3') || (!u && SQLITE_NATIVE.has(n))],
  ['Kysely (query building, compiling)', (u) => u.includes('/kysely/')],
  ['Fastify, find-my-way, avvio', (u) => /\/(fastify|find-my-way|avvio|light-my-request|@fastify)\//.test(u)],
  ['Node HTTP, net, streams', (u) => /^node:(_http|http|net|stream|internal\/(streams|http|net))/.test(u)],
  ['OsmAnd decoding, clock policy', (u) => /telemetry\/(osmand|osmandFields|clockPolicy)\.ts/.test(u)],
  ['commit queue, ingest door', (u) => /telemetry\/(commitQueue|ingest)\.ts/.test(u)],
  [
    'pipeline (sessions, events, hours, places)',
    (u) => /telemetry\/(pipeline|events|hours|geo|readings|attributes|time)\.ts|services\/places|placeAlerts/.test(u),
  ],
  ['store (rows written)', (u) => /telemetry\/(store|bulk|outbox)\.ts/.test(u)],
  ['other Siteline code', (u) => u.includes('/server/src/')],
  ['other Node internals', (u) => u.startsWith('node:')],
  ['(program: V8 and native, not attributed)', (_u, n) => n === '(program)'],
];

function areaOf(node: ProfileNode): string {
  const { url, functionName } = node.callFrame;
  return AREAS.find(([, test]) => test(url, functionName))?.[0] ?? 'other libraries';
}

export async function runIngestProfile(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'siteline-bench-ingest-profile-'));
  const log = (m: string) => console.error(`[bench ingest-profile] ${m}`);
  try {
    const config = benchConfig(dir, `sqlite:${join(dir, 'bench.db')}`);
    const db = openDatabase(config.databaseUrl);
    await migrateToLatest(db);
    await seed(db, { seed: 2026, log });
    const checkpoints = startBackgroundCheckpoints(db);
    const homes = [
      { lat: 59.33, lng: 18.06 },
      { lat: 57.71, lng: 11.97 },
      { lat: 59.91, lng: 10.75 },
    ];
    const units = await createBenchUnits(db, 1000, homes);
    const hour = 3_600_000;
    const warmUp: IngestScenario = { label: 'warm-up', form: 'query', perRequest: 1, connections: 64, reports: 5000, fromTs: Date.now() - 23 * hour };
    const measured: IngestScenario = { ...warmUp, label: 'OsmAnd GET, one report a request', reports: 60_000, fromTs: Date.now() - 22 * hour };
    await runIngestScenario(db, ingestOptions(config), units, warmUp);
    const session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 250 });
    await session.post('Profiler.start');
    const run = await runIngestScenario(db, ingestOptions(config), units, measured);
    const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: { nodes: ProfileNode[]; startTime: number; endTime: number } };
    session.disconnect();
    await checkpoints?.stop();
    await db.destroy();

    const hits = profile.nodes.reduce((n, node) => n + (node.hitCount ?? 0), 0);
    const msPerHit = (profile.endTime - profile.startTime) / 1000 / Math.max(1, hits);
    const byArea = new Map<string, number>();
    const byFunction = new Map<string, number>();
    for (const node of profile.nodes) {
      const ms = (node.hitCount ?? 0) * msPerHit;
      if (!ms) continue;
      byArea.set(areaOf(node), (byArea.get(areaOf(node)) ?? 0) + ms);
      const { functionName, url, lineNumber } = node.callFrame;
      const where = url ? `${url.replace(/^.*\/(node_modules|server\/src)\//, '$1/')}:${lineNumber + 1}` : '';
      const key = `${functionName || '(anonymous)'} ${where}`.trim();
      byFunction.set(key, (byFunction.get(key) ?? 0) + ms);
    }
    const busy = [...byArea].filter(([area]) => !area.startsWith('idle')).reduce((n, [, ms]) => n + ms, 0);
    const perReport = (ms: number) => ((ms * 1000) / Math.max(1, run.ok)).toFixed(1);
    const lines = [
      `#### Ingest CPU profile (${new Date().toISOString().slice(0, 10)}, load ${loadavg()[0].toFixed(2)}): ${run.ok.toLocaleString('en-US')} reports, one a request, 64 connections, ${Math.round(run.rate).toLocaleString('en-US')}/s; server CPU ${perReport(run.serverCpuMs)} µs a report`,
      '',
      '| area | CPU ms (self) | share of busy | µs a report |',
      '|---|---:|---:|---:|',
      ...[...byArea]
        .sort((a, b) => b[1] - a[1])
        .map(([area, ms]) => `| ${area} | ${Math.round(ms)} | ${area.startsWith('idle') ? '–' : `${((100 * ms) / busy).toFixed(1)}%`} | ${perReport(ms)} |`),
      '',
      'Top functions by self time:',
      '',
      '| function | ms | µs a report |',
      '|---|---:|---:|',
      ...[...byFunction]
        .filter(([name]) => !name.startsWith('(idle)'))
        .sort((a, b) => b[1] - a[1])
        .slice(0, 25)
        .map(([name, ms]) => `| \`${name}\` | ${Math.round(ms)} | ${perReport(ms)} |`),
    ];
    return lines.join('\n');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
