// The signed-in user's own profile (both scopes). A password change needs the current password,
// ends every session of the account (other devices, a thief's stolen refresh token) and answers a
// fresh pair so this browser carries on.
import type { AppContext } from '../../app.ts';
import type { TypedApp } from '../../http/types.ts';
import type { User } from '../../db/schema.ts';
import { envelopeResponses, forbidden, ok } from '../../http/envelope.ts';
import { language } from '../../domain/dictionaries.ts';
import { checkNewPassword, cleanName, FieldErrors, NAME_MESSAGES_EN, nameError } from '../../domain/passwordRules.ts';
import { hashPassword, verifyPassword } from '../../services/passwords.ts';
import { enforceLimit } from '../../services/rateLimit.ts';
import { revokeSessions, waitForFreshTokens } from '../../services/sessions.ts';
import { ProfileAnswer, UpdatedProfileAnswer, UpdateProfileBody } from './profile.schemas.ts';
import { withRefreshCookie } from '../auth/refreshCookie.ts';

export const CURRENT_PASSWORD_INCORRECT = 'Current password is incorrect';

const toProfile = (u: User) => ({
  login: u.email,
  firstName: u.first_name,
  lastName: u.last_name,
  languageId: u.language_id,
  timezoneId: u.timezone_id,
  jobTitle: u.job_title,
});

/** The canonical IANA name ('europe/stockholm' → 'Europe/Stockholm'), or null when the runtime does not know the zone. */
export function canonicalTimeZone(zone: string): string | null {
  if (!/^[A-Za-z0-9_+\-/]+$/.test(zone)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

export async function profileRoutes(app: TypedApp, { db, tokens, limits }: AppContext) {
  app.get(
    '/common/v1/profile',
    {
      schema: { operationId: 'profile', tags: ['Profile'], summary: "The caller's profile", response: envelopeResponses(ProfileAnswer) },
    },
    async (request) => ok(toProfile(request.auth.user)),
  );

  app.put(
    '/common/v1/profile',
    {
      schema: {
        operationId: 'updateProfile',
        tags: ['Profile'],
        summary: "Update the caller's profile, optionally changing the password",
        body: UpdateProfileBody,
        response: envelopeResponses(UpdatedProfileAnswer, [429]),
      },
    },
    async (request, reply) => {
      const body = request.body;
      const user = request.auth.user;
      const firstName = cleanName(body.firstName);
      const lastName = cleanName(body.lastName);
      const timezoneId = canonicalTimeZone(body.timezoneId);
      const errors = new FieldErrors()
        .add('firstName', nameError(firstName, NAME_MESSAGES_EN.firstNameRequired))
        .add('lastName', nameError(lastName, NAME_MESSAGES_EN.lastNameRequired))
        .add('languageId', language.some((l) => l.id === body.languageId) ? null : 'Choose a language from the list')
        .add('timezoneId', timezoneId ? null : 'Choose a valid time zone');

      let passwordHash: string | null = null;
      if (body.password) {
        // A support agent looking at a customer's account must never be able to take it over.
        if (request.auth.impersonatedBy !== undefined) throw forbidden('The password cannot be changed while impersonating');
        const { currentPassword, newPassword, confirmPassword } = body.password;
        checkNewPassword(errors, newPassword, confirmPassword, 'password.newPassword', 'password.confirmPassword');
        // Guessing the current password from a stolen session is brute force too: same per-account limit as login.
        await enforceLimit(reply, limits.loginAccount.check(user.email));
        if (!(await verifyPassword(currentPassword, user.password_hash))) {
          await limits.loginAccount.hit(user.email);
          errors.add('password.currentPassword', CURRENT_PASSWORD_INCORRECT);
        }
        errors.throwIfAny();
        passwordHash = await hashPassword(newPassword);
      }
      errors.throwIfAny();

      await db
        .updateTable('users')
        .set({
          first_name: firstName,
          last_name: lastName,
          language_id: body.languageId,
          timezone_id: timezoneId!,
          ...(body.jobTitle !== undefined ? { job_title: body.jobTitle === null ? null : cleanName(body.jobTitle) || null } : {}),
          ...(passwordHash ? { password_hash: passwordHash } : {}),
        })
        .where('id', '=', user.id)
        .execute();
      const updated = await db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
      if (!passwordHash) return ok(toProfile(updated));

      const revocation = await revokeSessions(db, tokens, user.id);
      await waitForFreshTokens(revocation);
      return ok({ ...toProfile(updated), tokens: withRefreshCookie(request, reply, await tokens.issue(updated)) });
    },
  );
}
