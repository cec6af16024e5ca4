// Shapes shared by the seed generators: the rows they produce, and what one generator tells the next
// about the places and machines it created.
import type { Insertable } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Box, LatLng } from '../../../machines/placeEditor/geofence.ts';
import type { City } from './nordic.ts';
import type { Family, MachineModel } from '../domain/machineFamilies.ts';
import { type PlaceKind } from '../domain/dictionaries.ts';

export type Row<T extends keyof Database> = Insertable<Database[T]>;

export interface SeedData {
  companies: Row<'companies'>[];
  users: Row<'users'>[];
  places: Row<'places'>[];
  assets: Row<'assets'>[];
  devices: Row<'devices'>[];
  asset_positions: Row<'asset_positions'>[];
  tags: Row<'tags'>[];
  tag_links: Row<'tag_links'>[];
  service_setups: Row<'service_setups'>[];
  service_reports: Row<'service_reports'>[];
  integrations: Row<'integrations'>[];
  aemp_equipment: Row<'aemp_equipment'>[];
}

/** The two customer companies' countries (the demo data's languages). */
export type HomeCountry = 'SE' | 'NO';

/** Hands out the next id of one table: 1, 2, 3, … */
export type NextId = () => number;

export function idSequence(): NextId {
  let n = 0;
  return () => ++n;
}

export type WorkSiteStatus = 'active' | 'expired' | 'upcoming';

/** A generated place, as later generators (machines, positions, tags) need it. */
export interface PlaceInfo {
  id: number;
  type: PlaceKind;
  city: City;
  center: { lat: number; lng: number };
  ring: LatLng[];
  box: Box;
  timeZone: string;
  /** Work sites only: whether the contract period is running, over or still to come. */
  status: WorkSiteStatus | null;
}

/** A generated machine, as the device, position and tag generators need it. */
export interface AssetInfo {
  id: number;
  family: Family;
  model: MachineModel;
  year: number;
  aemp: boolean;
  pin: string | null;
  serial: string;
  depot: PlaceInfo;
  createdMs: number;
  archivedMs: number | null;
}

/** Uniqueness sets shared by both companies (PINs, IMEIs and serials are globally unique). */
export interface UsedValues {
  serials: Set<string>;
  plates: Record<HomeCountry, Set<string>>;
  deviceSerials: Set<string>;
  imeis: Set<string>;
}

export function emptyUsedValues(): UsedValues {
  return { serials: new Set(), plates: { SE: new Set(), NO: new Set() }, deviceSerials: new Set(), imeis: new Set() };
}

/** push(...rows) overflows the call stack for very large arrays. */
export function pushAll<T>(target: T[], rows: readonly T[]) {
  for (const r of rows) target.push(r);
}
