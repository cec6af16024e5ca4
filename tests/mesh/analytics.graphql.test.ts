// The analytics calls through /graphql (Mesh over the REST routes): the same figures, and what REST
// refuses is refused here too: another company's place or tag (404), a support agent who is not
// impersonating (403), a bad range (400 with the field).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app.ts';
import { bearer, createWorld, type World } from '../api/fixture.ts';
import { seedAnalyticsFleet, type AnalyticsFleet } from '../api/analyticsFixture.ts';

let world: World;
let fleet: AnalyticsFleet;
let app: Awaited<ReturnType<typeof buildApp>>;
let owner: string;
let support: string;

beforeAll(async () => {
  world = await createWorld();
  fleet = await seedAnalyticsFleet(world);
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
});
