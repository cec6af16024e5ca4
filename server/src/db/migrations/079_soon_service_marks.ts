import type { Kysely } from 'kysely';

// Soon-to-service notifications (issue 12): which due key (the service due day, or the next
// engine-hour service when no day is known) each machine was last notified for. The minute tick
// reads only Soon machines whose due key differs from their mark, so a machine that stays Soon for
// weeks is not offered again every minute (it used to be, to be refused by the notifications'
// unique key after a recipients query per machine). Portable DDL (SQLite and PostgreSQL).
// Numbered 079 so that migrations other branches add after 071 sort before it.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('soon_service_marks')
    .addColumn('asset_id', 'integer', (c) => c.primaryKey())
    .addColumn('due_day', 'text')
    .addColumn('due_hours', 'real')
    .addColumn('notified_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('soon_service_marks').execute();
}
