// The default first start, written to the project's database and to SQLite, must store the same
// rows: the demo seed, the simulator's year of history through the pipeline, then a live burst of
// reports through the OsmAnd ingest. PostgreSQL refuses what SQLite silently keeps (a fractional
// millisecond in a bigint column stopped the first start on PostgreSQL), and a float4 column would
// round positions, so the stored rows are compared value for value. On the api:sqlite project the
// project's database is written through the portable (Kysely) path and compared with SQLite's fast
// path; on api:postgres, PostgreSQL is compared with SQLite's fast path.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type Db } from '../../server/src/db/database.ts';
import type { Database } from '../../server/src/db/schema.ts';
import { seed } from '../../server/src/seed/generate.ts';
import { createIngest } from '../../server/src/telemetry/ingest.ts';
import { Simulator } from '../../server/src/telemetry/simulator/simulator.ts';
import { createTestDatabase, TEST_DIALECT, type TestDatabase } from './testDatabase.ts';

/** A fixed "now" (a Friday morning in November): both databases see the same year. */
const NOW = Date.UTC(2026, 10, 20, 9, 0, 0);
/** Half an hour of live reports after the start. */
const LIVE_MS = 30 * 60_000;
/** Machines of the demo seed: enough for every machine family, the AEMP units and both companies. */
const ASSETS = 24;

interface FirstStart {
  historyReports: number;
  liveReports: number;
}

async function firstStart(db: Db, portable: boolean): Promise<FirstStart> {
  await seed(db, { assets: ASSETS, now: new Date(NOW) });
  // The pipeline's own clock (updated_ts, outbox rows) is pinned too.
  const history = new Simulator({ db, clock: () => NOW, batch: { portable, now: () => NOW } });
  await history.load();
  const { reports } = await history.backfill();

  const later = NOW + LIVE_MS;
  const ingest = await createIngest(db, { clock: () => later, now: () => later, portable });
  const live = new Simulator({
    db,
    clock: () => later,
    send: async (query) => (await ingest.app.inject({ method: 'GET', url: `/?${query}` })).statusCode === 200,
  });
  await live.load();
  const liveReports = await live.advanceTo(later);
  await ingest.drain();
  await ingest.close();
  return { historyReports: reports, liveReports };
}

/** Every table the pipeline writes, in a stable order (the natural key first). */
const WRITTEN: { table: keyof Database; orderBy: string[] }[] = [
  { table: 'telemetry_positions', orderBy: ['asset_id', 'ts', 'device_id'] },
  { table: 'telemetry_device_state', orderBy: ['device_id'] },
  { table: 'engine_sessions', orderBy: ['asset_id', 'start_ts'] },
  { table: 'engine_hours', orderBy: ['asset_id', 'ts', 'source'] },
  { table: 'asset_usage_daily', orderBy: ['asset_id', 'day'] },
  { table: 'asset_battery_samples', orderBy: ['asset_id', 'ts'] },
  { table: 'asset_input_changes', orderBy: ['asset_id', 'input', 'ts'] },
  { table: 'machine_events', orderBy: ['asset_id', 'ts', 'event_name', 'place_id'] },
  { table: 'place_events', orderBy: ['place_id', 'asset_id', 'ts', 'event_type'] },
  { table: 'place_stays', orderBy: ['place_id', 'asset_id', 'entry_ts'] },
  { table: 'track_overview', orderBy: ['asset_id', 'level', 'ts'] },
  { table: 'asset_positions', orderBy: ['asset_id'] },
];

/** The rows of a table, values normalised only where the drivers differ in type, not in value. */
async function rowsOf(db: Db, table: keyof Database, orderBy: string[]) {
  const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)} order by ${sql.join(orderBy.map((c) => sql.ref(c)))}`.execute(db);
  return rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === 'bigint' ? Number(v) : v])));
}

let project: TestDatabase;
let reference: Db;
let written: { project: FirstStart; reference: FirstStart };

beforeAll(async () => {
  project = await createTestDatabase();
  reference = openDatabase('sqlite::memory:');
  await migrateToLatest(reference);
  written = {
    project: await firstStart(project.db, TEST_DIALECT === 'sqlite'),
    reference: await firstStart(reference, false),
  };
}, 300_000);

afterAll(async () => {
  await project?.drop();
  await reference?.destroy();
});

describe(`the first start on ${TEST_DIALECT} and on SQLite`, () => {
  it('writes a year of history and a live burst', () => {
    expect(written.project).toEqual(written.reference);
    expect(written.project.historyReports).toBeGreaterThan(10_000);
    expect(written.project.liveReports).toBeGreaterThan(0);
  });

  it('stores the same rows, value for value, in every table the pipeline writes', async () => {
    for (const { table, orderBy } of WRITTEN) {
      const [ours, theirs] = [await rowsOf(project.db, table, orderBy), await rowsOf(reference, table, orderBy)];
      expect(ours.length, `${table} rows`).toBe(theirs.length);
      expect(ours, table).toEqual(theirs);
    }
  });

  it('leaves every machine with the same hours and last position', async () => {
    const read = (db: Db) => db.selectFrom('assets').select(['id', 'engine_hours', 'service_status']).orderBy('id').execute();
    expect(await read(project.db)).toEqual(await read(reference));
  });

  it('ends every unit where the map shows its machine, inside no place it has left', async () => {
    // The seed's last known position and the simulator's history must agree: a unit that went quiet
    // after a day on a work site once stayed "inside" it while the map showed it at its depot.
    const { rows } = await sql<{ asset_id: number; lat: number; lng: number; asset_time: string; location_place_id: number | null; last_ts: number }>`
      select p.asset_id, p.lat, p.lng, p.asset_time, p.location_place_id, t.ts as last_ts
      from asset_positions p
      join telemetry_positions t on t.asset_id = p.asset_id
        and t.ts = (select max(ts) from telemetry_positions where asset_id = p.asset_id and valid = 1)
        and t.valid = 1
      `.execute(reference);
    expect(rows.length).toBeGreaterThan(ASSETS / 2);
    for (const r of rows) {
      const last = await reference
        .selectFrom('telemetry_positions')
        .select(['lat', 'lng'])
        .where('asset_id', '=', r.asset_id)
        .where('ts', '=', r.last_ts)
        .where('valid', '=', 1)
        .executeTakeFirstOrThrow();
      expect({ asset: r.asset_id, lat: r.lat, lng: r.lng, ts: Date.parse(r.asset_time) }).toEqual({ asset: r.asset_id, ...last, ts: Number(r.last_ts) });
      const open = await reference
        .selectFrom('place_stays as s')
        .innerJoin('places as pl', 'pl.id', 's.place_id')
        .select('s.place_id')
        .where('s.asset_id', '=', r.asset_id)
        .where('s.exit_ts', 'is', null)
        .where('pl.place_type', 'in', [0, 1])
        .execute();
      expect(
        open.map((o) => o.place_id),
        `machine ${r.asset_id}`,
      ).toEqual(r.location_place_id === null ? [] : [r.location_place_id]);
    }
  });
});
