// Brute-force limits on the credential endpoints, with the limiter's clock under test control.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createWorld, outbox, PASSWORD, type World } from './fixture.ts';
import { SlidingWindowLimiter, TOO_MANY_REQUESTS } from '../../server/src/services/rateLimit.ts';

let world: World;
let clock = Date.parse('2026-11-20T12:00:00Z');
const WINDOW = 60;
beforeAll(async () => {
  world = await createWorld({ loginMaxPerAccount: 3, loginMaxPerIp: 8, loginWindowSeconds: WINDOW, resetMaxPerIp: 2 }, { now: () => clock });
});
afterAll(() => world.close());

const login = (login: string, password: string, remoteAddress = '10.0.0.1') =>
  world.app.inject({ method: 'POST', url: '/api/auth/v1/login', payload: { login, password, apiType: 0 }, remoteAddress });

describe('login per account', () => {
  it('answers 429 (code 107, Retry-After) after too many failures, even for the right password, and recovers after the window', async () => {
    for (let i = 0; i < 3; i++) expect((await login('Owner@Alpha.test', 'wrong', `10.1.0.${i}`)).statusCode).toBe(400);
    clock += 10_000;
    const blocked = await login('owner@alpha.test', PASSWORD, '10.1.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ data: null, succeeded: false, error: { code: 107, message: TOO_MANY_REQUESTS } });
    expect(blocked.headers['retry-after']).toBe(String(WINDOW - 10));

    clock += (WINDOW - 10) * 1000 + 1;
    expect((await login('owner@alpha.test', PASSWORD, '10.1.1.1')).statusCode).toBe(200);
  });

  it('a successful login clears the account’s failures', async () => {
    for (let i = 0; i < 2; i++) await login('owner@beta.test', 'wrong', '10.2.0.1');
    expect((await login('owner@beta.test', PASSWORD, '10.2.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) expect((await login('owner@beta.test', 'wrong', '10.2.0.1')).statusCode).toBe(400);
    expect((await login('owner@beta.test', PASSWORD, '10.2.0.1')).statusCode).toBe(200);
  });
});

describe('login per client address', () => {
  it('counts every attempt from one address across accounts, leaves other addresses alone, and recovers', async () => {
    clock += WINDOW * 1000 * 2;
    const accounts = ['a@x.test', 'b@x.test', 'c@x.test', 'd@x.test'];
    for (let i = 0; i < 8; i++) expect((await login(accounts[i % 4], 'wrong', '10.9.9.9')).statusCode).toBe(400);
    const blocked = await login('user@alpha.test', PASSWORD, '10.9.9.9');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login('user@alpha.test', PASSWORD, '10.9.9.10')).statusCode).toBe(200);
    clock += WINDOW * 1000 + 1;
    expect((await login('user@alpha.test', PASSWORD, '10.9.9.9')).statusCode).toBe(200);
  });
});

describe('password-reset requests', () => {
  const requestReset = (email: string, remoteAddress: string) =>
    world.app.inject({ method: 'POST', url: '/api/auth/v1/requestResetPassword', payload: { email }, remoteAddress });

  it('are limited per address with 429', async () => {
    expect((await requestReset('a@x.test', '10.3.0.1')).statusCode).toBe(200);
    expect((await requestReset('b@x.test', '10.3.0.1')).statusCode).toBe(200);
    const blocked = await requestReset('c@x.test', '10.3.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('mail one inbox at most 3 times per window, answering 200 regardless', async () => {
    for (let i = 0; i < 5; i++) expect((await requestReset('user@alpha.test', `10.4.0.${i}`)).statusCode).toBe(200);
    const mails = () => outbox(world.config).filter((m) => m.file.endsWith('-user@alpha.test.eml')).length;
    await vi.waitFor(() => expect(mails()).toBe(3));
    await new Promise((r) => setTimeout(r, 100));
    expect(mails()).toBe(3);
  });
});

describe('SlidingWindowLimiter', () => {
  it('is a sliding window: an event leaves exactly one window after it happened', async () => {
    let t = 0;
    const limiter = new SlidingWindowLimiter(world.db, { bucket: 'test-window', max: 2, windowMs: 1000, now: () => t });
    await limiter.hit('k');
    t = 500;
    await limiter.hit('k');
    expect(await limiter.check('k')).toEqual({ limited: true, retryAfterSeconds: 1 });
    t = 1000;
    expect((await limiter.check('k')).limited).toBe(false);
    expect((await limiter.consume('k')).limited).toBe(false);
    expect((await limiter.consume('k')).limited).toBe(true);
  });

  it('keeps no more than one window of events: old ones go as keys are touched and once a minute for all', async () => {
    let t = 0;
    const limiter = new SlidingWindowLimiter(world.db, { bucket: 'test-flood', max: 1, windowMs: 1000, now: () => t });
    for (let i = 0; i < 200; i++) await limiter.hit(`k${i}`);
    expect((await limiter.check('k199')).limited).toBe(true);
    const stored = async () =>
      Number(
        (
          await world.db
            .selectFrom('rate_limit_events')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('bucket', '=', 'test-flood')
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await stored()).toBe(200);
    t = 61_000;
    await limiter.hit('k0');
    expect(await stored()).toBe(1);
  });

  it('counts concurrent attempts exactly', async () => {
    const limiter = new SlidingWindowLimiter(world.db, { bucket: 'test-concurrent', max: 7, windowMs: 60_000 });
    const states = await Promise.all(Array.from({ length: 20 }, () => limiter.consume('same')));
    expect(states.filter((s) => !s.limited)).toHaveLength(7);
  });
});
