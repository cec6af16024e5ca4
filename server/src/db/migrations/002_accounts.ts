import type { Kysely } from 'kysely';

// Account keys (activation and reset links) and the impersonation audit trail.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('account_keys')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('key_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('account_keys_user').on('account_keys').columns(['user_id', 'purpose']).execute();

  await db.schema
    .createTable('impersonation_audit')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('support_user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('target_user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('target_company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('ended_at', 'text')
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('family_id', 'text', (c) => c.notNull())
    .execute();
  // Looked up on every impersonated request (agent + target) and on refresh (family).
  await db.schema.createIndex('impersonation_audit_pair').on('impersonation_audit').columns(['support_user_id', 'target_user_id']).execute();
  await db.schema.createIndex('impersonation_audit_family').on('impersonation_audit').columns(['family_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('impersonation_audit').ifExists().execute();
  await db.schema.dropTable('account_keys').ifExists().execute();
}
