import { type Kysely, sql } from 'kysely';

// Service planning (issue 11; docs/features/service.md).
//
// - service_setups: a machine's engine-hour and calendar service, one row per machine that has or
//   had one; plus the last 30 days' usage (hours a day) the prediction reads, refreshed once a day.
// - service_reports: the service history ("report service"), the source of "done this week".
// - Read-side copies on assets (like position_time and telematic_status, migration 003): the
//   service status, the due date (calendar or predicted), the next service hours, the last service
//   and when the clock alone may change the status. Every machine has a status (0 NoService by
//   default), so the grid, its quick filters and the summary counts read one index on assets and
//   never a join or the telemetry. Kept by servicePlan/refresh.ts: on a setup change or a report,
//   when the pipeline moves a machine's hours, and by a sweep at each machine-local midnight.
// Portable DDL (SQLite and PostgreSQL): partial indexes exist on both.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('service_setups')
    .addColumn('asset_id', 'integer', (c) => c.primaryKey())
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('engine_hours_allowed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_engine_hours', 'real')
    .addColumn('engine_hours_interval', 'real')
    // 'YYYY-MM-DD': a calendar day (the machine's), as the user picked it.
    .addColumn('next_calendar_day', 'text')
    // Monthly = 3, Yearly = 4 (spec); frequency 1-11 months or 1-5 years.
    .addColumn('calendar_interval_type', 'integer')
    .addColumn('calendar_frequency', 'integer')
    .addColumn('description', 'text')
    // The day the machine reached next_engine_hours (null: not reached); cleared when next_engine_hours changes.
    .addColumn('hours_reached_day', 'text')
    // Engine hours a day over the 30 full days before usage_day (null: not computed yet).
    .addColumn('usage_hours_per_day', 'real')
    .addColumn('usage_day', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'integer')
    .execute();
  await db.schema.createIndex('service_setups_company').on('service_setups').columns(['company_id']).execute();

  await db.schema
    .createTable('service_reports')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('asset_id', 'integer', (c) => c.notNull())
    .addColumn('company_id', 'integer', (c) => c.notNull())
    // When the service was performed, UTC epoch ms.
    .addColumn('performed_ts', 'bigint', (c) => c.notNull())
    .addColumn('engine_hours', 'real', (c) => c.notNull())
    .addColumn('comment', 'text', (c) => c.notNull())
    // 1 when the report came with an hour-meter calibration.
    .addColumn('calibrated', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('user_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('service_reports_asset').on('service_reports').columns(['asset_id', 'performed_ts']).execute();
  // "Service done this week": one index range per company.
  await db.schema.createIndex('service_reports_company').on('service_reports').columns(['company_id', 'performed_ts']).execute();

  await db.schema
    .alterTable('assets')
    .addColumn('service_status', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('assets').addColumn('service_due_day', 'text').execute();
  await db.schema.alterTable('assets').addColumn('service_next_hours', 'real').execute();
  await db.schema.alterTable('assets').addColumn('service_last_at', 'text').execute();
  await db.schema.alterTable('assets').addColumn('service_check_ts', 'bigint').execute();

  // The service grid's default view (archived hidden): status counts and quick filters read these
  // alone; the rowid (the grid's tie-break) follows the column in every entry.
  const active = sql.ref('archived_at');
  await db.schema.createIndex('assets_service_status').on('assets').columns(['company_id', 'service_status']).where(active, 'is', null).execute();
  await db.schema.createIndex('assets_service_due').on('assets').columns(['company_id', 'service_due_day']).where(active, 'is', null).execute();
  await db.schema.createIndex('assets_service_next_hours').on('assets').columns(['company_id', 'service_next_hours']).where(active, 'is', null).execute();
  await db.schema.createIndex('assets_service_last').on('assets').columns(['company_id', 'service_last_at']).where(active, 'is', null).execute();
  // The sweep: machines whose status the clock may have changed.
  await db.schema.createIndex('assets_service_check').on('assets').columns(['service_check_ts']).where(sql.ref('service_check_ts'), 'is not', null).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const i of ['assets_service_status', 'assets_service_due', 'assets_service_next_hours', 'assets_service_last', 'assets_service_check']) {
    await db.schema.dropIndex(i).ifExists().execute();
  }
  for (const c of ['service_check_ts', 'service_last_at', 'service_next_hours', 'service_due_day', 'service_status']) {
    await db.schema.alterTable('assets').dropColumn(c).execute();
  }
  await db.schema.dropTable('service_reports').ifExists().execute();
  await db.schema.dropTable('service_setups').ifExists().execute();
}
