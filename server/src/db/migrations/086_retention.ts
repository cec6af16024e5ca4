import { type Kysely } from 'kysely';

// Data retention per company (issue 30, decision 0057). Portable DDL: one migration for SQLite and
// PostgreSQL.
// - company_retention: a company's months per kind of data; no row = the documented defaults
//   (machines/retentionSettings/retentionSettings.rules.ts).
// - settings_audit: who changed which company setting from what to what (JSON), and when; a support
//   agent acting for the user is named too.
// - retention_runs: one row per period (UTC day) of the purge job, claimed with a lease as the e-mail
//   jobs and place jobs are (claimed_by + claimed_until_ts), so with several instances the period's
//   purge runs once; finished_ts marks it done.
// - notifications_company: the purge walks a company's notifications oldest first (the existing
//   indexes start with the user). machine_events, place_events and asset_usage_daily already have
//   their (company_id, time) index; positions are walked per machine on their key.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('company_retention')
    .addColumn('company_id', 'integer', (c) => c.primaryKey())
    .addColumn('positions_months', 'integer', (c) => c.notNull())
    .addColumn('events_months', 'integer', (c) => c.notNull())
    .addColumn('notifications_months', 'integer', (c) => c.notNull())
    .addColumn('daily_figures_months', 'integer', (c) => c.notNull())
    .addColumn('updated_ts', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('settings_audit')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('impersonated_by', 'integer')
    .addColumn('setting', 'text', (c) => c.notNull())
    .addColumn('before_value', 'text', (c) => c.notNull())
    .addColumn('after_value', 'text', (c) => c.notNull())
    .addColumn('ts', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('settings_audit_company').on('settings_audit').columns(['company_id', 'ts']).execute();

  await db.schema
    .createTable('retention_runs')
    .addColumn('period', 'text', (c) => c.primaryKey())
    .addColumn('claimed_by', 'text')
    .addColumn('claimed_until_ts', 'bigint')
    .addColumn('started_ts', 'bigint', (c) => c.notNull())
    .addColumn('finished_ts', 'bigint')
    .addColumn('rows_deleted', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema.createIndex('notifications_company').on('notifications').columns(['company_id', 'created_ts']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('notifications_company').execute();
  await db.schema.dropTable('retention_runs').execute();
  await db.schema.dropTable('settings_audit').execute();
  await db.schema.dropTable('company_retention').execute();
}
