// API clients (manage:integration), the OAuth 2.0 client credentials token and the integration API:
// secrets shown once and stored hashed, company scope everywhere, revoked permission, deleted or
// re-keyed clients refused at once, bad values answered 400 with field messages.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserRole } from '../../server/src/domain/permissions.ts';
import { hashPassword } from '../../server/src/services/passwords.ts';
import { bearer, createWorld, PASSWORD, type World } from './fixture.ts';
import { FAILED_SECRETS_PER_CLIENT } from '../../server/src/routes/integrations/oauth.routes.ts';

let world: World;
let admin: string;
let user: string;
let revoked: string;
let betaOwner: string;

beforeAll(async () => {
  world = await createWorld({}, { accounts: true });
  // An Admin whose role grants manage:integration but whose own list revokes it.
  await world.db
    .insertInto('users')
    .values({
      uuid: '00000000-0000-4000-8000-999999999999',
      company_id: world.companies.alpha,
      email: 'revoked@alpha.test',
      first_name: 'Revoked',
      last_name: 'Tester',
      password_hash: await hashPassword(PASSWORD),
      scope: 'web',
      role: UserRole.Admin,
      extra_permissions: 'revoke:manage:integration',
      created_at: '2026-11-20T10:00:00.000Z',
    })
    .execute();
  admin = (await world.login('admin@alpha.test')).access_token;
  user = (await world.login('user@alpha.test')).access_token;
  revoked = (await world.login('revoked@alpha.test')).access_token;
  betaOwner = (await world.login('owner@beta.test')).access_token;
});
afterAll(() => world.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token: string, payload?: object) => world.app.inject({ method, url, headers: bearer(token), payload });
const list = (token = admin, body: object = {}) => call('POST', '/api/web/v1/integrations/clients/list', token, body);
const create = (name: string, token = admin) => call('POST', '/api/web/v1/integrations/clients', token, { name });
const names = async (token = admin) => (await list(token)).json().data.data.map((c: { name: string }) => c.name);

async function newClient(name: string, token = admin) {
  const res = await create(name, token);
  expect(res.statusCode).toBe(200);
  return res.json().data as { clientId: string; clientSecret: string; name: string };
}

const tokenRequest = (form: Record<string, string>, headers: Record<string, string> = {}) =>
  world.app.inject({
    method: 'POST',
    url: '/api/auth/v1/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(form).toString(),
  });

async function accessToken(clientId: string, clientSecret: string) {
  const res = await tokenRequest({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret });
  expect(res.statusCode).toBe(200);
  return res.json().access_token as string;
}

const integration = (url: string, token: string, init: { method?: Method; payload?: object; accept?: string } = {}) =>
  world.app.inject({
    method: init.method ?? 'GET',
    url: `/api/integration/v1${url}`,
    headers: { ...bearer(token), ...(init.accept ? { accept: init.accept } : {}) },
    payload: init.payload,
  });

describe('API client management', () => {
  it('starts empty, creates a client whose secret is answered once and stored only as its hash', async () => {
    expect((await list()).json().data.data).toEqual([]);
    const created = await newClient('ERP export');
    expect(created.clientId).toMatch(/^sl_[0-9a-f]{32}$/);
    expect(created.clientSecret.length).toBeGreaterThanOrEqual(40);

    const row = await world.db.selectFrom('api_clients').selectAll().where('client_id', '=', created.clientId).executeTakeFirstOrThrow();
    expect(row.secret_hash).toBe(createHash('sha256').update(created.clientSecret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(created.clientSecret);

    const listed = (await list()).json().data.data;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ clientId: created.clientId, name: 'ERP export', lastUsedUtcTime: null });
    expect(JSON.stringify(listed)).not.toContain(created.clientSecret);
    expect(listed[0].createdUserTimeFormatted).toMatch(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/);
  });

  it('answers bad values with 400 and field messages', async () => {
    const blank = await create('   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields.name).toEqual(['Name is required']);
    expect((await create('x'.repeat(101))).statusCode).toBe(400);
    expect((await call('POST', '/api/web/v1/integrations/clients', admin, { name: 'A', secret: 'mine' })).statusCode).toBe(400);
    expect((await call('POST', '/api/web/v1/integrations/clients', admin, {})).statusCode).toBe(400);
    const duplicate = await create('erp EXPORT');
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().error.fields.name).toEqual(['A client with this name already exists']);
    expect((await call('PUT', '/api/web/v1/integrations/clients/not-a-client', admin, { name: 'B' })).statusCode).toBe(400);
  });

  it('renames (angle brackets removed), and keeps the secret', async () => {
    const c = await newClient('Rental system');
    const res = await call('PUT', `/api/web/v1/integrations/clients/${c.clientId}`, admin, { name: ' <b>Rental</b> system 2 ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.name).toBe('bRental/b system 2');
    await accessToken(c.clientId, c.clientSecret);
  });

  it("answers 404 for another company's client on every call", async () => {
    const c = await newClient('Alpha only');
    expect(await names(betaOwner)).toEqual([]);
    expect((await call('PUT', `/api/web/v1/integrations/clients/${c.clientId}`, betaOwner, { name: 'Taken' })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/web/v1/integrations/clients/${c.clientId}`, betaOwner)).statusCode).toBe(404);
    expect((await call('POST', `/api/web/v1/integrations/${c.clientId}/secret`, betaOwner)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/web/v1/integrations/clients/sl_${'0'.repeat(32)}`, admin)).statusCode).toBe(404);
    expect(await names()).toContain('Alpha only');
  });

  it('needs manage:integration, and revoke:manage:integration denies it', async () => {
    for (const token of [user, revoked]) {
      expect((await list(token)).statusCode).toBe(403);
      expect((await create('Nope', token)).statusCode).toBe(403);
    }
    const c = await newClient('Guarded');
    expect((await call('DELETE', `/api/web/v1/integrations/clients/${c.clientId}`, revoked)).statusCode).toBe(403);
    expect((await call('POST', `/api/web/v1/integrations/${c.clientId}/secret`, user)).statusCode).toBe(403);
  });
});

describe('OAuth 2.0 client credentials', () => {
  let client: { clientId: string; clientSecret: string };
  beforeAll(async () => {
    client = await newClient('Token tests');
  });

  it('issues a short-lived bearer token for form-encoded or HTTP Basic credentials', async () => {
    const form = await tokenRequest({ grant_type: 'client_credentials', client_id: client.clientId, client_secret: client.clientSecret });
    expect(form.statusCode).toBe(200);
    expect(form.headers['cache-control']).toBe('no-store');
    expect(form.json()).toMatchObject({ token_type: 'Bearer', expires_in: 900, scope: 'fleet' });

    const basic = Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64');
    const res = await tokenRequest({ grant_type: 'client_credentials' }, { authorization: `Basic ${basic}` });
    expect(res.statusCode).toBe(200);
  });

  it('answers the RFC errors', async () => {
    const wrong = await tokenRequest({ grant_type: 'client_credentials', client_id: client.clientId, client_secret: 'guess' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toBe('invalid_client');
    const grant = await tokenRequest({ grant_type: 'password', client_id: client.clientId, client_secret: client.clientSecret });
    expect(grant.json().error).toBe('unsupported_grant_type');
    const missing = await tokenRequest({ grant_type: 'client_credentials' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('invalid_request');
    const scope = await tokenRequest({ grant_type: 'client_credentials', client_id: client.clientId, client_secret: client.clientSecret, scope: 'admin' });
    expect(scope.json().error).toBe('invalid_scope');
  });

  it('answers every malformed body with 400 invalid_request, never an internal error', async () => {
    // The shapes a fuzzer found answered 500 with the framework's own text: no body, broken JSON, a
    // prototype key, the NUL character, and a form field holding NUL.
    const bodies: Array<{ type: string; payload: string }> = [
      { type: 'application/json', payload: '' },
      { type: 'application/json', payload: '{"grant_type":' },
      { type: 'application/json', payload: '{"__proto__":{"x":1},"grant_type":"client_credentials"}' },
      { type: 'application/json', payload: '{"grant_type":"client_credentials\\u0000"}' },
      { type: 'application/json', payload: '{"constructor":{"prototype":{"x":1}},"grant_type":"client_credentials"}' },
      { type: 'application/x-www-form-urlencoded', payload: 'grant_type=client_credentials%00' },
      { type: 'application/json', payload: '[1,2]' },
      { type: 'application/json', payload: 'null' },
    ];
    for (const { type, payload } of bodies) {
      const res = await world.app.inject({ method: 'POST', url: '/api/auth/v1/token', headers: { 'content-type': type }, payload });
      expect(res.statusCode, `${type} ${payload}`).toBe(400);
      expect(res.json(), `${type} ${payload}`).toEqual({ error: 'invalid_request', error_description: expect.any(String) });
      expect(res.headers['cache-control']).toBe('no-store');
    }
    const text = await world.app.inject({ method: 'POST', url: '/api/auth/v1/token', headers: { 'content-type': 'text/plain' }, payload: 'grant_type' });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ error: 'invalid_request', error_description: expect.any(String) });
  });

  it('refuses a client for a while after too many wrong secrets, from any address; other clients are not affected', async () => {
    const target = await newClient('Guessed');
    const other = await newClient('Bystander');
    for (let n = 0; n < FAILED_SECRETS_PER_CLIENT; n++) {
      const res = await world.app.inject({
        method: 'POST',
        url: '/api/auth/v1/token',
        remoteAddress: `10.0.0.${n + 1}`,
        payload: { grant_type: 'client_credentials', client_id: target.clientId, client_secret: `guess-${n}` },
      });
      expect(res.statusCode).toBe(401);
    }
    const refused = await tokenRequest({ grant_type: 'client_credentials', client_id: target.clientId, client_secret: target.clientSecret });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe('slow_down');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await tokenRequest({ grant_type: 'client_credentials', client_id: other.clientId, client_secret: other.clientSecret })).statusCode).toBe(200);
  });

  it("does not mix users' and clients' tokens", async () => {
    const token = await accessToken(client.clientId, client.clientSecret);
    expect((await list(token)).statusCode).toBe(401);
    expect((await integration('/machines', admin)).statusCode).toBe(401);
    expect((await integration('/machines', 'not.a.token')).statusCode).toBe(401);
    const none = await world.app.inject({ method: 'GET', url: '/api/integration/v1/machines' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toContain('Bearer');
  });
});

describe('the integration API', () => {
  let alphaToken: string;
  let betaToken: string;
  beforeAll(async () => {
    const a = await newClient('Fleet reader');
    alphaToken = await accessToken(a.clientId, a.clientSecret);
    const b = await newClient('Beta reader', betaOwner);
    betaToken = await accessToken(b.clientId, b.clientSecret);
  });

  it("lists the client's company's machines only, in keyset pages", async () => {
    const res = await integration('/machines', alphaToken);
    expect(res.statusCode).toBe(200);
    const { items, nextAfter } = res.json().data;
    const active = world.assets.alpha.slice(0, 3);
    expect(items.map((m: { id: number }) => m.id)).toEqual(active);
    expect(nextAfter).toBeNull();
    expect(items[0]).toMatchObject({ internalId: 'A-1', brand: 'Volvo', archived: false });

    const first = (await integration('/machines?limit=2', alphaToken)).json().data;
    expect(first.items).toHaveLength(2);
    const second = (await integration(`/machines?limit=2&after=${first.nextAfter}`, alphaToken)).json().data;
    expect(second.items.map((m: { id: number }) => m.id)).toEqual([active[2]]);
    const archived = (await integration('/machines?includeArchived=true', alphaToken)).json().data.items;
    expect(archived).toHaveLength(4);

    const beta = (await integration('/machines', betaToken)).json().data.items;
    expect(beta.map((m: { id: number }) => m.id)).toEqual(world.assets.beta.slice(0, 2));
  });

  it("answers 404 for another company's machine", async () => {
    const other = world.assets.beta[0];
    expect((await integration(`/machines/${other}`, alphaToken)).statusCode).toBe(404);
    expect((await integration(`/machines/${other}/hours`, alphaToken)).statusCode).toBe(404);
    expect((await integration(`/machines/${other}/hours`, alphaToken, { method: 'POST', payload: { hours: 10 } })).statusCode).toBe(404);
    expect((await integration(`/machines/${world.assets.alpha[0]}`, alphaToken)).statusCode).toBe(200);
  });

  it('answers the last positions, hours and events', async () => {
    const positions = (await integration('/positions/latest', alphaToken)).json().data;
    expect(positions.items).toHaveLength(3);
    expect(positions.items[0]).toMatchObject({ machineId: world.assets.alpha[0], lat: 59.01, long: 18.01 });

    const hours = await integration(`/machines/${world.assets.alpha[0]}/hours?fromDay=2026-11-01&toDay=2026-11-07`, alphaToken);
    expect(hours.statusCode).toBe(200);
    expect(hours.json().data).toMatchObject({ machineId: world.assets.alpha[0], fromDay: '2026-11-01', toDay: '2026-11-07' });
    expect((await integration('/events?fromUtcTime=2026-11-01T00:00:00Z&toUtcTime=2026-11-07T00:00:00Z', alphaToken)).statusCode).toBe(200);
  });

  it('answers bad values with 400', async () => {
    expect((await integration('/machines?limit=0', alphaToken)).statusCode).toBe(400);
    expect((await integration('/machines?limit=1001', alphaToken)).statusCode).toBe(400);
    expect((await integration('/machines/abc', alphaToken)).statusCode).toBe(400);
    const day = await integration(`/machines/${world.assets.alpha[0]}/hours?fromDay=2026-02-30`, alphaToken);
    expect(day.statusCode).toBe(400);
    expect((await integration(`/machines/${world.assets.alpha[0]}/hours?fromDay=2026-11-08&toDay=2026-11-01`, alphaToken)).statusCode).toBe(400);
    expect((await integration('/events?fromUtcTime=yesterday', alphaToken)).statusCode).toBe(400);
    const future = await integration(`/machines/${world.assets.alpha[0]}/hours`, alphaToken, {
      method: 'POST',
      payload: { hours: 10, utcTime: '2099-01-01T00:00:00Z' },
    });
    expect(future.statusCode).toBe(400);
    expect((await integration(`/machines/${world.assets.alpha[0]}/hours`, alphaToken, { method: 'POST', payload: { hours: -1 } })).statusCode).toBe(400);
  });

  it('serves the ISO 15143-3 fleet snapshot in XML, or JSON on request', async () => {
    const xml = await integration('/iso15143-3/Fleet/1', alphaToken);
    expect(xml.statusCode).toBe(200);
    expect(xml.headers['content-type']).toContain('application/xml');
    expect(xml.body).toContain('http://standards.iso.org/iso/15143/-3');
    expect(xml.body.match(/<Equipment>/g)).toHaveLength(3);
    const json = await integration('/iso15143-3/Fleet/1', alphaToken, { accept: 'application/json' });
    expect(json.headers['content-type']).toContain('application/json');
    expect(json.body).toContain('A-1');
    expect(json.body).not.toContain('B-1');
    expect((await integration('/iso15143-3/Fleet/2', alphaToken)).statusCode).toBe(404);
  });

  it('answers each machine’s service status as the service list computes it, for its own company only', async () => {
    const [a1, a2, a3] = world.assets.alpha;
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const plan = (assetId: number, offset: number) =>
      call('POST', '/api/web/v1/services/setup', admin, {
        assetId,
        engineHoursServiceAllowed: false,
        nextCalendarServiceUserTime: day(offset),
        calendarServiceIntervalType: 3,
        calendarServiceFrequency: 6,
      });
    expect((await plan(a1, 60)).statusCode).toBe(200);
    expect((await plan(a2, 5)).statusCode).toBe(200);
    const report = await call('POST', '/api/web/v1/services/report', admin, {
      assetId: a2,
      engineTimeAtService: 0,
      servicePerformedUserTime: `${day(-3)}T08:00`,
      comment: 'Lift inspection',
    });
    expect(report.statusCode).toBe(200);
    expect((await plan(a2, 5)).statusCode).toBe(200);
    const hours = await call('POST', '/api/web/v1/services/setup', admin, {
      assetId: a3,
      engineHoursServiceAllowed: true,
      nextEngineHoursService: 0,
      engineHoursServiceInterval: 250,
    });
    expect(hours.statusCode).toBe(200);

    const items = (await integration('/machines', alphaToken)).json().data.items as Record<string, unknown>[];
    const byId = new Map(items.map((m) => [m.id, m]));
    expect(byId.get(a1)).toMatchObject({ serviceStatus: 1, serviceStatusName: 'Scheduled', nextServiceDueDay: day(60), nextServiceEngineHours: null });
    expect(byId.get(a2)).toMatchObject({ serviceStatus: 2, serviceStatusName: 'Soon', nextServiceDueDay: day(5) });
    expect(byId.get(a2)!.previousServiceUtcTime).toMatch(new RegExp(`^${day(-3)}|^${day(-4)}`));
    expect(byId.get(a3)).toMatchObject({ serviceStatus: 3, serviceStatusName: 'Overdue', nextServiceEngineHours: 0 });

    // The same values the service list answers, row by row.
    const grid = (await call('POST', '/api/web/v1/services', admin, {})).json().data.data as Record<string, unknown>[];
    expect(grid.length).toBe(items.length);
    for (const row of grid) {
      expect(byId.get(row.id), `machine ${String(row.id)}`).toMatchObject({
        serviceStatus: row.status,
        serviceStatusName: row.statusFormatted,
        nextServiceDueDay: row.nextServicePredictionUserTime,
        nextServiceEngineHours: row.nextServiceEngineHours,
        previousServiceUtcTime: row.previousServiceUtcTime,
      });
    }
    const one = (await integration(`/machines/${a2}`, alphaToken)).json().data;
    expect(one).toEqual(byId.get(a2));

    // Another company's client sees its own machines' (unplanned) status and never these.
    const beta = (await integration('/machines', betaToken)).json().data.items as Record<string, unknown>[];
    expect(beta.every((m) => m.serviceStatus === 0 && m.serviceStatusName === 'NoService' && m.nextServiceDueDay === null)).toBe(true);
    expect((await integration(`/machines/${a2}`, betaToken)).statusCode).toBe(404);
  });

  it("stops a deleted client's tokens at once, and a new secret ends the old one and its tokens", async () => {
    const c = await newClient('Short lived');
    const token = await accessToken(c.clientId, c.clientSecret);
    expect((await integration('/machines', token)).statusCode).toBe(200);

    const renewed = await call('POST', `/api/web/v1/integrations/${c.clientId}/secret`, admin);
    expect(renewed.statusCode).toBe(200);
    const fresh = renewed.json().data.clientSecret as string;
    expect(fresh).not.toBe(c.clientSecret);
    expect((await integration('/machines', token)).statusCode).toBe(401);
    expect((await tokenRequest({ grant_type: 'client_credentials', client_id: c.clientId, client_secret: c.clientSecret })).statusCode).toBe(401);

    const second = await accessToken(c.clientId, fresh);
    expect((await integration('/machines', second)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/web/v1/integrations/clients/${c.clientId}`, admin)).statusCode).toBe(200);
    const refused = await integration('/machines', second);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.message).toBe('The API client was deleted');
    expect((await tokenRequest({ grant_type: 'client_credentials', client_id: c.clientId, client_secret: fresh })).statusCode).toBe(401);
    expect(await names()).not.toContain('Short lived');
  });
});

describe('the per-client rate limit', () => {
  let small: World;
  beforeAll(async () => {
    small = await createWorld({ integrationRequestsPerMinute: 3 }, { accounts: true });
  });
  afterAll(() => small.close());

  it('answers 429 with Retry-After past the limit, for that client only', async () => {
    const owner = (await small.login('admin@alpha.test')).access_token;
    const tokens: string[] = [];
    for (const name of ['One', 'Two']) {
      const c = (await small.app.inject({ method: 'POST', url: '/api/web/v1/integrations/clients', headers: bearer(owner), payload: { name } })).json().data;
      const t = await small.app.inject({
        method: 'POST',
        url: '/api/auth/v1/token',
        payload: { grant_type: 'client_credentials', client_id: c.clientId, client_secret: c.clientSecret },
      });
      tokens.push(t.json().access_token);
    }
    const get = (token: string) => small.app.inject({ method: 'GET', url: '/api/integration/v1/machines', headers: bearer(token) });
    for (let i = 0; i < 3; i++) expect((await get(tokens[0])).statusCode).toBe(200);
    const limited = await get(tokens[0]);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await get(tokens[1])).statusCode).toBe(200);
  });
});
