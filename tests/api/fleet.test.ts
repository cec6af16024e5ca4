// The fleet grid (POST /api/web/v1/assets/assets) over a small, explicit fleet: every filter
// operator, both sort directions with the id tie-break, paging, bad input, the archived toggle,
// tenant isolation, and the same rows through GraphQL Mesh.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app.ts';
import { bearer, createWorld, type World } from './fixture.ts';

const NOW = '2026-11-20T10:00:00.000Z';

let world: World;
let owner: string;
let betaOwner: string;
let support: string;
const ids: Record<string, number> = {};
const tag: Record<string, number> = {};
const place: Record<string, number> = {};

interface Row {
  id: number;
  internalId: string;
  name: string;
  [key: string]: unknown;
}
interface Answer {
  data: Row[];
  summary: { total: number };
  textSearchColumns: string[];
}

beforeAll(async () => {
  world = await createWorld({}, { accounts: true });
  const { db, companies } = world;
  const alpha = companies.alpha;
  const addPlace = async (company_id: number, name: string) =>
    (
      await db
        .insertInto('places')
        .values({ company_id, name, place_type: 0, geofence: '[]', timezone_name: 'Europe/Stockholm', created_at: NOW })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  place.orebro = await addPlace(alpha, 'Depå Örebro');
  place.stockholm = await addPlace(alpha, 'Huvuddepå Stockholm');
  place.beta = await addPlace(companies.beta, 'Örebro Beta depot');

  const addAsset = async (values: Record<string, unknown>) =>
    (
      await db
        .insertInto('assets')
        .values({ company_id: alpha, timezone: 'Europe/Stockholm', created_at: NOW, category: 1, ...values } as never)
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  world.assets.alpha.forEach((id, i) => (ids[`A-${i + 1}`] = id));
  ids['A-5'] = await addAsset({
    internal_id: 'A-5',
    name: 'Åkeri Öst hjullastare',
    brand: 'Åkerman',
    model: 'H7C',
    category: 4,
    registration_number: 'ABC 123',
    serial_number: '5550001',
    pin_or_vin: 'AKR0H7C0000000001',
    production_year: 1998,
    engine_hours: 12000.5,
    fuel_type: 3,
    depot_place_id: place.orebro,
  });
  ids['A-6'] = await addAsset({
    internal_id: 'A-6',
    name: 'Grävare 6',
    brand: 'Caterpillar',
    model: '320',
    serial_number: '3200006',
    pin_or_vin: 'CAT0320XXX0000006',
    production_year: 2020,
    engine_hours: 1500,
    emission_class: 6,
    depot_place_id: place.stockholm,
  });
  ids['A-7'] = await addAsset({
    internal_id: 'A-7',
    name: 'Dumper 7',
    brand: 'Volvo',
    model: 'A30G',
    category: 8,
    registration_number: 'XYZ 789',
    production_year: 2024,
    engine_hours: 300,
  });
  await db
    .insertInto('asset_positions')
    .values([
      { asset_id: ids['A-5'], company_id: alpha, lat: 59.27, lng: 15.2, asset_time: '2026-11-19T08:30:00.000Z', location_place_id: place.orebro },
      { asset_id: ids['A-7'], company_id: alpha, lat: 59.3, lng: 18.1, asset_time: '2026-11-20T09:59:00.000Z', location_place_id: null },
    ])
    .execute();
  await db
    .insertInto('devices')
    .values({
      company_id: alpha,
      asset_id: ids['A-5'],
      serial_number: 'TU6000005',
      telematic_type: 'TU600',
      integration_source: 'Siteline',
      status: 2,
      created_at: NOW,
    })
    .execute();

  const addTag = async (company_id: number, name: string, color: string) =>
    (
      await db
        .insertInto('tags')
        .values({ company_id, name, entity_type: 0, style: JSON.stringify({ color }), created_at: NOW })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  tag.rental = await addTag(alpha, 'Rental', '#0b7285');
  tag.owned = await addTag(alpha, 'Owned', '#c92a2a');
  tag.betaRental = await addTag(companies.beta, 'Rental', '#2b8a3e');
  await db
    .insertInto('tag_links')
    .values([
      { tag_id: tag.rental, entity_type: 0, entity_id: ids['A-1'], company_id: alpha },
      { tag_id: tag.rental, entity_type: 0, entity_id: ids['A-5'], company_id: alpha },
      { tag_id: tag.owned, entity_type: 0, entity_id: ids['A-5'], company_id: alpha },
      { tag_id: tag.owned, entity_type: 0, entity_id: ids['A-6'], company_id: alpha },
      { tag_id: tag.betaRental, entity_type: 0, entity_id: world.assets.beta[0], company_id: companies.beta },
    ])
    .execute();

  owner = (await world.login('owner@alpha.test')).access_token;
  betaOwner = (await world.login('owner@beta.test')).access_token;
  support = (await world.login('support@siteline.test', 3)).access_token;
});
afterAll(() => world.close());

const fleet = (body: object, token = owner) => world.app.inject({ method: 'POST', url: '/api/web/v1/assets/assets', headers: bearer(token), payload: body });
async function rows(body: object, token = owner): Promise<Answer> {
  const res = await fleet(body, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
const internalIds = async (body: object, token = owner) => (await rows(body, token)).data.map((r) => r.internalId);
const filter = (fieldName: string, filterFunction: string, value: unknown) => ({ filterExpressions: [{ fieldName, filterFunction, value }] });
async function fieldErrors(body: object) {
  const res = await fleet(body);
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().succeeded).toBe(false);
  return res.json().error.fields as Record<string, string[]>;
}

describe('POST /api/web/v1/assets/assets: the page', () => {
  it("lists the caller's machines, archived hidden, by internal id; total and text-search columns", async () => {
    const answer = await rows({});
    expect(answer.data.map((r) => r.internalId)).toEqual(['A-1', 'A-2', 'A-3', 'A-5', 'A-6', 'A-7']);
    expect(answer.summary).toEqual({ total: 6 });
    expect(answer.textSearchColumns).toEqual(['internalId', 'name', 'brand', 'model', 'registrationNumber', 'serialNumber', 'pinOrVin']);
  });

  it('answers every field a fleet manager needs, formatted for the user (Europe/Stockholm)', async () => {
    const a5 = (await rows({})).data.find((r) => r.internalId === 'A-5');
    expect(a5).toEqual({
      id: ids['A-5'],
      internalId: 'A-5',
      name: 'Åkeri Öst hjullastare',
      brand: 'Åkerman',
      model: 'H7C',
      category: 4,
      categoryFormatted: 'Wheel loader',
      registrationNumber: 'ABC 123',
      serialNumber: '5550001',
      pinOrVin: 'AKR0H7C0000000001',
      depotPlaceId: place.orebro,
      depotName: 'Depå Örebro',
      locationPlaceId: place.orebro,
      locationName: 'Depå Örebro',
      positionUtcTime: '2026-11-19T08:30:00.000Z',
      positionUserTimeFormatted: '2026/11/19 09:30',
      engineHours: 12000.5,
      tags: [
        { id: tag.owned, name: 'Owned', style: '{"color":"#c92a2a"}' },
        { id: tag.rental, name: 'Rental', style: '{"color":"#0b7285"}' },
      ],
      telematicStatus: 2,
      telematicStatusFormatted: 'No signal',
      productionYear: 1998,
      emissionClass: null,
      emissionClassFormatted: null,
      fuelType: 3,
      fuelTypeFormatted: 'DieselFuelMk3',
      archived: false,
    });
    const a6 = (await rows({})).data.find((r) => r.internalId === 'A-6');
    expect(a6).toMatchObject({
      positionUtcTime: null,
      positionUserTimeFormatted: null,
      locationName: null,
      telematicStatus: 4,
      telematicStatusFormatted: 'Not installed',
      emissionClassFormatted: 'Stage5',
      tags: [{ id: tag.owned, name: 'Owned' }],
    });
    const a1 = (await rows({})).data.find((r) => r.internalId === 'A-1');
    expect(a1).toMatchObject({ telematicStatus: 1, telematicStatusFormatted: 'Active', positionUserTimeFormatted: '2026/11/20 11:00', depotName: null });
  });

  it('shows archived machines only with showArchivedAssets', async () => {
    expect(await internalIds({ showArchivedAssets: false })).not.toContain('A-4');
    const all = await rows({ showArchivedAssets: true });
    expect(all.summary.total).toBe(7);
    expect(all.data.find((r) => r.internalId === 'A-4')).toMatchObject({ archived: true });
    expect(await internalIds({ showArchivedAssets: true, ...filter('archived', 'eq', true) })).toEqual(['A-4']);
  });
});

describe('filters', () => {
  it('contains: case-insensitive, non-ASCII letters included, on indexed and looked-up columns', async () => {
    expect(await internalIds(filter('name', 'contains', 'åkeri'))).toEqual(['A-5']);
    expect(await internalIds(filter('name', 'contains', 'ÅKERI ÖST'))).toEqual(['A-5']);
    expect(await internalIds(filter('brand', 'contains', 'åK'))).toEqual(['A-5']); // under 3 letters: no trigram, LIKE
    expect(await internalIds(filter('brand', 'contains', 'olv'))).toEqual(['A-1', 'A-2', 'A-3', 'A-7']);
    expect(await internalIds(filter('registrationNumber', 'contains', 'c 12'))).toEqual(['A-5']);
    expect(await internalIds(filter('depotName', 'contains', 'ÖREBRO'))).toEqual(['A-5']);
    expect(await internalIds(filter('locationName', 'contains', 'depå'))).toEqual(['A-5']);
    // Wildcards and quotes are text.
    expect(await internalIds(filter('name', 'contains', '%'))).toEqual([]);
    expect(await internalIds(filter('name', 'contains', '_'))).toEqual([]);
    expect(await internalIds(filter('name', 'contains', '"ok" OR x'))).toEqual([]);
    // An empty value filters nothing.
    expect((await rows(filter('name', 'contains', ' '))).summary.total).toBe(6);
  });

  it('eq: text exactly, numbers, booleans, null for empty', async () => {
    expect(await internalIds(filter('brand', 'eq', 'Volvo'))).toEqual(['A-1', 'A-2', 'A-3', 'A-7']);
    expect(await internalIds(filter('brand', 'eq', 'volvo'))).toEqual([]);
    expect(await internalIds(filter('productionYear', 'eq', 2020))).toEqual(['A-6']);
    expect(await internalIds(filter('depotPlaceId', 'eq', place.orebro))).toEqual(['A-5']);
    expect(await internalIds(filter('registrationNumber', 'eq', null))).toEqual(['A-1', 'A-2', 'A-3', 'A-6']);
    expect(await internalIds({ showArchivedAssets: true, ...filter('archived', 'eq', false) })).toEqual(['A-1', 'A-2', 'A-3', 'A-5', 'A-6', 'A-7']);
  });

  it('gte: numbers, and date-times in UTC or in the user time zone', async () => {
    expect(await internalIds(filter('engineHours', 'gte', 1500))).toEqual(['A-5', 'A-6']);
    expect(await internalIds(filter('productionYear', 'gte', 2020))).toEqual(['A-6', 'A-7']);
    expect(await internalIds(filter('positionUtcTime', 'gte', '2026-11-20T09:59:00'))).toEqual(['A-1', 'A-2', 'A-3', 'A-7']);
    // 10:59:30 in Stockholm (CET) is 09:59:30 UTC: A-7 (09:59) is before it.
    expect(await internalIds(filter('positionUserTimeFormatted', 'gte', '2026-11-20T10:59:30'))).toEqual(['A-1', 'A-2', 'A-3']);
    expect(await internalIds(filter('positionUserTimeFormatted', 'gte', '2026-11-20T09:59:30Z'))).toEqual(['A-1', 'A-2', 'A-3']);
  });

  it('tags: any of the given tag ids, only the caller company’s', async () => {
    expect(await internalIds(filter('tags', 'tags', [tag.rental]))).toEqual(['A-1', 'A-5']);
    expect(await internalIds(filter('tags', 'tags', tag.owned))).toEqual(['A-5', 'A-6']);
    expect(await internalIds(filter('tags', 'tags', [tag.rental, tag.owned]))).toEqual(['A-1', 'A-5', 'A-6']);
    expect(await internalIds(filter('tags', 'tags', [tag.betaRental]))).toEqual([]);
    expect((await rows(filter('tags', 'tags', []))).summary.total).toBe(6);
  });

  it('enum: option ids or names, any of them', async () => {
    expect(await internalIds(filter('telematicStatus', 'enum', [2]))).toEqual(['A-5']);
    expect(await internalIds(filter('telematicStatusFormatted', 'enum', 'no signal'))).toEqual(['A-5']);
    expect(await internalIds(filter('telematicStatus', 'enum', ['Active', 4]))).toEqual(['A-1', 'A-2', 'A-3', 'A-6', 'A-7']);
    expect(await internalIds(filter('categoryFormatted', 'enum', 'Wheel loader'))).toEqual(['A-5']);
    expect(await internalIds(filter('category', 'eq', 8))).toEqual(['A-7']);
    expect(await internalIds(filter('fuelTypeFormatted', 'enum', ['DieselFuelMk3']))).toEqual(['A-5']);
  });

  it('ANDs filters, text search and each other', async () => {
    expect(
      await internalIds({
        filterExpressions: [
          { fieldName: 'brand', filterFunction: 'contains', value: 'volvo' },
          { fieldName: 'engineHours', filterFunction: 'gte', value: 1 },
        ],
        textSearch: 'a30',
      }),
    ).toEqual(['A-7']);
  });
});

describe('bad filters and sorts are 400s naming the field, never 500s', () => {
  it('names an unknown field', async () => {
    expect(
      await fieldErrors({
        filterExpressions: [
          { fieldName: 'brand', filterFunction: 'eq', value: 'Volvo' },
          { fieldName: 'engine_hours', filterFunction: 'gte', value: 1 },
          { fieldName: 'foo', filterFunction: 'eq', value: 1 },
        ],
      }),
    ).toEqual({
      'filterExpressions.1.fieldName': ["unknown field 'engine_hours'"],
      'filterExpressions.2.fieldName': ["unknown field 'foo'"],
    });
  });

  it('names an operator the column does not offer, or no operator at all', async () => {
    expect(await fieldErrors(filter('engineHours', 'contains', '1'))).toEqual({
      'filterExpressions.0.filterFunction': ["'engineHours' cannot be filtered with 'contains'; use eq, gte"],
    });
    expect(Object.keys(await fieldErrors(filter('name', 'like', 'x')))).toEqual(['filterExpressions.0.filterFunction']);
    expect(Object.keys(await fieldErrors(filter('tags', 'eq', 1)))).toEqual(['filterExpressions.0.filterFunction']);
  });

  it('names a value of the wrong type', async () => {
    const cases: [string, string, unknown, string][] = [
      ['name', 'contains', 5, 'contains needs a text value'],
      ['brand', 'eq', 5, 'eq needs a text value'],
      ['engineHours', 'gte', '1500', 'gte needs a number'],
      ['engineHours', 'eq', 'many', 'eq needs a number'],
      ['archived', 'eq', 'yes', 'eq needs true or false'],
      ['positionUtcTime', 'gte', 'yesterday', 'gte needs a date-time YYYY-MM-DDTHH:mm:ss'],
      ['positionUtcTime', 'gte', '2026-02-30T00:00:00', 'gte needs a date-time YYYY-MM-DDTHH:mm:ss'],
      ['tags', 'tags', ['Rental'], 'tags needs a tag id or a list of tag ids'],
    ];
    for (const [fieldName, fn, value, message] of cases) {
      expect(await fieldErrors(filter(fieldName, fn, value)), `${fieldName} ${fn} ${JSON.stringify(value)}`).toEqual({
        'filterExpressions.0.value': [message],
      });
    }
    const bad = await fieldErrors(filter('telematicStatus', 'enum', 99));
    expect(bad['filterExpressions.0.value'][0]).toMatch(/^'99' is not one of 1 \(Active\), 2 \(No signal\)/);
  });

  it('names unknown and unsortable sort fields', async () => {
    expect(
      await fieldErrors({
        sortExpressions: [
          { fieldName: 'name; drop table assets', sortOrder: 0 },
          { fieldName: 'tags', sortOrder: 1 },
        ],
      }),
    ).toEqual({
      'sortExpressions.0.fieldName': ["Cannot sort by 'name; drop table assets': unknown field"],
      'sortExpressions.1.fieldName': ["Cannot sort by 'tags'"],
    });
  });

  it('refuses malformed requests by schema', async () => {
    expect(Object.keys(await fieldErrors({ limit: 101 }))).toEqual(['limit']);
    expect(Object.keys(await fieldErrors({ start: -1 }))).toEqual(['start']);
    expect(Object.keys(await fieldErrors({ sortExpressions: [{ fieldName: 'name', sortOrder: 2 }] }))).toEqual(['sortExpressions.0.sortOrder']);
    expect(Object.keys(await fieldErrors({ filterExpressions: [{ fieldName: 'name', filterFunction: 'contains' }] }))).toEqual(['filterExpressions.0.value']);
    expect(Object.keys(await fieldErrors({ pageSize: 10 }))).toEqual(['pageSize']);
    expect(await fieldErrors({ textSearch: 'x'.repeat(201) })).toEqual({ textSearch: ['must be at most 200 characters'] });
    expect(await fieldErrors({ textSearch: 'a b c d e f g h i' })).toEqual({ textSearch: ['must be at most 8 words'] });
  });
});

describe('text search', () => {
  it('finds every word in one of the text-search columns, case-insensitively', async () => {
    expect(await internalIds({ textSearch: 'abc' })).toEqual(['A-5']);
    expect(await internalIds({ textSearch: 'ÅKERMAN' })).toEqual(['A-5']);
    expect(await internalIds({ textSearch: 'öS' })).toEqual(['A-5']);
    expect(await internalIds({ textSearch: 'volvo a30g' })).toEqual(['A-7']);
    expect(await internalIds({ textSearch: '  cat0320  ' })).toEqual(['A-6']);
    expect(await internalIds({ textSearch: 'a machine' })).toEqual(['A-1', 'A-2', 'A-3']);
    expect(await internalIds({ textSearch: 'A-7' })).toEqual(['A-7']);
    expect(await internalIds({ textSearch: 'volvo nope' })).toEqual([]);
    expect(await internalIds({ textSearch: '"' })).toEqual([]);
    expect(await internalIds({ textSearch: '%' })).toEqual([]);
  });

  it('never matches a word across two columns, whatever separates them where they are stored', async () => {
    // PostgreSQL searches one stored column joining the seven with a control character (migration
    // 090): a control character in the search separates words, so it cannot reach across.
    expect(await internalIds({ textSearch: 'volvoa30g' })).toEqual([]);
    expect(await internalIds({ textSearch: 'volvo\u001fa30g' })).toEqual(['A-7']);
    expect(await internalIds({ textSearch: 'volvo\u001f' })).toEqual(await internalIds({ textSearch: 'volvo' }));
  });

  it('sees machine edits at once (the search index follows every write)', async () => {
    await world.db.updateTable('assets').set({ name: 'Renamed Zebra' }).where('id', '=', ids['A-6']).execute();
    expect(await internalIds({ textSearch: 'zebra' })).toEqual(['A-6']);
    expect(await internalIds({ textSearch: 'grävare' })).toEqual([]);
    await world.db.updateTable('assets').set({ name: 'Grävare 6' }).where('id', '=', ids['A-6']).execute();
    expect(await internalIds({ textSearch: 'grävare' })).toEqual(['A-6']);
  });
});

describe('sorting', () => {
  it('sorts ASC = 0 and DESC = 1, ties broken by id in the same direction', async () => {
    const byBrand = await internalIds({ sortExpressions: [{ fieldName: 'brand', sortOrder: 0 }] });
    expect(byBrand).toEqual(['A-6', 'A-1', 'A-2', 'A-3', 'A-7', 'A-5']); // Caterpillar, Volvo (by id), Åkerman
    expect(await internalIds({ sortExpressions: [{ fieldName: 'brand', sortOrder: 1 }] })).toEqual([...byBrand].reverse());
    expect(await internalIds({ sortExpressions: [{ fieldName: 'engineHours', sortOrder: 1 }] })).toEqual(['A-5', 'A-6', 'A-7', 'A-3', 'A-2', 'A-1']);
    expect(
      await internalIds({
        sortExpressions: [
          { fieldName: 'brand', sortOrder: 0 },
          { fieldName: 'engineHours', sortOrder: 1 },
        ],
      }),
    ).toEqual(['A-6', 'A-7', 'A-3', 'A-2', 'A-1', 'A-5']);
  });

  it('sorts text ignoring case, times with the unknown first, and enums in dictionary order', async () => {
    await world.db.updateTable('assets').set({ name: 'a machine 3' }).where('id', '=', ids['A-3']).execute();
    expect(await internalIds({ sortExpressions: [{ fieldName: 'name', sortOrder: 0 }] })).toEqual(['A-1', 'A-2', 'A-3', 'A-7', 'A-6', 'A-5']);
    await world.db.updateTable('assets').set({ name: 'A machine 3' }).where('id', '=', ids['A-3']).execute();
    expect(await internalIds({ sortExpressions: [{ fieldName: 'positionUtcTime', sortOrder: 0 }] })).toEqual(['A-6', 'A-5', 'A-7', 'A-1', 'A-2', 'A-3']);
    expect(await internalIds({ sortExpressions: [{ fieldName: 'telematicStatusFormatted', sortOrder: 0 }] })).toEqual([
      'A-1',
      'A-2',
      'A-5',
      'A-3',
      'A-6',
      'A-7',
    ]);
    expect(await internalIds({ sortExpressions: [{ fieldName: 'depotName', sortOrder: 1 }] })).toEqual(['A-6', 'A-5', 'A-7', 'A-3', 'A-2', 'A-1']);
  });

  it('pages with start and limit', async () => {
    const page = await rows({ start: 2, limit: 3, sortExpressions: [{ fieldName: 'internalId', sortOrder: 1 }] });
    expect(page.data.map((r) => r.internalId)).toEqual(['A-5', 'A-3', 'A-2']);
    expect(page.summary.total).toBe(6);
    expect((await rows({ start: 50 })).data).toEqual([]);
  });
});

describe('tenant isolation', () => {
  it('shows each company only its own machines, tags and places, whatever the filter', async () => {
    expect(await internalIds({}, betaOwner)).toEqual(['B-1', 'B-2']);
    const b1 = (await rows({}, betaOwner)).data[0];
    expect(b1.tags).toEqual([{ id: tag.betaRental, name: 'Rental', style: '{"color":"#2b8a3e"}' }]);
    expect(await internalIds(filter('tags', 'tags', [tag.rental, tag.owned]), betaOwner)).toEqual([]);
    expect(await internalIds(filter('depotPlaceId', 'eq', place.orebro), betaOwner)).toEqual([]);
    expect(await internalIds(filter('depotName', 'contains', 'örebro'), betaOwner)).toEqual([]);
    expect(await internalIds({ textSearch: 'åkeri', showArchivedAssets: true }, betaOwner)).toEqual([]);
    expect(
      await internalIds({ showArchivedAssets: true, filterExpressions: [{ fieldName: 'id', filterFunction: 'eq', value: ids['A-5'] }] }, betaOwner),
    ).toEqual([]);
  });

  it('refuses Support callers and callers without a token', async () => {
    expect((await fleet({}, support)).statusCode).toBe(403);
    expect((await world.app.inject({ method: 'POST', url: '/api/web/v1/assets/assets', payload: {} })).statusCode).toBe(401);
  });
});

describe('paging a larger fleet', () => {
  it('never repeats or skips a row across pages, in either direction, with many ties', async () => {
    const alpha = world.companies.alpha;
    const values = Array.from({ length: 260 }, (_, i) => ({
      company_id: alpha,
      internal_id: `P-${String(i).padStart(3, '0')}`,
      name: `Paged ${i % 7}`,
      brand: ['Volvo', 'volvo', 'Bobcat'][i % 3],
      model: 'X',
      category: 1 + (i % 5),
      engine_hours: i % 11,
      timezone: 'Europe/Stockholm',
      created_at: NOW,
      archived_at: i % 13 === 0 ? NOW : null,
    }));
    await world.db.insertInto('assets').values(values).execute();
    const expected = (await rows({ textSearch: 'paged', limit: 1 })).summary.total;
    expect(expected).toBe(260 - 20);
    for (const sortExpressions of [
      [{ fieldName: 'name', sortOrder: 0 }],
      [{ fieldName: 'name', sortOrder: 1 }],
      [
        { fieldName: 'brand', sortOrder: 0 },
        { fieldName: 'engineHours', sortOrder: 1 },
      ],
      [{ fieldName: 'categoryFormatted', sortOrder: 1 }],
    ]) {
      const seen: number[] = [];
      for (let start = 0; start < expected; start += 100) {
        const page = await rows({ textSearch: 'paged', start, limit: 100, sortExpressions });
        expect(page.summary.total).toBe(expected);
        seen.push(...page.data.map((r) => r.id));
      }
      expect(new Set(seen).size, JSON.stringify(sortExpressions)).toBe(expected);
      expect(seen.length).toBe(expected);
      // The same order as one big sorted read of the same rows.
      const all = await world.db
        .selectFrom('assets')
        .selectAll()
        .where('company_id', '=', alpha)
        .where('archived_at', 'is', null)
        .where('internal_id', 'like', 'P-%')
        .execute();
      const dir = (i: number) => (sortExpressions[i].sortOrder === 1 ? -1 : 1);
      const key = (a: (typeof all)[number], field: string) =>
        field === 'name' ? a.name.toLowerCase() : field === 'brand' ? a.brand.toLowerCase() : field === 'engineHours' ? a.engine_hours : a.category;
      all.sort((a, b) => {
        for (let i = 0; i < sortExpressions.length; i++) {
          const x = key(a, sortExpressions[i].fieldName);
          const y = key(b, sortExpressions[i].fieldName);
          if (x !== y) return (x < y ? -1 : 1) * dir(i);
        }
        return (a.id - b.id) * dir(sortExpressions.length - 1);
      });
      expect(seen).toEqual(all.map((a) => a.id));
    }
    await world.db.deleteFrom('assets').where('internal_id', 'like', 'P-%').execute();
  });
});

describe('through GraphQL Mesh', () => {
  let meshApp: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    meshApp = await buildApp({ db: world.db, config: world.config, withFrontends: true });
    await meshApp.ready();
  });
  afterAll(() => meshApp.close());
  const gql = (query: string, variables: object) => meshApp.inject({ method: 'POST', url: '/graphql', headers: bearer(owner), payload: { query, variables } });

  it('fleetAssets is a Query and answers the same rows as REST', async () => {
    const schema = await gql('{ __schema { queryType { fields { name } } mutationType { fields { name } } } }', {});
    const { queryType, mutationType } = schema.json().data.__schema;
    expect(queryType.fields.map((f: { name: string }) => f.name)).toEqual(expect.arrayContaining(['fleetAssets', 'telematicsDevices', 'tags']));
    expect(mutationType.fields.map((f: { name: string }) => f.name)).not.toContain('fleetAssets');

    const input = {
      sortExpressions: [{ fieldName: 'engineHours', sortOrder: 1 }],
      filterExpressions: [{ fieldName: 'brand', filterFunction: 'contains', value: 'o' }],
      textSearch: 'a',
      showArchivedAssets: true,
    };
    const res = await gql(
      `query Fleet($input: FleetGridRequest_Input) { fleetAssets(input: $input) { data { data { id internalId name brand model category categoryFormatted registrationNumber serialNumber pinOrVin depotPlaceId depotName locationPlaceId locationName positionUtcTime positionUserTimeFormatted engineHours tags { id name style } telematicStatus telematicStatusFormatted productionYear emissionClass emissionClassFormatted fuelType fuelTypeFormatted archived } summary { total } textSearchColumns } } }`,
      { input },
    );
    expect(res.json().errors).toBeUndefined();
    expect(res.json().data.fleetAssets.data).toEqual(await rows(input));
  });

  it('turns a bad filter into a GraphQL error carrying the 400 envelope with the field', async () => {
    const res = await gql('query($input: FleetGridRequest_Input) { fleetAssets(input: $input) { data { summary { total } } } }', {
      input: filter('foo', 'eq', 1),
    });
    const [error] = res.json().errors;
    expect(error.extensions.response.status).toBe(400);
    expect(error.extensions.response.body.error.fields).toEqual({ 'filterExpressions.0.fieldName': ["unknown field 'foo'"] });
  });
});
