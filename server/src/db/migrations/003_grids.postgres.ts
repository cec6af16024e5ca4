import { type Kysely, sql } from 'kysely';

// Migration 003 for PostgreSQL (db/database.ts runs this one instead of 003_grids.ts there): the same
// read-side copies and sort indexes, and pg_trgm instead of FTS5 for substring search.
// 1. position_time and telematic_status on assets, kept by plpgsql triggers (same rules as 003).
// 2. Sort indexes on (company_id, lower(column) collate "C") for text (db/dialect.ts `caseless`, the
//    expression the grids sort by), NULLS FIRST so "unknown first" reads straight off the index as
//    it does in SQLite, where NULL is the smallest value.
// 3. Substring search: one multi-column GIN trigram index per table over the grids' text-search
//    columns. ILIKE '%needle%' on any of those columns (needles of 3+ characters) is a bitmap index
//    scan; services/grid.ts asks ILIKE on PostgreSQL where it asks FTS5 MATCH on SQLite.
const ASSET_SEARCH_COLUMNS = ['internal_id', 'name', 'brand', 'model', 'registration_number', 'serial_number', 'pin_or_vin'];
const DEVICE_SEARCH_COLUMNS = ['serial_number', 'imei', 'telematic_type', 'hardware_unit'];

const trigram = (columns: string[]) => sql.raw(columns.map((c) => `${c} gin_trgm_ops`).join(', '));

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await db.schema.alterTable('assets').addColumn('position_time', 'text').execute();
  await db.schema
    .alterTable('assets')
    .addColumn('telematic_status', 'integer', (c) => c.notNull().defaultTo(4))
    .execute();

  // --- read-side copies ------------------------------------------------------------------------
  await sql`update assets set position_time = (select p.asset_time from asset_positions p where p.asset_id = assets.id)`.execute(db);
  await sql`update assets set telematic_status = coalesce((select min(d.status) from devices d where d.asset_id = assets.id), 4)`.execute(db);

  await sql`create function assets_position_time() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' or (tg_op = 'UPDATE' and old.asset_id <> new.asset_id) then
        update assets set position_time = null where id = old.asset_id;
      end if;
      if tg_op <> 'DELETE' then
        update assets set position_time = new.asset_time where id = new.asset_id;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger asset_positions_time after insert or delete or update of asset_time, asset_id on asset_positions
    for each row execute function assets_position_time()`.execute(db);

  await sql`create function assets_telematic_status() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'INSERT' and old.asset_id is not null then
        update assets set telematic_status = coalesce((select min(d.status) from devices d where d.asset_id = old.asset_id), 4) where id = old.asset_id;
      end if;
      if tg_op <> 'DELETE' and new.asset_id is not null then
        update assets set telematic_status = coalesce((select min(d.status) from devices d where d.asset_id = new.asset_id), 4) where id = new.asset_id;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger devices_status after insert or delete or update of status, asset_id on devices
    for each row execute function assets_telematic_status()`.execute(db);

  // --- sort and filter indexes -----------------------------------------------------------------
  const caseless = (column: string) => sql.raw(`(lower(${column}) collate "C")`);
  const active = sql.raw('where archived_at is null');
  await sql`create index assets_all_internal_id on assets (company_id, ${caseless('internal_id')})`.execute(db);
  await sql`create index assets_all_name on assets (company_id, ${caseless('name')})`.execute(db);
  await sql`create index assets_sort_internal_id on assets (company_id, ${caseless('internal_id')}) ${active}`.execute(db);
  await sql`create index assets_sort_name on assets (company_id, ${caseless('name')}) ${active}`.execute(db);
  await sql`create index assets_sort_brand on assets (company_id, ${caseless('brand')}) ${active}`.execute(db);
  await sql`create index assets_sort_position_time on assets (company_id, position_time nulls first) ${active}`.execute(db);
  await sql`create index assets_category on assets (company_id, category) ${active}`.execute(db);
  await sql`create index assets_telematic_status on assets (company_id, telematic_status) ${active}`.execute(db);
  await sql`create index assets_depot on assets (company_id, depot_place_id, archived_at)`.execute(db);
  await sql`create index devices_company_status on devices (company_id, status)`.execute(db);
  await sql`create index devices_company_communication on devices (company_id, last_communication_at nulls first)`.execute(db);
  await sql`create index tags_company_name on tags (company_id, entity_type, ${caseless('name')})`.execute(db);

  // --- substring search ------------------------------------------------------------------------
  await sql`create index assets_search on assets using gin (${trigram(ASSET_SEARCH_COLUMNS)})`.execute(db);
  await sql`create index devices_search on devices using gin (${trigram(DEVICE_SEARCH_COLUMNS)})`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const i of [
    'assets_search',
    'devices_search',
    'assets_all_internal_id',
    'assets_all_name',
    'assets_sort_internal_id',
    'assets_sort_name',
    'assets_sort_brand',
    'assets_sort_position_time',
    'assets_category',
    'assets_telematic_status',
    'assets_depot',
    'devices_company_status',
    'devices_company_communication',
    'tags_company_name',
  ]) {
    await db.schema.dropIndex(i).ifExists().execute();
  }
  await sql`drop trigger if exists asset_positions_time on asset_positions`.execute(db);
  await sql`drop trigger if exists devices_status on devices`.execute(db);
  await sql`drop function if exists assets_position_time()`.execute(db);
  await sql`drop function if exists assets_telematic_status()`.execute(db);
  await db.schema.alterTable('assets').dropColumn('telematic_status').execute();
  await db.schema.alterTable('assets').dropColumn('position_time').execute();
}
