// Merging pages of positions (features spec, section 4 'Positions').
import type { TrackPoint } from './positionsPaging.types.ts';

/**
 * `items` followed by the page's points not already there, by assetTime, in time order. Pages
 * continue from the last item's time, so the first point of a page usually repeats the last one.
 */
export function mergePositions(items: readonly TrackPoint[], page: readonly TrackPoint[]): TrackPoint[] {
  const seen = new Set(items.map((p) => p.assetTime));
  const merged = [...items];
  let ordered = true;
  for (const p of page) {
    if (seen.has(p.assetTime)) continue;
    seen.add(p.assetTime);
    if (merged.length && p.assetTime < merged[merged.length - 1].assetTime) ordered = false;
    merged.push(p);
  }
  return ordered ? merged : merged.sort((a, b) => (a.assetTime < b.assetTime ? -1 : a.assetTime > b.assetTime ? 1 : 0));
}
