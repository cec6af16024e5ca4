// The database an API test runs on. vitest.config.ts runs every file under tests/api and tests/mesh
// twice, as the projects `api:sqlite` and `api:postgres` (SITELINE_TEST_DB): a test that takes its
// database from here (createWorld does) runs on both without knowing it.
// - SQLite: a file in a temporary folder (a second server instance can open it too);
// - PostgreSQL: a new database copied from the migrated template of postgres.globalSetup.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { migrateToLatest, openDatabase, type Db } from '../../server/src/db/database.ts';
import type { Dialect } from '../../server/src/db/dialect.ts';

export const TEST_DIALECT: Dialect = process.env.SITELINE_TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

export interface TestDatabase {
  /** DATABASE_URL of this database: open it again for a second server instance. */
  url: string;
  db: Db;
  /** Closes `db` and deletes the database. */
  drop(): Promise<void>;
}

async function adminQuery(text: string) {
  const admin = new pg.Client({ connectionString: `${inject('postgresBaseUrl')}/postgres` });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/** A test may have closed the connection itself already. */
async function destroyOnce(db: Db) {
  try {
    await db.destroy();
  } catch {
    // already closed
  }
}

/** A fresh, migrated, empty database of the project's dialect. */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (TEST_DIALECT === 'postgres') {
    const name = `test_${process.pid}_${randomBytes(6).toString('hex')}`;
    await adminQuery(`create database ${name} template siteline_template`);
    const url = `${inject('postgresBaseUrl')}/${name}`;
    const db = openDatabase(url, { poolSize: 4 });
    await migrateToLatest(db);
    return {
      url,
      db,
      async drop() {
        await destroyOnce(db);
        await adminQuery(`drop database if exists ${name} with (force)`);
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'siteline-testdb-'));
  const url = `sqlite:${join(dir, 'test.db')}`;
  const db = openDatabase(url);
  await migrateToLatest(db);
  return {
    url,
    db,
    async drop() {
      await destroyOnce(db);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
