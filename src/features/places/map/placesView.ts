// What of 5,000 places the map draws at a zoom (pure: no React, no deck). A geofence is drawn as a
// polygon only from the zoom where it is at least MIN_POLYGON_PX across on screen, and only when it
// lies in a window around the viewport; below that zoom it is a dot at its centre. Drawing every
// polygon at every zoom cost 6-9 s a frame in software GL with 5,000 places (bench/results/2026-11-23-places-at-scale.md),
// while a work site of 300 m is a speck until zoom 11 anyway. The window is twice the viewport each
// way, so panning within it changes nothing and the layers are rebuilt only when the view leaves it
// or the whole-number zoom changes.
import type { DecodedPlace } from './placesLayer.view.ts';

/** A geofence narrower than this (its larger side, in CSS pixels) is drawn as a dot. */
export const MIN_POLYGON_PX = 12;
/** maplibre's world is 512 px wide at zoom 0. */
const WORLD_PX = 512;

export type Box = [west: number, south: number, east: number, north: number];

const mercatorY = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (Math.max(-85, Math.min(85, lat)) * Math.PI) / 360)) / (2 * Math.PI);

/** The first zoom at which the box is MIN_POLYGON_PX across (fractional; may be below 0). */
export function legibleZoom([w, s, e, n]: Box): number {
  const extent = Math.max((e - w) / 360, mercatorY(n) - mercatorY(s));
  return extent > 0 ? Math.log2(MIN_POLYGON_PX / (WORLD_PX * extent)) : Infinity;
}

/** The viewport grown by half its size on every side (2x each way), clamped to the world. */
export function windowAround([w, s, e, n]: Box): Box {
  const dx = (e - w) / 2;
  const dy = (n - s) / 2;
  return [Math.max(-180, w - dx), Math.max(-90, s - dy), Math.min(180, e + dx), Math.min(90, n + dy)];
}

export const contains = (outer: Box, inner: Box) => inner[0] >= outer[0] && inner[1] >= outer[1] && inner[2] <= outer[2] && inner[3] <= outer[3];
const intersects = (a: Box, b: Box) => a[0] <= b[2] && b[0] <= a[2] && a[1] <= b[3] && b[1] <= a[3];

export interface PlacesView {
  /** Whole-number zoom the split was made for. */
  zoom: number;
  window: Box;
}

/** The next view for the map's zoom and bounds: the same object when nothing drawn would change. */
export function nextView(current: PlacesView | null, zoom: number, bounds: Box): PlacesView {
  const z = Math.floor(zoom);
  if (current && current.zoom === z && contains(current.window, bounds)) return current;
  return { zoom: z, window: windowAround(bounds) };
}

export interface PlacesSplit {
  polygons: DecodedPlace[];
  points: DecodedPlace[];
}

/** Polygons: legible at the view's zoom and in its window. Points: every place not yet legible. */
export function splitPlaces(places: readonly DecodedPlace[], legible: readonly number[], view: PlacesView): PlacesSplit {
  const polygons: DecodedPlace[] = [];
  const points: DecodedPlace[] = [];
  places.forEach((p, i) => {
    if (legible[i] > view.zoom) points.push(p);
    else if (intersects(p.box, view.window)) polygons.push(p);
  });
  return { polygons, points };
}

/** A dot's position: the middle of the geofence's box (inside for the convex shapes places mostly are). */
export const centreOf = ({ box: [w, s, e, n] }: DecodedPlace): [number, number] => [(w + e) / 2, (s + n) / 2];
