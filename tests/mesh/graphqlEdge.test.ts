// Issue 7, findings 2 and 5: /graphql is as strict as REST. The caller's own address reaches REST
// (limits and audit are per client, whichever door), every aliased login counts, documents beyond
// the limits are refused before anything runs, a bad operation is a 400, and errors tell the caller
// what they need and nothing about the inside.
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { buildSchema, Kind, parse, validate } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app.ts';
import { MAX_ALIASES, MAX_DEPTH, MAX_GRID_READS, MAX_QUERY_LENGTH, MAX_TOKENS, validationRules } from '../../server/src/plugins/graphqlLimits.ts';
import { bearer, createWorld, PASSWORD, type World } from '../api/fixture.ts';

let world: World;
let app: Awaited<ReturnType<typeof buildApp>>;
let owner: Record<string, string>;

beforeAll(async () => {
  world = await createWorld({ loginMaxPerIp: 50, loginMaxPerAccount: 1000 });
  app = await buildApp({ db: world.db, config: world.config, withFrontends: true });
  await app.ready();
  owner = bearer((await world.login('owner@alpha.test')).access_token);
});
afterAll(async () => {
  await app.close();
  await world.close();
});

const gql = (query: string, options: { variables?: object; headers?: Record<string, string>; operationName?: string; remoteAddress?: string } = {}) =>
  app.inject({
    method: 'POST',
    url: '/graphql',
    payload: { query, variables: options.variables ?? {}, ...(options.operationName !== undefined ? { operationName: options.operationName } : {}) },
    headers: options.headers ?? owner,
    remoteAddress: options.remoteAddress,
  });

const loginField = (alias: string, login: string, password: string) =>
  `${alias}: login(input: {login: ${JSON.stringify(login)}, password: ${JSON.stringify(password)}, apiType: 0}) { data { access_token } }`;

describe('finding 2: the client address reaches REST through Mesh', () => {
  it('60 aliased logins in one request count as 60 attempts of that client, and only of that client', { timeout: 90_000 }, async () => {
    const fields = Array.from({ length: 60 }, (_, i) => loginField(`a${i}`, `nobody${i}@x.test`, 'wrong'));
    const res = await gql(`mutation { ${fields.join(' ')} }`, { headers: {}, remoteAddress: '198.51.100.60' });
    expect(res.statusCode).toBe(200);
    const statuses = res.json().errors.map((e: { extensions: { response: { status: number } } }) => e.extensions.response.status);
    expect(statuses.filter((s: number) => s === 400)).toHaveLength(50);
    expect(statuses.filter((s: number) => s === 429)).toHaveLength(10);

    // The same client is now locked out, through either door…
    const again = await gql(`mutation { ${loginField('x', 'owner@alpha.test', PASSWORD)} }`, { headers: {}, remoteAddress: '198.51.100.60' });
    expect(again.json().errors[0].extensions.response.status).toBe(429);
    const rest = await app.inject({
      method: 'POST',
      url: '/api/auth/v1/login',
      payload: { login: 'owner@alpha.test', password: PASSWORD, apiType: 0 },
      remoteAddress: '198.51.100.60',
    });
    expect(rest.statusCode).toBe(429);
    // …and everybody else still signs in.
    const other = await gql(`mutation { ${loginField('x', 'owner@alpha.test', PASSWORD)} }`, { headers: {}, remoteAddress: '198.51.100.61' });
    expect(other.json().errors).toBeUndefined();
    expect(other.json().data.x.data.access_token).toBeTruthy();
  });

  it('an X-Forwarded-For sent by the client does not change its address', { timeout: 90_000 }, async () => {
    const fields = Array.from({ length: 50 }, (_, i) => loginField(`a${i}`, `spoof${i}@x.test`, 'wrong'));
    await gql(`mutation { ${fields.join(' ')} }`, { headers: { 'x-forwarded-for': '192.0.2.1' }, remoteAddress: '198.51.100.70' });
    const next = await gql(`mutation { ${loginField('x', 'owner@alpha.test', PASSWORD)} }`, {
      headers: { 'x-forwarded-for': '192.0.2.2' },
      remoteAddress: '198.51.100.70',
    });
    expect(next.json().errors[0].extensions.response.status).toBe(429);
  });

  it('impersonation started through /graphql is audited with the agent’s address', async () => {
    const agent = bearer((await world.login('support@siteline.test', 3)).access_token);
    const res = await gql(`mutation { impersonate(input: {userUuid: "${world.users['user@alpha.test'].uuid}"}) { data { access_token } } }`, {
      headers: agent,
      remoteAddress: '203.0.113.7',
    });
    expect(res.json().errors).toBeUndefined();
    const audit = await world.db.selectFrom('impersonation_audit').select('ip').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit.ip).toBe('203.0.113.7');
  });
});

describe('finding 5: limits on what one document may ask', () => {
  const positions = (n: number) => Array.from({ length: n }, (_, i) => `p${i}: assetPositions { data { assetId } }`).join(' ');

  it('1,000 aliases (the report) are refused with a 400 before any REST call; so is one alias over the limit', async () => {
    const started = performance.now();
    const res = await gql(`{ ${positions(1000)} }`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toMatch(/Document contains more that 2000 tokens/);
    // Loose on purpose: CI runs this beside the scale test and three servers starting on two cores;
    // what it guards against takes far longer, and speed itself is measured in bench/.
    expect(performance.now() - started).toBeLessThan(5000);
    const over = await gql(`{ ${positions(MAX_ALIASES + 1)} }`);
    expect(over.statusCode).toBe(400);
    expect(over.json().errors.map((e: { message: string }) => e.message)).toEqual([`Aliases limit of ${MAX_ALIASES} exceeded, found ${MAX_ALIASES + 1}.`]);
  });

  it('grid reads are limited per operation, through fragments too', async () => {
    const grid = (i: number) => `g${i}: fleetAssets(input: {start: ${i}}) { data { summary { total } } }`;
    const ok = await gql(`{ ${Array.from({ length: MAX_GRID_READS }, (_, i) => grid(i)).join(' ')} }`);
    expect(ok.statusCode).toBe(200);
    const many = await gql(
      `query { ...F g9: fleetAssets(input: {start: 9}) { data { summary { total } } } } fragment F on Query { ${Array.from({ length: MAX_GRID_READS }, (_, i) => grid(i)).join(' ')} }`,
    );
    expect(many.statusCode).toBe(400);
    expect(many.json().errors[0].message).toBe(`Grid reads limit of ${MAX_GRID_READS} exceeded, found ${MAX_GRID_READS + 1}.`);
  });

  it('depth, tokens and size are limited', async () => {
    const deepRes = await gql(`{ x: __type(name: "Query") { fields { type { ${'ofType { '.repeat(MAX_DEPTH)} name ${'} '.repeat(MAX_DEPTH)} } } } }`);
    expect(deepRes.statusCode).toBe(400);
    expect(deepRes.json().errors[0].message).toMatch(/^Query depth limit of 10 exceeded/);
    const tokens = await gql(`{ ${'__typename '.repeat(MAX_TOKENS)} }`);
    expect(tokens.statusCode).toBe(400);
    expect(tokens.json().errors[0].message).toMatch(/Document contains more that 2000 tokens/);
    const huge = await gql(`{ __typename ${' '.repeat(MAX_QUERY_LENGTH)} }`);
    expect(huge.statusCode).toBe(400);
  });

  it('variables nested without end are a 400', async () => {
    const depth = 10_000;
    const value = `${'['.repeat(depth)}1${']'.repeat(depth)}`;
    const res = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { ...owner, 'content-type': 'application/json' },
      payload: `{"query":"query($input: FleetGridRequest_Input) { fleetAssets(input: $input) { data { summary { total } } } }","variables":{"input":{"filterExpressions":[{"fieldName":"tags","filterFunction":"tags","value":${value}}]}}}`,
    });
    expect(res.statusCode).toBe(400);
  });

  it('every document the app sends passes the limits with room to spare', () => {
    const schema = buildSchema(readFileSync(new URL('../../mesh/schema.graphql', import.meta.url), 'utf8'));
    const files = execFileSync('grep', ['-rl', 'graphql(`', 'src'], { encoding: 'utf8' }).trim().split('\n');
    let documents = 0;
    for (const file of files) {
      for (const [, text] of readFileSync(file, 'utf8').matchAll(/graphql\(\s*`([^`]*)`/g)) {
        documents++;
        const document = parse(text, { maxTokens: MAX_TOKENS / 4 });
        // Fragments are checked where they are spread; alone they only need to parse.
        if (!document.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION)) continue;
        const errors = validate(schema, document, validationRules).filter((e) => !/Unknown fragment/.test(e.message));
        expect(
          errors.map((e) => e.message),
          file,
        ).toEqual([]);
      }
    }
    expect(documents).toBeGreaterThan(30);
  });
});

describe('finding 5: bad operations and masked errors', () => {
  it('an unknown or missing operationName is a 400', async () => {
    const two = 'query A { appSettings { data { baseUrl } } } query B { apiVersion { data { version } } }';
    for (const [operationName, message] of [
      ['C', 'Unknown operation named "C".'],
      ['', 'Must provide operation name if query contains multiple operations.'],
    ] as const) {
      const res = await gql(two, { operationName });
      expect(res.statusCode, operationName).toBe(400);
      expect(res.json()).toEqual({ errors: [{ message }] });
    }
    const named = await gql(two, { operationName: 'B' });
    expect(named.statusCode).toBe(200);
    const wrongType = await app.inject({ method: 'POST', url: '/graphql', headers: owner, payload: { query: '{ __typename }', operationName: 5 } });
    expect(wrongType.statusCode).toBe(400);
  });

  it('variables of the wrong type are a 400', async () => {
    const res = await gql('query($input: FleetGridRequest_Input) { fleetAssets(input: $input) { data { summary { total } } } }', {
      variables: { input: { start: 'lots' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toMatch(/got invalid value "lots"; Expected type NonNegativeInt/);
  });

  it('a failed REST call keeps its status and envelope (the field messages) and nothing internal', async () => {
    const res = await gql('query($input: FleetGridRequest_Input) { fleetAssets(input: $input) { data { summary { total } } } }', {
      variables: { input: { filterExpressions: [{ fieldName: 'nope', filterFunction: 'eq', value: 1 }] } },
    });
    const [error] = res.json().errors;
    expect(error).toEqual({
      message: "filterExpressions.0.fieldName: unknown field 'nope';",
      locations: [{ line: 1, column: 41 }],
      path: ['fleetAssets'],
      extensions: {
        code: 'DOWNSTREAM_SERVICE_ERROR',
        response: {
          status: 400,
          body: {
            data: null,
            succeeded: false,
            error: {
              code: 100,
              message: "filterExpressions.0.fieldName: unknown field 'nope';",
              fields: { 'filterExpressions.0.fieldName': ["unknown field 'nope'"] },
            },
          },
        },
      },
    });
    const text = res.body;
    for (const leak of ['siteline.internal', 'stack', '/work/', 'node_modules', 'headers', 'content-type']) expect(text).not.toContain(leak);
  });

  it('an unauthenticated call says 401 with the envelope, no more', async () => {
    const res = await gql('{ assetPositions { data { assetId } } }', { headers: {} });
    expect(res.json().errors).toEqual([
      {
        message: 'Missing bearer token',
        locations: [{ line: 1, column: 3 }],
        path: ['assetPositions'],
        extensions: {
          code: 'DOWNSTREAM_SERVICE_ERROR',
          response: { status: 401, body: { data: null, succeeded: false, error: { code: 102, message: 'Missing bearer token' } } },
        },
      },
    ]);
  });
});
