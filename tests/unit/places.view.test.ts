// What the places layer draws at a zoom: a geofence is a polygon from the zoom where it is
// MIN_POLYGON_PX (12 px) across and in the window around the view, else a dot. Expected values are
// worked out by hand from the Web Mercator scale (a 512 px world at zoom 0), not with the module.
import { describe, expect, it } from 'vitest';
import type { DecodedPlace } from '../../src/features/places/map/placesLayer.view.ts';
import { centreOf, legibleZoom, nextView, splitPlaces, windowAround, type Box } from '../../src/features/places/map/placesView.ts';

const place = (id: number, box: Box): DecodedPlace => ({
  item: { id, name: `P${id}`, placeType: 1, geometry: '' },
  flat: [box[0], box[1], box[2], box[1], box[2], box[3], box[0], box[3]],
  box,
});

describe('legibleZoom', () => {
  it('is where a box of 0.1° longitude on the equator is 12 px wide', () => {
    // 512 · 2^z · 0.1 / 360 = 12  →  2^z = 84.375
    expect(legibleZoom([10, -0.01, 10.1, 0.01])).toBeCloseTo(Math.log2(84.375), 3);
  });
  it('counts a north-south extent at 60°N twice (Mercator stretches 1 / cos 60°)', () => {
    // 0.01° of latitude at 60°N spans as much as 0.02° of longitude: 2^z = 12 · 360 / (512 · 0.02)
    expect(legibleZoom([17, 59.995, 17.001, 60.005])).toBeCloseTo(Math.log2(421.875), 2);
  });
  it('puts a 300 m work site near zoom 11 and a 500 km region below zoom 3', () => {
    expect(legibleZoom([17.0, 60.0, 17.0054, 60.0027])).toBeGreaterThan(10);
    expect(legibleZoom([17.0, 60.0, 17.0054, 60.0027])).toBeLessThan(11);
    expect(legibleZoom([10, 58, 19, 62.5])).toBeLessThan(3);
  });
});

describe('the view', () => {
  const view = { zoom: 9, window: windowAround([16, 59, 18, 60]) };
  it('has a window of twice the viewport each way', () => {
    expect(view.window).toEqual([15, 58.5, 19, 60.5]);
  });
  it('stays the same object while the viewport pans inside the window at the same whole zoom', () => {
    expect(nextView(view, 9.7, [16.5, 59.2, 18.5, 60.2])).toBe(view);
    expect(nextView(view, 10.1, [16.5, 59.2, 18.5, 60.2])).toEqual({ zoom: 10, window: [15.5, 58.7, 19.5, 60.7] });
    expect(nextView(view, 9.2, [18, 59, 20, 60])).toEqual({ zoom: 9, window: [17, 58.5, 21, 60.5] });
  });
  it('draws legible places in the window as polygons and every place not yet legible as a dot', () => {
    const region = place(1, [10, 58, 19, 62.5]); // legible from zoom < 3
    const nearSite = place(2, [17, 59.5, 17.05, 59.52]); // 0.05° wide, 0.02° tall at 59.5°N: legible from 7.4 (2^z = 12 · 360 / (512 · 0.05))
    const farSite = place(3, [25, 65, 25.05, 65.02]); // as large, far outside the window
    const speck = place(4, [17.1, 59.6, 17.1005, 59.6003]); // a few tens of metres: legible from about 14
    const places = [region, nearSite, farSite, speck];
    const legible = places.map((p) => legibleZoom(p.box));
    const split = splitPlaces(places, legible, view);
    expect(split.polygons.map((p) => p.item.id)).toEqual([1, 2]);
    expect(split.points.map((p) => p.item.id)).toEqual([4]);
    expect(splitPlaces(places, legible, { zoom: 5, window: view.window }).points.map((p) => p.item.id)).toEqual([2, 3, 4]);
    const [x, y] = centreOf(speck);
    expect(x).toBeCloseTo(17.10025, 9);
    expect(y).toBeCloseTo(59.60015, 9);
  });
});
