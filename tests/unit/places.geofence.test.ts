// The geofence rules the editor and the server share: hostile polygons are refused with a message
// naming the problem; drawn shapes (convex or not, any winding) pass; property tests for the
// crossing finder against a brute-force check.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkGeofence, firstCrossing, segmentsMeet, type LatLng } from '../../machines/placeEditor/geofence.ts';

const ring = (...pairs: [number, number][]): LatLng[] => pairs.map(([latitude, longitude]) => ({ latitude, longitude }));
const problems = (points: LatLng[]) => checkGeofence(points).problems;

describe('checkGeofence', () => {
  it('accepts a square, an L-shape and the same shape wound the other way', () => {
    const square = ring([60, 17], [60, 17.01], [60.01, 17.01], [60.01, 17]);
    const lShape = ring([60, 17], [60, 17.02], [60.01, 17.02], [60.01, 17.01], [60.02, 17.01], [60.02, 17]);
    expect(problems(square)).toEqual({});
    expect(problems(lShape)).toEqual({});
    expect(problems([...lShape].reverse())).toEqual({});
  });

  it('drops a repeated closing point and consecutive repeats, and rounds to 7 decimals', () => {
    const checked = checkGeofence(ring([60, 17], [60, 17], [60, 17.01], [60.01, 17.01], [60.012345678, 17], [60, 17]));
    expect(checked.problems).toEqual({});
    expect(checked.ring).toEqual(ring([60, 17], [60, 17.01], [60.01, 17.01], [60.0123457, 17]));
  });

  it.each([
    ['a bow tie', ring([60, 17], [60.01, 17.01], [60, 17.01], [60.01, 17]), /edge 1 meets edge 3/],
    ['a figure eight touching at a corner', ring([60, 17], [60.01, 17], [60.005, 17.005], [60.01, 17.01], [60, 17.01], [60.005, 17.005]), /crosses itself/],
    ['a spike folding back on itself', ring([60, 17], [60, 17.02], [60, 17.01], [60.01, 17.01]), /crosses itself/],
    ['three points on a line', ring([60, 17], [60.01, 17.01], [60.02, 17.02]), /crosses itself|no area/],
    ['a sliver of a few square metres', ring([60, 17], [60, 17.00001], [60.00001, 17]), /no area/],
    ['two points', ring([60, 17], [60.01, 17]), /at least 3 different points/],
    ['a ring over the 180th meridian', ring([60, 179.9], [60, -179.9], [60.1, -179.9]), /180th meridian/],
    ['half a continent', ring([40, 0], [40, 30], [60, 30], [60, 0]), /1500 km across/],
  ])('refuses %s', (_, points, message) => {
    expect(problems(points).geofence?.[0]).toMatch(message);
  });

  it('names the point with impossible coordinates, NaN or Infinity', () => {
    expect(problems(ring([60, 17], [60, 17.01], [89, 17]))).toEqual({ 'geofence.2.latitude': ['must be between -85 and 85'] });
    expect(problems(ring([60, 17], [60, 181], [60.01, 17]))).toEqual({ 'geofence.1.longitude': ['must be between -180 and 180'] });
    expect(problems(ring([60, 17], [NaN, 17.01], [60.01, Infinity]))).toEqual({
      'geofence.1': ['latitude and longitude must be numbers'],
      'geofence.2': ['latitude and longitude must be numbers'],
    });
  });

  it('refuses more than 1000 points', () => {
    const circle = Array.from({ length: 1001 }, (_, i) => ({
      latitude: 60 + 0.01 * Math.sin((2 * Math.PI * i) / 1001),
      longitude: 17 + 0.02 * Math.cos((2 * Math.PI * i) / 1001),
    }));
    expect(problems(circle).geofence?.[0]).toMatch(/at most 1000 points/);
    expect(problems(circle.slice(0, 1000).filter((_, i) => i % 2 === 0))).toEqual({});
  });
});

describe('firstCrossing', () => {
  /** Brute force: any two non-neighbouring edges meet. */
  function crossesBrute(xs: number[], ys: number[]): boolean {
    const n = xs.length;
    for (let i = 0; i < n; i++) {
      for (let j = i + 2; j < n; j++) {
        if (i === 0 && j === n - 1) continue;
        const [i2, j2] = [(i + 1) % n, (j + 1) % n];
        if (segmentsMeet(xs[i], ys[i], xs[i2], ys[i2], xs[j], ys[j], xs[j2], ys[j2])) return true;
      }
    }
    return false;
  }

  it('agrees with the brute-force check on random polygons (integer grid: touching and collinear cases included)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 6 })), { minLength: 4, maxLength: 9 }), (points) => {
        const distinct = points.filter((p, i) => i === 0 || p[0] !== points[i - 1][0] || p[1] !== points[i - 1][1]);
        fc.pre(distinct.length >= 4 && (distinct[0][0] !== distinct.at(-1)![0] || distinct[0][1] !== distinct.at(-1)![1]));
        const xs = distinct.map((p) => p[0]);
        const ys = distinct.map((p) => p[1]);
        // Neighbours folding back (spikes) are the crossing finder's extra case; the brute check skips neighbours.
        const found = firstCrossing(xs, ys);
        if (crossesBrute(xs, ys)) expect(found).not.toBeNull();
        else if (found) expect(found[1] - found[0] === 1 || (found[0] === 0 && found[1] === xs.length - 1)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
