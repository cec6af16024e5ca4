// The GraphQL Mesh built from mesh/openapi.json: its schema is snapshotted (mesh/schema.graphql)
// so an API change shows up in review, and /graphql forwards the caller's Authorization to REST.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app.ts';
import { bearer, createWorld, type World } from '../api/fixture.ts';
import { ERROR_REPORTS_PER_10_MINUTES } from '../../server/src/routes/logs/logs.routes.ts';

let world: World;
let app: Awaited<ReturnType<typeof buildApp>>;
let token: string;

beforeAll(async () => {
  world = await createWorld();
  app = await buildApp({ db: world.db, config: world.config, withFrontends: true });
  await app.ready();
  token = (await world.login('owner@alpha.test')).access_token;
});
afterAll(async () => {
  await app.close();
  await world.close();
});

const gql = (query: string, variables: object = {}, headers: Record<string, string> = bearer(token)) =>
  app.inject({ method: 'POST', url: '/graphql', payload: { query, variables }, headers });

describe('Mesh schema', () => {
  it('matches the committed snapshot mesh/schema.graphql (run `npm run api:sync`)', async () => {
    const built = readFileSync(new URL('../../.mesh/schema.graphql', import.meta.url), 'utf8');
    const committed = readFileSync(new URL('../../mesh/schema.graphql', import.meta.url), 'utf8');
    expect(built).toBe(committed);
    expect(committed).toContain('assetPositions: assetPositions_200_response');
  });

  it('is the schema the server executes', async () => {
    const res = await gql('{ __schema { queryType { fields { name } } mutationType { fields { name } } } }');
    const { queryType, mutationType } = res.json().data.__schema;
    expect(queryType.fields.map((f: { name: string }) => f.name)).toEqual(expect.arrayContaining(['assetPositions', 'appSettings', 'dictionaryUsers']));
    expect(mutationType.fields.map((f: { name: string }) => f.name)).toEqual(expect.arrayContaining(['login', 'refreshToken', 'logError']));
  });
});

describe('/graphql', () => {
  it('forwards Authorization and returns the REST data', async () => {
    const res = await gql('{ assetPositions { data { assetId name lat long } } }');
    expect(res.statusCode).toBe(200);
    const ids = res.json().data.assetPositions.data.map((p: { assetId: number }) => p.assetId);
    expect(ids).toEqual(world.assets.alpha.slice(0, -1));
  });

  it('turns a REST 401 into a GraphQL error carrying the status and envelope', async () => {
    const res = await gql('{ assetPositions { data { assetId } } }', {}, {});
    const [error] = res.json().errors;
    expect(error.extensions.response.status).toBe(401);
    expect(error.extensions.response.body).toMatchObject({ succeeded: false, error: { code: 102 } });
  });

  it('logs in through a mutation and reports a wrong password as a 400 with the spec text', async () => {
    const ok = await gql(
      'mutation($input: login_request_Input) { login(input: $input) { data { access_token expires_in } } }',
      { input: { login: 'owner@alpha.test', password: 'Siteline.2026', apiType: 0 } },
      {},
    );
    expect(ok.json().errors).toBeUndefined();
    expect(ok.json().data.login.data.expires_in).toBe(world.config.accessTokenTtlSeconds);
    // The answer carries tokens: no cache keeps it, as the REST answer says.
    expect(ok.headers['cache-control']).toBe('no-store');
    const bad = await gql(
      'mutation($input: login_request_Input) { login(input: $input) { data { access_token } } }',
      { input: { login: 'owner@alpha.test', password: 'nope', apiType: 0 } },
      {},
    );
    const [error] = bad.json().errors;
    expect(error.extensions.response.status).toBe(400);
    expect(error.extensions.response.body.error.message).toBe('Incorrect password and/or username.');
    expect(bad.headers['cache-control']).toBeUndefined();
  });

  it('limits error reports per user through /graphql as REST does (429 past the limit)', async () => {
    const report = (n: number) =>
      gql('mutation($input: logError_request_Input) { logError(input: $input) { data { id } } }', {
        input: { message: `Error ${n}`, uri: 'http://localhost/map' },
      });
    for (let n = 0; n < ERROR_REPORTS_PER_10_MINUTES; n++) expect((await report(n)).json().errors).toBeUndefined();
    const [limited] = (await report(ERROR_REPORTS_PER_10_MINUTES)).json().errors;
    expect(limited.extensions.response.status).toBe(429);
    expect(limited.extensions.response.body.error.message).toBe('Too many reports in a short period. Please try again later.');
  });

  it('answers 400 for a query that does not validate', async () => {
    const res = await gql('{ noSuchField }');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toMatch(/noSuchField/);
  });
});
