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
});
