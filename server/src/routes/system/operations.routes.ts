// What a load balancer and a monitoring system ask (docs/operations.md, "Load balancer, metrics and
// shutdown"): readiness and Prometheus metrics. Both are hidden from the API description and so
// from GraphQL: they are for operators' machines, not for integrators. Liveness stays /api/health.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../app.ts';
import type { TypedApp } from '../../http/types.ts';
import { ErrorCode, HttpError } from '../../http/envelope.ts';
import { noStore } from '../../http/noStore.ts';
import { MAX_METRICS_TOKEN_LENGTH } from '../../config.ts';

const hide = { hide: true } as const;
const BEARER = new RegExp(`^Bearer (\\S{1,${MAX_METRICS_TOKEN_LENGTH}})$`, 'i');

/** Compares digests, so neither the token's length nor its first wrong byte shows in the timing. */
function sameToken(given: string, expected: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export async function operationsRoutes(app: TypedApp, { config, readiness, metrics }: AppContext) {
  // 200 only when this instance should get traffic; 503 with what is missing otherwise. A load
  // balancer probes this; restarting a process is the liveness probe's (/api/health) business.
  app.get('/ready', { schema: { ...hide } }, async (_request, reply) => {
    noStore(reply);
    const { ready, notReady } = await readiness.report();
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not ready', notReady });
  });

  // Off (404, as if absent) until SITELINE_METRICS_TOKEN is set; then only with that bearer token.
  app.get('/metrics', { schema: { ...hide } }, async (request, reply) => {
    // Worded as the answer for a path that does not exist (plugins/errors.ts).
    if (!config.metricsToken) throw new HttpError(404, ErrorCode.NotFound, `No route ${request.method} ${request.url.split('?')[0]}`);
    const match = BEARER.exec(request.headers.authorization ?? '');
    if (!match || !sameToken(match[1], config.metricsToken)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new HttpError(401, ErrorCode.Unauthorized, 'Missing or wrong metrics token');
    }
    noStore(reply);
    return reply.type(metrics.contentType).send(await metrics.scrape());
  });
}
