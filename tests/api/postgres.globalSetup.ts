// Vitest global setup of the `api:postgres` project (vitest.config.ts): one embedded PostgreSQL for
// the whole run, and a migrated template database every test world is copied from
// (tests/api/testDatabase.ts), so a world costs a CREATE DATABASE, not a migration.
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateToLatest, openDatabase } from '../../server/src/db/database.ts';
import { startEmbeddedPostgres } from '../../scripts/embeddedPostgres.ts';

export const TEMPLATE = 'siteline_template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** postgres://user:password@host:port of the test server (no database). */
    postgresBaseUrl: string;
  }
}

/** Inside a developer's port block when E2E_PORT names one (COORD rules), otherwise any free port. */
function chosenPort(): number | undefined {
  if (process.env.SITELINE_TEST_PG_PORT) return Number(process.env.SITELINE_TEST_PG_PORT);
  if (process.env.E2E_PORT) return Number(process.env.E2E_PORT) + 5;
  return undefined;
}

export default async function setup(project: TestProject) {
  const server = await startEmbeddedPostgres({ port: chosenPort() });
  const admin = new pg.Client({ connectionString: server.url('postgres') });
  await admin.connect();
  await admin.query(`create database ${TEMPLATE}`);
  await admin.end();
  const db = openDatabase(server.url(TEMPLATE));
  await migrateToLatest(db);
  await db.destroy();
  project.provide('postgresBaseUrl', server.baseUrl);
  return () => server.stop();
}
