import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createWorld, type World } from './fixture.ts';
import { gunzipSync } from 'node:zlib';
import { mapStyleUrl } from '../../server/src/config.ts';
import { ERROR_REPORTS_KEPT_PER_USER, ERROR_REPORTS_PER_10_MINUTES } from '../../server/src/routes/logs/logs.routes.ts';

let world: World;
let alphaOwner: string;
let betaOwner: string;
let support: string;
beforeAll(async () => {
  world = await createWorld();
  alphaOwner = (await world.login('owner@alpha.test')).access_token;
  betaOwner = (await world.login('owner@beta.test')).access_token;
  support = (await world.login('support@siteline.test', 3)).access_token;
});
afterAll(() => world.close());

const get = (url: string, token?: string) => world.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const post = (url: string, payload: object, token?: string) => world.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });

const DICTIONARIES = [
  'telematicStatus',
  'machineFamily',
  'serviceStatus',
  'workTitle',
  'language',
  'timeZone',
  'placeStatus',
  'emissionClass',
  'vehicleFuelType',
  'placeType',
  'alertType',
  'users',
  'userRoles',
];

describe('public routes', () => {
  it('GET /api/health', async () => {
    const res = await get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { status: 'ok', database: 'ok' }, succeeded: true, error: null });
  });

  it('GET /api/swagger/Integration/swagger.json describes every route', async () => {
    const doc = (await get('/api/swagger/Integration/swagger.json')).json();
    expect(doc.openapi).toBe('3.0.3');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/auth/v1/login', '/web/v1/assets/positions', '/common/v1/dictionaries/users']));
  });

  it('serves the embedded base map style: vector tiles of the server, names drawn without glyphs', async () => {
    const style = (await get('/api/map/style.json')).json();
    expect(style.version).toBe(8);
    expect(style.glyphs).toBeUndefined();
    expect(style.sources.basemap.tiles).toEqual(['/api/map/tiles/{z}/{x}/{y}.pbf']);
    expect(style.layers.map((l: { id: string }) => l.id)).toEqual(['water', 'land', 'borders', 'towns', 'cities']);
  });

  it('cuts vector tiles on demand: Scandinavia has land, borders and named places; the open sea is empty', async () => {
    const tile = await world.app.inject({ method: 'GET', url: '/api/map/tiles/5/17/9.pbf', headers: { 'accept-encoding': 'gzip' } });
    expect(tile.statusCode).toBe(200);
    expect(tile.headers['content-type']).toBe('application/vnd.mapbox-vector-tile');
    expect(tile.headers['content-encoding']).toBe('gzip');
    const text = gunzipSync(tile.rawPayload).toString('latin1');
    for (const part of ['land', 'borders', 'places', 'Stockholm', 'Uppsala']) expect(text).toContain(part);
    // Zoom 5 names cities of 100,000 or more, not villages.
    expect(text).not.toContain('Sigtuna');
    const sea = await get('/api/map/tiles/5/13/11.pbf');
    expect(sea.statusCode).toBe(200);
    expect(sea.rawPayload.length).toBe(0);
  }, 60_000);

  it('refuses tiles outside the pyramid', async () => {
    expect((await get('/api/map/tiles/3/8/1.pbf')).statusCode).toBe(404);
    expect((await get('/api/map/tiles/11/1/1.pbf')).statusCode).toBe(404);
    expect((await get('/api/map/tiles/x/1/1.pbf')).statusCode).toBe(400);
  });

  it('unknown API paths answer 404 in the envelope', async () => {
    const res = await get('/api/web/v1/nothing-here', alphaOwner);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ succeeded: false, error: { code: 104 } });
  });
});

describe('GET /api/web/v1/common/settings', () => {
  it('by default offers OpenFreeMap first and the embedded map as the fallback (key + version present, so the map may load)', async () => {
    const { data } = (await get('/api/web/v1/common/settings', alphaOwner)).json();
    expect(data.googleMapLink).toEqual({ version: '5', key: 'remote', libraries: '' });
    expect(data.map).toMatchObject({ styleUrl: 'https://tiles.openfreemap.org/styles/liberty', embedded: false, zoom: 5 });
    expect(data.map.fallbackStyleUrl).toMatch(/\/api\/map\/style\.json$/);
    expect(data.intercomEnabled).toBe(false);
  });

  it('serves only the embedded map when SITELINE_MAP_STYLE_URL=embedded', async () => {
    const other = await createWorldWithStyle(mapStyleUrl('embedded'));
    const token = (await other.login('owner@alpha.test')).access_token;
    const { data } = (await other.app.inject({ method: 'GET', url: '/api/web/v1/common/settings', headers: bearer(token) })).json();
    expect(data.googleMapLink.key).toBe('embedded');
    expect(data.map.embedded).toBe(true);
    expect(data.map.styleUrl).toBe(data.map.fallbackStyleUrl);
    await other.close();
  });

  it('points at another style when SITELINE_MAP_STYLE_URL is a URL', async () => {
    const other = await createWorldWithStyle('https://tiles.example/style.json');
    const token = (await other.login('owner@alpha.test')).access_token;
    const { data } = (await other.app.inject({ method: 'GET', url: '/api/web/v1/common/settings', headers: bearer(token) })).json();
    expect(data.map).toMatchObject({ styleUrl: 'https://tiles.example/style.json', embedded: false });
    expect(data.googleMapLink.key).toBe('remote');
    await other.close();
  });

  it('is a Web route: 401 without a token, 403 for Support', async () => {
    expect((await get('/api/web/v1/common/settings')).statusCode).toBe(401);
    expect((await get('/api/web/v1/common/settings', support)).statusCode).toBe(403);
  });
});

async function createWorldWithStyle(mapStyleUrl: string) {
  return createWorld({ mapStyleUrl });
}

describe('GET /api/common/v1/information/version', () => {
  it('answers both scopes with the API and frontend versions', async () => {
    for (const token of [alphaOwner, support]) {
      const { data } = (await get('/api/common/v1/information/version', token)).json();
      expect(data.frontendVersion).toBe('0.37.1-b0-2025-09-22');
      expect(data.version).toMatch(/^\d+\.\d+\.\d+/);
    }
  });
});

describe('dictionaries', () => {
  it.each(DICTIONARIES)('GET /api/common/v1/dictionaries/%s answers a non-empty id/name list', async (name) => {
    const res = await get(`/api/common/v1/dictionaries/${name}`, alphaOwner);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.length).toBeGreaterThan(0);
    for (const item of data) expect(Object.keys(item).sort()).toEqual(['id', 'name']);
  });

  it('uses the spec values verbatim', async () => {
    const names = async (d: string) => (await get(`/api/common/v1/dictionaries/${d}`, alphaOwner)).json().data.map((i: { name: string }) => i.name);
    expect(await names('vehicleFuelType')).toEqual([
      'AlkylatePetrol',
      'AviationKerosene',
      'DieselFuelMk3',
      'DieselFuelMk1',
      'LNGLBG',
      'NaturalGasEu',
      'PetrolMk1',
      'VehicleGas',
    ]);
    expect(await names('emissionClass')).toEqual(
      expect.arrayContaining(['Stage1', 'Stage2', 'Stage3A', 'Stage3B', 'Stage4', 'Tier1', 'Tier2', 'Tier3', 'Tier4']),
    );
    const roles = (await get('/api/common/v1/dictionaries/userRoles', alphaOwner)).json().data;
    expect(roles).toEqual([
      { id: 0, name: 'User' },
      { id: 1, name: 'Admin' },
      { id: 2, name: 'Owner' },
    ]);
    const status = (await get('/api/common/v1/dictionaries/serviceStatus', alphaOwner)).json().data;
    expect(status).toEqual([
      { id: 0, name: 'NoService' },
      { id: 1, name: 'Scheduled' },
      { id: 2, name: 'Soon' },
      { id: 3, name: 'Overdue' },
    ]);
    const zones = (await get('/api/common/v1/dictionaries/timeZone', alphaOwner)).json().data;
    expect(zones).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: 'Europe/Stockholm', name: expect.stringMatching(/^\(UTC\+0[12]:00\) Europe\/Stockholm$/) })]),
    );
  });

  it("the users dictionary lists only the caller's company", async () => {
    const alpha = (await get('/api/common/v1/dictionaries/users', alphaOwner)).json().data.map((u: { name: string }) => u.name);
    const beta = (await get('/api/common/v1/dictionaries/users', betaOwner)).json().data.map((u: { name: string }) => u.name);
    expect(alpha.sort()).toEqual(['owner Tester', 'user Tester']);
    expect(beta).toEqual(['owner Tester']);
  });
});

describe('logs', () => {
  it('stores an error report against the caller and company', async () => {
    const res = await post('/api/web/v1/logs/error', { message: 'TypeError: x is undefined', uri: 'http://localhost/map', lineNumber: 12 }, alphaOwner);
    expect(res.statusCode).toBe(200);
    const row = await world.db.selectFrom('error_logs').selectAll().where('id', '=', res.json().data.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ company_id: world.companies.alpha, message: 'TypeError: x is undefined', line_number: 12 });
  });

  it('stores a usage event', async () => {
    const res = await post('/api/web/v1/logs/userInterface', { usageType: 'click', module: 'map', subFunction: 'machine' }, betaOwner);
    expect(res.statusCode).toBe(200);
    const row = await world.db.selectFrom('usage_logs').selectAll().where('id', '=', res.json().data.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ company_id: world.companies.beta, module: 'map', sub_function: 'machine' });
  });

  it('limits error reports per user: 429 with Retry-After past the limit, another user unaffected', async () => {
    const report = (token: string, n: number) => post('/api/web/v1/logs/error', { message: `Error ${n}`, uri: 'http://localhost/map' }, token);
    for (let n = 0; n < ERROR_REPORTS_PER_10_MINUTES; n++) expect((await report(betaOwner, n)).statusCode).toBe(200);
    const limited = await report(betaOwner, ERROR_REPORTS_PER_10_MINUTES);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().error.message).toBe('Too many reports in a short period. Please try again later.');
    expect((await report(alphaOwner, 0)).statusCode).toBe(200);
  });

  it("keeps a user's newest error reports only", async () => {
    const userId = world.users['owner@alpha.test'].id;
    const old = Array.from({ length: ERROR_REPORTS_KEPT_PER_USER }, (_, n) => ({
      company_id: world.companies.alpha,
      user_id: userId,
      message: `Old ${n}`,
      uri: 'http://localhost/map',
      created_at: '2026-11-01T00:00:00.000Z',
    }));
    await world.db.insertInto('error_logs').values(old).execute();
    const res = await post('/api/web/v1/logs/error', { message: 'Newest', uri: 'http://localhost/map' }, alphaOwner);
    expect(res.statusCode).toBe(200);
    const rows = await world.db.selectFrom('error_logs').select(['id', 'message']).where('user_id', '=', userId).orderBy('id').execute();
    expect(rows).toHaveLength(ERROR_REPORTS_KEPT_PER_USER);
    expect(rows.at(-1)!.message).toBe('Newest');
    expect(rows[0].message).toBe('Old 1');
  });

  it('rejects bad reports with field messages', async () => {
    const res = await post('/api/web/v1/logs/error', { message: '', lineNumber: -1 }, alphaOwner);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toEqual(expect.arrayContaining(['message', 'uri', 'lineNumber']));
  });
});

describe('GET /api/web/v1/assets/positions', () => {
  it("returns the caller's company's non-archived machines only", async () => {
    const alpha = (await get('/api/web/v1/assets/positions', alphaOwner)).json().data;
    expect(alpha.map((p: { assetId: number }) => p.assetId)).toEqual(world.assets.alpha.slice(0, -1));
    expect(alpha[0]).toMatchObject({ name: 'A machine 1', internalId: 'A-1', lat: 59.01, long: 18.01 });
    const beta = (await get('/api/web/v1/assets/positions', betaOwner)).json().data;
    expect(beta.map((p: { assetId: number }) => p.assetId)).toEqual(world.assets.beta.slice(0, -1));
  });
});

describe('tenant isolation across every route of the foundation', () => {
  // None of these routes takes an id, so "another company's id → 404" cannot arise; what can leak
  // is another company's rows in a list. Each route is called as Beta and must never show Alpha.
  const alphaMarkers = () => [...world.assets.alpha.map((id) => `"assetId":${id},`), 'A machine', 'user Tester'];
  const routes = [
    '/api/web/v1/assets/positions',
    '/api/common/v1/dictionaries/users',
    '/api/web/v1/common/settings',
    '/api/common/v1/information/version',
    ...DICTIONARIES.map((d) => `/api/common/v1/dictionaries/${d}`),
  ];

  it.each(routes)('%s shows Beta nothing of Alpha', async (url) => {
    const res = await get(url, betaOwner);
    expect(res.statusCode).toBe(200);
    for (const marker of alphaMarkers()) expect(res.body).not.toContain(marker);
  });
});

describe('GET /api/web/v1/assets/positions/summary', () => {
  it('counts the machines the map can draw and the ones it cannot (no position yet)', async () => {
    const positions = (await get('/api/web/v1/assets/positions', alphaOwner)).json().data;
    const { data } = (await get('/api/web/v1/assets/positions/summary', alphaOwner)).json();
    expect(data.withPosition).toBe(positions.length);
    expect(data.machines).toBeGreaterThanOrEqual(data.withPosition);
  });

  it('is a Web route: 401 without a token, 403 for Support', async () => {
    expect((await get('/api/web/v1/assets/positions/summary')).statusCode).toBe(401);
    expect((await get('/api/web/v1/assets/positions/summary', support)).statusCode).toBe(403);
  });
});
