// Pure validation for the login page, account activation and password reset (spec, section 5).
// Messages default to English; the login machine passes the localized set from texts.ts.

export interface LoginValidationMessages {
  emailRequired: string;
  emailInvalid: string;
  passwordRequired: string;
}

export interface PasswordMessages {
  required: string;
  tooShort: string;
  uppercase: string;
  lowercase: string;
  number: string;
  special: string;
  forbidden: string;
  confirmRequired: string;
  mismatch: string;
}

export const LOGIN_VALIDATION_EN: LoginValidationMessages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address',
  passwordRequired: 'Password is required',
};

export const PASSWORD_MIN_LENGTH = 8;
/** The characters that satisfy the "special character" rule. */
export const PASSWORD_SPECIALS = '.,!@#?';
/** Characters a password must not contain. The spec lists å, ä, ö, < and >; we refuse Å, Ä, Ö too. */
export const PASSWORD_FORBIDDEN = 'åäöÅÄÖ<>';

export const PASSWORD_MESSAGES_EN: PasswordMessages = {
  required: 'Password is required',
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  uppercase: 'Password must contain at least 1 uppercase letter',
  lowercase: 'Password must contain at least 1 lowercase letter',
  number: 'Password must contain at least 1 number',
  special: 'Password must contain at least 1 special character (. , ! @ # ?)',
  forbidden: 'Password must not contain å, ä, ö, < or >',
  confirmRequired: 'Confirm password is required',
  mismatch: 'Passwords do not match',
};

/**
 * Local part of letters, digits and . _ % + -, then @, a domain, a dot and a top-level part of at
 * least 2 letters. The look-ahead refuses two consecutive @ or dot characters (`..`, `@@`, `.@`, `@.`).
 */
export const EMAIL_PATTERN = /^(?![\s\S]*[@.]{2})[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}

/** The login form's email message, or null when the email is acceptable. */
export function emailError(email: string, messages: LoginValidationMessages = LOGIN_VALIDATION_EN): string | null {
  if (email.trim() === '') return messages.emailRequired;
  return isValidEmail(email) ? null : messages.emailInvalid;
}

/** The login form's password message: it only has to be there. */
export function loginPasswordError(password: string, messages: LoginValidationMessages = LOGIN_VALIDATION_EN): string | null {
  return password === '' ? messages.passwordRequired : null;
}

interface PasswordRule {
  message: keyof PasswordMessages;
  passes: (password: string) => boolean;
}

/** Activation and reset password rules, in the order the spec lists them. */
const PASSWORD_RULES: readonly PasswordRule[] = [
  { message: 'required', passes: (p) => p !== '' },
  { message: 'tooShort', passes: (p) => [...p].length >= PASSWORD_MIN_LENGTH },
  { message: 'uppercase', passes: (p) => /\p{Lu}/u.test(p) },
  { message: 'lowercase', passes: (p) => /\p{Ll}/u.test(p) },
  { message: 'number', passes: (p) => /[0-9]/.test(p) },
  { message: 'special', passes: (p) => [...p].some((c) => PASSWORD_SPECIALS.includes(c)) },
  { message: 'forbidden', passes: (p) => ![...p].some((c) => PASSWORD_FORBIDDEN.includes(c)) },
];

/** The message of the first failing rule (only one is shown), or null when the password is acceptable. */
export function passwordError(password: string, messages: PasswordMessages = PASSWORD_MESSAGES_EN): string | null {
  const failing = PASSWORD_RULES.find((rule) => !rule.passes(password));
  return failing ? messages[failing.message] : null;
}

export function confirmPasswordError(password: string, confirmPassword: string, messages: PasswordMessages = PASSWORD_MESSAGES_EN): string | null {
  if (confirmPassword === '') return messages.confirmRequired;
  return password === confirmPassword ? null : messages.mismatch;
}

/** First and last names: at least this many characters (spec, sections 5 and 9). */
export const NAME_MIN_LENGTH = 2;

export interface NameMessages {
  required: string;
  tooShort: string;
}

/** Names are shown in e-mails and other users' screens: < and > are dropped as they are typed (spec, features 5). */
export function stripAngleBrackets(value: string): string {
  return value.replace(/[<>]/g, '');
}

/** The message for a first or last name (after stripping), or null when it is acceptable. */
export function nameError(name: string, messages: NameMessages): string | null {
  const cleaned = stripAngleBrackets(name).trim();
  if (cleaned === '') return messages.required;
  return [...cleaned].length < NAME_MIN_LENGTH ? messages.tooShort : null;
}

/** Product origins a returnUrl may point to (spec, section 5: alpha, beta, production). */
export const ALLOWED_ORIGINS: readonly string[] = ['https://alpha.siteline.example', 'https://beta.siteline.example', 'https://app.siteline.example'];

/** Local development on any port. */
const LOCAL_DEVELOPMENT_HOSTS = ['localhost', '127.0.0.1'];

/**
 * Whether login may send the user to `url`. Relative paths must start with exactly one '/';
 * absolute URLs must be http(s) on the current origin, a product origin or local development.
 * Anything a browser could read as another host (`//evil`, `/\evil`, `javascript:`) is refused.
 */
export function isAllowedReturnUrl(url: string | null | undefined, currentOrigin: string): boolean {
  if (!url) return false;
  // Browsers drop tabs and newlines and read '\' as '/', which can turn a path into a host.
  if (/[\s\\]/.test(url) || /\p{Cc}/u.test(url)) return false;
  if (url.startsWith('/')) return !url.startsWith('//');

  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
  if (parsed.username !== '' || parsed.password !== '') return false;
  if (parsed.origin === currentOrigin || ALLOWED_ORIGINS.includes(parsed.origin)) return true;
  return parsed.protocol === 'http:' && LOCAL_DEVELOPMENT_HOSTS.includes(parsed.hostname);
}
