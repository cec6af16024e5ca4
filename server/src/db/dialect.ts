// The two SQL dialects behind Db, and the few expressions that differ between them: the one place
// that knows which dialect runs. Queries and migrations are written once; where SQLite and
// PostgreSQL disagree, they ask here.
import { PostgresAdapter, sql, type Kysely, type RawBuilder } from 'kysely';

export type Dialect = 'sqlite' | 'postgres';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function dialectOf(db: Kysely<any>): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/**
 * Appended to a `select … limit n` that claims rows (job leases, the outbox, the mail queue): on
 * PostgreSQL several instances claim at once, and each skips the rows another is locking instead of
 * waiting for it. SQLite has one writer at a time, so there is nothing to skip.
 */
export function forUpdateSkipLocked(dialect: Dialect): RawBuilder<unknown> {
  return dialect === 'postgres' ? sql` for update skip locked` : sql``;
}

/**
 * Table option for the time series keyed (asset_id, ts …): SQLite stores them clustered on that key
 * (WITHOUT ROWID), so one machine's time range is one contiguous read. PostgreSQL keeps its b-tree.
 */
export function clusteredOnKey(dialect: Dialect): RawBuilder<unknown> {
  return dialect === 'sqlite' ? sql`without rowid` : sql``;
}

/**
 * A text expression that sorts ignoring case. SQLite: the NOCASE collation (ASCII folding). PostgreSQL:
 * lower() ordered by code point (collation "C"), the same order whatever locale the server was created
 * with; migration 003's PostgreSQL indexes are on exactly this expression.
 */
export function caseless(dialect: Dialect, expr: RawBuilder<unknown>): RawBuilder<unknown> {
  return dialect === 'postgres' ? sql`lower(${expr}) collate "C"` : sql`${expr} collate nocase`;
}

/**
 * Epoch milliseconds (a bigint column) as ISO-8601 UTC text with milliseconds, `2026-11-20T10:00:00.000Z`:
 * what the grids' date-time filters compare with (services/grid.ts), for tables that keep times as *_ts.
 */
export function isoFromEpochMs(dialect: Dialect, expr: RawBuilder<unknown>): RawBuilder<unknown> {
  return dialect === 'postgres'
    ? sql`to_char(to_timestamp(${expr} / 1000.0) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
    : sql`strftime('%Y-%m-%dT%H:%M:%fZ', ${expr} / 1000.0, 'unixepoch')`;
}
