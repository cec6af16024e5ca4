// Builds the Fastify application: plugins, error handling, auth and every route.
// main.ts listens; tests call buildApp() and use app.inject().
import Fastify from 'fastify';
import swagger from '@fastify/swagger';
import cookie from '@fastify/cookie';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import { ErrorBody, ErrorEnvelope } from './http/envelope.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerSecurityHeaders } from './plugins/securityHeaders.ts';
import { schemaController } from './http/validation.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerCompression } from './plugins/compression.ts';
import { TokenService } from './services/tokens.ts';
import { createMailer, type Mailer } from './services/mailer.ts';
import { createAuthLimits, type AuthLimits } from './services/rateLimit.ts';
import { createRecaptcha, type FetchFn, type Recaptcha } from './services/recaptcha.ts';
import { openApiInfo } from './openapi/info.ts';
import { registerRoutes } from './routes/index.ts';
import { IntegrationGate } from './integrations/gate.ts';
import { VectorTiles } from './services/map/vectorTiles.ts';
import { MapArchive } from './services/map/mapArchive.ts';
import { HeavyCalls } from './services/heavyCalls.ts';
import { Readiness } from './ops/readiness.ts';
import { registerMetrics, type AppMetrics } from './ops/metrics.ts';
import { REQUEST_ID_HEADER, requestIdOf } from './ops/requestId.ts';

export interface AppContext {
  db: Db;
  config: Config;
  tokens: TokenService;
  mailer: Mailer;
  limits: AuthLimits;
  recaptcha: Recaptcha;
  /** API clients' tokens and rate limit (integration API). */
  integrationGate: IntegrationGate;
  /** The offline base map's vector tiles (cut on demand, cached). */
  tiles: VectorTiles;
  /** The operator's PMTiles street map, when one is in the data folder (or SITELINE_MAP_ARCHIVE). */
  mapArchive: MapArchive;
  /** Slots of long track reads, usage reports and AEMP imports per company and user (429 beyond). */
  heavy: HeavyCalls;
  /** What GET /api/ready answers from; main.ts turns it not-ready first on shutdown. */
  readiness: Readiness;
  /** GET /api/metrics (Prometheus). */
  metrics: AppMetrics;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's readiness (ops/readiness.ts): main.ts and the Mesh plugin move it. */
    readiness: Readiness;
  }
}

export type { TypedApp } from './http/types.ts';

export interface BuildOptions {
  db: Db;
  config: Config;
  logger?: boolean;
  /** Mounts /graphql (Mesh) and the built SPA; off in most route tests for speed. */
  withFrontends?: boolean;
  /** Test seam: the clock of the rate-limit windows. */
  now?: () => number;
  /** Test seam: the fetch reCAPTCHA verification uses (tests stub Google). */
  fetch?: FetchFn;
  /** Test seam: the heavy-call slots (tests fill them). */
  heavy?: HeavyCalls;
  /** Test seam: where the JSON log goes (default stdout); with it the log is on even without `logger`. */
  logStream?: NodeJS.WritableStream;
}

export async function buildApp({ db, config, logger = false, withFrontends = false, now, fetch, heavy, logStream }: BuildOptions) {
  const app = Fastify({
    logger: logStream ? { level: config.logLevel, stream: logStream } : logger ? { level: config.logLevel } : false,
    // The caller's X-Request-ID when well-formed, else a new UUID: every log line of the request
    // carries it as reqId (ops/requestId.ts), and the answer echoes it.
    genReqId: requestIdOf,
    // Off unless configured: with it on, request.ip comes from X-Forwarded-For, which any client can
    // forge to dodge the per-address login limits. Set SITELINE_TRUST_PROXY behind a real proxy.
    // (typed as `true` only to pick Fastify's HTTP/1 overload; the value may be any trustProxy form)
    trustProxy: config.trustProxy as true,
    // Typed JSON bodies, coerced query strings, every failing field reported (http/validation.ts).
    schemaController,
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  const readiness = new Readiness(db, app.log);
  app.decorate('readiness', readiness);
  // A request that was running when shutdown began closes its connection once answered, so the
  // client's next request opens a new one (to another instance) instead of waiting on this one.
  app.addHook('onSend', async (_request, reply) => {
    if (readiness.shuttingDown) reply.header('connection', 'close');
  });
  // First, so every request's time is measured, whichever route (or none) answers it.
  const metrics = registerMetrics(app, db);

  // Reads and writes the HttpOnly refresh-token cookie (routes/auth/refreshCookie.ts).
  await app.register(cookie);
  await registerSecurityHeaders(app, config);
  // Before any route: the plugin attaches itself to the routes registered after it.
  await registerCompression(app);
  app.addSchema(ErrorBody);
  app.addSchema(ErrorEnvelope);

  await app.register(swagger, {
    openapi: openApiInfo,
    refResolver: { buildLocalReference: (json, _base, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
  });

  const ctx: AppContext = {
    db,
    config,
    tokens: new TokenService(db, config),
    mailer: createMailer(config),
    limits: createAuthLimits(db, config, now),
    recaptcha: createRecaptcha(config, fetch),
    integrationGate: new IntegrationGate(db, config, now),
    tiles: new VectorTiles(),
    mapArchive: new MapArchive(config, app.log),
    heavy: heavy ?? new HeavyCalls(),
    readiness,
    metrics,
  };
  // Cutting the first tile builds the 1:10m indexes (seconds of CPU): do it once the server listens
  // and GraphQL has loaded, before anyone opens the map, not in the first map request.
  if (withFrontends) {
    app.addHook('onListen', async () => {
      setTimeout(() => {
        Promise.resolve(app.graphqlReady?.())
          .then(() => ctx.tiles.warm())
          .catch((error) => app.log.error({ err: error }, 'offline base map data failed to load'));
      }, 0);
    });
  }
  let spaMounted = false;
  registerErrorHandling(app, { spaIndex: () => spaMounted });
  registerAuth(app, db, ctx.tokens, ctx.integrationGate);
  await registerRoutes(app, ctx);

  if (withFrontends) {
    const { registerMesh } = await import('./plugins/mesh.ts');
    const { registerSpa, hasBuiltSpa } = await import('./plugins/spa.ts');
    await registerMesh(app, config);
    await registerSpa(app);
    spaMounted = hasBuiltSpa();
  }
  return app;
}
