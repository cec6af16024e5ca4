// The geofence rules' boundaries (machines/placeEditor/geofence.ts), pinned with literal answers:
// the exact coordinate, size and point-count limits, the local plane's scale at a latitude, the
// collinear and touching cases of the segment test, spikes between neighbouring edges, which pair
// of edges a crossing names, and the bounding boxes the map uses.
import { describe, expect, it } from 'vitest';
import { boxesMeet, boxOfRing, checkGeofence, firstCrossing, segmentsMeet, signedArea, type Box, type LatLng } from '../../machines/placeEditor/geofence.ts';

const ring = (...pairs: [number, number][]): LatLng[] => pairs.map(([latitude, longitude]) => ({ latitude, longitude }));
const problems = (points: LatLng[]) => checkGeofence(points).problems;
const TOO_BIG = { geofence: ['A geofence may be at most 1500 km across'] };
const NO_AREA = { geofence: ['The geofence encloses no area (at least 25 m² is needed)'] };

describe('checkGeofence: coordinates', () => {
  it('accepts latitude ±85 and longitude ±180 exactly', () => {
    expect(problems(ring([85, 17], [85, 17.01], [84.99, 17.01]))).toEqual({});
    expect(problems(ring([-85, 17], [-85, 17.01], [-84.99, 17.01]))).toEqual({});
    expect(problems(ring([60, 180], [60, 179.99], [60.01, 179.99]))).toEqual({});
    expect(problems(ring([60, -180], [60, -179.99], [60.01, -179.99]))).toEqual({});
  });

  it('names a missing point (null) as not numbers instead of failing', () => {
    const points = [null, ...ring([60, 17.01], [60.01, 17.01])] as unknown as LatLng[];
    expect(problems(points)).toEqual({ 'geofence.0': ['latitude and longitude must be numbers'] });
  });
});

describe('checkGeofence: the ring', () => {
  it('refuses an empty list and keeps a single point as it is', () => {
    expect(checkGeofence([])).toEqual({ ring: [], problems: { geofence: ['A geofence needs at least 3 different points'] } });
    expect(checkGeofence(ring([60, 17]))).toEqual({
      ring: ring([60, 17]),
      problems: { geofence: ['A geofence needs at least 3 different points'] },
    });
  });

  it('keeps a last point that shares only its latitude or only its longitude with the first', () => {
    const sameLatitude = ring([60, 17], [60.01, 17], [60.01, 17.01], [60, 17.01]);
    const sameLongitude = ring([60, 17], [60, 17.01], [60.01, 17.01], [60.01, 17]);
    expect(checkGeofence(sameLatitude)).toEqual({ ring: sameLatitude, problems: {} });
    expect(checkGeofence(sameLongitude)).toEqual({ ring: sameLongitude, problems: {} });
  });

  it('accepts exactly 1000 points', () => {
    const circle = Array.from({ length: 1000 }, (_, i) => ({
      latitude: 60 + 0.01 * Math.sin((2 * Math.PI * i) / 1000),
      longitude: 17 + 0.02 * Math.cos((2 * Math.PI * i) / 1000),
    }));
    expect(checkGeofence(circle).ring).toHaveLength(1000);
    expect(problems(circle)).toEqual({});
  });
});

describe('checkGeofence: size', () => {
  it('refuses a span of exactly 180 degrees of longitude as crossing the 180th meridian', () => {
    expect(problems(ring([10, -90], [10, 90], [11, 0]))).toEqual({ geofence: ['A geofence must not cross the 180th meridian'] });
  });

  it('measures the diagonal: 11° of latitude by 8° of longitude at the equator is over 1500 km', () => {
    // 1224.5 km by 890.6 km: each side is under the limit, the diagonal (1514 km) is not.
    expect(problems(ring([-5.5, 0], [-5.5, 8], [5.5, 8], [5.5, 0]))).toEqual(TOO_BIG);
    expect(problems(ring([-5, 0], [-5, 8], [5, 8], [5, 0]))).toEqual({});
  });

  it('shrinks a degree of longitude with the latitude: 20° at 60° N is about 1113 km, allowed', () => {
    expect(problems(ring([59, 0], [59, 20], [61, 20], [61, 0]))).toEqual({});
    expect(problems(ring([-1, 0], [-1, 20], [1, 20], [1, 0]))).toEqual(TOO_BIG);
  });

  it('measures the area at the latitude: 0.00005° square is 22 m² at 45° (refused), 0.00005° by 0.00007° is 31 m²', () => {
    expect(problems(ring([45, 17], [45, 17.00005], [45.00005, 17.00005], [45.00005, 17]))).toEqual(NO_AREA);
    expect(problems(ring([45, 17], [45, 17.00007], [45.00005, 17.00007], [45.00005, 17]))).toEqual({});
    // The same square at the equator is 31 m².
    expect(problems(ring([0, 17], [0, 17.00005], [0.00005, 17.00005], [0.00005, 17]))).toEqual({});
  });
});

describe('signedArea', () => {
  it('is positive counter-clockwise and negative clockwise, in the units squared', () => {
    expect(signedArea([0, 10, 10, 0], [0, 0, 10, 10])).toBe(100);
    expect(signedArea([0, 0, 10, 10], [0, 10, 10, 0])).toBe(-100);
    expect(signedArea([0, 4, 0], [0, 0, 3])).toBe(6);
  });
});

describe('segmentsMeet', () => {
  it.each<[string, number[], boolean]>([
    ['overlapping on one line (C inside AB)', [0, 0, 2, 0, 1, 0, 3, 0], true],
    ['overlapping on one line (D inside AB)', [0, 0, 2, 0, 3, 0, 1, 0], true],
    ['AB inside CD on one line', [1, 0, 2, 0, 0, 0, 3, 0], true],
    ['CD inside AB on one line', [0, 0, 4, 0, 1, 0, 3, 0], true],
    ['end to end on one line', [0, 0, 2, 0, 2, 0, 3, 0], true],
    ['overlapping on a vertical line', [5, 0, 5, 4, 5, 2, 5, 6], true],
    ['crossing', [0, 0, 2, 2, 0, 2, 2, 0], true],
    ['touching: an end on the other segment', [0, 0, 4, 0, 2, 0, 2, 3], true],
    ['apart on one line', [0, 0, 1, 0, 2, 0, 3, 0], false],
    ['C on the line of AB but beyond B', [0, 0, 2, 0, 3, 0, 4, 1], false],
    ['D on the line of AB but beyond B', [0, 0, 2, 0, 4, 1, 3, 0], false],
    ['A on the line of CD but beyond D', [3, 0, 4, 1, 0, 0, 2, 0], false],
    ['B on the line of CD but beyond D', [4, 1, 3, 0, 0, 0, 2, 0], false],
    ['AB inside the box of CD, off its line', [3, 0, 2, 1, 0, 0, 4, 4], false],
    ['CD inside the box of AB, off its line', [0, 0, 4, 4, 3, 0, 2, 1], false],
    ['parallel', [0, 0, 2, 0, 0, 1, 2, 1], false],
  ])('%s', (_, c, meet) => {
    expect(segmentsMeet(c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7])).toBe(meet);
  });
});

describe('firstCrossing', () => {
  it('finds a spike between neighbouring edges (a flat triangle), horizontal, vertical or diagonal', () => {
    expect(firstCrossing([10, 30, 20], [5, 5, 5])).toEqual([0, 1]);
    expect(firstCrossing([5, 5, 5], [10, 30, 20])).toEqual([0, 1]);
    expect(firstCrossing([10, 30, 20], [10, 30, 20])).toEqual([0, 1]);
    expect(firstCrossing([20, 10, 30], [20, 10, 30])).toEqual([0, 1]);
  });

  it('finds the fold at the first point, between the last edge and the first', () => {
    // (2,0) → (1,0) runs back along the closing edge (0,0) → (2,0); edge 2 also touches the closing edge at (1,0).
    expect(firstCrossing([2, 1, 1, 0], [0, 0, 5, 0])).toEqual([0, 3]);
  });

  it('lets a polygon run straight through a point: neighbours on one line are not a fold', () => {
    expect(firstCrossing([0, 1, 2, 2, 0], [0, 0, 0, 2, 2])).toBeNull();
    expect(firstCrossing([0, 0, 0, 2, 2], [0, 1, 2, 2, 0])).toBeNull();
  });

  it('does not count a zero-length edge as a fold: the edges either side of it meet', () => {
    expect(firstCrossing([0, 2, 2, 2, 0], [0, 0, 0, 2, 2])).toEqual([0, 2]);
  });

  it('names the lowest pair, whatever order the sweep meets them in', () => {
    // A pentagram: every edge crosses the two edges not next to it; drawn from different points and mirrored.
    expect(firstCrossing([100, -81, 31, 31, -81], [0, 59, -95, 95, -59])).toEqual([0, 2]);
    expect(firstCrossing([-100, 81, -31, -31, 81], [0, 59, -95, 95, -59])).toEqual([0, 2]);
    expect(firstCrossing([31, 31, -81, 100, -81], [95, -95, 59, 0, -59])).toEqual([0, 2]);
    // Edges 0-4, 1-3 and 1-4 cross; 1-3 is met after 0-4.
    expect(firstCrossing([3, 3, 9, 9, 6, 0], [5, 0, 1, 7, 0, 7])).toEqual([0, 4]);
  });
});

describe('bounding boxes', () => {
  it('boxOfRing spans the points; an empty ring is an empty box', () => {
    expect(boxOfRing(ring([60.01, 17], [60, 17.02], [60.02, 17.01]))).toEqual({ minLat: 60, maxLat: 60.02, minLng: 17, maxLng: 17.02 });
    expect(boxOfRing([])).toEqual({ minLat: Infinity, maxLat: -Infinity, minLng: Infinity, maxLng: -Infinity });
  });

  const box: Box = { minLat: 60, maxLat: 61, minLng: 17, maxLng: 18 };
  it.each<[string, Box, boolean]>([
    ['overlapping', { minLat: 60.5, maxLat: 62, minLng: 17.5, maxLng: 19 }, true],
    ['inside', { minLat: 60.2, maxLat: 60.8, minLng: 17.2, maxLng: 17.8 }, true],
    ['touching at the north edge', { minLat: 61, maxLat: 62, minLng: 17, maxLng: 18 }, true],
    ['touching at the south edge', { minLat: 59, maxLat: 60, minLng: 17, maxLng: 18 }, true],
    ['touching at the east edge', { minLat: 60, maxLat: 61, minLng: 18, maxLng: 19 }, true],
    ['touching at the west edge', { minLat: 60, maxLat: 61, minLng: 16, maxLng: 17 }, true],
    ['north of it', { minLat: 61.1, maxLat: 62, minLng: 17, maxLng: 18 }, false],
    ['south of it', { minLat: 59, maxLat: 59.9, minLng: 17, maxLng: 18 }, false],
    ['east of it', { minLat: 60, maxLat: 61, minLng: 18.1, maxLng: 19 }, false],
    ['west of it', { minLat: 60, maxLat: 61, minLng: 16, maxLng: 16.9 }, false],
  ])('boxesMeet: a box %s', (_, other, meet) => {
    expect(boxesMeet(box, other)).toBe(meet);
    expect(boxesMeet(other, box)).toBe(meet);
  });
});
