// The login machine's test model: starting points and event fixtures for the generated paths
// (login.model.test.ts, scripts/paths.ts). Not imported by the app.
import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import type { TokenPair } from '../../../machines/session/session.types.ts';
import { fakeAccessToken } from '../kit/fixtures.ts';
import { defineModel, type EventFixtures } from '../kit/model.ts';
import { loginMachine } from '../../../machines/login/login.machine.ts';
import type { LoginEvent, LoginFailure } from '../../../machines/login/login.types.ts';
import { isValidEmail } from '../../../machines/login/validation.ts';

export const loginTokens: TokenPair = {
  access_token: fakeAccessToken({ id: 7, email: 'anna.berg@bergbygg.example', firstName: 'Anna', lastName: 'Berg', scope: 'web', permissions: '' }),
  expires_in: 3600,
  token_type: 'Bearer',
};

export type LoginModelEvent =
  | LoginEvent
  | DoneActorEvent<TokenPair, 'login'>
  | ErrorActorEvent<LoginFailure, 'login'>
  | DoneActorEvent<void, 'requestResetPassword'>
  | ErrorActorEvent<LoginFailure, 'requestResetPassword'>;

export const loginEvents = {
  'login.emailChanged': {
    valid: { type: 'login.emailChanged', email: 'anna.berg@bergbygg.example' },
    invalid: { type: 'login.emailChanged', email: 'anna.berg@bergbygg' },
    empty: { type: 'login.emailChanged', email: '' },
  },
  'login.passwordChanged': {
    filled: { type: 'login.passwordChanged', password: 'Sommar2025!' },
    empty: { type: 'login.passwordChanged', password: '' },
  },
  'login.supportToggled': {
    on: { type: 'login.supportToggled', checked: true },
    off: { type: 'login.supportToggled', checked: false },
  },
  'login.next': { pressed: { type: 'login.next' } },
  'login.back': { pressed: { type: 'login.back' } },
  'login.submit': { pressed: { type: 'login.submit' } },
  'login.forgotPassword': { pressed: { type: 'login.forgotPassword' } },
  'login.resetRequested': { pressed: { type: 'login.resetRequested' } },
  'login.backToLogin': { pressed: { type: 'login.backToLogin' } },
  'xstate.done.actor.login': { ok: { type: 'xstate.done.actor.login', actorId: 'login', output: loginTokens } },
  'xstate.error.actor.login': {
    400: { type: 'xstate.error.actor.login', actorId: 'login', error: { status: 400, message: 'Invalid credentials' } },
    429: { type: 'xstate.error.actor.login', actorId: 'login', error: { status: 429 } },
    500: { type: 'xstate.error.actor.login', actorId: 'login', error: { status: 500 } },
    503: { type: 'xstate.error.actor.login', actorId: 'login', error: { status: 503, message: 'Service Unavailable' } },
    recaptcha: { type: 'xstate.error.actor.login', actorId: 'login', error: { status: 200, kind: 'recaptcha' } },
    recaptchaUnavailable: { type: 'xstate.error.actor.login', actorId: 'login', error: { status: 500, kind: 'recaptchaUnavailable' } },
  },
  'xstate.done.actor.requestResetPassword': {
    ok: { type: 'xstate.done.actor.requestResetPassword', actorId: 'requestResetPassword', output: undefined },
  },
  'xstate.error.actor.requestResetPassword': {
    failed: { type: 'xstate.error.actor.requestResetPassword', actorId: 'requestResetPassword', error: { status: 502, message: 'Mail service unavailable' } },
  },
} satisfies EventFixtures<LoginModelEvent>;

export const loginModel = defineModel({
  machine: loginMachine,
  // The tags the screens read, state by state: every replayed step is checked against this table.
  tags: {
    enterEmail: ['view:enterEmail'],
    enterPassword: ['view:enterPassword'],
    requestingReset: ['busy', 'view:resetPassword'],
    resetPassword: ['view:resetPassword'],
    resetPasswordSent: ['view:resetPasswordSent'],
    submitting: ['busy', 'view:enterPassword'],
  },
  variants: {
    'en, returnUrl /fleet': {
      input: { authAsSupport: false, returnUrl: '/fleet', locale: 'en-US', origin: 'https://app.siteline.example' },
    },
  },
  events: loginEvents,
  // What the guards read (a valid email, a password) and what the request carries (api type).
  project: ({ context }) => ({
    emailValid: isValidEmail(context.email),
    password: context.password !== '',
    support: context.authAsSupport,
  }),
});
