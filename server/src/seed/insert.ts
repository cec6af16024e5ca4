// Writes generated seed data: every table in one transaction, in chunks small enough for SQLite's
// limit on bound parameters.
import type { Db } from '../db/database.ts';
import { dialectOf } from '../db/dialect.ts';
import { syncSequences } from '../db/postgres.ts';
import type { Database } from '../db/schema.ts';
import type { SeedData } from './types.ts';
import { wipe } from './wipe.ts';

/** Insert order respects foreign keys. */
const INSERT_ORDER = [
  'companies',
  'users',
  'places',
  'assets',
  'devices',
  'asset_positions',
  'tags',
  'tag_links',
  'service_setups',
  'service_reports',
  'integrations',
  'aemp_equipment',
] as const;

/** SQLite allows 32766 bound parameters per statement (PostgreSQL 65535); stay well below. */
const MAX_PARAMETERS = 30_000;
const MAX_CHUNK_ROWS = 2000;

async function insertRows(db: Db, table: keyof Database, rows: readonly object[]) {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]).length;
  const size = Math.max(1, Math.min(MAX_CHUNK_ROWS, Math.floor(MAX_PARAMETERS / columns)));
  for (let i = 0; i < rows.length; i += size) {
    await db
      .insertInto(table)
      .values(rows.slice(i, i + size))
      .execute();
  }
}

export async function companyCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom('companies')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Inserts everything in one transaction, after wiping the database (`reset`) or after checking it
 * still has no companies. Returns false, inserting nothing, when another process seeded meanwhile.
 */
export async function insertSeedData(db: Db, data: SeedData, reset: boolean): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (reset) await wipe(trx);
    else if ((await companyCount(trx)) > 0) return false;
    for (const table of INSERT_ORDER) await insertRows(trx, table, data[table]);
    // Ids were given explicitly: PostgreSQL's sequences must learn where they now stand.
    if (dialectOf(trx) === 'postgres') await syncSequences(trx);
    return true;
  });
}

/** Rows per table, in insert order. */
export function rowCounts(data: SeedData): Partial<Record<keyof Database, number>> {
  return Object.fromEntries(INSERT_ORDER.map((t) => [t, data[t].length]));
}
