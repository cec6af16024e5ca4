// Sliding-window limiter kept in the database (rate_limit_events, migration 010), so every server
// instance on one database counts together: "10 per 15 minutes" means exactly that at every instant,
// across instances, not per clock-aligned bucket, and Retry-After is the moment the oldest counted
// event leaves the window. Events older than the window are deleted as keys are touched, and the
// whole table is swept once a minute, so it holds at most one window of events.
import type { FastifyReply } from 'fastify';
import { sql } from 'kysely';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { dialectOf } from '../db/dialect.ts';
import { ErrorCode, HttpError } from '../http/envelope.ts';

export interface LimitState {
  limited: boolean;
  /** Whole seconds until one more event would be allowed (0 when not limited). */
  retryAfterSeconds: number;
}

export interface LimiterOptions {
  /** Names the limit in the table; limiters sharing a bucket count together. */
  bucket: string;
  max: number;
  windowMs: number;
  now?: () => number;
}

const SWEEP_EVERY_MS = 60_000;

export class SlidingWindowLimiter {
  private readonly now: () => number;
  private lastSweep = 0;

  constructor(
    private readonly db: Db,
    private readonly options: LimiterOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  private async state(db: Db, key: string, at: number): Promise<LimitState> {
    const { bucket, max, windowMs } = this.options;
    // The max-th newest event inside the window: while it exists, one more would exceed the limit.
    const oldestCounted = await db
      .selectFrom('rate_limit_events')
      .select('at')
      .where('bucket', '=', bucket)
      .where('key', '=', key)
      .where('at', '>', at - windowMs)
      .orderBy('at', 'desc')
      .limit(1)
      .offset(max - 1)
      .executeTakeFirst();
    if (!oldestCounted) return { limited: false, retryAfterSeconds: 0 };
    return { limited: true, retryAfterSeconds: Math.max(1, Math.ceil((Number(oldestCounted.at) + windowMs - at) / 1000)) };
  }

  private async record(db: Db, key: string, at: number) {
    const { bucket, windowMs } = this.options;
    await db.insertInto('rate_limit_events').values({ bucket, key, at }).execute();
    await db
      .deleteFrom('rate_limit_events')
      .where('bucket', '=', bucket)
      .where('key', '=', key)
      .where('at', '<=', at - windowMs)
      .execute();
    if (at - this.lastSweep > SWEEP_EVERY_MS) {
      this.lastSweep = at;
      await db
        .deleteFrom('rate_limit_events')
        .where('bucket', '=', bucket)
        .where('at', '<=', at - windowMs)
        .execute();
    }
  }

  /**
   * Runs `work` with the key locked against every other instance: a transaction (SQLite has one
   * writer) holding, on PostgreSQL, an advisory lock on the key. 60 concurrent attempts count 60.
   */
  private locked<T>(key: string, work: (db: Db) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(async (trx) => {
      if (dialectOf(trx) === 'postgres') await sql`select pg_advisory_xact_lock(hashtext(${`${this.options.bucket}\n${key}`}))`.execute(trx);
      return work(trx);
    });
  }

  /** Whether the key is at its limit, without counting anything. */
  check(key: string): Promise<LimitState> {
    return this.state(this.db, key, this.now());
  }

  /** Counts one event. */
  hit(key: string): Promise<void> {
    return this.locked(key, (db) => this.record(db, key, this.now()));
  }

  /** check() then hit() when allowed, as one step: for limits that count every attempt. */
  consume(key: string): Promise<LimitState> {
    return this.locked(key, async (db) => {
      const at = this.now();
      const state = await this.state(db, key, at);
      if (!state.limited) await this.record(db, key, at);
      return state;
    });
  }

  async reset(key: string): Promise<void> {
    await this.db.deleteFrom('rate_limit_events').where('bucket', '=', this.options.bucket).where('key', '=', key).execute();
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

export function createAuthLimits(db: Db, config: Config, now: () => number = Date.now): AuthLimits {
  const windowMs = config.loginWindowSeconds * 1000;
  const limiter = (bucket: string, max: number) => new SlidingWindowLimiter(db, { bucket, max, windowMs, now });
  return {
    loginAccount: limiter('login-account', config.loginMaxPerAccount),
    loginIp: limiter('login-ip', config.loginMaxPerIp),
    resetIp: limiter('reset-ip', config.resetMaxPerIp),
    resetEmail: limiter('reset-email', RESET_MAILS_PER_ADDRESS),
  };
}

/** The spec's login text for 429 (platform spec, section 8). */
export const TOO_MANY_REQUESTS = 'Too many login requests in a short period. Please try again, or contact support if the issue persists.';

/** Throws the 429 envelope (code 107) with Retry-After when `state` is limited. */
export async function enforceLimit(reply: FastifyReply, pending: LimitState | Promise<LimitState>, message = TOO_MANY_REQUESTS): Promise<void> {
  const state = await pending;
  if (!state.limited) return;
  reply.header('retry-after', String(state.retryAfterSeconds));
  throw new HttpError(429, ErrorCode.TooManyRequests, message);
}
