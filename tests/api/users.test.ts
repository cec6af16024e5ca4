// User administration: listing, the role rules, disabling and deleting (sessions end at once).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createWorld, outbox, PASSWORD, type World } from './fixture.ts';

let world: World;
let owner: string;
let admin: string;
let betaOwner: string;
beforeAll(async () => {
  world = await createWorld({}, { accounts: true });
  owner = (await world.login('owner@alpha.test')).access_token;
  admin = (await world.login('admin@alpha.test')).access_token;
  betaOwner = (await world.login('owner@beta.test')).access_token;
});
afterAll(() => world.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  world.app.inject({ method, url, headers: bearer(token), payload });
const list = (body: object, token = admin) => call('POST', '/api/web/v1/users/users', token, body);
const emails = (res: { json(): { data: { data: { email: string }[] } } }) => res.json().data.data.map((u) => u.email);
const id = (email: string) => world.users[email].id;
const userBody = (email: string, userRole = 0) => ({ firstName: 'New', lastName: 'Person', email, userRole, sendInviteEmail: false });
const update = (email: string, changes: object, token = admin) =>
  call('PUT', '/api/web/v1/users', token, { id: id(email), firstName: 'Some', lastName: 'Name', userRole: 0, ...changes });

describe('POST /api/web/v1/users/users', () => {
  it("lists the caller's company only, with role and status", async () => {
    const res = await list({ sortExpressions: [{ fieldName: 'email', sortOrder: 0 }] });
    expect(res.statusCode).toBe(200);
    const { data, summary, textSearchColumns } = res.json().data;
    expect(data.map((u: { email: string }) => u.email)).toEqual(['admin@alpha.test', 'invited@alpha.test', 'owner@alpha.test', 'user@alpha.test']);
    expect(summary.total).toBe(4);
    expect(textSearchColumns).toEqual(['firstName', 'lastName', 'email']);
    expect(data[1]).toMatchObject({
      id: id('invited@alpha.test'),
      userUuid: world.users['invited@alpha.test'].uuid,
      userRole: 0,
      userRoleFormatted: 'User',
      status: 'Invited',
      jobTitle: null,
    });
    expect(data[2]).toMatchObject({ userRole: 2, userRoleFormatted: 'Owner', status: 'Active' });
    expect(emails(await list({}, betaOwner))).toEqual(['owner@beta.test']);
  });

  it('searches first name, last name and e-mail; filters; sorts; pages', async () => {
    expect(emails(await list({ textSearch: 'ADMIN' }))).toEqual(['admin@alpha.test']);
    expect(emails(await list({ filterExpressions: [{ fieldName: 'status', value: 'Invited', filterFunction: 'eq' }] }))).toEqual(['invited@alpha.test']);
    expect(
      emails(
        await list({
          filterExpressions: [{ fieldName: 'userRole', value: 1, filterFunction: 'gte' }],
          sortExpressions: [{ fieldName: 'userRole', sortOrder: 1 }],
        }),
      ),
    ).toEqual(['owner@alpha.test', 'admin@alpha.test']);
    const paged = await list({ start: 2, limit: 1, sortExpressions: [{ fieldName: 'email', sortOrder: 1 }] });
    expect(emails(paged)).toEqual(['invited@alpha.test']);
    expect((await list({ sortExpressions: [{ fieldName: 'password_hash', sortOrder: 0 }] })).statusCode).toBe(400);
  });
});

describe('GET /api/web/v1/users/{id}', () => {
  it('answers a user of the company, and 404 for another company’s id', async () => {
    const res = await call('GET', `/api/web/v1/users/${id('user@alpha.test')}`, admin);
    expect(res.json().data).toMatchObject({ email: 'user@alpha.test', languageId: 1, timezoneId: 'Europe/Stockholm', status: 'Active' });
    expect((await call('GET', `/api/web/v1/users/${id('user@alpha.test')}`, betaOwner)).statusCode).toBe(404);
  });
});

describe('POST /api/web/v1/users (create)', () => {
  it('creates an invited user and mails the link when asked', async () => {
    const res = await call('POST', '/api/web/v1/users', admin, { ...userBody('Anna.Svensson@Alpha.test'), firstName: ' <i>Anna</i> ', sendInviteEmail: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ email: 'anna.svensson@alpha.test', firstName: 'iAnna/i', status: 'Invited', userRole: 0 });
    expect(outbox(world.config).some((m) => m.file.endsWith('-anna.svensson@alpha.test.eml') && m.text.includes('ActivationKey='))).toBe(true);
  });

  it('refuses a duplicate e-mail in any company, whatever its case', async () => {
    for (const email of ['ANNA.svensson@alpha.test', 'owner@beta.test']) {
      const res = await call('POST', '/api/web/v1/users', admin, userBody(email));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('A user with this email already exists');
    }
  });

  it('validates names and the address with the client’s messages', async () => {
    const res = await call('POST', '/api/web/v1/users', admin, { ...userBody('not-an-email'), firstName: 'A', lastName: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      firstName: ['Must be at least 2 characters'],
      lastName: ['Last name is required'],
      email: ['Enter a valid email address'],
    });
  });

  it('lets an Admin create Users and Admins, but only Owners create Owners', async () => {
    expect((await call('POST', '/api/web/v1/users', admin, userBody('new.admin@alpha.test', 1))).statusCode).toBe(200);
    expect((await call('POST', '/api/web/v1/users', admin, userBody('new.owner@alpha.test', 2))).statusCode).toBe(403);
    expect((await call('POST', '/api/web/v1/users', owner, userBody('new.owner@alpha.test', 2))).statusCode).toBe(200);
  });
});

describe('PUT /api/web/v1/users (role rules)', () => {
  it('an Admin may promote to Admin but not to Owner, and may not touch an Owner’s role', async () => {
    expect((await update('user@alpha.test', { userRole: 1, firstName: 'user', lastName: 'Tester' })).statusCode).toBe(200);
    expect((await update('user@alpha.test', { userRole: 2 })).statusCode).toBe(403);
    expect((await update('owner@alpha.test', { userRole: 1 })).statusCode).toBe(403);
    expect((await update('user@alpha.test', { userRole: 0, firstName: 'user', lastName: 'Tester' })).statusCode).toBe(200);
  });

  it('refuses to demote the last activated Owner, allows it when another exists', async () => {
    const res = await update('owner@alpha.test', { userRole: 1, firstName: 'owner', lastName: 'Tester' }, owner);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('A company must keep at least one Owner');
    // The Owner created above is only invited: it does not count until activated.
    const second = await world.db.selectFrom('users').select('id').where('email', '=', 'new.owner@alpha.test').executeTakeFirstOrThrow();
    await world.db.updateTable('users').set({ password_hash: 'scrypt$placeholder' }).where('id', '=', second.id).execute();
    const ok = await call('PUT', '/api/web/v1/users', owner, { id: second.id, firstName: 'New', lastName: 'Owner', userRole: 1 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.userRole).toBe(1);
  });

  it('answers 404 for another company’s user, before anything else', async () => {
    const res = await call('PUT', '/api/web/v1/users', betaOwner, { id: id('user@alpha.test'), firstName: 'x', lastName: '', userRole: 2 });
    expect(res.statusCode).toBe(404);
  });
});

describe('disabling and deleting', () => {
  const positions = (token: string) => world.app.inject({ method: 'GET', url: '/api/web/v1/assets/positions', headers: bearer(token) });
  const refresh = (refreshToken: string) => world.refresh(refreshToken);

  it('disabling ends the user’s sessions at once; enabling lets them sign in again (not resume)', async () => {
    const session = await world.login('user@alpha.test');
    const res = await update('user@alpha.test', { disabled: true, firstName: 'user', lastName: 'Tester' });
    expect(res.json().data.status).toBe('Disabled');
    expect((await positions(session.access_token)).statusCode).toBe(401);
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
    await update('user@alpha.test', { disabled: false, firstName: 'user', lastName: 'Tester' });
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
    await new Promise((r) => setTimeout(r, 1000)); // tokens of the second of the change stay refused
    expect((await positions((await world.login('user@alpha.test')).access_token)).statusCode).toBe(200);
  });

  it('nobody disables or deletes themselves', async () => {
    expect((await update('admin@alpha.test', { disabled: true, userRole: 1 })).statusCode).toBe(400);
    const res = await call('DELETE', `/api/web/v1/users/${id('admin@alpha.test')}`, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('You cannot delete your own account');
  });

  it('deleting needs assign:ownerrole for an Owner and never removes the last one', async () => {
    expect((await call('DELETE', `/api/web/v1/users/${id('owner@alpha.test')}`, admin)).statusCode).toBe(403);
    await world.db.updateTable('users').set({ extra_permissions: 'assign:ownerrole' }).where('id', '=', id('admin@alpha.test')).execute();
    const res = await call('DELETE', `/api/web/v1/users/${id('owner@alpha.test')}`, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('A company must keep at least one Owner');
    await world.db.updateTable('users').set({ extra_permissions: '' }).where('id', '=', id('admin@alpha.test')).execute();
  });

  it('deleting ends sessions, hides the user and frees the address', async () => {
    const session = await world.login('user@alpha.test');
    expect((await call('DELETE', `/api/web/v1/users/${id('user@alpha.test')}`, betaOwner)).statusCode).toBe(404);
    const res = await call('DELETE', `/api/web/v1/users/${id('user@alpha.test')}`, admin);
    expect(res.statusCode).toBe(200);
    expect((await positions(session.access_token)).statusCode).toBe(401);
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
    expect((await call('GET', `/api/web/v1/users/${id('user@alpha.test')}`, admin)).statusCode).toBe(404);
    expect(emails(await list({}))).not.toContain('user@alpha.test');
    const login = await world.app.inject({ method: 'POST', url: '/api/auth/v1/login', payload: { login: 'user@alpha.test', password: PASSWORD, apiType: 0 } });
    expect(login.statusCode).toBe(400);
    expect((await call('POST', '/api/web/v1/users', admin, userBody('user@alpha.test'))).statusCode).toBe(200);
  });
});
