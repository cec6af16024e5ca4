import type { Kysely } from 'kysely';

// The browser's error and usage logs are bounded per user (routes/logs): each write trims the
// user's oldest error rows, a lookup by user that needs this index. Portable DDL.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('error_logs_user').on('error_logs').columns(['user_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('error_logs_user').execute();
}
