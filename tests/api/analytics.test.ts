// The analytics dashboard's calls (issue 29) on the fixture fleet of analyticsFixture.ts: every
// expected figure is a literal computed by hand in the comment beside it. Runs on SQLite and
// PostgreSQL like every API suite.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createWorld, type World } from './fixture.ts';
import { analyticsCall, analyticsTokens, EXCAVATOR, seedAnalyticsFleet, WHEEL_LOADER, type AnalyticsFleet } from './analyticsFixture.ts';
import { fleetLinks, MACHINE_STATES, readFleetFilters } from '../../src/features/fleet/fleetLinks.ts';

let world: World;
let fleet: AnalyticsFleet;
let alphaOwner: string;
let alphaUser: string;
let betaOwner: string;
let support: string;

beforeAll(async () => {
  world = await createWorld();
  fleet = await seedAnalyticsFleet(world);
  ({ alphaOwner, alphaUser, betaOwner, support } = await analyticsTokens(world));
});
afterAll(() => world.close());

const call = (path: string, payload: object, token = alphaOwner) => analyticsCall(world, path, payload, token);
// Two ISO weeks, Monday 2026-11-02 (week 45) to Sunday 2026-11-15 (week 46): 10 working days.
const RANGE = { fromDay: '2026-11-02', toDay: '2026-11-15' };

describe('POST /api/web/v1/analytics/fleet-now', () => {
  it('puts every active machine in one state, overall and per family, place and tag, with the grid filter', async () => {
    const res = await call('fleet-now', {}, betaOwner);
    expect(res.statusCode).toBe(200);
    const now = res.json().data;
    // B-working, B-idling, B-off + B-stale (session 40 min old: off), B-silent (heard 25 h ago),
    // B-1 and B-2 without a unit; B-3 archived is not counted: 1 + 1 + 2 + 1 + 2 = 7.
    expect(now.counts).toEqual({ working: 1, idling: 1, off: 2, silent: 1, untracked: 2, total: 7 });
    // Excavators: B-1, B-2 (untracked), B-working, B-silent = 4; wheel loaders: B-idling, B-off, B-stale = 3.
    expect(now.byFamily).toEqual({
      total: 2,
      groups: [
        {
          id: EXCAVATOR,
          name: 'Excavator',
          counts: { working: 1, idling: 0, off: 0, silent: 1, untracked: 2, total: 4 },
          gridFilter: [{ fieldName: 'category', filterFunction: 'enum', value: [EXCAVATOR] }],
        },
        {
          id: WHEEL_LOADER,
          name: 'Wheel loader',
          counts: { working: 0, idling: 1, off: 2, silent: 0, untracked: 0, total: 3 },
          gridFilter: [{ fieldName: 'category', filterFunction: 'enum', value: [WHEEL_LOADER] }],
        },
      ],
    });
    // The site holds B-working and B-idling; the other 5 are in no place.
    expect(now.byPlace.groups).toEqual([
      {
        id: null,
        name: '',
        counts: { working: 0, idling: 0, off: 2, silent: 1, untracked: 2, total: 5 },
        gridFilter: [{ fieldName: 'locationPlaceId', filterFunction: 'eq', value: null }],
      },
      {
        id: fleet.beta.site,
        name: 'Beta site',
        counts: { working: 1, idling: 1, off: 0, silent: 0, untracked: 0, total: 2 },
        gridFilter: [{ fieldName: 'locationPlaceId', filterFunction: 'eq', value: fleet.beta.site }],
      },
    ]);
    expect(now.byTag.groups).toEqual([
      {
        id: fleet.beta.rented,
        name: 'Rented',
        counts: { working: 1, idling: 0, off: 1, silent: 0, untracked: 0, total: 2 },
        gridFilter: [{ fieldName: 'tags', filterFunction: 'tags', value: [fleet.beta.rented] }],
      },
    ]);
    // groupLimit bounds each list; total still says how many groups there are.
    const limited = (await call('fleet-now', { groupLimit: 1 }, betaOwner)).json().data;
    expect(limited.byFamily.total).toBe(2);
    expect(limited.byFamily.groups.map((g: { id: number }) => g.id)).toEqual([EXCAVATOR]);
  });

  it("never counts another company's machines", async () => {
    // Alpha: A-1..A-3 without units (A-4 archived); Beta's running machines are not Alpha's.
    const now = (await call('fleet-now', {})).json().data;
    expect(now.counts).toEqual({ working: 0, idling: 0, off: 0, silent: 0, untracked: 3, total: 3 });
  });

  it('lists what the fleet grid filters open: the grid answers the counted machines', async () => {
    const now = (await call('fleet-now', {}, betaOwner)).json().data;
    for (const group of [...now.byFamily.groups, ...now.byPlace.groups, ...now.byTag.groups]) {
      const grid = await world.app.inject({
        method: 'POST',
        url: '/api/web/v1/assets/assets',
        headers: bearer(betaOwner),
        payload: { filterExpressions: group.gridFilter },
      });
      expect(grid.statusCode).toBe(200);
      expect(grid.json().data.summary.total, JSON.stringify(group.gridFilter)).toBe(group.counts.total);
    }
  });

  it("opens the same machines through the dashboard's links: /fleet?family, ?place and ?tag as the grid's filters", async () => {
    const now = (await call('fleet-now', {}, betaOwner)).json().data;
    const links = [
      ...now.byFamily.groups.map((g: { id: number }) => [g, fleetLinks.family(g.id)]),
      // "In no place" has no link (the address takes place ids only).
      ...now.byPlace.groups.filter((g: { id: number | null }) => g.id !== null).map((g: { id: number }) => [g, fleetLinks.place(g.id)]),
      ...now.byTag.groups.map((g: { id: number }) => [g, fleetLinks.tag(g.id)]),
    ] as [{ counts: { total: number } }, string][];
    expect(links.length).toBeGreaterThan(3);
    for (const [group, link] of links) {
      const filterExpressions = readFleetFilters(new URLSearchParams(link.split('?')[1]));
      expect(filterExpressions, link).toHaveLength(1);
      const grid = await world.app.inject({ method: 'POST', url: '/api/web/v1/assets/assets', headers: bearer(betaOwner), payload: { filterExpressions } });
      expect(grid.statusCode, link).toBe(200);
      expect(grid.json().data.summary.total, link).toBe(group.counts.total);
    }
  });
  it('opens each state count, overall and per group, as /fleet?state=… with the same machines', async () => {
    const now = (await call('fleet-now', {}, betaOwner)).json().data;
    const total = async (link: string) => {
      const filterExpressions = readFleetFilters(new URLSearchParams(link.split('?')[1]));
      const grid = await world.app.inject({ method: 'POST', url: '/api/web/v1/assets/assets', headers: bearer(betaOwner), payload: { filterExpressions } });
      expect(grid.statusCode, link).toBe(200);
      return grid.json().data.summary.total as number;
    };
    for (const state of MACHINE_STATES) {
      expect(await total(fleetLinks.state(state)), state).toBe(now.counts[state]);
      for (const group of now.byFamily.groups) expect(await total(fleetLinks.family(group.id, state)), `${group.name} ${state}`).toBe(group.counts[state]);
      for (const group of now.byTag.groups) expect(await total(fleetLinks.tag(group.id, state)), `${group.name} ${state}`).toBe(group.counts[state]);
    }
    // Each state is one machine at least in this fleet (B-working, B-idling, …): the filter is not "everything".
    expect(MACHINE_STATES.map((s) => now.counts[s] > 0)).toEqual(MACHINE_STATES.map(() => true));
    // Another company's machines never match, and a name outside the list is a 400 naming the field.
    const bad = await world.app.inject({
      method: 'POST',
      url: '/api/web/v1/assets/assets',
      headers: bearer(betaOwner),
      payload: { filterExpressions: [{ fieldName: 'machineState', filterFunction: 'enum', value: ['asleep'] }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('filterExpressions.0.value');
  });
});

describe('POST /api/web/v1/analytics/utilization', () => {
  it('sums engine, working and idle hours, days used and hours per working day over the range', async () => {
    const res = await call('utilization', { ...RANGE, unusedDays: 7 });
    expect(res.statusCode).toBe(200);
    const u = res.json().data;
    expect(u).toMatchObject({ fromDay: '2026-11-02', toDay: '2026-11-15', workingDays: 10, unusedDays: 7 });
    // 8 + 4 + 2 = 14 h engine, 2 + 1 + 0 = 3 h idle; A-2: 10 h engine, 5 h idle; A-3: nothing.
    // Together 24 h engine, 8 h idle, 16 h working, 8 / 24 = 33.3 % idle, 3 + 1 = 4 days used,
    // 24 h / (3 machines × 10 working days) = 0.8 h per machine and working day.
    expect(u.totals).toEqual({ machines: 3, engineHours: 24, workingHours: 16, idleHours: 8, idlePercent: 33.3, daysUsed: 4, hoursPerWorkingDay: 0.8 });
    expect(u.weeks).toEqual([
      // Week 45: A-1 8 + 4 = 12 h engine, 2 + 1 = 3 h idle (25 %), 2 days; 12 / (3 × 5) = 0.8.
      {
        week: '2026-W45',
        fromDay: '2026-11-02',
        toDay: '2026-11-08',
        workingDays: 5,
        engineHours: 12,
        workingHours: 9,
        idleHours: 3,
        idlePercent: 25,
        daysUsed: 2,
        hoursPerWorkingDay: 0.8,
      },
      // Week 46: A-1 2 h (Saturday) + A-2 10 h = 12 h, 0 + 5 = 5 h idle (5 / 12 = 41.7 %), 2 days; 12 / 15 = 0.8.
      {
        week: '2026-W46',
        fromDay: '2026-11-09',
        toDay: '2026-11-15',
        workingDays: 5,
        engineHours: 12,
        workingHours: 7,
        idleHours: 5,
        idlePercent: 41.7,
        daysUsed: 2,
        hoursPerWorkingDay: 0.8,
      },
    ]);
    // Excavators A-1 + A-2: 24 h, 8 h idle, 4 days, 24 / (2 × 10) = 1.2. Wheel loader A-3: zeros, no idle share.
    expect(u.byFamily).toEqual({
      total: 2,
      groups: [
        {
          id: EXCAVATOR,
          name: 'Excavator',
          machines: 2,
          engineHours: 24,
          workingHours: 16,
          idleHours: 8,
          idlePercent: 33.3,
          daysUsed: 4,
          hoursPerWorkingDay: 1.2,
        },
        {
          id: WHEEL_LOADER,
          name: 'Wheel loader',
          machines: 1,
          engineHours: 0,
          workingHours: 0,
          idleHours: 0,
          idlePercent: null,
          daysUsed: 0,
          hoursPerWorkingDay: 0,
        },
      ],
    });
    // The site (A-1 + A-3): 14 h, 3 h idle = 21.4 %, 3 days, 14 / 20 = 0.7. No place: 10 h, 5 h idle = 50 %, 10 / 10 = 1.
    const site = { machines: 2, engineHours: 14, workingHours: 11, idleHours: 3, idlePercent: 21.4, daysUsed: 3, hoursPerWorkingDay: 0.7 };
    const a2 = { machines: 1, engineHours: 10, workingHours: 5, idleHours: 5, idlePercent: 50, daysUsed: 1, hoursPerWorkingDay: 1 };
    expect(u.byPlace.groups).toEqual([
      { id: fleet.alpha.site, name: 'Kv. Gasklockan', ...site },
      { id: null, name: '', ...a2 },
    ]);
    // Tag Heavy carries A-1 and A-3 (as the site), Light carries A-2.
    expect(u.byTag.groups).toEqual([
      { id: fleet.alpha.heavy, name: 'Heavy', ...site },
      { id: fleet.alpha.light, name: 'Light', ...a2 },
    ]);
    // Top idlers by idle hours: A-2 (5 h), A-1 (3 h); A-3 never idled.
    expect(u.topIdlers.map((m: { internalId: string; idleHours: number }) => [m.internalId, m.idleHours])).toEqual([
      ['A-2', 5],
      ['A-1', 3],
    ]);
    // Unused for 7 days = no engine time 2026-11-09..15: A-1 ran on the 14th, A-2 on the 9th; A-3 never.
    expect(u.unused.total).toBe(1);
    expect(u.unused.machines.map((m: { internalId: string }) => m.internalId)).toEqual(['A-3']);
  });

  it('counts a machine unused when its last engine day falls before the last N days', async () => {
    // N = 6: 2026-11-10..15; A-2 last ran on the 9th.
    const u = (await call('utilization', { ...RANGE, unusedDays: 6 })).json().data;
    expect(u.unused.machines.map((m: { internalId: string }) => m.internalId)).toEqual(['A-2', 'A-3']);
    // N = 1: only the 15th; nobody ran on it.
    expect((await call('utilization', { ...RANGE, unusedDays: 1 })).json().data.unused.total).toBe(3);
  });

  it('adds the days outside whole ISO weeks to the weeks', async () => {
    // Tue 2026-11-03 .. Sun 2026-11-22: whole weeks 46 and 47, plus Tue-Sun of week 45.
    // 4 h (3rd, 1 h idle) + 2 h (14th) = 6 h; A-2: 10 h (9th, 5 h idle) + 9 h (16th) = 19 h.
    // 25 h engine, 6 h idle (24 %), 2 + 2 = 4 days; working days 4 + 5 + 5 = 14; 25 / (3 × 14) = 0.595… → 0.6.
    const u = (await call('utilization', { fromDay: '2026-11-03', toDay: '2026-11-22' })).json().data;
    expect(u.workingDays).toBe(14);
    expect(u.totals).toEqual({ machines: 3, engineHours: 25, workingHours: 19, idleHours: 6, idlePercent: 24, daysUsed: 4, hoursPerWorkingDay: 0.6 });
    expect(u.weeks.map((w: { week: string; fromDay: string; engineHours: number }) => [w.week, w.fromDay, w.engineHours])).toEqual([
      ['2026-W45', '2026-11-03', 4],
      ['2026-W46', '2026-11-09', 12],
      ['2026-W47', '2026-11-16', 9],
    ]);
    // No whole week at all (Tue..Sat): every day from the daily sums. A-1 4 + 2, A-2 10 = 16 h.
    expect((await call('utilization', { fromDay: '2026-11-03', toDay: '2026-11-14' })).json().data.totals.engineHours).toBe(16);
  });

  it('keeps the weekly sums in step with every increment of the daily ones, late reports included', async () => {
    const a3 = world.assets.alpha[2];
    const { alpha } = world.companies;
    // The pipeline's write: insert, or add to the day already there (bulk.ts, the same SQL on both databases).
    const add = (day: string, engine_s: number, idle_s: number) =>
      world.db
        .insertInto('asset_usage_daily')
        .values({ asset_id: a3, day, company_id: alpha, engine_s, idle_s, distance_m: 0 })
        .onConflict((oc) =>
          oc.columns(['asset_id', 'day']).doUpdateSet((eb) => ({
            engine_s: eb('asset_usage_daily.engine_s', '+', eb.ref('excluded.engine_s')),
            idle_s: eb('asset_usage_daily.idle_s', '+', eb.ref('excluded.idle_s')),
          })),
        )
        .execute();
    await add('2026-11-24', 0, 0); // a day with fixes but no engine time: not a day used
    await add('2026-11-24', 2 * 3600, 1800); // its first engine time: now a day used
    await add('2026-11-25', 3600, 0);
    await add('2026-11-24', 1800, 0); // a late report for the 24th
    const week = await world.db
      .selectFrom('asset_usage_weekly')
      .selectAll()
      .where('asset_id', '=', a3)
      .where('week', '=', '2026-11-23')
      .executeTakeFirstOrThrow();
    // 2 h + 0.5 h + 1 h = 3.5 h engine = 12,600 s; 0.5 h idle; 2 days used.
    expect({ engine: Number(week.engine_s), idle: Number(week.idle_s), days: Number(week.days_used) }).toEqual({ engine: 12_600, idle: 1800, days: 2 });
    const u = (await call('utilization', { fromDay: '2026-11-23', toDay: '2026-11-29', familyIds: [WHEEL_LOADER] })).json().data;
    // 3.5 h over 1 machine × 5 working days = 0.7; 0.5 / 3.5 = 14.3 % idle.
    expect(u.totals).toEqual({ machines: 1, engineHours: 3.5, workingHours: 3, idleHours: 0.5, idlePercent: 14.3, daysUsed: 2, hoursPerWorkingDay: 0.7 });
  });

  it('narrows to a family, place or tag', async () => {
    const byTag = (await call('utilization', { ...RANGE, tagIds: [fleet.alpha.light] })).json().data;
    // A-2 alone: 10 h over 1 machine × 10 working days = 1.
    expect(byTag.totals).toEqual({ machines: 1, engineHours: 10, workingHours: 5, idleHours: 5, idlePercent: 50, daysUsed: 1, hoursPerWorkingDay: 1 });
    const byPlace = (await call('utilization', { ...RANGE, placeIds: [fleet.alpha.site], familyIds: [EXCAVATOR] })).json().data;
    // The site's excavators: A-1 alone, 14 h / 10 = 1.4.
    expect(byPlace.totals).toMatchObject({ machines: 1, engineHours: 14, idlePercent: 21.4, hoursPerWorkingDay: 1.4 });
  });

  it('defaults to the last 4 full ISO weeks', async () => {
    const u = (await call('utilization', {})).json().data;
    expect(u.weeks).toHaveLength(4);
    expect(new Date(`${u.fromDay}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(new Date(`${u.toDay}T00:00:00Z`).getUTCDay()).toBe(0);
    expect(u.workingDays).toBe(20);
  });
});

describe('POST /api/web/v1/analytics/utilization/machines', () => {
  const ids = (res: { json(): { data: { data: { internalId: string }[] } } }) => res.json().data.data.map((m) => m.internalId);

  it('lists every machine with its figures, sorted and paged', async () => {
    const res = await call('utilization/machines', RANGE);
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page.total).toBe(3);
    // 14 h engine, 3 h idle, 11 h working, 3 / 14 = 21.4 %, 3 days used, 14 / 10 = 1.4 h a working day.
    expect(page.data[0]).toEqual({
      assetId: world.assets.alpha[0],
      name: 'A machine 1',
      internalId: 'A-1',
      familyId: EXCAVATOR,
      placeId: fleet.alpha.site,
      engineHours: 14,
      workingHours: 11,
      idleHours: 3,
      idlePercent: 21.4,
      daysUsed: 3,
      hoursPerWorkingDay: 1.4,
      lastUsedDay: '2026-11-14',
      unused: false,
    });
    expect(ids(res)).toEqual(['A-1', 'A-2', 'A-3']);
    expect(ids(await call('utilization/machines', { ...RANGE, start: 1, limit: 1 }))).toEqual(['A-2']);
    // Idle % ascending: 21.4, 50, then A-3 without engine time last.
    expect(ids(await call('utilization/machines', { ...RANGE, sortBy: 'idlePercent', sortOrder: 0 }))).toEqual(['A-1', 'A-2', 'A-3']);
    expect(ids(await call('utilization/machines', { ...RANGE, sortBy: 'idlePercent', sortOrder: 1 }))).toEqual(['A-2', 'A-1', 'A-3']);
    expect(ids(await call('utilization/machines', { ...RANGE, unusedOnly: true, unusedDays: 6 }))).toEqual(['A-2', 'A-3']);
  });
});

describe('rights, isolation and bounds', () => {
  it('answers any web user of the company, and a support agent only while impersonating', async () => {
    expect((await call('utilization', RANGE, alphaUser)).statusCode).toBe(200);
    for (const path of ['fleet-now', 'utilization', 'utilization/machines']) expect((await call(path, RANGE, support)).statusCode).toBe(403);
    const start = await world.app.inject({
      method: 'POST',
      url: '/api/auth/v1/impersonate',
      headers: bearer(support),
      payload: { userUuid: world.users['owner@alpha.test'].uuid },
    });
    expect(start.statusCode).toBe(200);
    const impersonating = start.json().data.access_token;
    expect((await call('utilization', RANGE, impersonating)).json().data.totals.engineHours).toBe(24);
    expect((await call('fleet-now', {}, impersonating)).json().data.counts.total).toBe(3);
  });

  it("answers 404 for another company's place or tag, and never counts its usage", async () => {
    for (const body of [{ placeIds: [fleet.beta.site] }, { tagIds: [fleet.beta.rented] }, { placeIds: [fleet.alpha.site, fleet.beta.site] }]) {
      for (const path of ['utilization', 'utilization/machines']) expect((await call(path, { ...RANGE, ...body })).statusCode, JSON.stringify(body)).toBe(404);
    }
    // Beta's only usage row (B-1, 7 h on 2026-11-03) is Beta's alone.
    const beta = (await call('utilization', RANGE, betaOwner)).json().data;
    expect(beta.totals).toMatchObject({ engineHours: 7, idleHours: 7, idlePercent: 100 });
    expect(beta.weeks[0].engineHours).toBe(7);
  });

  it('refuses bad ranges, N and oversized lists with 400 naming the field', async () => {
    const fields = async (path: string, body: object) => {
      const res = await call(path, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      return res.json().error.fields;
    };
    expect(await fields('utilization', { fromDay: '2026-11-15', toDay: '2026-11-02' })).toEqual({ fromDay: ['must not be after toDay'] });
    expect(await fields('utilization', { fromDay: '2025-01-01', toDay: '2026-01-02' })).toEqual({ toDay: ['at most 366 days'] });
    expect(await fields('utilization', { fromDay: '2026-02-30', toDay: '2026-03-02' })).toEqual({ fromDay: ['Not a valid day'] });
    expect(await fields('utilization', { fromDay: '2026-11-02' })).toEqual({ toDay: ['required with fromDay'] });
    expect(await fields('utilization', { ...RANGE, unusedDays: 15 })).toEqual({ unusedDays: ["at most the range's 14 days"] });
    expect(Object.keys(await fields('utilization', { ...RANGE, unusedDays: 0 }))).toEqual(['unusedDays']);
    expect(Object.keys(await fields('utilization', { ...RANGE, unusedDays: 1.5 }))).toEqual(['unusedDays']);
    expect(Object.keys(await fields('utilization', { ...RANGE, placeIds: Array.from({ length: 101 }, (_, i) => i + 1) }))).toEqual(['placeIds']);
    expect(Object.keys(await fields('utilization', { ...RANGE, familyIds: [999] }))).toEqual(['familyIds']);
    expect(Object.keys(await fields('utilization', { ...RANGE, topIdlers: 51 }))).toEqual(['topIdlers']);
    expect(Object.keys(await fields('utilization/machines', { ...RANGE, limit: 101 }))).toEqual(['limit']);
    expect(Object.keys(await fields('utilization/machines', { ...RANGE, sortBy: 'secret' }))).toEqual(['sortBy']);
    expect(Object.keys(await fields('fleet-now', { groupLimit: 501 }))).toEqual(['groupLimit']);
  });
});
