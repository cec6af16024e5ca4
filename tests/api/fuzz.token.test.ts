// The OAuth token endpoint fuzzed (issue 24): it is outside the published OpenAPI the REST fuzzer reads
// (x-mesh: false, RFC 6749 answers instead of the envelope) and takes form bodies, JSON and HTTP Basic,
// so it gets a fuzzer of its own: bodies mostly shaped like a client's (RFC 6749 §4.4.2 fields, form or
// JSON, Basic or not), partly wild (broken JSON, prototype keys, NUL, long and odd text, other types).
// Every answer is an RFC 6749 answer: 200 with a token, or 400/401/429 with `error` (and no-store);
// never a 5xx and never the framework's own text. Counts are per database project.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, type World } from './fixture.ts';

const TOKEN_RUNS = Number(process.env.SITELINE_FUZZ_TOKEN_RUNS ?? 1500);
const RFC_ERRORS = ['invalid_request', 'invalid_client', 'invalid_grant', 'unauthorized_client', 'unsupported_grant_type', 'invalid_scope', 'slow_down'];

let world: World;
let client: { clientId: string; clientSecret: string };

beforeAll(async () => {
  world = await createWorld();
  const owner = await world.login('owner@alpha.test');
  const created = await world.app.inject({
    method: 'POST',
    url: '/api/web/v1/integrations/clients',
    headers: { authorization: `Bearer ${owner.access_token}` },
    payload: { name: 'Fuzzed client' },
  });
  expect(created.statusCode, created.body).toBe(200);
  client = created.json().data;
});
afterAll(() => world.close());

const odd = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('', '\u0000', 'client_credentials\u0000', '__proto__', 'constructor', '%00', '%', 'a'.repeat(5000), '😀', '\uD800'),
);
const field = (real: () => string) => fc.oneof({ weight: 3, arbitrary: fc.constant(null).map(() => real()) }, { weight: 1, arbitrary: odd });

/** A token request: its content type, body text and Authorization header. */
const tokenRequest = fc
  .record({
    grant: fc.oneof({ weight: 4, arbitrary: fc.constant('client_credentials') }, { weight: 1, arbitrary: odd }),
    id: field(() => client.clientId),
    secret: field(() => client.clientSecret),
    scope: fc.option(fc.oneof(fc.constant('fleet'), odd), { nil: undefined }),
    basic: fc.boolean(),
    form: fc.boolean(),
    extra: fc.option(fc.dictionary(odd, odd, { maxKeys: 3 }), { nil: undefined }),
    wild: fc.option(
      fc.oneof(
        fc.constantFrom('', '{', '{"grant_type":', 'null', '[]', '[1,2]', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{}}}', '=&=&', 'a=%ZZ'),
        fc.string({ maxLength: 200 }),
      ),
      { nil: undefined, freq: 4 },
    ),
    type: fc.constantFrom('application/x-www-form-urlencoded', 'application/json', 'text/plain', 'application/xml', ''),
    // From many addresses, as many clients would send: the per-address limit (60 a minute, tested in
    // integrations.test.ts) would otherwise answer nearly every request with 429.
    from: fc.ipV4(),
  })
  .map((r) => {
    const fields: Record<string, string> = { grant_type: r.grant, ...(r.extra ?? {}) };
    if (!r.basic) Object.assign(fields, { client_id: r.id, client_secret: r.secret });
    if (r.scope !== undefined) fields.scope = r.scope;
    const type = r.form ? 'application/x-www-form-urlencoded' : r.wild === undefined ? 'application/json' : r.type;
    const body = r.wild ?? (r.form ? new URLSearchParams(fields).toString() : JSON.stringify(fields));
    const headers: Record<string, string> = type ? { 'content-type': type } : {};
    if (r.basic) headers.authorization = `Basic ${Buffer.from(`${r.id}:${r.secret}`).toString('base64')}`;
    return { headers, body, from: r.from };
  });

describe('token endpoint fuzzer', () => {
  it(`answers ${TOKEN_RUNS} generated requests as RFC 6749 says, never with a 5xx`, { timeout: 600_000 }, async () => {
    const statuses: Record<number, number> = {};
    await fc.assert(
      fc.asyncProperty(tokenRequest, async ({ headers, body, from }) => {
        const res = await world.app.inject({ method: 'POST', url: '/api/auth/v1/token', headers, payload: body, remoteAddress: from });
        statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
        expect(res.statusCode).toBeLessThan(500);
        expect(res.headers['cache-control']).toBe('no-store');
        const answer = res.json();
        if (res.statusCode === 200) expect(answer).toMatchObject({ access_token: expect.any(String), token_type: 'Bearer' });
        else {
          expect([400, 401, 413, 415, 429]).toContain(res.statusCode);
          expect(RFC_ERRORS).toContain(answer.error);
        }
      }),
      { numRuns: TOKEN_RUNS, seed: Number(process.env.SITELINE_FUZZ_SEED ?? 7) },
    );
    console.log(`token fuzzer: ${TOKEN_RUNS} requests, statuses ${JSON.stringify(statuses)}`);
    expect(statuses[200] ?? 0).toBeGreaterThan(0);
    expect(statuses[400] ?? 0).toBeGreaterThan(0);
  });
});
