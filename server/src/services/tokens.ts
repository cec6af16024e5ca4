// Access tokens: short-lived HS256 JWTs (algorithm, issuer and audience pinned on verify).
// Refresh tokens: opaque random strings stored as sha256, rotated on every use; presenting a
// token that was already rotated revokes its whole family (theft detection).
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
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
  iat: number;
  exp: number;
}

export interface TokenPair {
  access_token: string;
  refresh_token: string;
  token_type: 'Bearer';
  expires_in: number;
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

  async issue(user: User, options: { familyId?: string; impersonatedBy?: number; ttlSeconds?: number } = {}): Promise<TokenPair> {
    const ttl = options.ttlSeconds ?? this.config.accessTokenTtlSeconds;
    const claims: Omit<AccessClaims, 'iat' | 'exp'> = {
      id: user.id,
      email: user.email,
      firstName: user.first_name,
      lastName: user.last_name,
      scope: user.scope === 'support' ? 'support' : 'web',
      permissions: permissionList(user.role, user.scope, user.extra_permissions).join(' '),
      ...(options.impersonatedBy ? { impersonatedBy: options.impersonatedBy } : {}),
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
    await this.db
      .insertInto('refresh_tokens')
      .values({
        user_id: user.id,
        token_hash: sha256(refreshToken),
        family_id: options.familyId ?? randomUUID(),
        expires_at: new Date(Date.now() + refreshTtl * 1000).toISOString(),
        revoked_at: null,
        replaced_by_id: null,
        impersonated_by: options.impersonatedBy ?? null,
        created_at: nowIso(),
      })
      .execute();
    return { access_token: accessToken, refresh_token: refreshToken, token_type: 'Bearer', expires_in: ttl };
  }

  async verifyAccess(token: string): Promise<AccessClaims> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: this.config.jwtIssuer,
        audience: this.config.jwtAudience,
      });
      return payload as unknown as AccessClaims;
    } catch (error) {
      const expired = error instanceof joseErrors.JWTExpired;
      throw new HttpError(401, ErrorCode.Unauthorized, expired ? 'Access token expired' : 'Invalid access token');
    }
  }

  /** Rotates a refresh token. Returns the user and the new pair, or throws 401. */
  async rotate(refreshToken: string, loadUser: (id: number) => Promise<User | undefined>): Promise<TokenPair> {
    const invalid = () => new HttpError(401, ErrorCode.Unauthorized, 'Invalid refresh token');
    const row = await this.db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', sha256(refreshToken)).executeTakeFirst();
    if (!row) throw invalid();
    if (row.revoked_at) {
      // Reuse of a rotated token: somebody else may hold the family. End every session of it.
      await this.revokeFamily(row.family_id);
      throw invalid();
    }
    if (row.expires_at <= nowIso()) throw invalid();
    const user = await loadUser(row.user_id);
    if (!user) throw invalid();
    const pair = await this.issue(user, { familyId: row.family_id, impersonatedBy: row.impersonated_by ?? undefined });
    const next = await this.db.selectFrom('refresh_tokens').select('id').where('token_hash', '=', sha256(pair.refresh_token)).executeTakeFirstOrThrow();
    await this.db.updateTable('refresh_tokens').set({ revoked_at: nowIso(), replaced_by_id: next.id }).where('id', '=', row.id).execute();
    return pair;
  }

  async revokeFamily(familyId: string): Promise<void> {
    await this.db.updateTable('refresh_tokens').set({ revoked_at: nowIso() }).where('family_id', '=', familyId).where('revoked_at', 'is', null).execute();
  }

  async revokeAllForUser(userId: number): Promise<void> {
    await this.db.updateTable('refresh_tokens').set({ revoked_at: nowIso() }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
  }
}
