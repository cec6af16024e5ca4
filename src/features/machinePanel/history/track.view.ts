// Pure pieces of the session track: the heatmap's radius and colours, the track zoom, and the
// deck.gl layer props built from the positions (tests/unit/track.view.test.ts).
import type { HeatmapLayer, HeatmapLayerProps } from '@deck.gl/aggregation-layers';
import type { PathLayerProps, ScatterplotLayerProps } from '@deck.gl/layers';
import type { TrackPoint } from '../../../../machines/positionsPaging/positionsPaging.types.ts';

type Rgb = [number, number, number];

/** The performance mark the track map sets when deck.gl has drawn a new track (read by the bench). */
export const TRACK_DRAWN_MARK = 'siteline:track-drawn';
/** Machine zoom for the track (features spec, section 9). */
export const TRACK_ZOOM = 12;
/** Heatmap radius when the zoom is not known (features spec, section 9). */
export const HEATMAP_FALLBACK_RADIUS = 80;
/** Heatmap colours, low to high: green, yellow, orange, red (features spec, section 9). */
export const HEATMAP_COLORS: readonly Rgb[] = [
  [46, 160, 67],
  [250, 219, 20],
  [247, 144, 9],
  [217, 45, 32],
];

/** Heatmap radius in pixels: max(20, 120 - zoom), or 80 without a zoom (features spec, section 9). */
export function heatmapRadius(zoom: number | null | undefined): number {
  return typeof zoom === 'number' && Number.isFinite(zoom) ? Math.max(20, 120 - zoom) : HEATMAP_FALLBACK_RADIUS;
}

export const positionOf = (p: Pick<TrackPoint, 'lat' | 'long'>): [number, number] => [p.long, p.lat];

/** [[west, south], [east, north]] of the track, or null when it has no points. */
export function trackBounds(points: readonly TrackPoint[]): [[number, number], [number, number]] | null {
  if (!points.length) return null;
  let [w, s, e, n] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const p of points) {
    w = Math.min(w, p.long);
    e = Math.max(e, p.long);
    s = Math.min(s, p.lat);
    n = Math.max(n, p.lat);
  }
  return [
    [w, s],
    [e, n],
  ];
}

export const TRACK_LAYER_IDS = { heatmap: 'track-heatmap', path: 'track-path', ends: 'track-ends', playback: 'track-playback' } as const;

export function heatmapLayerProps(points: readonly TrackPoint[], zoom: number | null) {
  const props: HeatmapLayerProps<TrackPoint> & { id: string } = {
    id: TRACK_LAYER_IDS.heatmap,
    data: points,
    getPosition: positionOf,
    getWeight: 1,
    radiusPixels: heatmapRadius(zoom),
    colorRange: HEATMAP_COLORS as Rgb[],
    intensity: 1,
    threshold: 0.05,
    aggregation: 'SUM',
    // The panel's map is small: a 512 px weights texture is plenty, and 16 times cheaper than the
    // default 2048 (which matters on software GL and small GPUs).
    weightsTextureSize: 512,
  };
  return props as ConstructorParameters<typeof HeatmapLayer<TrackPoint>>[0];
}

export function pathLayerProps(points: readonly TrackPoint[]): PathLayerProps<{ path: [number, number][] }> & { id: string } {
  return {
    id: TRACK_LAYER_IDS.path,
    data: points.length > 1 ? [{ path: points.map(positionOf) }] : [],
    getPath: (d) => d.path,
    getColor: [30, 58, 138, 230],
    getWidth: 3,
    widthUnits: 'pixels',
    widthMinPixels: 2,
    jointRounded: true,
    capRounded: true,
  };
}

interface EndPoint {
  point: TrackPoint;
  color: [number, number, number, number];
}

/** The first (green) and last (dark) position. */
export function endsLayerProps(points: readonly TrackPoint[]): ScatterplotLayerProps<EndPoint> & { id: string } {
  const ends: EndPoint[] = points.length
    ? [
        { point: points[0], color: [46, 160, 67, 255] },
        { point: points[points.length - 1], color: [15, 23, 42, 255] },
      ]
    : [];
  return {
    id: TRACK_LAYER_IDS.ends,
    data: ends,
    getPosition: (d) => positionOf(d.point),
    getFillColor: (d) => d.color,
    getLineColor: [255, 255, 255, 255],
    stroked: true,
    lineWidthUnits: 'pixels',
    getLineWidth: 2,
    radiusUnits: 'pixels',
    getRadius: 5,
  };
}

/** The machine at the playback position. */
export function playbackLayerProps(point: TrackPoint | undefined): ScatterplotLayerProps<TrackPoint> & { id: string } {
  return {
    id: TRACK_LAYER_IDS.playback,
    data: point ? [point] : [],
    getPosition: positionOf,
    getFillColor: [37, 99, 235, 255],
    getLineColor: [255, 255, 255, 255],
    stroked: true,
    lineWidthUnits: 'pixels',
    getLineWidth: 3,
    radiusUnits: 'pixels',
    getRadius: 8,
  };
}
