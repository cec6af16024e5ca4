// A small, explicit telemetry world on top of the route-test fixture: Alpha gets a depot, a work
// site and a region (rectangles south of Stockholm), a unit on machine A-1 and a spare unit; Beta a
// unit on B-1. Machine A-1's Monday 2026-11-16 (Europe/Stockholm, UTC+1) is recorded minute by
// minute and run through the real pipeline, so every number a test expects is derivable here:
//
//   06:00-06:29  parked in the depot, ignition off, 24.6 V
//   06:30        ignition on (meter 1000.0 h); 06:30-06:59 driving east at 20 km/h: leaves the depot
//                (06:34) and the region (06:49), enters the work site (06:53)
//   07:00-11:29  working on site at 5 km/h (DIN1 on 08:00-08:59), except 09:00-09:19 standing (idle 09:00-09:20)
//   11:30        ignition off (session 1: 5 h engine, 20 min idle); lunch parked on site
//   12:15        ignition on; working until 15:44; 15:45-16:14 driving back west into the depot
//   16:15        ignition off (session 2: 4 h engine, 0 idle); parked in the depot
// Tuesday 2026-11-17: on 07:00, standing still 07:00-07:44 (idle), off 07:45 in the depot.
import { sql } from 'kysely';
import { createWorld, type World } from './fixture.ts';
import type { Db } from '../../server/src/db/database.ts';
import { processBatch } from '../../server/src/telemetry/store.ts';
import { emptyReport, type Report } from '../../server/src/telemetry/pipeline.ts';

export const IMEI = { alpha: '356000000000001', spare: '356000000000009', beta: '356000000000002' };

/** Local Stockholm time (UTC+1 in November) → UTC ms. */
export const local = (day: string, hhmm: string) => Date.parse(`${day}T${hhmm}:00+01:00`);

// Geometry: a line of latitude 59.0; longitude grows eastwards.
export const GEO = {
  depot: { minLat: 58.995, maxLat: 59.005, minLng: 17.99, maxLng: 18.01 },
  site: { minLat: 58.99, maxLat: 59.01, minLng: 18.06, maxLng: 18.1 },
  region: { minLat: 58.9, maxLat: 59.1, minLng: 17.9, maxLng: 18.05 },
};
const ring = (b: { minLat: number; maxLat: number; minLng: number; maxLng: number }) =>
  JSON.stringify([
    { latitude: b.minLat, longitude: b.minLng },
    { latitude: b.minLat, longitude: b.maxLng },
    { latitude: b.maxLat, longitude: b.maxLng },
    { latitude: b.maxLat, longitude: b.minLng },
  ]);

export interface TelemetryWorld extends World {
  places: { depot: number; site: number; region: number; betaDepot: number };
  devices: { alpha: number; spare: number; beta: number };
  /** The recorded reports of A-1 (already processed). */
  reports: Report[];
}

const DEPOT_LNG = 18.0;
const SITE_LNG = 18.08;
const LAT = 59.0;

/** A-1's recorded Monday and Tuesday (see the header). */
export function recordedReports(): Report[] {
  const out: Report[] = [];
  const base = (ts: number, fields: Partial<Report>): Report => ({ ...emptyReport(ts), lat: LAT, accuracy: 5, satellites: 10, ...fields });
  const add = (day: string, hhmm: string, fields: Partial<Report>) => out.push(base(local(day, hhmm), fields));
  /** One report a minute from `from` to `to` (inclusive); `f` gets the minute's index. */
  const minutes = (day: string, from: string, to: string, f: (i: number) => Partial<Report>) => {
    for (let t = local(day, from), i = 0; t <= local(day, to); t += 60_000, i++) out.push(base(t, f(i)));
  };
  const mon = '2026-11-16';
  minutes(mon, '06:00', '06:29', () => ({ lng: DEPOT_LNG, ignition: false, speed: 0, extVoltage: 24.6, hours: 1000 }));
  // 30 minutes from the depot (18.00) to the site (18.08), every minute.
  minutes(mon, '06:30', '06:59', (i) => ({
    lng: DEPOT_LNG + ((SITE_LNG - DEPOT_LNG) * i) / 30,
    ignition: true,
    speed: 20,
    extVoltage: 28.1,
    hours: 1000 + i / 60,
  }));
  // 07:00-11:29 on site: 270 minutes; idle 09:00-09:19; DIN1 08:00-08:59.
  minutes(mon, '07:00', '11:29', (i) => {
    const idle = i >= 120 && i < 140;
    return {
      lng: SITE_LNG + (idle ? 0 : (i % 10) * 0.0002),
      ignition: true,
      speed: idle ? 0 : 5,
      din1: i >= 60 && i < 120,
      extVoltage: 28.1,
      hours: 1000.5 + i / 60,
    };
  });
  add(mon, '11:30', { lng: SITE_LNG, ignition: false, speed: 0, din1: false, extVoltage: 24.5, hours: 1005 });
  minutes(mon, '11:45', '12:14', () => ({ lng: SITE_LNG, ignition: false, speed: 0, extVoltage: 24.5, hours: 1005 }));
  minutes(mon, '12:15', '15:44', (i) => ({ lng: SITE_LNG + (i % 10) * 0.0002, ignition: true, speed: 5, extVoltage: 28.1, hours: 1005 + i / 60 }));
  minutes(mon, '15:45', '16:14', (i) => ({
    lng: SITE_LNG - ((SITE_LNG - DEPOT_LNG) * i) / 29,
    ignition: true,
    speed: 20,
    extVoltage: 28.1,
    hours: 1008.5 + i / 60,
  }));
  add(mon, '16:15', { lng: DEPOT_LNG, ignition: false, speed: 0, extVoltage: 24.4, hours: 1009 });
  minutes(mon, '16:30', '16:31', () => ({ lng: DEPOT_LNG, ignition: false, speed: 0, extVoltage: 24.4, hours: 1009 }));
  const tue = '2026-11-17';
  minutes(tue, '07:00', '07:44', () => ({ lng: DEPOT_LNG, ignition: true, speed: 0, extVoltage: 27.9, hours: 1009 }));
  add(tue, '07:45', { lng: DEPOT_LNG, ignition: false, speed: 0, extVoltage: 24.3, hours: 1009.75 });
  return out;
}

/** `process: false` leaves A-1's reports unprocessed (tests that process them their own way). */
export async function createTelemetryWorld(options: { process?: boolean } = {}): Promise<TelemetryWorld> {
  const world = await createWorld({ loginMaxPerIp: 10_000 });
  const { db } = world;
  const now = '2026-11-01T00:00:00.000Z';
  const place = async (company_id: number, name: string, place_type: number, box: typeof GEO.depot) =>
    (
      await db
        .insertInto('places')
        .values({ company_id, name, place_type, geofence: ring(box), timezone_name: 'Europe/Stockholm', created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const places = {
    depot: await place(world.companies.alpha, 'Depå Söder', 0, GEO.depot),
    site: await place(world.companies.alpha, 'Kv. Gasklockan', 1, GEO.site),
    region: await place(world.companies.alpha, 'Region Stockholm', 2, GEO.region),
    betaDepot: await place(world.companies.beta, 'Beta Depot', 0, GEO.depot),
  };
  await db.updateTable('assets').set({ depot_place_id: places.depot, default_power_supply: 24 }).where('id', '=', world.assets.alpha[0]).execute();
  const device = async (company_id: number, asset_id: number | null, imei: string, serial: string) =>
    (
      await db
        .insertInto('devices')
        .values({
          company_id,
          asset_id,
          serial_number: serial,
          imei,
          telematic_type: 'TU600',
          integration_source: 'Siteline',
          status: 1,
          hardware_unit: 'TU600-R4',
          installer: 'Siteline Installation',
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const devices = {
    alpha: await device(world.companies.alpha, world.assets.alpha[0], IMEI.alpha, 'TU6000001'),
    spare: await device(world.companies.alpha, null, IMEI.spare, 'TU6000009'),
    beta: await device(world.companies.beta, world.assets.beta[0], IMEI.beta, 'TU6000002'),
  };
  // A-1's last known position comes from its unit only (the base fixture gave every machine one).
  await db.deleteFrom('asset_positions').where('asset_id', '=', world.assets.alpha[0]).execute();
  const reports = recordedReports();
  if (options.process !== false) {
    await processBatch(
      db,
      reports.map((report) => ({ deviceId: devices.alpha, report })),
      { now: () => Date.parse('2026-11-17T08:00:00Z') },
    );
  }
  return { ...world, places, devices, reports };
}

/** The tables the pipeline derives from reports (the outbox and the device states aside). */
export const DERIVED = [
  'telemetry_positions',
  'engine_sessions',
  'engine_hours',
  'asset_usage_daily',
  'asset_battery_samples',
  'asset_input_changes',
  'machine_events',
  'place_events',
  'place_stays',
  'asset_positions',
] as const;

/** Every row of these tables, without surrogate ids, in a stable order: two runs compare equal when they wrote the same. */
export async function dumpTables(db: Db, tables: readonly string[] = DERIVED) {
  const out: Record<string, string[]> = {};
  for (const table of tables) {
    const rows = (await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db)).rows;
    out[table] = rows.map(({ id: _id, ...rest }) => JSON.stringify(rest)).sort();
  }
  return out;
}

/** Rows of every table the pipeline writes, to prove a rejected report wrote nothing. */
export async function pipelineFootprint(db: Db) {
  // asset_positions aside: the base fixture gave every machine one, which a report only moves.
  const tables = [...DERIVED.filter((t) => t !== 'asset_positions'), 'telemetry_outbox', 'telemetry_device_state'];
  const counts: Record<string, number> = {};
  for (const t of tables) counts[t] = Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(t)}`.execute(db)).rows[0].n);
  return counts;
}

/**
 * A user of Alpha who reads another language (the notification and mail suites), signing in with the
 * owner's password; recorded in `world.users`.
 */
export async function addAlphaReader(
  world: TelemetryWorld,
  person: { email: string; role: number; languageId: number; timeZone: string },
  uuid: string,
): Promise<number> {
  const hash = (await world.db.selectFrom('users').select('password_hash').where('email', '=', 'owner@alpha.test').executeTakeFirstOrThrow()).password_hash;
  const { id } = await world.db
    .insertInto('users')
    .values({
      uuid,
      company_id: world.companies.alpha,
      email: person.email,
      first_name: person.email.split('@')[0],
      last_name: 'Tester',
      password_hash: hash,
      scope: 'web',
      role: person.role,
      language_id: person.languageId,
      timezone_id: person.timeZone,
      created_at: '2026-11-01T00:00:00.000Z',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  world.users[person.email] = { id, uuid };
  return id;
}
