// The HTTP side of a graceful shutdown (main.ts runs the whole sequence on SIGTERM/SIGINT): the
// instance turns not-ready (GET /api/ready answers 503, so the load balancer sends nothing new),
// stops accepting connections, and lets the requests it is answering finish, for at most
// SITELINE_SHUTDOWN_TIMEOUT_MS; connections still busy then are cut, so a hung request cannot hold
// a deploy. Requests that arrive meanwhile on an open keep-alive connection get Fastify's 503.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { releaseClaims } from '../ops/claims.ts';

const IDLE_SWEEP_MS = 100;

export interface HttpClosed {
  /** Some requests had not finished within the time limit and their connections were cut. */
  forced: boolean;
}

export async function closeHttpGracefully(app: FastifyInstance, timeoutMs: number): Promise<HttpClosed> {
  app.readiness.beginShutdown();
  const closing = app.close();
  // Keep-alive connections whose request finished are idle: closed as they become so (the close
  // itself only reaps those idle at its start), or the server would wait for their clients.
  const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
  let timer: NodeJS.Timeout | undefined;
  const outcome = await Promise.race([
    closing.then(() => 'closed' as const),
    new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), timeoutMs);
    }),
  ]);
  clearTimeout(timer);
  clearInterval(sweep);
  if (outcome === 'closed') return { forced: false };
  app.log.warn({ timeoutMs }, 'shutdown: requests still running after the time limit; their connections are cut');
  app.server.closeAllConnections();
  await closing;
  return { forced: true };
}

/** After the background jobs stopped, before the database closes: hands their claims to other instances. */
export async function releaseHeldClaims(db: Db, log: FastifyInstance['log']): Promise<void> {
  try {
    const released = await releaseClaims(db);
    log.info({ released }, 'shutdown: background job claims given back');
  } catch (err) {
    // The leases run out by themselves; shutting down goes on.
    log.error({ err }, 'shutdown: could not give back the background job claims');
  }
}
