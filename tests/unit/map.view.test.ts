import { describe, expect, it } from 'vitest';
import {
  compact,
  DEFAULT_ZOOM,
  FAMILY_GROUPS,
  familyGroupOf,
  familyName,
  focusZoom,
  formatPositionTime,
  isStale,
  machineColor,
  machinesLayerProps,
  MACHINES_LAYER_ID,
  mapSettingsFrom,
  pluralize,
  readAssetId,
  selectionLayerProps,
  STALE_AFTER_MS,
  STALE_COLOR,
  summarizeMachines,
  withAssetId,
  type MachinePosition,
} from '../../src/features/map/map.view.ts';

const NOW = Date.parse('2025-09-22T12:00:00Z');
const hoursAgo = (h: number) => new Date(NOW - h * 3_600_000).toISOString();

const machine = (over: Partial<MachinePosition> = {}): MachinePosition => ({
  assetId: 1,
  name: 'Volvo EC220E',
  internalId: 'EX-001',
  category: 1,
  lat: 59.33,
  long: 18.06,
  assetTime: hoursAgo(1),
  ...over,
});

describe('family groups', () => {
  it('covers every machine family id of the dictionary (1..28) exactly once', () => {
    const ids = FAMILY_GROUPS.flatMap((g) => g.families).sort((a, b) => a - b);
    expect(ids).toEqual(Array.from({ length: 28 }, (_, i) => i + 1));
  });

  it('gives every group its own colour, none of them the stale grey', () => {
    const colours = FAMILY_GROUPS.map((g) => g.color.join(','));
    expect(new Set(colours).size).toBe(FAMILY_GROUPS.length);
    expect(colours).not.toContain(STALE_COLOR.join(','));
  });

  it('groups families by kind of work and sends unknown ids to Other', () => {
    expect(familyGroupOf(1).key).toBe('excavators');
    expect(familyGroupOf(3).key).toBe('excavators');
    expect(familyGroupOf(4).key).toBe('loaders');
    expect(familyGroupOf(25).key).toBe('hauling');
    expect(familyGroupOf(16).key).toBe('lifting');
    expect(familyGroupOf(999).key).toBe('other');
    expect(familyGroupOf(0).key).toBe('other');
  });
});

describe('staleness', () => {
  it('is fresh up to 24 h and stale after', () => {
    expect(isStale(hoursAgo(0), NOW)).toBe(false);
    expect(isStale(new Date(NOW - STALE_AFTER_MS).toISOString(), NOW)).toBe(false);
    expect(isStale(new Date(NOW - STALE_AFTER_MS - 1000).toISOString(), NOW)).toBe(true);
    expect(isStale(hoursAgo(72), NOW)).toBe(true);
  });

  it('treats an unreadable time as stale', () => {
    expect(isStale('', NOW)).toBe(true);
    expect(isStale('not a date', NOW)).toBe(true);
  });

  it('colours fresh machines by group and stale ones grey', () => {
    expect(machineColor({ category: 4, assetTime: hoursAgo(2) }, NOW)).toEqual(familyGroupOf(4).color);
    expect(machineColor({ category: 4, assetTime: hoursAgo(30) }, NOW)).toEqual(STALE_COLOR);
  });
});

describe('summary', () => {
  it('counts machines, recent reports and machines per group in group order', () => {
    const positions = [
      machine({ assetId: 1, category: 4 }),
      machine({ assetId: 2, category: 1, assetTime: hoursAgo(48) }),
      machine({ assetId: 3, category: 2 }),
      machine({ assetId: 4, category: 500 }),
    ];
    const summary = summarizeMachines(positions, NOW);
    expect(summary.total).toBe(4);
    expect(summary.recent).toBe(3);
    expect(summary.groups.map(({ group, count }) => [group.key, count])).toEqual([
      ['excavators', 2],
      ['loaders', 1],
      ['other', 1],
    ]);
  });

  it('is empty for no machines', () => {
    expect(summarizeMachines([], NOW)).toEqual({ total: 0, recent: 0, groups: [] });
  });

  it('pluralizes counts', () => {
    expect(pluralize(1, 'machine', 'machines')).toBe('1 machine');
    expect(pluralize(0, 'machine', 'machines')).toBe('0 machines');
    expect(pluralize(12, 'machine', 'machines')).toBe('12 machines');
  });
});

describe('formatting', () => {
  it('shows position time as YYYY/MM/DD HH:mm (24 h) in the given zone', () => {
    expect(formatPositionTime('2025-03-04T05:06:59Z', 'UTC')).toBe('2025/03/04 05:06');
    expect(formatPositionTime('2025-12-31T23:30:00Z', 'UTC')).toBe('2025/12/31 23:30');
    // Stockholm is UTC+1 in winter: the date rolls over.
    expect(formatPositionTime('2025-12-31T23:30:00Z', 'Europe/Stockholm')).toBe('2026/01/01 00:30');
    expect(formatPositionTime('2025-07-01T00:00:00Z', 'Europe/Stockholm')).toBe('2025/07/01 02:00');
  });

  it('shows a dash for an unreadable time', () => {
    expect(formatPositionTime('garbage', 'UTC')).toBe('—');
  });

  it('names a family from the dictionary, or by id when unknown', () => {
    const families = [
      { id: 1, name: 'Excavator' },
      { id: 4, name: 'Wheel loader' },
    ];
    expect(familyName(4, families)).toBe('Wheel loader');
    expect(familyName(9, families)).toBe('Family 9');
  });
});

describe('settings', () => {
  const data = {
    googleMapLink: { key: 'remote', version: '5' },
    map: {
      styleUrl: 'https://tiles.openfreemap.org/styles/liberty',
      fallbackStyleUrl: '/api/map/style.json',
      center: { lat: 59.3, long: 14.5 },
      zoom: 5,
    },
  };

  it('accepts settings with a key, a version and a style, and keeps the embedded fallback', () => {
    expect(mapSettingsFrom(data)).toEqual({
      styleUrl: data.map.styleUrl,
      extractStyleUrl: '',
      fallbackStyleUrl: '/api/map/style.json',
      center: { lat: 59.3, long: 14.5 },
      zoom: 5,
    });
    expect(mapSettingsFrom({ ...data, map: { ...data.map, extractStyleUrl: '/api/map/extract.json' } })?.extractStyleUrl).toBe('/api/map/extract.json');
  });

  it('refuses settings without a maps key or version (the map must not load)', () => {
    expect(mapSettingsFrom(null)).toBeNull();
    expect(mapSettingsFrom(undefined)).toBeNull();
    expect(mapSettingsFrom({ ...data, googleMapLink: { key: '', version: '5' } })).toBeNull();
    expect(mapSettingsFrom({ ...data, googleMapLink: { key: 'embedded', version: '' } })).toBeNull();
    expect(mapSettingsFrom({ ...data, map: { ...data.map, styleUrl: '' } })).toBeNull();
  });

  it('falls back to the spec zoom 5 when settings carry none', () => {
    expect(mapSettingsFrom({ ...data, map: { ...data.map, zoom: 0 } })?.zoom).toBe(DEFAULT_ZOOM);
    expect(mapSettingsFrom({ ...data, map: { ...data.map, zoom: null } })?.zoom).toBe(DEFAULT_ZOOM);
    expect(mapSettingsFrom({ ...data, map: { ...data.map, zoom: 7 } })?.zoom).toBe(7);
  });
});

describe('assetId in the address', () => {
  it('reads a positive integer id only', () => {
    expect(readAssetId(new URLSearchParams('assetId=42'))).toBe(42);
    expect(readAssetId(new URLSearchParams(''))).toBeNull();
    expect(readAssetId(new URLSearchParams('assetId='))).toBeNull();
    expect(readAssetId(new URLSearchParams('assetId=0'))).toBeNull();
    expect(readAssetId(new URLSearchParams('assetId=-3'))).toBeNull();
    expect(readAssetId(new URLSearchParams('assetId=4.5'))).toBeNull();
    expect(readAssetId(new URLSearchParams('assetId=abc'))).toBeNull();
  });

  it('sets and removes assetId, keeping the other parameters and not touching the input', () => {
    const params = new URLSearchParams('placeId=7&tab=details');
    expect(withAssetId(params, 12).toString()).toBe('placeId=7&tab=details&assetId=12');
    expect(params.toString()).toBe('placeId=7&tab=details');
    expect(withAssetId(new URLSearchParams('assetId=3&placeId=7'), 9).toString()).toBe('assetId=9&placeId=7');
    expect(withAssetId(new URLSearchParams('assetId=3&placeId=7'), null).toString()).toBe('placeId=7');
  });
});

describe('layer props', () => {
  const positions = [machine({ assetId: 1, category: 1 }), machine({ assetId: 2, category: 4, assetTime: hoursAgo(30), lat: 60.1, long: 24.9 })];

  it('draws every machine as a pickable pixel-sized dot with a white outline', () => {
    const props = machinesLayerProps(positions, NOW);
    expect(props.id).toBe(MACHINES_LAYER_ID);
    expect(props.data).toBe(positions);
    expect(props.pickable).toBe(true);
    expect(props.radiusUnits).toBe('pixels');
    expect(props.getRadius).toBe(6);
    expect(props.radiusMinPixels).toBe(4);
    expect(props.radiusMaxPixels).toBe(12);
    expect(props.stroked).toBe(true);
    expect(props.getLineColor).toEqual([255, 255, 255, 255]);
  });

  it('places dots at [long, lat] and colours them by group or grey when stale', () => {
    const props = machinesLayerProps(positions, NOW);
    // Our accessors read only the datum; deck's Accessor type also allows a constant or an info argument.
    const call = (accessor: unknown, p: MachinePosition) => (accessor as (p: MachinePosition) => unknown)(p);
    expect(call(props.getPosition, positions[1])).toEqual([24.9, 60.1]);
    expect(call(props.getFillColor, positions[0])).toEqual(familyGroupOf(1).color);
    expect(call(props.getFillColor, positions[1])).toEqual(STALE_COLOR);
    expect(props.updateTriggers).toEqual({ getFillColor: NOW });
  });

  it('rings the selected machine with a larger, unfilled, non-pickable circle', () => {
    const props = selectionLayerProps(positions[0]);
    expect(props.id).not.toBe(MACHINES_LAYER_ID);
    expect(props.data).toEqual([positions[0]]);
    expect(props.pickable).toBe(false);
    expect(props.filled).toBe(false);
    expect(props.stroked).toBe(true);
    expect(props.getRadius as number).toBeGreaterThan(machinesLayerProps(positions, NOW).getRadius as number);
  });

  it('flies to where the machine leaves its bubble, never to a street view of an empty tile', () => {
    // Leaves its bubble at 9: fly to 9 on either map.
    expect(focusZoom(5, 9, 'embedded')).toBe(9);
    expect(focusZoom(5, 9, 'remote')).toBe(9);
    // Only alone beyond clustering (12): the embedded map stops at 11, an online map at 12.
    expect(focusZoom(5, 12, 'embedded')).toBe(11);
    expect(focusZoom(5, 12, 'remote')).toBe(12);
    // Already alone at the country view: still close enough to see the town (8).
    expect(focusZoom(5, 5, 'embedded')).toBe(8);
    // The user is closer already: stay there.
    expect(focusZoom(15, 9, 'remote')).toBe(15);
  });

  it('drops null list items', () => {
    expect(compact([1, null, 2, undefined])).toEqual([1, 2]);
    expect(compact(null)).toEqual([]);
  });
});
