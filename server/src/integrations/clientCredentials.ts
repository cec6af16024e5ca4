// API clients' credentials and access tokens (OAuth 2.0 client credentials, RFC 6749 §4.4).
//
// - client_id: 'sl_' + 128 random bits in hex, public. client_secret: 256 random bits, base64url,
//   shown once; only its sha256 is stored and compared in constant time.
// - Access tokens: HS256 JWTs with their own audience, so a user's token is never an integration
//   token and the other way round. They carry the client's row id and secret version; every call
//   re-reads the client row, so deleting the client or issuing a new secret ends its tokens at once.
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';

export const INTEGRATION_AUDIENCE = 'siteline-integration';
/** The one scope the token endpoint grants: the integration API of the client's company. */
export const INTEGRATION_SCOPE = 'fleet';

export interface IntegrationClaims {
  /** api_clients.id */
  cid: number;
  /** api_clients.secret_version when the token was issued. */
  sv: number;
  /** The client's company. */
  co: number;
  scope: string;
}

export interface IntegrationCaller {
  clientRowId: number;
  clientId: string;
  companyId: number;
}

export const newClientId = () => `sl_${randomBytes(16).toString('hex')}`;
export const newClientSecret = () => randomBytes(32).toString('base64url');
export const hashSecret = (secret: string) => createHash('sha256').update(secret, 'utf8').digest('hex');

/** Constant-time comparison of a presented secret with the stored hash. */
export function secretMatches(presented: string, storedHash: string): boolean {
  const a = Buffer.from(hashSecret(presented), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

export class IntegrationTokens {
  private readonly key: Uint8Array;

  constructor(
    private readonly db: Db,
    private readonly config: Config,
  ) {
    this.key = new TextEncoder().encode(config.jwtSecret);
  }

  get ttlSeconds() {
    return this.config.integrationTokenTtlSeconds;
  }

  /** The client with these credentials, or null (unknown id, deleted client or wrong secret alike). */
  async authenticate(clientId: string, secret: string) {
    const client = await this.db
      .selectFrom('api_clients')
      .select(['id', 'client_id', 'company_id', 'secret_hash', 'secret_version'])
      .where('client_id', '=', clientId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!client || !secretMatches(secret, client.secret_hash)) return null;
    return client;
  }

  async issue(client: { id: number; client_id: string; company_id: number; secret_version: number }): Promise<string> {
    const claims: IntegrationClaims = { cid: client.id, sv: client.secret_version, co: client.company_id, scope: INTEGRATION_SCOPE };
    return new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(client.client_id)
      .setIssuer(this.config.jwtIssuer)
      .setAudience(INTEGRATION_AUDIENCE)
      .setIssuedAt()
      .setJti(randomUUID())
      .setExpirationTime(Math.floor(Date.now() / 1000) + this.ttlSeconds)
      .sign(this.key);
  }

  /**
   * The caller behind a bearer token, or a reason it is refused. The client row is read on every
   * call: a deleted client or a replaced secret refuses the token at once, not when it expires.
   */
  async verify(token: string): Promise<{ caller: IntegrationCaller } | { refused: string }> {
    let claims: IntegrationClaims;
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], issuer: this.config.jwtIssuer, audience: INTEGRATION_AUDIENCE });
      claims = payload as unknown as IntegrationClaims;
    } catch (error) {
      return { refused: (error as { code?: string }).code === 'ERR_JWT_EXPIRED' ? 'The access token has expired' : 'Invalid access token' };
    }
    const client = await this.db
      .selectFrom('api_clients')
      .select(['id', 'client_id', 'company_id', 'secret_version', 'deleted_at'])
      .where('id', '=', claims.cid)
      .executeTakeFirst();
    if (!client || client.deleted_at !== null) return { refused: 'The API client was deleted' };
    if (client.secret_version !== claims.sv) return { refused: 'The client secret was replaced; request a new token' };
    return { caller: { clientRowId: client.id, clientId: client.client_id, companyId: client.company_id } };
  }
}
