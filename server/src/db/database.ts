import Database from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, type Migration, type MigrationProvider } from 'kysely';
import type { Database as Schema } from './schema.ts';
import * as m001 from './migrations/001_initial.ts';
import * as m002 from './migrations/002_accounts.ts';
import * as m003 from './migrations/003_grids.ts';
import * as m020 from './migrations/020_telemetry.ts';
import * as m040 from './migrations/040_places.ts';

export type Db = Kysely<Schema>;

const sqliteHandles = new WeakMap<object, Database.Database>();

/**
 * The better-sqlite3 connection behind a SQLite `Db` (undefined on other dialects). Only for bulk-write
 * fast paths kept behind a dialect switch (telemetry/store.ts); everything else goes through Kysely.
 */
export function sqliteHandle(db: object): Database.Database | undefined {
  return sqliteHandles.get(db);
}

// Migrations are listed in code (not read from a folder) so they bundle and run the same everywhere.
const migrations: Record<string, Migration> = {
  '001_initial': m001,
  '002_accounts': m002,
  '003_grids': m003,
  '020_telemetry': m020,
  '040_places': m040,
};

class InlineMigrationProvider implements MigrationProvider {
  async getMigrations() {
    return migrations;
  }
}

/**
 * Opens the database named by DATABASE_URL. Only `sqlite:PATH` (or `sqlite::memory:`) is
 * implemented today; `postgres://` is reserved for the PostgreSQL issue and fails loudly.
 */
export function openDatabase(databaseUrl: string): Db {
  if (databaseUrl.startsWith('sqlite:')) {
    const path = databaseUrl.slice('sqlite:'.length);
    const sqlite = new Database(path);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    // SQLite's lower() folds ASCII only, so 'Åkeri' would not match a search for 'åkeri'.
    // Replacing it with JavaScript's Unicode folding makes `lower(x) like lower(?)` behave as on PostgreSQL.
    sqlite.function('lower', { deterministic: true }, (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value));
    const db = new Kysely<Schema>({ dialect: new SqliteDialect({ database: sqlite }) });
    sqliteHandles.set(db, sqlite);
    return db;
  }
  if (databaseUrl.startsWith('postgres://') || databaseUrl.startsWith('postgresql://')) {
    throw new Error('PostgreSQL support arrives with a later issue; use DATABASE_URL=sqlite:PATH for now');
  }
  throw new Error(`Unsupported DATABASE_URL '${databaseUrl}': expected sqlite:PATH`);
}

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: new InlineMigrationProvider() });
  const { error, results } = await migrator.migrateToLatest();
  for (const r of results ?? []) {
    if (r.status === 'Error') throw new Error(`Migration ${r.migrationName} failed`);
  }
  if (error) throw error;
}
