// The one place that knows which SQL dialect runs: everything else in telemetry is portable SQL.
// SQLite-only choices (clustered WITHOUT ROWID tables) and PostgreSQL-only ones (FOR UPDATE SKIP
// LOCKED) are switched here.
import { PostgresAdapter, SqliteAdapter, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function isSqlite(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
