// Tags: list with usage counts, create/rename/restyle/delete with the case-insensitive name rule,
// assigning them to machines and places, and every route scoped to the caller's company.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createWorld, type World } from './fixture.ts';

const NOW = '2026-11-20T10:00:00.000Z';
const DUPLICATE = 'A tag with this name already exists';

let world: World;
let owner: string;
let admin: string;
let user: string;
let betaOwner: string;
let alphaPlace: number;
let betaPlace: number;

beforeAll(async () => {
  world = await createWorld({}, { accounts: true });
  const addPlace = async (company_id: number, name: string) =>
    (
      await world.db
        .insertInto('places')
        .values({ company_id, name, place_type: 1, geofence: '[]', timezone_name: 'Europe/Stockholm', created_at: NOW })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  alphaPlace = await addPlace(world.companies.alpha, 'Site Alpha');
  betaPlace = await addPlace(world.companies.beta, 'Site Beta');
  owner = (await world.login('owner@alpha.test')).access_token;
  admin = (await world.login('admin@alpha.test')).access_token;
  user = (await world.login('user@alpha.test')).access_token;
  betaOwner = (await world.login('owner@beta.test')).access_token;
});
afterAll(() => world.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT';
const call = (method: Method, url: string, token: string, payload?: object) => world.app.inject({ method, url, headers: bearer(token), payload });
const list = (token = owner, query = '') => call('GET', `/api/web/v1/tags${query}`, token);
const create = (body: object, token = owner) => call('POST', '/api/web/v1/tags', token, body);
const update = (body: object, token = owner) => call('PATCH', '/api/web/v1/tags', token, body);
const remove = (id: number, token = owner) => call('DELETE', `/api/web/v1/tags?id=${id}`, token);
const assign = (body: object, token = owner) => call('PUT', '/api/web/v1/tags/assignments', token, body);
async function created(name: string, entityType = 0, token = owner) {
  const res = await create({ name, entityType, style: '{"color":"#0b7285"}' }, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; name: string; entityType: number; style: string; usageCount: number };
}
const fleetTags = async (token = owner) => {
  const res = await call('POST', '/api/web/v1/assets/assets', token, { showArchivedAssets: true });
  return Object.fromEntries(res.json().data.data.map((r: { internalId: string; tags: { name: string }[] }) => [r.internalId, r.tags.map((t) => t.name)]));
};

describe('creating and listing tags', () => {
  it('creates a tag and lists it with its usage count, by name, per entity type', async () => {
    const rental = await created('Rental');
    expect(rental).toEqual({ id: rental.id, name: 'Rental', entityType: 0, style: '{"color":"#0b7285"}', usageCount: 0 });
    await created('  <b>Night work</b> ', 1);
    await created('excavators');
    const all = (await list()).json().data;
    expect(all.map((t: { name: string }) => t.name)).toEqual(['bNight work/b', 'excavators', 'Rental']);
    expect((await list(owner, '?entityType=1')).json().data.map((t: { name: string }) => t.name)).toEqual(['bNight work/b']);
    expect((await list(user)).statusCode).toBe(200);
  });

  it(`refuses a name taken for the entity type, ignoring case: '${DUPLICATE}'`, async () => {
    for (const name of ['rental', 'RENTAL', ' Rental ']) {
      const res = await create({ name, entityType: 0, style: '{}' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({ code: 105, message: DUPLICATE, fields: { name: [DUPLICATE] } });
    }
    await created('Åkeri');
    expect((await create({ name: 'ÅKERI', entityType: 0, style: '{}' })).json().error.message).toBe(DUPLICATE);
    // Free for the other entity type, and for another company.
    await created('rental', 1);
    await created('Rental', 0, betaOwner);
  });

  it('refuses an empty name and malformed bodies', async () => {
    const empty = await create({ name: ' <> ', entityType: 0, style: '{}' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({ name: ['Name is required'] });
    expect(Object.keys((await create({ name: 'x', entityType: 2, style: '{}' })).json().error.fields)).toEqual(['entityType']);
    expect(Object.keys((await create({ name: 'x', entityType: 0 })).json().error.fields)).toEqual(['style']);
  });

  it('needs manage:asset to create (Admin yes, User no)', async () => {
    expect((await create({ name: 'By admin', entityType: 0, style: '{}' }, admin)).statusCode).toBe(200);
    expect((await create({ name: 'By user', entityType: 0, style: '{}' }, user)).statusCode).toBe(403);
  });
});

describe('renaming, restyling and deleting tags', () => {
  it('renames and restyles, with the same name rule (a tag may change its own case)', async () => {
    const tag = await created('Leased');
    const res = await update({ id: tag.id, name: 'LEASED', style: '{"color":"#c92a2a"}' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: tag.id, name: 'LEASED', style: '{"color":"#c92a2a"}' });
    const taken = await update({ id: tag.id, name: 'rental' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().error.message).toBe(DUPLICATE);
    expect((await update({ id: tag.id, style: '{}' })).json().data).toMatchObject({ name: 'LEASED', style: '{}' });
  });

  it("answers 404 for another company's tag and leaves it alone", async () => {
    const beta = (await list(betaOwner)).json().data[0];
    expect((await update({ id: beta.id, name: 'Hijacked' })).statusCode).toBe(404);
    expect((await remove(beta.id)).statusCode).toBe(404);
    expect((await list(betaOwner)).json().data[0].name).toBe('Rental');
    expect((await update({ id: 999_999, name: 'Nope' })).statusCode).toBe(404);
  });

  it('deletes a tag and takes it off every machine', async () => {
    const tag = await created('Temporary');
    expect((await assign({ entityType: 0, entityId: world.assets.alpha[0], tagIds: [tag.id] })).statusCode).toBe(200);
    expect((await fleetTags())['A-1']).toContain('Temporary');
    const res = await remove(tag.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ id: tag.id, removedLinks: 1 });
    expect((await fleetTags())['A-1']).not.toContain('Temporary');
    expect(await world.db.selectFrom('tag_links').select('tag_id').where('tag_id', '=', tag.id).execute()).toEqual([]);
    expect((await remove(tag.id)).statusCode).toBe(404);
  });

  it('needs manage:asset to change or delete', async () => {
    const tag = await created('Protected');
    expect((await update({ id: tag.id, name: 'Changed' }, user)).statusCode).toBe(403);
    expect((await remove(tag.id, user)).statusCode).toBe(403);
  });
});

describe('PUT /api/web/v1/tags/assignments', () => {
  it("sets the complete list of a machine's tags and counts usage", async () => {
    const a = await created('Assign A');
    const b = await created('Assign B');
    const machine = world.assets.alpha[1];
    const res = await assign({ entityType: 0, entityId: machine, tagIds: [b.id, a.id, a.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      entityType: 0,
      entityId: machine,
      tags: [
        { id: a.id, name: 'Assign A', style: a.style },
        { id: b.id, name: 'Assign B', style: b.style },
      ],
    });
    expect((await fleetTags())['A-2']).toEqual(['Assign A', 'Assign B']);
    const usage = (await list()).json().data.find((t: { id: number }) => t.id === a.id);
    expect(usage.usageCount).toBe(1);
    expect((await assign({ entityType: 0, entityId: machine, tagIds: [b.id] })).json().data.tags.map((t: { name: string }) => t.name)).toEqual(['Assign B']);
    expect((await assign({ entityType: 0, entityId: machine, tagIds: [] })).json().data.tags).toEqual([]);
    expect((await fleetTags())['A-2']).toEqual([]);
  });

  it('tags places with place tags', async () => {
    const site = await created('Noise restricted', 1);
    const res = await assign({ entityType: 1, entityId: alphaPlace, tagIds: [site.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.tags.map((t: { name: string }) => t.name)).toEqual(['Noise restricted']);
  });

  it("refuses another company's machine or place (404) and tags that are not the company's or not of that type (400)", async () => {
    const mine = await created('Mine');
    const placeTag = await created('Place only', 1);
    const betaTag = await created('Beta only', 0, betaOwner);
    expect((await assign({ entityType: 0, entityId: world.assets.beta[0], tagIds: [mine.id] })).statusCode).toBe(404);
    expect((await assign({ entityType: 1, entityId: betaPlace, tagIds: [] })).statusCode).toBe(404);
    expect((await assign({ entityType: 0, entityId: world.assets.beta[0], tagIds: [betaTag.id] })).statusCode).toBe(404);
    const foreign = await assign({ entityType: 0, entityId: world.assets.alpha[0], tagIds: [mine.id, betaTag.id, placeTag.id] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.fields).toEqual({ 'tagIds.1': [`no machine tag ${betaTag.id}`], 'tagIds.2': [`no machine tag ${placeTag.id}`] });
    // Nothing changed on either side.
    expect((await fleetTags(betaOwner))['B-1']).toEqual([]);
    expect((await fleetTags())['A-1']).not.toContain('Mine');
  });

  it('needs manage:asset', async () => {
    expect((await assign({ entityType: 0, entityId: world.assets.alpha[0], tagIds: [] }, user)).statusCode).toBe(403);
    expect((await assign({ entityType: 0, entityId: world.assets.alpha[0], tagIds: [] }, admin)).statusCode).toBe(200);
  });
});

describe('tenant isolation', () => {
  it("lists only the caller's tags, with counts of their own links", async () => {
    const names = (await list(betaOwner)).json().data.map((t: { name: string }) => t.name);
    expect(names).toEqual(['Beta only', 'Rental']);
    expect(JSON.stringify((await list(betaOwner)).json())).not.toMatch(/Alpha|Åkeri|Leased/);
  });
});
