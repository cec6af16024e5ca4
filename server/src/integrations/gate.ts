// What stands in front of every /api/integration/* call: the bearer token of an API client
// (RFC 6750 answers: 401 with WWW-Authenticate on a missing, expired or revoked token) and the
// per-client rate limit (429 with Retry-After). The auth plugin calls `authorize` for those paths.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { ErrorCode, HttpError } from '../http/envelope.ts';
import { SlidingWindowLimiter } from '../services/rateLimit.ts';
import { IntegrationTokens, type IntegrationCaller } from './clientCredentials.ts';

export const RATE_LIMITED = 'Too many requests for this API client. Wait for the time in Retry-After, then try again.';
/** last_used_at is written at most this often per client (it is shown to admins, not an audit log). */
const LAST_USED_EVERY_MS = 60_000;

export class IntegrationGate {
  readonly tokens: IntegrationTokens;
  private readonly limiter: SlidingWindowLimiter;
  private readonly lastUsedWrite = new Map<number, number>();

  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly now: () => number = Date.now,
  ) {
    this.tokens = new IntegrationTokens(db, config);
    // In the database (rate_limit_events): every instance counts a client's calls together.
    this.limiter = new SlidingWindowLimiter(db, { bucket: 'integration-calls', max: config.integrationRequestsPerMinute, windowMs: 60_000, now });
  }

  async authorize(request: FastifyRequest, reply: FastifyReply): Promise<IntegrationCaller> {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    if (!match) {
      reply.header('www-authenticate', 'Bearer realm="siteline-integration"');
      throw new HttpError(401, ErrorCode.Unauthorized, 'Missing bearer token: request one at POST /api/auth/v1/token');
    }
    const verdict = await this.tokens.verify(match[1]);
    if ('refused' in verdict) {
      reply.header('www-authenticate', `Bearer realm="siteline-integration", error="invalid_token", error_description="${verdict.refused}"`);
      throw new HttpError(401, ErrorCode.Unauthorized, verdict.refused);
    }
    const { caller } = verdict;
    const state = await this.limiter.consume(String(caller.clientRowId));
    reply.header('x-ratelimit-limit', String(this.config.integrationRequestsPerMinute));
    if (state.limited) {
      reply.header('retry-after', String(state.retryAfterSeconds));
      throw new HttpError(429, ErrorCode.TooManyRequests, RATE_LIMITED);
    }
    await this.touch(caller.clientRowId);
    return caller;
  }

  /** Forget a client's window (its secret was replaced or it was deleted). */
  async forget(clientRowId: number): Promise<void> {
    this.lastUsedWrite.delete(clientRowId);
    await this.limiter.reset(String(clientRowId));
  }

  private async touch(clientRowId: number) {
    const at = this.now();
    if (at - (this.lastUsedWrite.get(clientRowId) ?? 0) < LAST_USED_EVERY_MS) return;
    this.lastUsedWrite.set(clientRowId, at);
    await this.db
      .updateTable('api_clients')
      .set({ last_used_at: new Date(at).toISOString() })
      .where('id', '=', clientRowId)
      .execute();
  }
}
