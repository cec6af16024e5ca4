import { type Kysely, sql } from 'kysely';

// Places at scale (issue 10; docs/features/places.md).
//
// 1. A bounding box on every place, kept by triggers from the geofence JSON whoever writes it (routes,
//    seed): "which places are near here" is an index range, not 5,000 JSON parses.
// 2. asset_cells: which machines have ever reported from which ~1 km cell. Kept by a trigger on the
//    raw positions, so a geofence change asks "which machines were ever near this polygon" with an
//    index lookup instead of a scan of every position of the company. Cells: 0.01° of latitude by
//    0.02° of longitude (about 1.1 km square at 60°N); cell = row * 20000 + column.
// 3. place_jobs: geofence reprocessing runs in chunks after the request; a job survives a restart
//    and resumes after its last finished machine.
//
// SQLite (json_each, triggers, WITHOUT ROWID); a PostgreSQL migration set expresses the same.
// The cell arithmetic is duplicated in server/src/places/cells.ts; a migration keeps its own copy.
const CELL = (lat: string, lng: string) => sql.raw(`cast((${lat} + 90) * 100 as integer) * 20000 + cast((${lng} + 180) * 50 as integer)`);

export async function up(db: Kysely<any>): Promise<void> {
  for (const c of ['min_lat', 'max_lat', 'min_lng', 'max_lng']) await db.schema.alterTable('places').addColumn(c, 'real').execute();
  await db.schema.alterTable('places').addColumn('updated_at', 'text').execute();

  const box = (row: string) => {
    const json = `case when json_valid(${row}.geofence) then ${row}.geofence else '[]' end`;
    const agg = (fn: string, key: string) => `(select ${fn}(json_extract(value, '$.${key}')) from json_each(${json}))`;
    return sql.raw(
      `update places set min_lat = ${agg('min', 'latitude')}, max_lat = ${agg('max', 'latitude')}, ` +
        `min_lng = ${agg('min', 'longitude')}, max_lng = ${agg('max', 'longitude')} where id = ${row}.id;`,
    );
  };
  await sql`create trigger places_box_ai after insert on places begin ${box('new')} end`.execute(db);
  await sql`create trigger places_box_au after update of geofence on places begin ${box('new')} end`.execute(db);
  await sql`update places set geofence = geofence`.execute(db);
  await sql`create index places_box on places (company_id, min_lat, max_lat)`.execute(db);
  await sql`create index places_sort_name on places (company_id, name collate nocase)`.execute(db);

  await sql`create table asset_cells (cell integer not null, asset_id integer not null, primary key (cell, asset_id)) without rowid`.execute(db);
  await sql`create trigger telemetry_positions_cells after insert on telemetry_positions when new.valid = 1 begin
    insert or ignore into asset_cells (cell, asset_id) values (${CELL('new.lat', 'new.lng')}, new.asset_id);
  end`.execute(db);
  await sql`insert or ignore into asset_cells (cell, asset_id) select distinct ${CELL('lat', 'lng')}, asset_id from telemetry_positions where valid = 1`.execute(
    db,
  );

  await db.schema
    .createTable('place_jobs')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('place_id', 'integer', (c) => c.notNull())
    // 'geofence' (created, moved, retyped, deleted or archived): JSON of the boxes that changed.
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    // 'pending' → 'done' | 'failed'
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('assets_total', 'integer')
    .addColumn('assets_done', 'integer', (c) => c.notNull().defaultTo(0))
    // Machines are processed in id order; a resumed job starts after this one.
    .addColumn('cursor_asset_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_ts', 'bigint', (c) => c.notNull())
    .addColumn('finished_ts', 'bigint')
    .addColumn('error', 'text')
    .execute();
  await db.schema.createIndex('place_jobs_pending').on('place_jobs').columns(['status', 'id']).execute();
  await db.schema.createIndex('place_jobs_place').on('place_jobs').columns(['place_id', 'status']).execute();
  // Machines near a point (assets without stored telemetry are placed by their last known position).
  await db.schema.createIndex('asset_positions_company_lat').on('asset_positions').columns(['company_id', 'lat']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['places_box_ai', 'places_box_au', 'telemetry_positions_cells']) await sql`drop trigger if exists ${sql.raw(t)}`.execute(db);
  for (const i of ['places_box', 'places_sort_name', 'asset_positions_company_lat']) await db.schema.dropIndex(i).ifExists().execute();
  await db.schema.dropTable('place_jobs').ifExists().execute();
  await db.schema.dropTable('asset_cells').ifExists().execute();
  for (const c of ['min_lat', 'max_lat', 'min_lng', 'max_lng', 'updated_at']) await db.schema.alterTable('places').dropColumn(c).execute();
}
