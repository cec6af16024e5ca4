// Account activation: the invited user opens the mailed link (unauthenticated), picks a work title
// and a password, and is signed in. The key is spent in the same transaction that activates.
import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../app.ts';
import type { TypedApp } from '../../http/types.ts';
import { badRequest, envelopeResponses, ok } from '../../http/envelope.ts';
import { workTitle } from '../../domain/dictionaries.ts';
import { checkNewPassword, cleanName, FieldErrors, NAME_MESSAGES_EN, nameError } from '../../domain/passwordRules.ts';
import { accountKeyStatus, redeemAccountKey } from '../../services/accountKeys.ts';
import { hashPassword } from '../../services/passwords.ts';
import { enforceLimit } from '../../services/rateLimit.ts';
import { ActivateAccountBody } from './account.schemas.ts';
import { withRefreshCookie } from '../auth/refreshCookie.ts';

export const INVALID_ACTIVATION = 'Activation link is invalid or has expired';
const OTHER_WORK_TITLE = workTitle.find((w) => w.name === 'Other')!.id;

export async function activationRoutes(app: TypedApp, { db, tokens, limits }: AppContext) {
  app.get(
    '/web/v1/accountActivation/workTitle',
    {
      config: { public: true },
      schema: {
        operationId: 'activationWorkTitles',
        tags: ['Account'],
        summary: 'Work titles offered on the (unauthenticated) activation page',
        security: [],
        response: envelopeResponses(Type.Array(Type.Ref('DictionaryItem'))),
      },
    },
    async () => ok(workTitle),
  );

  // Asked when the link opens, so a used or expired link says so at once instead of after the form.
  // A POST: the key stays out of URLs and access logs. Rate-limited like the activation itself.
  app.post(
    '/web/v1/accountActivation/keyStatus',
    {
      config: { public: true },
      schema: {
        operationId: 'activationKeyStatus',
        tags: ['Account'],
        summary: 'Whether an activation link can still be used: valid, used, expired or unknown',
        security: [],
        body: Type.Object({ activationKey: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false }),
        // A string enum (not a union of literals, which Mesh cannot turn into a GraphQL type).
        response: envelopeResponses(
          Type.Object({
            status: Type.Unsafe<'valid' | 'used' | 'expired' | 'unknown'>({ type: 'string', enum: ['valid', 'used', 'expired', 'unknown'] }),
          }),
          [429],
        ),
      },
    },
    async (request, reply) => {
      await enforceLimit(reply, limits.loginIp.consume(request.ip));
      return ok({ status: await accountKeyStatus(db, request.body.activationKey, 'activation') });
    },
  );

  app.post(
    '/web/v1/accountActivation/activateAccount',
    {
      config: { public: true },
      schema: {
        operationId: 'activateAccount',
        tags: ['Account'],
        summary: 'Activate an invited account with the mailed key; signs the user in',
        security: [],
        body: ActivateAccountBody,
        response: envelopeResponses(Type.Ref('TokenPair'), [429]),
      },
    },
    async (request, reply) => {
      await enforceLimit(reply, limits.loginIp.consume(request.ip));
      const body = request.body;
      const firstName = cleanName(body.firstName);
      const lastName = cleanName(body.lastName);
      const title = workTitle.find((w) => w.id === body.workTitle.id);
      const jobTitle = body.workTitle.id === OTHER_WORK_TITLE ? cleanName(body.workTitle.name ?? '') : title?.name;
      const errors = new FieldErrors()
        .add('firstName', nameError(firstName, NAME_MESSAGES_EN.firstNameRequired))
        .add('lastName', nameError(lastName, NAME_MESSAGES_EN.lastNameRequired))
        .add('workTitle', !title ? 'Choose a work title' : !jobTitle ? 'Work title is required' : null);
      checkNewPassword(errors, body.password, body.confirmPassword, 'password').throwIfAny();

      const passwordHash = await hashPassword(body.password);
      const user = await db.transaction().execute(async (trx) => {
        const userId = await redeemAccountKey(trx, body.activationKey, 'activation');
        if (userId === null) return undefined;
        const invited = await trx
          .selectFrom('users')
          .selectAll()
          .where('id', '=', userId)
          .where('deleted_at', 'is', null)
          .where('disabled', '=', 0)
          .where('password_hash', 'is', null)
          .executeTakeFirst();
        if (!invited) return undefined;
        const now = new Date().toISOString();
        await trx
          .updateTable('users')
          .set({ first_name: firstName, last_name: lastName, job_title: jobTitle, password_hash: passwordHash, last_web_login: now })
          .where('id', '=', userId)
          .execute();
        return { ...invited, first_name: firstName, last_name: lastName, job_title: jobTitle ?? null, password_hash: passwordHash };
      });
      if (!user) throw badRequest(INVALID_ACTIVATION);
      return ok(withRefreshCookie(request, reply, await tokens.issue(user)));
    },
  );
}
