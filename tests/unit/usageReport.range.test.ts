import { describe, expect, it } from 'vitest';
import { rangeError } from '../../machines/usageReport/usageReport.range.ts';

describe('rangeError: two calendar dates, the start not after the end, at most 31 days', () => {
  it.each([
    ['x2026-01-01', '2026-01-02'],
    ['2026-01-01', '2026-01-02x'],
    ['2026-02-30', '2026-03-02'],
    ['', '2026-01-02'],
  ])('%j – %j: Pick both dates', (from, to) => {
    expect(rangeError(from, to)).toBe('Pick both dates');
  });

  it('order and length', () => {
    expect(rangeError('2026-01-01', '2026-01-01')).toBeNull();
    expect(rangeError('2026-01-01', '2026-01-31')).toBeNull();
    expect(rangeError('2026-01-01', '2026-02-01')).toBe('At most 31 days');
    expect(rangeError('2026-01-02', '2026-01-01')).toBe('The start must not be after the end');
  });
});
