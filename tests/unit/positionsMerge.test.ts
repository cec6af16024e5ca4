import { describe, expect, it } from 'vitest';
import { compareTimes, mergePositions } from '../../machines/positionsPaging/positionsPaging.merge.ts';

const p = (assetTime: string) => ({ lat: 60, long: 17, assetTime });

describe('merging position pages', () => {
  it('drops repeats by assetTime and keeps time order', () => {
    const merged = mergePositions(
      [p('2026-11-24T06:40:00+01:00'), p('2026-11-24T06:41:00+01:00')],
      [p('2026-11-24T06:41:00+01:00'), p('2026-11-24T06:42:00+01:00')],
    );
    expect(merged.map((x) => x.assetTime)).toEqual(['2026-11-24T06:40:00+01:00', '2026-11-24T06:41:00+01:00', '2026-11-24T06:42:00+01:00']);
  });

  it('orders times with offsets as instants across a daylight-saving change', () => {
    // 02:50 summer time comes before 02:10 winter time on 2026-10-25 in Stockholm.
    expect(compareTimes('2026-10-25T02:50:00+02:00', '2026-10-25T02:10:00+01:00')).toBeLessThan(0);
    const merged = mergePositions([p('2026-10-25T02:10:00+01:00')], [p('2026-10-25T02:50:00+02:00')]);
    expect(merged.map((x) => x.assetTime)).toEqual(['2026-10-25T02:50:00+02:00', '2026-10-25T02:10:00+01:00']);
  });

  it('compares wall-clock times, and a time without offset against one with, as text', () => {
    expect(compareTimes('2026-10-25T02:10:00', '2026-10-25T02:10:00')).toBe(0);
    expect(compareTimes('2026-10-25T02:10:00', '2026-10-25T02:50:00')).toBe(-1);
    expect(compareTimes('2026-10-25T02:50:00', '2026-10-25T02:10:00')).toBe(1);
    // As instants the first is the earlier (23:00 UTC the day before); as text it is the later.
    expect(compareTimes('2026-10-25T01:00:00+02:00', '2026-10-25')).toBe(1);
    expect(compareTimes('2026-10-25', '2026-10-25T01:00:00+02:00')).toBe(-1);
  });

  it('reads offsets without a colon, and falls back to text for offset times that are not dates', () => {
    expect(compareTimes('2026-10-25T02:50:00+0200', '2026-10-25T02:10:00+0100')).toBeLessThan(0);
    expect(compareTimes('2026-13-01T00:00:00Z', '2026-01-01T00:00:00Z')).toBe(1);
    expect(compareTimes('2026-01-01T00:00:00Z', '2026-13-01T00:00:00Z')).toBe(-1);
  });

  it('appends a page that continues after the last item without re-sorting the items', () => {
    const merged = mergePositions([p('2026-11-24T06:41:00'), p('2026-11-24T06:40:00')], [p('2026-11-24T06:42:00')]);
    expect(merged.map((x) => x.assetTime)).toEqual(['2026-11-24T06:41:00', '2026-11-24T06:40:00', '2026-11-24T06:42:00']);
    // The same instant as the last item, written with another offset, also continues after it.
    const sameInstant = mergePositions([p('2026-11-24T06:41:00+01:00'), p('2026-11-24T05:40:00Z')], [p('2026-11-24T06:40:00+01:00')]);
    expect(sameInstant.map((x) => x.assetTime)).toEqual(['2026-11-24T06:41:00+01:00', '2026-11-24T05:40:00Z', '2026-11-24T06:40:00+01:00']);
  });

  it('sorts when a point of the page comes before the last item', () => {
    const merged = mergePositions([p('2026-11-24T06:40:00'), p('2026-11-24T06:42:00')], [p('2026-11-24T06:41:00'), p('2026-11-24T06:43:00')]);
    expect(merged.map((x) => x.assetTime)).toEqual(['2026-11-24T06:40:00', '2026-11-24T06:41:00', '2026-11-24T06:42:00', '2026-11-24T06:43:00']);
  });
});
