// Heavy calls (issue 24: "no request or burst holds others more than 1 s"): long track reads, usage
// reports and AEMP imports each hold the database and the event loop for a noticeable time, so a
// burst of them from one company must not queue in front of everybody else. At most
// HEAVY_PER_COMPANY run at once per company and HEAVY_PER_USER per user; beyond that the call is
// answered at once with 429, Retry-After and the error envelope (code 107), as the other limits are.
// /graphql reaches these routes in-process (mesh/inProcessFetch.ts), so the same slots hold there.
// The slots are per instance (process memory): n instances allow n times as many; see
// docs/decisions/0030-result-cost-and-heavy-calls.md.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode, HttpError } from '../http/envelope.ts';

export const HEAVY_PER_COMPANY = 4;
export const HEAVY_PER_USER = 2;
/** A heavy call usually ends within a second or two. */
export const HEAVY_RETRY_AFTER_SECONDS = 2;
export const HEAVY_BUSY = 'Too many large requests are running at once. Wait for the time in Retry-After, then try again.';

export interface HeavyLimits {
  perCompany: number;
  perUser: number;
}

export class HeavyCalls {
  private readonly companies = new Map<number, number>();
  private readonly users = new Map<number, number>();

  constructor(readonly limits: HeavyLimits = { perCompany: HEAVY_PER_COMPANY, perUser: HEAVY_PER_USER }) {}

  /** Calls running now for a company (tests and the benchmark read it). */
  running(companyId: number): number {
    return this.companies.get(companyId) ?? 0;
  }

  /** A slot for the company and user, or null when either is full; call the answer to give it back (once). */
  take(companyId: number, userId: number): (() => void) | null {
    if ((this.companies.get(companyId) ?? 0) >= this.limits.perCompany || (this.users.get(userId) ?? 0) >= this.limits.perUser) return null;
    bump(this.companies, companyId, 1);
    bump(this.users, userId, 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      bump(this.companies, companyId, -1);
      bump(this.users, userId, -1);
    };
  }

  /**
   * Takes a slot for the caller's company and user until the answer is sent (or the client goes
   * away); throws the 429 envelope with Retry-After when either is full.
   */
  hold(request: FastifyRequest, reply: FastifyReply): void {
    const release = this.take(request.auth.companyId, request.auth.userId);
    if (!release) {
      reply.header('retry-after', String(HEAVY_RETRY_AFTER_SECONDS));
      throw new HttpError(429, ErrorCode.TooManyRequests, HEAVY_BUSY);
    }
    // 'finish' when the answer (a streamed workbook too) has been written, 'close' when the client left.
    reply.raw.once('finish', release);
    reply.raw.once('close', release);
  }
}

function bump(counts: Map<number, number>, key: number, by: number) {
  const next = (counts.get(key) ?? 0) + by;
  if (next > 0) counts.set(key, next);
  else counts.delete(key);
}
