// Serves the built single-page app from dist/: hashed assets with long caching. Files are looked up
// per request (wildcard), so a rebuild while the server runs is served at once; client-side routes
// (/fleet, /map?assetId=...) get index.html from the not-found handler (plugins/errors.ts).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { readFrontendVersion } from '../routes/system/system.routes.ts';

export const DIST_DIR = resolve(import.meta.dirname, '../../../dist');

export const hasBuiltSpa = (distDir = DIST_DIR) => existsSync(`${distDir}/index.html`);

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
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: true,
    index: ['index.html'],
    // Hashed assets never change; the version file must never be cached (open tabs poll it).
    setHeaders(reply, path) {
      const policy = path.includes('/assets/') ? 'public, max-age=31536000, immutable' : path.endsWith('frontend-version.txt') ? 'no-store' : 'no-cache';
      reply.header('cache-control', policy);
    },
  });
}
