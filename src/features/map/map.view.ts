// Pure pieces of the machine map: no React, no maplibre, no fetch, so they run in the node unit
// tests (tests/unit/map.view.test.ts). Components build deck.gl layers from the props made here.
import { formatDateTime } from '../../../machines/format/clock.ts';
import type { ScatterplotLayerProps } from '@deck.gl/layers';
import { msg } from '../../i18n/i18n.ts';

/** One machine's last known position (the assetPositions call). */
export interface MachinePosition {
  assetId: number;
  name: string;
  internalId: string;
  /** machine family dictionary id */
  category: number;
  lat: number;
  long: number;
  /** UTC, ISO-8601 */
  assetTime: string;
}

/** What the map needs from app settings; null-able fields are checked by `mapSettingsFrom`. */
export interface MapSettings {
  /** the style to try first (an online style, the operator's street map, or the embedded map) */
  styleUrl: string;
  /** the operator's street map (a PMTiles archive the server serves); '' when there is none */
  extractStyleUrl: string;
  /** the embedded offline style, used when neither of the others can be loaded */
  fallbackStyleUrl: string;
  center: { lat: number; long: number };
  zoom: number;
}

/** The settings error text the product shows (docs/features/map.md, map settings). */
export const NO_MAP_SETTINGS_MESSAGE = msg('Unexpected error - no Google Maps settings. Please try again later');

export type Rgba = [number, number, number, number];

/** A position older than this is "stale" and drawn grey (the legend's "reported in the last 24 h"). */
export const STALE_AFTER_MS = 24 * 60 * 60 * 1000;
/** The spec's default map zoom. */
export const DEFAULT_ZOOM = 5;
/**
 * The closest a selection flies to: near enough to see the machine on its own and the town around
 * it, not a street-level view of an empty tile (the embedded map has no streets).
 */
export const MACHINE_FOCUS_MAX_ZOOM = { embedded: 11, remote: 14, extract: 14 } as const;
/** The embedded data (1:10m) has nothing to show beyond this zoom. */
export const EMBEDDED_MAX_ZOOM = 12;
/**
 * How close a track may be read on the embedded map: past its last detail the tiles are over-zoomed
 * (empty land) and the track, drawn at full precision, is read against the scale bar (issue 27).
 */
export const EMBEDDED_TRACK_MAX_ZOOM = 18;
/** The details' small map on the embedded base map: a pin among the nearest towns' names, with a scale. */
export const EMBEDDED_PIN_ZOOM = 9;
/** Positions come from a simulator or real devices: refresh the dots while the page is open. */
export const POSITIONS_REFRESH_MS = 60_000;
/** Extra pixels around a dot that still count as a hit, for mouse clicks and tests alike. */
export const PICK_RADIUS_PX = 4;

export const MACHINES_LAYER_ID = 'machines';
export const SELECTION_LAYER_ID = 'machine-selection';

export interface FamilyGroup {
  key: string;
  label: string;
  color: Rgba;
  /** machine family dictionary ids (server/src/domain/dictionaries.ts; ids are stable) */
  families: readonly number[];
}

/**
 * 28 machine families are too many colours to tell apart on a map, so families are grouped by the
 * kind of work they do. Unknown ids fall into "Other".
 */
export const FAMILY_GROUPS: readonly FamilyGroup[] = [
  { key: 'excavators', label: msg('Excavators'), color: [37, 99, 235, 255], families: [1, 2, 3] },
  { key: 'loaders', label: msg('Loaders'), color: [22, 163, 74, 255], families: [4, 5, 6, 7] },
  { key: 'hauling', label: msg('Haulers & vehicles'), color: [234, 88, 12, 255], families: [8, 9, 25, 26, 27] },
  { key: 'earthworks', label: msg('Earthworks & paving'), color: [161, 98, 7, 255], families: [10, 11, 12, 13, 14] },
  { key: 'lifting', label: msg('Lifting'), color: [147, 51, 234, 255], families: [15, 16, 17, 18, 19, 20] },
  { key: 'site', label: msg('Power & site'), color: [8, 145, 178, 255], families: [21, 22, 23, 24] },
  { key: 'other', label: msg('Other'), color: [219, 39, 119, 255], families: [28] },
];
const OTHER_GROUP = FAMILY_GROUPS[FAMILY_GROUPS.length - 1];

export const STALE_COLOR: Rgba = [148, 155, 166, 220];
const OUTLINE_COLOR: Rgba = [255, 255, 255, 255];
const SELECTION_COLOR: Rgba = [15, 23, 42, 255];
const HOVER_COLOR: Rgba = [255, 255, 255, 90];

export function familyGroupOf(category: number): FamilyGroup {
  return FAMILY_GROUPS.find((g) => g.families.includes(category)) ?? OTHER_GROUP;
}

/** True when the position is older than 24 h at `now`, or has no readable time. */
export function isStale(assetTime: string, now: number): boolean {
  const t = Date.parse(assetTime);
  return Number.isNaN(t) || now - t > STALE_AFTER_MS;
}

export function machineColor(position: Pick<MachinePosition, 'category' | 'assetTime'>, now: number): Rgba {
  return isStale(position.assetTime, now) ? STALE_COLOR : familyGroupOf(position.category).color;
}

export interface MachineSummary {
  total: number;
  /** positions reported in the last 24 h */
  recent: number;
  /** groups with at least one machine, in FAMILY_GROUPS order */
  groups: { group: FamilyGroup; count: number }[];
}

export function summarizeMachines(positions: readonly MachinePosition[], now: number): MachineSummary {
  const counts = new Map<string, number>();
  let recent = 0;
  for (const p of positions) {
    if (!isStale(p.assetTime, now)) recent += 1;
    const key = familyGroupOf(p.category).key;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const groups = FAMILY_GROUPS.filter((g) => counts.has(g.key)).map((group) => ({ group, count: counts.get(group.key) ?? 0 }));
  return { total: positions.length, recent, groups };
}

export const pluralize = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The product's date display (YYYY/MM/DD HH:mm, 24 h) in `timeZone`: the user's, as in the machine panel. */
export function formatPositionTime(assetTime: string, timeZone: string): string {
  return formatDateTime(assetTime, timeZone) || '—';
}

/** Category id → family name from the machineFamily dictionary; the id itself when unknown. */
export function familyName(category: number, families: readonly { id: number; name: string }[]): string {
  return families.find((f) => f.id === category)?.name ?? `Family ${category}`;
}

/** Settings are usable only with a maps key, a version and a style (spec: the map waits for them). */
export function mapSettingsFrom(
  data:
    | {
        googleMapLink: { key: string; version: string };
        map: { styleUrl: string; extractStyleUrl?: string | null; fallbackStyleUrl: string; center: { lat: number; long: number }; zoom?: number | null };
      }
    | null
    | undefined,
): MapSettings | null {
  if (!data?.googleMapLink.key || !data.googleMapLink.version || !data.map.styleUrl) return null;
  const zoom = data.map.zoom != null && Number.isFinite(data.map.zoom) && data.map.zoom > 0 ? data.map.zoom : DEFAULT_ZOOM;
  const fallbackStyleUrl = data.map.fallbackStyleUrl || data.map.styleUrl;
  const extractStyleUrl = data.map.extractStyleUrl ?? '';
  return { styleUrl: data.map.styleUrl, extractStyleUrl, fallbackStyleUrl, center: { lat: data.map.center.lat, long: data.map.center.long }, zoom };
}

/** The selected machine from `?assetId=`; null when absent or not a positive integer. */
export function readAssetId(params: URLSearchParams): number | null {
  const raw = params.get('assetId');
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/** A copy of `params` with assetId set (or removed for null), every other parameter kept. */
export function withAssetId(params: URLSearchParams, assetId: number | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (assetId === null) next.delete('assetId');
  else next.set('assetId', String(assetId));
  return next;
}

/**
 * Where a selection flies: the zoom at which the machine leaves its bubble (never closer than the
 * base map can show), or the current zoom when the user is already closer.
 */
export const focusZoom = (currentZoom: number, separateZoom: number, kind: keyof typeof MACHINE_FOCUS_MAX_ZOOM) =>
  Math.max(currentZoom, Math.min(Math.max(separateZoom, 8), MACHINE_FOCUS_MAX_ZOOM[kind]));

/** Drops the nulls the GraphQL list type allows. */
export const compact = <T>(items: readonly (T | null | undefined)[] | null | undefined): T[] => (items ?? []).filter((x): x is T => x != null);

export const positionOf = (p: Pick<MachinePosition, 'lat' | 'long'>): [number, number] => [p.long, p.lat];

/** Every machine as a dot: pixel-sized, white outline, coloured by family group, grey when stale. */
export function machinesLayerProps(positions: readonly MachinePosition[], now: number): ScatterplotLayerProps<MachinePosition> & { id: string } {
  return {
    id: MACHINES_LAYER_ID,
    data: positions,
    pickable: true,
    autoHighlight: true,
    highlightColor: HOVER_COLOR,
    radiusUnits: 'pixels',
    getRadius: 6,
    radiusMinPixels: 4,
    radiusMaxPixels: 12,
    stroked: true,
    filled: true,
    lineWidthUnits: 'pixels',
    getLineWidth: 1.5,
    getLineColor: OUTLINE_COLOR,
    getPosition: positionOf,
    getFillColor: (p) => machineColor(p, now),
    // Staleness changes with the clock even when the data does not.
    updateTriggers: { getFillColor: now },
  };
}

/** A larger dark ring around the selected machine (drawn above the dots, not pickable). */
export function selectionLayerProps(selected: MachinePosition): ScatterplotLayerProps<MachinePosition> & { id: string } {
  return {
    id: SELECTION_LAYER_ID,
    data: [selected],
    pickable: false,
    radiusUnits: 'pixels',
    getRadius: 12,
    radiusMinPixels: 10,
    radiusMaxPixels: 16,
    stroked: true,
    filled: false,
    lineWidthUnits: 'pixels',
    getLineWidth: 3,
    getLineColor: SELECTION_COLOR,
    getPosition: positionOf,
  };
}
