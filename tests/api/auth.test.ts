import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt, SignJWT } from 'jose';
import { bearer, createWorld, PASSWORD, type World } from './fixture.ts';

let world: World;
beforeAll(async () => {
  world = await createWorld();
});
afterAll(() => world.close());

const login = (payload: unknown) => world.app.inject({ method: 'POST', url: '/api/auth/v1/login', payload: payload as object });

describe('POST /api/auth/v1/login', () => {
  it('issues an access token with the spec claims and a refresh token', async () => {
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
    expect(body.data.refresh_token).toMatch(/^[\w-]{40,}$/);
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
  it('rotates: the new pair works, the old refresh token is spent, and reusing it revokes the family', async () => {
    const first = await world.login('owner@alpha.test');
    const refresh = (refreshToken: string) =>
      world.app.inject({ method: 'POST', url: '/api/auth/v1/refresh', payload: { accessToken: first.access_token, refreshToken } });
    const second = await refresh(first.refresh_token);
    expect(second.statusCode).toBe(200);
    const pair = second.json().data;
    expect(pair.refresh_token).not.toBe(first.refresh_token);

    const reuse = await refresh(first.refresh_token);
    expect(reuse.statusCode).toBe(401);
    // The thief's reuse ended the legitimate session's family too.
    expect((await refresh(pair.refresh_token)).statusCode).toBe(401);
  });

  it('refuses an unknown refresh token with 401', async () => {
    const res = await world.app.inject({ method: 'POST', url: '/api/auth/v1/refresh', payload: { refreshToken: 'nope' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe(102);
  });
});

describe('bearer token checks', () => {
  const positions = (headers: Record<string, string>) => world.app.inject({ method: 'GET', url: '/api/web/v1/assets/positions', headers });

  it('requires a token', async () => {
    expect((await positions({})).statusCode).toBe(401);
    expect((await positions({ authorization: 'Bearer garbage' })).statusCode).toBe(401);
  });

  it('refuses a token signed with another key, another algorithm or for another audience', async () => {
    const forge = (key: string, audience = 'siteline-app', alg = 'HS256') =>
      new SignJWT({ id: 2, scope: 'web', permissions: '' })
        .setProtectedHeader({ alg })
        .setIssuer('siteline')
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(new TextEncoder().encode(key));
    expect((await positions(bearer(await forge('another-secret')))).statusCode).toBe(401);
    expect((await positions(bearer(await forge(world.config.jwtSecret, 'someone-else')))).statusCode).toBe(401);
    expect((await positions(bearer(await forge(world.config.jwtSecret, 'siteline-app', 'HS512')))).statusCode).toBe(401);
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
