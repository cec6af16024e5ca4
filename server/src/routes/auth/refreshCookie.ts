// Where the refresh token lives: an HttpOnly cookie the server sets and clears (issue 7). Scripts
// never see it (an injected script cannot steal a 14-day credential), it is sent only to the auth
// endpoints (Path) and never by another site's request (SameSite=Strict), and only over https when
// the app is served over https. The agent's own session and an impersonation each have a cookie, so
// ending an impersonation leaves the agent's sign-in as it was (spec: the original session is kept).
// Through /graphql the Set-Cookie of the REST answer reaches the browser (mesh/inProcessFetch.ts).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IssuedTokens, TokenPair } from '../../services/tokens.ts';
import { noStore } from '../../http/noStore.ts';

export const REFRESH_COOKIE = 'siteline_refresh';
export const IMPERSONATION_REFRESH_COOKIE = 'siteline_refresh_impersonation';
/** The auth endpoints: refresh and logout read the cookie; login, reset, activation and impersonation set it. */
export const REFRESH_COOKIE_PATH = '/api/auth/v1';

const attributes = (request: FastifyRequest) => ({
  path: REFRESH_COOKIE_PATH,
  httpOnly: true,
  sameSite: 'strict' as const,
  // request.protocol honours X-Forwarded-Proto only when SITELINE_TRUST_PROXY trusts the proxy.
  secure: request.protocol === 'https',
});

/**
 * Sets the refresh cookie of a fresh pair and returns the JSON part of the answer. An answer that
 * carries tokens is never stored by a browser or a proxy cache (RFC 6749 §5.1; /graphql passes it on).
 */
export function withRefreshCookie(request: FastifyRequest, reply: FastifyReply, issued: IssuedTokens): TokenPair {
  noStore(reply);
  const name = issued.impersonation ? IMPERSONATION_REFRESH_COOKIE : REFRESH_COOKIE;
  reply.setCookie(name, issued.refreshToken, { ...attributes(request), expires: new Date(issued.refreshExpiresAt) });
  return issued.pair;
}

export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply, name: string) {
  reply.clearCookie(name, attributes(request));
}
