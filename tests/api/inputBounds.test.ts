// Issue 7, findings 1, 3 and 4: inputs that used to stall or break the server are refused with a
// 400 naming the field, quickly, and leave nothing behind.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FILTER_TEXT } from '../../server/src/services/grid.ts';
import { bearer, createWorld, type World } from './fixture.ts';

let world: World;
let owner: Record<string, string>;
let support: Record<string, string>;
beforeAll(async () => {
  world = await createWorld({}, { accounts: true });
  owner = bearer((await world.login('owner@alpha.test')).access_token);
  support = bearer((await world.login('support@siteline.test', 3)).access_token);
});
afterAll(() => world.close());

const GRIDS = [
  { url: '/api/web/v1/assets/assets', as: () => owner, likeColumn: 'depotName' },
  { url: '/api/web/v1/telematics', as: () => owner, likeColumn: 'integrationSource' },
  { url: '/api/web/v1/users/users', as: () => owner, likeColumn: 'firstName' },
  { url: '/api/support/v1/companies', as: () => support, likeColumn: 'companyName' },
];

/** Sends `body` as raw JSON text, so numbers like 1e400 and deep nesting reach the server unchanged. */
const postRaw = (url: string, headers: Record<string, string>, body: string) =>
  world.app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': 'application/json' }, payload: body });

const post = (url: string, headers: Record<string, string>, payload: object) => world.app.inject({ method: 'POST', url, headers, payload });

describe('finding 3: numbers are finite and typed without lossy coercion', () => {
  it('a tag with entityType "Infinity" or 1e400 is a 400 and stores nothing; the tag list keeps working', async () => {
    const before = (await world.app.inject({ url: '/api/web/v1/tags', headers: owner })).json().data.length;
    const asText = await post('/api/web/v1/tags', owner, { name: 'x', entityType: 'Infinity', style: '{}' });
    expect(asText.statusCode).toBe(400);
    expect(asText.json().error.fields).toEqual({ entityType: ['must be integer'] });
    const huge = await postRaw('/api/web/v1/tags', owner, '{"name":"y","entityType":1e400,"style":"{}"}');
    expect(huge.statusCode).toBe(400);
    expect(Object.keys(huge.json().error.fields)).toEqual(['entityType']);
    const numeric = await post('/api/web/v1/tags', owner, { name: 'z', entityType: '1', style: '{}' });
    expect(numeric.statusCode).toBe(400);

    const list = await world.app.inject({ url: '/api/web/v1/tags', headers: owner });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toHaveLength(before);
  });

  it('query-string numbers are read as numbers, but Infinity, 1e400 and NaN are refused', async () => {
    expect((await world.app.inject({ url: '/api/web/v1/tags?entityType=1', headers: owner })).statusCode).toBe(200);
    for (const bad of ['Infinity', '1e400', 'NaN', '-1', '0.5']) {
      const res = await world.app.inject({ url: `/api/web/v1/tags?entityType=${bad}`, headers: owner });
      expect(res.statusCode, bad).toBe(400);
      expect(Object.keys(res.json().error.fields), bad).toEqual(['entityType']);
    }
  });

  it('userRole "Infinity" does not create a user and the users grid keeps working', async () => {
    const create = await post('/api/web/v1/users', owner, {
      firstName: 'In',
      lastName: 'Finity',
      email: 'infinity@alpha.test',
      userRole: 'Infinity',
      sendInviteEmail: false,
    });
    expect(create.statusCode).toBe(400);
    expect(create.json().error.fields).toEqual({ userRole: ['must be integer'] });
    const huge = await postRaw(
      '/api/web/v1/users',
      owner,
      '{"firstName":"In","lastName":"Finity","email":"infinity@alpha.test","userRole":1e400,"sendInviteEmail":false}',
    );
    expect(huge.statusCode).toBe(400);
    const grid = await post('/api/web/v1/users/users', owner, {});
    expect(grid.statusCode).toBe(200);
    expect(grid.json().data.data.map((u: { email: string }) => u.email)).not.toContain('infinity@alpha.test');
  });

  it.each(GRIDS)('limit and start of $url refuse "Infinity", 1e400 and ids beyond the database range', async ({ url, as }) => {
    for (const body of ['{"limit":"Infinity"}', '{"limit":1e400}', '{"start":1e400}', '{"start":-1}', '{"limit":"10"}', '{"start":2147483648}']) {
      const res = await postRaw(url, as(), body);
      expect(res.statusCode, body).toBe(400);
      expect(res.json().error.code, body).toBe(100);
    }
  });

  it('ids in paths and bodies stay within the database integer range', async () => {
    expect((await world.app.inject({ url: '/api/web/v1/users/2147483648', headers: owner })).statusCode).toBe(400);
    expect((await world.app.inject({ url: '/api/web/v1/users/2147483647', headers: owner })).statusCode).toBe(404);
    const assign = await world.app.inject({
      method: 'PUT',
      url: '/api/web/v1/tags/assignments',
      headers: owner,
      payload: { entityType: 0, entityId: 1e12, tagIds: [] },
    });
    expect(assign.statusCode).toBe(400);
  });
});

describe('finding 4: grid filter values are checked against the column', () => {
  it.each(GRIDS)('$url: an object where a value belongs is a 400 naming the field', async ({ url, as }) => {
    const res = await post(url, as(), { filterExpressions: [{ fieldName: 'x', filterFunction: 'enum', value: { toString: 1 } }] });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toContain('filterExpressions.0.value');
  });

  it('the case of the report: telematicStatus enum with {"toString":1}', async () => {
    const res = await post('/api/web/v1/assets/assets', owner, {
      filterExpressions: [{ fieldName: 'telematicStatus', filterFunction: 'enum', value: { toString: 1 } }],
    });
    expect(res.statusCode).toBe(400);
  });

  it('a deeply nested array is a 400, not a stack overflow', async () => {
    const depth = 100_000;
    const value = `${'['.repeat(depth)}1${']'.repeat(depth)}`;
    const res = await postRaw(
      '/api/web/v1/assets/assets',
      owner,
      `{"filterExpressions":[{"fieldName":"telematicStatus","filterFunction":"enum","value":${value}}]}`,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().succeeded).toBe(false);
  });

  it('lists hold text or numbers only, at most 100 of them', async () => {
    const tooMany = Array.from({ length: 101 }, (_, i) => i + 1);
    for (const value of [[[1]], [{ id: 1 }], tooMany]) {
      const res = await post('/api/web/v1/assets/assets', owner, { filterExpressions: [{ fieldName: 'tags', filterFunction: 'tags', value }] });
      expect(res.statusCode, JSON.stringify(value).slice(0, 40)).toBe(400);
    }
  });

  it('each function takes only the kinds its column has', async () => {
    const cases = [
      { fieldName: 'engineHours', filterFunction: 'gte', value: 'many' },
      { fieldName: 'engineHours', filterFunction: 'eq', value: true },
      { fieldName: 'name', filterFunction: 'contains', value: 5 },
      { fieldName: 'name', filterFunction: 'eq', value: [1] },
      { fieldName: 'archived', filterFunction: 'eq', value: 'yes' },
      { fieldName: 'positionUtcTime', filterFunction: 'gte', value: 12 },
      { fieldName: 'tags', filterFunction: 'tags', value: 'Rental' },
      { fieldName: 'telematicStatus', filterFunction: 'enum', value: true },
    ];
    const res = await post('/api/web/v1/assets/assets', owner, { filterExpressions: cases });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).sort()).toEqual(cases.map((_, i) => `filterExpressions.${i}.value`).sort());
  });
});

describe('finding 1: filter and search texts are bounded', () => {
  it.each(GRIDS)('$url: a contains value of 1 MB on a LIKE column is refused at once', async ({ url, as, likeColumn }) => {
    const started = performance.now();
    const res = await post(url, as(), { filterExpressions: [{ fieldName: likeColumn, filterFunction: 'contains', value: 'a'.repeat(1_000_000) }] });
    expect([400, 413]).toContain(res.statusCode);
    // Loose on purpose: CI runs this beside the scale test and three servers starting on two cores;
    // what it guards against takes far longer, and speed itself is measured in bench/.
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it.each(GRIDS)('$url: 50 kB is a 400 naming the value, not "LIKE pattern too complex"', async ({ url, as, likeColumn }) => {
    const res = await post(url, as(), { filterExpressions: [{ fieldName: likeColumn, filterFunction: 'contains', value: '%_'.repeat(25_000) }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields['filterExpressions.0.value']).toEqual([`must be at most ${MAX_FILTER_TEXT} characters`]);
  });

  it.each(GRIDS)('$url: the longest allowed values, every filter slot used, still answer', async ({ url, as, likeColumn }) => {
    const needle = '%_\\'.repeat(MAX_FILTER_TEXT / 4) + 'åäöß'.repeat(MAX_FILTER_TEXT / 16);
    const filters = Array.from({ length: 20 }, () => ({ fieldName: likeColumn, filterFunction: 'contains', value: needle.slice(0, MAX_FILTER_TEXT) }));
    const res = await post(url, as(), { filterExpressions: filters, textSearch: `${'%_\\åäöß'.repeat(3)}%_\\ `.repeat(8).trim() });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.summary.total).toBe(0);
  });

  it('textSearch over 200 characters is a 400', async () => {
    const res = await post('/api/web/v1/assets/assets', owner, { textSearch: 'a'.repeat(201) });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toEqual(['textSearch']);
  });
});

describe('the NUL character (found by the REST fuzzer on PostgreSQL)', () => {
  it('is a 400 naming the field, on every database, and stores nothing', async () => {
    const before = (await world.app.inject({ url: '/api/web/v1/tags', headers: owner })).json().data.length;
    const res = await post('/api/web/v1/tags', owner, { name: '!', entityType: 0, style: '\u0000' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ style: ['must not contain the NUL character'] });
    const grid = await post('/api/web/v1/assets/assets', owner, { filterExpressions: [{ fieldName: 'name', filterFunction: 'contains', value: 'a\u0000' }] });
    expect(grid.json().error.fields).toEqual({ 'filterExpressions.0.value': ['must not contain the NUL character'] });
    expect((await world.app.inject({ url: '/api/web/v1/tags?entityType=%00', headers: owner })).statusCode).toBe(400);
    expect((await world.app.inject({ url: '/api/web/v1/tags', headers: owner })).json().data.length).toBe(before);
  });
});
