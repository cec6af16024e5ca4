// A stored geofence (places.geofence, JSON) read back by the place editor, the places layer and the
// telemetry pipeline: a usable ring or null, never a half-read one.
import { describe, expect, it } from 'vitest';
import { parseGeofence } from '../../machines/placeEditor/geofence.ts';

const point = (latitude: number, longitude: number) => ({ latitude, longitude });

describe('parseGeofence', () => {
  it('reads an open or closed ring of three or more points, keeping only the coordinates', () => {
    const open = [point(60, 17), point(60.01, 17), point(60.01, 17.02)];
    expect(parseGeofence(JSON.stringify(open))).toEqual(open);
    const closed = [...open, open[0]];
    expect(parseGeofence(JSON.stringify(closed))).toEqual(closed);
    const extra = open.map((p, i) => ({ ...p, index: i }));
    expect(parseGeofence(JSON.stringify(extra))).toEqual(open);
  });

  it.each([
    ['fewer than three points', JSON.stringify([point(60, 17), point(60.01, 17)])],
    ['no points', '[]'],
    ['not a list', JSON.stringify({ latitude: 60, longitude: 17 })],
    ['not JSON', '[{latitude: 60'],
    ['a latitude as text', JSON.stringify([{ latitude: '60', longitude: 17 }, point(60.01, 17), point(60.01, 17.02)])],
    ['a missing longitude', JSON.stringify([{ latitude: 60 }, point(60.01, 17), point(60.01, 17.02)])],
    ['a null point', JSON.stringify([null, point(60.01, 17), point(60.01, 17.02)])],
    ['an infinite coordinate', '[{"latitude":1e999,"longitude":17},{"latitude":60.01,"longitude":17},{"latitude":60.01,"longitude":17.02}]'],
  ])('is null for %s', (_, text) => {
    expect(parseGeofence(text)).toBeNull();
  });
});
