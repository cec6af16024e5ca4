// The base maps the server itself serves, public like any map tiles (no company data): the embedded
// Natural Earth map (style and vector tiles cut on demand) and, when the operator has dropped one in,
// a PMTiles street map (its style and its bytes, read by the browser in ranges).
import { Type } from '@sinclair/typebox';
import send from '@fastify/send';
import type { AppContext } from '../../app.ts';
import type { TypedApp } from '../../http/types.ts';
import { embeddedStyle } from '../../services/map/embeddedStyle.ts';
import { extractStyle, MAP_LANGUAGES, type MapLanguage } from '../../services/map/extractStyle.ts';
import { VectorTiles } from '../../services/map/vectorTiles.ts';
import { removeDocumentOnlyHeaders } from '../../plugins/securityHeaders.ts';

const hide = { hide: true } as const;

/** The archive's media type (not compressible: its tiles are gzipped inside). */
const ARCHIVE_TYPE = 'application/vnd.pmtiles';

export async function baseMapRoutes(app: TypedApp, { config, tiles, mapArchive }: AppContext) {
  app.get('/map/style.json', { schema: { ...hide } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    return embeddedStyle();
  });

  const Tile = Type.Object({ z: Type.Integer({ minimum: 0, maximum: 22 }), x: Type.Integer({ minimum: 0 }), y: Type.Integer({ minimum: 0 }) });
  app.get<{ Params: { z: number; x: number; y: number } }>('/map/tiles/:z/:x/:y.pbf', { schema: { ...hide, params: Tile } }, async (request, reply) => {
    const { z, x, y } = request.params;
    if (!VectorTiles.valid(z, x, y)) return reply.status(404).send();
    // A map reads hundreds of tiles and ranges: no document-only headers (about 1 KB) on each.
    removeDocumentOnlyHeaders(reply.raw);
    // Tiles only change with the npm data packages, i.e. with a new release: a day is safe.
    reply.header('content-type', 'application/vnd.mapbox-vector-tile').header('cache-control', 'public, max-age=86400');
    return reply.send(tiles.tile(z, x, y));
  });

  const StyleQuery = Type.Object({ lang: Type.Optional(Type.Union(MAP_LANGUAGES.map((l) => Type.Literal(l)))) });
  app.get<{ Querystring: { lang?: MapLanguage } }>('/map/extract.json', { schema: { ...hide, querystring: StyleQuery } }, async (request, reply) => {
    const archive = await mapArchive.current();
    if (!archive) return reply.status(404).send();
    // Short: an archive dropped in or replaced shows at the next page load.
    reply.header('cache-control', 'public, max-age=60');
    return extractStyle(archive, config.publicBaseUrl, request.query.lang ?? 'en');
  });

  app.get('/map/extract.pmtiles', { schema: { ...hide } }, async (request, reply) => {
    const archive = await mapArchive.current();
    if (!archive) return reply.status(404).send();
    // The validator is a strong ETag (the pmtiles reader compares it between reads to notice a
    // replaced file, and ignores weak ones, which is what `send` makes), so the conditions that name
    // it are answered here and `send` answers the Range (206, 416).
    removeDocumentOnlyHeaders(reply.raw);
    const caching = { etag: archive.etag, 'cache-control': 'public, max-age=300' };
    const headers = request.raw.headers;
    // Node joins a repeated header with commas; String() does the same for the array form.
    const matches = (value: string | string[] | undefined) =>
      String(value ?? '')
        .split(',')
        .some((tag) => [archive.etag, '*'].includes(tag.trim()));
    if (matches(headers['if-none-match'])) return reply.status(304).headers(caching).send();
    // A range of a file that has changed since the reader's copy would mix two files: send it whole.
    if (headers['if-range'] !== undefined && !matches(headers['if-range'])) delete headers.range;
    delete headers['if-range'];
    delete headers['if-none-match'];
    const answer = await send(request.raw, archive.path, { etag: false, lastModified: false, acceptRanges: true, dotfiles: 'allow' });
    return reply
      .status(answer.statusCode)
      .headers({ ...answer.headers, ...caching, 'content-type': ARCHIVE_TYPE })
      .send(answer.stream);
  });
}
