// The map side of the place editor's replay (tests/flows/placeEditor/placeEditor.ui.ts): bringing a ring
// into view, drawing it with terra-draw, dragging the drawn shape, and reading the ring terra-draw
// holds. window.__sitelineMap (src/features/map) and window.__sitelineDraw (terra-draw) are test
// hooks; tests/e2e/places.spec.ts draws the same way with real places.
import type { Page } from '@playwright/test';
import { expect } from '../fixtures.ts';
import type { LatLng } from '../../../machines/placeEditor/geofence.ts';
import { poll } from './kit.ts';

type Box = [west: number, south: number, east: number, north: number];

export const boxOf = (...rings: (readonly LatLng[])[]): Box => {
  const points = rings.flat();
  const lats = points.map((p) => p.latitude);
  const lngs = points.map((p) => p.longitude);
  return [Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)];
};

export async function mapReady(page: Page): Promise<void> {
  await expect(page.getByTestId('map')).toHaveAttribute('data-map-state', 'ready', { timeout: 60_000 });
}

/**
 * Fits the map to a box clear of the legend (top left) and the editor panel (right), repeated until
 * the map rests with the box large on screen: the embedded base map stops at zoom 12 until the
 * editor lifts the limit, and terra-draw cannot close a ring a few pixels wide. `drawable: false`
 * only brings the box into view (before the editor opens, at that zoom-12 limit).
 */
export async function fitBox(page: Page, [w, s, e, n]: Box, { drawable = true } = {}): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          async ([w2, s2, e2, n2, large]) => {
            const map = window.__sitelineMap!.map;
            map.stop();
            map.fitBounds(
              [
                [w2, s2],
                [e2, n2],
              ],
              { padding: { top: 120, bottom: 120, left: 330, right: 640 }, duration: 0 },
            );
            await new Promise((resolve) => setTimeout(resolve, 100));
            if (map.isMoving()) return 'moving';
            const [sw, ne] = [map.project([w2, s2]), map.project([e2, n2])];
            return !large || Math.min(ne.x - sw.x, sw.y - ne.y) > 100
              ? 'fitted'
              : `only ${Math.round(ne.x - sw.x)} x ${Math.round(sw.y - ne.y)} px, zoom ${map.getZoom()}`;
          },
          [w, s, e, n, drawable] as const,
        ),
      { timeout: 15_000 },
    )
    .toBe('fitted');
}

/** Page pixels of positions through the live map, unrounded (the mouse takes fractions of a pixel). */
async function toPixels(page: Page, ring: readonly LatLng[]): Promise<{ x: number; y: number }[]> {
  const box = (await page.getByTestId('map').boundingBox())!;
  const xy = await page.evaluate(
    (pts) => pts.map(([lng, lat]) => window.__sitelineMap!.map.project([lng, lat])),
    ring.map((p) => [p.longitude, p.latitude]),
  );
  return xy.map(({ x, y }) => ({ x: box.x + x, y: box.y + y }));
}

/**
 * Draws a ring with terra-draw's polygon mode (the editor must be drawing): its corners clicked, then
 * the first again to close it. The clicks land on the ring's own positions to a fraction of a pixel,
 * so terra-draw (7 decimals) reports the ring's coordinates.
 */
export async function drawRing(page: Page, ring: readonly LatLng[]): Promise<void> {
  await expect(page.getByTestId('draw-hint')).toBeVisible();
  await poll(() => page.evaluate(() => window.__sitelineDraw?.getMode())).toBe('polygon');
  await fitBox(page, boxOf(ring));
  const corners = await toPixels(page, ring);
  for (const c of [...corners, corners[0]]) {
    await page.mouse.move(c.x, c.y);
    await page.mouse.click(c.x, c.y);
    await page.waitForTimeout(100);
  }
}

/** The steps that move a dragged shape: each one is a frame terra-draw and the map draw in software. */
const DRAG_STEPS = 4;

/**
 * Drags the drawn (selected) shape by the pointer so that its first corner lands on `to`'s first
 * corner. The drag is always made, as the user's change the step stands for: a shape already in
 * place is dragged away and back. A drag that still falls short is made again (at most 3 in all).
 */
export async function dragRingTo(page: Page, to: readonly LatLng[]): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const from = await drawnRing(page);
    if (!from) throw new Error('no drawn geofence to drag');
    if (attempt > 0 && ringDistance(from, to) < 1e-6) return;
    await fitBox(page, boxOf(from, to));
    const [a] = await toPixels(page, from.slice(0, 1));
    const [b] = await toPixels(page, to.slice(0, 1));
    const [center] = await toPixels(page, [
      { latitude: from.reduce((sum, p) => sum + p.latitude, 0) / from.length, longitude: from.reduce((sum, p) => sum + p.longitude, 0) / from.length },
    ]);
    await dragBy(page, center, b.x - a.x, b.y - a.y);
  }
}

/**
 * One drag from `start` that moves the shape by (dx, dy) pixels. terra-draw starts the drag on the
 * first move with the button down and moves the shape from the second one on: a short move along the
 * way first, then steps of a quarter of the way, one more than four, so the four that move the shape
 * make the whole way. No way at all is 20 px out and back.
 */
async function dragBy(page: Page, start: { x: number; y: number }, dx: number, dy: number): Promise<void> {
  const length = Math.hypot(dx, dy);
  const [ux, uy] = length < 0.01 ? [1, 0] : [dx / length, dy / length];
  const [x0, y0] = [start.x + 4 * ux, start.y + 4 * uy];
  const way =
    length < 0.01
      ? [0, 10, 20, 10, 0].map((d) => [x0 + 4 + d, y0])
      : Array.from({ length: DRAG_STEPS + 1 }, (_, i) => [x0 + (dx * (i + 1)) / DRAG_STEPS, y0 + (dy * (i + 1)) / DRAG_STEPS]);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(x0, y0);
  for (const [x, y] of way) {
    await page.mouse.move(x, y);
    await page.waitForTimeout(30);
  }
  await page.mouse.up();
  await page.waitForTimeout(100);
}

/** The finished polygon terra-draw holds, as an open ring (null while none, or while one is being drawn). */
export function drawnRing(page: Page): Promise<LatLng[] | null> {
  return page.evaluate(() => {
    for (const f of window.__sitelineDraw?.getSnapshot() ?? []) {
      if (f.geometry.type !== 'Polygon' || f.properties.currentlyDrawing) continue;
      return (f.geometry.coordinates[0] as number[][]).slice(0, -1).map(([longitude, latitude]) => ({ latitude, longitude }));
    }
    return null;
  });
}

/** How far (degrees) two rings of the same length are apart at most; Infinity for different lengths. */
export function ringDistance(a: readonly LatLng[] | null, b: readonly LatLng[]): number {
  if (!a || a.length !== b.length) return Infinity;
  return Math.max(...a.map((p, i) => Math.max(Math.abs(p.latitude - b[i].latitude), Math.abs(p.longitude - b[i].longitude))));
}
