import type { AppContext } from '../../app.ts';
import type { TypedApp } from '../../http/types.ts';
import { ErrorCode, HttpError, envelopeResponses, ok } from '../../http/envelope.ts';
import { loadActiveUser } from '../../plugins/auth.ts';
import { verifyPassword } from '../../services/passwords.ts';
import { enforceLimit } from '../../services/rateLimit.ts';
import { clampFamily, endAuditedSession, isFamilyAlive } from '../../services/impersonation.ts';
import { refreshFamily } from './refreshFamily.ts';
import { ApiType, LoginBody, LogoutAnswer, RefreshBody, TokenPair } from './auth.schemas.ts';
import { clearRefreshCookie, IMPERSONATION_REFRESH_COOKIE, REFRESH_COOKIE, withRefreshCookie } from './refreshCookie.ts';

export const INCORRECT_LOGIN = 'Incorrect password and/or username.';

export async function authRoutes(app: TypedApp, { db, tokens, limits }: AppContext) {
  app.addSchema(TokenPair);
  const tokenResponses = envelopeResponses(TokenPair, [429]);

  app.post(
    '/auth/v1/login',
    {
      schema: { operationId: 'login', tags: ['Auth'], summary: 'Sign in with e-mail and password', body: LoginBody, response: tokenResponses, security: [] },
    },
    async (request, reply) => {
      const { login, password, apiType } = request.body;
      const account = login.trim().toLowerCase();
      // Brute force: every attempt counts against the address, failures against the account; both
      // are checked before the password so a locked-out guesser learns nothing more.
      await enforceLimit(reply, limits.loginIp.consume(request.ip));
      await enforceLimit(reply, limits.loginAccount.check(account));
      const user = await db.selectFrom('users').selectAll().where('email', '=', account).where('deleted_at', 'is', null).executeTakeFirst();
      // Same answer for unknown account, wrong password, disabled account and wrong api type:
      // nothing here tells an attacker which e-mail addresses exist.
      const passwordOk = await verifyPassword(password, user?.password_hash ?? null);
      const wantedScope = apiType === ApiType.Support ? 'support' : 'web';
      if (!user || !passwordOk || user.disabled || user.scope !== wantedScope) {
        await limits.loginAccount.hit(account);
        throw new HttpError(400, ErrorCode.InvalidCredentials, INCORRECT_LOGIN);
      }
      await limits.loginAccount.reset(account);
      await db.updateTable('users').set({ last_web_login: new Date().toISOString() }).where('id', '=', user.id).execute();
      return ok(withRefreshCookie(request, reply, await tokens.issue(user)));
    },
  );

  app.post(
    '/auth/v1/refresh',
    {
      schema: {
        operationId: 'refreshToken',
        tags: ['Auth'],
        summary: 'New tokens for the session of the HttpOnly refresh cookie (rotated: a new cookie is set, the old one is spent)',
        body: RefreshBody,
        response: tokenResponses,
        security: [],
      },
    },
    async (request, reply) => {
      const cookie = (await tokens.isImpersonationToken(request.body?.accessToken)) ? IMPERSONATION_REFRESH_COOKIE : REFRESH_COOKIE;
      const refreshToken = request.cookies[cookie];
      const refused = () => {
        clearRefreshCookie(request, reply, cookie);
        return new HttpError(401, ErrorCode.Unauthorized, 'Invalid refresh token');
      };
      if (!refreshToken || refreshToken.length > 512) throw refused();
      // An impersonation family lives only as long as its audited session (ended, expired or agent withdrawn → 401).
      const family = await refreshFamily(db, refreshToken);
      const session = family?.impersonated_by ? await isFamilyAlive(db, family.family_id) : undefined;
      if (family && session && !session.alive) {
        await tokens.revokeFamily(family.family_id);
        throw refused();
      }
      let issued;
      try {
        issued = await tokens.rotate(refreshToken, (id) => loadActiveUser(db, id));
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 401) throw refused();
        throw error;
      }
      if (family && session?.expiresAt) await clampFamily(db, family.family_id, session.expiresAt);
      return ok(withRefreshCookie(request, reply, issued));
    },
  );

  app.post(
    '/auth/v1/logout',
    {
      schema: {
        operationId: 'logout',
        tags: ['Auth'],
        summary: "End this browser's sign-ins: the refresh cookies' families (and the bearer token's) are revoked at once and the cookies cleared",
        response: envelopeResponses(LogoutAnswer),
        security: [],
      },
    },
    async (request, reply) => {
      const families = new Set<string>();
      for (const cookie of [REFRESH_COOKIE, IMPERSONATION_REFRESH_COOKIE]) {
        const refreshToken = request.cookies[cookie];
        const family = refreshToken && refreshToken.length <= 512 ? await refreshFamily(db, refreshToken) : undefined;
        if (family) families.add(family.family_id);
        clearRefreshCookie(request, reply, cookie);
      }
      // A client without the cookie (an API client) ends the sign-in of its access token.
      const bearer = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1];
      if (bearer) {
        const claims = await tokens.verifyAccess(bearer).catch(() => null);
        if (claims) families.add(claims.fid);
      }
      let endedSessions = 0;
      for (const familyId of families) {
        if (!(await tokens.isFamilyActive(familyId))) continue;
        await tokens.revokeFamily(familyId);
        await endAuditedSession(db, familyId);
        endedSessions++;
      }
      return ok({ endedSessions });
    },
  );
}
