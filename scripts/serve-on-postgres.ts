// The product's default first start on PostgreSQL, for the browser smoke (playwright.config.ts,
// project "postgres"): a throw-away PostgreSQL from npm with an empty `siteline` database, then the
// compiled server on it exactly as `npm start` runs it: migrations, the demo fleet and the
// simulator's year of history, then live reports. It listens on E2E_PORT - 3 (8196 by default), in
// a data folder of its own. scripts/test.mjs starts it before the static checks, so the year is
// written while they run and Playwright finds it ready; `npx playwright test` alone starts it itself.
// Stops both when it is stopped (its data folder removed), and exits when the server does.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from './embeddedPostgres.ts';
import { postgresSmokePorts } from './postgresSmokePorts.mjs';

const { port, ingestPort } = postgresSmokePorts(process.env.E2E_PORT);
const postgres = await startEmbeddedPostgres({ port: process.env.SITELINE_TEST_PG_PORT ? Number(process.env.SITELINE_TEST_PG_PORT) : undefined });
const admin = new pg.Client({ connectionString: postgres.url('postgres') });
await admin.connect();
await admin.query('create database siteline');
await admin.end();

const dataDir = mkdtempSync(join(tmpdir(), 'siteline-e2e-postgres-'));
const server = spawn(process.execPath, ['build/server/main.mjs'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATABASE_URL: postgres.url('siteline'),
    PORT: String(port),
    SITELINE_INGEST_PORT: String(ingestPort),
    SITELINE_TELTONIKA_PORT: '0',
    SITELINE_DATA_DIR: dataDir,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  },
});

let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  if (server.exitCode === null) server.kill('SIGTERM');
  await postgres.stop();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code);
}
server.on('exit', (code) => void stop(code ?? 1));
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
