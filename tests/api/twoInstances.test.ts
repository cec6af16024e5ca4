// Two server instances on one database behave as one (issue 7): each has its own app, limiters,
// token service and connection pool, so whatever holds across them is held by the database.
// Runs on SQLite (two connections to one file) and, in the api:postgres project, on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app.ts';
import { openDatabase, type Db } from '../../server/src/db/database.ts';
import { REFRESH_COOKIE } from '../../server/src/routes/auth/refreshCookie.ts';
import { bearer, createWorld, PASSWORD, refreshCookieOf, type World } from './fixture.ts';

let world: World;
let secondDb: Db;
let a: World['app'];
let b: World['app'];

beforeAll(async () => {
  world = await createWorld({ loginMaxPerAccount: 3, loginMaxPerIp: 5, loginWindowSeconds: 600 });
  a = world.app;
  secondDb = openDatabase(world.databaseUrl, { poolSize: 4 });
  b = await buildApp({ db: secondDb, config: world.config });
  await b.ready();
});
afterAll(async () => {
  await b.close();
  await secondDb.destroy();
  await world.close();
});

const login = (app: World['app'], loginName: string, password: string, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/auth/v1/login', payload: { login: loginName, password, apiType: 0 }, remoteAddress });
const positions = (app: World['app'], token: string) => app.inject({ url: '/api/web/v1/assets/positions', headers: bearer(token) });

describe('two instances on one database', () => {
  it('count failed logins of one account together', async () => {
    expect((await login(a, 'owner@beta.test', 'wrong', '10.20.0.1')).statusCode).toBe(400);
    expect((await login(b, 'owner@beta.test', 'wrong', '10.20.0.2')).statusCode).toBe(400);
    expect((await login(a, 'owner@beta.test', 'wrong', '10.20.0.3')).statusCode).toBe(400);
    // Three failures in all: both instances now refuse even the right password.
    for (const app of [a, b]) {
      const res = await login(app, 'owner@beta.test', PASSWORD, '10.20.0.4');
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('count attempts of one address together', async () => {
    for (let i = 0; i < 5; i++) expect((await login(i % 2 ? a : b, `nobody${i}@x.test`, 'wrong', '10.30.0.1')).statusCode).toBe(400);
    expect((await login(a, 'owner@alpha.test', PASSWORD, '10.30.0.1')).statusCode).toBe(429);
    expect((await login(b, 'owner@alpha.test', PASSWORD, '10.30.0.1')).statusCode).toBe(429);
    expect((await login(b, 'owner@alpha.test', PASSWORD, '10.30.0.2')).statusCode).toBe(200);
  });

  it('a logout on one instance stops the session’s tokens on the other at once', async () => {
    const res = await login(a, 'user@alpha.test', PASSWORD, '10.40.0.1');
    const token = res.json().data.access_token;
    const cookie = refreshCookieOf(res);
    expect((await positions(b, token)).statusCode).toBe(200);

    const out = await b.inject({ method: 'POST', url: '/api/auth/v1/logout', cookies: { [REFRESH_COOKIE]: cookie } });
    expect(out.json().data).toEqual({ endedSessions: 1 });
    for (const app of [a, b]) {
      const after = await positions(app, token);
      expect(after.statusCode).toBe(401);
      expect(after.json().error.message).toBe('Session was revoked');
    }
    expect((await a.inject({ method: 'POST', url: '/api/auth/v1/refresh', cookies: { [REFRESH_COOKIE]: cookie }, payload: {} })).statusCode).toBe(401);
  });

  it('a refresh token rotated on one instance and replayed on the other revokes the family everywhere', async () => {
    const first = await login(b, 'owner@alpha.test', PASSWORD, '10.50.0.1');
    const rotated = await a.inject({ method: 'POST', url: '/api/auth/v1/refresh', cookies: { [REFRESH_COOKIE]: refreshCookieOf(first) }, payload: {} });
    expect(rotated.statusCode).toBe(200);
    const fresh = rotated.json().data.access_token;
    expect((await positions(b, fresh)).statusCode).toBe(200);

    const replay = await b.inject({ method: 'POST', url: '/api/auth/v1/refresh', cookies: { [REFRESH_COOKIE]: refreshCookieOf(first) }, payload: {} });
    expect(replay.statusCode).toBe(401);
    expect((await positions(a, fresh)).statusCode).toBe(401);
    expect(
      (await a.inject({ method: 'POST', url: '/api/auth/v1/refresh', cookies: { [REFRESH_COOKIE]: refreshCookieOf(rotated) }, payload: {} })).statusCode,
    ).toBe(401);
  });
});
