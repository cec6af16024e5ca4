// Support: the companies grid, a company's users, and impersonation with its audit trail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { IMPERSONATION_REFRESH_COOKIE } from '../../server/src/routes/auth/refreshCookie.ts';
import { bearer, createWorld, refreshCookieOf, type World } from './fixture.ts';

let world: World;
let support: string;
let plainSupport: string;
let alphaOwner: string;
beforeAll(async () => {
  world = await createWorld({}, { accounts: true });
  await world.db.insertInto('companies').values({ name: 'Åkeri Öst AB', country: 'SE', is_internal: 0, created_at: '2026-01-01T00:00:00Z' }).execute();
  support = (await world.login('support@siteline.test', 3)).access_token;
  plainSupport = (await world.login('plain@siteline.test', 3)).access_token;
  alphaOwner = (await world.login('owner@alpha.test')).access_token;
});
afterAll(() => world.close());

const post = (url: string, payload: object | undefined, token?: string, remoteAddress?: string) =>
  world.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {}, remoteAddress });
const get = (url: string, token?: string) => world.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const companies = (body: object, token = support) => post('/api/support/v1/companies', body, token);
const names = (res: { json(): { data: { data: { companyName: string }[] } } }) => res.json().data.data.map((c) => c.companyName);

describe('POST /api/support/v1/companies', () => {
  it('answers the grid: counts per company, total and the text-search columns', async () => {
    const res = await companies({});
    expect(res.statusCode).toBe(200);
    const { data, summary, textSearchColumns } = res.json().data;
    expect(summary).toEqual({ total: 4 });
    expect(textSearchColumns).toEqual(['companyName']);
    expect(data[0]).toEqual({
      companyId: world.companies.internal,
      companyName: 'Siteline',
      userCount: 2,
      hardwareCount: 0,
      machineConnectionCount: 0,
      isInternal: true,
    });
    expect(data.find((c: { companyId: number }) => c.companyId === world.companies.alpha)).toEqual({
      companyId: world.companies.alpha,
      companyName: 'Alpha Bygg AB',
      userCount: 4,
      hardwareCount: 3,
      machineConnectionCount: 2,
      isInternal: false,
    });
  });

  it('sorts by any listed column (ASC = 0, DESC = 1), ties by id', async () => {
    expect(names(await companies({ sortExpressions: [{ fieldName: 'userCount', sortOrder: 1 }] }))).toEqual([
      'Alpha Bygg AB',
      'Siteline',
      'Beta Maskin AS',
      'Åkeri Öst AB',
    ]);
    expect(names(await companies({ sortExpressions: [{ fieldName: 'companyName', sortOrder: 0 }] }))).toEqual([
      'Alpha Bygg AB',
      'Beta Maskin AS',
      'Siteline',
      'Åkeri Öst AB',
    ]);
    expect(
      names(
        await companies({
          sortExpressions: [
            { fieldName: 'hardwareCount', sortOrder: 1 },
            { fieldName: 'companyName', sortOrder: 1 },
          ],
        }),
      ),
    ).toEqual(['Alpha Bygg AB', 'Beta Maskin AS', 'Åkeri Öst AB', 'Siteline']);
  });

  it('searches and filters company names case-insensitively, non-ASCII letters included', async () => {
    expect(names(await companies({ textSearch: 'BYGG' }))).toEqual(['Alpha Bygg AB']);
    expect(names(await companies({ textSearch: 'åkeri' }))).toEqual(['Åkeri Öst AB']);
    const filtered = await companies({ filterExpressions: [{ fieldName: 'companyName', value: 'maskin', filterFunction: 'contains' }] });
    expect(names(filtered)).toEqual(['Beta Maskin AS']);
    expect(filtered.json().data.summary.total).toBe(1);
    // LIKE wildcards are text, not patterns.
    expect(names(await companies({ textSearch: '%' }))).toEqual([]);
  });

  it('pages with start and limit; total counts every match', async () => {
    const res = await companies({ start: 1, limit: 2, sortExpressions: [{ fieldName: 'companyId', sortOrder: 0 }] });
    expect(names(res)).toEqual(['Alpha Bygg AB', 'Beta Maskin AS']);
    expect(res.json().data.summary.total).toBe(4);
    expect((await companies({ limit: 101 })).statusCode).toBe(400);
  });

  it('answers 400 naming an unknown sort or filter field', async () => {
    const sort = await companies({ sortExpressions: [{ fieldName: 'name; drop table users', sortOrder: 0 }] });
    expect(sort.statusCode).toBe(400);
    expect(sort.json().error.message).toContain("Cannot sort by 'name; drop table users'");
    expect(Object.keys(sort.json().error.fields)).toEqual(['sortExpressions.0.fieldName']);
    const filter = await companies({ filterExpressions: [{ fieldName: 'userCount', value: 1, filterFunction: 'eq' }] });
    expect(filter.statusCode).toBe(400);
    expect(filter.json().error.message).toContain("'userCount'");
  });

  it('needs Support scope and access:impersonate', async () => {
    expect((await companies({}, alphaOwner)).statusCode).toBe(403);
    expect((await companies({}, plainSupport)).statusCode).toBe(403);
    expect((await post('/api/support/v1/companies', {})).statusCode).toBe(401);
  });
});

describe('GET /api/support/v1/companies/{id}/users', () => {
  it("lists a company's users", async () => {
    const res = await get(`/api/support/v1/companies/${world.companies.beta}/users`, support);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      {
        userUuid: world.users['owner@beta.test'].uuid,
        firstName: 'owner',
        lastName: 'Tester',
        login: 'owner@beta.test',
        lastWebLogin: null,
        lastMobileLogin: null,
      },
    ]);
  });

  it('answers 404 for an unknown company and 403 without the permission', async () => {
    expect((await get('/api/support/v1/companies/999/users', support)).statusCode).toBe(404);
    expect((await get(`/api/support/v1/companies/${world.companies.beta}/users`, plainSupport)).statusCode).toBe(403);
    expect((await get(`/api/support/v1/companies/${world.companies.beta}/users`, alphaOwner)).statusCode).toBe(403);
  });
});

describe('impersonation', () => {
  const impersonate = (userUuid: string, token = support) => post('/api/auth/v1/impersonate', { userUuid }, token, '192.0.2.7');
  /** The impersonation's tokens: the JSON pair and its own refresh cookie (the agent's cookie is another). */
  const tokensOf = (res: Awaited<ReturnType<typeof impersonate>>) => ({
    ...res.json().data,
    refresh_token: refreshCookieOf(res, IMPERSONATION_REFRESH_COOKIE),
  });
  const refreshImpersonation = (pair: { access_token: string; refresh_token: string }) =>
    world.refresh(pair.refresh_token, { impersonation: true, accessToken: pair.access_token });
  const positions = (token: string) => get('/api/web/v1/assets/positions', token);
  const audit = () => world.db.selectFrom('impersonation_audit').selectAll().orderBy('id').execute();
  const supportId = () => world.users['support@siteline.test'].id;

  it('gives the target’s tokens with an impersonatedBy claim, bounded, and audits the start', async () => {
    const res = await impersonate(world.users['user@alpha.test'].uuid);
    expect(res.statusCode).toBe(200);
    const pair = tokensOf(res);
    expect(pair.refresh_token).toBeTruthy();
    expect(res.json().data).not.toHaveProperty('refresh_token');
    const claims = decodeJwt(pair.access_token);
    expect(claims).toMatchObject({ email: 'user@alpha.test', scope: 'web', impersonatedBy: supportId() });
    expect(pair.expires_in).toBeLessThanOrEqual(world.config.impersonationTtlSeconds);
    expect((await positions(pair.access_token)).statusCode).toBe(200);

    const [row] = await audit();
    expect(row).toMatchObject({
      support_user_id: supportId(),
      target_user_id: world.users['user@alpha.test'].id,
      target_company_id: world.companies.alpha,
      ended_at: null,
      ip: '192.0.2.7',
    });
    const lifetime = Date.parse(row.expires_at) - Date.parse(row.started_at);
    expect(lifetime).toBe(world.config.impersonationTtlSeconds * 1000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60 * 1000);
    const refreshRows = await world.db.selectFrom('refresh_tokens').selectAll().where('family_id', '=', row.family_id).execute();
    for (const r of refreshRows) expect(r.expires_at <= row.expires_at).toBe(true);

    // Refreshing keeps the claim and never extends the session.
    const refreshed = await refreshImpersonation(pair);
    expect(refreshed.statusCode).toBe(200);
    expect(refreshCookieOf(refreshed, IMPERSONATION_REFRESH_COOKIE)).toBeTruthy();
    expect(decodeJwt(refreshed.json().data.access_token).impersonatedBy).toBe(supportId());
    const after = await world.db.selectFrom('refresh_tokens').selectAll().where('family_id', '=', row.family_id).execute();
    for (const r of after) expect(r.expires_at <= row.expires_at).toBe(true);
  });

  it('ending it is audited and kills its tokens at once', async () => {
    const pair = tokensOf(await impersonate(world.users['owner@alpha.test'].uuid));
    const end = await post('/api/web/v1/impersonation/end', undefined, pair.access_token);
    expect(end.statusCode).toBe(200);
    expect(end.json().data).toEqual({ endedSessions: 1 });
    expect(end.cookies).toEqual([expect.objectContaining({ name: IMPERSONATION_REFRESH_COOKIE, value: '' })]);
    const row = (await audit()).at(-1)!;
    expect(row.ended_at).not.toBeNull();
    expect((await positions(pair.access_token)).statusCode).toBe(401);
    expect((await refreshImpersonation(pair)).statusCode).toBe(401);
  });

  it('an ordinary session cannot "end" an impersonation', async () => {
    expect((await post('/api/web/v1/impersonation/end', undefined, alphaOwner)).statusCode).toBe(400);
  });

  it('stops when the session expires, the agent loses access:impersonate or is disabled', async () => {
    const start = async () => tokensOf(await impersonate(world.users['owner@beta.test'].uuid));
    const agent = world.users['support@siteline.test'].id;

    let pair = await start();
    await world.db
      .updateTable('impersonation_audit')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('ended_at', 'is', null)
      .execute();
    expect((await positions(pair.access_token)).statusCode).toBe(401);
    expect((await refreshImpersonation(pair)).statusCode).toBe(401);

    pair = await start();
    await world.db.updateTable('users').set({ extra_permissions: 'access:impersonate revoke:access:impersonate' }).where('id', '=', agent).execute();
    expect((await positions(pair.access_token)).statusCode).toBe(401);
    await world.db.updateTable('users').set({ extra_permissions: 'access:impersonate' }).where('id', '=', agent).execute();
    expect((await positions(pair.access_token)).statusCode).toBe(200);

    await world.db.updateTable('users').set({ disabled: 1 }).where('id', '=', agent).execute();
    expect((await positions(pair.access_token)).statusCode).toBe(401);
    await world.db.updateTable('users').set({ disabled: 0 }).where('id', '=', agent).execute();
  });

  it('starting again closes the earlier open session of the same agent and target', async () => {
    const first = tokensOf(await impersonate(world.users['user@alpha.test'].uuid));
    const second = tokensOf(await impersonate(world.users['user@alpha.test'].uuid));
    // The earlier session's family is revoked: its refresh cookie and, at once, its access token.
    expect((await refreshImpersonation(first)).statusCode).toBe(401);
    expect((await positions(first.access_token)).statusCode).toBe(401);
    expect((await positions(second.access_token)).statusCode).toBe(200);
    const open = (await audit()).filter((r) => r.ended_at === null && r.target_user_id === world.users['user@alpha.test'].id);
    expect(open).toHaveLength(1);
  });

  it('refuses users of the root or an internal company, Web callers, agents without the permission, unknown users', async () => {
    const before = (await audit()).length;
    for (const email of ['support@siteline.test', 'plain@siteline.test']) {
      const res = await impersonate(world.users[email].uuid);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe('Support agents cannot be impersonated');
    }
    await world.db.updateTable('companies').set({ is_internal: 1 }).where('id', '=', world.companies.beta).execute();
    expect((await impersonate(world.users['owner@beta.test'].uuid)).statusCode).toBe(403);
    await world.db.updateTable('companies').set({ is_internal: 0 }).where('id', '=', world.companies.beta).execute();

    expect((await impersonate(world.users['user@alpha.test'].uuid, alphaOwner)).statusCode).toBe(403);
    expect((await impersonate(world.users['user@alpha.test'].uuid, plainSupport)).statusCode).toBe(403);
    expect((await post('/api/auth/v1/impersonate', { userUuid: world.users['user@alpha.test'].uuid })).statusCode).toBe(401);
    expect((await impersonate('00000000-0000-4000-8000-999999999999')).statusCode).toBe(404);
    expect((await audit()).length).toBe(before);
  });

  it('an impersonating agent cannot change the customer’s password', async () => {
    const pair = (await impersonate(world.users['user@alpha.test'].uuid)).json().data;
    const res = await world.app.inject({
      method: 'PUT',
      url: '/api/common/v1/profile',
      headers: bearer(pair.access_token),
      payload: {
        firstName: 'user',
        lastName: 'Tester',
        languageId: 1,
        timezoneId: 'Europe/Stockholm',
        password: { currentPassword: 'x', newPassword: 'Taken.Over1', confirmPassword: 'Taken.Over1' },
      },
    });
    expect(res.statusCode).toBe(403);
  });
});
