// The map's piles (src/features/map/pile.ts) and their spread (spread.ts): which dots a click lands
// on, when a bubble can no longer be split by zooming, and that every spread marker stands clear.
import { describe, expect, it } from 'vitest';
import { longLatOf, pileAt, staysOnePile, worldPx } from '../../src/features/map/pile.ts';
import { SPREAD_MARKER_PX, spreadOffsets } from '../../src/features/map/spread.ts';

const DEPOT = { long: 18.0686, lat: 59.3293 }; // Stockholm
/** A point `dx`, `dy` screen pixels from `from` at `zoom`. */
const shifted = (from: { long: number; lat: number }, dx: number, dy: number, zoom: number) => {
  const p = worldPx(from, zoom);
  return longLatOf({ x: p.x + dx, y: p.y + dy }, zoom);
};
const machine = (id: number, at: { long: number; lat: number }) => ({ assetId: id, ...at });

describe('worldPx', () => {
  it('matches web mercator on 512 px tiles and comes back', () => {
    expect(worldPx({ long: 0, lat: 0 }, 0)).toEqual({ x: 256, y: 256 });
    expect(worldPx({ long: 180, lat: 0 }, 1).x).toBeCloseTo(1024);
    const back = longLatOf(worldPx(DEPOT, 12.4), 12.4);
    expect(back.long).toBeCloseTo(DEPOT.long, 9);
    expect(back.lat).toBeCloseTo(DEPOT.lat, 9);
  });
});

describe('pileAt', () => {
  const z = 12;
  it('takes the dots under the click and every dot overlapping them, transitively, and no other', () => {
    const chain = [0, 10, 20, 30].map((dx, i) => machine(i + 1, shifted(DEPOT, dx, 0, z)));
    const apart = machine(9, shifted(DEPOT, 43, 0, z)); // 13 px from the last: dots do not touch
    const ids = pileAt([...chain, apart], DEPOT, z, 10).map((m) => m.assetId);
    expect(ids.sort()).toEqual([1, 2, 3, 4]);
  });

  it('does not chain overlapping dots farther than 40 px from the click (a busy town is not one pile)', () => {
    const street = Array.from({ length: 30 }, (_, i) => machine(i, shifted(DEPOT, i * 10, 0, z)));
    const ids = pileAt(street, DEPOT, z, 10).map((m) => m.assetId);
    expect(ids.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4]);
  });

  it('is empty where the click hit nothing, and one machine for a lone dot', () => {
    const lone = machine(1, DEPOT);
    expect(pileAt([lone], shifted(DEPOT, 11, 0, z), z, 10)).toEqual([]);
    expect(pileAt([lone, machine(2, shifted(DEPOT, 40, 0, z))], DEPOT, z, 10)).toEqual([lone]);
  });

  it('finds a pile of 500 at one point among 100,000 machines', () => {
    const fleet = Array.from({ length: 100_000 }, (_, i) => machine(i, { long: 5 + (i % 400) * 0.05, lat: 55 + Math.floor(i / 400) * 0.02 }));
    const pile = Array.from({ length: 500 }, (_, i) => machine(200_000 + i, shifted(DEPOT, (i % 5) - 2, Math.floor(i / 100) - 2, z)));
    // No time limit: a timed assertion fails on a busy shared machine and proves nothing about speed.
    expect(pileAt([...fleet, ...pile], DEPOT, z, 10)).toHaveLength(500);
  });
});

describe('staysOnePile', () => {
  it('is true when the machines still overlap at the deepest zoom, false when they part', () => {
    const yard = [0, 5, 9].map((dx, i) => machine(i, shifted(DEPOT, dx, dx, 12)));
    expect(staysOnePile(yard, 12)).toBe(true);
    // At zoom 14 the same yard is four times as wide: 36 px apart, no longer one pile.
    expect(staysOnePile(yard, 14)).toBe(false);
    expect(staysOnePile([machine(1, DEPOT)], 12)).toBe(false);
  });
});

describe('spreadOffsets', () => {
  for (const count of [2, 3, 8, 9, 16, 20]) {
    it(`${count} markers stand clear of each other and of the pile`, () => {
      const offsets = spreadOffsets(count);
      expect(offsets).toHaveLength(count);
      for (const [i, a] of offsets.entries()) {
        expect(Math.hypot(a.x, a.y)).toBeGreaterThanOrEqual(2 * SPREAD_MARKER_PX - 5);
        for (const b of offsets.slice(i + 1)) expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThan(SPREAD_MARKER_PX + 6);
      }
    });
  }

  it('keeps a spread of 20 within 110 px of its point (it fits a phone-width map)', () => {
    expect(Math.max(...spreadOffsets(20).map((o) => Math.hypot(o.x, o.y)))).toBeLessThan(110);
  });
});
