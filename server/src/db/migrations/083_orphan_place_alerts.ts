import { type Kysely, sql } from 'kysely';

// Deleting a place left its alerts behind (issue 26: Settings → Notifications listed them as
// "Place 12", in English). deletePlace now deletes them with the place; this removes the ones left
// by earlier deletions, with their shifts, recipients, users' switches and cooldowns. Portable DML.
export async function up(db: Kysely<any>): Promise<void> {
  const orphans = sql`select a.id from alerts a where a.kind = 'place' and not exists (select 1 from places p where p.id = a.place_id)`;
  for (const table of ['alert_work_shifts', 'alert_recipients', 'notification_settings', 'alert_cooldowns'])
    await sql`delete from ${sql.table(table)} where alert_id in (${orphans})`.execute(db);
  await sql`delete from alerts where id in (${orphans})`.execute(db);
}

// Deleted rows have nothing to come back to.
export async function down(): Promise<void> {}
