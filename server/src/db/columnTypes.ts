// The declared type of every column, read from the database itself, so the bulk writes can hold a
// value to its column's type on both databases. SQLite stores whatever it is given (a fractional
// millisecond in a bigint column is kept as a real), while PostgreSQL refuses it; without this check
// a bad value passed every SQLite test and stopped the first start on PostgreSQL.
import type { Db } from './database.ts';

/** What a column accepts: whole numbers, any finite number, text, or something we do not check. */
export type ColumnKind = 'integer' | 'number' | 'text' | 'other';

/** Declared types as SQLite keeps them (as written in the migration) and as PostgreSQL names them (pg_type). */
function kindOf(declared: string): ColumnKind {
  const t = declared.toLowerCase();
  if (/^(integer|int|bigint|smallint|int2|int4|int8)$/.test(t)) return 'integer';
  if (/^(real|float4|float8|double precision|numeric|decimal)$/.test(t)) return 'number';
  if (/^(text|varchar|character varying)$/.test(t)) return 'text';
  return 'other';
}

export type ColumnKinds = ReadonlyMap<string, ReadonlyMap<string, ColumnKind>>;
/** Declared type names per table and column, as the database names them (PostgreSQL: pg_type, e.g. int8). */
export type ColumnTypes = ReadonlyMap<string, ReadonlyMap<string, string>>;

const cache = new WeakMap<object, Promise<{ kinds: ColumnKinds; types: ColumnTypes }>>();

/** Read once per database handle. `via`: see columnKinds. */
function columns(db: Db, via: Pick<Db, 'introspection'>) {
  let read = cache.get(db);
  if (!read) {
    read = via.introspection.getTables().then((tables) => ({
      kinds: new Map(tables.map((t) => [t.name, new Map(t.columns.map((c) => [c.name, kindOf(c.dataType)]))])),
      types: new Map(tables.map((t) => [t.name, new Map(t.columns.map((c) => [c.name, c.dataType]))])),
    }));
    cache.set(db, read);
  }
  return read;
}

/**
 * Column kinds per table, read once per database handle. `via` is the open transaction when there is
 * one: SQLite's single connection is held by it, so a read outside it would wait forever.
 */
export async function columnKinds(db: Db, via: Pick<Db, 'introspection'> = db): Promise<ColumnKinds> {
  return (await columns(db, via)).kinds;
}

/** Declared type names per table and column (the casts of PostgreSQL's array parameters, telemetry/bulk.ts). */
export async function columnTypes(db: Db, via: Pick<Db, 'introspection'> = db): Promise<ColumnTypes> {
  return (await columns(db, via)).types;
}

function fits(kind: ColumnKind, value: unknown): boolean {
  if (value === null || value === undefined) return true; // NOT NULL is the database's to enforce
  switch (kind) {
    case 'integer':
      return (typeof value === 'number' && Number.isSafeInteger(value)) || typeof value === 'bigint';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'text':
      return typeof value === 'string';
    default:
      return true;
  }
}

/**
 * Throws when a row holds a value its column's type does not take (a fraction in an integer column,
 * NaN or Infinity in a numeric one, a number in a text one), naming the table, column and value.
 * Rows are value arrays in `columns` order.
 */
export function checkRows(kinds: ColumnKinds, table: string, columns: readonly string[], rows: readonly (readonly unknown[])[]): void {
  const byName = kinds.get(table);
  if (!byName) throw new Error(`${table}: no such table`);
  const checks = columns.map((c) => {
    const kind = byName.get(c);
    if (!kind) throw new Error(`${table}.${c}: no such column`);
    return kind;
  });
  for (const row of rows) {
    for (let i = 0; i < checks.length; i++) {
      if (!fits(checks[i], row[i])) throw new Error(`${table}.${columns[i]} (${checks[i]}) cannot hold ${typeof row[i]} ${String(row[i])}`);
    }
  }
}
