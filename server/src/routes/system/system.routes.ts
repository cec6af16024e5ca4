// Public, unauthenticated routes: health, the integration API description and the embedded base
// map. (The running frontend version file is the SPA plugin's, services/frontendVersion.ts.)
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import type { AppContext } from '../../app.ts';
import type { TypedApp } from '../../http/types.ts';
import { envelopeResponses, ok } from '../../http/envelope.ts';
import { embeddedStyle } from '../../services/map/embeddedStyle.ts';
import { VectorTiles } from '../../services/map/vectorTiles.ts';

const hide = { hide: true } as const;

export async function systemRoutes(app: TypedApp, { db, config, tiles }: AppContext) {
  // Whether `?inspect` may attach the machine inspector in a production build (off unless
  // SITELINE_INSPECTOR=on): asked by src/app/inspector.ts only when a developer adds ?inspect.
  app.get('/inspector', { schema: { ...hide } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { enabled: config.inspector };
  });

  app.get(
    '/health',
    {
      schema: {
        operationId: 'health',
        tags: ['System'],
        summary: 'Liveness and database check',
        security: [],
        response: envelopeResponses(Type.Object({ status: Type.String(), database: Type.String() }), [503]),
      },
    },
    async () => {
      await sql`select 1`.execute(db);
      return ok({ status: 'ok', database: 'ok' });
    },
  );

  app.get('/swagger/Integration/swagger.json', { schema: { ...hide } }, async () => app.swagger());

  app.get('/map/style.json', { schema: { ...hide } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    return embeddedStyle();
  });

  const Tile = Type.Object({ z: Type.Integer({ minimum: 0, maximum: 22 }), x: Type.Integer({ minimum: 0 }), y: Type.Integer({ minimum: 0 }) });
  app.get<{ Params: { z: number; x: number; y: number } }>('/map/tiles/:z/:x/:y.pbf', { schema: { ...hide, params: Tile } }, async (request, reply) => {
    const { z, x, y } = request.params;
    if (!VectorTiles.valid(z, x, y)) return reply.status(404).send();
    // Tiles only change with the npm data packages, i.e. with a new release: a day is safe.
    reply.header('content-type', 'application/vnd.mapbox-vector-tile').header('cache-control', 'public, max-age=86400');
    return reply.send(tiles.tile(z, x, y));
  });
}
