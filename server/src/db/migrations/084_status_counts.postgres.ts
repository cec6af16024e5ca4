import { type Kysely, sql } from 'kysely';

// Migration 084, PostgreSQL only (SQLite's (company_id, telematic_status) index already holds the
// rowid, which is the id). A grid filtered by tag and status counts its matches by joining the tag's
// links to the company's machines of that status: with the id in the status index that side is an
// index-only scan, not a scan of the whole table (the bench's plan: 33 ms at 100,000 machines,
// bench/results/2026-11-30-postgres-grid-plans.md). It replaces migration 003's (company, status)
// index, which is its prefix.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index assets_status_id on assets (company_id, telematic_status, id) where archived_at is null`.execute(db);
  await sql`drop index assets_telematic_status`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`create index assets_telematic_status on assets (company_id, telematic_status) where archived_at is null`.execute(db);
  await sql`drop index assets_status_id`.execute(db);
}
