// Public, unauthenticated routes: health and the integration API description (the base maps are
// routes/map/; readiness and metrics, operations.routes.ts). (The running frontend version file is the SPA plugin's, services/frontendVersion.ts.)
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import type { AppContext } from '../../app.ts';
import type { TypedApp } from '../../http/types.ts';
import { envelopeResponses, ok } from '../../http/envelope.ts';
import { operationsRoutes } from './operations.routes.ts';

const hide = { hide: true } as const;

export async function systemRoutes(app: TypedApp, ctx: AppContext) {
  const { db, config } = ctx;
  await operationsRoutes(app, ctx);
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
}
