// Access tokens: short-lived HS256 JWTs (algorithm, issuer and audience pinned on verify).
// Refresh tokens: opaque random strings stored as sha256, rotated on every use; presenting a
// token that was already rotated revokes its whole family (theft detection). They never appear in a
// JSON answer: routes/auth/refreshCookie.ts puts them in an HttpOnly cookie.
// A family is one sign-in (token_families). Its access tokens carry its id (`fid`) and the auth hook
// refuses them the moment the family is revoked (logout, reuse, impersonation end), not at expiry.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, compactVerify, jwtVerify, errors as joseErrors } from 'jose';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { User } from '../db/schema.ts';
import { permissionList } from '../domain/permissions.ts';
import { ErrorCode, HttpError } from '../http/envelope.ts';

export interface AccessClaims {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  scope: 'web' | 'support';
  permissions: string;
  impersonatedBy?: number;
  /** The token family (sign-in) it belongs to. */
  fid: string;
  iat: number;
  exp: number;
}

/** What a token answer's JSON carries. */
export interface TokenPair {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  /** Seconds until the refresh session ends (idle or absolute limit, whichever comes first). */
  refresh_expires_in: number;
}

/** A fresh pair: the JSON part and the refresh token for the cookie. */
export interface IssuedTokens {
  pair: TokenPair;
  refreshToken: string;
  /** ISO time the refresh token expires. */
  refreshExpiresAt: string;
  /** An impersonation family (its cookie is separate from the agent's own). */
  impersonation: boolean;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const nowIso = () => new Date().toISOString();

export class TokenService {
  private readonly key: Uint8Array;

  constructor(
    private readonly db: Db,
    private readonly config: Config,
  ) {
    this.key = new TextEncoder().encode(config.jwtSecret);
  }

  /** A new sign-in of the user: the family its tokens will belong to. */
  async startFamily(userId: number): Promise<string> {
    const id = randomUUID();
    await this.db.insertInto('token_families').values({ id, user_id: userId, created_at: nowIso(), revoked_at: null }).execute();
    return id;
  }

  async issue(user: User, options: { familyId?: string; impersonatedBy?: number; ttlSeconds?: number } = {}): Promise<IssuedTokens> {
    const ttl = options.ttlSeconds ?? this.config.accessTokenTtlSeconds;
    const familyId = options.familyId ?? (await this.startFamily(user.id));
    const claims: Omit<AccessClaims, 'iat' | 'exp'> = {
      id: user.id,
      email: user.email,
      firstName: user.first_name,
      lastName: user.last_name,
      scope: user.scope === 'support' ? 'support' : 'web',
      permissions: permissionList(user.role, user.scope, user.extra_permissions).join(' '),
      ...(options.impersonatedBy ? { impersonatedBy: options.impersonatedBy } : {}),
      fid: familyId,
    };
    const accessToken = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.uuid)
      .setIssuer(this.config.jwtIssuer)
      .setAudience(this.config.jwtAudience)
      .setIssuedAt()
      .setJti(randomUUID())
      .setExpirationTime(Math.floor(Date.now() / 1000) + ttl)
      .sign(this.key);

    const refreshToken = randomBytes(32).toString('base64url');
    const refreshTtl = options.impersonatedBy ? ttl : this.config.refreshTokenTtlSeconds;
    const issuedAt = Date.now();
    const refreshEndsMs = Math.min(issuedAt + refreshTtl * 1000, await this.familyEndsMs(familyId, options.familyId === undefined, issuedAt));
    const refreshExpiresAt = new Date(refreshEndsMs).toISOString();
    await this.db
      .insertInto('refresh_tokens')
      .values({
        user_id: user.id,
        token_hash: sha256(refreshToken),
        family_id: familyId,
        expires_at: refreshExpiresAt,
        revoked_at: null,
        replaced_by_id: null,
        impersonated_by: options.impersonatedBy ?? null,
        created_at: nowIso(),
      })
      .execute();
    return {
      pair: {
        access_token: accessToken,
        token_type: 'Bearer',
        expires_in: ttl,
        refresh_expires_in: Math.max(0, Math.floor((refreshEndsMs - issuedAt) / 1000)),
      },
      refreshToken,
      refreshExpiresAt,
      impersonation: options.impersonatedBy !== undefined,
    };
  }

  async verifyAccess(token: string): Promise<AccessClaims> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: this.config.jwtIssuer,
        audience: this.config.jwtAudience,
      });
      const claims = payload as unknown as AccessClaims;
      if (typeof claims.fid !== 'string') throw new Error('no token family');
      return claims;
    } catch (error) {
      const expired = error instanceof joseErrors.JWTExpired;
      throw new HttpError(401, ErrorCode.Unauthorized, expired ? 'Access token expired' : 'Invalid access token');
    }
  }

  /** Whether `token` is one of our access tokens for an impersonation, expired or not (signature checked). */
  async isImpersonationToken(token: string | undefined): Promise<boolean> {
    if (!token) return false;
    try {
      const { payload } = await compactVerify(token, this.key, { algorithms: ['HS256'] });
      return typeof (JSON.parse(new TextDecoder().decode(payload)) as Partial<AccessClaims>).impersonatedBy === 'number';
    } catch {
      return false;
    }
  }

  /** Whether the family's tokens may still be used. */
  /** When a sign-in (token family) ends however often it is refreshed: its start + the absolute limit. */
  private async familyEndsMs(familyId: string, justStarted: boolean, now: number): Promise<number> {
    if (justStarted) return now + this.config.sessionMaxAgeSeconds * 1000;
    const family = await this.db.selectFrom('token_families').select('created_at').where('id', '=', familyId).executeTakeFirst();
    const started = family ? Date.parse(family.created_at) : now;
    return started + this.config.sessionMaxAgeSeconds * 1000;
  }

  async isFamilyActive(familyId: string): Promise<boolean> {
    const family = await this.db.selectFrom('token_families').select('revoked_at').where('id', '=', familyId).executeTakeFirst();
    return family !== undefined && family.revoked_at === null;
  }

  /** Rotates a refresh token. Returns the user and the new pair, or throws 401. */
  async rotate(refreshToken: string, loadUser: (id: number) => Promise<User | undefined>): Promise<IssuedTokens> {
    const invalid = () => new HttpError(401, ErrorCode.Unauthorized, 'Invalid refresh token');
    const row = await this.db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', sha256(refreshToken)).executeTakeFirst();
    if (!row) throw invalid();
    if (row.revoked_at) {
      // Reuse of a rotated token: somebody else may hold the family. End every session of it.
      await this.revokeFamily(row.family_id);
      throw invalid();
    }
    if (row.expires_at <= nowIso() || !(await this.isFamilyActive(row.family_id))) throw invalid();
    const user = await loadUser(row.user_id);
    if (!user) throw invalid();
    // Mark the presented token used first: of two concurrent refreshes with it, only one rotates.
    const claimed = await this.db
      .updateTable('refresh_tokens')
      .set({ revoked_at: nowIso() })
      .where('id', '=', row.id)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) {
      await this.revokeFamily(row.family_id);
      throw invalid();
    }
    const issued = await this.issue(user, { familyId: row.family_id, impersonatedBy: row.impersonated_by ?? undefined });
    const next = await this.db.selectFrom('refresh_tokens').select('id').where('token_hash', '=', sha256(issued.refreshToken)).executeTakeFirstOrThrow();
    await this.db.updateTable('refresh_tokens').set({ replaced_by_id: next.id }).where('id', '=', row.id).execute();
    return issued;
  }

  async revokeFamily(familyId: string): Promise<void> {
    const at = nowIso();
    await this.db.updateTable('token_families').set({ revoked_at: at }).where('id', '=', familyId).where('revoked_at', 'is', null).execute();
    await this.db.updateTable('refresh_tokens').set({ revoked_at: at }).where('family_id', '=', familyId).where('revoked_at', 'is', null).execute();
  }

  async revokeAllForUser(userId: number): Promise<void> {
    const at = nowIso();
    await this.db.updateTable('token_families').set({ revoked_at: at }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
    await this.db.updateTable('refresh_tokens').set({ revoked_at: at }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
  }
}
