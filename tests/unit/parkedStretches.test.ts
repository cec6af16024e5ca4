// Where a track stands still (decision 0042): within 50 m of where it stopped for at least 10 minutes,
// silent hours in one place included; a short stop and a slow crawl are not parked.
import { describe, expect, it } from 'vitest';
import { parkedStretches } from '../../machines/trackPlayback/parkedStretches.ts';
import { SPEC } from '../flows/kit/specConstants.ts';

const METRE_LAT = 1 / 111_320;
/** A fix `north` metres north of 60.67 N, 17.14 E, `minutes` after 06:00. */
const at = (north: number, minutes: number) => ({
  lat: 60.67 + north * METRE_LAT,
  long: 17.14,
  assetTime: new Date(Date.UTC(2026, 10, 24, 5, 0) + minutes * 60_000).toISOString().replace('Z', '+00:00'),
});

describe('parkedStretches', () => {
  it('a stop of ten minutes within 50 m is parked, from the arrival to the last fix before moving off', () => {
    const radius = SPEC.trackPlaybackParkedRadiusM;
    const minutes = SPEC.trackPlaybackParkedMinMs / 60_000;
    const track = [at(0, 0), at(500, 2), at(500 + radius - 1, 5), at(500 + radius / 2, 2 + minutes), at(900, 14)];
    expect(parkedStretches(track)).toEqual([[1, 3]]);
  });

  it('a minute short of ten, or a metre beyond 50, is not parked', () => {
    const radius = SPEC.trackPlaybackParkedRadiusM;
    const minutes = SPEC.trackPlaybackParkedMinMs / 60_000;
    expect(parkedStretches([at(0, 0), at(10, minutes - 1), at(400, minutes)])).toEqual([]);
    expect(parkedStretches([at(0, 0), at(radius + 1, minutes), at(2 * radius + 2, 2 * minutes)])).toEqual([]);
  });

  it('a night without fixes in one place is parked; a working day crawling 30 m a fix is not; stretches follow each other', () => {
    const crawl = Array.from({ length: 20 }, (_, i) => at(30 * i, i * 2));
    const night = [at(800, 60), at(802, 16 * 60), at(2000, 16 * 60 + 5)];
    const track = [...crawl, ...night, at(2001, 17 * 60), at(2003, 18 * 60)];
    expect(parkedStretches(track)).toEqual([
      [20, 21],
      [22, 24],
    ]);
  });

  it('exactly 50 m away is still standing still (on the equator, where the sum is exact)', () => {
    const equator = (north: number, minutes: number) => ({ ...at(0, minutes), lat: north / 111_320 });
    expect(parkedStretches([equator(0, 0), equator(50, 10), equator(400, 11)])).toEqual([[0, 1]]);
  });

  it('east and west count in metres on the ground (a degree of longitude is half as long at 60° N)', () => {
    const east = (metres: number, minutes: number) => ({ ...at(0, minutes), long: 17.14 + metres / (111_320 * Math.cos((60.67 * Math.PI) / 180)) });
    expect(parkedStretches([at(0, 0), east(40, 15), east(400, 16)])).toEqual([[0, 1]]);
    expect(parkedStretches([at(0, 0), east(60, 15), east(400, 16)])).toEqual([]);
  });

  it('no track, one fix: nothing parked', () => {
    expect(parkedStretches([])).toEqual([]);
    expect(parkedStretches([at(0, 0)])).toEqual([]);
  });
});
