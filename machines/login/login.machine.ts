import { assign, setup } from 'xstate';
import { login, requestResetPassword } from './login.actors.ts';
import { ApiType, type LoginContext, type LoginEvent, type LoginFailure, type LoginInput, type LoginOutput } from './login.types.ts';
import { loginTexts, type LoginTexts } from './texts.ts';
import { emailError, isAllowedReturnUrl, isValidEmail, loginPasswordError } from './validation.ts';

/** The message under the form for a failed login: a reCAPTCHA failure, else chosen by HTTP status (spec, section 8). */
export function loginErrorText(error: unknown, texts: LoginTexts): string {
  const kind = (error as Partial<LoginFailure> | null)?.kind;
  if (kind === 'recaptcha') return texts.errors.recaptchaFailed;
  if (kind === 'recaptchaUnavailable') return texts.errors.recaptchaUnavailable;
  switch (statusOf(error)) {
    case 400:
      return texts.errors.incorrectCredentials;
    case 429:
      return texts.errors.tooManyRequests;
    case 500:
      return texts.errors.internalServerError;
    default:
      return texts.errors.unexpected;
  }
}

/** 'Error resetting password: ' plus the server's message. */
export function resetRequestErrorText(error: unknown, texts: LoginTexts): string {
  const message = (error as Partial<LoginFailure> | null)?.message;
  return texts.errors.resetRequestFailedPrefix + (typeof message === 'string' && message !== '' ? message : texts.errors.unexpected);
}

function statusOf(error: unknown): number | undefined {
  const status = (error as Partial<LoginFailure> | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/** The login page's steps: enter email, enter password, reset password, reset password sent. */
export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    input: {} as LoginInput,
    events: {} as LoginEvent,
    output: {} as LoginOutput,
  },
  actors: { login, requestResetPassword },
  actions: {
    setEmail: assign(({ context }, params: { email: string }) => ({
      email: params.email,
      error: null,
      fieldErrors: { ...context.fieldErrors, email: emailError(params.email, loginTexts(context.locale).validation) ?? undefined },
    })),
    setPassword: assign(({ context }, params: { password: string }) => ({
      password: params.password,
      error: null,
      fieldErrors: { ...context.fieldErrors, password: loginPasswordError(params.password, loginTexts(context.locale).validation) ?? undefined },
    })),
    setSupport: assign((_, params: { checked: boolean }) => ({ authAsSupport: params.checked })),
    clearError: assign({ error: null }),
    // Leaving the password step forgets the password: coming back means typing it again.
    forgetPassword: assign(({ context }) => ({ password: '', fieldErrors: { email: context.fieldErrors.email } })),
    showError: assign((_, params: { error: string }) => ({ error: params.error })),
  },
  guards: {
    emailValid: ({ context }) => isValidEmail(context.email),
    passwordEntered: ({ context }) => context.password !== '',
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    email: '',
    password: '',
    authAsSupport: input.authAsSupport,
    returnUrl: input.returnUrl,
    origin: input.origin,
    locale: input.locale,
    error: null,
    fieldErrors: {},
    tokens: null,
  }),
  initial: 'enterEmail',
  states: {
    enterEmail: {
      tags: ['view:enterEmail'],
      on: {
        'login.emailChanged': { actions: { type: 'setEmail', params: ({ event }) => event } },
        'login.supportToggled': { actions: { type: 'setSupport', params: ({ event }) => event } },
        'login.next': { guard: 'emailValid', target: 'enterPassword', actions: 'clearError' },
        'login.forgotPassword': { target: 'resetPassword', actions: 'clearError' },
      },
    },
    enterPassword: {
      tags: ['view:enterPassword'],
      on: {
        'login.passwordChanged': { actions: { type: 'setPassword', params: ({ event }) => event } },
        'login.supportToggled': { actions: { type: 'setSupport', params: ({ event }) => event } },
        'login.back': { target: 'enterEmail', actions: ['clearError', 'forgetPassword'] },
        'login.submit': { guard: 'passwordEntered', target: 'submitting', actions: 'clearError' },
        'login.forgotPassword': { target: 'resetPassword', actions: ['clearError', 'forgetPassword'] },
      },
    },
    // Still the password step on screen, with the button busy.
    submitting: {
      tags: ['view:enterPassword', 'busy'],
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ context }) => ({
          login: context.email.trim(),
          password: context.password,
          apiType: context.authAsSupport ? ApiType.Support : ApiType.Web,
        }),
        onDone: { target: 'signedIn', actions: assign({ tokens: ({ event }) => event.output }) },
        onError: {
          target: 'enterPassword',
          actions: { type: 'showError', params: ({ context, event }) => ({ error: loginErrorText(event.error, loginTexts(context.locale)) }) },
        },
      },
    },
    resetPassword: {
      tags: ['view:resetPassword'],
      on: {
        'login.emailChanged': { actions: { type: 'setEmail', params: ({ event }) => event } },
        'login.resetRequested': { guard: 'emailValid', target: 'requestingReset', actions: 'clearError' },
        'login.backToLogin': { target: 'enterEmail', actions: 'clearError' },
      },
    },
    requestingReset: {
      tags: ['view:resetPassword', 'busy'],
      invoke: {
        id: 'requestResetPassword',
        src: 'requestResetPassword',
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: { target: 'resetPasswordSent' },
        onError: {
          target: 'resetPassword',
          actions: { type: 'showError', params: ({ context, event }) => ({ error: resetRequestErrorText(event.error, loginTexts(context.locale)) }) },
        },
      },
    },
    resetPasswordSent: {
      tags: ['view:resetPasswordSent'],
      on: { 'login.backToLogin': 'enterEmail' },
    },
    signedIn: { type: 'final' },
  },
  output: ({ context }) => ({
    // `tokens` is always set on the way into `signedIn`.
    tokens: context.tokens!,
    redirectTo: context.returnUrl !== null && isAllowedReturnUrl(context.returnUrl, context.origin) ? context.returnUrl : '/',
  }),
});
