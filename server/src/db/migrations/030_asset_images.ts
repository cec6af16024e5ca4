import type { Kysely } from 'kysely';

// Machine images (features spec: an asset's ordered list of image keys, the first is primary).
// One row per stored file. A key is server-generated (random, unguessable) and belongs to one
// company; it is pending (asset_id null) between upload and PUT imageKeys, and is deleted, file
// and all, when a PUT leaves it out or when it stays pending too long.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('asset_images')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('asset_id', 'integer', (c) => c.references('assets.id'))
    /** 0 = primary; order of the machine's list. */
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('file_type', 'text', (c) => c.notNull())
    /** 'jpeg' | 'png' | 'webp': what the bytes were (and what the re-encoded file is). */
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('uploaded_by', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('asset_images_asset').on('asset_images').columns(['asset_id', 'position']).execute();
  await db.schema.createIndex('asset_images_pending').on('asset_images').columns(['company_id', 'asset_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('asset_images').ifExists().execute();
}
