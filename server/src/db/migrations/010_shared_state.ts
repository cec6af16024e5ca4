import { type Kysely, sql } from 'kysely';

// State that used to live in one server process moves to the database, so several instances on one
// database behave as one (issue 7):
// - token_families: one row per sign-in (a refresh-token family). Revoking it (logout, reuse of a
//   rotated token, impersonation end) refuses its access tokens at once: the auth hook looks the
//   family up on every request.
// - rate_limit_events: the sliding-window events of the login and reset limits (services/rateLimit.ts).
// Portable DDL: SQLite and PostgreSQL run it as written (db/postgres.ts maps the types).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('token_families')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('token_families_user').on('token_families').columns(['user_id']).execute();
  // Families of the tokens issued before this migration: alive while any of their refresh tokens is.
  await sql`insert into token_families (id, user_id, created_at, revoked_at)
    select family_id, min(user_id), min(created_at),
      case when count(case when revoked_at is null then 1 end) = 0 then max(revoked_at) end
    from refresh_tokens group by family_id`.execute(db);

  await db.schema
    .createTable('rate_limit_events')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('bucket', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    // ms since the epoch
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limit_events_key').on('rate_limit_events').columns(['bucket', 'key', 'at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limit_events').ifExists().execute();
  await db.schema.dropTable('token_families').ifExists().execute();
}
