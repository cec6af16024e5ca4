// All configuration comes from the environment; docs/operations.md lists every variable.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string;
  jwtSecret: string;
  jwtIssuer: string;
  jwtAudience: string;
  accessTokenTtlSeconds: number;
  /** Idle limit of a sign-in: each refresh starts it again (docs/decisions/0028-session-lifetime.md). */
  refreshTokenTtlSeconds: number;
  /** Absolute limit of a sign-in from its login, however often it is refreshed. */
  sessionMaxAgeSeconds: number;
  /**
   * The maplibre style the browser tries first (default: OpenFreeMap's Liberty style, free and keyless);
   * it falls back to the embedded offline map when it cannot load it. '' = the embedded map only.
   */
  mapStyleUrl: string;
  /** A PMTiles street map to serve; '' = the first *.pmtiles in <dataDir>/map/, if any (docs/operations.md, Maps). */
  mapArchive: string;
  publicBaseUrl: string;
  logLevel: string;
  /** Fastify trustProxy: false, a hop count, or comma-separated proxy addresses/CIDRs. */
  trustProxy: boolean | number | string;
  seedOnEmpty: boolean;
  /** smtp(s)://user:pass@host:port; empty → every message is written to <dataDir>/outbox/ as .eml */
  smtpUrl: string;
  mailFrom: string;
  activationKeyTtlSeconds: number;
  resetKeyTtlSeconds: number;
  /** reCAPTCHA is on only when both are set. */
  recaptchaSiteKey: string;
  recaptchaSecret: string;
  /** Failed logins per account (lower-cased login) within the window before 429. */
  loginMaxPerAccount: number;
  /** Login attempts (failed or not) per client address within the window before 429. */
  loginMaxPerIp: number;
  loginWindowSeconds: number;
  /** Password-reset requests per client address within the login window before 429. */
  resetMaxPerIp: number;
  /** Lifetime of an impersonation session; capped at MAX_IMPERSONATION_TTL_SECONDS. */
  impersonationTtlSeconds: number;
  /** OsmAnd device ingest port (telemetry); 0 disables it. */
  ingestPort: number;
  /** Teltonika Codec 8 / 8E TCP port (telemetry/teltonika/); 0 disables it. */
  teltonikaPort: number;
  /** Teltonika connections start with a PROXY protocol header from a TCP load balancer (the unit's address). */
  teltonikaProxyProtocol: boolean;
  /** How long a device report may wait for others to share its transaction (ms); unset: by database (telemetry/runtime.ts). */
  ingestCommitWindowMs?: number;
  /** Demo units: a year of history on a fresh database, then live reports through the ingest. */
  simulator: boolean;
  /** Days of simulated history written on a fresh database. */
  simulatorHistoryDays: number;
  /** Ignition on and not moving for this long counts as idle. */
  idleAfterSeconds: number;
  /** Lets `?inspect` attach the machine inspector in a production build (src/app/inspector.ts). */
  inspector: boolean;
  /** PostgreSQL: statement_timeout (ms) of every query, so no request holds a connection for long. */
  queryTimeoutMs: number;
  /** Lifetime of an integration client's access token (OAuth client credentials), seconds. */
  integrationTokenTtlSeconds: number;
  /** Integration API calls per client per minute before 429. */
  integrationRequestsPerMinute: number;
  /** Bearer token that may read GET /api/metrics; '' = metrics off (docs/decisions/0054-operations-endpoints.md). */
  metricsToken: string;
  /** SIGTERM/SIGINT: how long in-flight requests may take to finish before their connections are cut (ms). */
  shutdownTimeoutMs: number;
}

/** A metrics token is a password: shorter ones are refused at start rather than guessed later. */
export const MIN_METRICS_TOKEN_LENGTH = 32;
/** The longest Authorization value /api/metrics reads (routes/system/operations.routes.ts). */
export const MAX_METRICS_TOKEN_LENGTH = 512;

function metricsToken(): string {
  const token = process.env.SITELINE_METRICS_TOKEN?.trim() ?? '';
  if (token !== '' && (token.length < MIN_METRICS_TOKEN_LENGTH || token.length > MAX_METRICS_TOKEN_LENGTH || /\s/.test(token))) {
    throw new Error(
      `SITELINE_METRICS_TOKEN must be ${MIN_METRICS_TOKEN_LENGTH}-${MAX_METRICS_TOKEN_LENGTH} characters without spaces (e.g. openssl rand -hex 32)`,
    );
  }
  return token;
}

/** A support agent's view of a customer account never outlives an hour, whatever the environment says. */
export const MAX_IMPERSONATION_TTL_SECONDS = 60 * 60;

/** An integration token is short-lived by design: at most an hour, whatever the environment says. */
export const MAX_INTEGRATION_TOKEN_TTL_SECONDS = 60 * 60;

/** A duration in ms from 0 to `max`; undefined when not set. */
function optionalMs(name: string, max: number): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > max) throw new Error(`${name} must be a whole number of ms from 0 to ${max}, got '${raw}'`);
  return value;
}

function int(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got '${raw}'`);
  return value;
}

/**
 * The signing secret must survive restarts (otherwise every restart logs everybody out),
 * so when SITELINE_JWT_SECRET is not set we create one once and keep it in the data folder.
 */
function jwtSecret(dataDir: string): string {
  if (process.env.SITELINE_JWT_SECRET) return process.env.SITELINE_JWT_SECRET;
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** A port number where 0 means "off". */
function port(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535) throw new Error(`${name} must be a port number (0 disables), got '${raw}'`);
  return value;
}

function parseTrustProxy(raw: string | undefined): boolean | number | string {
  if (!raw || raw === 'false') return false;
  if (raw === 'true') return true;
  return /^\d+$/.test(raw) ? Number(raw) : raw;
}

export const DEFAULT_MAP_STYLE_URL = 'https://tiles.openfreemap.org/styles/liberty';

/** Unset: OpenFreeMap; `embedded`/`offline`/empty: the embedded map only; anything else: that style URL. */
export function mapStyleUrl(raw: string | undefined): string {
  if (raw === undefined) return DEFAULT_MAP_STYLE_URL;
  const value = raw.trim();
  return value === '' || value === 'embedded' || value === 'offline' ? '' : value;
}

/** SITELINE_PUBLIC_URL as an origin links are built on (no trailing slash); '' when not configured. */
export const configuredOrigin = (config: Pick<Config, 'publicBaseUrl'>): string => config.publicBaseUrl.replace(/\/+$/, '');

export function loadConfig(overrides: Partial<Config> = {}): Config {
  const dataDir = resolve(overrides.dataDir ?? process.env.SITELINE_DATA_DIR ?? './data');
  mkdirSync(dataDir, { recursive: true });
  return {
    port: int('PORT', 8080),
    host: process.env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: process.env.DATABASE_URL ?? `sqlite:${join(dataDir, 'siteline.db')}`,
    jwtSecret: overrides.jwtSecret ?? jwtSecret(dataDir),
    jwtIssuer: process.env.SITELINE_JWT_ISSUER ?? 'siteline',
    jwtAudience: process.env.SITELINE_JWT_AUDIENCE ?? 'siteline-app',
    accessTokenTtlSeconds: int('SITELINE_ACCESS_TOKEN_TTL', 15 * 60),
    refreshTokenTtlSeconds: int('SITELINE_REFRESH_TOKEN_TTL', 14 * 24 * 3600),
    sessionMaxAgeSeconds: int('SITELINE_SESSION_MAX_AGE', 30 * 24 * 3600),
    mapStyleUrl: mapStyleUrl(process.env.SITELINE_MAP_STYLE_URL),
    mapArchive: process.env.SITELINE_MAP_ARCHIVE?.trim() ?? '',
    publicBaseUrl: process.env.SITELINE_PUBLIC_URL ?? '',
    logLevel: process.env.LOG_LEVEL ?? 'info',
    trustProxy: parseTrustProxy(process.env.SITELINE_TRUST_PROXY),
    seedOnEmpty: process.env.SITELINE_SEED !== 'off',
    smtpUrl: process.env.SITELINE_SMTP_URL ?? '',
    mailFrom: process.env.SITELINE_MAIL_FROM || 'Siteline <no-reply@siteline.example>',
    activationKeyTtlSeconds: int('SITELINE_ACTIVATION_KEY_TTL', 7 * 24 * 3600),
    resetKeyTtlSeconds: int('SITELINE_RESET_KEY_TTL', 60 * 60),
    recaptchaSiteKey: process.env.SITELINE_RECAPTCHA_SITE_KEY ?? '',
    recaptchaSecret: process.env.SITELINE_RECAPTCHA_SECRET ?? '',
    loginMaxPerAccount: int('SITELINE_LOGIN_MAX_PER_ACCOUNT', 10),
    loginMaxPerIp: int('SITELINE_LOGIN_MAX_PER_IP', 50),
    loginWindowSeconds: int('SITELINE_LOGIN_WINDOW_SECONDS', 15 * 60),
    resetMaxPerIp: int('SITELINE_RESET_MAX_PER_IP', 5),
    impersonationTtlSeconds: Math.min(int('SITELINE_IMPERSONATION_TTL', MAX_IMPERSONATION_TTL_SECONDS), MAX_IMPERSONATION_TTL_SECONDS),
    ingestPort: port('SITELINE_INGEST_PORT', 5055),
    teltonikaPort: port('SITELINE_TELTONIKA_PORT', 5027),
    teltonikaProxyProtocol: process.env.SITELINE_TELTONIKA_PROXY_PROTOCOL === 'on',
    ingestCommitWindowMs: optionalMs('SITELINE_INGEST_COMMIT_WINDOW_MS', 1_000),
    simulator: process.env.SITELINE_SIMULATOR !== 'off',
    simulatorHistoryDays: Math.min(int('SITELINE_SIMULATOR_DAYS', 365), 400),
    idleAfterSeconds: int('SITELINE_IDLE_AFTER_SECONDS', 300),
    inspector: process.env.SITELINE_INSPECTOR === 'on',
    queryTimeoutMs: int('SITELINE_QUERY_TIMEOUT_MS', 5_000),
    integrationTokenTtlSeconds: Math.min(int('SITELINE_INTEGRATION_TOKEN_TTL', 15 * 60), MAX_INTEGRATION_TOKEN_TTL_SECONDS),
    integrationRequestsPerMinute: int('SITELINE_INTEGRATION_RATE_LIMIT', 120),
    metricsToken: metricsToken(),
    shutdownTimeoutMs: int('SITELINE_SHUTDOWN_TIMEOUT_MS', 10_000),
    ...overrides,
  };
}
