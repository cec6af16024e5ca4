// `npm run bench -- --only=retention-partitions` (or `npx tsx bench/retentionPartitions.ts [--machines=N] [--minutes=M]`):
// issue 30's "a retention run on a year of data that drops partitions with no stall over 1 s".
//
// One embedded PostgreSQL (fsync on: the batch deletes' commits are what costs on a real disk), two
// databases with the same demo companies and the same history: two years of positions (every
// `minutes`, default 5) and an event an hour for `machines` machines (default 20), so the default
// retention (13 months) has eleven months to take. `plain`: the tables as before migration 087
// (its down step), purged by the bounded batch deletes alone; `partitioned`: the monthly partitions,
// where the retention run drops the months past every company's cutoff and batch-deletes the rest.
// While each run purges, an ingest and query loop in the same process (the server's situation:
// one event loop, one pool) writes a position and reads a machine's last two hours every 10 ms; the
// longest of those calls is the stall a device or a user met. Also the median of a machine-day track
// read on each layout (the same query: partitions must not make reads slower).
import { sql } from 'kysely';
import { cpus, loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { migrateToLatest, openDatabase, type Db } from '../server/src/db/database.ts';
import * as m087 from '../server/src/db/migrations/087_time_partitions.postgres.ts';
import { ensurePartitions } from '../server/src/db/partitions.ts';
import { runRetention, type RunResult } from '../server/src/retention/job.ts';
import { seed } from '../server/src/seed/generate.ts';
import { startEmbeddedPostgres } from '../scripts/embeddedPostgres.ts';
import pg from 'pg';

const DAY = 86_400_000;
const YEARS = 2;

export interface RetentionPartitionsOptions {
  machines: number;
  minutes: number;
}

interface Measured {
  layout: string;
  rowsBefore: number;
  rowsAfter: number;
  purgeMs: number;
  result: RunResult;
  calls: number;
  callP50: number;
  callP99: number;
  callMax: number;
  loopMaxGap: number;
  trackMedian: number;
}

const quantile = (sorted: number[], q: number) => (sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]);

async function fill(db: Db, machines: number, minutes: number, end: number): Promise<number[]> {
  await seed(db, { assets: machines, now: new Date(end) });
  // The seed's own history aside: the bench's is uniform and known.
  for (const t of ['telemetry_positions', 'machine_events'] as const) await db.deleteFrom(t).execute();
  const assets = (await db.selectFrom('assets').select(['id', 'company_id']).orderBy('id').execute()).map((a) => ({
    id: Number(a.id),
    company: Number(a.company_id),
  }));
  const start = end - YEARS * 365 * DAY;
  const step = minutes * 60_000;
  for (const a of assets) {
    await sql`insert into telemetry_positions (asset_id, ts, device_id, lat, lng, valid, speed, ignition)
      select ${a.id}, t, 1, 59.3 + (t % 1000) / 1e5, 18.0 + (t % 777) / 1e5, 1, (t % 40)::real, 1
      from generate_series(${start}::bigint, ${end}::bigint, ${step}::bigint) t`.execute(db);
    await sql`insert into machine_events (asset_id, company_id, ts, event_name, place_id)
      select ${a.id}, ${a.company}, t, 'IgnitionOn', 0 from generate_series(${start}::bigint, ${end}::bigint, ${3_600_000}::bigint) t`.execute(db);
  }
  await sql`analyze`.execute(db);
  return assets.map((a) => a.id);
}

async function measure(layout: string, db: Db, assets: number[], end: number): Promise<Measured> {
  const count = async () => Number((await sql<{ n: string }>`select count(*)::text as n from telemetry_positions`.execute(db)).rows[0].n);
  // A machine-day's track, the same statement on both layouts (median of 60, after 10 to warm).
  const trackTimes: number[] = [];
  for (let i = 0; i < 70; i++) {
    const asset = assets[i % assets.length];
    const from = end - (1 + (i % 300)) * DAY;
    const started = performance.now();
    await db
      .selectFrom('telemetry_positions')
      .select(['ts', 'lat', 'lng', 'speed'])
      .where('asset_id', '=', asset)
      .where('ts', '>=', from)
      .where('ts', '<', from + DAY)
      .orderBy('ts')
      .execute();
    if (i >= 10) trackTimes.push(performance.now() - started);
  }
  trackTimes.sort((a, b) => a - b);

  const rowsBefore = await count();
  // The load: a position written and a machine's last two hours read every 10 ms, each call timed.
  const calls: number[] = [];
  let running = true;
  let ingestTs = end + 1;
  const load = (async () => {
    let i = 0;
    while (running) {
      const asset = assets[i++ % assets.length];
      const started = performance.now();
      await db.insertInto('telemetry_positions').values({ asset_id: asset, ts: ingestTs++, device_id: 1, lat: 59.3, lng: 18, valid: 1 }).execute();
      await db
        .selectFrom('telemetry_positions')
        .select(['ts', 'lat', 'lng'])
        .where('asset_id', '=', asset)
        .where('ts', '>=', end - 2 * 3_600_000)
        .orderBy('ts')
        .execute();
      calls.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  // The event loop's longest gap (a 5 ms timer's lateness).
  let loopMaxGap = 0;
  let last = performance.now();
  const ticker = setInterval(() => {
    const now = performance.now();
    loopMaxGap = Math.max(loopMaxGap, now - last - 5);
    last = now;
  }, 5);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const started = performance.now();
  const result = await runRetention(db, { now: end, worker: `bench-${layout}` });
  const purgeMs = performance.now() - started;
  await new Promise((resolve) => setTimeout(resolve, 500));
  running = false;
  await load;
  clearInterval(ticker);
  if (!result) throw new Error('the retention run was not claimed');
  calls.sort((a, b) => a - b);
  return {
    layout,
    rowsBefore,
    rowsAfter: await count(),
    purgeMs,
    result,
    calls: calls.length,
    callP50: quantile(calls, 0.5),
    callP99: quantile(calls, 0.99),
    callMax: calls.at(-1) ?? 0,
    loopMaxGap,
    trackMedian: quantile(trackTimes, 0.5),
  };
}

const f = (ms: number) => (ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${ms.toFixed(ms < 10 ? 1 : 0)} ms`);

export async function runRetentionPartitionsBench(options: RetentionPartitionsOptions = { machines: 20, minutes: 5 }): Promise<string> {
  const server = await startEmbeddedPostgres({ durable: true, port: process.env.E2E_PORT ? Number(process.env.E2E_PORT) + 8 : undefined });
  const load = loadavg()[0];
  const rows: Measured[] = [];
  try {
    const admin = new pg.Client({ connectionString: server.url('postgres') });
    await admin.connect();
    for (const name of ['bench_plain', 'bench_partitioned']) await admin.query(`create database ${name}`);
    await admin.end();
    // The run's time: the middle of a month, so the cutoff falls inside one (that month is batch-deleted).
    const end = Date.UTC(2026, 10, 15, 12);
    for (const layout of ['plain', 'partitioned'] as const) {
      const db = openDatabase(server.url(`bench_${layout}`), { queryTimeoutMs: 0 });
      try {
        await migrateToLatest(db);
        if (layout === 'plain') await m087.down(db);
        else await ensurePartitions(db, { now: end, monthsBack: YEARS * 12 + 1, monthsAhead: 2 });
        const filled = performance.now();
        const assets = await fill(db, options.machines, options.minutes, end);
        console.log(`${layout}: filled in ${f(performance.now() - filled)}`);
        rows.push(await measure(layout, db, assets, end));
        const m = rows.at(-1)!;
        console.log(`${layout}: purge ${f(m.purgeMs)}, longest call ${f(m.callMax)}, longest batch ${f(m.result.longestBatchMs)}`);
      } finally {
        await db.destroy();
      }
    }
  } finally {
    await server.stop();
  }
  const lines = [
    `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, load average ${load.toFixed(1)} at the start; embedded PostgreSQL with fsync on.`,
    `History: ${options.machines} machines, two years, a position every ${options.minutes} min and an event an hour; the default retention (13 months); run at 2026-11-15 12:00 UTC.`,
    '',
    '| layout | positions before → after | whole purge | batches | longest batch / drop | months dropped | ingest+read calls | p50 / p99 / longest call | longest event-loop gap | machine-day track (median) |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (m) =>
        `| ${m.layout} | ${m.rowsBefore.toLocaleString('en')} → ${m.rowsAfter.toLocaleString('en')} | ${f(m.purgeMs)} | ${m.result.batches} | ${f(m.result.longestBatchMs)} | ${m.result.droppedPartitions.length} | ${m.calls} | ${f(m.callP50)} / ${f(m.callP99)} / ${f(m.callMax)} | ${f(m.loopMaxGap)} | ${f(m.trackMedian)} |`,
    ),
  ];
  return lines.join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
  console.log(`\n${await runRetentionPartitionsBench({ machines: arg('machines', 20), minutes: arg('minutes', 5) })}\n`);
}
