import { type Kysely, sql } from 'kysely';

// Migration 071 for PostgreSQL (db/database.ts runs this one instead of 071_service_speed.ts there).
// The grids sort NULL first ascending and last descending (services/grid.ts `direction`) and break
// ties by id, so each index is (company, [status,] column NULLS FIRST, id): read forwards for ASC,
// backwards for DESC, without a sort. Migration 050's portable (company_id, column) indexes are
// NULLS LAST in PostgreSQL and cannot serve an ascending sort; the service list's own sorts get
// twins here, with and without the status (quick filters).
const SORTED = ['service_due_day', 'service_next_hours', 'service_last_at'] as const;
const short = (column: string) => column.replace('service_', '');

export async function up(db: Kysely<any>): Promise<void> {
  for (const column of SORTED) {
    const c = sql.raw(column);
    await sql`create index ${sql.raw(`assets_service_status_${short(column)}`)} on assets (company_id, service_status, ${c} nulls first, id) where archived_at is null`.execute(
      db,
    );
    await sql`create index ${sql.raw(`assets_service_sort_${short(column)}`)} on assets (company_id, ${c} nulls first, id) where archived_at is null`.execute(
      db,
    );
  }
  // The default order (most urgent first) and the counts: status, then id.
  await sql`create index assets_service_status_id on assets (company_id, service_status, id) where archived_at is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of SORTED) {
    await db.schema
      .dropIndex(`assets_service_status_${short(column)}`)
      .ifExists()
      .execute();
    await db.schema
      .dropIndex(`assets_service_sort_${short(column)}`)
      .ifExists()
      .execute();
  }
  await db.schema.dropIndex('assets_service_status_id').ifExists().execute();
}
