import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect.ts';

// Migration 075, PostgreSQL only (SQLite sorts NULL first ascending by itself, and its 003/040 indexes
// already serve every direction). The grids sort text caselessly, NULL first ascending and last
// descending, ties broken by id (services/grid.ts `direction`, db/dialect.ts `caseless`). The text sort
// indexes of 003 and 040 were NULLS LAST without the id, so on PostgreSQL no ascending text sort could
// read them: the fleet's first page sorted by name scanned and sorted every machine of the company
// (75 ms at 20,000 machines, 121 ms p50 at 64,672 in the bench) instead of reading 100 index entries
// (1 ms). Rebuilt as (company, lower(column) collate "C" NULLS FIRST, id NULLS FIRST): read forwards
// for ASC, backwards for DESC. The id is never NULL, but the tie-break says NULLS FIRST/LAST like the
// sort column and PostgreSQL matches an index to ORDER BY literally. The service status below too.
const ASSET_TEXT = [
  { name: 'assets_all_internal_id', column: 'internal_id', active: false },
  { name: 'assets_all_name', column: 'name', active: false },
  { name: 'assets_sort_internal_id', column: 'internal_id', active: true },
  { name: 'assets_sort_name', column: 'name', active: true },
  { name: 'assets_sort_brand', column: 'brand', active: true },
] as const;

const sortIndex = (name: string, table: string, column: string, where: string, nullsFirst: boolean) =>
  sql`create index ${sql.raw(name)} on ${sql.raw(table)} (company_id, (lower(${sql.raw(column)}) collate "C")${sql.raw(nullsFirst ? ' nulls first, id nulls first' : '')})${sql.raw(where)}`;

async function rebuild(db: Kysely<unknown>, nullsFirst: boolean): Promise<void> {
  for (const index of ASSET_TEXT) {
    await sql`drop index if exists ${sql.raw(index.name)}`.execute(db);
    await sortIndex(index.name, 'assets', index.column, index.active ? ' where archived_at is null' : '', nullsFirst).execute(db);
  }
  await sql`drop index if exists places_sort_name`.execute(db);
  await sortIndex('places_sort_name', 'places', 'name', '', nullsFirst).execute(db);
  // The service list's default order, status descending (NULLS LAST) then id: 071's
  // (company, status, id) read backwards is NULLS FIRST, so PostgreSQL sorted the company's machines.
  await sql`drop index if exists assets_service_status_id`.execute(db);
  await sql`create index assets_service_status_id on assets (company_id, service_status${sql.raw(nullsFirst ? ' nulls first' : '')}, id${sql.raw(nullsFirst ? ' nulls first' : '')}) where archived_at is null`.execute(
    db,
  );
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') await rebuild(db, true);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') await rebuild(db, false);
}
