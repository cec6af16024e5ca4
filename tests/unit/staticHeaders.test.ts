// Built files and their headers (issue 28): the page carries the document's security headers
// (CSP, framing, opener, referrer), a script or style sheet only those that apply to it (nosniff,
// the cross-origin resource policy) and, being immutable, no validators: about 1 KB less for each
// of the page's files.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config.ts';
import { DOCUMENT_ONLY_HEADERS, registerSecurityHeaders } from '../../server/src/plugins/securityHeaders.ts';
import { registerSpa } from '../../server/src/plugins/spa.ts';

const dist = mkdtempSync(join(tmpdir(), 'siteline-dist-'));
const app = Fastify();
const files = {
  'index.html': '<!doctype html><title>Siteline</title>'.repeat(20),
  'assets/index-abc123.js': 'console.log(1);'.repeat(100),
  'assets/index-abc123.css': 'a{color:red}'.repeat(100),
};

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(join(dist, name), text);
    writeFileSync(join(dist, `${name}.br`), brotliCompressSync(text));
  }
  await registerSecurityHeaders(app, loadConfig({ dataDir: dist, jwtSecret: 'static-headers-0123456789' }));
  await registerSpa(app, dist);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('built files', () => {
  it.each(['identity', 'br'])('the page has the document headers, sent as %s', async (encoding) => {
    const res = await app.inject({ url: '/', headers: { 'accept-encoding': encoding } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers.etag).toBeDefined(); // revalidated on each visit (no-cache)
  });

  it.each(['assets/index-abc123.js', 'assets/index-abc123.css'])('%s has only the headers that apply to it', async (file) => {
    for (const encoding of ['identity', 'br']) {
      const res = await app.inject({ url: `/${file}`, headers: { 'accept-encoding': encoding } });
      expect(res.statusCode).toBe(200);
      for (const header of DOCUMENT_ONLY_HEADERS) expect(res.headers[header], `${header} (${encoding})`).toBeUndefined();
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // Never revalidated nor fetched in ranges: no validators.
      for (const header of ['etag', 'last-modified', 'accept-ranges']) expect(res.headers[header], header).toBeUndefined();
    }
  });
});
