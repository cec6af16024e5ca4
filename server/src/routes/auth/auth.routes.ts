import type { AppContext } from '../../app.ts';
import type { TypedApp } from '../../http/types.ts';
import { ErrorCode, HttpError, envelopeResponses, ok } from '../../http/envelope.ts';
import { loadActiveUser } from '../../plugins/auth.ts';
import { verifyPassword } from '../../services/passwords.ts';
import { enforceLimit } from '../../services/rateLimit.ts';
import { clampFamily, isFamilyAlive } from '../../services/impersonation.ts';
import { refreshFamily } from './refreshFamily.ts';
import { ApiType, LoginBody, RefreshBody, TokenPair } from './auth.schemas.ts';

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
      enforceLimit(reply, limits.loginIp.consume(request.ip));
      enforceLimit(reply, limits.loginAccount.check(account));
      const user = await db.selectFrom('users').selectAll().where('email', '=', account).where('deleted_at', 'is', null).executeTakeFirst();
      // Same answer for unknown account, wrong password, disabled account and wrong api type:
      // nothing here tells an attacker which e-mail addresses exist.
      const passwordOk = await verifyPassword(password, user?.password_hash ?? null);
      const wantedScope = apiType === ApiType.Support ? 'support' : 'web';
      if (!user || !passwordOk || user.disabled || user.scope !== wantedScope) {
        limits.loginAccount.hit(account);
        throw new HttpError(400, ErrorCode.InvalidCredentials, INCORRECT_LOGIN);
      }
      limits.loginAccount.reset(account);
      await db.updateTable('users').set({ last_web_login: new Date().toISOString() }).where('id', '=', user.id).execute();
      return ok(await tokens.issue(user));
    },
  );

  app.post(
    '/auth/v1/refresh',
    {
      schema: {
        operationId: 'refreshToken',
        tags: ['Auth'],
        summary: 'Exchange a refresh token for a new token pair (rotates)',
        body: RefreshBody,
        response: tokenResponses,
        security: [],
      },
    },
    async (request) => {
      // An impersonation family lives only as long as its audited session (ended, expired or agent withdrawn → 401).
      const family = await refreshFamily(db, request.body.refreshToken);
      const session = family?.impersonated_by ? await isFamilyAlive(db, family.family_id) : undefined;
      if (family && session && !session.alive) {
        await tokens.revokeFamily(family.family_id);
        throw new HttpError(401, ErrorCode.Unauthorized, 'Invalid refresh token');
      }
      const pair = await tokens.rotate(request.body.refreshToken, (id) => loadActiveUser(db, id));
      if (family && session?.expiresAt) await clampFamily(db, family.family_id, session.expiresAt);
      return ok(pair);
    },
  );
}
