import Database from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, type Migration, type MigrationProvider } from 'kysely';
import type { Database as Schema } from './schema.ts';
import { dialectOf } from './dialect.ts';
import { openPostgres, type PostgresOptions } from './postgres.ts';
import * as m001 from './migrations/001_initial.ts';
import * as m002 from './migrations/002_accounts.ts';
import * as m003 from './migrations/003_grids.ts';
import * as m020 from './migrations/020_telemetry.ts';
import * as m040 from './migrations/040_places.ts';
import * as m040postgres from './migrations/040_places.postgres.ts';
import * as m021 from './migrations/021_track_overview.ts';
import * as m003postgres from './migrations/003_grids.postgres.ts';
import * as m010 from './migrations/010_shared_state.ts';
import * as m030 from './migrations/030_asset_images.ts';
import * as m050 from './migrations/050_service.ts';
import * as m060 from './migrations/060_alerts.ts';
import * as m070 from './migrations/070_integrations.ts';
import * as m071 from './migrations/071_service_speed.ts';
import * as m071postgres from './migrations/071_service_speed.postgres.ts';
import * as m084postgres from './migrations/084_status_counts.postgres.ts';
import * as m072 from './migrations/072_place_job_leases.ts';
import * as m075 from './migrations/075_text_sort_nulls_first.ts';
import * as m079 from './migrations/079_soon_service_marks.ts';
import * as m080 from './migrations/080_log_user_index.ts';
import * as m081 from './migrations/081_notification_mail.ts';
import * as m082 from './migrations/082_device_attributes.ts';
import * as m083 from './migrations/083_orphan_place_alerts.ts';
import * as m085 from './migrations/085_analytics.ts';
import * as m085postgres from './migrations/085_analytics.postgres.ts';
import * as m086 from './migrations/086_retention.ts';
import * as m087postgres from './migrations/087_time_partitions.postgres.ts';
import * as m088 from './migrations/088_report_schedules.ts';
import * as m089 from './migrations/089_hour_meter_findings.ts';
import * as m090postgres from './migrations/090_asset_search_text.postgres.ts';

export type Db = Kysely<Schema>;

const sqliteHandles = new WeakMap<object, Database.Database>();

/**
 * The better-sqlite3 connection behind a SQLite `Db` (undefined on other dialects). Only for bulk-write
 * fast paths kept behind a dialect switch (telemetry/store.ts); everything else goes through Kysely.
 */
export function sqliteHandle(db: object): Database.Database | undefined {
  return sqliteHandles.get(db);
}

/** A step one database does not need (its index already serves the query). */
const NOTHING_ON_SQLITE: Migration = { up: async () => {} };

/** A migration written twice, when one SQL cannot serve both databases (FTS5 and triggers vs pg_trgm and plpgsql). */
function perDialect(sqlite: Migration, postgres: Migration): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    up: (db: Kysely<any>) => (dialectOf(db) === 'postgres' ? postgres : sqlite).up(db),
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    down: (db: Kysely<any>) => (dialectOf(db) === 'postgres' ? postgres : sqlite).down?.(db) ?? Promise.resolve(),
  };
}

// Migrations are listed in code (not read from a folder) so they bundle and run the same everywhere.
const migrations: Record<string, Migration> = {
  '001_initial': m001,
  '002_accounts': m002,
  '003_grids': perDialect(m003, m003postgres),
  '010_shared_state': m010,
  '020_telemetry': m020,
  '021_track_overview': m021,
  '030_asset_images': m030,
  '040_places': perDialect(m040, m040postgres),
  '050_service': m050,
  '060_alerts': m060,
  '070_integrations': m070,
  '071_service_speed': perDialect(m071, m071postgres),
  '072_place_job_leases': m072,
  '075_text_sort_nulls_first': m075,
  '079_soon_service_marks': m079,
  '080_log_user_index': m080,
  '081_notification_mail': m081,
  '082_device_attributes': m082,
  '083_orphan_place_alerts': m083,
  '084_status_counts': perDialect(NOTHING_ON_SQLITE, m084postgres),
  '085_analytics': perDialect(m085, m085postgres),
  '086_retention': m086,
  '087_time_partitions': perDialect(NOTHING_ON_SQLITE, m087postgres),
  '088_report_schedules': m088,
  '089_hour_meter_findings': m089,
  '090_asset_search_text': perDialect(NOTHING_ON_SQLITE, m090postgres),
};

class InlineMigrationProvider implements MigrationProvider {
  async getMigrations() {
    return migrations;
  }
}

export interface OpenOptions {
  /** PostgreSQL: statement_timeout of every connection (ms). */
  queryTimeoutMs?: number;
  poolSize?: number;
  /** PostgreSQL only: every statement with its time (the bench's --explain). */
  onQuery?: PostgresOptions['onQuery'];
}

export const DEFAULT_QUERY_TIMEOUT_MS = 5_000;

/** Prepared statements kept per SQLite connection: a grid's query shapes, the panel's calls, writes. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * The connection as Kysely's SQLite driver sees it, with its statements kept (least recently used
 * out): the driver prepares every query anew, which took 9% of the server's CPU answering fleet
 * pages (issue 28's profile; better-sqlite3's prepare). A statement is reused only when it is not in
 * the middle of an iteration (`busy`), and SQLite prepares it again by itself after a schema change.
 */
function withStatementCache(sqlite: Database.Database) {
  const statements = new Map<string, Database.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string): Database.Statement {
      const kept = statements.get(sql);
      if (kept && !kept.busy) {
        statements.delete(sql);
        statements.set(sql, kept);
        return kept;
      }
      const statement = sqlite.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
      return statement;
    },
  };
}

/** Opens the database named by DATABASE_URL: `sqlite:PATH` (or `sqlite::memory:`) or `postgres://…`. */
/** A DATABASE_URL that names a PostgreSQL server (anything else is refused or SQLite). */
export const isPostgresUrl = (databaseUrl: string) => databaseUrl.startsWith('postgres://') || databaseUrl.startsWith('postgresql://');

export function openDatabase(databaseUrl: string, options: OpenOptions = {}): Db {
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
    const db = new Kysely<Schema>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
    sqliteHandles.set(db, sqlite);
    return db;
  }
  if (isPostgresUrl(databaseUrl)) {
    return openPostgres(databaseUrl, {
      statementTimeoutMs: options.queryTimeoutMs ?? DEFAULT_QUERY_TIMEOUT_MS,
      poolSize: options.poolSize,
      onQuery: options.onQuery,
    });
  }
  throw new Error(`Unsupported DATABASE_URL '${databaseUrl}': expected sqlite:PATH or postgres://…`);
}

/** Migrations this database has not run yet (0 once the schema is current): the readiness probe asks. */
export async function pendingMigrations(db: Db): Promise<number> {
  const migrator = new Migrator({ db, provider: new InlineMigrationProvider(), allowUnorderedMigrations: true });
  return (await migrator.getMigrations()).filter((m) => m.executedAt === undefined).length;
}

export async function migrateToLatest(db: Db): Promise<void> {
  // Branches own number ranges and land in any order (060 after 070): a database that already ran
  // 070 must still run 060 instead of refusing to start.
  const migrator = new Migrator({ db, provider: new InlineMigrationProvider(), allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  for (const r of results ?? []) {
    if (r.status === 'Error') throw new Error(`Migration ${r.migrationName} failed`);
  }
  if (error) throw error;
}
