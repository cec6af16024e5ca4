// The retention rules shared by the Settings form and the server (machines/retentionSettings/,
// decision 0057): the bounds and defaults the decision states, what a field accepts, the cross-field
// rule, the server's English text, and the form's helpers.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RETENTION,
  RETENTION_BOUNDS,
  problemText,
  retentionFieldProblem,
  retentionProblems,
} from '../../machines/retentionSettings/retentionSettings.rules.ts';
import { EMPTY_RETENTION_FORM, formOf, isDirty, requestOf } from '../../machines/retentionSettings/retentionSettings.form.ts';

describe('retention rules', () => {
  it('has the bounds and defaults of decision 0057', () => {
    expect(RETENTION_BOUNDS).toEqual({
      positionsMonths: { min: 3, max: 120, default: 13 },
      eventsMonths: { min: 3, max: 120, default: 13 },
      notificationsMonths: { min: 1, max: 120, default: 13 },
      dailyFiguresMonths: { min: 25, max: 240, default: 61 },
    });
    expect(DEFAULT_RETENTION).toEqual({ positionsMonths: 13, eventsMonths: 13, notificationsMonths: 13, dailyFiguresMonths: 61 });
  });

  it('takes whole months within the bounds, as typed text or as numbers', () => {
    expect(retentionFieldProblem('positionsMonths', ' 13 ')).toBeNull();
    expect(retentionFieldProblem('positionsMonths', 3)).toBeNull();
    expect(retentionFieldProblem('positionsMonths', '120')).toBeNull();
    for (const value of ['', '  ', 'abc', '13.5', 13.5, null, undefined, true]) {
      expect(retentionFieldProblem('positionsMonths', value), String(value)).toEqual({ message: 'Enter a whole number of months' });
    }
    expect(retentionFieldProblem('positionsMonths', 2)).toEqual({ message: 'Enter a number of months from {min} to {max}', params: { min: 3, max: 120 } });
    expect(retentionFieldProblem('notificationsMonths', '121')).toEqual({
      message: 'Enter a number of months from {min} to {max}',
      params: { min: 1, max: 120 },
    });
  });

  it('keeps daily figures at least as long as raw positions (equal is fine)', () => {
    const values = { positionsMonths: '30', eventsMonths: '13', notificationsMonths: '13', dailyFiguresMonths: '30' };
    expect(retentionProblems(values)).toEqual({});
    expect(retentionProblems({ ...values, dailyFiguresMonths: '29' })).toEqual({
      dailyFiguresMonths: { message: 'Daily figures are kept at least as long as raw positions' },
    });
    // A field already wrong is reported as such, not compared.
    expect(retentionProblems({ ...values, positionsMonths: '200', dailyFiguresMonths: '29' })).toEqual({
      positionsMonths: { message: 'Enter a number of months from {min} to {max}', params: { min: 3, max: 120 } },
    });
  });

  it('words a problem with its numbers, and an unknown one as empty', () => {
    expect(problemText({ message: 'Enter a number of months from {min} to {max}', params: { min: 3, max: 120 } })).toBe(
      'Enter a number of months from 3 to 120',
    );
    expect(problemText({ message: 'From {min} to {other}', params: { min: 3 } })).toBe('From 3 to ');
    expect(problemText({ message: 'Enter a whole number of months' })).toBe('Enter a whole number of months');
  });
});

describe('retention form helpers', () => {
  it('starts empty, shows saved values as text and sends numbers', () => {
    expect(EMPTY_RETENTION_FORM).toEqual({ positionsMonths: '', eventsMonths: '', notificationsMonths: '', dailyFiguresMonths: '' });
    expect(formOf(DEFAULT_RETENTION)).toEqual({ positionsMonths: '13', eventsMonths: '13', notificationsMonths: '13', dailyFiguresMonths: '61' });
    expect(requestOf({ positionsMonths: '14', eventsMonths: '13', notificationsMonths: '2', dailyFiguresMonths: '61' })).toEqual({
      positionsMonths: 14,
      eventsMonths: 13,
      notificationsMonths: 2,
      dailyFiguresMonths: 61,
    });
  });

  it('is not dirty for the saved value with spaces around it, dirty for another', () => {
    const form = formOf(DEFAULT_RETENTION);
    expect(isDirty(DEFAULT_RETENTION, { ...form, positionsMonths: ' 13 ' })).toBe(false);
    expect(isDirty(DEFAULT_RETENTION, { ...form, positionsMonths: '14' })).toBe(true);
    expect(isDirty(null, form)).toBe(false);
  });
});
