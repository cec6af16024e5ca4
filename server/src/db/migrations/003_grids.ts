import { type Kysely, sql } from 'kysely';

// What the fleet and telematics grids read fast (numbers in bench/README.md, `npm run bench`):
//
// 1. Two read-side copies on assets, kept by triggers so every writer (routes, seed, a future
//    device feed) keeps them right without knowing they exist:
//    - position_time: the last known position's time (asset_positions.asset_time). Sorting the
//      fleet by it through the LEFT JOIN forces a full sort of the company's machines; on assets it
//      is an index range read that stops after one page.
//    - telematic_status: the best status of the machine's devices (min id: Active=1 … ), Not
//      installed (4) without one. Filtering/sorting on a correlated subquery costs a device lookup
//      per machine of the company.
// 2. Sort indexes (company_id, column): SQLite appends the rowid (= id, the grid's tie-breaker) to
//    every index entry, so "order by name, id" (or both DESC) reads one page straight off the index.
//    Text sorts are case-insensitive (nocase) so "bamse" sorts next to "Bamse".
// 3. Substring search: contentless FTS5 tables with the trigram tokenizer (Unicode case folding
//    built in, so no per-row lower()) over the grids' text-search columns. A needle of 3+ letters is
//    an index lookup instead of a scan of every machine of the company; a phrase in a detail=full
//    trigram index is an exact substring match, so no recheck is needed. The PostgreSQL equivalent
//    is pg_trgm GIN indexes on lower(column) answering ILIKE '%…%'.
//
// SQLite only (FTS5, triggers, COLLATE NOCASE); a PostgreSQL migration set will express the same.
// The grids name these columns in services/gridSearch.ts; a migration keeps its own copy (it must
// never change once run).
const ASSET_SEARCH_COLUMNS = ['internal_id', 'name', 'brand', 'model', 'registration_number', 'serial_number', 'pin_or_vin'];
const DEVICE_SEARCH_COLUMNS = ['serial_number', 'imei', 'telematic_type', 'hardware_unit'];

const list = (columns: string[], prefix = '') => sql.raw(columns.map((c) => `${prefix}${c}`).join(', '));

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('assets').addColumn('position_time', 'text').execute();
  await db.schema
    .alterTable('assets')
    .addColumn('telematic_status', 'integer', (c) => c.notNull().defaultTo(4))
    .execute();

  // --- read-side copies ------------------------------------------------------------------------
  await sql`update assets set position_time = (select p.asset_time from asset_positions p where p.asset_id = assets.id)`.execute(db);
  await sql`update assets set telematic_status = coalesce((select min(d.status) from devices d where d.asset_id = assets.id), 4)`.execute(db);

  await sql`create trigger asset_positions_time_ai after insert on asset_positions begin
    update assets set position_time = new.asset_time where id = new.asset_id;
  end`.execute(db);
  await sql`create trigger asset_positions_time_au after update of asset_time, asset_id on asset_positions begin
    update assets set position_time = null where id = old.asset_id and old.asset_id <> new.asset_id;
    update assets set position_time = new.asset_time where id = new.asset_id;
  end`.execute(db);
  await sql`create trigger asset_positions_time_ad after delete on asset_positions begin
    update assets set position_time = null where id = old.asset_id;
  end`.execute(db);

  const statusOf = (id: string) =>
    sql.raw(`update assets set telematic_status = coalesce((select min(d.status) from devices d where d.asset_id = ${id}), 4) where id = ${id};`);
  await sql`create trigger devices_status_ai after insert on devices when new.asset_id is not null begin ${statusOf('new.asset_id')} end`.execute(db);
  await sql`create trigger devices_status_au after update of status, asset_id on devices begin ${statusOf('old.asset_id')} ${statusOf('new.asset_id')} end`.execute(
    db,
  );
  await sql`create trigger devices_status_ad after delete on devices when old.asset_id is not null begin ${statusOf('old.asset_id')} end`.execute(db);

  // --- sort and filter indexes -----------------------------------------------------------------
  // Partial (archived_at is null): the fleet's default view. Every entry is a row of the page, so a
  // page 100 deep (start 10,000) is an index-only walk: 14.6 → 1.3 ms at 100k. The full-width
  // indexes on name and internal id serve "show archived"; assets_company (company_id, archived_at)
  // from 001 answers the counts.
  // Created first: when both fit (without ANALYZE statistics), SQLite takes the index created last,
  // which must be the partial one.
  await sql`create index assets_all_internal_id on assets (company_id, internal_id collate nocase)`.execute(db);
  await sql`create index assets_all_name on assets (company_id, name collate nocase)`.execute(db);
  const active = sql.raw('where archived_at is null');
  await sql`create index assets_sort_internal_id on assets (company_id, internal_id collate nocase) ${active}`.execute(db);
  await sql`create index assets_sort_name on assets (company_id, name collate nocase) ${active}`.execute(db);
  await sql`create index assets_sort_brand on assets (company_id, brand collate nocase) ${active}`.execute(db);
  await sql`create index assets_sort_position_time on assets (company_id, position_time) ${active}`.execute(db);
  await sql`create index assets_category on assets (company_id, category) ${active}`.execute(db);
  await sql`create index assets_telematic_status on assets (company_id, telematic_status) ${active}`.execute(db);
  // "Machines at depot X" (depotName filters look the company's few places up first); archived_at
  // included so the count reads the index only.
  await sql`create index assets_depot on assets (company_id, depot_place_id, archived_at)`.execute(db);
  await sql`create index devices_company_status on devices (company_id, status)`.execute(db);
  await sql`create index devices_company_communication on devices (company_id, last_communication_at)`.execute(db);
  // Tag usage counts and "machines with tag X" (tag_links_pk leads with tag_id; by entity exists).
  await sql`create index tags_company_name on tags (company_id, entity_type, name collate nocase)`.execute(db);

  // --- substring search ------------------------------------------------------------------------
  const fts = (table: string, columns: string[]) =>
    sql`create virtual table ${sql.raw(table)} using fts5(${list(columns)}, content='', contentless_delete=1, tokenize='trigram case_sensitive 0', detail=full)`;
  const searchTriggers = async (source: string, table: string, columns: string[]) => {
    const insert = (row: string) =>
      sql.raw(`insert into ${table}(rowid, ${columns.join(', ')}) values (${row}.id, ${columns.map((c) => `${row}.${c}`).join(', ')});`);
    const remove = sql.raw(`delete from ${table} where rowid = old.id;`);
    await sql`create trigger ${sql.raw(`${table}_ai`)} after insert on ${sql.raw(source)} begin ${insert('new')} end`.execute(db);
    await sql`create trigger ${sql.raw(`${table}_au`)} after update of ${list(columns)} on ${sql.raw(source)} begin ${remove} ${insert('new')} end`.execute(db);
    await sql`create trigger ${sql.raw(`${table}_ad`)} after delete on ${sql.raw(source)} begin ${remove} end`.execute(db);
    await sql`insert into ${sql.raw(table)}(rowid, ${list(columns)}) select id, ${list(columns)} from ${sql.raw(source)}`.execute(db);
  };
  await fts('asset_search', ASSET_SEARCH_COLUMNS).execute(db);
  await searchTriggers('assets', 'asset_search', ASSET_SEARCH_COLUMNS);
  await fts('device_search', DEVICE_SEARCH_COLUMNS).execute(db);
  await searchTriggers('devices', 'device_search', DEVICE_SEARCH_COLUMNS);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['asset_search', 'device_search']) {
    for (const s of ['ai', 'au', 'ad']) await sql`drop trigger if exists ${sql.raw(`${t}_${s}`)}`.execute(db);
    await sql`drop table if exists ${sql.raw(t)}`.execute(db);
  }
  for (const t of [
    'asset_positions_time_ai',
    'asset_positions_time_au',
    'asset_positions_time_ad',
    'devices_status_ai',
    'devices_status_au',
    'devices_status_ad',
  ]) {
    await sql`drop trigger if exists ${sql.raw(t)}`.execute(db);
  }
  for (const i of [
    'assets_sort_internal_id',
    'assets_sort_name',
    'assets_sort_brand',
    'assets_category',
    'assets_depot',
    'assets_sort_position_time',
    'assets_telematic_status',
    'assets_all_internal_id',
    'assets_all_name',
    'devices_company_status',
    'devices_company_communication',
    'tags_company_name',
  ]) {
    await db.schema.dropIndex(i).ifExists().execute();
  }
  await db.schema.alterTable('assets').dropColumn('telematic_status').execute();
  await db.schema.alterTable('assets').dropColumn('position_time').execute();
}
