import { assign, setup } from 'xstate';
import { failureText } from '../callFailure.ts';
import { loginTexts } from '../login/texts.ts';
import { confirmPasswordError, passwordError } from '../login/validation.ts';
import { resetPassword } from './resetPassword.actors.ts';
import type {
  ResetPasswordContext,
  ResetPasswordEvent,
  ResetPasswordFailureNotice,
  ResetPasswordFieldErrors,
  ResetPasswordInput,
  ResetPasswordOutput,
  ResetPasswordValues,
} from './resetPassword.types.ts';

/** The new password's first failing rule and the confirmation's message (spec, section 5). */
export function resetPasswordFieldErrors(values: ResetPasswordValues, locale: string): ResetPasswordFieldErrors {
  const messages = loginTexts(locale).password;
  const errors: ResetPasswordFieldErrors = {
    newPassword: passwordError(values.newPassword, messages) ?? undefined,
    confirmPassword: confirmPasswordError(values.newPassword, values.confirmPassword, messages) ?? undefined,
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined));
}

/**
 * Finishing a password reset from the mailed link: a new password and its confirmation; Reset is
 * possible only while both are valid. Success ends the machine with the tokens; a failure keeps
 * the form and asks src/ for the 'Error resetting password.' toast.
 */
export const resetPasswordMachine = setup({
  types: {
    context: {} as ResetPasswordContext,
    input: {} as ResetPasswordInput,
    events: {} as ResetPasswordEvent,
    output: {} as ResetPasswordOutput,
  },
  actors: { resetPassword },
  actions: {
    /** The failure toast with its 20 s 'Contact support' action (src/). */
    notifyFailure: (_, _params: ResetPasswordFailureNotice) => {},
    change: assign(({ context }, params: { values: Partial<ResetPasswordValues> }) => {
      const values = { ...context.values, ...params.values };
      return { values, fieldErrors: resetPasswordFieldErrors(values, context.locale) };
    }),
  },
  guards: {
    formValid: ({ context }) => Object.keys(resetPasswordFieldErrors(context.values, context.locale)).length === 0,
  },
}).createMachine({
  id: 'resetPassword',
  context: ({ input }) => {
    const values = { newPassword: '', confirmPassword: '' };
    return {
      resetPasswordKey: input.resetPasswordKey,
      locale: input.locale,
      values,
      fieldErrors: resetPasswordFieldErrors(values, input.locale),
      tokens: null,
    };
  },
  initial: 'editing',
  states: {
    editing: {
      tags: ['view:form'],
      on: {
        'resetPassword.changed': { actions: { type: 'change', params: ({ event }) => event } },
        'resetPassword.submit': { guard: 'formValid', target: 'submitting' },
      },
    },
    submitting: {
      tags: ['view:form', 'busy'],
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context }) => ({ resetPasswordKey: context.resetPasswordKey, ...context.values }),
        onDone: { target: 'passwordReset', actions: assign({ tokens: ({ event }) => event.output }) },
        onError: {
          target: 'editing',
          actions: {
            type: 'notifyFailure',
            params: ({ context, event }) => ({ title: loginTexts(context.locale).finishResetPassword.failure, text: failureText(event.error) }),
          },
        },
      },
    },
    passwordReset: { type: 'final' },
  },
  // `tokens` is always set on the way into `passwordReset`.
  output: ({ context }) => ({ tokens: context.tokens!, message: loginTexts(context.locale).finishResetPassword.success }),
});
