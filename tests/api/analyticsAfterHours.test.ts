// After-hours use (issue 29, decision 0062) on the analytics fixture fleet with place alerts, stays
// and engine sessions (analyticsFixture.ts seedAfterHours): every expected figure is a literal
// computed by hand beside it. Runs on SQLite and PostgreSQL like every API suite.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, type World } from './fixture.ts';
import { analyticsCall, analyticsTokens, EXCAVATOR, seedAfterHours, seedAnalyticsFleet, WHEEL_LOADER, type AfterHoursFleet } from './analyticsFixture.ts';

let world: World;
let places: AfterHoursFleet;
let alphaOwner: string;
let alphaUser: string;
let betaOwner: string;
let support: string;

beforeAll(async () => {
  world = await createWorld();
  places = await seedAfterHours(world, await seedAnalyticsFleet(world));
  ({ alphaOwner, alphaUser, betaOwner, support } = await analyticsTokens(world));
});
afterAll(() => world.close());

const call = (path: string, payload: object, token = alphaOwner) => analyticsCall(world, path, payload, token);
// Monday 2026-11-02 to Sunday 2026-11-15, in the site's zone (Europe/Stockholm, UTC+1).
const RANGE = { fromDay: '2026-11-02', toDay: '2026-11-15' };

describe('POST /api/web/v1/analytics/after-hours', () => {
  it("sums engine time inside the place alerts' shifts and on holidays, per place and per machine and place", async () => {
    const res = await call('after-hours', RANGE);
    expect(res.statusCode).toBe(200);
    const a = res.json().data;
    expect(a).toMatchObject({ ...RANGE, placesWithShifts: 1 });
    // A-1: engine 4 + 2 + 1 + 2 + 1 = 10 h; outside the shifts' hours 2 + 0.5 + 2 + 1 = 5.5 h; holiday 2 h;
    // after hours 7.5 h = 75 %. A-2: 1 h at the site (08-09 on a Monday), none after hours.
    expect(a.machines).toEqual({
      total: 2,
      rows: [
        {
          assetId: world.assets.alpha[0],
          name: 'A machine 1',
          internalId: 'A-1',
          familyId: EXCAVATOR,
          placeId: places.site,
          placeName: 'Kv. Gasklockan',
          engineHours: 10,
          outsideShiftHours: 5.5,
          holidayHours: 2,
          afterHoursHours: 7.5,
          afterHoursPercent: 75,
        },
        {
          assetId: world.assets.alpha[1],
          name: 'A machine 2',
          internalId: 'A-2',
          familyId: EXCAVATOR,
          placeId: places.site,
          placeName: 'Kv. Gasklockan',
          engineHours: 1,
          outsideShiftHours: 0,
          holidayHours: 0,
          afterHoursHours: 0,
          afterHoursPercent: 0,
        },
      ],
    });
    // The site: 11 h engine, 7.5 h after hours = 68.2 %.
    const site = { engineHours: 11, outsideShiftHours: 5.5, holidayHours: 2, afterHoursHours: 7.5, afterHoursPercent: 68.2 };
    expect(a.places).toEqual([{ placeId: places.site, name: 'Kv. Gasklockan', timeZone: 'Europe/Stockholm', machines: 2, ...site }]);
    expect(a.totals).toEqual({ machines: 2, ...site });
  });

  it("reads a range's days in the place's zone and cuts sessions at its ends", async () => {
    // Only Sunday 2026-11-15: the Sunday 23-24 part of the session running into Monday, 1 h, weekend.
    const sunday = (await call('after-hours', { fromDay: '2026-11-15', toDay: '2026-11-15' })).json().data;
    expect(sunday.totals).toEqual({ machines: 1, engineHours: 1, outsideShiftHours: 1, holidayHours: 0, afterHoursHours: 1, afterHoursPercent: 100 });
    // Only the holiday: 2 h, all holiday.
    const holiday = (await call('after-hours', { fromDay: '2026-11-04', toDay: '2026-11-04' })).json().data;
    expect(holiday.totals).toMatchObject({ engineHours: 2, outsideShiftHours: 0, holidayHours: 2, afterHoursPercent: 100 });
  });

  it('narrows to families, tags and places', async () => {
    // Wheel loaders (A-3 only) never ran.
    expect((await call('after-hours', { ...RANGE, familyIds: [WHEEL_LOADER] })).json().data.totals).toMatchObject({
      machines: 0,
      engineHours: 0,
      afterHoursPercent: null,
    });
    // Tag Light: A-2 only.
    const light = await world.db.selectFrom('tags').select('id').where('name', '=', 'Light').executeTakeFirstOrThrow();
    expect((await call('after-hours', { ...RANGE, tagIds: [light.id] })).json().data.machines.rows.map((r: { internalId: string }) => r.internalId)).toEqual([
      'A-2',
    ]);
    expect((await call('after-hours', { ...RANGE, placeIds: [places.site], limit: 1, start: 1 })).json().data.machines).toMatchObject({
      total: 2,
      rows: [{ internalId: 'A-2' }],
    });
  });

  it("keeps each company to its own places: Beta's whole-week shift counts only for Beta, its place is a 404 for Alpha", async () => {
    const beta = (await call('after-hours', RANGE, betaOwner)).json().data;
    expect(beta.totals).toEqual({ machines: 1, engineHours: 3, outsideShiftHours: 3, holidayHours: 0, afterHoursHours: 3, afterHoursPercent: 100 });
    expect((await call('after-hours', { ...RANGE, placeIds: [places.betaSite] })).statusCode).toBe(404);
  });

  it('answers any web user of the company, not a support agent who is not impersonating', async () => {
    expect((await call('after-hours', RANGE, alphaUser)).statusCode).toBe(200);
    expect((await call('after-hours', RANGE, support)).statusCode).toBe(403);
  });

  it('refuses bad ranges and limits with 400 naming the field', async () => {
    const fields = async (body: object) => {
      const res = await call('after-hours', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      return res.json().error.fields;
    };
    expect(await fields({ fromDay: '2026-11-15', toDay: '2026-11-02' })).toEqual({ fromDay: ['must not be after toDay'] });
    expect(await fields({ fromDay: '2025-01-01', toDay: '2026-01-02' })).toEqual({ toDay: ['at most 366 days'] });
    expect(Object.keys(await fields({ ...RANGE, limit: 101 }))).toEqual(['limit']);
    expect(Object.keys(await fields({ ...RANGE, familyIds: [999] }))).toEqual(['familyIds']);
    expect(Object.keys(await fields({ ...RANGE, placeIds: Array.from({ length: 101 }, (_, i) => i + 1) }))).toEqual(['placeIds']);
    expect(Object.keys(await fields({ ...RANGE, unusedDays: 3 }))).toEqual(['unusedDays']);
  });
});
