// The texts one instant is shown as in a machine's time zone (server/src/telemetry/time.ts), checked
// against literal expectations around daylight-saving changes and in a zone with a half-hour offset:
// the sessions answer computes them once per instant (wallTexts) instead of through formatted() and
// zonedIso() separately, and both ways must agree.
import { describe, expect, it } from 'vitest';
import { formatted, wallTexts, zonedIso } from '../../server/src/telemetry/time.ts';

const cases: [utc: string, zone: string, display: string, iso: string][] = [
  ['2026-03-29T00:59:59Z', 'Europe/Stockholm', '2026/03/29 01:59', '2026-03-29T01:59:59+01:00'],
  ['2026-03-29T01:00:00Z', 'Europe/Stockholm', '2026/03/29 03:00', '2026-03-29T03:00:00+02:00'],
  ['2026-10-25T00:30:00Z', 'Europe/Stockholm', '2026/10/25 02:30', '2026-10-25T02:30:00+02:00'],
  ['2026-10-25T01:30:00Z', 'Europe/Stockholm', '2026/10/25 02:30', '2026-10-25T02:30:00+01:00'],
  ['2026-11-01T05:30:00Z', 'America/New_York', '2026/11/01 01:30', '2026-11-01T01:30:00-04:00'],
  ['2026-11-01T06:30:00Z', 'America/New_York', '2026/11/01 01:30', '2026-11-01T01:30:00-05:00'],
  ['2025-12-31T18:30:07Z', 'Asia/Kolkata', '2026/01/01 00:00', '2026-01-01T00:00:07+05:30'],
  ['2026-06-30T23:59:59Z', 'UTC', '2026/06/30 23:59', '2026-06-30T23:59:59+00:00'],
];

describe('an instant in a machine time zone', () => {
  it.each(cases)('%s in %s reads %s / %s', (utc, zone, display, iso) => {
    const ms = Date.parse(utc);
    expect(wallTexts(ms, zone)).toEqual({ display, iso });
    expect(formatted(ms, zone)).toBe(display);
    expect(zonedIso(ms, zone)).toBe(iso);
  });
});
