import { describe, expect, it } from 'vitest';
import {
  changesPassword,
  EMPTY_FORM,
  formOf,
  isDirty,
  profileFieldErrors,
  serverFieldErrors,
  updateRequest,
} from '../../machines/profile/profile.validation.ts';
import type { Profile, ProfileForm } from '../../machines/profile/profile.types.ts';

const profile: Profile = {
  login: 'anna.berg@bergbygg.example',
  firstName: 'Anna',
  lastName: 'Berg',
  languageId: 2,
  timezoneId: 'Europe/Stockholm',
  jobTitle: 'Site manager',
};
const form: ProfileForm = {
  firstName: 'Anna',
  lastName: 'Berg',
  languageId: 2,
  timezoneId: 'Europe/Stockholm',
  jobTitle: 'Site manager',
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

describe('the profile form', () => {
  it('starts empty', () => {
    expect(EMPTY_FORM).toEqual({
      firstName: '',
      lastName: '',
      languageId: null,
      timezoneId: '',
      jobTitle: '',
      currentPassword: '',
      newPassword: '',
      confirmPassword: '',
    });
  });

  it('formOf fills it from the profile, a missing job title as empty text, the password section empty', () => {
    expect(formOf(profile)).toEqual(form);
    expect(formOf({ ...profile, jobTitle: null }).jobTitle).toBe('');
  });
});

describe('changesPassword: any filled field of the password section', () => {
  it.each([
    [{}, false],
    [{ currentPassword: 'x' }, true],
    [{ newPassword: 'x' }, true],
    [{ confirmPassword: 'x' }, true],
  ])('%j → %s', (fields, out) => {
    expect(changesPassword({ ...form, ...fields })).toBe(out);
  });
});

describe('profileFieldErrors', () => {
  it('none for a valid form', () => {
    expect(profileFieldErrors(form)).toEqual({});
  });

  it('names required and at least 2 characters; language and time zone chosen', () => {
    expect(profileFieldErrors({ ...form, firstName: '', lastName: ' ', languageId: null, timezoneId: '' })).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      languageId: 'Choose a language',
      timezoneId: 'Choose a time zone',
    });
    expect(profileFieldErrors({ ...form, firstName: 'A', lastName: 'B' })).toEqual({
      firstName: 'Must be at least 2 characters',
      lastName: 'Must be at least 2 characters',
    });
  });

  it('a filled password section needs the current password, a valid new one and the same confirmation', () => {
    expect(profileFieldErrors({ ...form, confirmPassword: 'x' })).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'Password is required',
      confirmPassword: 'Passwords do not match',
    });
    expect(profileFieldErrors({ ...form, currentPassword: 'Old.pass1', newPassword: 'New.pass1', confirmPassword: 'New.pass1' })).toEqual({});
  });
});

describe('isDirty', () => {
  it('never without a profile', () => {
    expect(isDirty(null, { ...form, firstName: 'Other' })).toBe(false);
  });

  it('a changed field or a filled password section counts', () => {
    expect(isDirty(profile, form)).toBe(false);
    expect(isDirty(profile, { ...form, jobTitle: 'Boss' })).toBe(true);
    expect(isDirty(profile, { ...form, languageId: 1 })).toBe(true);
    expect(isDirty(profile, { ...form, newPassword: 'x' })).toBe(true);
  });
});

describe('updateRequest: names and job title trimmed, an empty job title is null, the password only when changed', () => {
  it('without password', () => {
    expect(updateRequest({ ...form, firstName: ' Anna ', lastName: ' Berg ', jobTitle: '  ' })).toStrictEqual({
      firstName: 'Anna',
      lastName: 'Berg',
      languageId: 2,
      timezoneId: 'Europe/Stockholm',
      jobTitle: null,
    });
  });

  it('with password', () => {
    expect(updateRequest({ ...form, jobTitle: ' Boss ', currentPassword: 'a', newPassword: 'b', confirmPassword: 'c' })).toStrictEqual({
      firstName: 'Anna',
      lastName: 'Berg',
      languageId: 2,
      timezoneId: 'Europe/Stockholm',
      jobTitle: 'Boss',
      password: { currentPassword: 'a', newPassword: 'b', confirmPassword: 'c' },
    });
  });
});

describe("serverFieldErrors: the server's map on the form's fields", () => {
  it("'password.newPassword' is the new-password field; messages joined with ', '", () => {
    expect(serverFieldErrors({ 'password.newPassword': ['Too weak', 'Used before'], timezoneId: ['Unknown'] })).toEqual({
      newPassword: 'Too weak, Used before',
      timezoneId: 'Unknown',
    });
  });

  it('drops fields the form does not have, fields without messages, and a password. not at the start', () => {
    expect(serverFieldErrors({ login: ['Taken'], firstName: [], 'newpassword.Password': ['x'] })).toEqual({});
    expect(serverFieldErrors(undefined)).toEqual({});
  });
});
