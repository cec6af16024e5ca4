import type { TokenPair } from '../session/session.types.ts';

/** Api types of the login payload: Web = 0, Support = 3 (spec, section 3). */
export const ApiType = { Web: 0, Support: 3 } as const;
export type ApiTypeValue = (typeof ApiType)[keyof typeof ApiType];

export interface LoginInput {
  /** `authAsSupport=true` in the query pre-checks 'Login as support'. */
  authAsSupport: boolean;
  /** The `returnUrl` query parameter. */
  returnUrl: string | null;
  /** Browser language; sv-SE gives Swedish texts. */
  locale: string;
  /** window.location.origin, read by src/: a returnUrl on this origin is allowed. */
  origin: string;
}

export interface LoginFieldErrors {
  email?: string;
  password?: string;
}

export interface LoginContext {
  email: string;
  password: string;
  authAsSupport: boolean;
  returnUrl: string | null;
  origin: string;
  locale: string;
  /** The message under the form (failed login or reset request). */
  error: string | null;
  /** Live field messages; the UI decides when a field has been touched enough to show them. */
  fieldErrors: LoginFieldErrors;
  tokens: TokenPair | null;
}

export type LoginEvent =
  | { type: 'login.emailChanged'; email: string }
  | { type: 'login.passwordChanged'; password: string }
  | { type: 'login.supportToggled'; checked: boolean }
  | { type: 'login.next' }
  | { type: 'login.back' }
  | { type: 'login.submit' }
  | { type: 'login.forgotPassword' }
  | { type: 'login.resetRequested' }
  | { type: 'login.backToLogin' };

/** POST /auth/v1/login payload. */
export interface LoginRequest {
  login: string;
  password: string;
  apiType: ApiTypeValue;
}

/** How the login and reset actors reject: the HTTP status and, when there is one, the server's message. */
export interface LoginFailure {
  status: number;
  message?: string;
  /**
   * Set when the reCAPTCHA check in front of the login call failed (src/features/login/recaptcha.ts):
   * 'recaptcha' = the token was refused, 'recaptchaUnavailable' = reCAPTCHA could not be set up.
   */
  kind?: 'recaptcha' | 'recaptchaUnavailable';
}

export interface RequestResetPasswordInput {
  email: string;
}

/** What the page does once the machine is done: hand the tokens to the session, then navigate. */
export interface LoginOutput {
  tokens: TokenPair;
  redirectTo: string;
}
