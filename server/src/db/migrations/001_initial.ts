import { type Kysely, sql } from 'kysely';

// Portable DDL: integer/text/real/boolean-as-integer only, so PostgreSQL runs the same migration.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('companies')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('is_internal', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('role', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('extra_permissions', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('language_id', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('timezone_id', 'text', (c) => c.notNull().defaultTo('Europe/Stockholm'))
    .addColumn('job_title', 'text')
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('tokens_valid_after', 'text')
    .addColumn('last_web_login', 'text')
    .addColumn('last_mobile_login', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .execute();
  await db.schema.createIndex('users_company').on('users').columns(['company_id']).execute();

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('family_id', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('replaced_by_id', 'integer')
    .addColumn('impersonated_by', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('refresh_tokens_family').on('refresh_tokens').columns(['family_id']).execute();
  await db.schema.createIndex('refresh_tokens_user').on('refresh_tokens').columns(['user_id']).execute();

  await db.schema
    .createTable('places')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('place_type', 'integer', (c) => c.notNull())
    .addColumn('address', 'text')
    .addColumn('city', 'text')
    .addColumn('zip', 'text')
    .addColumn('country', 'text')
    .addColumn('description', 'text')
    .addColumn('geofence', 'text', (c) => c.notNull())
    .addColumn('timezone_name', 'text', (c) => c.notNull())
    .addColumn('valid_from', 'text')
    .addColumn('valid_to', 'text')
    .addColumn('contract', 'text')
    .addColumn('archived_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('places_company').on('places').columns(['company_id', 'place_type']).execute();

  await db.schema
    .createTable('assets')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('internal_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('registration_number', 'text')
    .addColumn('pin_or_vin', 'text')
    .addColumn('serial_number', 'text')
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('category', 'integer', (c) => c.notNull())
    .addColumn('production_year', 'integer')
    .addColumn('purchase_date', 'text')
    .addColumn('depot_place_id', 'integer', (c) => c.references('places.id'))
    .addColumn('default_power_supply', 'real')
    .addColumn('emission_class', 'integer')
    .addColumn('fuel_type', 'integer')
    .addColumn('timezone', 'text', (c) => c.notNull())
    .addColumn('automatic_timezone', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('readonly_field_names', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('integration_source', 'text')
    .addColumn('engine_hours', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('archived_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('assets_company').on('assets').columns(['company_id', 'archived_at']).execute();

  await db.schema
    .createTable('devices')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('asset_id', 'integer', (c) => c.references('assets.id'))
    .addColumn('serial_number', 'text', (c) => c.notNull())
    .addColumn('imei', 'text')
    .addColumn('telematic_type', 'text', (c) => c.notNull())
    .addColumn('integration_source', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('battery_level', 'real')
    .addColumn('gnss_quality', 'integer')
    .addColumn('hardware_unit', 'text')
    .addColumn('installer', 'text')
    .addColumn('last_communication_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('devices_company').on('devices').columns(['company_id']).execute();
  await db.schema.createIndex('devices_asset').on('devices').columns(['asset_id']).execute();

  await db.schema
    .createTable('asset_positions')
    .addColumn('asset_id', 'integer', (c) => c.primaryKey().references('assets.id'))
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('lat', 'real', (c) => c.notNull())
    .addColumn('lng', 'real', (c) => c.notNull())
    .addColumn('asset_time', 'text', (c) => c.notNull())
    .addColumn('location_place_id', 'integer')
    .execute();
  await db.schema.createIndex('asset_positions_company').on('asset_positions').columns(['company_id']).execute();

  await db.schema
    .createTable('tags')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('entity_type', 'integer', (c) => c.notNull())
    .addColumn('style', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('tags_company').on('tags').columns(['company_id', 'entity_type']).execute();

  await db.schema
    .createTable('tag_links')
    .addColumn('tag_id', 'integer', (c) => c.notNull().references('tags.id'))
    .addColumn('entity_type', 'integer', (c) => c.notNull())
    .addColumn('entity_id', 'integer', (c) => c.notNull())
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('tag_links_pk', ['tag_id', 'entity_type', 'entity_id'])
    .execute();
  await db.schema.createIndex('tag_links_entity').on('tag_links').columns(['entity_type', 'entity_id']).execute();

  for (const table of ['error_logs', 'usage_logs'] as const) {
    let builder = db.schema
      .createTable(table)
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('company_id', 'integer', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.notNull());
    builder =
      table === 'error_logs'
        ? builder
            .addColumn('message', 'text', (c) => c.notNull())
            .addColumn('uri', 'text', (c) => c.notNull())
            .addColumn('line_number', 'integer')
            .addColumn('user_agent', 'text')
        : builder
            .addColumn('usage_type', 'text', (c) => c.notNull())
            .addColumn('module', 'text', (c) => c.notNull())
            .addColumn('sub_function', 'text', (c) => c.notNull());
    await builder.addColumn('created_at', 'text', (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`)).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['usage_logs', 'error_logs', 'tag_links', 'tags', 'asset_positions', 'devices', 'assets', 'places', 'refresh_tokens', 'users', 'companies']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
