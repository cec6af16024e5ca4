// The reset-password machine's test model (resetPassword.model.test.ts, scripts/paths.ts).
// Every `resetPassword.changed` fixture carries both fields, so {valid} tells vertices apart exactly.
import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import type { TokenPair } from '../../../machines/session/session.types.ts';
import { fakeAccessToken } from '../kit/fixtures.ts';
import { defineModel, type EventFixtures } from '../kit/model.ts';
import { resetPasswordFieldErrors, resetPasswordMachine } from '../../../machines/resetPassword/resetPassword.machine.ts';
import type { AccountFailure, ResetPasswordEvent, ResetPasswordValues } from '../../../machines/resetPassword/resetPassword.types.ts';

export const RESET_PASSWORD = 'New.Start42';

export const resetTokens: TokenPair = {
  access_token: fakeAccessToken({ id: 12, email: 'per.lind@nordbygg.example', firstName: 'Per', lastName: 'Lind', scope: 'web', permissions: '' }),
  expires_in: 900,
  token_type: 'Bearer',
};

export const resetForms = {
  valid: { newPassword: RESET_PASSWORD, confirmPassword: RESET_PASSWORD },
  tooShort: { newPassword: 'Ab1!', confirmPassword: 'Ab1!' },
  forbidden: { newPassword: 'Nöj.Start42', confirmPassword: 'Nöj.Start42' },
  mismatch: { newPassword: RESET_PASSWORD, confirmPassword: 'New.Start43' },
  empty: { newPassword: '', confirmPassword: '' },
} satisfies Record<string, ResetPasswordValues>;

export type ResetPasswordModelEvent = ResetPasswordEvent | DoneActorEvent<TokenPair, 'resetPassword'> | ErrorActorEvent<AccountFailure, 'resetPassword'>;

const changed = (values: ResetPasswordValues) => ({ type: 'resetPassword.changed' as const, values });

export const resetPasswordEvents = {
  'resetPassword.changed': {
    valid: changed(resetForms.valid),
    tooShort: changed(resetForms.tooShort),
    forbidden: changed(resetForms.forbidden),
    mismatch: changed(resetForms.mismatch),
    empty: changed(resetForms.empty),
  },
  'resetPassword.submit': { pressed: { type: 'resetPassword.submit' } },
  'xstate.done.actor.resetPassword': { ok: { type: 'xstate.done.actor.resetPassword', actorId: 'resetPassword', output: resetTokens } },
  'xstate.error.actor.resetPassword': {
    expired: {
      type: 'xstate.error.actor.resetPassword',
      actorId: 'resetPassword',
      error: { status: 400, message: 'Password reset link is invalid or has expired' },
    },
    429: { type: 'xstate.error.actor.resetPassword', actorId: 'resetPassword', error: { status: 429, message: '' } },
  },
} satisfies EventFixtures<ResetPasswordModelEvent>;

export const resetPasswordModel = defineModel({
  machine: resetPasswordMachine,
  // The tags the screens read, state by state: every replayed step is checked against this table.
  tags: {
    editing: ['view:form'],
    submitting: ['busy', 'view:form'],
  },
  variants: {
    en: { input: { resetPasswordKey: 'reset-key-1', locale: 'en-GB' } },
    'sv-SE': { input: { resetPasswordKey: 'reset-key-2', locale: 'sv-SE' } },
  },
  events: resetPasswordEvents,
  project: ({ context }) => ({ valid: Object.keys(resetPasswordFieldErrors(context.values, context.locale)).length === 0 }),
});
