// The grid engine on its own: declarations, request validation (every mistake at once, named),
// date-times in a user's zone, and case-insensitive contains without a per-row function call.
import Database from 'better-sqlite3';
import { Kysely, sql, SqliteDialect, type SqlBool } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/src/db/database.ts';
import { caseVariants, column, compileGrid, containsSql, defineGrid, parseDateTime, runGrid, SMALL_RESULT } from '../../server/src/services/grid.ts';
import { HttpError } from '../../server/src/http/envelope.ts';
import { userTime } from '../../server/src/services/gridFormat.ts';

const ctx = { companyId: 1, timeZone: 'Europe/Stockholm' };

describe('caseVariants', () => {
  it('leaves ASCII to LIKE and spells out the case of other letters', () => {
    expect(caseVariants('Volvo 220')).toEqual(['Volvo 220']);
    expect(caseVariants('åkeri')).toEqual(['åkeri', 'Åkeri']);
    expect(caseVariants('öÖ')).toEqual(['öö', 'öÖ', 'Öö', 'ÖÖ']);
    expect(caseVariants('ß')).toBeNull(); // upper case is two letters: the caller falls back to lower()
    expect(caseVariants('åäöøæü')).toBeNull(); // too many spellings
  });
});

describe('parseDateTime', () => {
  it('reads YYYY-MM-DDTHH:mm:ss in the given zone, across daylight saving', () => {
    expect(parseDateTime('2026-01-15T12:00:00', 'Europe/Stockholm')).toBe('2026-01-15T11:00:00.000Z');
    expect(parseDateTime('2026-07-15T12:00:00', 'Europe/Stockholm')).toBe('2026-07-15T10:00:00.000Z');
    expect(parseDateTime('2026-03-29T03:30:00', 'Europe/Stockholm')).toBe('2026-03-29T01:30:00.000Z');
    expect(parseDateTime('2026-07-15T12:00:00', 'UTC')).toBe('2026-07-15T12:00:00.000Z');
    expect(parseDateTime('2026-07-15T12:00:00Z', 'Europe/Stockholm')).toBe('2026-07-15T12:00:00.000Z');
    expect(parseDateTime('2026-07-15T12:00:00+05:30', 'UTC')).toBe('2026-07-15T06:30:00.000Z');
    expect(parseDateTime('2026-07-15T12:00:00.250', 'UTC')).toBe('2026-07-15T12:00:00.250Z');
  });

  it('refuses anything else', () => {
    for (const bad of ['2026-07-15', '2026-07-15 12:00:00', '2026-02-30T00:00:00', '2026-07-15T24:00:00', '15/07/2026', 'now']) {
      expect(parseDateTime(bad, 'UTC'), bad).toBeNull();
    }
  });
});

describe('userTime', () => {
  it("formats UTC times as YYYY/MM/DD HH:mm in the user's zone, across daylight saving", () => {
    expect(userTime('2026-11-20T10:00:00.000Z', 'Europe/Stockholm')).toBe('2026/11/20 11:00');
    expect(userTime('2026-07-01T22:30:00.000Z', 'Europe/Stockholm')).toBe('2026/07/02 00:30');
    // The last minute before and the first after the spring change (01:00 UTC).
    expect(userTime('2026-03-29T00:59:00.000Z', 'Europe/Stockholm')).toBe('2026/03/29 01:59');
    expect(userTime('2026-03-29T01:00:00.000Z', 'Europe/Stockholm')).toBe('2026/03/29 03:00');
    expect(userTime('2026-03-08T06:59:00.000Z', 'America/New_York')).toBe('2026/03/08 01:59');
    expect(userTime('2026-03-08T07:00:00.000Z', 'America/New_York')).toBe('2026/03/08 03:00');
    expect(userTime('2026-11-20T10:00:00.000Z', 'Asia/Kathmandu')).toBe('2026/11/20 15:45');
    expect(userTime('2026-11-20T10:00:00.000Z', 'No/Such_Zone')).toBe('2026/11/20 10:00');
    expect(userTime(null, 'UTC')).toBeNull();
  });
});

describe('containsSql', () => {
  const raw = new Database(':memory:');
  let lowerCalls = 0;
  raw.function('lower', { deterministic: true }, (v: unknown) => {
    lowerCalls++;
    return typeof v === 'string' ? v.toLowerCase() : v;
  });
  const db = new Kysely<Record<string, never>>({ dialect: new SqliteDialect({ database: raw }) }) as unknown as Db;
  raw.exec("create table t (name text); insert into t values ('Åkeri Öst AB'), ('Volvo EC220E'), ('50% off_sale'), ('Straße'), (null)");
  afterAll(() => db.destroy());
  const names = async (needle: string) =>
    (await sql<{ name: string }>`select name from t where ${containsSql(sql`name`, needle)} order by name`.execute(db)).rows.map((r) => r.name);

  it('matches case-insensitively, non-ASCII letters included, without calling lower() per row', async () => {
    expect(await names('ÅKERI')).toEqual(['Åkeri Öst AB']);
    expect(await names('öst')).toEqual(['Åkeri Öst AB']);
    expect(await names('ec220')).toEqual(['Volvo EC220E']);
    expect(lowerCalls).toBe(0);
  });

  it('treats LIKE wildcards as text', async () => {
    expect(await names('%')).toEqual(['50% off_sale']);
    expect(await names('f_s')).toEqual(['50% off_sale']);
    expect(await names('_')).toEqual(['50% off_sale']);
  });

  it('falls back to lower() where LIKE cannot express the folding', async () => {
    expect(await names('STRAßE')).toEqual(['Straße']);
    expect(lowerCalls).toBeGreaterThan(0);
  });
});

describe('defineGrid', () => {
  it('refuses declarations that cannot work', () => {
    const base = { from: sql`t`, key: sql`t.id` };
    expect(() => defineGrid({ ...base, columns: { n: column.number(sql`t.n`) }, textSearchColumns: ['n'] })).toThrow(/not a text column/);
    expect(() => defineGrid({ ...base, columns: { n: column.text(sql`x.n`, { joins: ['x'] }) }, textSearchColumns: [] })).toThrow(/unknown join 'x'/);
    expect(() => defineGrid({ ...base, columns: { n: column.number(sql`t.n`, { filters: ['contains'] }) }, textSearchColumns: [] })).toThrow(
      /cannot offer 'contains'/,
    );
    expect(() =>
      defineGrid({ ...base, columns: { tags: column.tags(0, sql`t.id`) }, textSearchColumns: [], defaultSort: [{ fieldName: 'tags', sortOrder: 0 }] }),
    ).toThrow(/not sortable/);
  });
});

describe('compileGrid', () => {
  const grid = defineGrid({
    from: sql`t`,
    key: sql`t.id`,
    columns: {
      name: column.text(sql`t.name`),
      size: column.number(sql`t.size`),
      at: column.dateTime(sql`t.at`, { zone: 'user' }),
      kind: column.enumOf(sql`t.kind`, [
        { id: 1, name: 'Big' },
        { id: 2, name: 'Small' },
      ]),
      tags: column.tags(0, sql`t.id`),
      secret: column.text(sql`t.secret`, { filters: [], sortable: false }),
    },
    textSearchColumns: ['name'],
  });
  const errorsOf = (request: object) => {
    try {
      compileGrid(grid, request, ctx);
    } catch (e) {
      expect(e).toBeInstanceOf(HttpError);
      expect((e as HttpError).statusCode).toBe(400);
      return (e as HttpError).fields;
    }
    throw new Error('no 400');
  };

  it('reports every mistake of a request at once, each under its field', () => {
    expect(
      errorsOf({
        filterExpressions: [
          { fieldName: 'foo', filterFunction: 'eq', value: 1 },
          { fieldName: 'size', filterFunction: 'contains', value: '1' },
          { fieldName: 'at', filterFunction: 'gte', value: 1 },
          { fieldName: 'secret', filterFunction: 'eq', value: 'x' },
          { fieldName: 'kind', filterFunction: 'enum', value: ['Big', 'Huge'] },
          { fieldName: 'constructor', filterFunction: 'eq', value: 1 },
        ],
        sortExpressions: [
          { fieldName: 'secret', sortOrder: 0 },
          { fieldName: '__proto__', sortOrder: 1 },
        ],
      }),
    ).toEqual({
      'filterExpressions.0.fieldName': ["unknown field 'foo'"],
      'filterExpressions.1.filterFunction': ["'size' cannot be filtered with 'contains'; use eq, gte"],
      'filterExpressions.2.value': ['gte needs a date-time YYYY-MM-DDTHH:mm:ss'],
      'filterExpressions.3.filterFunction': ["'secret' cannot be filtered"],
      'filterExpressions.4.value': ["'Huge' is not one of 1 (Big), 2 (Small)"],
      'filterExpressions.5.fieldName': ["unknown field 'constructor'"],
      'sortExpressions.0.fieldName': ["Cannot sort by 'secret'"],
      'sortExpressions.1.fieldName': ["Cannot sort by '__proto__': unknown field"],
    });
  });

  it('binds every value: nothing from the request reaches SQL as text', () => {
    const evil = "x') or 1=1 --";
    const q = compileGrid(grid, { filterExpressions: [{ fieldName: 'name', filterFunction: 'eq', value: evil }], textSearch: evil }, ctx);
    const compiled = sql`select 1 from t where ${q.where} order by ${q.orderBy}`.compile(
      new Kysely({ dialect: new SqliteDialect({ database: new Database(':memory:') }) }),
    );
    expect(compiled.sql).not.toContain('1=1');
    expect(compiled.parameters).toContain(evil);
  });
});

describe('runGrid', () => {
  const raw = new Database(':memory:');
  const db = new Kysely<Record<string, never>>({ dialect: new SqliteDialect({ database: raw }) }) as unknown as Db;
  afterAll(() => db.destroy());
  const grid = defineGrid({
    from: sql`items i`,
    key: sql`i.id`,
    columns: { group: column.number(sql`i.grp`), name: column.text(sql`i.name`) },
    textSearchColumns: ['name'],
  });
  const run = (request: object, scope = [sql<SqlBool>`i.owner = 1`]) =>
    runGrid(db, grid, request, {
      ctx,
      scope,
      keyField: 'id',
      select: sql`i.id, i.grp as "group", i.name`,
      rows: (r: { id: number; group: number; name: string }[]) => r,
    });

  it('pages the same way whichever plan the size of the result picks', async () => {
    raw.exec('create table items (id integer primary key, owner integer, grp integer, name text); create index items_grp on items (owner, grp)');
    const insert = raw.prepare('insert into items (owner, grp, name) values (?, ?, ?)');
    for (let i = 0; i < 2 * SMALL_RESULT + 300; i++) insert.run(i % 10 === 0 ? 2 : 1, i % 4, i % 3 === 0 ? `match ${i}` : `other ${i}`);
    const total = (await run({})).summary.total;
    const sizes: number[] = [];
    for (const request of [{ textSearch: 'match' }, { textSearch: 'other' }, { textSearch: 'match 12' }]) {
      const sortExpressions = [{ fieldName: 'group', sortOrder: 1 }];
      const first = await run({ ...request, sortExpressions, limit: 100 });
      const words = request.textSearch.split(' ');
      const expected = raw
        .prepare(`select id from items where owner = 1 and ${words.map(() => 'name like ?').join(' and ')} order by grp desc, id desc limit 100`)
        .all(...words.map((w) => `%${w}%`))
        .map((r) => (r as { id: number }).id);
      expect(
        first.data.map((r) => r.id),
        request.textSearch,
      ).toEqual(expected);
      expect(first.summary.total).toBeLessThan(total);
      // The count is exact whichever way it was found (the capped read of the matches, or count(*)).
      const counted = raw
        .prepare(`select count(*) as n from items where owner = 1 and ${words.map(() => 'name like ?').join(' and ')}`)
        .get(...words.map((w) => `%${w}%`)) as { n: number };
      expect(first.summary.total, request.textSearch).toBe(counted.n);
      const past = await run({ ...request, sortExpressions, start: first.summary.total, limit: 100 });
      expect(past.data).toEqual([]);
      expect(past.summary.total).toBe(counted.n);
      sizes.push(first.summary.total);
    }
    // Both plans were taken: a result above SMALL_RESULT (index walk) and below it (sort the matches).
    expect(Math.max(...sizes)).toBeGreaterThan(SMALL_RESULT);
    expect(Math.min(...sizes)).toBeLessThan(SMALL_RESULT);
    // The scope is applied whatever the request asks.
    expect((await run({ textSearch: 'match 0' })).data.every((r) => r.id % 10 !== 1)).toBe(true);
  });
});
