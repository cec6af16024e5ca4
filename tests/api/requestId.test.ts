// One id per request in the log (ops/requestId.ts): taken from X-Request-ID when well-formed, made
// otherwise, echoed in the answer, and carried by the in-process hop of /graphql, so the REST log
// lines of a GraphQL request carry the GraphQL request's id. Runs on SQLite and PostgreSQL.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app.ts';
import { createWorld, type World } from './fixture.ts';

interface LogLine {
  reqId?: string;
  msg?: string;
  req?: { url?: string; method?: string };
}

let world: World;
let app: Awaited<ReturnType<typeof buildApp>>;
const lines: LogLine[] = [];

beforeAll(async () => {
  world = await createWorld();
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  app = await buildApp({ db: world.db, config: { ...world.config, logLevel: 'info' }, withFrontends: true, logStream });
  await app.ready();
  await app.graphqlReady!();
});
afterAll(async () => {
  await app.close();
  await world.close();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request id', () => {
  it('keeps a well-formed X-Request-ID, echoes it and logs the request under it', async () => {
    const id = 'lb-7f3a.9:req_42';
    const res = await app.inject({ url: '/api/health', headers: { 'x-request-id': id } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBe(id);
    expect(lines.filter((l) => l.reqId === id).map((l) => l.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
  });

  it('replaces an id that is too long or has unsafe characters with its own', async () => {
    for (const bad of ['a'.repeat(129), 'id with spaces', 'x"}{"msg":"forged', 'ok\u00e5', '']) {
      const res = await app.inject({ url: '/api/health', headers: { 'x-request-id': bad } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-request-id']).toMatch(UUID);
      expect(lines.some((l) => l.reqId === bad)).toBe(false);
    }
  });

  it('makes one when none is sent, different for each request', async () => {
    const a = (await app.inject({ url: '/api/health' })).headers['x-request-id'];
    const b = (await app.inject({ url: '/api/health' })).headers['x-request-id'];
    expect(a).toMatch(UUID);
    expect(b).toMatch(UUID);
    expect(a).not.toBe(b);
  });

  it('carries the /graphql request id into the REST calls Mesh makes in-process', async () => {
    const id = 'trace-graphql-0001';
    const res = await app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: '{ health { data { status database } } }' },
      headers: { 'x-request-id': id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { health: { data: { status: 'ok', database: 'ok' } } } });
    expect(res.headers['x-request-id']).toBe(id);
    const urls = lines.filter((l) => l.reqId === id && l.msg === 'incoming request').map((l) => l.req?.url);
    // The /graphql request itself and the REST call it made, under one id.
    expect(urls).toEqual(expect.arrayContaining(['/graphql', '/api/health']));
  });

  it('gives each GraphQL request its own id when the caller sends none', async () => {
    const res = await app.inject({ method: 'POST', url: '/graphql', payload: { query: '{ health { data { status } } }' } });
    const id = String(res.headers['x-request-id']);
    expect(id).toMatch(UUID);
    expect(lines.filter((l) => l.reqId === id && l.msg === 'incoming request').map((l) => l.req?.url)).toEqual(
      expect.arrayContaining(['/graphql', '/api/health']),
    );
  });
});
