// Compresses dynamic answers (JSON from REST and /graphql, map tiles) above 1 KB: a fleet grid page
// or the machine positions shrink about tenfold. Brotli at quality 4 costs well under a millisecond
// for a 60 KB page (quality 11 is for files compressed once, at build). Built files are not touched:
// they already carry their Content-Encoding (plugins/spa.ts), which this plugin leaves alone.
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

export const COMPRESS_THRESHOLD_BYTES = 1024;

export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: /^(application\/(json|geo\+json|graphql-response\+json|vnd\.mapbox-vector-tile|x-protobuf)|text\/)/,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
