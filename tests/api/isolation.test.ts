// Tenant isolation and scope/permission matrix over EVERY operation of the API description, so a
// new route is covered the day it is added. Each route declares (via the auth plugin) x-scope and
// x-permission; ids in paths, queries and bodies are filled with company A's (Alpha's) ids.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createWorld, type World } from './fixture.ts';
import { hasPermission, rolePermissions, UserRole } from '../../server/src/domain/permissions.ts';
import { fileBody } from './images/multipart.ts';
import { sampleImage } from './images/samples.ts';

interface Schema {
  $ref?: string;
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  anyOf?: Schema[];
}
interface Operation {
  operationId: string;
  'x-scope': 'public' | 'web' | 'support' | 'any' | 'integration';
  'x-permission'?: string;
  parameters?: { in: string; name: string; required?: boolean; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}
interface Call {
  method: string;
  path: string;
  op: Operation;
}

const world: World = await createWorld({ loginMaxPerIp: 10_000 }, { accounts: true });
const doc = world.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } };
const calls: Call[] = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
);
const guarded = calls.filter((c) => c['op']['x-scope'] !== 'public');

// An Alpha tag on an Alpha machine for the tag routes (the fixture has none); its name carries a marker.
const alphaTagId = (
  await world.db
    .insertInto('tags')
    .values({ company_id: world.companies.alpha, name: 'Alpha Bygg rental', entity_type: 0, style: '{}', created_at: '2026-11-20T10:00:00.000Z' })
    .returning('id')
    .executeTakeFirstOrThrow()
).id;
await world.db
  .insertInto('tag_links')
  .values({ tag_id: alphaTagId, entity_type: 0, entity_id: world.assets.alpha[0], company_id: world.companies.alpha })
  .execute();

// Alpha places, one per type (typed paths such as depots/{id} answer 404 for another type). The
// geofence is a real ring so the place routes read them like any other.
const alphaPlace = async (place_type: number, name: string) =>
  (
    await world.db
      .insertInto('places')
      .values({
        company_id: world.companies.alpha,
        name,
        place_type,
        geofence: JSON.stringify([
          { latitude: 59.0, longitude: 18.0 },
          { latitude: 59.0, longitude: 18.1 },
          { latitude: 59.1, longitude: 18.1 },
        ]),
        timezone_name: 'Europe/Stockholm',
        created_at: '2026-11-20T10:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
const alphaPlaces = {
  depot: await alphaPlace(0, 'Alpha Bygg depot'),
  site: await alphaPlace(1, 'Alpha Bygg site'),
  region: await alphaPlace(2, 'Alpha Bygg region'),
};
// An Alpha place alert (on the depot; the create call's sample uses the work site: one alert per place).
const alphaPlaceAlertId = (
  await world.db
    .insertInto('alerts')
    .values({
      company_id: world.companies.alpha,
      alert_key: `place:${alphaPlaces.depot}`,
      kind: 'place',
      alert_type: 'Place',
      place_id: alphaPlaces.depot,
      enabled: 1,
      notify_all_new_users: 0,
      trigger_on_enter: 1,
      created_at: '2026-11-20T10:00:00.000Z',
      updated_at: '2026-11-20T10:00:00.000Z',
    })
    .returning('id')
    .executeTakeFirstOrThrow()
).id;
// An Alpha machine alert (what assets/alerts/{id} and the subscription calls name).
const alphaMachineAlertId = (
  await world.db
    .insertInto('alerts')
    .values({
      company_id: world.companies.alpha,
      alert_key: 'machine:LowBatteryVoltage',
      kind: 'machine',
      alert_type: 'LowBatteryVoltage',
      enabled: 1,
      notify_all_new_users: 0,
      created_at: '2026-11-20T10:00:00.000Z',
      updated_at: '2026-11-20T10:00:00.000Z',
    })
    .returning('id')
    .executeTakeFirstOrThrow()
).id;
// An Alpha API client and an Alpha integration (provider connection) for the integrations routes.
const alphaClientId = 'sl_a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1';
await world.db
  .insertInto('api_clients')
  .values({
    company_id: world.companies.alpha,
    client_id: alphaClientId,
    name: 'Alpha Bygg ERP',
    secret_hash: 'unused',
    secret_created_at: '2026-11-20T10:00:00.000Z',
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
  })
  .execute();
const alphaIntegrationId = (
  await world.db
    .insertInto('integrations')
    .values({
      company_id: world.companies.alpha,
      provider_id: 'volvo-caretrack',
      name: 'Alpha Bygg CareTrack',
      created_at: '2026-11-20T10:00:00.000Z',
      updated_at: '2026-11-20T10:00:00.000Z',
    })
    .returning('id')
    .executeTakeFirstOrThrow()
).id;

// Alpha's user's scheduled usage report (Settings → Scheduled reports): its owner only may change it.
const alphaReportScheduleId = (
  await world.db
    .insertInto('report_schedules')
    .values({
      company_id: world.companies.alpha,
      user_id: world.users['user@alpha.test'].id,
      report: 'usage',
      frequency: 'weekly',
      recipients: '[]',
      created_ts: Date.parse('2026-11-20T10:00:00.000Z'),
      updated_ts: Date.parse('2026-11-20T10:00:00.000Z'),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
).id;

/** Alpha's id for the resource a path addresses (longest prefix wins). A new resource with ids must be added here. */
const ALPHA_IDS: [prefix: string, id: () => number | string][] = [
  ['/web/v1/users', () => world.users['user@alpha.test'].id],
  ['/support/v1/companies', () => world.companies.alpha],
  ['/web/v1/assets', () => world.assets.alpha[0]],
  ['/auth/v1/impersonate', () => world.users['user@alpha.test'].uuid],
  ['/web/v1/tags', () => alphaTagId],
  ['/web/v1/tags/assignments', () => world.assets.alpha[0]],
  ['/web/v1/places', () => alphaPlaces.site],
  ['/web/v1/places/depots', () => alphaPlaces.depot],
  ['/web/v1/places/worksite', () => alphaPlaces.site],
  ['/web/v1/places/region', () => alphaPlaces.region],
  ['/web/v1/notifications/assets/alerts', () => alphaMachineAlertId],
  ['/web/v1/notifications/notifications/subscribe', () => alphaMachineAlertId],
  ['/web/v1/notifications/notifications/unsubscribe', () => alphaMachineAlertId],
  ['/web/v1/notifications/places/alerts', () => alphaPlaces.site],
  ['/web/v1/notifications/places/alerts/{id}', () => alphaPlaceAlertId],
  ['/web/v1/images/assets', () => world.assets.alpha[0]],
  ['/web/v1/services', () => world.assets.alpha[0]],
  ['/web/v1/integrations', () => alphaIntegrationId],
  ['/web/v1/integrations/clients', () => alphaClientId],
  ['/web/v1/integrations/{id}/secret', () => alphaClientId],
  ['/integration/v1/machines', () => world.assets.alpha[0]],
  ['/web/v1/settings/report-schedules', () => alphaReportScheduleId],
  // Not an id: the feed's first page.
  ['/integration/v1/iso15143-3/Fleet', () => 1],
];

/** Path parameters that are not the resource id: an Alpha image key on Alpha's first machine, a position, a page. */
const PATH_SAMPLES: Record<string, () => string | number> = {
  key: () => alphaImageKey,
  lat: () => 59.33,
  long: () => 18.06,
  start: () => 0,
  limit: () => 20,
};
let alphaImageKey = '';
function alphaId(path: string): number | string {
  const match = ALPHA_IDS.filter(([prefix]) => path.startsWith(prefix)).sort((a, b) => b[0].length - a[0].length)[0];
  if (!match) throw new Error(`${path} takes an id: add Alpha's id for it to ALPHA_IDS in tests/api/isolation.test.ts`);
  return match[1]();
}

const PATTERN_SAMPLES = ['2026-11-17T08:00', '2026-11-17'];
const ID_NAMES = new Set(['id', 'userUuid', 'assetId', 'placeId', 'companyId', 'entityId']);

/** A schema-valid sample: required properties only, ids → Alpha's. */
function sample(schema: Schema, path: string, name = ''): unknown {
  if (schema.$ref) return sample(doc.components.schemas[schema.$ref.split('/').pop()!], path, name);
  if (ID_NAMES.has(name)) return alphaId(path);
  if (schema.enum) return schema.enum[0];
  // A union (of literals, such as notificationType 0 | 3): its first member.
  if (schema.anyOf?.length) return sample(schema.anyOf[0], path, name);
  switch (schema.type) {
    case 'object':
      return Object.fromEntries((schema.required ?? []).map((key) => [key, sample(schema.properties![key], path, key)]));
    case 'array':
      return [];
    case 'integer':
    case 'number':
      return Math.min(schema.maximum ?? Infinity, Math.max(schema.minimum ?? 1, 1));
    case 'boolean':
      return false;
    case 'string':
      // Patterned strings (times, days) get a value of the pattern.
      if (schema.pattern) return PATTERN_SAMPLES.find((v) => new RegExp(schema.pattern!).test(v)) ?? 'Sample value';
      return 'Sample value xx'.padEnd(schema.minLength ?? 0, 'x').slice(0, schema.maxLength ?? 100);
    default:
      return 'Sample value';
  }
}

const takesId = (c: Call) =>
  /\{id\}/.test(c.path) ||
  (c.op.parameters ?? []).some((p) => ID_NAMES.has(p.name)) ||
  Object.keys(bodySchema(c)?.properties ?? {}).some((k) => ID_NAMES.has(k) && (bodySchema(c)?.required ?? []).includes(k));

function bodySchema(c: Call): Schema | undefined {
  const schema = c.op.requestBody?.content['application/json']?.schema;
  return schema?.$ref ? doc.components.schemas[schema.$ref.split('/').pop()!] : schema;
}

function request(c: Call, token?: string) {
  let url = `/api${c.path}`.replace(/\{(\w+)\}/g, (_, param: string) =>
    String(param === 'userTime' ? PATTERN_SAMPLES[0] : (PATH_SAMPLES[param]?.() ?? alphaId(c.path))),
  );
  const query = (c.op.parameters ?? []).filter((p) => p.in === 'query' && (p.required || ID_NAMES.has(p.name)));
  if (query.length) url += `?${new URLSearchParams(query.map((p) => [p.name, String(sample(p.schema, c.path, p.name))]))}`;
  const schema = bodySchema(c);
  return world.app.inject({
    method: c.method as 'GET',
    url,
    headers: token ? bearer(token) : {},
    ...(schema ? { payload: sample(schema, c.path) as object } : {}),
  });
}

const tokens = {} as Record<'alphaOwner' | 'alphaUser' | 'betaOwner' | 'support' | 'plainSupport' | 'alphaClient' | 'betaClient', string>;

/** An integration token for a new API client of the company whose owner's token is given. */
async function clientToken(ownerToken: string, name: string) {
  const created = await world.app.inject({ method: 'POST', url: '/api/web/v1/integrations/clients', headers: bearer(ownerToken), payload: { name } });
  const { clientId, clientSecret } = created.json().data;
  const token = await world.app.inject({
    method: 'POST',
    url: '/api/auth/v1/token',
    payload: { grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret },
  });
  return token.json().access_token as string;
}
beforeAll(async () => {
  tokens.alphaOwner = (await world.login('owner@alpha.test')).access_token;
  tokens.alphaUser = (await world.login('user@alpha.test')).access_token;
  tokens.betaOwner = (await world.login('owner@beta.test')).access_token;
  tokens.support = (await world.login('support@siteline.test', 3)).access_token;
  tokens.plainSupport = (await world.login('plain@siteline.test', 3)).access_token;
  const upload = fileBody(await sampleImage('png'));
  const res = await world.app.inject({
    method: 'POST',
    url: '/api/common/v1/files?fileType=MachineImage',
    headers: { ...bearer(tokens.alphaOwner), 'content-type': upload.contentType },
    payload: upload.payload,
  });
  alphaImageKey = res.json().data.key;
  await world.app.inject({
    method: 'PUT',
    url: `/api/web/v1/images/assets/${world.assets.alpha[0]}/imageKeys`,
    headers: bearer(tokens.alphaOwner),
    payload: { imageKeys: [alphaImageKey] },
  });
  tokens.alphaClient = await clientToken(tokens.alphaOwner, 'Isolation A');
  tokens.betaClient = await clientToken(tokens.betaOwner, 'Isolation B');
});
afterAll(() => world.close());

const name = (c: Call) => `${c.method} ${c.path} (${c.op.operationId})`;
const ALPHA_MARKERS = ['alpha.test', 'Alpha Bygg', 'A machine'];

describe('the API description', () => {
  it('declares a scope for every operation and covers the account areas', () => {
    expect(calls.length).toBeGreaterThan(30);
    for (const c of calls) expect(['public', 'web', 'support', 'any', 'integration'], name(c)).toContain(c.op['x-scope']);
    expect(guarded.map((c) => c.op.operationId)).toEqual(
      expect.arrayContaining(['userList', 'deleteUser', 'supportCompanies', 'impersonate', 'updateProfile']),
    );
  });
});

describe.each(guarded.map((c) => [name(c), c] as const))('%s', (_, c) => {
  it('refuses a caller without a token (401)', async () => {
    expect((await request(c)).statusCode).toBe(401);
  });

  // The integration API's callers are API clients: another company's is company B's client.
  const integration = c.op['x-scope'] === 'integration';
  if (integration) {
    it("refuses a user's token (401)", async () => {
      expect((await request(c, tokens.alphaOwner)).statusCode).toBe(401);
    });
  }
  if (c.op['x-scope'] !== 'support') {
    it(takesId(c) ? "answers another company's caller 403/404 for company A's ids" : "shows another company's caller nothing of company A", async () => {
      const res = await request(c, integration ? tokens.betaClient : tokens.betaOwner);
      if (takesId(c)) expect([403, 404], res.body).toContain(res.statusCode);
      else expect(res.statusCode, res.body).toBeLessThan(500);
      for (const marker of ALPHA_MARKERS) expect(res.body).not.toContain(marker);
    });
    if (takesId(c) && c.method === 'GET') {
      it("(the same id is company A's: A's owner reads it)", async () => {
        expect((await request(c, integration ? tokens.alphaClient : tokens.alphaOwner)).statusCode).toBe(200);
      });
    }
  }

  const permission = c.op['x-permission'];
  if (permission && !hasPermission(rolePermissions(UserRole.User, 'web'), permission)) {
    it(`refuses a User-role caller without ${permission} (403)`, async () => {
      expect((await request(c, tokens.alphaUser)).statusCode).toBe(403);
    });
  }
  if (c.op['x-scope'] === 'support') {
    it('refuses a Web caller (403)', async () => {
      expect((await request(c, tokens.alphaOwner)).statusCode).toBe(403);
      expect((await request(c, tokens.betaOwner)).statusCode).toBe(403);
    });
    it('refuses a Support caller without the permission (403)', async () => {
      expect((await request(c, tokens.plainSupport)).statusCode).toBe(403);
    });
  }
  if (c.op['x-scope'] === 'web') {
    it('refuses a Support caller (403)', async () => {
      expect((await request(c, tokens.support)).statusCode).toBe(403);
    });
  }
  if (c.op['x-scope'] === 'any' && permission) {
    it(`refuses a Support caller without ${permission} (403)`, async () => {
      expect((await request(c, tokens.support)).statusCode).toBe(403);
    });
  }
});
