// Finding machines piled at one point on the live map, for the pile journeys (mapPile.spec.ts,
// bigFleet.spec.ts). Written apart from src/features/map/pile.ts: the map's own projection
// (map.project) and a plain union of dots closer than two radii, so the app is checked, not echoed.
import { expect, type Page } from './fixtures.ts';

export interface FoundPile {
  /** asset ids, and the names the pile must list */
  ids: number[];
  names: string[];
  /** the member nearest the pile's middle: where the journey clicks */
  at: { long: number; lat: number };
}

/** Dots (12 px wide) closer than this overlap. */
const OVERLAP_PX = 12;

/**
 * At the map's deepest zoom (every machine its own dot), the piles of overlapping dots, biggest
 * first, each no wider than `within` px around its middle member (so it is one click's pile).
 */
export async function pilesAtDeepestZoom(page: Page, within = 30): Promise<FoundPile[]> {
  await page.evaluate(() => {
    const { map } = window.__sitelineMap!;
    map.jumpTo({ zoom: map.getMaxZoom() });
  });
  await expect.poll(() => page.evaluate(() => (window.__sitelineMachineItems ?? []).every((i) => i.kind === 'machine')), { timeout: 20_000 }).toBe(true);
  return page.evaluate(
    ({ overlap, within }) => {
      const { map } = window.__sitelineMap!;
      const machines = window.__sitelineMachineItems!.flatMap((i) => (i.kind === 'machine' ? [i.machine] : []));
      const px = machines.map((m) => map.project([m.long, m.lat]));
      const parent = machines.map((_, i) => i);
      const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i])));
      const cells = new Map<string, number[]>();
      px.forEach((p, i) => {
        const key = `${Math.floor(p.x / overlap)},${Math.floor(p.y / overlap)}`;
        cells.set(key, [...(cells.get(key) ?? []), i]);
      });
      px.forEach((p, i) => {
        const [cx, cy] = [Math.floor(p.x / overlap), Math.floor(p.y / overlap)];
        for (let dx = -1; dx <= 1; dx++)
          for (let dy = -1; dy <= 1; dy++)
            for (const j of cells.get(`${cx + dx},${cy + dy}`) ?? []) if (Math.hypot(px[j].x - p.x, px[j].y - p.y) < overlap) parent[root(j)] = root(i);
      });
      const groups = new Map<number, number[]>();
      machines.forEach((_, i) => groups.set(root(i), [...(groups.get(root(i)) ?? []), i]));
      return [...groups.values()]
        .filter((g) => g.length > 1)
        .flatMap((g) => {
          const mx = g.reduce((s, i) => s + px[i].x, 0) / g.length;
          const my = g.reduce((s, i) => s + px[i].y, 0) / g.length;
          const middle = g.reduce((best, i) => (Math.hypot(px[i].x - mx, px[i].y - my) < Math.hypot(px[best].x - mx, px[best].y - my) ? i : best), g[0]);
          if (g.some((i) => Math.hypot(px[i].x - px[middle].x, px[i].y - px[middle].y) > within)) return [];
          return [
            { ids: g.map((i) => machines[i].assetId), names: g.map((i) => machines[i].name), at: { long: machines[middle].long, lat: machines[middle].lat } },
          ];
        })
        .sort((a, b) => b.ids.length - a.ids.length);
    },
    { overlap: OVERLAP_PX, within },
  );
}

/** Centres the map on the pile's middle member at the deepest zoom and clicks it, as a user would. */
export async function clickPile(page: Page, pile: FoundPile): Promise<void> {
  await page.evaluate((at) => {
    const { map } = window.__sitelineMap!;
    map.jumpTo({ center: [at.long, at.lat], zoom: map.getMaxZoom() });
  }, pile.at);
  await expect.poll(() => page.evaluate(() => window.__sitelineMap!.map.isMoving()), { timeout: 20_000 }).toBe(false);
  // Not moving is not drawn: a clean clone under load clicked the pile before the jump's frame, and
  // the click found nothing (12-03). The map's next 'idle' comes after a frame at the new view.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const { map } = window.__sitelineMap!;
        const done = () => resolve();
        void map.once('idle', done);
        setTimeout(done, 10_000);
        map.triggerRepaint();
      }),
  );
  const point = await page.evaluate((at) => window.__sitelineMap!.map.project([at.long, at.lat]), pile.at);
  const box = (await page.getByTestId('map').boundingBox())!;
  await page.mouse.click(box.x + point.x, box.y + point.y);
}

type Box = { x: number; y: number; width: number; height: number };
export const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
export const inside = (a: Box, outer: Box) =>
  a.x >= outer.x && a.y >= outer.y && a.x + a.width <= outer.x + outer.width && a.y + a.height <= outer.y + outer.height;
