// The profile form's rules: names as on activation, the 'Change password' section with the shared
// password rules (spec, section 5) once any of its fields is filled.
import { confirmPasswordError, nameError, PASSWORD_MESSAGES_EN, passwordError, stripAngleBrackets } from '../login/validation.ts';
import type { Profile, ProfileFieldErrors, ProfileForm, UpdateProfileRequest } from './profile.types.ts';

export const PROFILE_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  nameTooShort: 'Must be at least 2 characters',
  languageRequired: 'Choose a language',
  timeZoneRequired: 'Choose a time zone',
  currentPasswordRequired: 'Current password is required',
} as const;

export const EMPTY_FORM: ProfileForm = {
  firstName: '',
  lastName: '',
  languageId: null,
  timezoneId: '',
  jobTitle: '',
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

export function formOf(profile: Profile): ProfileForm {
  return {
    ...EMPTY_FORM,
    firstName: profile.firstName,
    lastName: profile.lastName,
    languageId: profile.languageId,
    timezoneId: profile.timezoneId,
    jobTitle: profile.jobTitle ?? '',
  };
}

export function cleanPatch(patch: Partial<ProfileForm>): Partial<ProfileForm> {
  const clean = { ...patch };
  for (const key of ['firstName', 'lastName', 'jobTitle'] as const) if (clean[key] !== undefined) clean[key] = stripAngleBrackets(clean[key]);
  return clean;
}

export const changesPassword = (v: ProfileForm) => v.currentPassword !== '' || v.newPassword !== '' || v.confirmPassword !== '';

export function profileFieldErrors(v: ProfileForm): ProfileFieldErrors {
  const m = PROFILE_MESSAGES;
  const errors: ProfileFieldErrors = {
    firstName: nameError(v.firstName, { required: m.firstNameRequired, tooShort: m.nameTooShort }) ?? undefined,
    lastName: nameError(v.lastName, { required: m.lastNameRequired, tooShort: m.nameTooShort }) ?? undefined,
    languageId: v.languageId === null ? m.languageRequired : undefined,
    timezoneId: v.timezoneId === '' ? m.timeZoneRequired : undefined,
  };
  if (changesPassword(v)) {
    errors.currentPassword = v.currentPassword === '' ? m.currentPasswordRequired : undefined;
    errors.newPassword = passwordError(v.newPassword, PASSWORD_MESSAGES_EN) ?? undefined;
    errors.confirmPassword = confirmPasswordError(v.newPassword, v.confirmPassword, PASSWORD_MESSAGES_EN) ?? undefined;
  }
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined));
}

/** Whether the form differs from the saved profile (a filled password section always counts). */
export function isDirty(profile: Profile | null, v: ProfileForm): boolean {
  if (!profile) return false;
  const saved = formOf(profile);
  return changesPassword(v) || (['firstName', 'lastName', 'languageId', 'timezoneId', 'jobTitle'] as const).some((k) => v[k] !== saved[k]);
}

export function updateRequest(v: ProfileForm): UpdateProfileRequest {
  const jobTitle = v.jobTitle.trim();
  return {
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    languageId: v.languageId!,
    timezoneId: v.timezoneId,
    jobTitle: jobTitle === '' ? null : jobTitle,
    ...(changesPassword(v) ? { password: { currentPassword: v.currentPassword, newPassword: v.newPassword, confirmPassword: v.confirmPassword } } : {}),
  };
}

/**
 * The server's field map on the form's fields: 'password.newPassword' is the new-password field.
 * Messages for fields the form does not have are dropped (the toast covers the failure).
 */
export function serverFieldErrors(fields: Record<string, string[]> | undefined): ProfileFieldErrors {
  if (!fields) return {};
  const known = new Set<string>(Object.keys(EMPTY_FORM));
  const errors: ProfileFieldErrors = {};
  for (const [field, messages] of Object.entries(fields)) {
    const name = field.replace(/^password\./, '');
    if (known.has(name) && messages.length) errors[name as keyof ProfileForm] = messages.join(', ');
  }
  return errors;
}
