/**
 * The token answer of /auth/v1/login, /auth/v1/refresh, reset and activation. The refresh token is
 * not in it: the server keeps it in an HttpOnly cookie no script can read (docs/decisions/0010-refresh-token-cookie.md).
 */
export interface TokenPair {
  access_token: string;
  /** Seconds until the access token expires. */
  expires_in: number;
  /**
   * Seconds until the sign-in itself ends (the refresh cookie's lifetime); the session cookie is kept
   * as long, so a user back after the access token expired is renewed, not signed out. Absent in
   * older answers: then the cookie ends with the access token.
   */
  refresh_expires_in?: number;
  token_type?: string;
}

/** What the session cookie written by src/ holds: the access token, never the refresh token. */
export interface StoredSession {
  accessToken: string;
  /** Access-token expiry, ms since epoch. */
  expiresAt: number;
}

/** What src/ writes: the cookie's contents and how long the browser keeps it. */
export interface SessionCookie extends StoredSession {
  /** When the browser drops the cookie: the end of the refresh session (never before `expiresAt`). */
  keepUntil: number;
}

export type SessionScope = 'web' | 'support';

/** The current user, as carried by the access token. */
export interface SessionClaims {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  scope: SessionScope;
  /** The token's space-separated list, split. Use `hasPermission` to read it. */
  permissions: string[];
  /** Id of the support agent when this is an impersonation session. */
  impersonatedBy?: number;
}

export interface SessionContext {
  accessToken: string | null;
  /** Access-token expiry, ms since epoch. */
  expiresAt: number | null;
  /** When the refresh session ends (ms since epoch), as far as the last token answer said. */
  sessionEndsAt: number | null;
  /**
   * Clock reading (ms since epoch) when the tokens were last taken in. Time enters the machine as
   * data (input, event, actor output) so the graph and the tests stay deterministic.
   */
  now: number;
  claims: SessionClaims | null;
  error: string | null;
}

export interface SessionInput {
  now: number;
  /** The session cookie, or null when there is none. */
  stored: StoredSession | null;
}

export type SessionEvent =
  /** Tokens obtained by login, activation, reset or impersonation; `now` is when they arrived. */
  | { type: 'session.signedIn'; tokens: TokenPair; now: number }
  /** Asked by the urql auth exchange after a 401/403. */
  | { type: 'session.refresh' }
  /** Ends the sign-in on the server too (POST /auth/v1/logout revokes it and clears the refresh cookie). */
  | { type: 'session.signOut' };

export interface RefreshTokensInput {
  /** The current (possibly expired) access token: tells the server whose refresh cookie to use. */
  accessToken: string;
}

export interface EndSessionInput {
  accessToken: string;
}

export interface RefreshTokensOutput {
  tokens: TokenPair;
  /** When the answer arrived (Date.now() in src/). */
  now: number;
}

/** Params of the `persistSession` action: the cookie plus the permissions for local storage. */
export interface PersistSessionParams extends SessionCookie {
  permissions: string[];
}
