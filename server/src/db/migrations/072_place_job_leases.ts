import type { Kysely } from 'kysely';

// Geofence reprocessing across several server instances (issue 10): a place job is claimed with a
// lease, as the alerts' e-mail jobs and the telemetry outbox are (060_alerts.ts, 020_telemetry.ts),
// so two instances on one database never replay the same job at once, and a job whose instance died
// is taken over when its lease runs out. Portable DDL: one migration for SQLite and PostgreSQL.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('place_jobs').addColumn('claimed_by', 'text').execute();
  await db.schema.alterTable('place_jobs').addColumn('claimed_until_ts', 'bigint').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('place_jobs').dropColumn('claimed_until_ts').execute();
  await db.schema.alterTable('place_jobs').dropColumn('claimed_by').execute();
}
