import { msg } from '../i18n.ts';
// The machine details rules (features spec, section 5), shared by the details form and the server
// (server/src/routes/assets/assetDetails.routes.ts), so the form never offers what the server refuses.
// Pure: no React, no fetch.

/** Texts from the spec. */
export const AEMP_LOCKED = msg('Imported from AEMP cannot be changed');
export const VOLTAGE_HELP = msg('Allowed values are 0 & range 10-30');
export const TIME_ZONE_AUTOMATIC = msg('Time zone is set automatically');
export const PRODUCTION_YEAR_RULE = msg('Must be a number, at least 0');

/** The fields a PUT /web/v1/assets/{id} sends; tags are not machine data and are never locked. */
export const EDITABLE_FIELDS = [
  'name',
  'registrationNumber',
  'pinOrVin',
  'serialNumber',
  'brand',
  'model',
  'category',
  'productionYear',
  'purchaseDate',
  'depotPlaceId',
  'defaultPowerSupply',
  'emissionClass',
  'fuelType',
  'timezone',
  'automaticTimeZoneEnabled',
] as const;
export type EditableField = (typeof EDITABLE_FIELDS)[number];

export const TEXT_FIELDS = ['name', 'registrationNumber', 'pinOrVin', 'serialNumber', 'brand', 'model'] as const;
export type TextField = (typeof TEXT_FIELDS)[number];
export const TEXT_MAX_LENGTH: Record<TextField, number> = { name: 100, registrationNumber: 20, pinOrVin: 30, serialNumber: 30, brand: 50, model: 50 };
/** Text fields that may not be left empty (the machine list shows them). */
export const REQUIRED_TEXT: readonly TextField[] = ['name', 'brand', 'model'];

/** The values the form edits, as the PUT carries them (purchaseDate as YYYY-MM-DD). */
export interface AssetDetailsValues {
  name: string;
  registrationNumber: string | null;
  pinOrVin: string | null;
  serialNumber: string | null;
  brand: string;
  model: string;
  category: number;
  productionYear: number | null;
  purchaseDate: string | null;
  depotPlaceId: number | null;
  defaultPowerSupply: number | null;
  emissionClass: number | null;
  fuelType: number | null;
  timezone: string;
  automaticTimeZoneEnabled: boolean;
}

/** What decides which fields are locked. */
export interface LockSource {
  /** PascalCase names (spec: Name, SerialNumber, PinOrVin, Brand, Model). */
  readonlyFieldNames: readonly string[];
  integrationSource: string | null;
}

/** Text fields lose < and > (spec, section 5). */
export const stripAngles = (text: string): string => text.replace(/[<>]/g, '');

/** 'PinOrVin' → 'pinOrVin'. */
const camel = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

export const isAempSourced = (source: Pick<LockSource, 'integrationSource'>) => source.integrationSource?.toUpperCase() === 'AEMP';

/**
 * Fields the user may not change: the readonlyFieldNames, and on an AEMP-sourced machine every field
 * that holds a value (spec: "For AEMP-sourced machines, fields with a non-null value are not editable").
 */
export function lockedFields(source: LockSource, saved: AssetDetailsValues): Set<EditableField> {
  const locked = new Set<EditableField>();
  for (const name of source.readonlyFieldNames) {
    const field = camel(name);
    if ((EDITABLE_FIELDS as readonly string[]).includes(field)) locked.add(field as EditableField);
  }
  if (isAempSourced(source)) {
    for (const field of EDITABLE_FIELDS) if (saved[field] !== null && saved[field] !== '') locked.add(field);
  }
  return locked;
}

/** Default voltage: empty, 0, or 10-30 in steps of 0.1. */
export function voltageError(value: number | null): string | null {
  if (value === null) return null;
  if (!Number.isFinite(value)) return VOLTAGE_HELP;
  const tenths = value * 10;
  const onStep = Math.abs(tenths - Math.round(tenths)) < 1e-6;
  return (value === 0 || (value >= 10 && value <= 30)) && onStep ? null : VOLTAGE_HELP;
}

export function productionYearError(value: number | null): string | null {
  if (value === null) return null;
  return Number.isInteger(value) && value >= 0 && value <= 9999 ? null : PRODUCTION_YEAR_RULE;
}

/** A calendar date YYYY-MM-DD that exists. */
export function isCalendarDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  return d.getUTCFullYear() === +m[1] && d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3];
}

export type DetailsFieldErrors = Partial<Record<EditableField, string>>;

/** Messages per field for values the form holds (the server checks the same and more: ids exist). */
export function detailsFieldErrors(values: AssetDetailsValues): DetailsFieldErrors {
  const errors: DetailsFieldErrors = {};
  for (const field of REQUIRED_TEXT) if (!(values[field] ?? '').trim()) errors[field] = 'Is required';
  for (const field of TEXT_FIELDS) {
    const text = values[field];
    if (text !== null && text.length > TEXT_MAX_LENGTH[field]) errors[field] = `Must be at most ${TEXT_MAX_LENGTH[field]} characters`;
  }
  const voltage = voltageError(values.defaultPowerSupply);
  if (voltage) errors.defaultPowerSupply = voltage;
  const year = productionYearError(values.productionYear);
  if (year) errors.productionYear = year;
  if (values.purchaseDate !== null && !isCalendarDate(values.purchaseDate)) errors.purchaseDate = msg('Must be a date (YYYY-MM-DD)');
  if (!values.automaticTimeZoneEnabled && !values.timezone) errors.timezone = msg('Is required');
  return errors;
}

/** Text as sent: < and > removed, trimmed; an optional field left empty is null. */
export function cleanText(text: string | null, required: boolean): string | null {
  if (text === null) return required ? '' : null;
  const clean = stripAngles(text).trim();
  return clean === '' && !required ? null : clean;
}

/** The values as the PUT sends them. */
export function cleanValues(values: AssetDetailsValues): AssetDetailsValues {
  const out = { ...values };
  for (const field of TEXT_FIELDS) (out as Record<TextField, string | null>)[field] = cleanText(values[field], REQUIRED_TEXT.includes(field));
  return out;
}

/** The fields whose value differs between two forms. */
export function changedFields(a: AssetDetailsValues, b: AssetDetailsValues): EditableField[] {
  return EDITABLE_FIELDS.filter((f) => a[f] !== b[f]);
}
