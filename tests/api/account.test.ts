// Invitation → activation, and the password-reset flow, end to end through the outbox.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { decodeJwt } from 'jose';
import { bearer, createWorld, outbox, PASSWORD, refreshCookieOf, type World } from './fixture.ts';
import { workTitle } from '../../server/src/domain/dictionaries.ts';

let world: World;
let admin: string;
beforeAll(async () => {
  world = await createWorld({}, { accounts: true });
  admin = (await world.login('admin@alpha.test')).access_token;
});
afterAll(() => world.close());

const NEW_PASSWORD = 'Fresh.Start9';
const OTHER = workTitle.find((w) => w.name === 'Other')!.id;
const post = (url: string, payload: object, token?: string) => world.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });
const positions = (token: string) => world.app.inject({ method: 'GET', url: '/api/web/v1/assets/positions', headers: bearer(token) });

/** The newest mail to `to` and the value of `param` in its link. */
function lastMailTo(to: string, param: string) {
  const mail = outbox(world.config)
    .filter((m) => m.file.endsWith(`-${to}.eml`))
    .at(-1);
  if (!mail) throw new Error(`no mail to ${to}`);
  const link = new RegExp(`http://localhost[^\\s"<>]*[?&]${param}=[^\\s"<>]+`).exec(mail.text)?.[0];
  if (!link) throw new Error(`no ${param} link in mail to ${to}`);
  const url = new URL(link.replaceAll('&amp;', '&'));
  return { mail, url, key: url.searchParams.get(param)! };
}

const activation = (activationKey: string, overrides: object = {}) => ({
  activationKey,
  firstName: 'Ingrid',
  lastName: 'Berg',
  password: NEW_PASSWORD,
  confirmPassword: NEW_PASSWORD,
  workTitle: { id: 1, name: 'ignored' },
  ...overrides,
});

describe('invitation and activation', () => {
  it('lists the work titles without a session', async () => {
    const res = await world.app.inject({ method: 'GET', url: '/api/web/v1/accountActivation/workTitle' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(workTitle);
  });

  it('mails an activation link carrying the key, e-mail and names, URL-encoded', async () => {
    const res = await post(`/api/web/v1/users/sendInviteEmail?id=${world.users['invited@alpha.test'].id}`, {}, admin);
    expect(res.statusCode).toBe(200);
    const { mail, url, key } = lastMailTo('invited@alpha.test', 'ActivationKey');
    expect(mail.text).toContain('Subject: Activate your Siteline account');
    expect(mail.text).toContain('Alpha Bygg AB');
    expect(url.pathname).toBe('/');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ Email: 'invited@alpha.test', FirstName: 'invited', LastName: 'Tester' });
    expect(key).toMatch(/^[\w-]{43}$/);
    // Only the hash is stored.
    const rows = await world.db.selectFrom('account_keys').select('key_hash').execute();
    expect(rows.map((r) => r.key_hash)).not.toContain(key);
  });

  it('refuses bad input with the client’s field messages, without spending the key', async () => {
    const { key } = lastMailTo('invited@alpha.test', 'ActivationKey');
    const res = await post(
      '/api/web/v1/accountActivation/activateAccount',
      activation(key, { firstName: ' <> ', lastName: 'B', password: 'short', confirmPassword: 'other', workTitle: { id: OTHER, name: '  ' } }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      firstName: ['First name is required'],
      lastName: ['Must be at least 2 characters'],
      password: ['Password must be at least 8 characters'],
      confirmPassword: ['Passwords do not match'],
      workTitle: ['Work title is required'],
    });
  });

  it('activates: signs the user in, stores names and the free-text work title, and the key is single-use', async () => {
    const { key } = lastMailTo('invited@alpha.test', 'ActivationKey');
    const res = await post(
      '/api/web/v1/accountActivation/activateAccount',
      activation(key, { firstName: ' Ingrid<> ', workTitle: { id: OTHER, name: 'Crane <b>coordinator</b>' } }),
    );
    expect(res.statusCode).toBe(200);
    const { access_token, expires_in, token_type } = res.json().data;
    expect({ token_type, expires_in }).toEqual({ token_type: 'Bearer', expires_in: world.config.accessTokenTtlSeconds });
    expect(refreshCookieOf(res)).toBeTruthy();
    expect(decodeJwt(access_token)).toMatchObject({ email: 'invited@alpha.test', firstName: 'Ingrid', lastName: 'Berg' });
    expect((await positions(access_token)).statusCode).toBe(200);
    const row = await world.db.selectFrom('users').selectAll().where('email', '=', 'invited@alpha.test').executeTakeFirstOrThrow();
    expect(row.job_title).toBe('Crane bcoordinator/b');
    expect(await world.login('invited@alpha.test').catch(() => null)).toBeNull(); // fixture password is not theirs
    const again = await post('/api/web/v1/accountActivation/activateAccount', activation(key));
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe('Activation link is invalid or has expired');
  });

  it('refuses an expired key and an unknown key', async () => {
    const created = await post(
      '/api/web/v1/users',
      { firstName: 'Late', lastName: 'Comer', email: 'late@alpha.test', userRole: 0, sendInviteEmail: true },
      admin,
    );
    expect(created.statusCode).toBe(200);
    const { key } = lastMailTo('late@alpha.test', 'ActivationKey');
    await world.db
      .updateTable('account_keys')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', created.json().data.id)
      .execute();
    for (const k of [key, 'not-a-key']) {
      const res = await post('/api/web/v1/accountActivation/activateAccount', activation(k));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ succeeded: false, error: { message: 'Activation link is invalid or has expired' } });
    }
  });

  it('a new invitation retires the earlier link', async () => {
    const id = (await world.db.selectFrom('users').select('id').where('email', '=', 'late@alpha.test').executeTakeFirstOrThrow()).id;
    await post(`/api/web/v1/users/sendInviteEmail?id=${id}`, {}, admin);
    const first = lastMailTo('late@alpha.test', 'ActivationKey').key;
    await post(`/api/web/v1/users/sendInviteEmail?id=${id}`, {}, admin);
    const second = lastMailTo('late@alpha.test', 'ActivationKey').key;
    expect((await post('/api/web/v1/accountActivation/activateAccount', activation(first))).statusCode).toBe(400);
    expect((await post('/api/web/v1/accountActivation/activateAccount', activation(second))).statusCode).toBe(200);
  });

  it('refuses to re-invite an active user', async () => {
    const res = await post(`/api/web/v1/users/sendInviteEmail?id=${world.users['user@alpha.test'].id}`, {}, admin);
    expect(res.statusCode).toBe(400);
  });
});

describe('password reset', () => {
  const requestReset = (email: string) => post('/api/auth/v1/requestResetPassword', { email });
  const mailsTo = (to: string) => outbox(world.config).filter((m) => m.file.endsWith(`-${to}.eml`)).length;

  it('answers the same for an unknown address and mails nothing', async () => {
    const before = outbox(world.config).length;
    const known = await requestReset('user@alpha.test');
    const unknown = await requestReset('nobody@alpha.test');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    await vi.waitFor(() => expect(mailsTo('user@alpha.test')).toBe(1));
    await new Promise((r) => setTimeout(r, 100));
    expect(outbox(world.config).length).toBe(before + 1);
    expect(mailsTo('nobody@alpha.test')).toBe(0);
  });

  it('mails a /finishResetPassword link; the reset ends old sessions and signs in', async () => {
    const old = await world.login('user@alpha.test');
    const { url, key } = lastMailTo('user@alpha.test', 'ResetPasswordKey');
    expect(url.pathname).toBe('/finishResetPassword');

    const bad = await post('/api/auth/v1/resetPassword', { resetPasswordKey: key, newPassword: 'nouppercase1!', confirmPassword: 'nouppercase1!' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ newPassword: ['Password must contain at least 1 uppercase letter'] });

    const res = await post('/api/auth/v1/resetPassword', { resetPasswordKey: key, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    const fresh = res.json().data;
    expect(decodeJwt(fresh.access_token).email).toBe('user@alpha.test');
    expect((await positions(fresh.access_token)).statusCode).toBe(200);
    // The old access token and refresh token are dead.
    expect((await positions(old.access_token)).statusCode).toBe(401);
    expect((await world.refresh(old.refresh_token)).statusCode).toBe(401);
    expect((await world.refresh(refreshCookieOf(res))).statusCode).toBe(200);
    // The new password works, the old one does not, the key is spent.
    expect((await post('/api/auth/v1/login', { login: 'user@alpha.test', password: NEW_PASSWORD, apiType: 0 })).statusCode).toBe(200);
    expect((await post('/api/auth/v1/login', { login: 'user@alpha.test', password: PASSWORD, apiType: 0 })).statusCode).toBe(400);
    const reuse = await post('/api/auth/v1/resetPassword', { resetPasswordKey: key, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().error.message).toBe('Password reset link is invalid or has expired');
  });

  it('refuses an expired reset key', async () => {
    await requestReset('owner@beta.test');
    await vi.waitFor(() => expect(mailsTo('owner@beta.test')).toBe(1));
    const { key } = lastMailTo('owner@beta.test', 'ResetPasswordKey');
    await world.db
      .updateTable('account_keys')
      .set({ expires_at: new Date(Date.now() - 1).toISOString() })
      .where('purpose', '=', 'reset')
      .where('used_at', 'is', null)
      .execute();
    const res = await post('/api/auth/v1/resetPassword', { resetPasswordKey: key, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
  });

  it('validates the address but never says whether it exists', async () => {
    const res = await requestReset('not an email');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ email: ['Enter a valid email address'] });
  });
});

describe('mail links', () => {
  it('refuses to mail a link to a host that is not configured (reset poisoning)', async () => {
    const res = await world.app.inject({
      method: 'POST',
      url: '/api/auth/v1/requestResetPassword',
      payload: { email: 'owner@alpha.test' },
      headers: { host: 'evil.example' },
    });
    expect(res.statusCode).toBe(500);
    expect(outbox(world.config).some((m) => m.text.includes('evil.example'))).toBe(false);
    // The operator's configuration hint is for the log, not for the person asking.
    expect(res.json().error.message).toBe('E-mails with links cannot be sent from this address right now. Please contact support.');
    expect(res.body).not.toContain('SITELINE_PUBLIC_URL');
  });
});

describe('reCAPTCHA', () => {
  const calls: { url: string; body: string }[] = [];
  const google =
    (answer: object, status = 200) =>
    async (url: string, init?: RequestInit) => {
      calls.push({ url, body: init?.body instanceof URLSearchParams ? init.body.toString() : '' });
      return new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
    };
  const verify = (w: World, token = 'tok') =>
    w.app.inject({ method: 'POST', url: '/api/web/v1/recaptcha/verify-recaptcha', payload: { token, isWebDriver: false }, remoteAddress: '198.51.100.4' });
  const siteKey = (w: World) => w.app.inject({ method: 'GET', url: '/api/web/v1/recaptcha/sitekey' });

  it('is off without both keys: no site key, and verification passes without calling out', async () => {
    calls.length = 0;
    const off = await createWorld({ recaptchaSiteKey: 'site-only' }, { fetch: google({ success: false }) });
    expect((await siteKey(off)).json().data).toEqual({ siteKey: '', recaptchaEnabled: false });
    expect((await verify(off)).json().data).toEqual({ success: true });
    expect(calls).toHaveLength(0);
    await off.close();
  });

  // Five worlds (a database and a server each): slow on a loaded machine.
  it('when on, verifies with Google (secret, token, client address) and honours its answer', { timeout: 90_000 }, async () => {
    calls.length = 0;
    const keys = { recaptchaSiteKey: 'site-key', recaptchaSecret: 's3cret' };
    const on = await createWorld(keys, { fetch: google({ success: true, score: 0.9 }) });
    expect((await siteKey(on)).json().data).toEqual({ siteKey: 'site-key', recaptchaEnabled: true });
    expect((await verify(on, 'good-token')).json().data).toEqual({ success: true });
    expect(calls[0].url).toBe('https://www.google.com/recaptcha/api/siteverify');
    expect(Object.fromEntries(new URLSearchParams(calls[0].body))).toEqual({ secret: 's3cret', response: 'good-token', remoteip: '198.51.100.4' });
    await on.close();

    for (const [answer, status] of [
      [{ success: false }, 200],
      [{ success: true, score: 0.1 }, 200],
      [{}, 500],
    ] as const) {
      const w = await createWorld(keys, { fetch: google(answer, status) });
      expect((await verify(w)).json().data).toEqual({ success: false });
      await w.close();
    }
    const unreachable = await createWorld(keys, {
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    expect((await verify(unreachable)).json().data).toEqual({ success: false });
    await unreachable.close();
  });
});
