// Bulk upserts for the pipeline's writes, with one SQL meaning on every dialect:
//   INSERT INTO t (cols) VALUES (…) ON CONFLICT (key) DO NOTHING | DO UPDATE SET c = excluded.c | c = t.c + excluded.c
// SQLite (dialect switch): one cached prepared single-row statement run per row on the connection's
// open transaction (a few µs a row; compiling multi-row INSERTs through the query builder costs
// several times that). PostgreSQL: one statement per chunk with an array per column, unnested.
// `portable` on SQLite: multi-row VALUES statements. The paths are tested against each other
// (tests/api/telemetryStore.test.ts runs a batch both ways).
import { sql, type RawBuilder, type Transaction } from 'kysely';
import { sqliteHandle, type Db } from '../db/database.ts';
import { checkRows, columnKinds, columnTypes } from '../db/columnTypes.ts';
import { dialectOf } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';

export type Update = 'replace' | 'add';

export interface UpsertSpec<T extends keyof Database> {
  table: T;
  columns: readonly (keyof Database[T] & string)[];
  /** Conflict target; omitted = any unique key (DO NOTHING only). */
  key?: readonly (keyof Database[T] & string)[];
  /** Columns to update on conflict; empty or omitted = DO NOTHING. */
  update?: Partial<Record<keyof Database[T] & string, Update>>;
}

interface Prepared {
  run(...args: unknown[]): { changes: number; lastInsertRowid: number | bigint };
}

const cache = new WeakMap<object, Map<string, Prepared>>();

function conflictClause(spec: UpsertSpec<keyof Database>): string {
  const updates = Object.entries<Update>(spec.update ?? {});
  const target = spec.key ? ` (${spec.key.join(', ')})` : '';
  if (updates.length === 0) return ` on conflict${target} do nothing`;
  const set = updates.map(([c, how]) => (how === 'add' ? `${c} = ${spec.table}.${c} + excluded.${c}` : `${c} = excluded.${c}`)).join(', ');
  return ` on conflict${target} do update set ${set}`;
}

function upsertSql(spec: UpsertSpec<keyof Database>): string {
  return `insert into ${spec.table} (${spec.columns.join(', ')}) values (${spec.columns.map(() => '?').join(', ')})${conflictClause(spec)}`;
}

/** SQLite allows 32,766 bound parameters per statement. */
const MAX_PARAMETERS = 30_000;
/** Rows per PostgreSQL array statement: bounds one statement's memory on both sides. */
const ARRAY_ROWS = 5_000;

export class BulkWriter {
  private readonly handle;

  /** `portable` forces the dialect-neutral path (tests compare both on SQLite). */
  constructor(
    private readonly db: Db,
    private readonly trx: Transaction<Database>,
    portable = false,
  ) {
    this.handle = portable ? undefined : sqliteHandle(db);
  }

  /** Every value must fit its column's declared type on both databases (db/columnTypes.ts). */
  private async check(spec: UpsertSpec<keyof Database>, rows: readonly unknown[][]): Promise<void> {
    checkRows(await columnKinds(this.db, this.trx), spec.table, spec.columns, rows);
  }

  get fast(): boolean {
    return this.handle !== undefined;
  }

  private prepared(text: string): Prepared {
    let map = cache.get(this.handle!);
    if (!map) cache.set(this.handle!, (map = new Map<string, Prepared>()));
    let st = map.get(text);
    if (!st) {
      st = this.handle!.prepare<unknown[]>(text);
      map.set(text, st);
    }
    return st;
  }

  /** Rows as value arrays in `spec.columns` order. Returns, per row, whether it was inserted (not a conflict). */
  async upsert<T extends keyof Database>(spec: UpsertSpec<T>, rows: readonly unknown[][]): Promise<void> {
    if (rows.length === 0) return;
    const s = spec as unknown as UpsertSpec<keyof Database>;
    await this.check(s, rows);
    if (this.handle) {
      const st = this.prepared(upsertSql(s));
      for (const r of rows) st.run(...r);
      return;
    }
    if (dialectOf(this.trx) === 'postgres') return this.upsertArrays(s, rows);
    const size = Math.max(1, Math.floor(MAX_PARAMETERS / s.columns.length));
    for (let i = 0; i < rows.length; i += size) {
      const chunk = rows.slice(i, i + size);
      const values = sql.join(chunk.map((r) => sql`(${sql.join(r.map((v) => sql`${v}`))})`));
      await sql`insert into ${sql.table(s.table)} (${sql.join(s.columns.map((c) => sql.ref(c)))}) values ${values}${sql.raw(conflictClause(s))}`.execute(
        this.trx,
      );
    }
  }

  /**
   * PostgreSQL: one array parameter per column, unnested into rows (`insert … select * from
   * unnest($1::int8[], $2::float4[], …)`). A multi-row VALUES list through the query builder made a
   * node per value, frozen, transformed and compiled, then a parameter each: on the first start's
   * year of history that was most of the server's CPU (with the garbage it left), where the arrays
   * cost a string per column.
   */
  private async upsertArrays(spec: UpsertSpec<keyof Database>, rows: readonly unknown[][]): Promise<void> {
    for (let i = 0; i < rows.length; i += ARRAY_ROWS) {
      const chunk = await this.arrays(spec.table, spec.columns, rows.slice(i, i + ARRAY_ROWS));
      await sql`insert into ${sql.table(spec.table)} (${sql.join(spec.columns.map((c) => sql.ref(c)))}) select * from ${chunk}${sql.raw(conflictClause(spec))}`.execute(
        this.trx,
      );
    }
  }

  /**
   * PostgreSQL only: the rows as one relation, `unnest($1::type[], …)`, an array per column typed as
   * `columns` of `table` (values in `columns` order). A statement a row was a round trip a row: 3 a
   * machine in the batch's state writes, 123 statements in a 50-report transaction (decision 0070).
   */
  async unnest<T extends keyof Database>(table: T, columns: readonly (keyof Database[T] & string)[], rows: readonly unknown[][]): Promise<RawBuilder<unknown>> {
    await this.check({ table, columns } as unknown as UpsertSpec<keyof Database>, rows);
    return this.arrays(table, columns, rows);
  }

  /** `unnest($1::type[], …)` of `rows`, unchecked (callers check first). */
  private async arrays(table: keyof Database, columns: readonly string[], rows: readonly unknown[][]): Promise<RawBuilder<unknown>> {
    const types = (await columnTypes(this.db, this.trx)).get(table)!;
    return sql`unnest(${sql.join(columns.map((column, j) => sql`${rows.map((r) => r[j] ?? null)}::${sql.raw(`${types.get(column)}[]`)}`))})`;
  }

  get postgres(): boolean {
    return !this.handle && dialectOf(this.trx) === 'postgres';
  }

  /** Runs one portable statement (with `?` placeholders) once per row of parameters. */
  async runEach(text: string, rows: readonly unknown[][]): Promise<void> {
    if (rows.length === 0) return;
    if (this.handle) {
      const st = this.prepared(text);
      for (const r of rows) st.run(...r);
      return;
    }
    const parts = text.split('?');
    for (const r of rows) {
      if (r.length !== parts.length - 1) throw new Error(`runEach: ${parts.length - 1} placeholders, ${r.length} values`);
      const fragments = parts.map((p, i) => (i < r.length ? sql`${sql.raw(p)}${r[i]}` : sql.raw(p)));
      await sql.join(fragments, sql``).execute(this.trx);
    }
  }

  /**
   * Inserts rows that may already exist (DO NOTHING) and returns the ids of those actually inserted,
   * in row order (null for a conflict): the outbox gets a row only for new facts.
   */
  async insertNew<T extends keyof Database>(spec: UpsertSpec<T>, rows: readonly unknown[][]): Promise<(number | null)[]> {
    if (rows.length === 0) return [];
    const s = { ...(spec as unknown as UpsertSpec<keyof Database>), update: undefined };
    await this.check(s, rows);
    if (this.handle) {
      const st = this.prepared(upsertSql(s));
      return rows.map((r) => {
        const result = st.run(...r);
        return result.changes === 1 ? Number(result.lastInsertRowid) : null;
      });
    }
    const ids: (number | null)[] = [];
    for (const r of rows) {
      const result = await sql<{
        id: number;
      }>`insert into ${sql.table(s.table)} (${sql.join(s.columns.map((c) => sql.ref(c)))}) values (${sql.join(r.map((v) => sql`${v}`))})${sql.raw(conflictClause(s))} returning id`.execute(
        this.trx,
      );
      ids.push(result.rows[0]?.id ?? null);
    }
    return ids;
  }
}
