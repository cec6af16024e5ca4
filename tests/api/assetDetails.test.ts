// GET and PUT /api/web/v1/assets/{id}, GET depots/names and GET timezoneName: every field of the
// spec's asset details, the section 5 rules enforced by the server (AEMP locks included), tags,
// company scoping and the manage:asset permission.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createWorld, type World } from './fixture.ts';

const NOW = '2026-11-20T10:00:00.000Z';
let world: World;
let owner: string;
let user: string;
let betaOwner: string;
let A1: number;
const ids = { depotNorth: 0, depotSouth: 0, depotArchived: 0, betaDepot: 0, rental: 0, winter: 0, betaTag: 0 };

beforeAll(async () => {
  world = await createWorld();
  const { db, companies } = world;
  A1 = world.assets.alpha[0];
  const place = async (company_id: number, name: string, archived = false) =>
    (
      await db
        .insertInto('places')
        .values({ company_id, name, place_type: 0, geofence: '[]', timezone_name: 'Europe/Stockholm', created_at: NOW, archived_at: archived ? NOW : null })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  ids.depotSouth = await place(companies.alpha, 'Depå Syd');
  ids.depotNorth = await place(companies.alpha, 'Depå Nord');
  ids.depotArchived = await place(companies.alpha, 'Depå Gamla', true);
  ids.betaDepot = await place(companies.beta, 'Beta depot');
  const tag = async (company_id: number, name: string) =>
    (
      await db
        .insertInto('tags')
        .values({ company_id, name, entity_type: 0, style: '{"color":"#0b7285"}', created_at: NOW })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  ids.rental = await tag(companies.alpha, 'Rental');
  ids.winter = await tag(companies.alpha, 'Winter');
  ids.betaTag = await tag(companies.beta, 'Beta tag');
  await db
    .updateTable('assets')
    .set({ depot_place_id: ids.depotSouth, production_year: 2019, default_power_supply: 24, emission_class: 5, fuel_type: 3, purchase_date: '2019-04-02' })
    .where('id', '=', A1)
    .execute();
  await db
    .updateTable('asset_positions')
    .set({ location_place_id: ids.depotSouth, asset_time: '2026-11-20T09:30:00.000Z' })
    .where('asset_id', '=', A1)
    .execute();
  await db.insertInto('tag_links').values({ tag_id: ids.rental, entity_type: 0, entity_id: A1, company_id: companies.alpha }).execute();
  owner = (await world.login('owner@alpha.test')).access_token;
  user = (await world.login('user@alpha.test')).access_token;
  betaOwner = (await world.login('owner@beta.test')).access_token;
});
afterAll(() => world.close());

const get = (url: string, token = owner) => world.app.inject({ method: 'GET', url, headers: bearer(token) });
const details = async (id = A1, token = owner) => (await get(`/api/web/v1/assets/${id}`, token)).json().data;
const put = (id: number, payload: object, token = owner) =>
  world.app.inject({ method: 'PUT', url: `/api/web/v1/assets/${id}`, headers: bearer(token), payload });

/** The PUT document for what GET answered. */
function form(d: Record<string, unknown>) {
  return {
    name: d.name,
    registrationNumber: d.registrationNumber,
    pinOrVin: d.pinOrVin,
    serialNumber: d.serialNumber,
    brand: d.brand,
    model: d.model,
    category: d.category,
    productionYear: d.productionYear,
    purchaseDate: typeof d.purchaseDateUtcTime === 'string' ? d.purchaseDateUtcTime.slice(0, 10) : null,
    depotPlaceId: d.depotPlaceId,
    defaultPowerSupply: d.defaultPowerSupply,
    emissionClass: d.emissionClass,
    fuelType: d.fuelType,
    timezone: d.timezone,
    automaticTimeZoneEnabled: d.automaticTimeZoneEnabled,
    tagIds: (d.tags as { id: number }[]).map((t) => t.id),
  };
}

describe('GET /api/web/v1/assets/{id}', () => {
  it('answers every field of the spec, formatted ones in the user time zone', async () => {
    expect(await details()).toEqual({
      id: A1,
      internalId: 'A-1',
      name: 'A machine 1',
      registrationNumber: null,
      pinOrVin: null,
      serialNumber: null,
      brand: 'Volvo',
      model: 'EC220E',
      category: 1,
      categoryFormatted: 'Excavator',
      productionYear: 2019,
      purchaseDateUtcTime: '2019-04-02T00:00:00.000Z',
      purchaseDateUserTimeFormatted: '2019/04/02',
      depotPlaceId: ids.depotSouth,
      depotName: 'Depå Syd',
      defaultPowerSupply: 24,
      emissionClass: 5,
      emissionClassFormatted: 'Stage4',
      fuelType: 3,
      fuelTypeFormatted: 'DieselFuelMk3',
      // Automatic: the zone at the last position (59.01 N, 18.01 E).
      timezone: 'Europe/Stockholm',
      automaticTimeZoneEnabled: true,
      positionLat: 59.01,
      positionLong: 18.01,
      positionUtcTime: '2026-11-20T09:30:00.000Z',
      positionUserTime: '2026-11-20T10:30:00',
      positionUserTimeFormatted: '2026/11/20 10:30',
      locationPlaceId: ids.depotSouth,
      locationName: 'Depå Syd',
      tags: [{ id: ids.rental, name: 'Rental', style: '{"color":"#0b7285"}' }],
      readonlyFieldNames: [],
      integrationSource: null,
      deviceInstalledAfterBatteryMainSwitch: false,
      archived: false,
    });
  });

  it("is 404 for another company's machine and an unknown id, 400 for a non-number", async () => {
    expect((await get(`/api/web/v1/assets/${world.assets.beta[0]}`)).statusCode).toBe(404);
    expect((await get(`/api/web/v1/assets/${A1}`, betaOwner)).statusCode).toBe(404);
    expect((await get('/api/web/v1/assets/999999')).statusCode).toBe(404);
    expect((await get('/api/web/v1/assets/abc')).statusCode).toBe(400);
  });

  it('a User reads details too', async () => {
    expect((await details(A1, user)).id).toBe(A1);
  });
});

describe('PUT /api/web/v1/assets/{id}', () => {
  it('saves every field, strips < and > from text and sets the tags', async () => {
    const id = world.assets.alpha[1];
    const body = {
      ...form(await details(id)),
      name: ' <Grävare> 7 ',
      registrationNumber: 'ABC<123>',
      pinOrVin: 'YV2EC220E00001234',
      serialNumber: '>SN-1<',
      brand: 'Volvo',
      model: 'EC250E',
      category: 4,
      productionYear: 2021,
      purchaseDate: '2021-06-30',
      depotPlaceId: ids.depotNorth,
      defaultPowerSupply: 12.5,
      emissionClass: 6,
      fuelType: 1,
      automaticTimeZoneEnabled: false,
      timezone: 'Europe/Oslo',
      tagIds: [ids.winter, ids.rental],
    };
    const res = await put(id, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Grävare 7',
      registrationNumber: 'ABC123',
      serialNumber: 'SN-1',
      model: 'EC250E',
      category: 4,
      categoryFormatted: 'Wheel loader',
      productionYear: 2021,
      purchaseDateUserTimeFormatted: '2021/06/30',
      depotPlaceId: ids.depotNorth,
      depotName: 'Depå Nord',
      defaultPowerSupply: 12.5,
      emissionClassFormatted: 'Stage5',
      fuelTypeFormatted: 'AlkylatePetrol',
      timezone: 'Europe/Oslo',
      automaticTimeZoneEnabled: false,
      tags: [
        { id: ids.rental, name: 'Rental', style: '{"color":"#0b7285"}' },
        { id: ids.winter, name: 'Winter', style: '{"color":"#0b7285"}' },
      ],
    });
    // Emptied optional text becomes null; the fleet grid reads the same row.
    const cleared = await put(id, { ...body, registrationNumber: '  ', tagIds: [] });
    expect(cleared.json().data).toMatchObject({ registrationNumber: null, tags: [] });
  });

  it('takes a GET answer sent back with a change (read-modify-write): read-only fields ignored, unknown ones refused', async () => {
    const id = world.assets.alpha[3];
    const read = await details(id);
    const res = await put(id, { ...read, name: 'Renamed by the ERP' });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json().data;
    expect(after.name).toBe('Renamed by the ERP');
    // Everything else, tags and purchase date included, is as it was read.
    expect({ ...after, name: read.name }).toEqual(read);
    // A read-only field sent with another value changes nothing.
    const ignored = await put(id, { ...read, internalId: 'X-999', archived: !read.archived, locationName: 'Elsewhere' });
    expect(ignored.statusCode).toBe(200);
    expect(ignored.json().data).toMatchObject({ internalId: read.internalId, archived: read.archived, locationName: read.locationName });
    // The GET's tags stand for tagIds; tagIds wins when both are sent.
    const tagged = await put(id, { ...read, tags: [{ id: ids.winter, name: 'Winter', style: '{}' }] });
    expect(tagged.json().data.tags.map((t: { id: number }) => t.id)).toEqual([ids.winter]);
    const both = await put(id, { ...read, tags: [{ id: ids.winter }], tagIds: [ids.rental] });
    expect(both.json().data.tags.map((t: { id: number }) => t.id)).toEqual([ids.rental]);
    const unknown = await put(id, { ...read, colour: 'red' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ colour: ['is not a known field'] });
    const { tags: _tags, purchaseDateUtcTime: _date, ...withoutLists } = read;
    const missing = await put(id, withoutLists);
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().error.fields).sort()).toEqual(['purchaseDate', 'tagIds']);
  });

  it('with automatic time zone on, the position decides the zone whatever is sent', async () => {
    const id = world.assets.alpha[2];
    const res = await put(id, { ...form(await details(id)), automaticTimeZoneEnabled: true, timezone: 'Asia/Tokyo' });
    expect(res.json().data).toMatchObject({ automaticTimeZoneEnabled: true, timezone: 'Europe/Stockholm' });
    const stored = await world.db.selectFrom('assets').select('timezone').where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored.timezone).toBe('Europe/Stockholm');
  });

  it('refuses values outside the rules, with field messages', async () => {
    const base = form(await details());
    const cases: [object, string, string][] = [
      [{ defaultPowerSupply: 5 }, 'defaultPowerSupply', 'Allowed values are 0 & range 10-30'],
      [{ defaultPowerSupply: 12.34 }, 'defaultPowerSupply', 'Allowed values are 0 & range 10-30'],
      [{ defaultPowerSupply: 30.5 }, 'defaultPowerSupply', 'must be <= 30'],
      [{ productionYear: -1 }, 'productionYear', 'must be >= 0'],
      [{ name: '<>' }, 'name', 'Is required'],
      [{ name: 'x'.repeat(101) }, 'name', 'must be at most 100 characters'],
      [{ purchaseDate: '2021-02-30' }, 'purchaseDate', 'Must be a date (YYYY-MM-DD)'],
      [{ category: 999 }, 'category', 'Unknown machine family'],
      [{ emissionClass: 99 }, 'emissionClass', 'Unknown emission class'],
      [{ depotPlaceId: ids.betaDepot }, 'depotPlaceId', 'No such depot'],
      [{ depotPlaceId: ids.depotArchived }, 'depotPlaceId', 'No such depot'],
      [{ automaticTimeZoneEnabled: false, timezone: 'Mars/Olympus' }, 'timezone', 'Unknown time zone'],
      [{ tagIds: [ids.betaTag] }, 'tagIds.0', `no machine tag ${ids.betaTag}`],
    ];
    for (const [change, field, message] of cases) {
      const res = await put(A1, { ...base, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().error.fields[field], JSON.stringify(change)).toContain(message);
    }
    for (const voltage of [0, 10, 30, 13.7, null]) expect((await put(A1, { ...base, defaultPowerSupply: voltage })).statusCode, String(voltage)).toBe(200);
    expect((await put(A1, { ...base, unknown: 1 })).statusCode).toBe(400);
  });

  it('locks readonlyFieldNames, and on AEMP machines every field that has a value', async () => {
    const id = world.assets.alpha[3];
    await world.db
      .updateTable('assets')
      .set({
        readonly_field_names: '["Name","SerialNumber","PinOrVin","Brand","Model"]',
        integration_source: 'AEMP',
        serial_number: 'AEMP-77',
        production_year: 2018,
      })
      .where('id', '=', id)
      .execute();
    const base = form(await details(id));
    expect(await details(id)).toMatchObject({ readonlyFieldNames: ['Name', 'SerialNumber', 'PinOrVin', 'Brand', 'Model'], integrationSource: 'AEMP' });
    for (const change of [
      { name: 'Renamed' },
      { serialNumber: 'X' },
      { brand: 'CAT' },
      { productionYear: 2020 },
      { category: 2 },
      { automaticTimeZoneEnabled: false },
    ]) {
      const res = await put(id, { ...base, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(Object.values(res.json().error.fields).flat()).toEqual(['Imported from AEMP cannot be changed']);
    }
    // Empty fields may be filled once (unless named in readonlyFieldNames), tags are not machine data,
    // and sending the same values is fine.
    expect((await put(id, { ...base, pinOrVin: 'PIN1' })).json().error.fields).toEqual({ pinOrVin: ['Imported from AEMP cannot be changed'] });
    const filled = await put(id, { ...base, registrationNumber: 'AEM 001', emissionClass: 6, tagIds: [ids.winter] });
    expect(filled.statusCode, filled.body).toBe(200);
    expect(filled.json().data).toMatchObject({ registrationNumber: 'AEM 001', emissionClass: 6, tags: [{ id: ids.winter }] });
    expect((await put(id, { ...base, registrationNumber: 'AEM 002', emissionClass: 6 })).statusCode).toBe(400);
  });

  it('a machine with readonlyFieldNames but no AEMP source locks only those', async () => {
    const id = world.assets.alpha[1];
    await world.db.updateTable('assets').set({ readonly_field_names: '["Name"]', integration_source: null }).where('id', '=', id).execute();
    const base = form(await details(id));
    expect((await put(id, { ...base, name: 'Other' })).json().error.fields).toEqual({ name: ['Imported from AEMP cannot be changed'] });
    expect((await put(id, { ...base, productionYear: 2001 })).statusCode).toBe(200);
    await world.db.updateTable('assets').set({ readonly_field_names: '[]' }).where('id', '=', id).execute();
  });

  it('needs manage:asset (a User gets 403) and is 404 across companies', async () => {
    const base = form(await details());
    expect((await put(A1, base, user)).statusCode).toBe(403);
    expect((await put(A1, base, betaOwner)).statusCode).toBe(404);
    expect((await put(world.assets.beta[0], base)).statusCode).toBe(404);
  });
});

describe('GET /api/web/v1/places/depots/names', () => {
  it("lists the caller's company's depots that are not archived, by name", async () => {
    expect((await get('/api/web/v1/places/depots/names')).json().data).toEqual([
      { id: ids.depotNorth, name: 'Depå Nord' },
      { id: ids.depotSouth, name: 'Depå Syd' },
    ]);
    expect((await get('/api/web/v1/places/depots/names', betaOwner)).json().data).toEqual([{ id: ids.betaDepot, name: 'Beta depot' }]);
  });
});

describe('GET /api/web/v1/common/timezoneName/{lat}/{long}', () => {
  it.each([
    [59.3293, 18.0686, 'Europe/Stockholm'],
    [59.9139, 10.7522, 'Europe/Oslo'],
    [60.1699, 24.9384, 'Europe/Helsinki'],
    [66.5039, 25.7294, 'Europe/Helsinki'],
    [67.8558, 20.2253, 'Europe/Stockholm'],
    [55.6761, 12.5683, 'Europe/Copenhagen'],
    [40.7128, -74.006, 'America/New_York'],
  ])('%f, %f is %s (boundary data, no network)', async (lat, long, zone) => {
    expect((await get(`/api/web/v1/common/timezoneName/${lat}/${long}`)).json().data).toEqual({ timezoneName: zone });
  });

  it('refuses positions off the earth', async () => {
    for (const [lat, long] of [
      [91, 0],
      [0, 181],
      ['north', 0],
    ])
      expect((await get(`/api/web/v1/common/timezoneName/${lat}/${long}`)).statusCode).toBe(400);
  });
});
