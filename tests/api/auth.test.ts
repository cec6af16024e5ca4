import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt, SignJWT } from 'jose';
import { bearer, createWorld, PASSWORD, refreshCookieOf, type World } from './fixture.ts';
import { REFRESH_COOKIE } from '../../server/src/routes/auth/refreshCookie.ts';

let world: World;
beforeAll(async () => {
  world = await createWorld();
});
afterAll(() => world.close());

const login = (payload: unknown) => world.app.inject({ method: 'POST', url: '/api/auth/v1/login', payload: payload as object });

describe('POST /api/auth/v1/login', () => {
  it('issues an access token with the spec claims, and the refresh token only as an HttpOnly cookie', async () => {
    const res = await login({ login: 'Owner@Alpha.test', password: PASSWORD, apiType: 0 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.succeeded).toBe(true);
    expect(body.error).toBeNull();
    expect(body.data.token_type).toBe('Bearer');
    const claims = decodeJwt(body.data.access_token);
    expect(claims).toMatchObject({ email: 'owner@alpha.test', firstName: 'owner', lastName: 'Tester', scope: 'web', iss: 'siteline', aud: 'siteline-app' });
    expect(String(claims.permissions).split(' ')).toEqual(expect.arrayContaining(['access:administration', 'assign:ownerrole', 'manage:asset']));
    expect(claims.exp! - claims.iat!).toBe(world.config.accessTokenTtlSeconds);
    expect(body.data).not.toHaveProperty('refresh_token');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(JSON.stringify(body)).not.toContain(refreshCookieOf(res));
    const [cookie] = res.cookies;
    expect(cookie).toMatchObject({ name: REFRESH_COOKIE, path: '/api/auth/v1', httpOnly: true, sameSite: 'Strict' });
    expect(cookie.value).toMatch(/^[\w-]{40,}$/);
    expect(cookie.secure).toBeUndefined(); // plain http (the test); see the https case below
    expect(Math.round((cookie.expires!.getTime() - Date.now()) / 1000)).toBeCloseTo(world.config.refreshTokenTtlSeconds, -1);
    // The browser keeps its session cookie as long (decision 0028).
    expect(body.data.refresh_expires_in).toBe(world.config.refreshTokenTtlSeconds);
  });

  it('marks the cookie Secure when the app is served over https', async () => {
    const proxied = await createWorld({ trustProxy: true });
    try {
      const res = await proxied.app.inject({
        method: 'POST',
        url: '/api/auth/v1/login',
        payload: { login: 'owner@alpha.test', password: PASSWORD, apiType: 0 },
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(res.cookies[0]).toMatchObject({ name: REFRESH_COOKIE, secure: true, httpOnly: true, sameSite: 'Strict' });
    } finally {
      await proxied.close();
    }
  });

  it('answers 400 with the spec text for a wrong password, an unknown user and the wrong api type', async () => {
    for (const payload of [
      { login: 'owner@alpha.test', password: 'wrong', apiType: 0 },
      { login: 'nobody@alpha.test', password: PASSWORD, apiType: 0 },
      { login: 'owner@alpha.test', password: PASSWORD, apiType: 3 },
      { login: 'support@siteline.test', password: PASSWORD, apiType: 0 },
    ]) {
      const res = await login(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ data: null, succeeded: false, error: { code: 101, message: 'Incorrect password and/or username.' } });
    }
  });

  it('lets a support agent in with apiType 3 and gives scope support', async () => {
    const res = await login({ login: 'support@siteline.test', password: PASSWORD, apiType: 3 });
    expect(res.statusCode).toBe(200);
    expect(decodeJwt(res.json().data.access_token)).toMatchObject({ scope: 'support', permissions: 'access:impersonate' });
  });

  it('answers 400 with a field → messages map for invalid input, never 500', async () => {
    const res = await login({ login: '', apiType: 7, extra: true });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe(100);
    expect(Object.keys(error.fields)).toEqual(expect.arrayContaining(['login', 'password', 'apiType', 'extra']));
    expect(error.fields.password).toEqual(['is required']);
  });

  it('answers 400 for malformed JSON', async () => {
    const res = await world.app.inject({ method: 'POST', url: '/api/auth/v1/login', payload: '{"login":', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().succeeded).toBe(false);
  });
});

describe('POST /api/auth/v1/refresh', () => {
  it('rotates the cookie: the new one works, the old one is spent, and reusing it revokes the family and its access tokens', async () => {
    const first = await world.login('owner@alpha.test');
    const second = await world.refresh(first.refresh_token, { accessToken: first.access_token });
    expect(second.statusCode).toBe(200);
    const rotated = refreshCookieOf(second);
    expect(rotated).toBeTruthy();
    expect(rotated).not.toBe(first.refresh_token);
    expect(second.json().data).not.toHaveProperty('refresh_token');
    expect(second.headers['cache-control']).toBe('no-store');
    const access = second.json().data.access_token;
    expect((await positions(bearer(access))).statusCode).toBe(200);

    const reuse = await world.refresh(first.refresh_token);
    expect(reuse.statusCode).toBe(401);
    // The thief's reuse ended the legitimate session's family too: its cookie and its access tokens.
    expect((await world.refresh(rotated)).statusCode).toBe(401);
    expect((await positions(bearer(access))).json().error.message).toBe('Session was revoked');
  });

  it('keeps a sign-in for its idle limit from every refresh, never past its absolute limit from the login', async () => {
    // Idle 100 s, absolute 150 s (decision 0028; the defaults are 14 and 30 days).
    const short = await createWorld({ refreshTokenTtlSeconds: 100, sessionMaxAgeSeconds: 150 });
    try {
      const secondsLeft = (res: { cookies: { expires?: Date }[] }) => Math.round((res.cookies[0].expires!.getTime() - Date.now()) / 1000);
      const signIn = await short.app.inject({
        method: 'POST',
        url: '/api/auth/v1/login',
        payload: { login: 'owner@alpha.test', password: PASSWORD, apiType: 0 },
      });
      expect(signIn.json().data.refresh_expires_in).toBe(100);
      expect(secondsLeft(signIn)).toBeCloseTo(100, -1);
      // 120 s after the login (the family's start moved back): the next refresh ends with the absolute limit.
      const started = Date.now() - 120_000;
      await short.db
        .updateTable('token_families')
        .set({ created_at: new Date(started).toISOString() })
        .execute();
      const before = Date.now();
      const renewed = await short.refresh(refreshCookieOf(signIn));
      const after = Date.now();
      expect(renewed.statusCode).toBe(200);
      // The absolute end, started + 150 s, seen from the moment of the answer (a busy machine takes seconds).
      const ends = started + 150_000;
      expect(renewed.json().data.refresh_expires_in).toBeGreaterThanOrEqual(Math.floor((ends - after) / 1000));
      expect(renewed.json().data.refresh_expires_in).toBeLessThanOrEqual(Math.ceil((ends - before) / 1000));
      expect(Math.abs(renewed.cookies[0].expires!.getTime() - ends)).toBeLessThan(1000);
    } finally {
      await short.close();
    }
  });

  it('refuses a missing or unknown refresh cookie with 401 and clears it', async () => {
    const none = await world.app.inject({ method: 'POST', url: '/api/auth/v1/refresh', payload: {} });
    expect(none.statusCode).toBe(401);
    expect(none.json().error.code).toBe(102);
    const unknown = await world.refresh('nope');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.cookies).toEqual([expect.objectContaining({ name: REFRESH_COOKIE, value: '', path: '/api/auth/v1' })]);
  });

  it('no longer takes the refresh token in the body', async () => {
    const { refresh_token } = await world.login('owner@alpha.test');
    const res = await world.app.inject({ method: 'POST', url: '/api/auth/v1/refresh', payload: { refreshToken: refresh_token } });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /api/auth/v1/logout (finding 7)', () => {
  it('revokes the sign-in at once: the refresh cookie and every access token of its family stop working', async () => {
    const session = await world.login('owner@alpha.test');
    const rotated = await world.refresh(session.refresh_token);
    const accessTokens = [session.access_token, rotated.json().data.access_token];
    for (const token of accessTokens) expect((await positions(bearer(token))).statusCode).toBe(200);
    const other = await world.login('owner@alpha.test');

    const res = await world.app.inject({ method: 'POST', url: '/api/auth/v1/logout', cookies: { [REFRESH_COOKIE]: refreshCookieOf(rotated) } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ endedSessions: 1 });
    expect(res.cookies).toEqual(expect.arrayContaining([expect.objectContaining({ name: REFRESH_COOKIE, value: '', path: '/api/auth/v1', httpOnly: true })]));

    for (const token of accessTokens) {
      const after = await positions(bearer(token));
      expect(after.statusCode).toBe(401);
      expect(after.json().error.message).toBe('Session was revoked');
    }
    expect((await world.refresh(refreshCookieOf(rotated))).statusCode).toBe(401);
    // Another sign-in of the same user is not touched.
    expect((await positions(bearer(other.access_token))).statusCode).toBe(200);
    expect((await world.refresh(other.refresh_token)).statusCode).toBe(200);
  });

  it('ends the sign-in of a bearer token when there is no cookie (API clients), and is idempotent', async () => {
    const session = await world.login('user@alpha.test');
    const res = await world.app.inject({ method: 'POST', url: '/api/auth/v1/logout', headers: bearer(session.access_token) });
    expect(res.json().data).toEqual({ endedSessions: 1 });
    expect((await positions(bearer(session.access_token))).statusCode).toBe(401);
    expect((await world.refresh(session.refresh_token)).statusCode).toBe(401);
    const again = await world.app.inject({ method: 'POST', url: '/api/auth/v1/logout', headers: bearer(session.access_token) });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual({ endedSessions: 0 });
  });
});

const positions = (headers: Record<string, string>) => world.app.inject({ method: 'GET', url: '/api/web/v1/assets/positions', headers });

describe('bearer token checks', () => {
  it('requires a token', async () => {
    expect((await positions({})).statusCode).toBe(401);
    expect((await positions({ authorization: 'Bearer garbage' })).statusCode).toBe(401);
  });

  it('refuses a token signed with another key, another algorithm, for another audience or outside a sign-in', async () => {
    const { fid } = decodeJwt((await world.login('owner@alpha.test')).access_token);
    const forge = (key: string, audience = 'siteline-app', alg = 'HS256', family: unknown = fid) =>
      new SignJWT({ id: 2, scope: 'web', permissions: '', ...(family ? { fid: family } : {}) })
        .setProtectedHeader({ alg })
        .setIssuer('siteline')
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(new TextEncoder().encode(key));
    expect((await positions(bearer(await forge('another-secret')))).statusCode).toBe(401);
    expect((await positions(bearer(await forge(world.config.jwtSecret, 'someone-else')))).statusCode).toBe(401);
    expect((await positions(bearer(await forge(world.config.jwtSecret, 'siteline-app', 'HS512')))).statusCode).toBe(401);
    expect((await positions(bearer(await forge(world.config.jwtSecret, 'siteline-app', 'HS256', null)))).statusCode).toBe(401);
    expect((await positions(bearer(await forge(world.config.jwtSecret, 'siteline-app', 'HS256', 'no-such-family')))).statusCode).toBe(401);
    expect((await positions(bearer(await forge(world.config.jwtSecret)))).statusCode).toBe(200);
  });

  it('refuses an expired token', async () => {
    const expired = await new SignJWT({ id: 2, scope: 'web', permissions: '' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('siteline')
      .setAudience('siteline-app')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(world.config.jwtSecret));
    const res = await positions(bearer(expired));
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('Access token expired');
  });

  it('keeps Web and Support scopes apart', async () => {
    const support = await world.login('support@siteline.test', 3);
    const res = await positions(bearer(support.access_token));
    expect(res.statusCode).toBe(403);
    expect(res.json().data).toBeNull();
  });

  it('stops a disabled user on their next request', async () => {
    const { access_token } = await world.login('user@alpha.test');
    expect((await positions(bearer(access_token))).statusCode).toBe(200);
    await world.db.updateTable('users').set({ disabled: 1 }).where('email', '=', 'user@alpha.test').execute();
    expect((await positions(bearer(access_token))).statusCode).toBe(401);
    await world.db.updateTable('users').set({ disabled: 0 }).where('email', '=', 'user@alpha.test').execute();
  });
});
