import { describe, expect, it } from 'vitest';
import { activationFieldErrors, activationRequest, cleanValues, isOtherWorkTitle, sameValues } from '../../machines/activation/activation.validation.ts';
import type { ActivationValues } from '../../machines/activation/activation.types.ts';
import { loginTexts } from '../../machines/login/texts.ts';

const titles = [
  { id: 1, name: 'Site manager' },
  { id: 2, name: 'Other' },
];
const values: ActivationValues = {
  firstName: 'Anna',
  lastName: 'Berg',
  password: 'Secret.12',
  confirmPassword: 'Secret.12',
  workTitleId: 1,
  workTitleOther: '',
};
const en = loginTexts('en');

describe('isOtherWorkTitle', () => {
  it("only the title named 'Other'", () => {
    expect(isOtherWorkTitle(titles, 2)).toBe(true);
    expect(isOtherWorkTitle(titles, 1)).toBe(false);
    expect(isOtherWorkTitle(titles, null)).toBe(false);
    expect(isOtherWorkTitle(titles, 9)).toBe(false);
  });
});

describe('cleanValues: names and the free work title lose < and >', () => {
  it('cleans the fields the patch has and adds none', () => {
    expect(cleanValues({ firstName: '<Anna>' })).toEqual({ firstName: 'Anna' });
    expect(cleanValues({ lastName: 'B<e>rg', workTitleOther: '<Boss>', password: '<p>' })).toEqual({
      lastName: 'Berg',
      workTitleOther: 'Boss',
      password: '<p>',
    });
  });
});

describe('activationFieldErrors', () => {
  it('none for a valid form', () => {
    expect(activationFieldErrors(values, titles, en)).toEqual({});
  });

  it('a work title from the list is required', () => {
    expect(activationFieldErrors({ ...values, workTitleId: null }, titles, en)).toEqual({ workTitleId: 'Choose a work title' });
    expect(activationFieldErrors({ ...values, workTitleId: 9 }, titles, en)).toEqual({ workTitleId: 'Choose a work title' });
  });

  it("'Other' needs the free text", () => {
    expect(activationFieldErrors({ ...values, workTitleId: 2, workTitleOther: '  ' }, titles, en)).toEqual({ workTitleOther: 'Work title is required' });
    expect(activationFieldErrors({ ...values, workTitleId: 2, workTitleOther: 'Crane operator' }, titles, en)).toEqual({});
  });
});

describe('sameValues', () => {
  it('true for equal values, false when any field differs', () => {
    expect(sameValues(values, { ...values })).toBe(true);
    expect(sameValues(values, { ...values, workTitleOther: 'x' })).toBe(false);
  });
});

describe('activationRequest: trimmed names, the free text only for Other', () => {
  it('a listed title', () => {
    expect(activationRequest('key-1', { ...values, firstName: ' Anna ', lastName: ' Berg ', workTitleOther: 'ignored' }, titles)).toStrictEqual({
      activationKey: 'key-1',
      firstName: 'Anna',
      lastName: 'Berg',
      password: 'Secret.12',
      confirmPassword: 'Secret.12',
      workTitle: { id: 1 },
    });
  });

  it('Other', () => {
    expect(activationRequest('key-1', { ...values, workTitleId: 2, workTitleOther: ' Crane operator ' }, titles).workTitle).toStrictEqual({
      id: 2,
      name: 'Crane operator',
    });
  });
});
