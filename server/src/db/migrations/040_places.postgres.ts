import { type Kysely, sql } from 'kysely';

// Migration 040 for PostgreSQL (db/database.ts runs this one instead of 040_places.ts there): the
// same three things in plpgsql (docs/features/places.md).
// 1. The bounding box of every place, filled by a BEFORE INSERT/UPDATE trigger from the geofence JSON
//    (text that is not a JSON array of points gives an empty box, as SQLite's json_valid guard does).
// 2. asset_cells, filled by a statement-level AFTER INSERT trigger on telemetry_positions (one insert
//    per batch through the transition table, not one per fix). floor(), not an integer cast: PostgreSQL
//    rounds a cast where SQLite truncates, and the cells must match server/src/places/cells.ts.
// 3. place_jobs, the resumable reprocessing jobs (portable DDL, as in 040_places.ts).
const CELL = (lat: string, lng: string) => sql.raw(`floor((${lat} + 90) * 100)::integer * 20000 + floor((${lng} + 180) * 50)::integer`);

export async function up(db: Kysely<any>): Promise<void> {
  // `real` becomes double precision through PortableDdl (db/postgres.ts).
  for (const c of ['min_lat', 'max_lat', 'min_lng', 'max_lng']) await db.schema.alterTable('places').addColumn(c, 'real').execute();
  await db.schema.alterTable('places').addColumn('updated_at', 'text').execute();

  await sql`create function places_box() returns trigger language plpgsql as $$
    declare
      ring jsonb;
    begin
      begin
        ring := new.geofence::jsonb;
      exception when others then
        ring := '[]'::jsonb;
      end;
      if jsonb_typeof(ring) is distinct from 'array' then
        ring := '[]'::jsonb;
      end if;
      select
        min(case when jsonb_typeof(p -> 'latitude') = 'number' then (p ->> 'latitude')::double precision end),
        max(case when jsonb_typeof(p -> 'latitude') = 'number' then (p ->> 'latitude')::double precision end),
        min(case when jsonb_typeof(p -> 'longitude') = 'number' then (p ->> 'longitude')::double precision end),
        max(case when jsonb_typeof(p -> 'longitude') = 'number' then (p ->> 'longitude')::double precision end)
      into new.min_lat, new.max_lat, new.min_lng, new.max_lng
      from jsonb_array_elements(ring) as p;
      return new;
    end $$`.execute(db);
  await sql`create trigger places_box before insert or update of geofence on places for each row execute function places_box()`.execute(db);
  await sql`update places set geofence = geofence`.execute(db);
  await sql`create index places_box on places (company_id, min_lat, max_lat)`.execute(db);
  await sql`create index places_sort_name on places (company_id, (lower(name) collate "C"))`.execute(db);

  await sql`create table asset_cells (cell integer not null, asset_id integer not null, primary key (cell, asset_id))`.execute(db);
  await sql`create function telemetry_positions_cells() returns trigger language plpgsql as $$
    begin
      insert into asset_cells (cell, asset_id)
        select distinct ${CELL('n.lat', 'n.lng')}, n.asset_id from new_positions n where n.valid = 1
        on conflict do nothing;
      return null;
    end $$`.execute(db);
  await sql`create trigger telemetry_positions_cells after insert on telemetry_positions
    referencing new table as new_positions for each statement execute function telemetry_positions_cells()`.execute(db);
  await sql`insert into asset_cells (cell, asset_id) select distinct ${CELL('lat', 'lng')}, asset_id from telemetry_positions where valid = 1
    on conflict do nothing`.execute(db);

  await db.schema
    .createTable('place_jobs')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('place_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('assets_total', 'integer')
    .addColumn('assets_done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cursor_asset_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_ts', 'bigint', (c) => c.notNull())
    .addColumn('finished_ts', 'bigint')
    .addColumn('error', 'text')
    .execute();
  await db.schema.createIndex('place_jobs_pending').on('place_jobs').columns(['status', 'id']).execute();
  await db.schema.createIndex('place_jobs_place').on('place_jobs').columns(['place_id', 'status']).execute();
  await db.schema.createIndex('asset_positions_company_lat').on('asset_positions').columns(['company_id', 'lat']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists places_box on places`.execute(db);
  await sql`drop trigger if exists telemetry_positions_cells on telemetry_positions`.execute(db);
  await sql`drop function if exists places_box()`.execute(db);
  await sql`drop function if exists telemetry_positions_cells()`.execute(db);
  for (const i of ['places_box', 'places_sort_name', 'asset_positions_company_lat']) await db.schema.dropIndex(i).ifExists().execute();
  await db.schema.dropTable('place_jobs').ifExists().execute();
  await db.schema.dropTable('asset_cells').ifExists().execute();
  for (const c of ['min_lat', 'max_lat', 'min_lng', 'max_lng', 'updated_at']) await db.schema.alterTable('places').dropColumn(c).execute();
}
