// The analytics calls through /graphql (Mesh over the REST routes): the same figures, and what REST
// refuses is refused here too: another company's place or tag (404), a support agent who is not
// impersonating (403), a bad range (400 with the field).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app.ts';
import { bearer, createWorld, type World } from '../api/fixture.ts';
import { seedAfterHours, seedAnalyticsFleet, type AnalyticsFleet } from '../api/analyticsFixture.ts';

let world: World;
let fleet: AnalyticsFleet;
let app: Awaited<ReturnType<typeof buildApp>>;
let owner: string;
let support: string;

beforeAll(async () => {
  world = await createWorld();
  fleet = await seedAnalyticsFleet(world);
  await seedAfterHours(world, fleet);
  app = await buildApp({ db: world.db, config: world.config, withFrontends: true });
  await app.ready();
  owner = (await world.login('owner@alpha.test')).access_token;
  support = (await world.login('support@siteline.test', 3)).access_token;
});
afterAll(async () => {
  await app.close();
  await world.close();
});

const gql = (query: string, variables: object, token: string) =>
  app.inject({ method: 'POST', url: '/graphql', payload: { query, variables }, headers: bearer(token) });
const UTILIZATION = `query($input: analyticsUtilization_request_Input) {
  analyticsUtilization(input: $input) { data { workingDays totals { machines engineHours idlePercent hoursPerWorkingDay } weeks { week engineHours } } }
}`;
const FLEET_NOW = `query { analyticsFleetNow(input: {}) { data { counts { untracked total } byPlace { groups { id gridFilter { fieldName filterFunction value } } } } } }`;
const RANGE = { fromDay: '2026-11-02', toDay: '2026-11-15' };
const HOUR_METER = `query($input: analyticsHourMeter_request_Input) {
  analyticsHourMeter(input: $input) { data { totals { findings machines calibration } findings { rows { kind time fromHours toHours byUser } } } }
}`;
const AFTER_HOURS = `query($input: analyticsAfterHours_request_Input) {
  analyticsAfterHours(input: $input) { data { placesWithShifts totals { machines engineHours outsideShiftHours holidayHours afterHoursPercent } } }
}`;
const BENCHMARK = `query($input: analyticsBenchmark_request_Input) {
  analyticsBenchmark(input: $input) { data { groups { group machines median { engineHours idlePercent hoursPerWorkingDay } } change { engineHours engineHoursPercent } } }
}`;
const statusOf = (res: { json(): { errors?: { extensions: { response: { status: number } } }[] } }) => res.json().errors?.[0].extensions.response.status;

describe('analytics through /graphql', () => {
  it('answers the REST figures', async () => {
    const res = await gql(UTILIZATION, { input: RANGE }, owner);
    expect(res.json().errors).toBeUndefined();
    // As analytics.test.ts: 24 h over 3 machines × 10 working days = 0.8; 8 / 24 idle = 33.3 %.
    expect(res.json().data.analyticsUtilization.data).toEqual({
      workingDays: 10,
      totals: { machines: 3, engineHours: 24, idlePercent: 33.3, hoursPerWorkingDay: 0.8 },
      weeks: [
        { week: '2026-W45', engineHours: 12 },
        { week: '2026-W46', engineHours: 12 },
      ],
    });
    const now = (await gql(FLEET_NOW, {}, owner)).json().data.analyticsFleetNow.data;
    expect(now.counts).toEqual({ untracked: 3, total: 3 });
    // at the site, A-2 in no place (a null filter value survives GraphQL's JSON).
    expect(now.byPlace.groups).toEqual([
      { id: fleet.alpha.site, gridFilter: [{ fieldName: 'locationPlaceId', filterFunction: 'eq', value: fleet.alpha.site }] },
      { id: null, gridFilter: [{ fieldName: 'locationPlaceId', filterFunction: 'eq', value: null }] },
    ]);
  });

  it("refuses another company's place or tag, a caller without the right and a bad range, as REST does", async () => {
    expect(statusOf(await gql(UTILIZATION, { input: { ...RANGE, placeIds: [fleet.beta.site] } }, owner))).toBe(404);
    expect(statusOf(await gql(UTILIZATION, { input: { ...RANGE, tagIds: [fleet.beta.rented] } }, owner))).toBe(404);
    expect(statusOf(await gql(UTILIZATION, { input: RANGE }, support))).toBe(403);
    expect(statusOf(await gql(FLEET_NOW, {}, support))).toBe(403);
    const reversed = await gql(UTILIZATION, { input: { fromDay: '2026-11-15', toDay: '2026-11-02' } }, owner);
    expect(statusOf(reversed)).toBe(400);
    expect(reversed.json().errors[0].extensions.response.body.error.fields).toEqual({ fromDay: ['must not be after toDay'] });
  });

  it('answers after-hours use and the benchmark with the REST figures, and refuses as REST does', async () => {
    // As analyticsAfterHours.test.ts: 11 h at the site, 5.5 h outside work hours, 2 h on the holiday, 68.2 %.
    const after = await gql(AFTER_HOURS, { input: RANGE }, owner);
    expect(after.json().errors).toBeUndefined();
    expect(after.json().data.analyticsAfterHours.data).toEqual({
      placesWithShifts: 1,
      totals: { machines: 2, engineHours: 11, outsideShiftHours: 5.5, holidayHours: 2, afterHoursPercent: 68.2 },
    });
    // As analyticsBenchmark.test.ts: excavator medians 12 h, 35.7 %, 1.2 h; +19 h = +380 % against the previous two weeks.
    const bench = (await gql(BENCHMARK, { input: RANGE }, owner)).json().data.analyticsBenchmark.data;
    expect(bench.groups[0]).toEqual({ group: 'Excavator', machines: 2, median: { engineHours: 12, idlePercent: 35.7, hoursPerWorkingDay: 1.2 } });
    expect(bench.change).toEqual({ engineHours: 19, engineHoursPercent: 380 });
    expect(statusOf(await gql(AFTER_HOURS, { input: { ...RANGE, placeIds: [fleet.beta.site] } }, owner))).toBe(404);
    expect(statusOf(await gql(BENCHMARK, { input: RANGE }, support))).toBe(403);
    expect(statusOf(await gql(AFTER_HOURS, { input: { fromDay: '2026-11-15', toDay: '2026-11-02' } }, owner))).toBe(400);
  });

  it('answers hour-meter integrity with the REST findings, and refuses as REST does', async () => {
    // A calibration of A-1 on 2026-11-10 12:00 (no history before it: the registered hours replaced).
    const set = await app.inject({
      method: 'POST',
      url: '/api/web/v1/services/calibrate',
      headers: bearer(owner),
      payload: { assetId: world.assets.alpha[0], engineTimeAtUserTime: '2026-11-10T12:00', engineTime: 1234.5 },
    });
    expect(set.statusCode, set.body).toBe(200);
    const rest = (await app.inject({ method: 'POST', url: '/api/web/v1/analytics/hour-meter', headers: bearer(owner), payload: RANGE })).json().data;
    const answer = await gql(HOUR_METER, { input: RANGE }, owner);
    expect(answer.json().errors).toBeUndefined();
    const data = answer.json().data.analyticsHourMeter.data;
    expect(data.totals).toEqual({ findings: 1, machines: 1, calibration: 1 });
    expect(data.findings.rows).toEqual(
      rest.findings.rows.map((r: Record<string, unknown>) => ({ kind: r.kind, time: r.time, fromHours: r.fromHours, toHours: r.toHours, byUser: r.byUser })),
    );
    expect(data.findings.rows[0]).toMatchObject({ kind: 'calibration', toHours: 1234.5, byUser: 'owner Tester' });
    expect(statusOf(await gql(HOUR_METER, { input: { ...RANGE, tagIds: [fleet.beta.rented] } }, owner))).toBe(404);
    expect(statusOf(await gql(HOUR_METER, { input: RANGE }, support))).toBe(403);
    expect(statusOf(await gql(HOUR_METER, { input: { ...RANGE, limit: 101 } }, owner))).toBe(400);
  });
});
