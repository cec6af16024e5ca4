// The activation form's rules (spec, section 5), in the user's language.
import type { LoginTexts } from '../login/texts.ts';
import { confirmPasswordError, nameError, passwordError, stripAngleBrackets } from '../login/validation.ts';
import type { ActivateAccountRequest, ActivationFieldErrors, ActivationValues, WorkTitle } from './activation.types.ts';

/** The work title that allows free text. The dictionary is English on the server whatever the page language. */
export const OTHER_WORK_TITLE = 'Other';

export function isOtherWorkTitle(workTitles: readonly WorkTitle[], id: number | null): boolean {
  return id !== null && workTitles.some((w) => w.id === id && w.name === OTHER_WORK_TITLE);
}

/** Names lose < and > as they are typed; everything else is kept as typed. */
export function cleanValues(patch: Partial<ActivationValues>): Partial<ActivationValues> {
  const clean = { ...patch };
  if (clean.firstName !== undefined) clean.firstName = stripAngleBrackets(clean.firstName);
  if (clean.lastName !== undefined) clean.lastName = stripAngleBrackets(clean.lastName);
  if (clean.workTitleOther !== undefined) clean.workTitleOther = stripAngleBrackets(clean.workTitleOther);
  return clean;
}

/** Every field's message (only the first failing password rule), or an empty object when the form is valid. */
export function activationFieldErrors(values: ActivationValues, workTitles: readonly WorkTitle[], texts: LoginTexts): ActivationFieldErrors {
  const v = texts.validation;
  const errors: ActivationFieldErrors = {
    firstName: nameError(values.firstName, { required: v.firstNameRequired, tooShort: v.nameTooShort }) ?? undefined,
    lastName: nameError(values.lastName, { required: v.lastNameRequired, tooShort: v.nameTooShort }) ?? undefined,
    workTitleId: values.workTitleId === null || !workTitles.some((w) => w.id === values.workTitleId) ? v.workTitleRequired : undefined,
    workTitleOther: isOtherWorkTitle(workTitles, values.workTitleId) && values.workTitleOther.trim() === '' ? v.workTitleOtherRequired : undefined,
    password: passwordError(values.password, texts.password) ?? undefined,
    confirmPassword: confirmPasswordError(values.password, values.confirmPassword, texts.password) ?? undefined,
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined));
}

export function sameValues(a: ActivationValues, b: ActivationValues): boolean {
  return (Object.keys(a) as (keyof ActivationValues)[]).every((key) => a[key] === b[key]);
}

/** The request body: trimmed names, and the free text only for 'Other'. */
export function activationRequest(activationKey: string, values: ActivationValues, workTitles: readonly WorkTitle[]): ActivateAccountRequest {
  const other = isOtherWorkTitle(workTitles, values.workTitleId);
  return {
    activationKey,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    password: values.password,
    confirmPassword: values.confirmPassword,
    workTitle: other ? { id: values.workTitleId!, name: values.workTitleOther.trim() } : { id: values.workTitleId! },
  };
}
