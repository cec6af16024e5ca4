// Places: create / edit / delete with validated geofences, reprocessing from stored telemetry
// (machines already inside are in, with entry times from their history; depot over work site),
// the lists, company scope and permissions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createWorld, type World } from './fixture.ts';
import { placeJobsFor } from '../../server/src/places/registry.ts';

const HOUR = 3_600_000;
const T0 = Date.parse('2026-11-18T06:00:00.000Z');

let world: World;
let owner: string;
let user: string;
let betaOwner: string;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token: string, payload?: object) => world.app.inject({ method, url, headers: bearer(token), payload });

/** A square geofence of `half` degrees around a point. */
const square = (lat: number, lng: number, half = 0.01) => [
  { latitude: lat - half, longitude: lng - half },
  { latitude: lat - half, longitude: lng + half },
  { latitude: lat + half, longitude: lng + half },
  { latitude: lat + half, longitude: lng - half },
];

/** Stored positions (what the pipeline keeps), one fix per hour along `track`. */
async function storeTrack(assetId: number, deviceId: number, track: [lat: number, lng: number][], start = T0) {
  await world.db
    .insertInto('telemetry_positions')
    .values(track.map(([lat, lng], i) => ({ asset_id: assetId, ts: start + i * HOUR, device_id: deviceId, lat, lng, valid: 1, accuracy: 5 })))
    .execute();
}

beforeAll(async () => {
  world = await createWorld({}, { accounts: true });
  owner = (await world.login('owner@alpha.test')).access_token;
  user = (await world.login('user@alpha.test')).access_token;
  betaOwner = (await world.login('owner@beta.test')).access_token;
});
afterAll(() => world.close());

const site = (overrides: object = {}) => ({ name: 'Kv. Björken', placeType: 1, geofence: square(60, 17), ...overrides });

describe('geofence validation', () => {
  const create = (geofence: unknown, token = owner) => call('POST', '/api/web/v1/places', token, site({ geofence }));
  const fields = async (geofence: unknown) => {
    const res = await create(geofence);
    expect(res.statusCode, res.body).toBe(400);
    return res.json().error.fields as Record<string, string[]>;
  };

  it('refuses a bow tie (self-intersecting)', async () => {
    const bowTie = [
      { latitude: 60, longitude: 17 },
      { latitude: 60.01, longitude: 17.01 },
      { latitude: 60, longitude: 17.01 },
      { latitude: 60.01, longitude: 17 },
    ];
    expect(await fields(bowTie)).toEqual({ geofence: ['The geofence crosses itself: edge 1 meets edge 3'] });
  });

  it('refuses fewer than 3 different points, repeated points and a line', async () => {
    const p = { latitude: 60, longitude: 17 };
    expect((await fields([p, p, p])).geofence[0]).toMatch(/at least 3 different points/);
    const line = [p, { latitude: 60.001, longitude: 17.001 }, { latitude: 60.002, longitude: 17.002 }];
    expect((await fields(line)).geofence[0]).toMatch(/crosses itself|no area/);
    expect((await fields([])).geofence).toBeDefined();
  });

  it('refuses coordinates out of range, non-numbers and the poles', async () => {
    expect((await fields([...square(60, 17), { latitude: 91, longitude: 17 }]))['geofence.4.latitude']).toBeDefined();
    expect((await fields([...square(60, 17), { latitude: 'x', longitude: 17 }]))['geofence.4.latitude']).toBeDefined();
    expect((await fields(square(89, 17)))['geofence.0.latitude']).toEqual(['must be between -85 and 85']);
    expect((await fields([...square(60, 17), { latitude: 60, longitude: 17, extra: 1 }]))['geofence.4.extra']).toBeDefined();
  });

  it('refuses more than 1000 points, a continent and a ring across the 180th meridian', async () => {
    const circle = Array.from({ length: 1200 }, (_, i) => ({ latitude: 60 + 0.01 * Math.sin(i / 191), longitude: 17 + 0.02 * Math.cos(i / 191) }));
    expect((await fields(circle)).geofence).toBeDefined();
    expect((await fields(square(50, 10, 10))).geofence[0]).toMatch(/at most 1500 km across/);
    const dateLine = [
      { latitude: 60, longitude: 179.9 },
      { latitude: 60, longitude: -179.9 },
      { latitude: 60.1, longitude: -179.9 },
    ];
    expect((await fields(dateLine)).geofence[0]).toMatch(/180th meridian/);
  });

  it('accepts a closed ring (closing point repeated) and stores it open', async () => {
    const ring = square(61, 15);
    const res = await create([...ring, ring[0]]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.geofence).toEqual(ring);
    await call('DELETE', '/api/web/v1/places', owner, { id: res.json().data.id });
  });

  it('answers every field problem at once, with the spec envelope', async () => {
    const res = await call('POST', '/api/web/v1/places', owner, {
      name: ' <> ',
      placeType: 1,
      geofence: square(60, 17),
      contract: { orderContactEmail: 'not-an-email' },
      validFromPlaceTime: '2026-12-01',
      validToPlaceTime: '2026-11-01',
      timezoneName: 'Mars/Olympus',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe(100);
    expect(Object.keys(res.json().error.fields).sort()).toEqual(['contract.orderContactEmail', 'name', 'timezoneName', 'validToPlaceTime']);
  });

  it('bounds every string', async () => {
    const res = await call('POST', '/api/web/v1/places', owner, site({ name: 'x'.repeat(101), description: 'y'.repeat(2001) }));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).sort()).toEqual(['description', 'name']);
  });
});

describe('reprocessing from stored telemetry', () => {
  it('finds the machines already inside a new work site, with entry times from their history', async () => {
    const [a1, a2, a3] = world.assets.alpha;
    // a1 drives into the area at T0+2h and stays; a2 was inside from T0 to T0+1h and left; a3 never came.
    await storeTrack(a1, 901, [
      [59.5, 16.5],
      [59.8, 16.8],
      [60.001, 17.002],
      [60.002, 17.001],
    ]);
    await storeTrack(a2, 902, [
      [60.003, 16.999],
      [60.5, 17.5],
    ]);
    await storeTrack(a3, 903, [[59, 18]]);
    const res = await call('POST', '/api/web/v1/places', owner, site({ name: 'Norra Länken etapp 3' }));
    expect(res.statusCode, res.body).toBe(200);
    const place = res.json().data;
    expect(place.inventoryUpToDate).toBe(true);

    const overview = await call('GET', `/api/web/v1/places/worksite/${place.id}/inventory/overview`, owner);
    expect(overview.json().data).toMatchObject({ totalMachinesIn: 1, depotMachinesIn: null, totalDepotMachines: null });

    const grid = await call('POST', `/api/web/v1/places/worksite/${place.id}/inventory`, owner, { fromPlaceTime: '2026-11-01', toPlaceTime: '2026-11-30' });
    expect(grid.statusCode, grid.body).toBe(200);
    const rows = grid.json().data.data as { assetId: number; utcTime: string; exitPlaceTime: string | null; isActive: boolean }[];
    expect(rows.map((r) => [r.assetId, r.utcTime, r.isActive])).toEqual([
      [a1, new Date(T0 + 2 * HOUR).toISOString(), true],
      [a2, new Date(T0).toISOString(), false],
    ]);
    expect(grid.json().data.summary.total).toBe(2);

    const events = await call('POST', `/api/web/v1/places/${place.id}/events`, owner, { fromPlaceTime: '2026-11-01', toPlaceTime: '2026-12-31' });
    expect(events.json().data.items.map((e: { eventType: string }) => e.eventType)).toEqual([
      'PlaceCreated',
      'MachineEnteredPlace',
      'MachineLeftPlace',
      'MachineEnteredPlace',
    ]);
  });

  it('gives a depot precedence over an overlapping work site, and gives the stays back when the depot is deleted', async () => {
    const [a1] = world.assets.alpha;
    const siteId = (await call('POST', '/api/web/v1/places/gridPlaces', owner, { textSearch: 'Norra' })).json().data.data[0].id;
    const depot = (
      await call('POST', '/api/web/v1/places', owner, site({ name: 'Depå Uppsala', placeType: 0, geofence: square(60.0015, 17.0015, 0.002) }))
    ).json().data;
    const inside = async (type: string, id: number) =>
      (await call('GET', `/api/web/v1/places/${type}/${id}/inventory/overview`, owner)).json().data.totalMachinesIn;
    expect(await inside('depots', depot.id)).toBe(1);
    expect(await inside('worksite', siteId)).toBe(0);
    const fleet = (await call('POST', '/api/web/v1/assets/assets', owner, {})).json().data.data;
    expect(fleet.find((r: { id: number }) => r.id === a1).locationPlaceId).toBe(depot.id);

    const del = await call('DELETE', '/api/web/v1/places', owner, { id: depot.id });
    expect(del.statusCode, del.body).toBe(200);
    expect(await inside('worksite', siteId)).toBe(1);
    expect((await call('GET', `/api/web/v1/places/${depot.id}`, owner)).statusCode).toBe(404);
  });

  it('moving a geofence away empties its inventory', async () => {
    const list = (await call('GET', '/api/web/v1/places/places?placeType=1', owner)).json().data;
    const placeId = list.find((p: { name: string }) => p.name === 'Norra Länken etapp 3').id;
    const res = await call('PUT', '/api/web/v1/places', owner, site({ id: placeId, name: 'Norra Länken etapp 4', geofence: square(58, 14) }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.name).toBe('Norra Länken etapp 4');
    const overview = await call('GET', `/api/web/v1/places/worksite/${placeId}/inventory/overview`, owner);
    expect(overview.json().data.totalMachinesIn).toBe(0);
    expect(await placeJobsFor(world.db).waitFor(0, 10)).toBe(true);
  });
});

describe('company scope and permissions', () => {
  let alphaPlace: number;
  beforeAll(async () => {
    alphaPlace = (await call('POST', '/api/web/v1/places', owner, site({ name: 'Alpha secret site', geofence: square(62, 15) }))).json().data.id;
  });

  it("answers 404 for another company's place on every call", async () => {
    for (const [method, url, body] of [
      ['GET', `/api/web/v1/places/${alphaPlace}`],
      ['GET', `/api/web/v1/places/worksite/${alphaPlace}/inventory/overview`],
      ['POST', `/api/web/v1/places/worksite/${alphaPlace}/inventory`, {}],
      ['POST', `/api/web/v1/places/${alphaPlace}/events`, {}],
      ['GET', `/api/web/v1/places/worksite/${alphaPlace}/insights`],
      ['PUT', '/api/web/v1/places', site({ id: alphaPlace })],
      ['DELETE', '/api/web/v1/places', { id: alphaPlace }],
    ] as [Method, string, object?][]) {
      const res = await call(method, url, betaOwner, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.body).not.toContain('Alpha secret');
    }
    const lists = [await call('GET', '/api/web/v1/places/mapPlaces', betaOwner), await call('POST', '/api/web/v1/places/gridPlaces', betaOwner, {})];
    for (const res of lists) expect(res.body).not.toContain('Alpha secret');
  });

  it('answers 404 when the path names another place type', async () => {
    expect((await call('GET', `/api/web/v1/places/depots/${alphaPlace}/inventory/overview`, owner)).statusCode).toBe(404);
    expect((await call('POST', `/api/web/v1/places/depots/${alphaPlace}/insights`, owner, {})).statusCode).toBe(404);
  });

  it('lets a User read but not write', async () => {
    expect((await call('GET', `/api/web/v1/places/${alphaPlace}`, user)).statusCode).toBe(200);
    expect((await call('POST', '/api/web/v1/places', user, site())).statusCode).toBe(403);
    expect((await call('PUT', '/api/web/v1/places', user, site({ id: alphaPlace }))).statusCode).toBe(403);
    expect((await call('DELETE', '/api/web/v1/places', user, { id: alphaPlace })).statusCode).toBe(403);
  });

  it("refuses another company's tags on a place", async () => {
    const betaTag = (await call('POST', '/api/web/v1/tags', betaOwner, { name: 'Beta only', entityType: 1, style: '{}' })).json().data.id;
    const res = await call(
      'PUT',
      '/api/web/v1/places',
      owner,
      site({ id: alphaPlace, name: 'Alpha secret site', geofence: square(62, 15), tagIds: [betaTag] }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ 'tagIds.0': [`no place tag ${betaTag}`] });
  });
});

// Every read of the history through SQL both databases answer alike (this file runs on SQLite and
// on PostgreSQL): insights, the longest and shortest stays, the grids' filters and sorts.
describe('reading the history', () => {
  let depotId: number;
  type Stay = { assetId: number; utcTime: string; isActive: boolean; durationSeconds: number };
  const inventory = async (body: object) => {
    const res = await call('POST', `/api/web/v1/places/depots/${depotId}/inventory`, owner, {
      fromPlaceTime: '2026-11-01',
      toPlaceTime: '2026-11-30',
      ...body,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.data as Stay[];
  };

  beforeAll(async () => {
    const a3 = world.assets.alpha[2];
    const a4 = world.assets.alpha[3];
    // a4: inside 06:00-08:00 (2 h), back at 11:00 and still there; a3: inside 16:00-17:00 (1 h).
    await storeTrack(a4, 904, [
      [61.001, 19.001],
      [61.002, 19.002],
      [61.5, 19.5],
      [61.6, 19.6],
      [61.55, 19.55],
      [61.003, 19.001],
      [61.002, 19.003],
    ]);
    await storeTrack(
      a3,
      903,
      [
        [61.004, 19.004],
        [62.5, 19.5],
      ],
      T0 + 10 * HOUR,
    );
    const res = await call('POST', '/api/web/v1/places', owner, site({ name: 'depå Gävle', placeType: 0, geofence: square(61, 19) }));
    expect(res.statusCode, res.body).toBe(200);
    depotId = res.json().data.id;
  });

  it('answers depot insights and the longest and shortest stays', async () => {
    const range = { fromPlaceTime: '2026-11-01', toPlaceTime: '2026-11-30' };
    const insights = await call('POST', `/api/web/v1/places/depots/${depotId}/insights`, owner, range);
    expect(insights.statusCode, insights.body).toBe(200);
    expect(insights.json().data).toMatchObject({ machinesInDepot: 2, totalMachines: 0 });
    const [a3, a4] = [world.assets.alpha[2], world.assets.alpha[3]];

    const longest = await call('POST', `/api/web/v1/places/depots/${depotId}/sessions/longest`, owner, range);
    expect(longest.statusCode, longest.body).toBe(200);
    const longItems = longest.json().data.items as { assetId: number; isActive: boolean; durationSeconds: number }[];
    expect(longItems.map((s) => [s.assetId, s.isActive])).toEqual([
      [a4, true],
      [a4, false],
      [a3, false],
    ]);
    const shortest = await call('POST', `/api/web/v1/places/depots/${depotId}/sessions/shortest`, owner, { ...range, limit: 5 });
    expect(shortest.json().data.items.map((s: { assetId: number; durationSeconds: number }) => [s.assetId, s.durationSeconds])).toEqual([
      [a3, 3600],
      [a4, 7200],
    ]);
  });

  it('filters and sorts the inventory grid', async () => {
    const a4 = world.assets.alpha[3];
    // Newest entry first (the default sort).
    expect((await inventory({})).map((s) => s.utcTime)).toEqual([
      new Date(T0 + 10 * HOUR).toISOString(),
      new Date(T0 + 5 * HOUR).toISOString(),
      new Date(T0).toISOString(),
    ]);
    const active = await inventory({ filterExpressions: [{ fieldName: 'isActive', filterFunction: 'eq', value: true }] });
    expect(active.map((s) => [s.assetId, s.isActive])).toEqual([[a4, true]]);
    const late = await inventory({ filterExpressions: [{ fieldName: 'utcTime', filterFunction: 'gte', value: '2026-11-18T10:00:00Z' }] });
    expect(late.map((s) => s.utcTime)).toEqual([new Date(T0 + 10 * HOUR).toISOString(), new Date(T0 + 5 * HOUR).toISOString()]);
    const home = await inventory({ filterExpressions: [{ fieldName: 'partOfThePlace', filterFunction: 'eq', value: true }] });
    expect(home).toEqual([]);
    const byDuration = await inventory({ sortExpressions: [{ fieldName: 'durationSeconds', sortOrder: 1 }] });
    expect(byDuration.map((s) => s.durationSeconds)).toEqual([...byDuration.map((s) => s.durationSeconds)].sort((a, b) => b - a));
    expect(byDuration[0].isActive).toBe(true);
    const byExit = await inventory({ sortExpressions: [{ fieldName: 'exitPlaceTimeFormatted', sortOrder: 0 }] });
    expect(byExit).toHaveLength(3);
  });

  it('sorts places by name ignoring case, and filters the places grid', async () => {
    const names = (await call('GET', '/api/web/v1/places/places', owner)).json().data.map((p: { name: string }) => p.name) as string[];
    expect(names).toEqual([...names].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0)));
    expect(names).toContain('depå Gävle');
    const grid = await call('POST', '/api/web/v1/places/gridPlaces', owner, {
      sortExpressions: [{ fieldName: 'machinesIn', sortOrder: 1 }],
      filterExpressions: [
        { fieldName: 'archived', filterFunction: 'eq', value: false },
        { fieldName: 'placeType', filterFunction: 'enum', value: [0] },
      ],
    });
    expect(grid.statusCode, grid.body).toBe(200);
    expect(grid.json().data.data.map((p: { name: string; machinesIn: number }) => [p.name, p.machinesIn])).toEqual([['depå Gävle', 1]]);
  });
});
