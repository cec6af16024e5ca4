// The one grid engine: turns the shared grid request (spec: start, limit, sortExpressions,
// filterExpressions, textSearch) into parameterised SQL over a grid's declared columns and answers
// {data, summary: {total}, textSearchColumns}.
//
// A grid declares its columns once (`defineGrid`, column constructors in `column`); sorting and
// filtering accept only those names, values are checked against the column's kind and bound, so
// user input never reaches SQL as text. Every mistake in a request is a 400 naming the field
// (`filterExpressions.2.fieldName: unknown field 'foo'`), never a SQL error.
//
// A grid in full (see routes/assets/fleet.routes.ts for a real one):
//
//   const MACHINES = defineGrid({
//     from: sql`assets a`,
//     joins: { depot: sql`left join places dp on dp.id = a.depot_place_id` },  // only joined when used
//     key: sql`a.id`,                                                          // unique: the tie-break
//     columns: {
//       name: column.text(sql`a.name`, { search: { index: assetSearch(sql`a.id`), column: 'name' } }),
//       depotName: column.text(sql`dp.name`, { joins: ['depot'] }),
//       engineHours: column.number(sql`a.engine_hours`),                      // eq, gte
//       status: column.enumOf(sql`a.telematic_status`, telematicStatus),     // enum, eq (ids or names)
//       seenAt: column.dateTime(sql`a.position_time`, { zone: 'user' }),      // gte in the user's zone
//       tags: column.tags(TagEntity.Asset, sql`a.id`),                        // tags (any of the ids)
//     },
//     textSearchColumns: ['name'],
//     defaultSort: [{ fieldName: 'name', sortOrder: 0 }],
//   });
//   runGrid(db, MACHINES, request.body, { ctx, scope: [sql`a.company_id = ${ctx.companyId}`],
//     select: sql`a.id, a.name, dp.name as depotName`, keyField: 'id', rows: (raw) => raw.map(toRow) });
//
// Case-insensitive "contains" never calls a per-row function:
// - columns backed by a trigram search index (migration 003) become one FTS5 MATCH per index, all
//   the request's conditions on that index ANDed into it (an index lookup, not a scan);
// - other columns (and needles under 3 letters, which a trigram index cannot answer) use SQLite's
//   built-in LIKE, which folds ASCII itself; letters beyond ASCII are expanded into their case
//   variants ('åkeri' → like '%åkeri%' or like '%Åkeri%'), so Unicode folding costs nothing per row.
//   The JavaScript lower() registered in db/database.ts made a scan of 100k machines over 7 columns
//   take 146 ms (1.8 s at 1M); see bench/README.md.
import { Type, type TSchema } from '@sinclair/typebox';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../db/database.ts';
import { caseless, dialectOf, type Dialect } from '../db/dialect.ts';
import { badRequest } from '../http/envelope.ts';
import { Count } from '../http/bounds.ts';
import { zoneOffset } from '../telemetry/time.ts';

export const PAGE_SIZE = 100;
export { MAX_TEXT_SEARCH } from '../../../machines/grid/grid.search.ts';
import { MAX_TEXT_SEARCH } from '../../../machines/grid/grid.search.ts';
/** A filter's text: longer than any value a grid column holds, short enough that no search can be slow. */
export const MAX_FILTER_TEXT = 200;
/** Ids or names in one enum or tags filter. */
export const MAX_FILTER_VALUES = 100;
export const MAX_FIELD_NAME = 64;
/** Filter expressions a grid request carries at most. */
export const MAX_FILTER_EXPRESSIONS = 20;
/** Filter numbers are engine hours, years, percents and ids: anything beyond ±1e15 is a mistake (and not exact in a double). */
const MAX_FILTER_NUMBER = 1e15;
export const MAX_SEARCH_WORDS = 8;
/** Sort order values (spec): ASC = 0, DESC = 1. */
export const SortOrder = { Asc: 0, Desc: 1 } as const;

export const FILTER_FUNCTIONS = ['contains', 'eq', 'gte', 'tags', 'enum'] as const;
export type FilterFunction = (typeof FILTER_FUNCTIONS)[number];

// --- request and response schemas -------------------------------------------------------------

export const GridSortExpression = Type.Object(
  {
    fieldName: Type.String({ maxLength: MAX_FIELD_NAME, description: 'A column of the grid' }),
    // 0 or 1 without `enum`, which Mesh would turn into a GraphQL enum (_0/_1).
    sortOrder: Type.Unsafe<0 | 1>({ type: 'integer', minimum: 0, maximum: 1, description: 'ASC = 0, DESC = 1' }),
  },
  { $id: 'GridSortExpression', additionalProperties: false },
);

const filterText = Type.String({ maxLength: MAX_FILTER_TEXT });
const filterNumber = Type.Number({ minimum: -MAX_FILTER_NUMBER, maximum: MAX_FILTER_NUMBER });
// oneOf, not anyOf: Mesh cannot build an input from an anyOf nested in an anyOf (a string is never a number, so both mean the same).
const filterListItem = Type.Unsafe<string | number>({ oneOf: [filterText, filterNumber] });

export const GridFilterExpression = Type.Object(
  {
    fieldName: Type.String({ maxLength: MAX_FIELD_NAME, description: 'A column of the grid' }),
    // The shapes a filter takes, each bounded; compileGrid then checks the value against the column's kind.
    value: Type.Union([filterText, filterNumber, Type.Boolean(), Type.Null(), Type.Array(filterListItem, { maxItems: MAX_FILTER_VALUES })], {
      description:
        'contains: text. eq: text, number, boolean (null: is empty). gte: number, or date-time YYYY-MM-DDTHH:mm:ss ' +
        "(in the user's time zone for *UserTime* columns, UTC for *UtcTime* columns, unless it ends in Z or an offset). " +
        'tags: a tag id or a list of tag ids (any of them). enum: an option id or name, or a list of them (any of them).',
    }),
    filterFunction: Type.Unsafe<FilterFunction>({
      type: 'string',
      enum: [...FILTER_FUNCTIONS],
      title: 'GridFilterFunction',
      description: 'contains, eq, gte, tags or enum',
    }),
    defaultCondition: Type.Optional(Type.Boolean({ description: 'Accepted for compatibility; not used' })),
  },
  { $id: 'GridFilterExpression', additionalProperties: false },
);

const requestProperties = {
  start: Type.Optional(Count({ default: 0, description: 'Offset of the first row (first page 0)' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_SIZE, default: PAGE_SIZE, description: `Page size, at most ${PAGE_SIZE}` })),
  sortExpressions: Type.Optional(Type.Array(Type.Ref('GridSortExpression'), { maxItems: 5 })),
  filterExpressions: Type.Optional(Type.Array(Type.Ref('GridFilterExpression'), { maxItems: MAX_FILTER_EXPRESSIONS })),
  textSearch: Type.Optional(
    Type.String({
      maxLength: MAX_TEXT_SEARCH,
      description: `Words, each found (case-insensitively) in one of the grid's textSearchColumns; at most ${MAX_TEXT_SEARCH} characters`,
    }),
  ),
};

export const GridRequest = Type.Object(requestProperties, { $id: 'GridRequest', additionalProperties: false });

export const FleetGridRequest = Type.Object(
  { ...requestProperties, showArchivedAssets: Type.Optional(Type.Boolean({ default: false, description: 'Include archived machines (hidden by default)' })) },
  { $id: 'FleetGridRequest', additionalProperties: false },
);

interface SortExpressionValue {
  fieldName: string;
  sortOrder: 0 | 1;
}
interface FilterExpressionValue {
  fieldName: string;
  value?: unknown;
  filterFunction: string;
  defaultCondition?: unknown;
}
export interface GridRequestValue {
  start?: number;
  limit?: number;
  sortExpressions?: SortExpressionValue[];
  filterExpressions?: FilterExpressionValue[];
  textSearch?: string;
}
export type FleetGridRequestValue = GridRequestValue & { showArchivedAssets?: boolean };

/**
 * The machines a fleet-like grid (fleet, service) runs over, as `assets a`: the caller's company's,
 * archived ones only when the request asks for them.
 */
export function companyAssetsScope(ctx: GridContext, body: FleetGridRequestValue): RawBuilder<SqlBool>[] {
  const scope = [sql<SqlBool>`a.company_id = ${ctx.companyId}`];
  if (!body.showArchivedAssets) scope.push(sql<SqlBool>`a.archived_at is null`);
  return scope;
}

/** The shared request schemas: registered once (routes/index.ts), referenced by every grid route. */
export const GridSummary = Type.Object({ total: Type.Integer({ description: 'Rows matching the filters and search, all pages' }) }, { $id: 'GridSummary' });

export const gridSchemas = [GridSortExpression, GridFilterExpression, GridRequest, FleetGridRequest, GridSummary];

export const gridResponseSchema = <T extends TSchema>(row: T) =>
  Type.Object({
    data: Type.Array(row),
    summary: Type.Ref('GridSummary'),
    textSearchColumns: Type.Array(Type.String({ description: 'Fields textSearch looks in' })),
  });

export interface GridAnswer<Row> {
  data: Row[];
  summary: { total: number };
  textSearchColumns: string[];
}

// --- column declarations ----------------------------------------------------------------------

/** A trigram search index (an FTS5 table, migration 003) and the grid expression holding its rowid. */
export interface SearchIndex {
  table: string;
  /** Every column of the index: a search over all of them needs no (costly) column filter. */
  columns: readonly string[];
  rowid: RawBuilder<unknown>;
  /**
   * PostgreSQL: the grid's expression of a stored column holding every column of the index joined by
   * a control character (which no search word holds), lowercased, under a trigram index of its own.
   * A word searched in all of the index's columns is one LIKE of the lowered word on it instead of an
   * ILIKE a column.
   */
  folded?: RawBuilder<unknown>;
}

export interface EnumOption {
  id: number | string;
  name: string;
}

export interface GridContext {
  companyId: number;
  /** IANA zone the user reads times in (users.timezone_id): date-time filters on user-time columns. */
  timeZone: string;
  /** The database the SQL is for (runGrid fills it in from the Db); SQLite when absent. */
  dialect?: Dialect;
}

type Kind = 'text' | 'number' | 'boolean' | 'dateTime' | 'enum' | 'tags';

export interface CustomContains {
  where: (needle: string, ctx: GridContext) => RawBuilder<SqlBool>;
  joins?: readonly string[];
}

export interface GridColumn {
  kind: Kind;
  /** The value as SQL: what eq/gte/contains compare and, by default, what sorts. */
  sql: RawBuilder<unknown>;
  /** Sort expression; null: not sortable. */
  sort: RawBuilder<unknown> | null;
  /** Text sorted ignoring case (db/dialect.ts `caseless`). */
  caseless?: boolean;
  filters: readonly FilterFunction[];
  /** Joins (by the grid's join names) the column's SQL needs in the count query. */
  joins: readonly string[];
  /** text: answered by this trigram index column when the needle has 3+ letters. */
  search?: { index: SearchIndex; column: string };
  /** text: a custom contains (e.g. through a lookup table's name) and the joins it needs; replaces the LIKE on `sql`. */
  contains?: CustomContains;
  /** enum: the options (value = id; filter by id or name; sorted in dictionary order). */
  options?: readonly EnumOption[];
  /** enum: a computed value (no column to compare): the rows whose value is one of `ids`. */
  enumWhere?: (ids: readonly (number | string)[], ctx: GridContext) => RawBuilder<SqlBool>;
  /** dateTime: zone of filter values without an explicit offset. */
  zone?: 'utc' | 'user';
  /** tags: which rows carry which tags. */
  tags?: { entityType: number; key: RawBuilder<unknown> };
}

interface ColumnOptions {
  /** Filter functions offered (default: every one the kind supports). */
  filters?: readonly FilterFunction[];
  sortable?: boolean;
  joins?: readonly string[];
}

const defaults: Record<Kind, readonly FilterFunction[]> = {
  text: ['contains', 'eq'],
  number: ['eq', 'gte'],
  boolean: ['eq'],
  dateTime: ['gte'],
  enum: ['enum', 'eq'],
  tags: ['tags'],
};

function make(kind: Kind, expr: RawBuilder<unknown>, o: ColumnOptions, sort: RawBuilder<unknown> = expr): GridColumn {
  const filters = o.filters ?? defaults[kind];
  for (const f of filters) if (!defaults[kind].includes(f)) throw new Error(`A ${kind} column cannot offer '${f}'`);
  return { kind, sql: expr, sort: o.sortable === false ? null : sort, filters, joins: o.joins ?? [] };
}

/** Column constructors: `column.text(sql\`a.name\`, { search: … })`. */
export const column = {
  /** Text: contains (case-insensitive) and eq (exact). Sorted case-insensitively unless `collate: 'binary'`. */
  text(
    expr: RawBuilder<unknown>,
    o: ColumnOptions & { search?: { index: SearchIndex; column: string }; contains?: GridColumn['contains']; collate?: 'nocase' | 'binary' } = {},
  ): GridColumn {
    const c = make('text', expr, o);
    return { ...c, caseless: o.collate !== 'binary', search: o.search, contains: o.contains };
  },
  number: (expr: RawBuilder<unknown>, o: ColumnOptions = {}) => make('number', expr, o),
  /** Stored as 0/1. */
  boolean: (expr: RawBuilder<unknown>, o: ColumnOptions = {}) => make('boolean', expr, o),
  /** ISO-8601 UTC text. `zone`: how a filter value without Z/offset is read (default utc). */
  dateTime: (expr: RawBuilder<unknown>, o: ColumnOptions & { zone?: 'utc' | 'user' } = {}) => ({ ...make('dateTime', expr, o), zone: o.zone ?? 'utc' }),
  /**
   * A value from a fixed list (a dictionary): filter with enum (any of) or eq. Sorts in dictionary
   * order (Active, No signal, Inactive…; Weak, OK, Good), which is what the lists mean and what an
   * index on the stored id can answer.
   */
  enumOf: (expr: RawBuilder<unknown>, options: readonly EnumOption[], o: ColumnOptions & { where?: GridColumn['enumWhere'] } = {}): GridColumn => ({
    ...make('enum', expr, o),
    options,
    enumWhere: o.where,
  }),
  /** The row's tags (tag_links of `entityType` on `key`): filter "has any of these tag ids"; not sortable. */
  tags: (entityType: number, key: RawBuilder<unknown>): GridColumn => ({ ...make('tags', key, { sortable: false }), tags: { entityType, key } }),
};

export interface GridDefinition {
  /** FROM clause: the main table and its alias, e.g. sql`assets a`. */
  from: RawBuilder<unknown>;
  /** Named joins, all in the page query; in the count only those the used columns name. */
  joins: Record<string, RawBuilder<unknown>>;
  /** Unique row key: the last sort key of every query, so paging never skips or repeats a row. */
  key: RawBuilder<unknown>;
  columns: Record<string, GridColumn>;
  textSearchColumns: readonly string[];
  /** When the request has no sort. */
  defaultSort: readonly SortExpressionValue[];
}

/** Declares a grid; checks the declaration once, at startup. */
export function defineGrid(def: Omit<GridDefinition, 'joins' | 'defaultSort'> & Partial<Pick<GridDefinition, 'joins' | 'defaultSort'>>): GridDefinition {
  const grid: GridDefinition = { joins: {}, defaultSort: [], ...def };
  for (const name of grid.textSearchColumns) {
    if (grid.columns[name]?.kind !== 'text') throw new Error(`textSearchColumns: '${name}' is not a text column`);
  }
  for (const [name, c] of Object.entries(grid.columns)) {
    for (const j of [...c.joins, ...(c.contains?.joins ?? [])]) if (!(j in grid.joins)) throw new Error(`column '${name}' needs unknown join '${j}'`);
  }
  for (const s of grid.defaultSort) if (!grid.columns[s.fieldName]?.sort) throw new Error(`defaultSort: '${s.fieldName}' is not sortable`);
  return grid;
}

// --- compiling a request ----------------------------------------------------------------------

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Spellings of `text` differing only in the case of non-ASCII letters (LIKE folds ASCII itself). Null: too many. */
export function caseVariants(text: string, max = 8): string[] | null {
  let variants = [''];
  for (const ch of text) {
    const lower = ch.toLowerCase();
    const upper = ch.toUpperCase();
    if (ch.charCodeAt(0) < 128 || lower === upper) {
      variants = variants.map((v) => v + ch);
      continue;
    }
    // ß → SS and the like: LIKE cannot express them; the caller falls back.
    if ([...lower].length !== 1 || [...upper].length !== 1) return null;
    variants = variants.flatMap((v) => [v + lower, v + upper]);
    if (variants.length > max) return null;
  }
  return variants;
}

/**
 * Case-insensitive substring test without a per-row function call (see the header). PostgreSQL's
 * ILIKE folds every letter itself and is answered by the trigram indexes (migration 003).
 */
export function containsSql(expr: RawBuilder<unknown>, needle: string, dialect: Dialect = 'sqlite'): RawBuilder<SqlBool> {
  if (dialect === 'postgres') return sql<SqlBool>`${expr} ilike ${`%${escapeLike(needle)}%`}`;
  const variants = caseVariants(needle);
  if (!variants) return sql<SqlBool>`lower(${expr}) like lower(${`%${escapeLike(needle)}%`}) escape '\\'`;
  const likes = variants.map((v) => sql<SqlBool>`${expr} like ${`%${escapeLike(v)}%`} escape '\\'`);
  return likes.length === 1 ? likes[0] : sql<SqlBool>`(${sql.join(likes, sql` or `)})`;
}

/** Trigram indexes answer needles of at least 3 characters. */
const TRIGRAM = 3;
const ftsString = (needle: string) => `"${needle.replaceAll('"', '""')}"`;
const clean = (text: string) => text.replace(/\p{Cc}/gu, ' ').trim();

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d{1,3})?(Z|[+-]\d{2}:\d{2})?$/;

/** 'YYYY-MM-DDTHH:mm:ss' (+ optional .sss, Z or ±HH:MM) → ISO UTC text as stored; null when invalid. */
export function parseDateTime(value: string, zone: string): string | null {
  const m = DATE_TIME.exec(value);
  if (!m) return null;
  const [, y, mo, d, h, mi, s, frac, offset] = m;
  const wall = Date.UTC(+y, +mo - 1, +d, +h, +mi, +s, frac ? Math.round(Number(frac) * 1000) : 0);
  const check = new Date(wall);
  if (check.getUTCMonth() !== +mo - 1 || check.getUTCDate() !== +d || +h > 23 || +mi > 59 || +s > 59) return null;
  let utc: number;
  if (offset === 'Z') utc = wall;
  else if (offset) utc = wall - (offset[0] === '-' ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6))) * 60_000;
  else if (zone === 'UTC') utc = wall;
  else {
    // Wall-clock time in `zone`: correct the offset once more across a DST change.
    const first = wall - zoneOffset(zone, wall);
    utc = wall - zoneOffset(zone, first);
  }
  return new Date(utc).toISOString();
}

export interface CompiledGrid {
  where: RawBuilder<SqlBool>;
  /** ORDER BY as the request asks it. */
  orderBy: RawBuilder<unknown>;
  /** The same order, hidden from the planner's index choice (each term behind a unary +). */
  orderByUnindexed: RawBuilder<unknown>;
  /** Joins the count query needs (those of filtered columns). */
  countJoins: RawBuilder<unknown>;
  /** Joins the page-key query needs (filtered and sorted columns). */
  keyJoins: RawBuilder<unknown>;
  /** Whether anything beyond the scope narrows the rows. */
  filtered: boolean;
  /** Whether something besides full-text MATCHes narrows the rows (a filter, a LIKE). */
  narrowedBeyondMatch: boolean;
  limit: number;
  offset: number;
}

interface MatchGroup {
  index: SearchIndex;
  terms: string[];
}

/** Validates the request against the grid and builds WHERE / ORDER BY. Throws a 400 listing every mistake. */
export function compileGrid(grid: GridDefinition, request: GridRequestValue, ctx: GridContext, scope: RawBuilder<SqlBool>[] = []): CompiledGrid {
  const dialect = ctx.dialect ?? 'sqlite';
  // PostgreSQL has no FTS5 tables: its trigram indexes sit on the columns themselves (see containsSql).
  const searchOf = (c: GridColumn) => (dialect === 'sqlite' ? c.search : undefined);
  const errors = Object.create(null) as Record<string, string[]>;
  const fail = (field: string, message: string) => {
    (errors[field] ??= []).push(message);
    return null;
  };
  const conditions: RawBuilder<SqlBool>[] = [...scope];
  const usedJoins = new Set<string>();
  const groups = new Map<SearchIndex, MatchGroup>();
  const match = (index: SearchIndex, term: string) => {
    const group = groups.get(index) ?? { index, terms: [] };
    group.terms.push(term);
    groups.set(index, group);
  };
  const lookup = (name: unknown): GridColumn | null => (typeof name === 'string' && Object.hasOwn(grid.columns, name) ? grid.columns[name] : null);

  (request.filterExpressions ?? []).forEach((f, i) => {
    const at = `filterExpressions.${i}`;
    const col = lookup(f.fieldName);
    if (!col) return fail(`${at}.fieldName`, `unknown field '${f.fieldName}'`);
    const fn = f.filterFunction as FilterFunction;
    if (!FILTER_FUNCTIONS.includes(fn)) return fail(`${at}.filterFunction`, `unknown filter function '${f.filterFunction}'`);
    if (!col.filters.includes(fn)) {
      return fail(
        `${at}.filterFunction`,
        col.filters.length ? `'${f.fieldName}' cannot be filtered with '${fn}'; use ${col.filters.join(', ')}` : `'${f.fieldName}' cannot be filtered`,
      );
    }
    const condition = filterCondition({ ...col, search: searchOf(col) }, fn, f.value, ctx, `${at}.value`, fail, match);
    if (condition === undefined) return; // nothing to filter (empty value) or answered by a MATCH
    if (condition) {
      conditions.push(condition);
      const custom = fn === 'contains' && col.contains;
      (custom ? (col.contains!.joins ?? []) : col.joins).forEach((j) => usedJoins.add(j));
    }
  });

  // Text search: every word must occur in one of the text-search columns.
  const search = request.textSearch ?? '';
  if (search.length > MAX_TEXT_SEARCH) fail('textSearch', `must be at most ${MAX_TEXT_SEARCH} characters`);
  let words = search.length > MAX_TEXT_SEARCH ? [] : clean(search).split(/\s+/).filter(Boolean);
  if (words.length > MAX_SEARCH_WORDS) words = fail('textSearch', `must be at most ${MAX_SEARCH_WORDS} words`) ?? [];
  const searched = grid.textSearchColumns.map((name) => grid.columns[name]);
  const folds = dialect === 'postgres' ? foldedSearches(searched) : [];
  for (const f of folds) f.columns.forEach((c) => c.joins.forEach((j) => usedJoins.add(j)));
  for (const word of words) {
    const columns = searched.filter((c) => !folds.some((f) => f.columns.includes(c)));
    const long = [...word].length >= TRIGRAM;
    const indexed = long ? columns.filter((c) => searchOf(c)) : [];
    const byIndex = new Map<SearchIndex, string[]>();
    for (const c of indexed) byIndex.set(c.search!.index, [...(byIndex.get(c.search!.index) ?? []), c.search!.column]);
    const phrase = (index: SearchIndex, cols: string[]) =>
      index.columns.every((c) => cols.includes(c)) ? ftsString(word) : `{${cols.join(' ')}} : ${ftsString(word)}`;
    const rest = columns.filter((c) => !indexed.includes(c));
    const alternatives: RawBuilder<SqlBool>[] = rest.map((c) => {
      (c.contains ? (c.contains.joins ?? []) : c.joins).forEach((j) => usedJoins.add(j));
      return c.contains ? c.contains.where(word, ctx) : containsSql(c.sql, word, dialect);
    });
    if (byIndex.size === 1 && alternatives.length === 0) {
      const [[index, cols]] = byIndex;
      match(index, phrase(index, cols));
      continue;
    }
    for (const [index, cols] of byIndex) alternatives.unshift(matchSql(index, [phrase(index, cols)]));
    for (const f of folds) alternatives.unshift(sql<SqlBool>`${f.folded} like lower(${`%${escapeLike(word)}%`})`);
    conditions.push(alternatives.length === 1 ? alternatives[0] : sql<SqlBool>`(${sql.join(alternatives, sql` or `)})`);
  }
  for (const group of groups.values()) conditions.push(matchSql(group.index, group.terms));

  const filtered = conditions.length > scope.length;
  // Every MATCH group was pushed last, one condition each.
  const narrowedBeyondMatch = conditions.length - scope.length > groups.size;
  const order: RawBuilder<unknown>[] = [];
  const unindexed: RawBuilder<unknown>[] = [];
  const sortJoins = new Set<string>();
  const seen = new Set<string>();
  const sorts = request.sortExpressions?.length ? request.sortExpressions : grid.defaultSort;
  let lastDirection: 'asc' | 'desc' = 'asc';
  sorts.forEach((s, i) => {
    const where = `sortExpressions.${i}.fieldName`;
    const col = lookup(s.fieldName);
    if (!col) return fail(where, `Cannot sort by '${s.fieldName}': unknown field`);
    if (!col.sort) return fail(where, `Cannot sort by '${s.fieldName}'`);
    if (seen.has(s.fieldName)) return;
    seen.add(s.fieldName);
    lastDirection = s.sortOrder === SortOrder.Desc ? 'desc' : 'asc';
    const key = col.caseless ? caseless(dialect, col.sort) : col.sort;
    order.push(sql`${key} ${direction(dialect, lastDirection)}`);
    unindexed.push(dialect === 'sqlite' ? sql`+${key} ${direction(dialect, lastDirection)}` : sql`${key} ${direction(dialect, lastDirection)}`);
    col.joins.forEach((j) => sortJoins.add(j));
  });
  // The key breaks ties in the direction of the last sort: an index on (company, column) holds the
  // rowid after the column, so both directions read straight off the index.
  order.push(sql`${grid.key} ${sql.raw(lastDirection)}`);
  unindexed.push(dialect === 'sqlite' ? sql`+${grid.key} ${sql.raw(lastDirection)}` : sql`${grid.key} ${sql.raw(lastDirection)}`);

  if (Object.keys(errors).length) {
    const summary = Object.entries(errors)
      .map(([f, msgs]) => `${f}: ${msgs.join(', ')};`)
      .join(' ');
    throw badRequest(summary, errors);
  }
  const joins = (names: Iterable<string>) =>
    sql.join(
      [...new Set(names)].map((j) => grid.joins[j]),
      sql` `,
    );
  return {
    where: conditions.length ? sql<SqlBool>`${sql.join(conditions, sql` and `)}` : sql<SqlBool>`1 = 1`,
    orderBy: sql.join(order),
    orderByUnindexed: sql.join(unindexed),
    countJoins: joins(usedJoins),
    keyJoins: joins([...usedJoins, ...sortJoins]),
    filtered,
    narrowedBeyondMatch,
    limit: request.limit ?? PAGE_SIZE,
    offset: request.start ?? 0,
  };
}

/** SQLite sorts NULL first ascending and last descending; PostgreSQL is told to do the same, so both agree. */
const direction = (dialect: Dialect, dir: 'asc' | 'desc') => sql.raw(dialect === 'postgres' ? (dir === 'asc' ? 'asc nulls first' : 'desc nulls last') : dir);

/**
 * PostgreSQL: the search indexes whose every column the grid searches (by plain ILIKE, no custom
 * contains), each with its folded column and the grid's columns it stands for.
 */
function foldedSearches(columns: readonly GridColumn[]): { folded: RawBuilder<unknown>; columns: GridColumn[] }[] {
  const byIndex = new Map<SearchIndex, GridColumn[]>();
  for (const c of columns) if (c.search?.index.folded && !c.contains) byIndex.set(c.search.index, [...(byIndex.get(c.search.index) ?? []), c]);
  return [...byIndex]
    .filter(([index, cols]) => index.columns.every((name) => cols.some((c) => c.search!.column === name)))
    .map(([index, cols]) => ({ folded: index.folded!, columns: cols }));
}

function matchSql(index: SearchIndex, terms: string[]): RawBuilder<SqlBool> {
  const table = sql.table(index.table);
  const expression = terms.length === 1 ? terms[0] : terms.map((t) => `(${t})`).join(' AND ');
  return sql<SqlBool>`${index.rowid} in (select rowid from ${table} where ${table} match ${expression})`;
}

type Fail = (field: string, message: string) => null;

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

/** One filter as SQL; undefined when it filters nothing or was folded into a MATCH; null after a failure. */
function filterCondition(
  col: GridColumn,
  fn: FilterFunction,
  value: unknown,
  ctx: GridContext,
  at: string,
  fail: Fail,
  match: (index: SearchIndex, term: string) => void,
): RawBuilder<SqlBool> | null | undefined {
  switch (fn) {
    case 'contains': {
      if (typeof value !== 'string') return fail(at, 'contains needs a text value');
      if (value.length > MAX_FILTER_TEXT) return fail(at, `must be at most ${MAX_FILTER_TEXT} characters`);
      const needle = clean(value);
      if (!needle) return undefined;
      if (col.search && [...needle].length >= TRIGRAM) {
        match(col.search.index, `{${col.search.column}} : ${ftsString(needle)}`);
        return undefined;
      }
      return col.contains ? col.contains.where(needle, ctx) : containsSql(col.sql, needle, ctx.dialect);
    }
    case 'eq': {
      if (value === null) return sql<SqlBool>`${col.sql} is null`;
      if (col.kind === 'enum') return enumCondition(col, value, ctx, at, fail);
      if (col.kind === 'text') return typeof value === 'string' ? sql<SqlBool>`${col.sql} = ${value}` : fail(at, 'eq needs a text value');
      if (col.kind === 'number')
        return typeof value === 'number' && Number.isFinite(value) ? sql<SqlBool>`${col.sql} = ${value}` : fail(at, 'eq needs a number');
      if (col.kind === 'boolean') return typeof value === 'boolean' ? sql<SqlBool>`${col.sql} = ${value ? 1 : 0}` : fail(at, 'eq needs true or false');
      return fail(at, 'eq is not available here');
    }
    case 'gte': {
      if (col.kind === 'number')
        return typeof value === 'number' && Number.isFinite(value) ? sql<SqlBool>`${col.sql} >= ${value}` : fail(at, 'gte needs a number');
      const iso = typeof value === 'string' ? parseDateTime(value.trim(), col.zone === 'user' ? ctx.timeZone : 'UTC') : null;
      return iso ? sql<SqlBool>`${col.sql} >= ${iso}` : fail(at, 'gte needs a date-time YYYY-MM-DDTHH:mm:ss');
    }
    case 'enum':
      return enumCondition(col, value, ctx, at, fail);
    case 'tags': {
      const ids = Array.isArray(value) ? value : [value];
      if (!ids.every(isInt)) return fail(at, 'tags needs a tag id or a list of tag ids');
      if (ids.length === 0) return undefined;
      if (ids.length > MAX_FILTER_VALUES) return fail(at, `at most ${MAX_FILTER_VALUES} tag ids`);
      const { entityType, key } = col.tags!;
      // Read from the (tag_id, entity_type, entity_id) primary key alone (no company column: 20 →
      // 2.5 ms for 63k links at 1M). Another company's tag id only finds that company's rows, which
      // the grid's company scope leaves out.
      return sql<SqlBool>`${key} in (select tl.entity_id from tag_links tl where tl.tag_id in (${sql.join(ids)}) and tl.entity_type = ${entityType})`;
    }
  }
}

function enumCondition(col: GridColumn, value: unknown, ctx: GridContext, at: string, fail: Fail): RawBuilder<SqlBool> | null | undefined {
  const values = Array.isArray(value) ? value : [value];
  if (values.length === 0) return undefined;
  if (values.length > MAX_FILTER_VALUES) return fail(at, `at most ${MAX_FILTER_VALUES} values`);
  const ids: (number | string)[] = [];
  for (const v of values) {
    const option = col.options!.find((o) => o.id === v || (typeof v === 'string' && o.name.toLowerCase() === v.toLowerCase()));
    if (!option) return fail(at, `'${String(v)}' is not one of ${col.options!.map((o) => `${o.id} (${o.name})`).join(', ')}`);
    ids.push(option.id);
  }
  return col.enumWhere ? col.enumWhere(ids, ctx) : sql<SqlBool>`${col.sql} in (${sql.join(ids)})`;
}

// --- running a grid ---------------------------------------------------------------------------

export interface RunOptions<Raw, Row> {
  ctx: GridContext;
  /** Conditions every row must meet whatever the request says (company, archived…). */
  scope: RawBuilder<SqlBool>[];
  /** The page query's select list; it includes the grid's key as `keyField`. */
  select: RawBuilder<unknown>;
  keyField: string;
  /** Raw rows of one page → answer rows (may query more, e.g. the page's tags). */
  rows: (raw: Raw[]) => Row[] | Promise<Row[]>;
}

/**
 * Up to this many matching rows, the page is read from the matches themselves (then sorted);
 * above it, along the sort column's index until the page is full. With a selective search
 * (10 matches of 650k machines) the index walk reads the whole index looking for a 100th match
 * (55 ms at 1M); with a broad filter (4,664 of 64,672) the walk stops after ~1,400 entries and
 * beats sorting every match (3.5 vs 13.7 ms at 100k). Deep pages into a filtered result (offset +
 * limit a quarter of it or more) also sort the matches: the walk would cross most of the index.
 */
export const SMALL_RESULT = 2000;

/**
 * Count and one page of a grid, in three statements sharing the compiled conditions:
 * the count; the page's keys (only the joins filters and sorts need, so OFFSET skips rows without
 * joining them); the page's rows by key (every join, 100 rows).
 *
 * A request narrowed by a filter first reads up to SMALL_RESULT + 1 matching keys, unsorted. When
 * that is all of them, their number is the count and the page is sorted from those keys alone, so
 * the conditions run once instead of twice: a quick filter with a text search ('Soon' + 'volvo' on
 * the service list) evaluates its FTS5 MATCH and the index probes behind it (35-45 ms at 100,000
 * machines under load) once, not once for the count and once for the page. Above SMALL_RESULT the
 * capped read stopped early and the count and the index walk follow (side by side for a page near
 * the top: PostgreSQL runs them on two connections). A request narrowed
 * by MATCHes alone keeps the two statements: a MATCH is evaluated whole before the first row, so a
 * capped read of a broad search (a brand: 16% of the fleet) would cost a third evaluation.
 */
export async function runGrid<Raw, Row>(db: Db, grid: GridDefinition, request: GridRequestValue, options: RunOptions<Raw, Row>): Promise<GridAnswer<Row>> {
  const q = compileGrid(grid, request, { ...options.ctx, dialect: dialectOf(db) }, options.scope);
  const answer = (data: Row[], total: number) => ({ data, summary: { total }, textSearchColumns: [...grid.textSearchColumns] });
  const pageKeys = async (where: RawBuilder<SqlBool>, orderBy: RawBuilder<unknown>) =>
    (
      await sql<{
        k: number;
      }>`select ${grid.key} as k from ${grid.from} ${q.keyJoins} where ${where} order by ${orderBy} limit ${q.limit} offset ${q.offset}`.execute(db)
    ).rows.map((r) => r.k);

  const countMatches = async () =>
    Number((await sql<{ total: number }>`select count(*) as total from ${grid.from} ${q.countJoins} where ${q.where}`.execute(db)).rows[0]?.total ?? 0);

  let total: number;
  let keys: number[];
  const matches = q.narrowedBeyondMatch
    ? (await sql<{ k: number }>`select ${grid.key} as k from ${grid.from} ${q.countJoins} where ${q.where} limit ${SMALL_RESULT + 1}`.execute(db)).rows.map(
        (r) => r.k,
      )
    : null;
  if (matches && matches.length <= SMALL_RESULT) {
    total = matches.length;
    // Past the last row there is nothing to read.
    if (q.offset >= total) return answer(await options.rows([]), total);
    keys = await pageKeys(sql<SqlBool>`${grid.key} in (${sql.join(matches)})`, q.orderByUnindexed);
  } else if (matches && 4 * (q.offset + q.limit) <= SMALL_RESULT) {
    // More than SMALL_RESULT matches and a page near the top: the sort index is walked whatever the
    // exact total (below), so the count and the page need not wait for each other. On PostgreSQL
    // they run side by side on two connections; SQLite runs them one after the other as before.
    [total, keys] = await Promise.all([countMatches(), pageKeys(q.where, q.orderBy)]);
  } else {
    total = await countMatches();
    if (q.offset >= total) return answer(await options.rows([]), total);
    // A small result (a MATCH alone) or a deep page into a filtered one is sorted from the matches: the walk would cross most of the index.
    const sortMatches = q.filtered && (total <= SMALL_RESULT || total <= 4 * (q.offset + q.limit));
    keys = await pageKeys(q.where, sortMatches ? q.orderByUnindexed : q.orderBy);
  }
  if (keys.length === 0) return answer(await options.rows([]), total);
  const allJoins = sql.join(Object.values(grid.joins), sql` `);
  // The select list names the key (rows are matched to keys by it), so no extra column is needed.
  const rows = (await sql<Raw>`select ${options.select} from ${grid.from} ${allJoins} where ${grid.key} in (${sql.join(keys)})`.execute(db)).rows;
  const byKey = new Map(rows.map((r) => [(r as Record<string, unknown>)[options.keyField] as number, r]));
  return answer(await options.rows(keys.flatMap((k) => byKey.get(k) ?? [])), total);
}
