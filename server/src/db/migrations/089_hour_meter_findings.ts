import { type Kysely } from 'kysely';

// Hour-meter integrity (issue 29, decision 0065). Portable DDL: one migration for SQLite and PostgreSQL.
// hour_meter_findings: what the pipeline, the AEMP import and calibrations noticed about a machine's
// hour meter, written when it happens so the dashboard reads a few rows instead of scanning readings:
// - 'offlineJump': the meter came back higher than it was when the unit last ended a session, with
//   no session between (hours run while the unit was not reporting);
// - 'aempDisagrees': an AEMP reading differs from the unit's own hours at the same time;
// - 'calibration': a user (or an integration client) set the hours.
// from_hours is the value before (the unit's, or the hours a calibration replaced), to_hours the
// value after; since_ts where the finding's span starts (the session end before a jump).
// UNIQUE (asset_id, kind, ts): a report or a feed replayed writes nothing twice.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('hour_meter_findings')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('asset_id', 'integer', (c) => c.notNull())
    .addColumn('ts', 'bigint', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('from_hours', 'real')
    .addColumn('to_hours', 'real', (c) => c.notNull())
    .addColumn('since_ts', 'bigint')
    .addColumn('device_id', 'integer')
    .addColumn('user_id', 'integer')
    .execute();
  await db.schema.createIndex('hour_meter_findings_key').on('hour_meter_findings').columns(['asset_id', 'kind', 'ts']).unique().execute();
  await db.schema.createIndex('hour_meter_findings_company_ts').on('hour_meter_findings').columns(['company_id', 'ts']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('hour_meter_findings').execute();
}
