// In-memory sliding-window limiter: each key keeps the times of its recent events (at most `max`),
// so "10 per 15 minutes" means exactly that at every instant, not per clock-aligned bucket, and
// Retry-After is the moment the oldest counted event leaves the window.
// Memory is bounded: keys are pruned when they go quiet and the map never exceeds `maxKeys`.
// One process only; several instances behind a balancer each count on their own (see report).
import type { FastifyReply } from 'fastify';
import type { Config } from '../config.ts';
import { ErrorCode, HttpError } from '../http/envelope.ts';

export interface LimitState {
  limited: boolean;
  /** Whole seconds until one more event would be allowed (0 when not limited). */
  retryAfterSeconds: number;
}

export interface LimiterOptions {
  max: number;
  windowMs: number;
  now?: () => number;
  maxKeys?: number;
}

export class SlidingWindowLimiter {
  private readonly events = new Map<string, number[]>();
  private readonly now: () => number;
  private readonly maxKeys: number;

  constructor(private readonly options: LimiterOptions) {
    this.now = options.now ?? Date.now;
    this.maxKeys = options.maxKeys ?? 100_000;
  }

  private recent(key: string, at: number): number[] {
    const since = at - this.options.windowMs;
    const list = (this.events.get(key) ?? []).filter((t) => t > since);
    if (list.length === 0) this.events.delete(key);
    else this.events.set(key, list);
    return list;
  }

  /** Whether the key is at its limit, without counting anything. */
  check(key: string): LimitState {
    const at = this.now();
    const list = this.recent(key, at);
    if (list.length < this.options.max) return { limited: false, retryAfterSeconds: 0 };
    const freeAt = list[list.length - this.options.max] + this.options.windowMs;
    return { limited: true, retryAfterSeconds: Math.max(1, Math.ceil((freeAt - at) / 1000)) };
  }

  /** Counts one event. */
  hit(key: string): void {
    const at = this.now();
    const list = this.recent(key, at);
    list.push(at);
    // Only the newest `max` matter for the decision.
    this.events.delete(key);
    this.events.set(key, list.slice(-this.options.max));
    if (this.events.size > this.maxKeys) this.evict();
  }

  /** check() then hit() when allowed: for limits that count every attempt. */
  consume(key: string): LimitState {
    const state = this.check(key);
    if (!state.limited) this.hit(key);
    return state;
  }

  reset(key: string): void {
    this.events.delete(key);
  }

  /**
   * The map is in least-recently-hit order (hit() re-inserts), so trimming from the front drops the
   * quietest keys without scanning all of them; trimming to 90% keeps this off the per-hit path.
   */
  private evict() {
    const target = Math.floor(this.maxKeys * 0.9);
    for (const key of this.events.keys()) {
      if (this.events.size <= target) break;
      this.events.delete(key);
    }
  }
}

/** The limits on the unauthenticated credential endpoints. */
export interface AuthLimits {
  /** Failed logins per lower-cased login. */
  loginAccount: SlidingWindowLimiter;
  /** Credential attempts (login, key redemption) per client address. */
  loginIp: SlidingWindowLimiter;
  /** Password-reset requests per client address (429 when exceeded). */
  resetIp: SlidingWindowLimiter;
  /** Reset mails per address: past the limit requests still answer 200 but mail nothing, so nobody can mail-bomb an inbox. */
  resetEmail: SlidingWindowLimiter;
}

export const RESET_MAILS_PER_ADDRESS = 3;

export function createAuthLimits(config: Config, now: () => number = Date.now): AuthLimits {
  const windowMs = config.loginWindowSeconds * 1000;
  return {
    loginAccount: new SlidingWindowLimiter({ max: config.loginMaxPerAccount, windowMs, now }),
    loginIp: new SlidingWindowLimiter({ max: config.loginMaxPerIp, windowMs, now }),
    resetIp: new SlidingWindowLimiter({ max: config.resetMaxPerIp, windowMs, now }),
    resetEmail: new SlidingWindowLimiter({ max: RESET_MAILS_PER_ADDRESS, windowMs, now }),
  };
}

/** The spec's login text for 429 (platform spec, section 8). */
export const TOO_MANY_REQUESTS = 'Too many login requests in a short period. Please try again, or contact support if the issue persists.';

/** Throws the 429 envelope (code 107) with Retry-After when `state` is limited. */
export function enforceLimit(reply: FastifyReply, state: LimitState, message = TOO_MANY_REQUESTS): void {
  if (!state.limited) return;
  reply.header('retry-after', String(state.retryAfterSeconds));
  throw new HttpError(429, ErrorCode.TooManyRequests, message);
}
