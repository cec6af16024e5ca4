// The caller's own profile, in both scopes, with the password change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createWorld, PASSWORD, refreshCookieOf, type World } from './fixture.ts';

let world: World;
beforeAll(async () => {
  world = await createWorld();
});
afterAll(() => world.close());

const get = (token: string) => world.app.inject({ method: 'GET', url: '/api/common/v1/profile', headers: bearer(token) });
const put = (token: string, payload: object) => world.app.inject({ method: 'PUT', url: '/api/common/v1/profile', headers: bearer(token), payload });
const base = { firstName: 'Olle', lastName: 'Ek', languageId: 2, timezoneId: 'Europe/Oslo' };

describe('GET /api/common/v1/profile', () => {
  it('answers the caller’s profile in both scopes', async () => {
    const web = await get((await world.login('owner@beta.test')).access_token);
    expect(web.json().data).toEqual({
      login: 'owner@beta.test',
      firstName: 'owner',
      lastName: 'Tester',
      languageId: 1,
      timezoneId: 'Europe/Stockholm',
      jobTitle: null,
    });
    const support = await get((await world.login('support@siteline.test', 3)).access_token);
    expect(support.json().data.login).toBe('support@siteline.test');
  });
});

describe('PUT /api/common/v1/profile', () => {
  it('updates names (angle brackets dropped), language, time zone (canonical) and job title', async () => {
    const token = (await world.login('owner@beta.test')).access_token;
    const res = await put(token, { ...base, firstName: ' <Olle> ', timezoneId: 'europe/oslo', jobTitle: 'Fleet <b>manager</b>' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      login: 'owner@beta.test',
      firstName: 'Olle',
      lastName: 'Ek',
      languageId: 2,
      timezoneId: 'Europe/Oslo',
      jobTitle: 'Fleet bmanager/b',
    });
    expect(res.json().data.tokens).toBeUndefined();
    expect((await get(token)).json().data.firstName).toBe('Olle');
  });

  it('answers field messages for bad values', async () => {
    const token = (await world.login('owner@beta.test')).access_token;
    const res = await put(token, { firstName: 'O', lastName: '<>', languageId: 99, timezoneId: 'Mars/Olympus' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      firstName: ['Must be at least 2 characters'],
      lastName: ['Last name is required'],
      languageId: ['Choose a language from the list'],
      timezoneId: ['Choose a valid time zone'],
    });
    expect((await put(token, { ...base, jobTitle: 'x'.repeat(101) })).statusCode).toBe(400);
  });

  it('needs the current password to change it', async () => {
    const token = (await world.login('user@alpha.test')).access_token;
    const res = await put(token, { ...base, password: { currentPassword: 'wrong', newPassword: 'Brand.New1', confirmPassword: 'Brand.New1' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ 'password.currentPassword': ['Current password is incorrect'] });
    const weak = await put(token, { ...base, password: { currentPassword: PASSWORD, newPassword: 'Brand.New', confirmPassword: 'Brand.Nex' } });
    expect(weak.json().error.fields).toEqual({
      'password.newPassword': ['Password must contain at least 1 number'],
      'password.confirmPassword': ['Passwords do not match'],
    });
  });

  it('a password change ends every other session and hands this one a fresh pair', async () => {
    const other = await world.login('user@alpha.test');
    const mine = await world.login('user@alpha.test');
    const res = await put(mine.access_token, { ...base, password: { currentPassword: PASSWORD, newPassword: 'Brand.New1', confirmPassword: 'Brand.New1' } });
    expect(res.statusCode).toBe(200);
    const { tokens } = res.json().data;
    expect(tokens.token_type).toBe('Bearer');
    expect((await get(tokens.access_token)).statusCode).toBe(200);
    expect((await get(other.access_token)).statusCode).toBe(401);
    expect((await get(mine.access_token)).statusCode).toBe(401);
    // The new sign-in's refresh token arrives as the HttpOnly cookie, never in the JSON.
    expect(tokens).not.toHaveProperty('refresh_token');
    expect((await world.refresh(other.refresh_token)).statusCode).toBe(401);
    expect((await world.refresh(refreshCookieOf(res))).statusCode).toBe(200);
    const login = (password: string) =>
      world.app.inject({ method: 'POST', url: '/api/auth/v1/login', payload: { login: 'user@alpha.test', password, apiType: 0 } });
    expect((await login('Brand.New1')).statusCode).toBe(200);
    expect((await login(PASSWORD)).statusCode).toBe(400);
  });
});
