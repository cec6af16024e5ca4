import { type Kysely } from 'kysely';
import { clusteredOnKey, dialectOf } from '../dialect.ts';

// What units report beyond the position columns, and what the clock policy flags (issue 25;
// server/src/telemetry/attributes.ts, clockPolicy.ts; decision 0032). Portable DDL.
// - telemetry_attributes: a report's extra values (JSON, bounded), keyed like its position.
// - telemetry_positions.claimed_ts: the unit's own time where the clock policy stored the report at
//   the server's receive time (null: the unit's time was used).
// - devices: clock faults (count, the latest one's receive time and claimed time), reports older
//   than the unit's latest (late), and the latest value of every attribute with its time (JSON
//   {key: {value, ts}}), for the Telematics tab and the device grid.
// - asset_readings: the latest reading of each machine measurement that is not a position column
//   (distance/odometer, idle hours, fuel, DEF, load counts, payload, engine running, fault codes…),
//   each with its own time and source ('device' from a unit, 'aemp' from a partner feed): what the
//   ISO 15143-3 feed republishes. `value` is double precision (PostgreSQL's real keeps 7 digits: an
//   odometer in metres past 16,700 km would lose metres).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('telemetry_attributes')
    .addColumn('asset_id', 'integer', (c) => c.notNull())
    .addColumn('ts', 'bigint', (c) => c.notNull())
    .addColumn('device_id', 'integer', (c) => c.notNull())
    .addColumn('attributes', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('telemetry_attributes_pk', ['asset_id', 'ts', 'device_id'])
    .modifyEnd(clusteredOnKey(dialectOf(db)))
    .execute();
  await db.schema.alterTable('telemetry_positions').addColumn('claimed_ts', 'bigint').execute();
  await db.schema
    .alterTable('devices')
    .addColumn('clock_faults', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('devices').addColumn('clock_fault_ts', 'bigint').execute();
  await db.schema.alterTable('devices').addColumn('clock_fault_claimed_ts', 'bigint').execute();
  await db.schema
    .alterTable('devices')
    .addColumn('late_reports', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('devices').addColumn('latest_attributes', 'text').execute();
  await db.schema
    .createTable('asset_readings')
    .addColumn('asset_id', 'integer', (c) => c.notNull())
    .addColumn('reading', 'varchar(40)', (c) => c.notNull())
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('ts', 'bigint', (c) => c.notNull())
    .addColumn('value', 'double precision')
    .addColumn('text_value', 'text')
    .addColumn('source', 'varchar(16)', (c) => c.notNull())
    .addPrimaryKeyConstraint('asset_readings_pk', ['asset_id', 'reading'])
    .execute();
  await db.schema.createIndex('asset_readings_company').on('asset_readings').columns(['company_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('asset_readings').execute();
  for (const column of ['latest_attributes', 'late_reports', 'clock_fault_claimed_ts', 'clock_fault_ts', 'clock_faults'])
    await db.schema.alterTable('devices').dropColumn(column).execute();
  await db.schema.alterTable('telemetry_positions').dropColumn('claimed_ts').execute();
  await db.schema.dropTable('telemetry_attributes').execute();
}
