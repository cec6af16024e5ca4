// The shared grid request (spec: start, limit, sortExpressions, filterExpressions, textSearch) and its
// translation to SQL. Callers name their columns once; sorting and filtering accept only those
// names (a whitelist), so user input never reaches SQL as an identifier, and values are bound.
import { Type, type Static } from '@sinclair/typebox';
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import { badRequest } from '../http/envelope.ts';

export const PAGE_SIZE = 100;
/** Sort order values (spec): ASC = 0, DESC = 1. */
export const SortOrder = { Asc: 0, Desc: 1 } as const;

const SortExpression = Type.Object(
  {
    fieldName: Type.String({ minLength: 1, maxLength: 64 }),
    // 0 or 1 without `enum`, which Mesh would turn into a GraphQL enum (_0/_1).
    sortOrder: Type.Unsafe<0 | 1>({ type: 'integer', minimum: 0, maximum: 1, description: 'ASC = 0, DESC = 1' }),
  },
  { additionalProperties: false },
);

const FilterExpression = Type.Object(
  {
    fieldName: Type.String({ minLength: 1, maxLength: 64 }),
    value: Type.Unknown({ description: 'Text, number, boolean or YYYY-MM-DDTHH:mm:ss' }),
    filterFunction: Type.String({ minLength: 1, maxLength: 16, description: 'contains, gte or eq' }),
    defaultCondition: Type.Optional(Type.Unknown()),
  },
  { additionalProperties: false },
);

/** A fresh schema per route: a shared $id would have to be registered exactly once per Fastify context. */
export const gridRequestSchema = () =>
  Type.Object(
    {
      start: Type.Optional(Type.Integer({ minimum: 0, default: 0, description: 'Offset of the first row (first page 0)' })),
      limit: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_SIZE, default: PAGE_SIZE })),
      sortExpressions: Type.Optional(Type.Array(SortExpression, { maxItems: 5 })),
      filterExpressions: Type.Optional(Type.Array(FilterExpression, { maxItems: 20 })),
      textSearch: Type.Optional(Type.String({ maxLength: 200 })),
    },
    { additionalProperties: false },
  );

export type GridRequest = Static<ReturnType<typeof gridRequestSchema>>;

export const gridResponseSchema = <T extends Parameters<typeof Type.Array>[0]>(row: T) =>
  Type.Object({
    data: Type.Array(row),
    summary: Type.Object({ total: Type.Integer() }),
    textSearchColumns: Type.Array(Type.String()),
  });

export type FilterFunction = 'contains' | 'eq' | 'gte';

export interface GridColumn {
  expr: RawBuilder<unknown>;
  /** Filter functions this column accepts; none → not filterable. */
  filters?: readonly FilterFunction[];
}

export type GridColumns = Record<string, GridColumn>;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Case-insensitive "contains" (Unicode folding: see db/database.ts). */
export const contains = (expr: Expression<unknown>, text: string): RawBuilder<SqlBool> =>
  sql<SqlBool>`lower(${expr}) like lower(${`%${escapeLike(text)}%`}) escape '\\'`;

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/;

function filterCondition(column: GridColumn, fn: FilterFunction, value: unknown, where: string): RawBuilder<SqlBool> {
  if (fn === 'contains') {
    if (typeof value !== 'string') throw badRequest(`${where}: contains needs a text value`, { [where]: ['contains needs a text value'] });
    return contains(column.expr, value);
  }
  if (fn === 'eq') {
    if (typeof value === 'boolean') return sql<SqlBool>`${column.expr} = ${value ? 1 : 0}`;
    if (typeof value === 'number' || typeof value === 'string') return sql<SqlBool>`${column.expr} = ${value}`;
    throw badRequest(`${where}: eq needs a text, number or boolean value`, { [where]: ['eq needs a text, number or boolean value'] });
  }
  if (typeof value === 'number' || (typeof value === 'string' && DATE_TIME.test(value))) return sql<SqlBool>`${column.expr} >= ${value}`;
  throw badRequest(`${where}: gte needs a number or a date-time`, { [where]: ['gte needs a number or a date-time (YYYY-MM-DDTHH:mm:ss)'] });
}

/** WHERE conditions for the request's filters and text search; 400 naming any unknown field or function. */
export function gridConditions(request: GridRequest, columns: GridColumns, textSearchColumns: readonly string[]): RawBuilder<SqlBool>[] {
  const conditions: RawBuilder<SqlBool>[] = [];
  (request.filterExpressions ?? []).forEach((f, i) => {
    const where = `filterExpressions.${i}`;
    const column = Object.hasOwn(columns, f.fieldName) ? columns[f.fieldName] : undefined;
    if (!column?.filters?.length) throw badRequest(`Cannot filter by '${f.fieldName}'`, { [`${where}.fieldName`]: [`Cannot filter by '${f.fieldName}'`] });
    const fn = f.filterFunction as FilterFunction;
    if (!column.filters.includes(fn)) {
      throw badRequest(`Filter '${f.filterFunction}' is not available for '${f.fieldName}'`, { [`${where}.filterFunction`]: [`Allowed for '${f.fieldName}': ${column.filters.join(', ')}`] });
    }
    conditions.push(filterCondition(column, fn, f.value, where));
  });
  const text = request.textSearch?.trim();
  if (text) {
    const any = textSearchColumns.map((name) => contains(columns[name].expr, text));
    conditions.push(sql<SqlBool>`(${sql.join(any, sql` or `)})`);
  }
  return conditions;
}

/** ORDER BY parts for the request's sort (whitelisted), then `tieBreaker` so paging is stable. */
export function gridOrder(request: GridRequest, columns: GridColumns, tieBreaker: RawBuilder<unknown>): RawBuilder<unknown> {
  const parts = (request.sortExpressions ?? []).map((s, i) => {
    const column = Object.hasOwn(columns, s.fieldName) ? columns[s.fieldName] : undefined;
    if (!column) {
      const message = `Cannot sort by '${s.fieldName}'; sortable fields: ${Object.keys(columns).join(', ')}`;
      throw badRequest(message, { [`sortExpressions.${i}.fieldName`]: [message] });
    }
    return sql`${column.expr} ${sql.raw(s.sortOrder === SortOrder.Desc ? 'desc' : 'asc')}`;
  });
  parts.push(sql`${tieBreaker} asc`);
  return sql.join(parts);
}

/** LIMIT/OFFSET of the request (defaults: first page, PAGE_SIZE rows). */
export const page = (request: GridRequest) => ({ limit: request.limit ?? PAGE_SIZE, offset: request.start ?? 0 });

/** `where a and b …` or nothing. */
export const whereAll = (conditions: RawBuilder<SqlBool>[]): RawBuilder<SqlBool> =>
  conditions.length ? sql<SqlBool>`${sql.join(conditions, sql` and `)}` : sql<SqlBool>`1 = 1`;
