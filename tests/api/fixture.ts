// A small, explicit two-company world for route tests: every row a test relies on is visible here.
// It lives in the test project's database (testDatabase.ts): every API test runs on SQLite and on
// PostgreSQL.
import { buildApp } from '../../server/src/app.ts';
import { loadConfig, type Config } from '../../server/src/config.ts';
import type { Db } from '../../server/src/db/database.ts';
import type { LightMyRequestResponse } from 'fastify';
import { createTestDatabase } from './testDatabase.ts';
import { IMPERSONATION_REFRESH_COOKIE, REFRESH_COOKIE } from '../../server/src/routes/auth/refreshCookie.ts';
import { UserRole } from '../../server/src/domain/permissions.ts';
import { hashPassword } from '../../server/src/services/passwords.ts';
import { tmpdir } from 'node:os';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { FetchFn } from '../../server/src/services/recaptcha.ts';
import { outboxDir } from '../../server/src/services/mailer.ts';

export const PASSWORD = 'Siteline.2026';
const now = '2026-11-20T10:00:00.000Z';

export interface World {
  db: Db;
  /** DATABASE_URL of the world's database (a second server instance can open it). */
  databaseUrl: string;
  config: Config;
  app: Awaited<ReturnType<typeof buildApp>>;
  companies: { internal: number; alpha: number; beta: number };
  assets: { alpha: number[]; beta: number[] };
  /** Signs in; refresh_token is the value of the HttpOnly cookie the answer set. */
  login(email: string, apiType?: 0 | 3): Promise<{ access_token: string; refresh_token: string }>;
  /** POST /api/auth/v1/refresh as the browser does: the refresh cookie, the (maybe expired) access token in the body. */
  refresh(refreshToken: string, options?: { accessToken?: string; impersonation?: boolean }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
  /** Users by e-mail (id, uuid); filled for every fixture user. */
  users: Record<string, { id: number; uuid: string }>;
}

export interface WorldOptions {
  /** Adds the account-area users: admin@alpha.test (Admin), invited@alpha.test (no password yet),
   * plain@siteline.test (Support without access:impersonate), and devices for the support counts. */
  accounts?: boolean;
  /** Clock of the rate-limit windows. */
  now?: () => number;
  /** fetch used by reCAPTCHA verification. */
  fetch?: FetchFn;
}

export async function createWorld(configOverrides: Partial<Config> = {}, options: WorldOptions = {}): Promise<World> {
  const database = await createTestDatabase();
  const { db } = database;
  const dataDir = mkdtempSync(join(tmpdir(), 'siteline-api-'));
  const config = loadConfig({ dataDir, jwtSecret: 'test-secret-0123456789', ...configOverrides });
  const hash = await hashPassword(PASSWORD);

  const company = async (name: string, internal = 0) =>
    (await db.insertInto('companies').values({ name, country: 'SE', is_internal: internal, created_at: now }).returning('id').executeTakeFirstOrThrow()).id;
  const internal = await company('Siteline', 1);
  const alpha = await company('Alpha Bygg AB');
  const beta = await company('Beta Maskin AS');

  let n = 0;
  const user = (company_id: number, email: string, role: number, scope = 'web', extra = '', password_hash: string | null = hash) =>
    db
      .insertInto('users')
      .values({
        uuid: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
        company_id,
        email,
        first_name: email.split('@')[0],
        last_name: 'Tester',
        password_hash,
        scope,
        role,
        extra_permissions: extra,
        created_at: now,
      })
      .execute();
  await user(internal, 'support@siteline.test', 0, 'support', 'access:impersonate');
  await user(alpha, 'owner@alpha.test', UserRole.Owner);
  await user(alpha, 'user@alpha.test', UserRole.User);
  await user(beta, 'owner@beta.test', UserRole.Owner);

  const addAssets = async (company_id: number, prefix: string, count: number) => {
    const ids: number[] = [];
    for (let i = 1; i <= count; i++) {
      const { id } = await db
        .insertInto('assets')
        .values({
          company_id,
          internal_id: `${prefix}-${i}`,
          name: `${prefix} machine ${i}`,
          brand: 'Volvo',
          model: 'EC220E',
          category: 1,
          timezone: 'Europe/Stockholm',
          created_at: now,
          archived_at: i === count ? now : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('asset_positions')
        .values({ asset_id: id, company_id, lat: 59 + i / 100, lng: 18 + i / 100, asset_time: now, location_place_id: null })
        .execute();
      ids.push(id);
    }
    return ids;
  };
  const assets = { alpha: await addAssets(alpha, 'A', 4), beta: await addAssets(beta, 'B', 3) };

  if (options.accounts) {
    await user(alpha, 'admin@alpha.test', UserRole.Admin);
    await user(alpha, 'invited@alpha.test', UserRole.User, 'web', '', null);
    await user(internal, 'plain@siteline.test', 0, 'support');
    // Alpha: 3 devices, 2 on machines; Beta: 1 device on no machine.
    const device = (company_id: number, asset_id: number | null, serial: string) =>
      db
        .insertInto('devices')
        .values({ company_id, asset_id, serial_number: serial, telematic_type: 'TU600', integration_source: 'Siteline', status: 1, created_at: now })
        .execute();
    await device(alpha, assets.alpha[0], 'D-A1');
    await device(alpha, assets.alpha[1], 'D-A2');
    await device(alpha, null, 'D-A3');
    await device(beta, null, 'D-B1');
  }
  const users = Object.fromEntries((await db.selectFrom('users').select(['id', 'uuid', 'email']).execute()).map((u) => [u.email, { id: u.id, uuid: u.uuid }]));

  const app = await buildApp({ db, config, now: options.now, fetch: options.fetch });
  await app.ready();

  return {
    db,
    databaseUrl: database.url,
    config,
    app,
    companies: { internal, alpha, beta },
    assets,
    users,
    async login(email, apiType = 0) {
      const res = await app.inject({ method: 'POST', url: '/api/auth/v1/login', payload: { login: email, password: PASSWORD, apiType } });
      if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
      return { ...res.json().data, refresh_token: refreshCookieOf(res) };
    },
    refresh(refreshToken, options = {}) {
      const name = options.impersonation ? IMPERSONATION_REFRESH_COOKIE : REFRESH_COOKIE;
      return app.inject({
        method: 'POST',
        url: '/api/auth/v1/refresh',
        cookies: { [name]: refreshToken },
        payload: options.accessToken ? { accessToken: options.accessToken } : {},
      });
    },
    async close() {
      await app.close();
      await database.drop();
      // The world's files (outbox, uploads): thousands of worlds a run filled /tmp.
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** An integration client of the owner's company (Admin > Integrations) and its client-credentials token (the AEMP feed's caller). */
export async function integrationClientToken(world: Pick<World, 'app'>, ownerToken: string, name = 'Feed reader'): Promise<string> {
  const client = (await world.app.inject({ method: 'POST', url: '/api/web/v1/integrations/clients', headers: bearer(ownerToken), payload: { name } })).json()
    .data;
  const token = await world.app.inject({
    method: 'POST',
    url: '/api/auth/v1/token',
    payload: { grant_type: 'client_credentials', client_id: client.clientId, client_secret: client.clientSecret },
  });
  return token.json().access_token;
}

/** The refresh token a token answer set as its cookie (own or impersonation), or '' when none was set. */
export function refreshCookieOf(res: { cookies: { name: string; value: string }[] }, name?: string): string {
  const cookie = res.cookies.find((c) => (name ? c.name === name : c.name === REFRESH_COOKIE || c.name === IMPERSONATION_REFRESH_COOKIE) && c.value);
  return cookie?.value ?? '';
}

export interface OutboxMail {
  file: string;
  /** Raw message with quoted-printable undone, so links can be matched as plain text. */
  text: string;
}

/** The .eml files the mailer wrote (no SMTP configured), oldest first. */
export function outbox(config: Config): OutboxMail[] {
  let files: string[] = [];
  try {
    files = readdirSync(outboxDir(config))
      .filter((f) => f.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  return files.map((file) => ({ file, text: decodeQuotedPrintable(readFileSync(join(outboxDir(config), file), 'utf8')) }));
}

function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
