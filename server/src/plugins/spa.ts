// Serves the built single-page app from dist/: hashed assets with long caching, index.html for
// every other GET outside /api so client-side routes (/fleet, /map?assetId=...) survive a reload.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { readFrontendVersion } from '../routes/system/system.routes.ts';

export const DIST_DIR = resolve(import.meta.dirname, '../../../dist');

export async function registerSpa(app: FastifyInstance, distDir = DIST_DIR) {
  app.get('/frontend-version.txt', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store').type('text/plain');
    return readFrontendVersion(distDir);
  });

  if (!existsSync(`${distDir}/index.html`)) {
    app.log.warn(`No built frontend in ${distDir}; run npm run build`);
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    setHeaders(res, path) {
      res.setHeader('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    if (request.url.startsWith('/api/') || request.url.startsWith('/graphql')) return reply.callNotFound();
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
