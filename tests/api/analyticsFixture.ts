// The analytics fixture fleet on top of the two-company world (fixture.ts), every row visible here.
// Alpha carries the usage history (figures hand-computed in analytics.test.ts); Beta carries one
// machine in each fleet-now state, relative to the real clock (fleet-now is "now").
import type { World } from './fixture.ts';
import { TagEntity } from '../../server/src/domain/dictionaries.ts';

const created = '2026-11-20T10:00:00.000Z';
const H = 3600;
export const EXCAVATOR = 1;
export const WHEEL_LOADER = 4;
const square = JSON.stringify([
  { latitude: 59, longitude: 18 },
  { latitude: 59, longitude: 18.1 },
  { latitude: 59.1, longitude: 18.1 },
  { latitude: 59.1, longitude: 18 },
]);

export interface AnalyticsFleet {
  alpha: { site: number; heavy: number; light: number };
  beta: { site: number; rented: number; working: number; idling: number; off: number; staleSession: number; silent: number };
}

export async function seedAnalyticsFleet(world: World): Promise<AnalyticsFleet> {
  const { db } = world;
  const place = async (company_id: number, name: string) =>
    (
      await db
        .insertInto('places')
        .values({ company_id, name, place_type: 1, geofence: square, timezone_name: 'Europe/Stockholm', created_at: created })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const tag = async (company_id: number, name: string) =>
    (
      await db
        .insertInto('tags')
        .values({ company_id, name, entity_type: TagEntity.Asset, style: '{}', created_at: created })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const link = (company_id: number, tag_id: number, entity_id: number) =>
    db.insertInto('tag_links').values({ company_id, tag_id, entity_type: TagEntity.Asset, entity_id }).execute();
  const placeOf = (asset_id: number, location_place_id: number) =>
    db.updateTable('asset_positions').set({ location_place_id }).where('asset_id', '=', asset_id).execute();

  // Alpha: A-1 excavator at the site, tags heavy; A-2 excavator in no place, tag light; A-3 wheel loader at the site, tag heavy, never ran.
  const { alpha: companyA, beta: companyB } = world.companies;
  const [a1, a2, a3] = world.assets.alpha;
  const alpha = { site: await place(companyA, 'Kv. Gasklockan'), heavy: await tag(companyA, 'Heavy'), light: await tag(companyA, 'Light') };
  await db.updateTable('assets').set({ category: WHEEL_LOADER }).where('id', '=', a3).execute();
  await placeOf(a1, alpha.site);
  await placeOf(a3, alpha.site);
  await link(companyA, alpha.heavy, a1);
  await link(companyA, alpha.light, a2);
  await link(companyA, alpha.heavy, a3);
  const usage = (asset_id: number, day: string, engine_h: number, idle_h: number, company_id = companyA) => ({
    asset_id,
    day,
    company_id,
    engine_s: engine_h * H,
    idle_s: idle_h * H,
    distance_m: 0,
  });
  await db
    .insertInto('asset_usage_daily')
    .values([
      usage(a1, '2026-11-01', 5, 1), // Sunday before the range: outside
      usage(a1, '2026-11-02', 8, 2), // Mon, week 45
      usage(a1, '2026-11-03', 4, 1), // Tue, week 45
      usage(a1, '2026-11-14', 2, 0), // Sat, week 46: a day used outside the working days
      usage(a2, '2026-11-09', 10, 5), // Mon, week 46
      usage(a2, '2026-11-16', 9, 0), // Monday after the range: outside
      usage(world.assets.beta[0], '2026-11-03', 7, 7, companyB), // another company: never counted for Alpha
    ])
    .execute();

  // Beta: B-1, B-2 (no unit: untracked), B-3 archived, plus one machine per state.
  const now = Date.now();
  const beta = { site: await place(companyB, 'Beta site'), rented: await tag(companyB, 'Rented') } as AnalyticsFleet['beta'];
  let serial = 0;
  const machine = async (name: string, category: number, heardMsAgo: number, session?: { lastMsAgo: number; idle: boolean }) => {
    const { id } = await db
      .insertInto('assets')
      .values({ company_id: companyB, internal_id: name, name, brand: 'Volvo', model: 'L60H', category, timezone: 'Europe/Stockholm', created_at: created })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('asset_positions')
      .values({ asset_id: id, company_id: companyB, lat: 59.05, lng: 18.05, asset_time: created, location_place_id: null })
      .execute();
    const device = await db
      .insertInto('devices')
      .values({
        company_id: companyB,
        asset_id: id,
        serial_number: `AN-${++serial}`,
        telematic_type: 'TU600',
        integration_source: 'Siteline',
        status: 1,
        last_communication_at: new Date(now - heardMsAgo).toISOString(),
        created_at: created,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (session) {
      const lastTs = now - session.lastMsAgo;
      await db
        .insertInto('engine_sessions')
        .values({
          asset_id: id,
          company_id: companyB,
          device_id: device.id,
          start_ts: lastTs - 3_600_000,
          end_ts: null,
          last_ts: lastTs,
          engine_s: 3600,
          idle_s: 0,
          distance_m: 0,
        })
        .execute();
      // Only what fleet-now reads of the pipeline's DeviceState: the standstill and whether it counts as idle.
      const still = session.idle ? { sinceTs: lastTs - 600_000, counted: true } : null;
      await db
        .insertInto('telemetry_device_state')
        .values({ device_id: device.id, asset_id: id, company_id: companyB, last_ts: lastTs, state: JSON.stringify({ still }), updated_ts: lastTs })
        .execute();
    }
    return id;
  };
  const MIN = 60_000;
  beta.working = await machine('B-working', EXCAVATOR, MIN, { lastMsAgo: 2 * MIN, idle: false });
  beta.idling = await machine('B-idling', WHEEL_LOADER, MIN, { lastMsAgo: MIN, idle: true });
  beta.off = await machine('B-off', WHEEL_LOADER, 60 * MIN);
  // Ignition was on at its last report 40 min ago: past the pipeline's 30-min gap the engine is not known to run.
  beta.staleSession = await machine('B-stale', WHEEL_LOADER, 10 * MIN, { lastMsAgo: 40 * MIN, idle: false });
  beta.silent = await machine('B-silent', EXCAVATOR, 25 * 60 * MIN, { lastMsAgo: 25 * 60 * MIN, idle: false });
  await placeOf(beta.working, beta.site);
  await placeOf(beta.idling, beta.site);
  await link(companyB, beta.rented, beta.working);
  await link(companyB, beta.rented, beta.off);
  return { alpha, beta };
}
