// The company's data retention settings (Settings → Data retention; decision 0057): REST and the
// /graphql door Mesh makes of it. Company owner only (manage:retention, from the Owner role), checked
// on the server; scoped to the caller's company; every number bounded by the schema and the shared
// rules (400 with field messages, never 500); every change audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createWorld, type World } from './fixture.ts';
import { buildApp } from '../../server/src/app.ts';

let world: World;
let meshApp: Awaited<ReturnType<typeof buildApp>>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  world = await createWorld({}, { accounts: true });
  for (const email of ['owner@alpha.test', 'admin@alpha.test', 'user@alpha.test', 'owner@beta.test']) tokens[email] = (await world.login(email)).access_token;
  tokens.support = (await world.login('support@siteline.test', 3)).access_token;
  meshApp = await buildApp({ db: world.db, config: world.config, withFrontends: true });
  await meshApp.ready();
});
afterAll(async () => {
  await meshApp.close();
  await world.close();
});

const URL = '/api/web/v1/settings/retention';
const get = (token: string) => world.app.inject({ method: 'GET', url: URL, headers: bearer(token) });
const put = (token: string, payload: unknown) => world.app.inject({ method: 'PUT', url: URL, headers: bearer(token), payload: payload as object });
const graphql = (token: string, query: string, variables: object = {}) =>
  meshApp.inject({ method: 'POST', url: '/graphql', headers: bearer(token), payload: { query, variables } });

// Written from the issue and the decision record, not read from the rules module.
const DEFAULTS = { positionsMonths: 13, eventsMonths: 13, notificationsMonths: 13, dailyFiguresMonths: 61 };
const CHANGED = { positionsMonths: 6, eventsMonths: 24, notificationsMonths: 3, dailyFiguresMonths: 120 };

describe('GET and PUT /api/web/v1/settings/retention', () => {
  it('answers the documented defaults to a company that never set them', async () => {
    const res = await get(tokens['owner@alpha.test']);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: DEFAULTS, succeeded: true, error: null });
  });

  it('stores the owner’s values, answers them, and audits the change (before and after)', async () => {
    const res = await put(tokens['owner@alpha.test'], CHANGED);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual(CHANGED);
    expect((await get(tokens['owner@alpha.test'])).json().data).toEqual(CHANGED);
    const audit = await world.db.selectFrom('settings_audit').selectAll().where('company_id', '=', world.companies.alpha).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ user_id: world.users['owner@alpha.test'].id, setting: 'retention', impersonated_by: null });
    expect(JSON.parse(audit[0].before_value)).toEqual(DEFAULTS);
    expect(JSON.parse(audit[0].after_value)).toEqual(CHANGED);
  });

  it('keeps each company to its own settings: Beta’s owner still reads the defaults and changes only Beta’s', async () => {
    expect((await get(tokens['owner@beta.test'])).json().data).toEqual(DEFAULTS);
    const beta = { ...DEFAULTS, positionsMonths: 36 };
    expect((await put(tokens['owner@beta.test'], beta)).json().data).toEqual(beta);
    expect((await get(tokens['owner@alpha.test'])).json().data).toEqual(CHANGED);
    const rows = await world.db.selectFrom('company_retention').select(['company_id', 'positions_months']).orderBy('company_id').execute();
    expect(rows.map((r) => [Number(r.company_id), Number(r.positions_months)])).toEqual([
      [world.companies.alpha, 6],
      [world.companies.beta, 36],
    ]);
  });

  it('refuses every other role, on the server: an admin, a user, a support agent (403), anonymous (401)', async () => {
    for (const who of ['admin@alpha.test', 'user@alpha.test', 'support']) {
      expect((await get(tokens[who])).statusCode, who).toBe(403);
      expect((await put(tokens[who], DEFAULTS)).statusCode, who).toBe(403);
    }
    expect((await world.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    expect((await get(tokens['owner@alpha.test'])).json().data).toEqual(CHANGED);
  });

  it('answers 400 with a message per field for values out of bounds, not whole, not numbers, missing or unknown; nothing stored', async () => {
    const cases: [unknown, Record<string, string[]>][] = [
      [{ ...CHANGED, positionsMonths: 2 }, { positionsMonths: ['must be >= 3'] }],
      [{ ...CHANGED, positionsMonths: 121 }, { positionsMonths: ['must be <= 120'] }],
      [
        { ...CHANGED, eventsMonths: 0, notificationsMonths: 121 },
        { eventsMonths: ['must be >= 3'], notificationsMonths: ['must be <= 120'] },
      ],
      [{ ...CHANGED, dailyFiguresMonths: 24 }, { dailyFiguresMonths: ['must be >= 25'] }],
      [{ ...CHANGED, dailyFiguresMonths: 241 }, { dailyFiguresMonths: ['must be <= 240'] }],
      [{ ...CHANGED, positionsMonths: 6.5 }, { positionsMonths: ['must be integer'] }],
      [{ ...CHANGED, eventsMonths: '12' }, { eventsMonths: ['must be integer'] }],
      [{ ...CHANGED, notificationsMonths: null }, { notificationsMonths: ['must be integer'] }],
      [{ positionsMonths: 6, eventsMonths: 24, notificationsMonths: 3 }, { dailyFiguresMonths: ['is required'] }],
      [{ ...CHANGED, forever: true }, { forever: ['is not a known field'] }],
      // Raw positions are never kept longer than the daily figures derived from them.
      [{ ...CHANGED, positionsMonths: 100, dailyFiguresMonths: 60 }, { dailyFiguresMonths: ['Daily figures are kept at least as long as raw positions'] }],
    ];
    for (const [body, fields] of cases) {
      const res = await put(tokens['owner@alpha.test'], body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.fields, JSON.stringify(body)).toEqual(fields);
    }
    for (const body of ['[]', '"13"', '{', 'null']) {
      const res = await world.app.inject({
        method: 'PUT',
        url: URL,
        headers: { ...bearer(tokens['owner@alpha.test']), 'content-type': 'application/json' },
        payload: body,
      });
      expect(res.statusCode, body).toBe(400);
    }
    expect((await get(tokens['owner@alpha.test'])).json().data).toEqual(CHANGED);
  });

  it('names the support agent in the audit when the owner is impersonated', async () => {
    const started = await world.app.inject({
      method: 'POST',
      url: '/api/auth/v1/impersonate',
      headers: bearer(tokens.support),
      payload: { userUuid: world.users['owner@alpha.test'].uuid },
    });
    expect(started.statusCode, started.body).toBe(200);
    const asOwner = started.json().data.access_token as string;
    const next = { ...CHANGED, notificationsMonths: 4 };
    expect((await put(asOwner, next)).json().data).toEqual(next);
    const last = await world.db.selectFrom('settings_audit').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    expect(last).toMatchObject({
      company_id: world.companies.alpha,
      user_id: world.users['owner@alpha.test'].id,
      impersonated_by: world.users['support@siteline.test'].id,
    });
    expect(JSON.parse(last.before_value)).toEqual(CHANGED);
    expect(JSON.parse(last.after_value)).toEqual(next);
    expect((await put(tokens['owner@alpha.test'], CHANGED)).statusCode).toBe(200);
  });

  it('accepts the bounds themselves', async () => {
    const low = { positionsMonths: 3, eventsMonths: 3, notificationsMonths: 1, dailyFiguresMonths: 25 };
    const high = { positionsMonths: 120, eventsMonths: 120, notificationsMonths: 120, dailyFiguresMonths: 240 };
    expect((await put(tokens['owner@alpha.test'], low)).json().data).toEqual(low);
    expect((await put(tokens['owner@alpha.test'], high)).json().data).toEqual(high);
    expect((await put(tokens['owner@alpha.test'], CHANGED)).json().data).toEqual(CHANGED);
  });
});

describe('the same through /graphql', () => {
  const READ = 'query { retentionSettings { data { positionsMonths eventsMonths notificationsMonths dailyFiguresMonths } } }';
  const WRITE =
    'mutation Save($input: updateRetentionSettings_request_Input) { updateRetentionSettings(input: $input) { data { positionsMonths eventsMonths notificationsMonths dailyFiguresMonths } } }';

  it('reads and writes the owner’s company settings', async () => {
    const read = (await graphql(tokens['owner@alpha.test'], READ)).json();
    expect(read.errors).toBeUndefined();
    expect(read.data.retentionSettings.data).toEqual(CHANGED);
    const next = { ...CHANGED, eventsMonths: 18 };
    const written = (await graphql(tokens['owner@alpha.test'], WRITE, { input: next })).json();
    expect(written.errors).toBeUndefined();
    expect(written.data.updateRetentionSettings.data).toEqual(next);
    expect((await get(tokens['owner@alpha.test'])).json().data).toEqual(next);
    expect((await graphql(tokens['owner@beta.test'], READ)).json().data.retentionSettings.data).toEqual({ ...DEFAULTS, positionsMonths: 36 });
    await put(tokens['owner@alpha.test'], CHANGED);
  });

  it('passes on the 400 with its field messages, and the 403 of another role', async () => {
    const [bad] = (await graphql(tokens['owner@alpha.test'], WRITE, { input: { ...CHANGED, positionsMonths: 200 } })).json().errors;
    expect(bad.extensions.response.status).toBe(400);
    expect(bad.extensions.response.body.error.fields).toEqual({ positionsMonths: ['must be <= 120'] });
    const [crossed] = (await graphql(tokens['owner@alpha.test'], WRITE, { input: { ...CHANGED, positionsMonths: 60, dailyFiguresMonths: 30 } })).json().errors;
    expect(crossed.extensions.response.body.error.fields).toEqual({ dailyFiguresMonths: ['Daily figures are kept at least as long as raw positions'] });
    const [refused] = (await graphql(tokens['admin@alpha.test'], READ)).json().errors;
    expect(refused.extensions.response.status).toBe(403);
    const [refusedWrite] = (await graphql(tokens['user@alpha.test'], WRITE, { input: DEFAULTS })).json().errors;
    expect(refusedWrite.extensions.response.status).toBe(403);
    expect((await get(tokens['owner@alpha.test'])).json().data).toEqual(CHANGED);
  });
});
