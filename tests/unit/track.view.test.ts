import { describe, expect, it } from 'vitest';
import {
  endsLayerProps,
  heatmapLayerProps,
  heatmapRadius,
  HEATMAP_COLORS,
  pathLayerProps,
  playbackLayerProps,
  TRACK_ZOOM,
  trackBounds,
} from '../../src/features/machinePanel/history/track.view.ts';

const points = [
  { lat: 60.67, long: 17.14, assetTime: '2026-11-24T06:40:00+01:00' },
  { lat: 60.7, long: 17.2, assetTime: '2026-11-24T06:41:00+01:00' },
  { lat: 60.69, long: 17.1, assetTime: '2026-11-24T06:42:00+01:00' },
];

describe('session track', () => {
  it('heatmap radius is max(20, 120 - zoom), 80 without a zoom (features spec, section 9)', () => {
    expect(heatmapRadius(0)).toBe(120);
    expect(heatmapRadius(12)).toBe(108);
    expect(heatmapRadius(99.5)).toBe(20.5);
    expect(heatmapRadius(100)).toBe(20);
    expect(heatmapRadius(130)).toBe(20);
    expect(heatmapRadius(null)).toBe(80);
    expect(heatmapRadius(undefined)).toBe(80);
    expect(heatmapRadius(Number.NaN)).toBe(80);
  });

  it('heatmap colours run green, yellow, orange, red', () => {
    const [green, yellow, orange, red] = HEATMAP_COLORS;
    expect(HEATMAP_COLORS).toHaveLength(4);
    expect(green[1]).toBeGreaterThan(green[0]);
    expect(yellow[0]).toBeGreaterThan(200);
    expect(yellow[1]).toBeGreaterThan(200);
    expect(orange[0]).toBeGreaterThan(orange[1]);
    expect(orange[1]).toBeGreaterThan(red[1]);
    expect(red[0]).toBeGreaterThan(200);
    const props = heatmapLayerProps(points, 10) as { radiusPixels: number; colorRange: unknown };
    expect(props.radiusPixels).toBe(110);
    expect(props.colorRange).toEqual(HEATMAP_COLORS);
  });

  it('track zoom is 12 (features spec, section 9)', () => {
    expect(TRACK_ZOOM).toBe(12);
  });

  it('the bounds hold every point; a path needs two points; the ends are first and last', () => {
    expect(trackBounds(points)).toEqual([
      [17.1, 60.67],
      [17.2, 60.7],
    ]);
    expect(trackBounds([])).toBeNull();
    expect(pathLayerProps(points).data).toEqual([
      {
        path: [
          [17.14, 60.67],
          [17.2, 60.7],
          [17.1, 60.69],
        ],
      },
    ]);
    expect(pathLayerProps(points.slice(0, 1)).data).toEqual([]);
    expect((endsLayerProps(points).data as { point: unknown }[]).map((e) => e.point)).toEqual([points[0], points[2]]);
    expect(playbackLayerProps(points[1]).data).toEqual([points[1]]);
    expect(playbackLayerProps(undefined).data).toEqual([]);
  });
});
