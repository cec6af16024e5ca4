// PUT /web/v1/assets/{id}: the section 5 rules, enforced here whatever the form allowed. Locked fields
// (readonlyFieldNames, and on AEMP machines every field with a value) must come back unchanged.
import type { Db } from '../db/database.ts';
import { emissionClass, machineFamily, TagEntity, vehicleFuelType } from '../domain/dictionaries.ts';
import { FieldErrors } from '../domain/passwordRules.ts';
import { notFound } from '../http/envelope.ts';
import {
  AEMP_LOCKED,
  cleanValues,
  detailsFieldErrors,
  EDITABLE_FIELDS,
  lockedFields,
  type AssetDetailsValues,
} from '../../../machines/assetDetails/assetDetails.rules.ts';
import { assetRow, effectiveTimeZone, readonlyNames, type UpdateAssetInput } from './assetDetails.ts';
import { isKnownTimeZone, timeZoneAt } from './timeZoneAt.ts';
import { checkTagIds, replaceTagLinks } from './tagLinks.ts';

const has = (items: { id: number }[], id: number | null) => id === null || items.some((i) => i.id === id);

/** `missing`: required fields the body did not carry (routes/assets: neither the form's nor the GET's name for them). */
export async function updateAssetDetails(db: Db, companyId: number, id: number, input: UpdateAssetInput, missing: readonly string[] = []): Promise<void> {
  const row = await assetRow(db, companyId, id);
  if (!row) throw notFound('Machine');
  const saved: AssetDetailsValues = {
    name: row.name,
    registrationNumber: row.registration_number,
    pinOrVin: row.pin_or_vin,
    serialNumber: row.serial_number,
    brand: row.brand,
    model: row.model,
    category: row.category,
    productionYear: row.production_year,
    purchaseDate: row.purchase_date ? row.purchase_date.slice(0, 10) : null,
    depotPlaceId: row.depot_place_id,
    defaultPowerSupply: row.default_power_supply,
    emissionClass: row.emission_class,
    fuelType: row.fuel_type,
    timezone: effectiveTimeZone(row),
    automaticTimeZoneEnabled: row.automatic_timezone === 1,
  };
  const { tagIds, ...raw } = input;
  const values = cleanValues(raw);
  const errors = new FieldErrors();
  for (const field of missing) errors.add(field, 'is required');
  for (const [field, message] of Object.entries(detailsFieldErrors(values))) if (!missing.includes(field)) errors.add(field, message);

  const locked = lockedFields({ readonlyFieldNames: readonlyNames(row.readonly_field_names), integrationSource: row.integration_source }, saved);
  for (const field of EDITABLE_FIELDS) {
    // With automatic on the position decides the zone, so the zone sent is not a change.
    if (field === 'timezone' && values.automaticTimeZoneEnabled) continue;
    if (locked.has(field) && values[field] !== saved[field]) errors.add(field, AEMP_LOCKED);
  }
  if (!has(machineFamily, values.category)) errors.add('category', 'Unknown machine family');
  if (!has(emissionClass, values.emissionClass)) errors.add('emissionClass', 'Unknown emission class');
  if (!has(vehicleFuelType, values.fuelType)) errors.add('fuelType', 'Unknown fuel type');

  // A depot of the caller's company; an archived one only if the machine already belongs there.
  if (values.depotPlaceId !== null && values.depotPlaceId !== saved.depotPlaceId) {
    const depot = await db
      .selectFrom('places')
      .select('id')
      .where('id', '=', values.depotPlaceId)
      .where('company_id', '=', companyId)
      .where('place_type', '=', 0)
      .where('archived_at', 'is', null)
      .executeTakeFirst();
    if (!depot) errors.add('depotPlaceId', 'No such depot');
  }

  let zone = values.timezone;
  if (values.automaticTimeZoneEnabled) {
    zone = (row.lat !== null && row.lng !== null ? timeZoneAt(row.lat, row.lng) : null) ?? (isKnownTimeZone(values.timezone) ? values.timezone : row.timezone);
  } else if (!isKnownTimeZone(values.timezone)) {
    errors.add('timezone', 'Unknown time zone');
  }

  const unique = await checkTagIds(db, companyId, TagEntity.Asset, tagIds, errors);
  errors.throwIfAny();

  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('assets')
      .set({
        name: values.name,
        registration_number: values.registrationNumber,
        pin_or_vin: values.pinOrVin,
        serial_number: values.serialNumber,
        brand: values.brand,
        model: values.model,
        category: values.category,
        production_year: values.productionYear,
        purchase_date: values.purchaseDate,
        depot_place_id: values.depotPlaceId,
        default_power_supply: values.defaultPowerSupply,
        emission_class: values.emissionClass,
        fuel_type: values.fuelType,
        timezone: zone,
        automatic_timezone: values.automaticTimeZoneEnabled ? 1 : 0,
      })
      .where('id', '=', id)
      .where('company_id', '=', companyId)
      .execute();
    await replaceTagLinks(trx, companyId, TagEntity.Asset, id, unique);
  });
}
