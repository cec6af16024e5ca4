import type { Kysely } from 'kysely';
import { clusteredOnKey, dialectOf } from '../dialect.ts';

// Track overviews for very dense ranges (design note: server/src/telemetry/README.md, "Tracks"):
// the first fix of every 10-minute, 1-hour and 6-hour bucket of a machine, kept by the pipeline as
// positions arrive, so a range with a million positions is drawn from a few thousand rows. And a
// count of stored fixes per machine-day, to choose between the raw track and an overview.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('track_overview')
    .addColumn('asset_id', 'integer', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('ts', 'bigint', (c) => c.notNull())
    .addColumn('lat', 'real', (c) => c.notNull())
    .addColumn('lng', 'real', (c) => c.notNull())
    .addColumn('speed', 'real')
    .addColumn('heading', 'real')
    .addPrimaryKeyConstraint('track_overview_pk', ['asset_id', 'level', 'ts'])
    .modifyEnd(clusteredOnKey(dialectOf(db)))
    .execute();
  await db.schema
    .alterTable('asset_usage_daily')
    .addColumn('positions', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('asset_usage_daily').dropColumn('positions').execute();
  await db.schema.dropTable('track_overview').ifExists().execute();
}
