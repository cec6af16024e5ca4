// Empties the database before a reseed (`--reset`).
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { dialectOf } from '../db/dialect.ts';

/** Delete order for the tables the seeder knows (children first). */
const WIPE_ORDER = [
  'tag_links',
  'tags',
  'asset_positions',
  'devices',
  'assets',
  'places',
  'refresh_tokens',
  'error_logs',
  'usage_logs',
  'users',
  'companies',
] as const;

/**
 * Deletes every row of every application table. Tables added by later migrations are emptied first
 * (they reference ours), retrying those that still have referencing rows.
 */
export async function wipe(db: Db) {
  const known = new Set<string>(WIPE_ORDER);
  const tables = await db.introspection.getTables();
  if (dialectOf(db) === 'postgres') {
    // One statement empties every table whatever references what, and restarts the id sequences.
    const names = tables.map((t) => t.name).filter((n) => !n.startsWith('kysely_'));
    await sql`truncate table ${sql.join(names.map((n) => sql.table(n)))} restart identity cascade`.execute(db);
    return;
  }
  // Shadow tables of virtual tables (FTS5 search indexes, migration 003) belong to SQLite: they refuse
  // direct writes and empty with their virtual table.
  const shadow = new Set((await sql<{ name: string }>`select name from pragma_table_list where type = 'shadow'`.execute(db)).rows.map((r) => r.name));
  let pending = tables.map((t) => t.name).filter((n) => !known.has(n) && !shadow.has(n) && !n.startsWith('kysely_') && !n.startsWith('sqlite_'));
  for (let pass = 0; pending.length > 0 && pass <= pending.length; pass++) {
    const failed: string[] = [];
    for (const t of pending) {
      try {
        // Tables outside the typed schema (added by migrations the seeder does not know): raw SQL.
        await sql`delete from ${sql.table(t)}`.execute(db);
      } catch {
        failed.push(t);
      }
    }
    pending = failed;
  }
  if (pending.length > 0) throw new Error(`Could not empty tables: ${pending.join(', ')}`);
  for (const t of WIPE_ORDER) await db.deleteFrom(t).execute();
}
