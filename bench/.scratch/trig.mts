import { openDatabase, migrateToLatest } from '/work/main/server/src/db/database.ts';
import { sql } from 'kysely';
const db = openDatabase('sqlite::memory:');
await migrateToLatest(db);
const drop = process.argv.slice(2);
for (const t of drop) await sql.raw(`drop trigger ${t}`).execute(db);
await sql`attach '/tmp/gridexp/100k.db' as src`.execute(db);
for (const table of ['companies', 'places', 'assets', 'devices', 'asset_positions']) {
  const t = performance.now();
  const cols = table === 'assets' ? sql.raw('id, company_id, internal_id, name, registration_number, pin_or_vin, serial_number, brand, model, category, production_year, purchase_date, depot_place_id, default_power_supply, emission_class, fuel_type, timezone, automatic_timezone, readonly_field_names, integration_source, engine_hours, archived_at, created_at') : sql.raw('*');
  await sql`begin`.execute(db);
  if (table === 'assets') await sql`insert into main.${sql.raw(table)} (${cols}) select ${cols} from src.${sql.raw(table)}`.execute(db);
  else await sql`insert into main.${sql.raw(table)} select * from src.${sql.raw(table)}`.execute(db);
  await sql`commit`.execute(db);
  console.log(table, Math.round(performance.now() - t), 'ms');
}
