// Serves the built single-page app from dist/: hashed assets with long caching. Files are looked up
// per request (wildcard), so a rebuild while the server runs is served at once; client-side routes
// (/fleet, /map?assetId=...) get index.html from the not-found handler (plugins/errors.ts).
// Every text file has .br and .gz twins written at build (vite.config.ts): `preCompressed` sends the
// best one the browser accepts with its Content-Encoding, so nothing is compressed per request.
import { existsSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { readFrontendVersion } from '../services/frontendVersion.ts';
import { DIST_DIR } from '../paths.ts';
import { removeDocumentOnlyHeaders } from './securityHeaders.ts';

export { DIST_DIR };

export const hasBuiltSpa = (distDir = DIST_DIR) => existsSync(`${distDir}/index.html`);

/** Hashed assets never change; the version file must never be cached (open tabs poll it). */
export function cachePolicy(path: string): string {
  if (path.includes('/assets/')) return 'public, max-age=31536000, immutable';
  return path.endsWith('frontend-version.txt') ? 'no-store' : 'no-cache';
}

export async function registerSpa(app: FastifyInstance, distDir = DIST_DIR) {
  if (!hasBuiltSpa(distDir)) {
    // Without a build the API still answers the version file (the running version).
    app.get('/frontend-version.txt', { schema: { hide: true } }, async (_request, reply) => {
      reply.header('cache-control', 'no-store').type('text/plain');
      return readFrontendVersion(distDir);
    });
    app.log.warn(`No built frontend in ${distDir}; run npm run build`);
    return;
  }
  // A hashed file is never asked again (immutable): validators and ranges are bytes for nothing on
  // each of a page's 40-odd files. The page itself keeps its ETag (no-cache: revalidated each visit).
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/assets/')) for (const header of ['etag', 'last-modified', 'accept-ranges']) reply.removeHeader(header);
  });
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: true,
    index: ['index.html'],
    preCompressed: true,
    // Our own policy below; @fastify/send would otherwise add `public, max-age=0`.
    cacheControl: false,
    setHeaders(res, path) {
      res.setHeader('cache-control', cachePolicy(path));
      // `path` is the file sent: with preCompressed, the page's twin index.html.br or .gz.
      // It is the raw ServerResponse (helmet wrote its headers there), typed narrower by @fastify/static.
      if (!/\.html(\.br|\.gz)?$/.test(path)) removeDocumentOnlyHeaders(res as unknown as ServerResponse);
    },
  });
}
