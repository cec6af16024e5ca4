// One machine's details (features spec, section 3 "Asset (machine) details") and their update with
// the section 5 rules. Every query is scoped to the caller's company: another company's id is a 404.
import type { Db } from '../db/database.ts';
import { emissionClass, machineFamily, nameOf, TagEntity, vehicleFuelType } from '../domain/dictionaries.ts';
import { notFound } from '../http/envelope.ts';
import { gridContext, tagsOf, userTime, type TagRefValue } from './gridFormat.ts';
import { timeZoneAt } from './timeZoneAt.ts';
import type { AssetDetailsValues } from '../../../machines/assetDetails/assetDetails.rules.ts';

interface Caller {
  companyId: number;
  user: { timezone_id: string };
}

export interface AssetDetailsValue extends Omit<AssetDetailsValues, 'purchaseDate'> {
  id: number;
  internalId: string;
  categoryFormatted: string | null;
  purchaseDateUtcTime: string | null;
  purchaseDateUserTimeFormatted: string | null;
  depotName: string | null;
  emissionClassFormatted: string | null;
  fuelTypeFormatted: string | null;
  positionLat: number | null;
  positionLong: number | null;
  positionUtcTime: string | null;
  positionUserTime: string | null;
  positionUserTimeFormatted: string | null;
  locationPlaceId: number | null;
  locationName: string | null;
  tags: TagRefValue[];
  readonlyFieldNames: string[];
  integrationSource: string | null;
  deviceInstalledAfterBatteryMainSwitch: boolean;
  archived: boolean;
}

/** The machine row with its position and place names, or undefined when it is not the company's. */
export function assetRow(db: Db, companyId: number, id: number) {
  return db
    .selectFrom('assets as a')
    .leftJoin('asset_positions as p', 'p.asset_id', 'a.id')
    .leftJoin('places as d', (j) => j.onRef('d.id', '=', 'a.depot_place_id').onRef('d.company_id', '=', 'a.company_id'))
    .leftJoin('places as l', (j) => j.onRef('l.id', '=', 'p.location_place_id').onRef('l.company_id', '=', 'a.company_id'))
    .selectAll('a')
    .select(['p.lat', 'p.lng', 'p.asset_time', 'p.location_place_id', 'd.name as depot_name', 'l.name as location_name'])
    .where('a.id', '=', id)
    .where('a.company_id', '=', companyId)
    .executeTakeFirst();
}

/** 'YYYY/MM/DD HH:mm' → 'YYYY-MM-DDTHH:mm:00' (the user's wall-clock time, machine-readable). */
const isoLocal = (formatted: string | null) => (formatted ? `${formatted.slice(0, 10).replaceAll('/', '-')}T${formatted.slice(11)}:00` : null);

/** The zone the machine's times are in: with automatic on, the zone at its last position. */
export function effectiveTimeZone(row: { automatic_timezone: number; timezone: string; lat: number | null; lng: number | null }): string {
  if (row.automatic_timezone && row.lat !== null && row.lng !== null) return timeZoneAt(row.lat, row.lng) ?? row.timezone;
  return row.timezone;
}

/**
 * The stored list of locked field names (assets.readonly_field_names, JSON). A malformed list locks
 * nothing extra; AEMP machines stay locked through integrationSource.
 */
export function readonlyNames(text: string): string[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter((n): n is string => typeof n === 'string') : [];
  } catch {
    return [];
  }
}

export async function readAssetDetails(db: Db, caller: Caller, id: number): Promise<AssetDetailsValue> {
  const row = await assetRow(db, caller.companyId, id);
  if (!row) throw notFound('Machine');
  const zone = caller.user.timezone_id;
  const tags = (await tagsOf(db, gridContext(caller), TagEntity.Asset, [id])).get(id) ?? [];
  const positionFormatted = userTime(row.asset_time, zone);
  const afterMainSwitch = await db
    .selectFrom('devices')
    .select('installed_after_main_switch')
    .where('asset_id', '=', id)
    .where('company_id', '=', caller.companyId)
    .where('installed_after_main_switch', '=', 1)
    .executeTakeFirst();
  return {
    id: row.id,
    internalId: row.internal_id,
    name: row.name,
    registrationNumber: row.registration_number,
    pinOrVin: row.pin_or_vin,
    serialNumber: row.serial_number,
    brand: row.brand,
    model: row.model,
    category: row.category,
    categoryFormatted: nameOf(machineFamily, row.category),
    productionYear: row.production_year,
    purchaseDateUtcTime: row.purchase_date ? `${row.purchase_date.slice(0, 10)}T00:00:00.000Z` : null,
    // A purchase date is a calendar date: shown as stored, not shifted into a zone.
    purchaseDateUserTimeFormatted: row.purchase_date ? row.purchase_date.slice(0, 10).replaceAll('-', '/') : null,
    depotPlaceId: row.depot_place_id,
    depotName: row.depot_name,
    defaultPowerSupply: row.default_power_supply,
    emissionClass: row.emission_class,
    emissionClassFormatted: nameOf(emissionClass, row.emission_class),
    fuelType: row.fuel_type,
    fuelTypeFormatted: nameOf(vehicleFuelType, row.fuel_type),
    timezone: effectiveTimeZone(row),
    automaticTimeZoneEnabled: row.automatic_timezone === 1,
    positionLat: row.lat,
    positionLong: row.lng,
    positionUtcTime: row.asset_time,
    positionUserTime: isoLocal(positionFormatted),
    positionUserTimeFormatted: positionFormatted,
    locationPlaceId: row.location_place_id,
    locationName: row.location_name,
    tags,
    readonlyFieldNames: readonlyNames(row.readonly_field_names),
    integrationSource: row.integration_source,
    deviceInstalledAfterBatteryMainSwitch: afterMainSwitch !== undefined,
    archived: row.archived_at !== null,
  };
}

export type UpdateAssetInput = AssetDetailsValues & { tagIds: number[] };
