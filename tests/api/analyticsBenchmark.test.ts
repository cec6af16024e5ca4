// The benchmark (issue 29, decision 0062) on the analytics fixture fleet (analyticsFixture.ts): each
// machine against its family's (or brand and model's) median, and the totals against the previous
// period; every expected figure is a literal computed by hand beside it. Both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, type World } from './fixture.ts';
import { analyticsCall, analyticsTokens, EXCAVATOR, seedAnalyticsFleet, WHEEL_LOADER, type AnalyticsFleet } from './analyticsFixture.ts';
import { median } from '../../server/src/analytics/benchmark.ts';

let world: World;
let fleet: AnalyticsFleet;
let alphaOwner: string;
let alphaUser: string;
let support: string;

beforeAll(async () => {
  world = await createWorld();
  fleet = await seedAnalyticsFleet(world);
  ({ alphaOwner, alphaUser, support } = await analyticsTokens(world));
});
afterAll(() => world.close());

const call = (payload: object, token = alphaOwner) => analyticsCall(world, 'benchmark', payload, token);
// Two ISO weeks, 2026-11-02 to 2026-11-15: 10 working days. The previous period: 2026-10-19 to 2026-11-01, 10 working days.
const RANGE = { fromDay: '2026-11-02', toDay: '2026-11-15' };

describe('the median', () => {
  it('is the middle value, or the mean of the two middle ones', () => {
    expect(median([])).toBeNull();
    expect(median([3])).toBe(3);
    expect(median([9, 1, 5])).toBe(5);
    expect(median([10, 14])).toBe(12);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});

describe('POST /api/web/v1/analytics/benchmark', () => {
  it("compares each machine with its family's median and the totals with the previous period", async () => {
    const res = await call(RANGE);
    expect(res.statusCode).toBe(200);
    const b = res.json().data;
    expect(b).toMatchObject({ ...RANGE, groupBy: 'family', workingDays: 10 });
    // Excavators A-1 (14 h, 3 idle = 21.43 %, 1.4 h a day) and A-2 (10 h, 5 idle = 50 %, 1.0 h a day):
    // medians 12 h, (21.43 + 50) / 2 = 35.7 %, 1.2 h. Wheel loader A-3 alone: 0 h, no idle %, 0 h a day.
    expect(b.groups).toEqual([
      { group: 'Excavator', machines: 2, median: { engineHours: 12, idlePercent: 35.7, hoursPerWorkingDay: 1.2 } },
      { group: 'Wheel loader', machines: 1, median: { engineHours: 0, idlePercent: null, hoursPerWorkingDay: 0 } },
    ]);
    expect(b.machines.total).toBe(3);
    // +2 h, 21.43 − 35.71 = −14.3 points, +0.2 h a day.
    expect(b.machines.rows[0]).toEqual({
      assetId: world.assets.alpha[0],
      name: 'A machine 1',
      internalId: 'A-1',
      familyId: EXCAVATOR,
      group: 'Excavator',
      peers: 2,
      engineHours: 14,
      idlePercent: 21.4,
      hoursPerWorkingDay: 1.4,
      median: { engineHours: 12, idlePercent: 35.7, hoursPerWorkingDay: 1.2 },
      difference: { engineHours: 2, idlePercent: -14.3, hoursPerWorkingDay: 0.2 },
    });
    // −2 h, +14.3 points, −0.2 h a day.
    expect(b.machines.rows[1]).toMatchObject({ internalId: 'A-2', difference: { engineHours: -2, idlePercent: 14.3, hoursPerWorkingDay: -0.2 } });
    // A-3 never ran: the median of its own family (itself), no idle % to compare.
    expect(b.machines.rows[2]).toMatchObject({
      internalId: 'A-3',
      familyId: WHEEL_LOADER,
      peers: 1,
      difference: { engineHours: 0, idlePercent: null, hoursPerWorkingDay: 0 },
    });
    // Now 24 h engine, 8 h idle (33.3 %), days used A-1 3 + A-2 1 = 4, 24 / (3 × 10) = 0.8 h a day.
    expect(b.current).toEqual({
      ...RANGE,
      workingDays: 10,
      machines: 3,
      engineHours: 24,
      workingHours: 16,
      idleHours: 8,
      idlePercent: 33.3,
      daysUsed: 4,
      hoursPerWorkingDay: 0.8,
    });
    // Before: only A-1 on Sunday 2026-11-01, 5 h engine, 1 h idle (20 %); 5 / 30 = 0.17 h a day.
    expect(b.previous).toEqual({
      fromDay: '2026-10-19',
      toDay: '2026-11-01',
      workingDays: 10,
      machines: 3,
      engineHours: 5,
      workingHours: 4,
      idleHours: 1,
      idlePercent: 20,
      daysUsed: 1,
      hoursPerWorkingDay: 0.17,
    });
    // +19 h = +380 %, +7 h idle, 33.33 − 20 = +13.3 points, +3 days, 0.8 − 0.1667 = +0.63 h a day.
    expect(b.change).toEqual({ engineHours: 19, engineHoursPercent: 380, idleHours: 7, idlePercent: 13.3, daysUsed: 3, hoursPerWorkingDay: 0.63 });
  });

  it('compares within brand and model when asked: all three are Volvo EC220E', async () => {
    const b = (await call({ ...RANGE, groupBy: 'model' })).json().data;
    // Medians of 14, 10, 0 = 10 h; idle % of the two that ran = 35.7; 1.4, 1.0, 0 = 1.0 h a day.
    expect(b.groups).toEqual([{ group: 'Volvo EC220E', machines: 3, median: { engineHours: 10, idlePercent: 35.7, hoursPerWorkingDay: 1 } }]);
    expect(b.machines.rows[0]).toMatchObject({ internalId: 'A-1', peers: 3, difference: { engineHours: 4, idlePercent: -14.3, hoursPerWorkingDay: 0.4 } });
  });

  it("narrows the listed machines and totals to a selection, the medians stay the whole family's", async () => {
    // Tag Light: A-2 only; its family's median still counts A-1.
    const b = (
      await call({ ...RANGE, tagIds: [(await world.db.selectFrom('tags').select('id').where('name', '=', 'Light').executeTakeFirstOrThrow()).id] })
    ).json().data;
    expect(b.machines.total).toBe(1);
    expect(b.machines.rows[0]).toMatchObject({ internalId: 'A-2', peers: 2, median: { engineHours: 12 } });
    expect(b.groups).toEqual([{ group: 'Excavator', machines: 2, median: { engineHours: 12, idlePercent: 35.7, hoursPerWorkingDay: 1.2 } }]);
    // A-2 alone: 10 h now, nothing before.
    expect(b.current).toMatchObject({ machines: 1, engineHours: 10 });
    expect(b.previous).toMatchObject({ machines: 1, engineHours: 0, idlePercent: null });
    expect(b.change).toMatchObject({ engineHours: 10, engineHoursPercent: null, idlePercent: null });
    // Paging.
    expect((await call({ ...RANGE, start: 1, limit: 1 })).json().data.machines.rows.map((r: { internalId: string }) => r.internalId)).toEqual(['A-2']);
  });

  it("answers one machine as the History tab asks: its row against the whole family's median, its own periods", async () => {
    const b = (await call({ ...RANGE, assetIds: [world.assets.alpha[1]] })).json().data;
    expect(b.machines.total).toBe(1);
    expect(b.machines.rows[0]).toMatchObject({ internalId: 'A-2', peers: 2, median: { engineHours: 12, idlePercent: 35.7, hoursPerWorkingDay: 1.2 } });
    // A-2 alone: 10 h engine, 5 idle (50 %) on one day, 10 / 10 = 1.0 h a day; nothing the period before.
    expect(b.current).toEqual({
      ...RANGE,
      workingDays: 10,
      machines: 1,
      engineHours: 10,
      workingHours: 5,
      idleHours: 5,
      idlePercent: 50,
      daysUsed: 1,
      hoursPerWorkingDay: 1,
    });
    expect(b.previous).toMatchObject({ machines: 1, engineHours: 0, daysUsed: 0 });
    // Another company's machine, or none, is not found; more than 100 is refused by name.
    expect((await call({ ...RANGE, assetIds: [world.assets.beta[0]] })).statusCode).toBe(404);
    expect((await call({ ...RANGE, assetIds: [world.assets.alpha[0], 987654] })).statusCode).toBe(404);
    const many = await call({ ...RANGE, assetIds: Array.from({ length: 101 }, (_, i) => i + 1) });
    expect(many.statusCode).toBe(400);
    expect(Object.keys(many.json().error.fields)).toEqual(['assetIds']);
  });

  it("answers the company's users only, 404 for another company's place, 400 naming the field", async () => {
    expect((await call(RANGE, alphaUser)).statusCode).toBe(200);
    expect((await call(RANGE, support)).statusCode).toBe(403);
    expect((await call({ ...RANGE, placeIds: [fleet.beta.site] })).statusCode).toBe(404);
    const fields = async (body: object) => {
      const res = await call(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      return res.json().error.fields;
    };
    expect(await fields({ fromDay: '2026-11-15', toDay: '2026-11-02' })).toEqual({ fromDay: ['must not be after toDay'] });
    expect(Object.keys(await fields({ ...RANGE, groupBy: 'colour' }))).toEqual(['groupBy']);
    expect(Object.keys(await fields({ ...RANGE, limit: 101 }))).toEqual(['limit']);
    expect(Object.keys(await fields({ ...RANGE, familyIds: [999] }))).toEqual(['familyIds']);
  });
});
