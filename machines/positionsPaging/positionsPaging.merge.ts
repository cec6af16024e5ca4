// Merging pages of positions (features spec, section 4 'Positions').
import type { TrackPoint } from './positionsPaging.types.ts';

const WITH_OFFSET = /(Z|[+-]\d{2}:?\d{2})$/;

/**
 * Orders two assetTimes. Times with an offset ('2026-10-25T02:10:00+01:00') compare as instants,
 * so a track across a daylight-saving change stays in order; wall-clock times compare as text.
 */
export function compareTimes(a: string, b: string): number {
  if (WITH_OFFSET.test(a) && WITH_OFFSET.test(b)) {
    const d = Date.parse(a) - Date.parse(b);
    if (Number.isFinite(d)) return d;
  }
  return a < b ? -1 : a > b ? 1 : 0;
}

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
    if (merged.length && compareTimes(p.assetTime, merged[merged.length - 1].assetTime) < 0) ordered = false;
    merged.push(p);
  }
  return ordered ? merged : merged.sort((a, b) => compareTimes(a.assetTime, b.assetTime));
}
