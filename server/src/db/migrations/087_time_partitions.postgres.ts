import { type Kysely, sql } from 'kysely';

// Migration 087, PostgreSQL only (issue 30, decision 0060): the append-only time series become
// monthly RANGE partitions on their time column (server/src/db/partitions.ts keeps the months
// ahead; the retention purge drops whole months past every company's cutoff).
//
// Per table: the plain table is renamed aside, a partitioned table with the same columns and
// defaults takes its name, its months (those the rows fall in, bounded to three years back, and the
// current month with two ahead) and a DEFAULT partition are created, the rows copied, then the
// primary key, the indexes and the triggers recreated from the old table's own definitions (read
// before the rename: on a partitioned table each becomes one index per partition), and the old table
// dropped. A serial id's sequence is handed to the new table.
//
// PostgreSQL wants the partition key in every unique key: positions, attributes and battery samples
// are keyed (asset_id, ts, …) already, and the events' natural keys (…, ts, …) too; only the events'
// primary key (id) becomes (id, ts). Ids stay unique (one sequence); a lookup by id alone still works
// (one index probe per month), and the alert step that reads an event passes its ts as well.
//
// Holds each table exclusively while its rows are copied: run it in a maintenance window on a
// large database (a year of a 300-machine fleet, about a million positions, takes seconds).
type Spec = { table: string; column: string };

const TABLES: Spec[] = [
  { table: 'telemetry_positions', column: 'ts' },
  { table: 'telemetry_attributes', column: 'ts' },
  { table: 'asset_battery_samples', column: 'ts' },
  { table: 'machine_events', column: 'ts' },
  { table: 'place_events', column: 'ts' },
];

const MONTHS_BACK = 36;
const MONTHS_AHEAD = 2;

const monthStart = (ts: number, shift = 0) => {
  const d = new Date(ts);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + shift, 1);
};
const monthName = (table: string, month: number) => {
  const d = new Date(month);
  return `${table}_p${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
};

interface Shape {
  pk: { name: string; columns: string[] } | null;
  /** CREATE INDEX statements of the indexes that are not the primary key (pg_get_indexdef). */
  indexes: string[];
  triggers: string[];
  serials: { column: string; sequence: string }[];
}

async function shapeOf(db: Kysely<any>, table: string): Promise<Shape> {
  const pk = await sql<{ name: string; columns: string[] }>`
    select c.conname as name, array(select a.attname from unnest(c.conkey) with ordinality k(n, o)
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n order by k.o)::text[] as columns
    from pg_constraint c where c.conrelid = to_regclass(${table}) and c.contype = 'p'`.execute(db);
  const indexes = await sql<{ def: string }>`
    select pg_get_indexdef(i.indexrelid) as def from pg_index i
    where i.indrelid = to_regclass(${table}) and not i.indisprimary order by i.indexrelid`.execute(db);
  const triggers = await sql<{ def: string }>`
    select pg_get_triggerdef(t.oid) as def from pg_trigger t
    where t.tgrelid = to_regclass(${table}) and not t.tgisinternal order by t.oid`.execute(db);
  const serials = await sql<{ column: string; sequence: string | null }>`
    select column_name as column, pg_get_serial_sequence(${table}, column_name) as sequence
    from information_schema.columns where table_schema = current_schema() and table_name = ${table}
      and column_default like 'nextval(%'`.execute(db);
  return {
    pk: pk.rows[0] ?? null,
    indexes: indexes.rows.map((r) => r.def),
    triggers: triggers.rows.map((r) => r.def),
    serials: serials.rows.filter((r) => r.sequence).map((r) => ({ column: r.column, sequence: r.sequence! })),
  };
}

/** The old table's indexes and constraint renamed aside (index names are schema-wide). */
async function renameAside(db: Kysely<any>, table: string, aside: string): Promise<void> {
  const names = await sql<{ name: string }>`
    select c.relname as name from pg_index i join pg_class c on c.oid = i.indexrelid
    where i.indrelid = to_regclass(${table})`.execute(db);
  await sql`alter table ${sql.table(table)} rename to ${sql.table(aside)}`.execute(db);
  for (const { name } of names.rows) await sql`alter index ${sql.table(name)} rename to ${sql.table(`${name}_old087`)}`.execute(db);
}

async function moveSerials(db: Kysely<any>, table: string, shape: Shape): Promise<void> {
  for (const s of shape.serials) await sql`alter sequence ${sql.raw(s.sequence)} owned by ${sql.table(table)}.${sql.ref(s.column)}`.execute(db);
}

async function partitionTable(db: Kysely<any>, { table, column }: Spec, now: number): Promise<void> {
  const shape = await shapeOf(db, table);
  const aside = `${table}_unpartitioned`;
  await renameAside(db, table, aside);
  await sql`create table ${sql.table(table)} (like ${sql.table(aside)} including defaults) partition by range (${sql.ref(column)})`.execute(db);
  await moveSerials(db, table, shape);

  const lowest = monthStart(now, -MONTHS_BACK);
  const highest = monthStart(now, MONTHS_AHEAD);
  // The rows' months from the oldest (at most MONTHS_BACK back), the current month and two ahead;
  // rows older, or later than that, go to the default partition.
  const oldest = await sql<{ lo: string | null }>`select min(${sql.ref(column)})::text as lo from ${sql.table(aside)}`.execute(db);
  const lo = oldest.rows[0]?.lo == null ? monthStart(now) : Math.min(monthStart(now), Math.max(lowest, monthStart(Number(oldest.rows[0].lo))));
  for (let m = lo; m <= highest; m = monthStart(m, 1)) {
    await sql`create table ${sql.table(monthName(table, m))} partition of ${sql.table(table)}
      for values from (${sql.lit(m)}) to (${sql.lit(monthStart(m, 1))})`.execute(db);
  }
  await sql`create table ${sql.table(`${table}_default`)} partition of ${sql.table(table)} default`.execute(db);

  await sql`insert into ${sql.table(table)} select * from ${sql.table(aside)}`.execute(db);

  // The primary key with the partition key in it; the other indexes as they were (their definitions
  // name the table, which is the new one again).
  if (shape.pk) {
    const columns = shape.pk.columns.includes(column) ? shape.pk.columns : [...shape.pk.columns, column];
    await sql`alter table ${sql.table(table)} add constraint ${sql.table(shape.pk.name)} primary key (${sql.join(columns.map((c) => sql.ref(c)))})`.execute(db);
  }
  for (const def of shape.indexes) await sql.raw(def).execute(db);
  for (const def of shape.triggers) await sql.raw(def).execute(db);
  await sql`drop table ${sql.table(aside)}`.execute(db);
  await sql`analyze ${sql.table(table)}`.execute(db);
}

async function unpartitionTable(db: Kysely<any>, { table }: Spec): Promise<void> {
  const shape = await shapeOf(db, table);
  const aside = `${table}_partitioned`;
  await renameAside(db, table, aside);
  await sql`create table ${sql.table(table)} (like ${sql.table(aside)} including defaults)`.execute(db);
  await moveSerials(db, table, shape);
  await sql`insert into ${sql.table(table)} select * from ${sql.table(aside)}`.execute(db);
  if (shape.pk) {
    // The events' (id, ts) goes back to (id).
    const columns = shape.pk.columns.includes('id') ? ['id'] : shape.pk.columns;
    await sql`alter table ${sql.table(table)} add constraint ${sql.table(shape.pk.name)} primary key (${sql.join(columns.map((c) => sql.ref(c)))})`.execute(db);
  }
  for (const def of shape.indexes) await sql.raw(def.replace(' ON ONLY ', ' ON ')).execute(db);
  for (const def of shape.triggers) await sql.raw(def).execute(db);
  await sql`drop table ${sql.table(aside)} cascade`.execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  const now = Date.now();
  for (const spec of TABLES) await partitionTable(db, spec, now);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const spec of TABLES) await unpartitionTable(db, spec);
}
