import type { Kysely } from 'kysely';

// Integrations (issue 13): API clients with OAuth 2.0 client credentials, AEMP 2.0 (ISO 15143-3)
// data sources, and the untranslated interface strings the web app reports. Portable DDL.
//
// - api_clients: one row per client. Only the sha256 of the secret is kept (a random 256-bit secret
//   needs no slow hash: nobody can guess it, and a leaked table yields nothing usable).
//   secret_version is in every access token; a new secret bumps it, so older tokens die with the
//   old secret. deleted_at ends every token of the client on its next call.
// - integrations: a company's connection to a provider (an OEM portal speaking AEMP 2.0).
// - aemp_equipment: which machine an AEMP EquipmentID became, and the feed's latest values that
//   have no home elsewhere (fuel, idle hours); the fleet feed serves fuel from here.
// - translation_requests: interface strings a language has no translation for yet.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('api_clients')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('client_id', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('secret_hash', 'text', (c) => c.notNull())
    .addColumn('secret_version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('secret_created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .execute();
  await db.schema.createIndex('api_clients_company').on('api_clients').columns(['company_id', 'deleted_at']).execute();

  await db.schema
    .createTable('integrations')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('provider_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('last_import_at', 'text')
    .addColumn('last_import_summary', 'text')
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('integrations_company').on('integrations').columns(['company_id']).execute();

  await db.schema
    .createTable('aemp_equipment')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('integration_id', 'integer', (c) => c.notNull())
    // EquipmentID when the feed has one, else 'MMS:' + make/model/serial (the standard's other key).
    .addColumn('equipment_key', 'text', (c) => c.notNull())
    .addColumn('asset_id', 'integer', (c) => c.notNull())
    .addColumn('device_id', 'integer')
    .addColumn('snapshot_at', 'text')
    .addColumn('fuel_used_l', 'real')
    .addColumn('fuel_used_at', 'text')
    .addColumn('fuel_last24_l', 'real')
    .addColumn('fuel_last24_at', 'text')
    .addColumn('fuel_remaining_pct', 'real')
    .addColumn('fuel_remaining_at', 'text')
    .addColumn('idle_hours', 'real')
    .addColumn('idle_hours_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('aemp_equipment_key').on('aemp_equipment').columns(['integration_id', 'equipment_key']).unique().execute();
  await db.schema.createIndex('aemp_equipment_asset').on('aemp_equipment').columns(['asset_id']).execute();

  await db.schema
    .createTable('translation_requests')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('times', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('first_seen_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('translation_requests_key').on('translation_requests').columns(['language', 'hash']).unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['translation_requests', 'aemp_equipment', 'integrations', 'api_clients']) await db.schema.dropTable(table).ifExists().execute();
}
