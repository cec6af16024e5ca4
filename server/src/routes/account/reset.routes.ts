// Password reset. The request always answers the same 200 at the same speed: the account lookup
// and the mail happen after the answer, so neither the body nor the timing tells whether the
// address has an account. Redeeming sets the password and ends every other session.
import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../app.ts';
import type { TypedApp } from '../../http/types.ts';
import { badRequest, envelopeResponses, ok } from '../../http/envelope.ts';
import { checkNewPassword, EMAIL_MESSAGES_EN, FieldErrors, isValidEmail } from '../../domain/passwordRules.ts';
import { issueAccountKey, redeemAccountKey } from '../../services/accountKeys.ts';
import { hashPassword } from '../../services/passwords.ts';
import { enforceLimit } from '../../services/rateLimit.ts';
import { revokeSessions, waitForFreshTokens } from '../../services/sessions.ts';
import { RequestResetAnswer, RequestResetBody, ResetPasswordBody } from './account.schemas.ts';
import { publicOrigin, resetLink } from './links.ts';
import { accountMailTexts, resetMail } from './mails.ts';
import { withRefreshCookie } from '../auth/refreshCookie.ts';

export const INVALID_RESET = 'Password reset link is invalid or has expired';
export const RESET_REQUESTED = 'If an account exists for this address, a link to reset the password has been sent.';

export async function resetRoutes(app: TypedApp, { db, tokens, config, mailer, limits }: AppContext) {
  app.post(
    '/auth/v1/requestResetPassword',
    {
      schema: {
        operationId: 'requestResetPassword',
        tags: ['Auth'],
        summary: 'Mail a password-reset link (same answer whether or not the address has an account)',
        security: [],
        body: RequestResetBody,
        response: envelopeResponses(RequestResetAnswer, [429]),
      },
    },
    async (request, reply) => {
      await enforceLimit(reply, limits.resetIp.consume(request.ip));
      const email = request.body.email.trim().toLowerCase();
      if (!isValidEmail(email)) throw badRequest(EMAIL_MESSAGES_EN.emailInvalid, { email: [EMAIL_MESSAGES_EN.emailInvalid] });
      const origin = publicOrigin(config, request);

      const mailIfKnown = async () => {
        // Past a few mails per address the request is still answered 200, but nothing is sent.
        if ((await limits.resetEmail.consume(email)).limited) return;
        const user = await db
          .selectFrom('users')
          .selectAll()
          .where('email', '=', email)
          .where('deleted_at', 'is', null)
          .where('disabled', '=', 0)
          .where('password_hash', 'is not', null)
          .executeTakeFirst();
        if (!user) return;
        const key = await issueAccountKey(db, user.id, 'reset', config.resetKeyTtlSeconds);
        await mailer.send(resetMail(user, resetLink(origin, key), config.resetKeyTtlSeconds, accountMailTexts(user.language_id)));
      };
      mailIfKnown().catch((err) => request.log.error({ err }, 'password reset mail failed'));
      return ok({ message: RESET_REQUESTED });
    },
  );

  app.post(
    '/auth/v1/resetPassword',
    {
      schema: {
        operationId: 'resetPassword',
        tags: ['Auth'],
        summary: 'Set a new password with the mailed key; ends all other sessions and signs in',
        security: [],
        body: ResetPasswordBody,
        response: envelopeResponses(Type.Ref('TokenPair'), [429]),
      },
    },
    async (request, reply) => {
      await enforceLimit(reply, limits.loginIp.consume(request.ip));
      const { resetPasswordKey, newPassword, confirmPassword } = request.body;
      checkNewPassword(new FieldErrors(), newPassword, confirmPassword, 'newPassword').throwIfAny();

      const passwordHash = await hashPassword(newPassword);
      const user = await db.transaction().execute(async (trx) => {
        const userId = await redeemAccountKey(trx, resetPasswordKey, 'reset');
        if (userId === null) return undefined;
        const found = await trx
          .selectFrom('users')
          .selectAll()
          .where('id', '=', userId)
          .where('deleted_at', 'is', null)
          .where('disabled', '=', 0)
          .executeTakeFirst();
        if (found) await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
        return found;
      });
      if (!user) throw badRequest(INVALID_RESET);

      const revocation = await revokeSessions(db, tokens, user.id);
      // Whoever locked the account out by guessing no longer stands between the owner and their account.
      await limits.loginAccount.reset(user.email);
      await waitForFreshTokens(revocation);
      return ok(withRefreshCookie(request, reply, await tokens.issue({ ...user, password_hash: passwordHash, tokens_valid_after: revocation.validAfter })));
    },
  );
}
