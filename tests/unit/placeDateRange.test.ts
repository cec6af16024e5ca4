// A place's date ranges start on the place's calendar day, not the browser's (DateRangeFields.tsx):
// a browser in UTC late in the evening is already on the next day in Stockholm.
import { describe, expect, it } from 'vitest';
import { dayBefore, defaultRange } from '../../src/features/places/details/DateRangeFields.tsx';

const lateEveningUtc = new Date('2026-11-23T23:30:00Z');

describe("a place's days", () => {
  it("counts from the place's today", () => {
    expect(dayBefore(0, 'Europe/Stockholm', lateEveningUtc)).toBe('2026-11-24');
    expect(dayBefore(0, 'America/New_York', lateEveningUtc)).toBe('2026-11-23');
    expect(dayBefore(0, 'UTC', lateEveningUtc)).toBe('2026-11-23');
  });

  it('goes back across month and year ends', () => {
    expect(dayBefore(7, 'Europe/Stockholm', lateEveningUtc)).toBe('2026-11-17');
    expect(dayBefore(30, 'Europe/Stockholm', new Date('2026-01-10T12:00:00Z'))).toBe('2025-12-11');
    expect(dayBefore(1, 'Asia/Kolkata', new Date('2026-03-01T20:00:00Z'))).toBe('2026-03-01');
  });

  it('falls back to the browser zone for a zone it does not know', () => {
    expect(dayBefore(0, 'Not/AZone', lateEveningUtc)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('makes the default range end today', () => {
    const range = defaultRange(7, 'UTC');
    expect(range.to).toBe(new Date().toISOString().slice(0, 10));
    expect(Date.parse(range.to) - Date.parse(range.from)).toBe(7 * 86_400_000);
  });
});
