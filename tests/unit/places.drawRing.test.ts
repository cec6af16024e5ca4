// The ring the place editor hands terra-draw: closed and rounded to the adapter's 7 decimals. terra-draw
// refuses coordinates with more decimals ("excessive precision"), and the editor then selected a feature
// that was never added, which threw and took the app to its error page (found by the placeEditor
// replay, whose stored ring carries float noise: 17.64 + 0.004 = 17.644000000000002).
import { describe, expect, it } from 'vitest';
import { DRAW_PRECISION, drawableRing } from '../../src/features/places/map/drawRing.ts';
import { SITE_RING } from '../flows/placeEditor/placeEditor.model.ts';

const decimals = (value: number) => (String(value).split('.')[1] ?? '').length;

describe('drawableRing', () => {
  it('closes the ring as [lng, lat] and rounds every coordinate to 7 decimals', () => {
    expect(SITE_RING.some((p) => decimals(p.longitude) > DRAW_PRECISION)).toBe(true);
    const ring = drawableRing(SITE_RING);
    expect(ring).toHaveLength(SITE_RING.length + 1);
    expect(ring[0]).toEqual(ring[ring.length - 1]);
    expect(ring.flat().every((v) => decimals(v) <= DRAW_PRECISION)).toBe(true);
    expect(ring[2]).toEqual([17.644, 59.864]);
  });
  it('keeps a ring that is already rounded as it is, and an empty ring empty', () => {
    const stored = [
      { latitude: 59.8561234, longitude: 17.6361234 },
      { latitude: 59.8561234, longitude: 17.6441234 },
      { latitude: 59.8641234, longitude: 17.6441234 },
    ];
    expect(drawableRing(stored).slice(0, 3)).toEqual(stored.map((p) => [p.longitude, p.latitude]));
    expect(drawableRing([])).toEqual([]);
  });
});
