import { type Kysely, sql } from 'kysely';

// Alerts and notifications (issue 12; docs/features/alerts.md). Portable DDL: the same
// statements on SQLite and PostgreSQL (partial indexes and ON CONFLICT exist on both).
//
// - alerts: one id space for machine alerts (one per company and alert type, created on first read)
//   and place alerts (one per place); alert_key is 'machine:<type>' or 'place:<placeId>'.
// - alert_work_shifts: a place alert's non-working windows (weekday bitmask Mon=1 … Sun=64, start
//   and end 'HH:mm' in the place's time zone; end <= start runs into the next day).
// - alert_recipients: who an alert notifies (plus, with notify_all_new_users, every user created after it).
// - notification_settings: a user's own e-mail / in-app switches per alert (no row: both on).
// - notifications: one row per recipient and source event; UNIQUE (user_id, source_key) is the
//   exactly-once key (source_key 'me:<machine_events.id>' or 'soon:<assetId>:<dueDay>').
// - notification_emails: the e-mail job of a notification (UNIQUE notification_id), claimed with a
//   lease (PostgreSQL: FOR UPDATE SKIP LOCKED) and marked sent after the mailer returned.
// - alert_cooldowns: the last notified time per (alert, machine, event): a machine jittering on a
//   geofence edge notifies once per cooldown, not once per crossing.
// - notification_reads: the user's last-read time (isNew = created after it).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('alerts')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('alert_key', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('alert_type', 'text', (c) => c.notNull())
    .addColumn('place_id', 'integer')
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('notify_all_new_users', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('trigger_on_enter', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('trigger_on_exit', 'integer', (c) => c.notNull().defaultTo(0))
    // JSON array of 'YYYY-MM-DD' days in the place's time zone.
    .addColumn('holidays', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('alerts_key').on('alerts').columns(['company_id', 'alert_key']).unique().execute();

  await db.schema
    .createTable('alert_work_shifts')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('alert_id', 'integer', (c) => c.notNull())
    .addColumn('days', 'integer', (c) => c.notNull())
    .addColumn('start_time', 'text', (c) => c.notNull())
    .addColumn('end_time', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('alert_work_shifts_alert').on('alert_work_shifts').columns(['alert_id']).execute();

  await db.schema
    .createTable('alert_recipients')
    .addColumn('alert_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('alert_recipients_pk', ['alert_id', 'user_id'])
    .execute();
  await db.schema.createIndex('alert_recipients_user').on('alert_recipients').columns(['user_id']).execute();

  await db.schema
    .createTable('notification_settings')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('alert_id', 'integer', (c) => c.notNull())
    .addColumn('email', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('ui', 'integer', (c) => c.notNull().defaultTo(1))
    .addPrimaryKeyConstraint('notification_settings_pk', ['user_id', 'alert_id'])
    .execute();

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('alert_id', 'integer', (c) => c.notNull())
    .addColumn('source_key', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('event_name', 'text', (c) => c.notNull())
    .addColumn('asset_id', 'integer')
    .addColumn('place_id', 'integer')
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    // 0: e-mail only (the user switched in-app off); the log shows ui = 1 rows.
    .addColumn('ui', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('event_ts', 'bigint', (c) => c.notNull())
    .addColumn('created_ts', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('notifications_key').on('notifications').columns(['user_id', 'source_key']).unique().execute();
  await db.schema.createIndex('notifications_user').on('notifications').columns(['user_id', 'created_ts']).execute();

  await db.schema
    .createTable('notification_emails')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('notification_id', 'integer', (c) => c.notNull())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('created_ts', 'bigint', (c) => c.notNull())
    .addColumn('available_ts', 'bigint', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('claimed_by', 'text')
    .addColumn('claimed_until_ts', 'bigint')
    .addColumn('sent_ts', 'bigint')
    .addColumn('last_error', 'text')
    .execute();
  await db.schema.createIndex('notification_emails_key').on('notification_emails').columns(['notification_id']).unique().execute();
  await db.schema.createIndex('notification_emails_pending').on('notification_emails').columns(['id']).where(sql.ref('sent_ts'), 'is', null).execute();

  await db.schema
    .createTable('alert_cooldowns')
    .addColumn('alert_id', 'integer', (c) => c.notNull())
    .addColumn('asset_id', 'integer', (c) => c.notNull())
    .addColumn('event_name', 'text', (c) => c.notNull())
    .addColumn('last_ts', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('alert_cooldowns_pk', ['alert_id', 'asset_id', 'event_name'])
    .execute();

  await db.schema
    .createTable('notification_reads')
    .addColumn('user_id', 'integer', (c) => c.primaryKey())
    .addColumn('last_read_ts', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'notification_reads',
    'alert_cooldowns',
    'notification_emails',
    'notifications',
    'notification_settings',
    'alert_recipients',
    'alert_work_shifts',
    'alerts',
  ])
    await db.schema.dropTable(t).ifExists().execute();
}
