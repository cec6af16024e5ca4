import type { FastifyReply } from 'fastify';

/** An answer no browser or proxy cache may keep: it carries tokens (RFC 6749 §5.1) or an error about them. */
export function noStore(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
}
