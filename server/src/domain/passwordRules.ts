// The password, name and e-mail rules the server enforces. The rules and their wording live in
// machines/login/validation.ts so the login page and the server can never disagree: the client
// shows the same first failing message the server would answer with.
import {
  confirmPasswordError,
  isValidEmail,
  LOGIN_VALIDATION_EN,
  NAME_MIN_LENGTH,
  nameError as sharedNameError,
  PASSWORD_MESSAGES_EN,
  passwordError,
  stripAngleBrackets,
} from '../../../machines/login/validation.ts';
import { badRequest } from '../http/envelope.ts';

export { PASSWORD_MESSAGES_EN, passwordError, confirmPasswordError, isValidEmail };

export { NAME_MIN_LENGTH };
export const NAME_MAX_LENGTH = 100;

/** Same wording as the activation form (machines/login/texts.ts). */
export const NAME_MESSAGES_EN = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  tooShort: `Must be at least ${NAME_MIN_LENGTH} characters`,
} as const;

export const EMAIL_MESSAGES_EN = LOGIN_VALIDATION_EN;

/** Names are shown in HTML e-mails and other users' screens: angle brackets are dropped, not escaped. */
export const cleanName = (value: string) => stripAngleBrackets(value).trim();

/** The message for a name, or null: the same rule the forms apply as the user types. */
export const nameError = (name: string, requiredMessage: string): string | null =>
  sharedNameError(name, { required: requiredMessage, tooShort: NAME_MESSAGES_EN.tooShort });

type FieldMessages = Record<string, string[]>;

/** Collects field → [message] pairs; `throwIfAny` turns them into the 400 the client renders. */
export class FieldErrors {
  readonly fields: FieldMessages = Object.create(null) as FieldMessages;
  add(field: string, message: string | null): this {
    if (message) (this.fields[field] ??= []).push(message);
    return this;
  }
  get empty() {
    return Object.keys(this.fields).length === 0;
  }
  /** A 400 in the same shape as schema failures: 'field: msg;' summary plus the field map. */
  throwIfAny(): void {
    if (this.empty) return;
    const summary = Object.entries(this.fields)
      .map(([f, msgs]) => `${f}: ${msgs.join(', ')};`)
      .join(' ');
    throw badRequest(summary, this.fields);
  }
}

/** New password + confirmation, as activation, reset and profile check them. */
export function checkNewPassword(errors: FieldErrors, password: string, confirm: string, passwordField: string, confirmField = 'confirmPassword') {
  errors.add(passwordField, passwordError(password));
  errors.add(confirmField, confirmPasswordError(password, confirm));
  return errors;
}
