import { type Kysely, sql } from 'kysely';

// Migration 090, PostgreSQL only. The fleet grid's text search looks for each word in seven columns;
// as seven ILIKEs, a broad word (a brand in 16% of 100,000 machines) cost 27 ms to count and 36 ms
// to page on migration 003's seven-column trigram index, one ILIKE on a stored column joining the
// seven 17 ms each (bench/results/2026-11-30-postgres-grid-plans.md). It is stored lowercased and
// searched with LIKE and a needle lowered by the same lower(): ILIKE folds the case of every row
// again on each test (walking 18,150 rows for a page: 46 ms with ILIKE). The separator is a control
// character, which the grid strips from search words, so no word matches across two columns.
// SQLite's FTS5 table (migration 003) already answers a search of all its columns in one MATCH.
const COLUMNS = ['internal_id', 'name', 'brand', 'model', 'registration_number', 'serial_number', 'pin_or_vin'];

export async function up(db: Kysely<any>): Promise<void> {
  const joined = sql.raw(COLUMNS.map((c) => `coalesce(${c}, '')`).join(` || chr(31) || `));
  await sql`alter table assets add column search_text text generated always as (lower(${joined})) stored`.execute(db);
  await sql`create index assets_search_text on assets using gin (search_text gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index assets_search_text`.execute(db);
  await sql`alter table assets drop column search_text`.execute(db);
}
