import { type Kysely, sql } from 'kysely';
import { backfillWeeks, createTablesAndIndexes, dropTablesAndIndexes } from './085_analytics.ts';

// PostgreSQL's half of 085_analytics.ts: the same tables and indexes, the weekly sums kept by a
// plpgsql trigger on asset_usage_daily (insert and update, in the writer's transaction).
const pgMonday = (day: ReturnType<typeof sql.ref>) => sql`to_char(date_trunc('week', ${day}::date), 'YYYY-MM-DD')`;

export async function up(db: Kysely<any>): Promise<void> {
  await createTablesAndIndexes(db);
  await backfillWeeks(db, pgMonday);
  await sql`create or replace function asset_usage_weekly_keep() returns trigger language plpgsql as $$
    declare
      old_engine real := case when tg_op = 'UPDATE' then old.engine_s else 0 end;
      old_idle real := case when tg_op = 'UPDATE' then old.idle_s else 0 end;
    begin
      insert into asset_usage_weekly (asset_id, week, company_id, engine_s, idle_s, days_used)
      values (new.asset_id, to_char(date_trunc('week', new.day::date), 'YYYY-MM-DD'), new.company_id,
        new.engine_s - old_engine, new.idle_s - old_idle,
        (case when new.engine_s > 0 then 1 else 0 end) - (case when old_engine > 0 then 1 else 0 end))
      on conflict (asset_id, week) do update set engine_s = asset_usage_weekly.engine_s + excluded.engine_s,
        idle_s = asset_usage_weekly.idle_s + excluded.idle_s, days_used = asset_usage_weekly.days_used + excluded.days_used;
      return null;
    end $$`.execute(db);
  await sql`create trigger asset_usage_weekly_keep after insert or update on asset_usage_daily
    for each row execute function asset_usage_weekly_keep()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists asset_usage_weekly_keep on asset_usage_daily`.execute(db);
  await sql`drop function if exists asset_usage_weekly_keep()`.execute(db);
  await dropTablesAndIndexes(db);
}
