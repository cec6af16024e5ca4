import { type Kysely, sql } from 'kysely';

// Service list speed (issue 11): the quick filters (status eq) sorted by another column.
// Migration 050's indexes are (company_id, column): a quick filter sorted by due day walked
// assets_service_due from its NULL days (every machine without a service) and tested the status of
// each entry, 60 ms on a 100,000-machine company for 'Overdue, next service first'. With the status
// between the company and the sort column, the filter and the order are one index range:
// 'Overdue, next service first' reads its 100 entries (0.1 ms). The rowid (the grid's tie-break)
// follows the column in every SQLite index entry. 071_service_speed.postgres.ts: the same for
// PostgreSQL, with NULLS FIRST and the id spelled out.
const SORTED = ['service_due_day', 'service_next_hours', 'service_last_at'] as const;
const name = (column: string) => `assets_service_status_${column.replace('service_', '')}`;

export async function up(db: Kysely<any>): Promise<void> {
  for (const column of SORTED) {
    await db.schema
      .createIndex(name(column))
      .on('assets')
      .columns(['company_id', 'service_status', column])
      .where(sql.ref('archived_at'), 'is', null)
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of SORTED) await db.schema.dropIndex(name(column)).ifExists().execute();
}
