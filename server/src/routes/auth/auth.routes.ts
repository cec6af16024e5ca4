import type { AppContext } from '../../app.ts';
import type { TypedApp } from '../../http/types.ts';
import { ErrorCode, HttpError, envelopeResponses, ok } from '../../http/envelope.ts';
import { loadActiveUser } from '../../plugins/auth.ts';
import { verifyPassword } from '../../services/passwords.ts';
import { ApiType, LoginBody, RefreshBody, TokenPair } from './auth.schemas.ts';

export const INCORRECT_LOGIN = 'Incorrect password and/or username.';

export async function authRoutes(app: TypedApp, { db, tokens }: AppContext) {
  app.addSchema(TokenPair);
  const tokenResponses = envelopeResponses(TokenPair, [429]);

  app.post('/auth/v1/login', {
    schema: { operationId: 'login', tags: ['Auth'], summary: 'Sign in with e-mail and password', body: LoginBody, response: tokenResponses, security: [] },
  }, async (request) => {
    const { login, password, apiType } = request.body;
    const user = await db.selectFrom('users').selectAll().where('email', '=', login.trim().toLowerCase()).where('deleted_at', 'is', null).executeTakeFirst();
    // Same answer for unknown account, wrong password, disabled account and wrong api type:
    // nothing here tells an attacker which e-mail addresses exist.
    const passwordOk = await verifyPassword(password, user?.password_hash ?? null);
    const wantedScope = apiType === ApiType.Support ? 'support' : 'web';
    if (!user || !passwordOk || user.disabled || user.scope !== wantedScope) {
      throw new HttpError(400, ErrorCode.InvalidCredentials, INCORRECT_LOGIN);
    }
    await db.updateTable('users').set({ last_web_login: new Date().toISOString() }).where('id', '=', user.id).execute();
    return ok(await tokens.issue(user));
  });

  app.post('/auth/v1/refresh', {
    schema: { operationId: 'refreshToken', tags: ['Auth'], summary: 'Exchange a refresh token for a new token pair (rotates)', body: RefreshBody, response: tokenResponses, security: [] },
  }, async (request) => ok(await tokens.rotate(request.body.refreshToken, (id) => loadActiveUser(db, id))));
}
