// The schedule form's pure helpers (machines/reportSchedule/reportSchedule.form.ts): when a draft is
// a change worth saving, where a saved schedule lands in the list, and how the server's field map
// reaches the fields. Written from decision 0061, not from the module.
import { describe, expect, it } from 'vitest';
import { isDirty, serverFieldErrors, upsert } from '../../machines/reportSchedule/reportSchedule.form.ts';
import { reportScheduleProblems, scheduleProblemText } from '../../machines/reportSchedule/reportSchedule.rules.ts';
import type { ReportSchedule } from '../../machines/reportSchedule/reportSchedule.types.ts';

const a: ReportSchedule = { id: 1, report: 'usage', frequency: 'weekly', recipients: [2, 3] };
const b: ReportSchedule = { id: 2, report: 'utilization', frequency: 'monthly', recipients: [] };

describe('isDirty', () => {
  it('a new draft is always a change', () => {
    expect(isDirty([a, b], { id: null, report: 'usage', frequency: 'weekly', recipients: [2, 3] })).toBe(true);
  });
  it('an edit differs by report, frequency or the set of recipients, not their order', () => {
    expect(isDirty([a, b], { ...b })).toBe(false);
    expect(isDirty([a, b], { ...a, recipients: [3, 2] })).toBe(false);
    expect(isDirty([a, b], { ...a, report: 'utilization' })).toBe(true);
    expect(isDirty([a, b], { ...a, frequency: 'monthly' })).toBe(true);
    expect(isDirty([a, b], { ...a, recipients: [2] })).toBe(true);
    expect(isDirty([a, b], { ...a, recipients: [2, 4] })).toBe(true);
    expect(isDirty([b, a], { ...b, recipients: [2] })).toBe(true);
  });
  it('an edit of a schedule no longer listed counts as a change', () => {
    expect(isDirty([b], { ...a })).toBe(true);
  });
});

describe('upsert', () => {
  it('replaces the saved schedule where it was and adds a new one at the end', () => {
    const changed = { ...a, frequency: 'monthly' as const };
    expect(upsert([a, b], changed)).toEqual([changed, b]);
    expect(upsert([b, a], changed)).toEqual([b, changed]);
    const c = { ...b, id: 3 };
    expect(upsert([a, b], c)).toEqual([a, b, c]);
  });
});

describe('serverFieldErrors', () => {
  it('one message per field, the first; an item of recipients counts as recipients; other keys and empty lists are left out', () => {
    expect(
      serverFieldErrors({
        report: ['must be equal to one of the allowed values'],
        frequency: ['x', 'y'],
        'recipients/1': ['must be >= 1'],
        recipients: ['later'],
        extra: ['z'],
        body: [],
      }),
    ).toEqual({ report: 'must be equal to one of the allowed values', frequency: 'x', recipients: 'must be >= 1' });
    expect(serverFieldErrors({ recipients: [] })).toEqual({});
    expect(serverFieldErrors(undefined)).toEqual({});
  });
});

describe('the recipients rule at its bound', () => {
  const colleagues = new Set([2]);
  it('20 colleagues are allowed, 21 are not', () => {
    expect(reportScheduleProblems({ report: 'usage', frequency: 'weekly', recipients: Array(20).fill(2) }, colleagues)).toEqual({});
    expect(reportScheduleProblems({ report: 'usage', frequency: 'weekly', recipients: Array(21).fill(2) }, colleagues).recipients).toBeDefined();
  });
  it('a message without its number keeps the place empty', () => {
    expect(scheduleProblemText({ message: 'At most {max} colleagues' })).toBe('At most  colleagues');
  });
});
