// The places done-means flow (issue 10) as API calls, in the order a new user makes them in the
// browser (tests/e2e/places.spec.ts runs it on SQLite only, for CI time): a work site drawn around
// machines with stored history, its inventory with entry times from that history, the grid, rename
// and tag, insights, the event log, delete. Runs on SQLite and, in the api:postgres project, on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createWorld, type World } from './fixture.ts';

const HOUR = 3_600_000;
const T0 = Date.parse('2026-11-16T07:00:00.000Z');
const RANGE = { fromPlaceTime: '2026-11-01', toPlaceTime: '2026-11-30' };

let world: World;
let owner: string;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object) => world.app.inject({ method, url, headers: bearer(owner), payload });
const ok = async (method: Method, url: string, payload?: object) => {
  const res = await call(method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
  return res.json().data;
};

const ring = (lat: number, lng: number, half: number) => [
  { latitude: lat - half, longitude: lng - half * 2 },
  { latitude: lat - half, longitude: lng + half * 2 },
  { latitude: lat + half, longitude: lng + half * 2 },
  { latitude: lat + half, longitude: lng - half * 2 },
];

beforeAll(async () => {
  world = await createWorld();
  owner = (await world.login('owner@alpha.test')).access_token;
  // Two machines have stood at the site since Monday morning (one arrived two hours later); a third
  // works elsewhere. One fix an hour, as the telemetry pipeline stores them.
  const [a1, a2, a3] = world.assets.alpha;
  const track = (assetId: number, start: number, at: [number, number], hours: number) =>
    Array.from({ length: hours }, (_, i) => ({
      asset_id: assetId,
      ts: start + i * HOUR,
      device_id: 7000 + assetId,
      lat: at[0] + i * 1e-5,
      lng: at[1],
      valid: 1,
      accuracy: 5,
    }));
  await world.db
    .insertInto('telemetry_positions')
    .values([...track(a1, T0, [59.9001, 17.5002], 30), ...track(a2, T0 + 2 * HOUR, [59.8999, 17.4998], 28), ...track(a3, T0, [59.7, 17.2], 30)])
    .execute();
});
afterAll(() => world.close());

describe('a new user’s places flow', () => {
  it('draws a work site, finds the machines inside with entry times from their history, renames and tags it, reads insights and the event log, and deletes it', async () => {
    const [a1, a2, a3] = world.assets.alpha;
    const created = await ok('POST', '/api/web/v1/places', { name: 'Kv. Lärkan', placeType: 1, geofence: ring(59.9, 17.5, 0.002) });
    expect(created.inventoryUpToDate).toBe(true);
    const id = created.id as number;

    // Inventory: both machines inside now, with the entry times of their first fix inside.
    expect(await ok('GET', `/api/web/v1/places/worksite/${id}/inventory/overview`)).toMatchObject({ totalMachinesIn: 2 });
    const stays = (await ok('POST', `/api/web/v1/places/worksite/${id}/inventory`, RANGE)).data as { assetId: number; utcTime: string; isActive: boolean }[];
    expect(stays.map((s) => [s.assetId, s.utcTime, s.isActive]).sort()).toEqual(
      [
        [a1, new Date(T0).toISOString(), true],
        [a2, new Date(T0 + 2 * HOUR).toISOString(), true],
      ].sort(),
    );
    expect(stays.some((s) => s.assetId === a3)).toBe(false);

    // The grid finds it by name, with its machines.
    const grid = await ok('POST', '/api/web/v1/places/gridPlaces', { textSearch: 'Lärkan', limit: 100 });
    expect(grid.data.map((r: { id: number; machinesIn: number }) => [r.id, r.machinesIn])).toEqual([[id, 2]]);

    // Rename and tag.
    const tag = await ok('POST', '/api/web/v1/tags', { name: 'Kontrakt 2026', entityType: 1, style: '{}' });
    const renamed = await ok('PUT', '/api/web/v1/places', {
      id,
      name: 'Kv. Lärkan etapp 2',
      placeType: 1,
      geofence: ring(59.9, 17.5, 0.002),
      tagIds: [tag.id],
    });
    expect(renamed.name).toBe('Kv. Lärkan etapp 2');
    const place = await ok('GET', `/api/web/v1/places/${id}`);
    expect(place.name).toBe('Kv. Lärkan etapp 2');
    expect(place.tags.map((t: { name: string }) => t.name)).toEqual(['Kontrakt 2026']);
    const tagged = await ok('POST', '/api/web/v1/places/gridPlaces', {
      filterExpressions: [{ fieldName: 'tags', value: tag.id, filterFunction: 'tags' }],
    });
    expect(tagged.data.map((r: { id: number }) => r.id)).toEqual([id]);

    // Insights: both machines were on the site in the period.
    const insights = await ok('GET', `/api/web/v1/places/worksite/${id}/insights?fromPlaceTime=${RANGE.fromPlaceTime}&toPlaceTime=${RANGE.toPlaceTime}`);
    expect(insights.totalMachines).toBe(2);

    // Event log: the place's creation and the two entries, read back in time order.
    const events = (await ok('POST', `/api/web/v1/places/${id}/events`, { fromPlaceTime: '2026-11-01', toPlaceTime: '2026-12-31' })).items as {
      eventType: string;
      assetId: number | null;
    }[];
    expect(events.filter((e) => e.eventType === 'MachineEnteredPlace').map((e) => e.assetId)).toEqual(expect.arrayContaining([a1, a2]));
    expect(events.filter((e) => e.eventType === 'PlaceCreated')).toHaveLength(1);

    // Delete: gone from the details, the grid and the list; the machines are nowhere.
    await ok('DELETE', '/api/web/v1/places', { id });
    expect((await call('GET', `/api/web/v1/places/${id}`)).statusCode).toBe(404);
    expect((await ok('POST', '/api/web/v1/places/gridPlaces', { textSearch: 'Lärkan' })).data).toEqual([]);
    const fleet = (await ok('POST', '/api/web/v1/assets/assets', {})).data as { id: number; locationPlaceId: number | null }[];
    expect(fleet.filter((r) => r.id === a1 || r.id === a2).map((r) => r.locationPlaceId)).toEqual([null, null]);
  });
});
