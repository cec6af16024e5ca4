import { sql, type Kysely } from 'kysely';

// Notification e-mails rendered at send time, in the recipient's language, one digest per recipient
// (issue 24; docs/decisions/0029-notification-mail-at-send-time.md). Portable DDL.
// - notifications.params: what the texts are built from (machine label, event details, due day) as
//   JSON, so a mail can be worded in any language when it is sent; NULL for rows written before.
// - notification_emails.digest_id: the mail a job went into (its smallest job id), set when claimed
//   and kept until sent, so a resend after a crash repeats the same mail under the same Message-ID.
// - notification_emails.dropped_ts: not sent because the recipient was no longer active (disabled,
//   deleted) when it was due; the pending index leaves dropped jobs out.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('notifications').addColumn('params', 'text').execute();
  await db.schema.alterTable('notification_emails').addColumn('digest_id', 'integer').execute();
  await db.schema.alterTable('notification_emails').addColumn('dropped_ts', 'bigint').execute();
  await db.schema.dropIndex('notification_emails_pending').execute();
  await db.schema
    .createIndex('notification_emails_pending')
    .on('notification_emails')
    .columns(['id'])
    .where(sql<boolean>`sent_ts is null and dropped_ts is null`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('notification_emails_pending').execute();
  await db.schema.createIndex('notification_emails_pending').on('notification_emails').columns(['id']).where(sql.ref('sent_ts'), 'is', null).execute();
  await db.schema.alterTable('notification_emails').dropColumn('dropped_ts').execute();
  await db.schema.alterTable('notification_emails').dropColumn('digest_id').execute();
  await db.schema.alterTable('notifications').dropColumn('params').execute();
}
