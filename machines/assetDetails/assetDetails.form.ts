// From the loaded machine to the form and back. Pure.
import { EDITABLE_FIELDS, lockedFields, stripAngles, TEXT_FIELDS, type AssetDetailsValues, type EditableField } from './assetDetails.rules.ts';
import type { AssetDetails } from './assetDetails.types.ts';

export const EMPTY_VALUES: AssetDetailsValues = {
  name: '',
  registrationNumber: null,
  pinOrVin: null,
  serialNumber: null,
  brand: '',
  model: '',
  category: 1,
  productionYear: null,
  purchaseDate: null,
  depotPlaceId: null,
  defaultPowerSupply: null,
  emissionClass: null,
  fuelType: null,
  timezone: '',
  automaticTimeZoneEnabled: false,
};

export function valuesOf(d: AssetDetails): AssetDetailsValues {
  return {
    name: d.name,
    registrationNumber: d.registrationNumber,
    pinOrVin: d.pinOrVin,
    serialNumber: d.serialNumber,
    brand: d.brand,
    model: d.model,
    category: d.category,
    productionYear: d.productionYear,
    purchaseDate: d.purchaseDateUtcTime ? d.purchaseDateUtcTime.slice(0, 10) : null,
    depotPlaceId: d.depotPlaceId,
    defaultPowerSupply: d.defaultPowerSupply,
    emissionClass: d.emissionClass,
    fuelType: d.fuelType,
    timezone: d.timezone,
    automaticTimeZoneEnabled: d.automaticTimeZoneEnabled,
  };
}

export const lockedOf = (d: AssetDetails): EditableField[] => [...lockedFields(d, valuesOf(d))];

/** A change as the form takes it: locked fields dropped, < and > removed from text as typed. */
export function applyChange(values: AssetDetailsValues, change: Partial<AssetDetailsValues>, locked: readonly EditableField[]): AssetDetailsValues {
  const next = { ...values };
  for (const field of EDITABLE_FIELDS) {
    if (!(field in change) || locked.includes(field)) continue;
    const value = change[field];
    (next as Record<string, unknown>)[field] = (TEXT_FIELDS as readonly string[]).includes(field) && typeof value === 'string' ? stripAngles(value) : value;
  }
  return next;
}

const sameTags = (a: readonly number[], b: readonly number[]) => a.length === b.length && [...a].sort().every((id, i) => id === [...b].sort()[i]);

/** Whether the form differs from the loaded machine (text compared as it would be saved). */
export function isDirty(d: AssetDetails | undefined, values: AssetDetailsValues, tagIds: readonly number[]): boolean {
  if (!d) return false;
  const saved = valuesOf(d);
  const norm = (v: unknown) => (typeof v === 'string' ? v.trim() || null : v);
  return (
    EDITABLE_FIELDS.some((f) => f !== 'timezone' && norm(saved[f]) !== norm(values[f])) ||
    (!values.automaticTimeZoneEnabled && values.timezone !== saved.timezone) ||
    !sameTags(
      d.tags.map((t) => t.id),
      tagIds,
    )
  );
}

/** The server's field map as one message per form field ('tagIds.0' → 'tagIds'). */
export function serverFieldErrors(fields: Record<string, string[]> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, messages] of Object.entries(fields ?? {})) out[key.split('.')[0]] ??= messages.join(', ');
  return out;
}
