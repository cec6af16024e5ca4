import { describe, expect, it } from 'vitest';
import {
  AEMP_LOCKED,
  changedFields,
  cleanText,
  cleanValues,
  detailsFieldErrors,
  isCalendarDate,
  lockedFields,
  productionYearError,
  REQUIRED_TEXT,
  TEXT_MAX_LENGTH,
  TIME_ZONE_AUTOMATIC,
  voltageError,
  type AssetDetailsValues,
} from '../../machines/assetDetails/assetDetails.rules.ts';

const VOLTAGE_HELP = 'Allowed values are 0 & range 10-30';
const YEAR_RULE = 'Must be a number, at least 0';

const excavator: AssetDetailsValues = {
  name: 'Excavator 12',
  registrationNumber: 'ABC123',
  pinOrVin: null,
  serialNumber: '',
  brand: 'Volvo',
  model: 'EC220E',
  category: 3,
  productionYear: 2019,
  purchaseDate: '2020-03-15',
  depotPlaceId: null,
  defaultPowerSupply: 24,
  emissionClass: null,
  fuelType: 1,
  timezone: 'Europe/Stockholm',
  automaticTimeZoneEnabled: false,
};

describe('texts from the spec', () => {
  it('AEMP lock and automatic time zone', () => {
    expect(AEMP_LOCKED).toBe('Imported from AEMP cannot be changed');
    expect(TIME_ZONE_AUTOMATIC).toBe('Time zone is set automatically');
  });

  it('text limits, and which text fields are required', () => {
    expect(TEXT_MAX_LENGTH).toEqual({ name: 100, registrationNumber: 20, pinOrVin: 30, serialNumber: 30, brand: 50, model: 50 });
    expect(REQUIRED_TEXT).toEqual(['name', 'brand', 'model']);
  });
});

describe('lockedFields', () => {
  const manual = { readonlyFieldNames: [] as string[], integrationSource: null };

  it('nothing is locked on a machine without readonly names and not from AEMP', () => {
    expect([...lockedFields(manual, excavator)]).toEqual([]);
    expect([...lockedFields({ ...manual, integrationSource: 'Trackunit' }, excavator)]).toEqual([]);
  });

  it('locks the readonlyFieldNames, read from PascalCase, ignoring names that are not editable fields', () => {
    const locked = lockedFields({ readonlyFieldNames: ['PinOrVin', 'Name', 'SerialNumber', 'Tags', 'Id'], integrationSource: null }, excavator);
    expect([...locked].sort()).toEqual(['name', 'pinOrVin', 'serialNumber']);
  });

  it('on an AEMP-sourced machine (any case) locks every field that holds a value, not null or empty text', () => {
    const locked = lockedFields({ readonlyFieldNames: [], integrationSource: 'aemp' }, excavator);
    expect([...locked].sort()).toEqual([
      'automaticTimeZoneEnabled',
      'brand',
      'category',
      'defaultPowerSupply',
      'fuelType',
      'model',
      'name',
      'productionYear',
      'purchaseDate',
      'registrationNumber',
      'timezone',
    ]);
  });
});

describe('voltageError: empty, 0, or 10-30 in steps of 0.1', () => {
  it.each([null, 0, 10, 10.1, 12, 24, 29.9, 30])('%s is allowed', (v) => {
    expect(voltageError(v)).toBeNull();
  });

  it.each([0.1, -10, 5, 9.9, 10.05, 24.01, 30.1, 31, Number.NaN, Number.POSITIVE_INFINITY])('%s is refused with the help text', (v) => {
    expect(voltageError(v)).toBe(VOLTAGE_HELP);
  });
});

describe('productionYearError: empty or a whole number 0-9999', () => {
  it.each([null, 0, 2019, 9999])('%s is allowed', (v) => {
    expect(productionYearError(v)).toBeNull();
  });

  it.each([-1, 10000, 2019.5])('%s is refused', (v) => {
    expect(productionYearError(v)).toBe(YEAR_RULE);
  });
});

describe('isCalendarDate: YYYY-MM-DD that exists', () => {
  it.each(['2024-02-29', '2023-12-31', '2024-01-01'])('%s is a date', (text) => {
    expect(isCalendarDate(text)).toBe(true);
  });

  it.each([
    ['not a date', 'abc'],
    ['text before', 'x2024-01-01'],
    ['text after', '2024-01-01x'],
    ['a time after', '2024-01-01T00:00'],
    ['no leap day', '2023-02-29'],
    ['day 30 in February', '2024-02-30'],
    ['month 13', '2024-13-01'],
    ['month 00', '2024-00-10'],
    ['day 00', '2024-03-00'],
    // Date.UTC reads the years 0-99 as 1900-1999: such years are refused.
    ['a two-digit year', '0050-01-01'],
  ])('%s (%s) is not', (_, text) => {
    expect(isCalendarDate(text)).toBe(false);
  });
});

describe('detailsFieldErrors', () => {
  it('no errors for valid values', () => {
    expect(detailsFieldErrors(excavator)).toEqual({});
  });

  it('name, brand and model are required (blank counts as empty)', () => {
    expect(detailsFieldErrors({ ...excavator, name: '  ', brand: '', model: null as unknown as string })).toEqual({
      name: 'Is required',
      brand: 'Is required',
      model: 'Is required',
    });
  });

  it.each([
    ['name', 100],
    ['registrationNumber', 20],
    ['pinOrVin', 30],
    ['serialNumber', 30],
    ['brand', 50],
    ['model', 50],
  ] as const)('%s: at most %i characters', (field, max) => {
    expect(detailsFieldErrors({ ...excavator, [field]: 'x'.repeat(max) })).toEqual({});
    expect(detailsFieldErrors({ ...excavator, [field]: 'x'.repeat(max + 1) })).toEqual({ [field]: `Must be at most ${max} characters` });
  });

  it('voltage and production year use their rules', () => {
    expect(detailsFieldErrors({ ...excavator, defaultPowerSupply: 5, productionYear: -1 })).toEqual({
      defaultPowerSupply: VOLTAGE_HELP,
      productionYear: YEAR_RULE,
    });
  });

  it('purchase date: empty or a calendar date', () => {
    expect(detailsFieldErrors({ ...excavator, purchaseDate: null })).toEqual({});
    expect(detailsFieldErrors({ ...excavator, purchaseDate: '2024-02-30' })).toEqual({ purchaseDate: 'Must be a date (YYYY-MM-DD)' });
  });

  it('time zone: required unless set automatically', () => {
    expect(detailsFieldErrors({ ...excavator, timezone: '' })).toEqual({ timezone: 'Is required' });
    expect(detailsFieldErrors({ ...excavator, timezone: '', automaticTimeZoneEnabled: true })).toEqual({});
  });
});

describe('cleanText: < and > removed, trimmed; an optional field left empty is null', () => {
  it.each([
    [null, true, ''],
    [null, false, null],
    ['  ', true, ''],
    [' <> ', false, null],
    [' <Excavator> 12 ', true, 'Excavator 12'],
    [' ABC ', false, 'ABC'],
  ])('%j, required %s → %j', (text, required, out) => {
    expect(cleanText(text, required)).toBe(out);
  });

  it('cleanValues cleans the text fields, required ones to empty text, optional ones to null', () => {
    expect(cleanValues({ ...excavator, name: ' <N> ', registrationNumber: ' ', pinOrVin: ' P1 ', serialNumber: null, brand: ' ', model: ' M ' })).toEqual({
      ...excavator,
      name: 'N',
      registrationNumber: null,
      pinOrVin: 'P1',
      serialNumber: null,
      brand: '',
      model: 'M',
    });
  });
});

describe('changedFields: the fields whose value differs', () => {
  it('none for equal forms; the differing ones otherwise, in field order', () => {
    expect(changedFields(excavator, { ...excavator })).toEqual([]);
    expect(changedFields(excavator, { ...excavator, timezone: 'UTC', name: 'Excavator 13' })).toEqual(['name', 'timezone']);
  });
});
