import { type Kysely, sql } from 'kysely';
import { clusteredOnKey, dialectOf } from '../dialect.ts';

// Utilization analytics (issue 29, decision 0056). Three things the dashboard reads at fleet scale:
// - Open engine sessions ("fleet now"): a few rows among millions of closed ones, so a partial index
//   holds only them (both databases have partial indexes).
// - asset_usage_weekly: the daily usage summed per machine and ISO week (week = its Monday, the
//   machine's local days), kept by triggers on asset_usage_daily in the pipeline's own transaction,
//   so late reports and every increment land in both at once and no writer has to know about it.
//   A 4-week range reads 4 rows a machine instead of 28. days_used counts the days whose engine time
//   went from 0 to more (a day's engine time never decreases).
// - The (company_id, day) index of the daily table gains the summed columns: the range's edge days
//   (outside whole weeks) and "unused for N days" never leave the index. Every earlier reader used
//   only its (company_id, day) prefix.
// This file is SQLite's triggers; 085_analytics.postgres.ts has PostgreSQL's. The rest is shared.

export async function createTablesAndIndexes(db: Kysely<any>): Promise<void> {
  await sql`create index engine_sessions_open on engine_sessions (company_id, asset_id) where end_ts is null`.execute(db);
  await sql`create index asset_usage_daily_company_sums on asset_usage_daily (company_id, day, asset_id, engine_s, idle_s)`.execute(db);
  await sql`drop index asset_usage_daily_company`.execute(db);
  await db.schema
    .createTable('asset_usage_weekly')
    .addColumn('asset_id', 'integer', (c) => c.notNull())
    .addColumn('week', 'text', (c) => c.notNull())
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('engine_s', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('idle_s', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('days_used', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('asset_usage_weekly_pk', ['asset_id', 'week'])
    .modifyEnd(clusteredOnKey(dialectOf(db)))
    .execute();
  await sql`create index asset_usage_weekly_company on asset_usage_weekly (company_id, week, asset_id, engine_s, idle_s, days_used)`.execute(db);
}

/** The history already kept, summed once; `mondayOf` is the dialect's Monday of a 'YYYY-MM-DD' day. */
export async function backfillWeeks(db: Kysely<any>, mondayOf: (day: ReturnType<typeof sql.ref>) => ReturnType<typeof sql>): Promise<void> {
  await sql`insert into asset_usage_weekly (asset_id, week, company_id, engine_s, idle_s, days_used)
    select asset_id, ${mondayOf(sql.ref('day'))}, max(company_id), sum(engine_s), sum(idle_s), sum(case when engine_s > 0 then 1 else 0 end)
    from asset_usage_daily group by asset_id, ${mondayOf(sql.ref('day'))}`.execute(db);
}

export async function dropTablesAndIndexes(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('asset_usage_weekly').ifExists().execute();
  await sql`create index asset_usage_daily_company on asset_usage_daily (company_id, day)`.execute(db);
  await sql`drop index asset_usage_daily_company_sums`.execute(db);
  await sql`drop index engine_sessions_open`.execute(db);
}

// 'weekday 0' moves to the day's Sunday (itself on a Sunday); six days before is its ISO Monday.
const sqliteMonday = (day: ReturnType<typeof sql.ref>) => sql`date(${day}, 'weekday 0', '-6 days')`;

// The upsert's SELECT needs a WHERE: SQLite otherwise reads "ON CONFLICT" as a join constraint.
const sqliteTrigger = (event: 'insert' | 'update', engine: string, idle: string, used: string) =>
  sql.raw(`create trigger asset_usage_weekly_${event} after ${event} on asset_usage_daily begin
    insert into asset_usage_weekly (asset_id, week, company_id, engine_s, idle_s, days_used)
      select new.asset_id, date(new.day, 'weekday 0', '-6 days'), new.company_id, ${engine}, ${idle}, ${used} where true
    on conflict (asset_id, week) do update set engine_s = engine_s + excluded.engine_s, idle_s = idle_s + excluded.idle_s,
      days_used = days_used + excluded.days_used;
  end`);

export async function up(db: Kysely<any>): Promise<void> {
  await createTablesAndIndexes(db);
  await backfillWeeks(db, sqliteMonday);
  await sqliteTrigger('insert', 'new.engine_s', 'new.idle_s', '(new.engine_s > 0)').execute(db);
  await sqliteTrigger(
    'update',
    'new.engine_s - old.engine_s',
    'new.idle_s - old.idle_s',
    '(case when new.engine_s > 0 and not old.engine_s > 0 then 1 when old.engine_s > 0 and not new.engine_s > 0 then -1 else 0 end)',
  ).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists asset_usage_weekly_insert`.execute(db);
  await sql`drop trigger if exists asset_usage_weekly_update`.execute(db);
  await dropTablesAndIndexes(db);
}
