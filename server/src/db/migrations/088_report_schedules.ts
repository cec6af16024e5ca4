import { type Kysely } from 'kysely';

// Scheduled reports (issue 29, decision 0061). Portable DDL: one migration for SQLite and PostgreSQL.
// - report_schedules: a user's schedule of the usage report or the utilization summary, weekly or
//   monthly, to themselves and colleagues of the same company (recipients: JSON array of user ids).
// - report_runs: the delivery job of one schedule and period, UNIQUE (schedule_id, period_start), so
//   however many instances look, a period gets one job; claimed with a lease as the e-mail, place and
//   retention jobs are (claimed_by + claimed_until_ts). sent_to lists the recipients already mailed
//   (JSON), so a run taken over after a crash mails only the others; sent_ts marks it done.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('report_schedules')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('report', 'text', (c) => c.notNull())
    .addColumn('frequency', 'text', (c) => c.notNull())
    .addColumn('recipients', 'text', (c) => c.notNull())
    .addColumn('created_ts', 'bigint', (c) => c.notNull())
    .addColumn('updated_ts', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('report_schedules_company').on('report_schedules').columns(['company_id', 'id']).execute();

  await db.schema
    .createTable('report_runs')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('schedule_id', 'integer', (c) => c.notNull())
    .addColumn('period_start', 'text', (c) => c.notNull())
    .addColumn('period_end', 'text', (c) => c.notNull())
    .addColumn('created_ts', 'bigint', (c) => c.notNull())
    .addColumn('available_ts', 'bigint', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('claimed_by', 'text')
    .addColumn('claimed_until_ts', 'bigint')
    .addColumn('sent_to', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('sent_ts', 'bigint')
    .addColumn('last_error', 'text')
    .execute();
  await db.schema.createIndex('report_runs_key').on('report_runs').columns(['schedule_id', 'period_start']).unique().execute();
  await db.schema.createIndex('report_runs_pending').on('report_runs').columns(['sent_ts', 'available_ts']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('report_runs').execute();
  await db.schema.dropTable('report_schedules').execute();
}
