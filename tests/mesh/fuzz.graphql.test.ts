// The /graphql schema fuzzer (issue 7): for each operation of the same OpenAPI document the REST
// fuzzer uses, the Mesh root field of that operationId with its arguments as variables (values
// generated from the OpenAPI schemas, partly wild), a selection of the answer's fields, sometimes
// aliased several times or with a wrong operationName; plus malformed and hostile documents. No
// answer may be a 5xx, and no error may hide a REST 5xx or an unexpected exception.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { buildSchema, getNamedType, isLeafType, isObjectType, type GraphQLField, type GraphQLOutputType, type GraphQLSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app.ts';
import { generateOpenApi } from '../../server/src/openapi/generate.ts';
import { UNEXPECTED } from '../../server/src/plugins/graphqlErrors.ts';
import { bearer, createWorld, type World } from '../api/fixture.ts';
import { arbitraryFor, jsonBodySchema, operations, wild, type OpenApiDocument, type Operation } from '../api/fuzz/schemaArbitrary.ts';

export const GRAPHQL_RUNS = Number(process.env.SITELINE_FUZZ_GRAPHQL_RUNS ?? 4000);

let world: World;
let app: Awaited<ReturnType<typeof buildApp>>;
let doc: OpenApiDocument;
let schema: GraphQLSchema;
const sessions: Record<string, string> = {};

async function signIn() {
  sessions.web = (await world.login('owner@alpha.test')).access_token;
  sessions.support = (await world.login('support@siteline.test', 3)).access_token;
}

beforeAll(async () => {
  doc = JSON.parse(await generateOpenApi());
  schema = buildSchema(readFileSync(new URL('../../mesh/schema.graphql', import.meta.url), 'utf8'));
  world = await createWorld({}, { accounts: true });
  app = await buildApp({ db: world.db, config: world.config, withFrontends: true });
  await app.ready();
  await signIn();
}, 120_000);
afterAll(async () => {
  await app.close();
  await world.close();
});

/** The leaves of a result type, a few levels deep: `data { id name tags { id } } __typename`. */
function selection(type: GraphQLOutputType, depth = 0): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  if (!isObjectType(named) || depth > 3) return '{ __typename }';
  const fields = Object.values(named.getFields()).map((f) => (isLeafType(getNamedType(f.type)) ? f.name : `${f.name} ${selection(f.type, depth + 1)}`));
  return `{ __typename ${fields.join(' ')} }`;
}

interface GeneratedRequest {
  body: string;
  token: string;
  operationId?: string;
}

function rootField(op: Operation): { field: GraphQLField<unknown, unknown>; kind: 'query' | 'mutation' } | null {
  const query = schema.getQueryType()?.getFields()[op.operationId];
  if (query) return { field: query, kind: 'query' };
  const mutation = schema.getMutationType()?.getFields()[op.operationId];
  return mutation ? { field: mutation, kind: 'mutation' } : null;
}

function operationRequests(): fc.Arbitrary<GeneratedRequest> {
  const perOperation = operations(doc).flatMap(({ op }) => {
    const root = rootField(op);
    if (!root) return [];
    const { field, kind } = root;
    const params = new Map((op.parameters ?? []).map((p) => [p.name, p.schema]));
    const variables = fc.record(
      Object.fromEntries(
        field.args.map((arg) => [
          arg.name,
          arg.name === 'input' ? arbitraryFor(doc, jsonBodySchema(op), 0.08) : arbitraryFor(doc, params.get(arg.name), 0.1, arg.name),
        ]),
      ),
      { requiredKeys: [] },
    );
    const declared = field.args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
    const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
    const call = `${field.name}${args ? `(${args})` : ''} ${selection(field.type)}`;
    return [
      fc
        .record({
          variables,
          aliases: fc.integer({ min: 1, max: 3 }),
          name: fc.constantFrom('Fuzz', 'Other', ''),
          operationName: fc.oneof({ weight: 8, arbitrary: fc.constant('same') }, { weight: 1, arbitrary: fc.constantFrom('Nope', '', null) }),
          who: fc.oneof(
            { weight: 8, arbitrary: fc.constant(op['x-scope'] === 'support' ? 'support' : 'web') },
            { weight: 1, arbitrary: fc.constantFrom('none', 'support') },
          ),
        })
        .map(({ variables: v, aliases, name, operationName, who }): GeneratedRequest => {
          const fields = Array.from({ length: aliases }, (_, i) => (aliases === 1 ? call : `a${i}: ${call}`)).join(' ');
          const query = `${kind} ${name}${declared ? `(${declared})` : ''} { ${fields} }`;
          const named = operationName === 'same' ? name : operationName;
          return {
            body: JSON.stringify({ query, variables: v, operationName: named }),
            token: who === 'none' ? '' : sessions[who],
            operationId: op.operationId,
          };
        }),
    ];
  });
  return fc.oneof(...perOperation);
}

/** Documents and bodies no client should send. */
const hostile: fc.Arbitrary<GeneratedRequest> = fc
  .oneof(
    fc.string({ maxLength: 200 }).map((query) => JSON.stringify({ query })),
    fc
      .constantFrom(
        '{ __schema { types { name fields { name type { name ofType { name ofType { name } } } } } } }',
        'fragment A on Query { ...B } fragment B on Query { ...A } { ...A }',
        'subscription { x }',
        '{ appSettings { data { baseUrl @include(if: $missing) } } }',
        'query($a: Int) { appSettings { data { baseUrl } } }',
        `{ ${'a: appSettings { data { baseUrl } } '.repeat(3)} }`,
        `{ ${'appSettings { '.repeat(40)}${'} '.repeat(40)} }`,
        'mutation { login(input: {login: "x", password: "y", apiType: 99999999999}) { data { access_token } } }',
        'query { fleetAssets(input: {filterExpressions: [{fieldName: "tags", filterFunction: tags, value: [[[[1]]]]}]}) { data { summary { total } } } }',
        'query { fleetAssets(input: {limit: 1e400}) { data { summary { total } } } }',
        'query { userList(input: {textSearch: "%_\\\\"}) { data { data { id } } } }',
      )
      .map((query) => JSON.stringify({ query })),
    wild.map((value) => JSON.stringify(value) ?? 'null'),
    fc.constantFrom('', '{', '[]', '{"query": 5}', '{"query": "{ __typename }", "variables": "x"}', '{"query": "{ __typename }", "operationName": {}}'),
  )
  .map((body) => ({ body, token: sessions.web }));

describe('GraphQL fuzzer', () => {
  it(`answers ${GRAPHQL_RUNS} generated requests without a 5xx or a hidden failure`, { timeout: 900_000 }, async () => {
    const statuses = new Map<number, number>();
    const answered = new Set<string>();
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(fc.oneof({ weight: 9, arbitrary: operationRequests() }, { weight: 1, arbitrary: hostile }), async (request) => {
        if (++runs % 500 === 0) await signIn();
        const res = await app.inject({
          method: 'POST',
          url: '/graphql',
          headers: { 'content-type': 'application/json', ...(request.token ? bearer(request.token) : {}) },
          payload: request.body,
          remoteAddress: '198.18.0.2',
        });
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        const what = `${request.body.slice(0, 400)} → ${res.statusCode} ${res.body.slice(0, 400)}`;
        expect(res.statusCode, what).toBeLessThan(500);
        const answer = res.json<{ data?: Record<string, unknown>; errors?: { message: string; extensions?: { response?: { status?: number } } }[] }>();
        for (const error of answer.errors ?? []) {
          expect(error.message, what).not.toBe(UNEXPECTED);
          expect(error.extensions?.response?.status ?? 0, what).toBeLessThan(500);
        }
        if (request.operationId && Object.values(answer.data ?? {}).some(Boolean)) answered.add(request.operationId);
      }),
      { numRuns: GRAPHQL_RUNS, seed: Number(process.env.SITELINE_FUZZ_SEED ?? 11) },
    );
    console.log(`GraphQL fuzzer: ${runs} requests, statuses ${JSON.stringify(Object.fromEntries(statuses))}, ${answered.size} root fields answered`);
    expect(answered.size).toBeGreaterThan(20);
  });
});
