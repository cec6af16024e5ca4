// Replays the attacks of issue 7 against a running server and prints, per finding, what it answers
// now (the tests that reproduce each one are named in docs/decisions/0011-security-findings.md). Usage:
//   node scripts/attackCheck.mjs [http://localhost:8080]
// Needs the demo logins (a seeded server). Run it against a throw-away server: finding 2 locks the
// address 127.0.0.2 out of logins for the rate-limit window, finding 7 signs the owner out.
import { request } from 'node:http';

const base = new URL(process.argv[2] ?? 'http://localhost:8080');
const PASSWORD = 'Siteline.2026';
const results = [];

/** One HTTP request from a chosen loopback address (the per-address limits see it as another client). */
function call(method, path, { body, headers = {}, from = '127.0.0.1' } = {}) {
  const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(
      {
        method,
        host: base.hostname,
        port: base.port,
        path,
        localAddress: from,
        headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...headers },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode, headers: res.headers, text, json, ms: performance.now() - started });
        });
      },
    );
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}

function check(finding, what, ok, detail) {
  results.push({ finding, what, ok, detail });
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${finding}  ${what}: ${detail}`);
}

async function login(email, from = '127.0.0.1') {
  const res = await call('POST', '/api/auth/v1/login', { body: { login: email, password: PASSWORD, apiType: 0 }, from });
  if (res.status !== 200) throw new Error(`login of ${email}: ${res.status} ${res.text}`);
  return { token: res.json.data.access_token, cookie: String(res.headers['set-cookie'] ?? '') };
}

const owner = await login('owner@nordbygg.example');
const auth = { authorization: `Bearer ${owner.token}` };
const grid = (body) => call('POST', '/api/web/v1/assets/assets', { body, headers: auth });

// 1. A 1 MB contains filter stalled every tenant for 20 s.
{
  const stall = grid({ filterExpressions: [{ fieldName: 'depotName', filterFunction: 'contains', value: 'a'.repeat(1_000_000) }] });
  const health = call('GET', '/api/health');
  const [g, h] = await Promise.all([stall, health]);
  check(
    '1',
    '1 MB contains filter on the fleet grid',
    g.status === 400 && g.ms < 2000,
    `${g.status} in ${g.ms.toFixed(0)} ms; /api/health meanwhile ${h.status} in ${h.ms.toFixed(0)} ms`,
  );
  const like = await grid({ filterExpressions: [{ fieldName: 'depotName', filterFunction: 'contains', value: '%_'.repeat(25_000) }] });
  check('1', '50 kB LIKE pattern', like.status === 400, `${like.status} ${JSON.stringify(like.json?.error?.fields ?? {})}`);
}

// 2. 60 aliased logins through /graphql locked every client out.
{
  const fields = Array.from(
    { length: 60 },
    (_, i) => `a${i}: login(input: {login: "nobody${i}@x.test", password: "wrong", apiType: 0}) { data { access_token } }`,
  );
  const res = await call('POST', '/graphql', { body: { query: `mutation { ${fields.join(' ')} }` }, from: '127.0.0.2' });
  const statuses = (res.json?.errors ?? []).map((e) => e.extensions?.response?.status);
  const limited = statuses.filter((s) => s === 429).length;
  const other = await call('POST', '/api/auth/v1/login', { body: { login: 'admin@nordbygg.example', password: PASSWORD, apiType: 0 }, from: '127.0.0.3' });
  const same = await call('POST', '/api/auth/v1/login', { body: { login: 'admin@nordbygg.example', password: PASSWORD, apiType: 0 }, from: '127.0.0.2' });
  check(
    '2',
    '60 aliased logins from 127.0.0.2',
    limited > 0 && other.status === 200 && same.status === 429,
    `${limited} of 60 answered 429; that client then ${same.status} on REST; another client (127.0.0.3) signs in: ${other.status}`,
  );
}

// 3. "Infinity" passed coercion and broke the tag list.
{
  const tag = await call('POST', '/api/web/v1/tags', { body: { name: 'x', entityType: 'Infinity', style: '{}' }, headers: auth });
  const list = await call('GET', '/api/web/v1/tags', { headers: auth });
  const limit = await grid({ limit: 'Infinity' });
  const role = await call('POST', '/api/web/v1/users', {
    body: { email: 'inf@nordbygg.example', firstName: 'I', lastName: 'N', userRole: 'Infinity' },
    headers: auth,
  });
  check(
    '3',
    'entityType "Infinity", userRole "Infinity", limit "Infinity"',
    tag.status === 400 && list.status === 200 && limit.status === 400 && role.status === 400,
    `tag ${tag.status}, tag list ${list.status}, user ${role.status}, grid limit ${limit.status}`,
  );
}

// 4. Filter values of the wrong shape crashed the request.
{
  const shape = await grid({ filterExpressions: [{ fieldName: 'telematicStatus', filterFunction: 'enum', value: { toString: 1 } }] });
  const depth = 100_000;
  const deep = await call('POST', '/api/web/v1/assets/assets', {
    body: `{"filterExpressions":[{"fieldName":"telematicStatus","filterFunction":"enum","value":${'['.repeat(depth)}1${']'.repeat(depth)}}]}`,
    headers: auth,
  });
  check('4', '{"toString":1} and a 100,000-deep array as filter values', shape.status === 400 && deep.status === 400, `${shape.status} / ${deep.status}`);
}

// 5. No alias/depth/cost limit, a bad operationName was a 500, errors leaked internals.
{
  const aliases = Array.from({ length: 1000 }, (_, i) => `p${i}: fleetAssets(input: {}) { data { summary { total } } }`).join(' ');
  const many = await call('POST', '/graphql', { body: { query: `{ ${aliases} }` }, headers: auth });
  const op = await call('POST', '/graphql', { body: { query: '{ __typename }', operationName: 'Nope' }, headers: auth });
  const failed = await call('POST', '/graphql', {
    body: { query: '{ fleetAssets(input: {filterExpressions: [{fieldName: "nope", filterFunction: eq, value: 1}]}) { data { summary { total } } } }' },
    headers: auth,
  });
  const leaks = ['stack', '/work/', 'node_modules', 'siteline.internal', 'content-type'].filter((l) => failed.text.includes(l));
  check(
    '5',
    '1,000 aliases, a bad operationName, a failing field',
    many.status === 400 && many.ms < 2000 && op.status === 400 && leaks.length === 0,
    `${many.status} in ${many.ms.toFixed(0)} ms; ${op.status}; error text leaks: ${leaks.length ? leaks.join(', ') : 'nothing'} (${failed.text.slice(0, 90)}…)`,
  );
}

// 6. No security headers; the refresh token in a cookie written by JavaScript.
{
  const page = await call('GET', '/');
  const h = page.headers;
  const csp = String(h['content-security-policy'] ?? '');
  const cookie = owner.cookie;
  const ok =
    csp.includes("frame-ancestors 'none'") &&
    h['x-frame-options'] === 'DENY' &&
    h['x-content-type-options'] === 'nosniff' &&
    Boolean(h['referrer-policy']) &&
    /HttpOnly/i.test(cookie) &&
    /SameSite=Strict/i.test(cookie) &&
    /Path=\/api\/auth/i.test(cookie);
  check(
    '6',
    'headers on / and the refresh cookie',
    ok,
    `CSP ${csp.length} chars, XFO ${h['x-frame-options']}, nosniff, ${h['referrer-policy']}; cookie: ${cookie.replace(/=[^;]+;/, '=…;')}`,
  );
}

// 7. Logout ended nothing on the server.
{
  const session = await login('owner@nordbygg.example');
  const cookieHeader = session.cookie.split(';')[0];
  const out = await call('POST', '/api/auth/v1/logout', { headers: { authorization: `Bearer ${session.token}`, cookie: cookieHeader } });
  const refresh = await call('POST', '/api/auth/v1/refresh', { headers: { cookie: cookieHeader }, body: {} });
  const access = await call('GET', '/api/web/v1/assets/positions', { headers: { authorization: `Bearer ${session.token}` } });
  check(
    '7',
    'after logout: the refresh cookie and the access token',
    refresh.status === 401 && access.status === 401,
    `logout ${out.status}, refresh ${refresh.status}, access token ${access.status}`,
  );
}

// 8. ?inspect shipped in production builds.
{
  const setting = await call('GET', '/api/inspector');
  check('8', 'the inspector in a production build', setting.status === 200 && setting.json?.enabled === false, `${setting.status} ${setting.text}`);
}

const failed = results.filter((r) => !r.ok);
console.log(`\n${results.length - failed.length} of ${results.length} checks hold`);
process.exitCode = failed.length ? 1 : 0;
