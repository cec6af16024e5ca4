import { type Kysely, sql } from 'kysely';
import { clusteredOnKey, dialectOf } from '../dialect.ts';

// The telemetry store (design note: server/src/telemetry/README.md).
//
// Times are UTC epoch milliseconds in `bigint` columns named *_ts (integer compares and no date
// parsing when a request reads a million positions; PostgreSQL: register a parser for int8 so they
// arrive as numbers). Calendar days are 'YYYY-MM-DD' text in the machine's time zone.
// Every time-series table is keyed (asset_id, ts…) so "one machine, a time range" is one index range.
// Portable DDL; the only dialect switch: on SQLite the two biggest series are WITHOUT ROWID tables,
// clustered on their primary key, so a track is one sequential read (PostgreSQL: the same primary
// key as a b-tree; partition by month on ts without changing a query).
export async function up(db: Kysely<any>): Promise<void> {
  const clustered = clusteredOnKey(dialectOf(db));

  // Raw reports, one per device and time (the idempotency key): everything the pipeline needs to
  // reprocess (ignition, meter, inputs, voltages), so derived facts can be rebuilt from here.
  await db.schema
    .createTable('telemetry_positions')
    .addColumn('asset_id', 'integer', (c) => c.notNull())
    .addColumn('ts', 'bigint', (c) => c.notNull())
    .addColumn('device_id', 'integer', (c) => c.notNull())
    .addColumn('lat', 'real', (c) => c.notNull())
    .addColumn('lng', 'real', (c) => c.notNull())
    .addColumn('valid', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('speed', 'real')
    .addColumn('heading', 'real')
    .addColumn('altitude', 'real')
    .addColumn('accuracy', 'real')
    .addColumn('satellites', 'integer')
    .addColumn('ignition', 'integer')
    .addColumn('hours', 'real')
    .addColumn('ext_voltage', 'real')
    .addColumn('battery', 'real')
    .addColumn('din1', 'integer')
    .addColumn('din2', 'integer')
    .addColumn('din3', 'integer')
    .addColumn('main_switch', 'integer')
    .addPrimaryKeyConstraint('telemetry_positions_pk', ['asset_id', 'ts', 'device_id'])
    .modifyEnd(clustered)
    .execute();

  // The pipeline's per-device state (JSON of the pure core's DeviceState) and its high-water mark.
  await db.schema
    .createTable('telemetry_device_state')
    .addColumn('device_id', 'integer', (c) => c.primaryKey())
    .addColumn('asset_id', 'integer', (c) => c.notNull())
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('last_ts', 'bigint', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('updated_ts', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('telemetry_device_state_asset').on('telemetry_device_state').columns(['asset_id']).execute();

  // Engine sessions: ignition on → off. end_ts is null while the engine runs (last_ts: latest report).
  await db.schema
    .createTable('engine_sessions')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('asset_id', 'integer', (c) => c.notNull())
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('device_id', 'integer', (c) => c.notNull())
    .addColumn('start_ts', 'bigint', (c) => c.notNull())
    .addColumn('end_ts', 'bigint')
    .addColumn('last_ts', 'bigint', (c) => c.notNull())
    .addColumn('engine_s', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('idle_s', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('distance_m', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('start_hours', 'real')
    .addColumn('end_hours', 'real')
    .addColumn('start_lat', 'real')
    .addColumn('start_lng', 'real')
    .addColumn('end_lat', 'real')
    .addColumn('end_lng', 'real')
    .execute();
  await db.schema.createIndex('engine_sessions_asset_start').on('engine_sessions').columns(['asset_id', 'start_ts']).unique().execute();

  // Hour-meter readings with provenance: 'device' (CAN meter, or counted from ignition by the unit),
  // 'aemp' (manufacturer portal), 'calibration' (a user set the value at a moment).
  await db.schema
    .createTable('engine_hours')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('asset_id', 'integer', (c) => c.notNull())
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('ts', 'bigint', (c) => c.notNull())
    .addColumn('hours', 'real', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('device_id', 'integer')
    .addColumn('user_id', 'integer')
    .execute();
  await db.schema.createIndex('engine_hours_asset_ts').on('engine_hours').columns(['asset_id', 'ts', 'source']).unique().execute();

  // Usage per machine and machine-local day, kept incrementally (History, usage report, service prediction).
  await db.schema
    .createTable('asset_usage_daily')
    .addColumn('asset_id', 'integer', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('engine_s', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('idle_s', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('distance_m', 'real', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('asset_usage_daily_pk', ['asset_id', 'day'])
    .execute();
  await db.schema.createIndex('asset_usage_daily_company').on('asset_usage_daily').columns(['company_id', 'day']).execute();

  // External (machine battery) voltage, thinned to a sample per 10 minutes or a change of 0.3 V.
  await db.schema
    .createTable('asset_battery_samples')
    .addColumn('asset_id', 'integer', (c) => c.notNull())
    .addColumn('ts', 'bigint', (c) => c.notNull())
    .addColumn('voltage', 'real', (c) => c.notNull())
    .addPrimaryKeyConstraint('asset_battery_samples_pk', ['asset_id', 'ts'])
    .modifyEnd(clustered)
    .execute();

  // Input changes only: din1..din3, power (external supply connected), mainSwitch.
  await db.schema
    .createTable('asset_input_changes')
    .addColumn('asset_id', 'integer', (c) => c.notNull())
    .addColumn('input', 'text', (c) => c.notNull())
    .addColumn('ts', 'bigint', (c) => c.notNull())
    .addColumn('value', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('asset_input_changes_pk', ['asset_id', 'input', 'ts'])
    .execute();

  // The machine's event log. place_id 0 = no place (a unique key must not contain NULL).
  await db.schema
    .createTable('machine_events')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('asset_id', 'integer', (c) => c.notNull())
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('ts', 'bigint', (c) => c.notNull())
    .addColumn('event_name', 'text', (c) => c.notNull())
    .addColumn('place_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('details', 'text')
    .execute();
  await db.schema.createIndex('machine_events_key').on('machine_events').columns(['asset_id', 'ts', 'event_name', 'place_id']).unique().execute();
  await db.schema.createIndex('machine_events_company').on('machine_events').columns(['company_id', 'ts']).execute();

  // A place's event log. asset_id 0 = not about a machine (PlaceCreated and the like).
  await db.schema
    .createTable('place_events')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('place_id', 'integer', (c) => c.notNull())
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('asset_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ts', 'bigint', (c) => c.notNull())
    .addColumn('event_type', 'text', (c) => c.notNull())
    .addColumn('details', 'text')
    .execute();
  await db.schema.createIndex('place_events_key').on('place_events').columns(['place_id', 'ts', 'event_type', 'asset_id']).unique().execute();
  await db.schema.createIndex('place_events_company').on('place_events').columns(['company_id', 'ts']).execute();

  // Stays: a machine inside a place from entry_ts to exit_ts (null: still inside). Depots and work
  // sites follow the machine's location (depot wins); regions are tracked independently.
  await db.schema
    .createTable('place_stays')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('place_id', 'integer', (c) => c.notNull())
    .addColumn('asset_id', 'integer', (c) => c.notNull())
    .addColumn('entry_ts', 'bigint', (c) => c.notNull())
    .addColumn('exit_ts', 'bigint')
    .execute();
  await db.schema.createIndex('place_stays_key').on('place_stays').columns(['place_id', 'asset_id', 'entry_ts']).unique().execute();
  await db.schema.createIndex('place_stays_asset').on('place_stays').columns(['asset_id', 'entry_ts']).execute();
  await db.schema.createIndex('place_stays_place_open').on('place_stays').columns(['place_id', 'exit_ts']).execute();

  // Transactional outbox: written in the same transaction as the facts; consumers claim rows with a
  // lease (PostgreSQL: FOR UPDATE SKIP LOCKED) and mark them processed in their own transaction.
  await db.schema
    .createTable('telemetry_outbox')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_ts', 'bigint', (c) => c.notNull())
    .addColumn('available_ts', 'bigint', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('claimed_by', 'text')
    .addColumn('claimed_until_ts', 'bigint')
    .addColumn('processed_ts', 'bigint')
    .addColumn('last_error', 'text')
    .execute();
  await db.schema.createIndex('telemetry_outbox_pending').on('telemetry_outbox').columns(['topic', 'id']).where(sql.ref('processed_ts'), 'is', null).execute();

  // The device side: where the unit sits (spec: deviceInstalledAfterBatteryMainSwitch) and the time
  // of its latest position (latest communication is devices.last_communication_at).
  await db.schema
    .alterTable('devices')
    .addColumn('installed_after_main_switch', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('devices').addColumn('last_position_at', 'text').execute();
  // Ingest looks devices up by IMEI or serial number.
  await db.schema.createIndex('devices_imei').on('devices').columns(['imei']).execute();
  await db.schema.createIndex('devices_serial').on('devices').columns(['serial_number']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const i of ['devices_imei', 'devices_serial']) await db.schema.dropIndex(i).ifExists().execute();
  await db.schema.alterTable('devices').dropColumn('last_position_at').execute();
  await db.schema.alterTable('devices').dropColumn('installed_after_main_switch').execute();
  for (const t of [
    'telemetry_outbox',
    'place_stays',
    'place_events',
    'machine_events',
    'asset_input_changes',
    'asset_battery_samples',
    'asset_usage_daily',
    'engine_hours',
    'engine_sessions',
    'telemetry_device_state',
    'telemetry_positions',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
