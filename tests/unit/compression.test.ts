// The dynamic answers' compression (server/src/plugins/compression.ts): what a browser asks for
// (RFC 9110 §12.5.3: accept-encoding with q-values) decodes to the same JSON, on both of its paths:
// one call up to SYNC_COMPRESS_BYTES, a zlib stream above it.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_THRESHOLD_BYTES, registerCompression, SYNC_COMPRESS_BYTES } from '../../server/src/plugins/compression.ts';

const rows = (bytes: number) => Array.from({ length: Math.ceil(bytes / 60) }, (_, i) => ({ id: i, name: `Volvo EC220E #${i}`, depot: 'Depå Gävle' }));
const app = Fastify();
const sizes = { small: COMPRESS_THRESHOLD_BYTES / 2, page: 68 * 1024, large: SYNC_COMPRESS_BYTES * 3 };

beforeAll(async () => {
  await registerCompression(app);
  for (const [name, bytes] of Object.entries(sizes)) app.get(`/${name}`, async () => ({ data: rows(bytes) }));
  await app.ready();
});
afterAll(() => app.close());

const get = (name: string, accept: string) => app.inject({ method: 'GET', url: `/${name}`, headers: { 'accept-encoding': accept } });

describe('compression', () => {
  it.each(['page', 'large'])('a %s answer: brotli for a browser, gzip where brotli is refused, the same JSON', async (name) => {
    const expected = JSON.stringify({ data: rows(sizes[name as keyof typeof sizes]) });
    const br = await get(name, 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(expected);
    expect(br.rawPayload.length).toBeLessThan(expected.length / 5);
    const gzip = await get(name, 'br;q=0, gzip;q=0.8');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(expected);
  });

  it('leaves answers under the threshold, and clients that ask for none, as they are', async () => {
    expect((await get('small', 'br')).headers['content-encoding']).toBeUndefined();
    const plain = await get('page', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().data).toHaveLength(rows(sizes.page).length);
  });
});
