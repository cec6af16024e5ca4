// The analytics fixture fleet on top of the two-company world (fixture.ts), every row visible here.
// Alpha carries the usage history (figures hand-computed in analytics.test.ts); Beta carries one
// machine in each fleet-now state, relative to the real clock (fleet-now is "now").
import { bearer, type World } from './fixture.ts';
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

export interface AfterHoursFleet {
  /** Alpha's site with a place alert (weekdays 18:00-06:00, weekend whole day, holiday Wed 2026-11-04). */
  site: number;
  /** Beta's site with a place alert of its own. */
  betaSite: number;
}

/**
 * After-hours use (decision 0062) on top of the analytics fleet: place alerts' shifts and holidays,
 * place stays and engine sessions, every one commented with its hand-computed share. Stockholm is
 * UTC+1 in November, so local 16:00 is 15:00Z.
 */
export async function seedAfterHours(world: World, fleet: AnalyticsFleet): Promise<AfterHoursFleet> {
  const { db } = world;
  const { alpha: companyA, beta: companyB } = world.companies;
  const [a1, a2] = world.assets.alpha;
  const alert = async (company_id: number, place_id: number, key: string, holidays: string[], shifts: { days: number; start: string; end: string }[]) => {
    const { id } = await db
      .insertInto('alerts')
      .values({
        company_id,
        alert_key: key,
        kind: 'place',
        alert_type: 'PlaceAlert',
        place_id,
        enabled: 1,
        notify_all_new_users: 0,
        holidays: JSON.stringify(holidays),
        created_at: created,
        updated_at: created,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const s of shifts) await db.insertInto('alert_work_shifts').values({ alert_id: id, days: s.days, start_time: s.start, end_time: s.end }).execute();
  };
  // Two alerts on the site: their shifts and holidays add up (the presets: weekdays 18:00-06:00, weekend whole day).
  await alert(companyA, fleet.alpha.site, 'ah-1', ['2026-11-04'], [{ days: 0b0011111, start: '18:00', end: '06:00' }]);
  await alert(companyA, fleet.alpha.site, 'ah-2', [], [{ days: 0b1100000, start: '00:00', end: '00:00' }]);
  await alert(companyB, fleet.beta.site, 'ah-b', [], [{ days: 0b1111111, start: '00:00', end: '00:00' }]);

  const at = (iso: string) => Date.parse(iso);
  const stay = (company_id: number, place_id: number, asset_id: number, entry: string, exit: string | null) =>
    db
      .insertInto('place_stays')
      .values({ company_id, place_id, asset_id, entry_ts: at(entry), exit_ts: exit === null ? null : at(exit) })
      .execute();
  let device = 9000;
  const session = (company_id: number, asset_id: number, start: string, end: string, engineH: number) =>
    db
      .insertInto('engine_sessions')
      .values({
        asset_id,
        company_id,
        device_id: ++device,
        start_ts: at(start),
        end_ts: at(end),
        last_ts: at(end),
        engine_s: engineH * H,
        idle_s: 0,
        distance_m: 0,
      })
      .execute();
  // A-1 is on the site from Sunday 2026-11-01 on.
  await stay(companyA, fleet.alpha.site, a1, '2026-11-01T11:00:00Z', null);
  await session(companyA, a1, '2026-11-01T09:00:00Z', '2026-11-01T10:00:00Z', 1); // Sun 10-11 before the range: not counted
  await session(companyA, a1, '2026-11-02T15:00:00Z', '2026-11-02T19:00:00Z', 4); // Mon 16-20: 18-20 after hours = 2 h
  await session(companyA, a1, '2026-11-04T09:00:00Z', '2026-11-04T11:00:00Z', 2); // Wed 10-12, a holiday: 2 h holiday
  await session(companyA, a1, '2026-11-05T04:00:00Z', '2026-11-05T06:00:00Z', 1); // Thu 05-07, 1 h engine over 2 h: 05-06 (Wed's night) = 0.5 h
  await session(companyA, a1, '2026-11-14T08:00:00Z', '2026-11-14T10:00:00Z', 2); // Sat 09-11: weekend = 2 h
  await session(companyA, a1, '2026-11-15T22:00:00Z', '2026-11-16T00:00:00Z', 2); // Sun 23 - Mon 01: 1 h in the range, weekend = 1 h
  // A-2 visits the site on Monday 2026-11-09 08:00-12:00; its session 05:00-09:00 is at the site 08-09 only (1 h, working hours).
  await stay(companyA, fleet.alpha.site, a2, '2026-11-09T07:00:00Z', '2026-11-09T11:00:00Z');
  await session(companyA, a2, '2026-11-09T04:00:00Z', '2026-11-09T08:00:00Z', 4);
  // Beta: a whole-week shift and one session at its site; never counted for Alpha.
  await stay(companyB, fleet.beta.site, fleet.beta.off, '2026-11-02T00:00:00Z', null);
  await session(companyB, fleet.beta.off, '2026-11-03T10:00:00Z', '2026-11-03T13:00:00Z', 3);
  return { site: fleet.alpha.site, betaSite: fleet.beta.site };
}

/** The fixture's callers: Alpha's owner and User, Beta's owner, and a support agent not impersonating. */
export async function analyticsTokens(world: World) {
  const token = async (email: string, scope?: 0 | 3) => (await world.login(email, scope)).access_token;
  return {
    alphaOwner: await token('owner@alpha.test'),
    alphaUser: await token('user@alpha.test'),
    betaOwner: await token('owner@beta.test'),
    support: await token('support@siteline.test', 3),
  };
}

/** POST /api/web/v1/analytics/<path> as `token`. */
export const analyticsCall = (world: World, path: string, payload: object, token: string) =>
  world.app.inject({ method: 'POST', url: `/api/web/v1/analytics/${path}`, headers: bearer(token), payload });
