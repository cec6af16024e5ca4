import type { FailureNotice } from '../activation/activation.types.ts';
import type { TokenPair } from '../session/session.types.ts';

export type { AccountFailure, FailureNotice } from '../activation/activation.types.ts';

export interface ResetPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

export type ResetPasswordFieldErrors = Partial<Record<keyof ResetPasswordValues, string>>;

/** From the mailed link: /finishResetPassword?ResetPasswordKey=… (or /?ResetPasswordKey=…). */
export interface ResetPasswordInput {
  resetPasswordKey: string;
  /** Browser language; sv-SE gives Swedish texts. */
  locale: string;
}

export interface ResetPasswordContext {
  resetPasswordKey: string;
  locale: string;
  values: ResetPasswordValues;
  /** Live field messages; the UI decides when a field has been touched enough to show them. */
  fieldErrors: ResetPasswordFieldErrors;
  tokens: TokenPair | null;
}

export type ResetPasswordEvent = { type: 'resetPassword.changed'; values: Partial<ResetPasswordValues> } | { type: 'resetPassword.submit' };

/** POST /auth/v1/resetPassword payload (spec, section 3). */
export interface ResetPasswordRequest {
  resetPasswordKey: string;
  newPassword: string;
  confirmPassword: string;
}

/** The page stores the tokens, goes to / and says 'Password reset successfully'. */
export interface ResetPasswordOutput {
  tokens: TokenPair;
  message: string;
}

export type ResetPasswordFailureNotice = FailureNotice;
