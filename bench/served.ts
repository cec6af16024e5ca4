// `npm run bench -- --only=served [--seconds=S]` (issue 28): how many fleet pages one server answers
// when many browsers ask at once, through REST and through /graphql, with and without compression.
//
// The demo fleet (what `npm start` seeds) in a throw-away SQLite database; the whole app (REST and
// the in-process GraphQL Mesh) listens on loopback in this process. A client process of its own
// (bench/loadSender.ts) keeps 50 connections busy, one request in flight each, for S seconds (10)
// per row after a warm-up, then one connection for the one-at-a-time latency. The server's CPU per
// answer is this process's CPU over the run. Each row asks for the fleet's first 100 rows sorted by
// name, the page the Fleet screen opens with; encodings are what a browser sends
// ('gzip, deflate, br, zstd') or none.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../server/src/app.ts';
import { benchConfig, listenOnLoopback, ownerToken, runChild } from './benchApp.ts';
import { migrateToLatest, openDatabase } from '../server/src/db/database.ts';
import { seed } from '../server/src/seed/generate.ts';
import { FLEET_QUERY } from './queries.ts';
import type { LoadInput, LoadResult } from './loadSender.ts';

const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';
const PAGE = { start: 0, limit: 100, sortExpressions: [{ fieldName: 'name', sortOrder: 0 }] };

const load = (input: LoadInput) => runChild<LoadInput, LoadResult>('loadSender.ts', input);

interface Row {
  door: 'REST' | 'GraphQL';
  encoding: 'none' | 'browser' | 'gzip';
  connections: number;
  result: LoadResult;
  cpuMsPerAnswer: number;
}

export async function runServedBench(seconds = 10): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'siteline-served-'));
  const log = (m: string) => console.error(`[bench served] ${m}`);
  try {
    const config = benchConfig(dir, `sqlite:${join(dir, 'served.db')}`);
    const db = openDatabase(config.databaseUrl, { queryTimeoutMs: 0 });
    await migrateToLatest(db);
    await seed(db, { seed: 2026, reset: false, log });
    const app = await buildApp({ db, config, withFrontends: true });
    const port = await listenOnLoopback(app);
    try {
      const token = await ownerToken(app);
      const doors = {
        REST: { path: '/api/web/v1/assets/assets', body: JSON.stringify(PAGE) },
        GraphQL: { path: '/graphql', body: JSON.stringify({ query: FLEET_QUERY, variables: { input: PAGE } }) },
      } as const;
      const accept = { none: 'identity', browser: BROWSER_ENCODINGS, gzip: 'gzip' } as const;
      const measure = async (door: Row['door'], encoding: Row['encoding'], connections: number, secs = seconds): Promise<Row> => {
        const cpu0 = process.cpuUsage();
        const result = await load({
          port,
          ...doors[door],
          headers: { authorization: `Bearer ${token}`, 'accept-encoding': accept[encoding] },
          connections,
          seconds: secs,
        });
        const cpu = process.cpuUsage(cpu0);
        if (result.failed > 0) throw new Error(`${door} ${encoding}: ${result.failed} answers were not 200, the first ${result.firstFailure}`);
        log(`${door} ${encoding} c=${connections}: ${result.perSecond.toFixed(0)}/s, p99 ${result.latency.p99.toFixed(0)} ms`);
        return { door, encoding, connections, result, cpuMsPerAnswer: (cpu.user + cpu.system) / 1000 / result.answered };
      };
      await measure('REST', 'browser', 50, 2);
      await measure('GraphQL', 'browser', 50, 2);
      const rows: Row[] = [];
      for (const encoding of ['none', 'browser'] as const) for (const door of ['REST', 'GraphQL'] as const) rows.push(await measure(door, encoding, 50));
      rows.push(await measure('REST', 'gzip', 50));
      for (const door of ['REST', 'GraphQL'] as const) rows.push(await measure(door, 'none', 1, Math.max(3, seconds / 2)));
      print(rows, seconds);
    } finally {
      await app.close();
      await db.destroy();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function print(rows: Row[], seconds: number) {
  const find = (door: Row['door'], encoding: Row['encoding'], connections = 50) =>
    rows.find((r) => r.door === door && r.encoding === encoding && r.connections === connections)!;
  console.log(`\n### Served per core: the fleet page (100 rows), ${seconds} s a row\n`);
  console.log(
    `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')}, ${new Date().toISOString().slice(0, 10)}\n`,
  );
  console.log('| door | accept-encoding | connections | answers/s | p50 ms | p99 ms | server CPU per answer | bytes on the wire |');
  console.log('|---|---|---:|---:|---:|---:|---:|---:|');
  for (const r of rows)
    console.log(
      `| ${r.door} | ${r.encoding === 'browser' ? BROWSER_ENCODINGS : r.encoding} (${r.result.encoding}) | ${r.connections} | ${r.result.perSecond.toFixed(0)} | ${r.result.latency.p50.toFixed(1)} | ${r.result.latency.p99.toFixed(1)} | ${r.cpuMsPerAnswer.toFixed(2)} ms | ${r.result.wireBytes.toLocaleString('en-US')} |`,
    );
  const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}x`;
  const restPlain = find('REST', 'none');
  const gqlPlain = find('GraphQL', 'none');
  const restBr = find('REST', 'browser');
  const gqlBr = find('GraphQL', 'browser');
  const gzip = find('REST', 'gzip');
  const oneRest = find('REST', 'none', 1);
  const oneGql = find('GraphQL', 'none', 1);
  console.log('\n| figure | measured | goal |');
  console.log('|---|---|---|');
  console.log(`| GraphQL vs REST under load (c=50, uncompressed) | ${ratio(gqlPlain.result.perSecond, restPlain.result.perSecond)} | ≥ 0.85x |`);
  console.log(`| GraphQL vs REST under load (c=50, as a browser asks) | ${ratio(gqlBr.result.perSecond, restBr.result.perSecond)} | ≥ 0.85x |`);
  console.log(`| GraphQL vs REST one at a time (p50) | ${ratio(oneGql.result.latency.p50, oneRest.result.latency.p50)} | ≤ 1.2x |`);
  console.log(`| throughput kept with compression (REST, c=50) | ${((100 * restBr.result.perSecond) / restPlain.result.perSecond).toFixed(0)}% | ≥ 75% |`);
  console.log(
    `| bytes vs gzip level 6 | ${restBr.result.wireBytes.toLocaleString('en-US')} vs ${gzip.result.wireBytes.toLocaleString('en-US')} B | within 10% |`,
  );
}
