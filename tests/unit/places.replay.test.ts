// Replaying stored fixes through the pipeline's geofence step for the places a change affects.
import { describe, expect, it } from 'vitest';
import { boxOfRing, type LatLng } from '../../machines/placeEditor/geofence.ts';
import { affectedPlaces, GeofenceReplay, PlaceIndex, type TimedPlace } from '../../server/src/places/replay.ts';

const square = (lat: number, lng: number, half: number): LatLng[] => [
  { latitude: lat - half, longitude: lng - half },
  { latitude: lat - half, longitude: lng + half },
  { latitude: lat + half, longitude: lng + half },
  { latitude: lat + half, longitude: lng - half },
];
const place = (id: number, type: number, ring: LatLng[], untilTs: number | null = null): TimedPlace => ({
  id,
  type,
  name: `P${id}`,
  ring,
  box: boxOfRing(ring),
  untilTs,
});

// A work site with a depot in its north-east corner, a region around both, a depot far away.
const SITE = place(1, 1, square(60, 17, 0.01));
const DEPOT = place(2, 0, square(60.008, 17.008, 0.004));
const REGION = place(3, 2, square(60, 17, 0.5));
const FAR = place(4, 0, square(63, 20, 0.01));
const H = 3_600_000;
const fix = (h: number, lat: number, lng: number) => ({ ts: h * H, lat, lng });

function replay(places: TimedPlace[], affected: number[], fixes: ReturnType<typeof fix>[], home: number | null = null) {
  const r = new GeofenceReplay(new PlaceIndex(places), new Set(affected), home);
  fixes.forEach((f) => r.add(f));
  return r.finish();
}

describe('GeofenceReplay', () => {
  it('gives a depot precedence over the work site it overlaps, and regions their own stays', () => {
    const out = replay([SITE, DEPOT, REGION], [1, 2, 3], [fix(0, 59, 16), fix(1, 59.995, 17), fix(2, 60.008, 17.008), fix(3, 59.995, 17), fix(4, 59, 16)]);
    const byPlace = [...out.stays].sort((a, b) => a.placeId - b.placeId || a.entryTs - b.entryTs);
    expect(byPlace).toEqual([
      { placeId: 1, entryTs: 1 * H, exitTs: 2 * H },
      { placeId: 1, entryTs: 3 * H, exitTs: 4 * H },
      { placeId: 2, entryTs: 2 * H, exitTs: 3 * H },
      { placeId: 3, entryTs: 1 * H, exitTs: 4 * H },
    ]);
    expect(out.location).toBeNull();
    expect(out.open.size).toBe(0);
  });

  it('only reports the affected places, but still lets the others take precedence', () => {
    const out = replay([SITE, DEPOT, REGION], [1], [fix(0, 59.995, 17), fix(1, 60.008, 17.008)]);
    expect(out.stays).toEqual([{ placeId: 1, entryTs: 0, exitTs: 1 * H }]);
    expect(out.location).toBe(2);
    expect(out.regions).toEqual([3]);
  });

  it('leaves a machine inside at the end with an open stay and entry time from its history', () => {
    const out = replay([SITE], [1], [fix(5, 59, 16), fix(6, 60, 17), fix(7, 60.001, 17.001)]);
    expect(out.stays).toEqual([{ placeId: 1, entryTs: 6 * H, exitTs: null }]);
    expect(out.events).toEqual([{ placeId: 1, ts: 6 * H, kind: 'entry' }]);
    expect([...out.open]).toEqual([[1, 6 * H]]);
  });

  it('stops counting an archived depot from its archiving time: the work site takes over', () => {
    const archived = place(2, 0, DEPOT.ring, 10 * H);
    const out = replay([SITE, archived], [1], [fix(8, 60.008, 17.008), fix(12, 60.008, 17.008)]);
    expect(out.stays).toEqual([{ placeId: 1, entryTs: 12 * H, exitTs: null }]);
  });

  it('gives a small work site drawn inside a large one the machines working in it (the more specific place)', () => {
    const inner = place(9, 1, square(60.002, 17.002, 0.001));
    const out = replay([SITE, inner], [1, 9], [fix(0, 59.995, 16.995), fix(1, 60.002, 17.002), fix(2, 59.995, 16.995)]);
    expect(out.events.map((e) => [e.placeId, e.kind, e.ts / H])).toEqual([
      [1, 'entry', 0],
      [1, 'exit', 1],
      [9, 'entry', 1],
      [9, 'exit', 2],
      [1, 'entry', 2],
    ]);
  });

  it('prefers the home depot when two depots overlap', () => {
    const other = place(5, 0, square(60.008, 17.008, 0.002));
    const out = replay([DEPOT, other], [2, 5], [fix(0, 60.008, 17.008)], 5);
    expect(out.location).toBe(5);
  });
});

describe('affectedPlaces', () => {
  const all = [SITE, DEPOT, REGION, FAR, place(6, 1, square(60.009, 17.009, 0.001), 5)];
  it('takes the changed place and live depots and work sites meeting the changed area', () => {
    expect([...affectedPlaces(all, { placeId: 2, boxes: [DEPOT.box], location: true })].sort()).toEqual([1, 2]);
  });
  it('takes only the region itself when a region changes', () => {
    expect([...affectedPlaces(all, { placeId: 3, boxes: [REGION.box], location: false })]).toEqual([3]);
  });
  it('covers both the old and the new area of a moved place', () => {
    expect([...affectedPlaces(all, { placeId: 2, boxes: [DEPOT.box, FAR.box], location: true })].sort()).toEqual([1, 2, 4]);
  });
});
