// All configuration comes from the environment; README.md lists every variable.
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
  refreshTokenTtlSeconds: number;
  /** A maplibre style URL; when empty the embedded offline Natural Earth style is served. */
  mapStyleUrl: string;
  publicBaseUrl: string;
  logLevel: string;
  seedOnEmpty: boolean;
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
    mapStyleUrl: process.env.SITELINE_MAP_STYLE_URL ?? '',
    publicBaseUrl: process.env.SITELINE_PUBLIC_URL ?? '',
    logLevel: process.env.LOG_LEVEL ?? 'info',
    seedOnEmpty: process.env.SITELINE_SEED !== 'off',
    ...overrides,
  };
}
