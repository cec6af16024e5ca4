// Response serializers compiled when first needed (server/src/http/serialization.ts, issue 28's
// warm start): nothing is compiled before the server listens, the first answer is still shaped by
// its schema (fields it does not declare are left out), and the background pass compiles the rest.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { schemaController } from '../../server/src/http/validation.ts';
import { compileDeferredSerializers, deferredSerializerCount } from '../../server/src/http/serialization.ts';

const answer = { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } }, required: ['id', 'name'] } as const;

async function appWithRoutes(count: number) {
  const app = Fastify({ schemaController });
  for (let i = 0; i < count; i++)
    app.post(`/r${i}`, { schema: { response: { 200: answer, 404: answer } } }, async () => ({ id: i, name: `Route ${i}`, secret: 'not in the schema' }));
  await app.ready();
  return app;
}

describe('lazy response serializers', () => {
  it('compiles none before the first request, and the first answer follows the schema', async () => {
    const before = deferredSerializerCount();
    const app = await appWithRoutes(3);
    expect(deferredSerializerCount()).toBe(before + 6); // 3 routes × 2 statuses
    const res = await app.inject({ method: 'POST', url: '/r1' });
    expect(res.json()).toEqual({ id: 1, name: 'Route 1' });
    expect(deferredSerializerCount()).toBe(before + 5);
    await app.close();
  });

  it('the background pass compiles the rest, and answers stay the same', async () => {
    const app = await appWithRoutes(2);
    await compileDeferredSerializers();
    expect(deferredSerializerCount()).toBe(0);
    expect((await app.inject({ method: 'POST', url: '/r0' })).json()).toEqual({ id: 0, name: 'Route 0' });
    await app.close();
  });
});
