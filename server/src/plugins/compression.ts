// Compresses dynamic answers (JSON from REST and /graphql, map tiles) above 1 KB: a fleet grid page
// or the machine positions shrink about tenfold. Built files are not touched: they already carry
// their Content-Encoding (plugins/spa.ts), which this plugin leaves alone.
//
// Brotli at quality 4 (quality 11 is for files compressed once, at build): 6.4 KB for a 68 KB fleet
// page, against gzip's 6.4 KB at level 6 and 8.0 KB at level 1. Answers up to SYNC_COMPRESS_BYTES are
// compressed in one call on the event loop (about 0.4 ms for that page): through a zlib stream each,
// as @fastify/compress does above its syncThreshold (8 KB on two cores), 50 browsers asking for
// brotli got 72 fleet pages a second instead of 249 (bench/results/2026-11-30-compression.md).
// Larger answers (a year of sessions, a long track) still stream, so none holds the loop for long.
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

export const COMPRESS_THRESHOLD_BYTES = 1024;
export const SYNC_COMPRESS_BYTES = 128 * 1024;

export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    syncThreshold: SYNC_COMPRESS_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: /^(application\/(json|geo\+json|graphql-response\+json|vnd\.mapbox-vector-tile|x-protobuf)|text\/)/,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
