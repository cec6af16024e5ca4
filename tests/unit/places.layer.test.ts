// The places layer's packing: server rings decode, pack into flat arrays with closed
// counter-clockwise rings and per-vertex colours; unreadable geometry is skipped with a warning.
import { describe, expect, it } from 'vitest';
import { encodePolyline } from '../../server/src/places/geometry.ts';
import { buildPlaceGeometry, decodeRing, PLACE_COLORS, ringOf } from '../../src/features/places/map/placesLayer.view.ts';

const ring = [
  { latitude: 59.86, longitude: 17.63 },
  { latitude: 59.87, longitude: 17.63 },
  { latitude: 59.87, longitude: 17.65 },
];

describe('decodeRing', () => {
  it('reads what the server encodes, to the micro-degree', () => {
    const flat = decodeRing(encodePolyline(ring), 6)!;
    expect(flat).toHaveLength(6);
    expect(flat[0]).toBeCloseTo(17.63, 6);
    expect(flat[1]).toBeCloseTo(59.86, 6);
  });
  it('refuses truncated text, characters outside the alphabet and fewer than three points', () => {
    const text = encodePolyline(ring);
    expect(decodeRing(text.slice(0, -1), 6)).toBeNull();
    expect(decodeRing(`${text} `, 6)).toBeNull();
    expect(decodeRing(encodePolyline(ring.slice(0, 2)), 6)).toBeNull();
  });
});

describe('buildPlaceGeometry', () => {
  it('packs closed counter-clockwise rings with per-vertex colours by type and skips unreadable ones', () => {
    const warnings: string[] = [];
    const g = buildPlaceGeometry(
      [
        { id: 7, name: 'Depå', placeType: 0, geometry: encodePolyline(ring) },
        { id: 8, name: 'Broken', placeType: 1, geometry: '!!!' },
        { id: 9, name: 'Site', placeType: 1, geometry: encodePolyline([...ring].reverse()) },
      ],
      6,
      { warn: (m) => warnings.push(m) },
    );
    expect(g.length).toBe(2);
    expect([...g.ids]).toEqual([7, 9]);
    expect([...g.startIndices]).toEqual([0, 4]);
    expect(g.positions.length).toBe(16);
    expect(g.skipped).toEqual([8]);
    expect(warnings).toEqual(['Place 8 (Broken): invalid geofence data; not drawn']);
    // Closed: the first vertex again at the end.
    expect(ringOf(g, 0)![0]).toEqual(ringOf(g, 0)![3]);
    // Both stored counter-clockwise whatever the input winding: same vertex order.
    expect(ringOf(g, 1)).toEqual(ringOf(g, 0));
    expect([...g.fillColors.slice(0, 4)]).toEqual(PLACE_COLORS[0].fill);
    expect([...g.fillColors.slice(16, 20)]).toEqual(PLACE_COLORS[1].fill);
  });
  it('leaves out the place being edited', () => {
    const g = buildPlaceGeometry([{ id: 7, name: 'Depå', placeType: 0, geometry: encodePolyline(ring) }], 6, { hiddenId: 7 });
    expect(g.length).toBe(0);
  });
});
