import { describe, expect, it } from 'vitest';
import { applyChange, EMPTY_VALUES, isDirty, serverFieldErrors, valuesOf } from '../../machines/assetDetails/assetDetails.form.ts';
import type { AssetDetails } from '../../machines/assetDetails/assetDetails.types.ts';

const details: AssetDetails = {
  id: 12,
  internalId: 'M-12',
  name: 'Excavator 12',
  registrationNumber: 'ABC123',
  pinOrVin: null,
  serialNumber: null,
  brand: 'Volvo',
  model: 'EC220E',
  category: 3,
  categoryFormatted: 'Excavator',
  productionYear: 2019,
  purchaseDateUtcTime: '2020-03-15T00:00:00Z',
  purchaseDateUserTimeFormatted: '2020-03-15',
  depotPlaceId: null,
  depotName: null,
  defaultPowerSupply: 24,
  emissionClass: null,
  emissionClassFormatted: null,
  fuelType: 1,
  fuelTypeFormatted: 'Diesel',
  timezone: 'Europe/Stockholm',
  automaticTimeZoneEnabled: false,
  positionLat: null,
  positionLong: null,
  positionUserTimeFormatted: null,
  locationPlaceId: null,
  locationName: null,
  tags: [
    { id: 2, name: 'Owned', style: 'blue' },
    { id: 1, name: 'Rental', style: 'red' },
  ],
  readonlyFieldNames: [],
  integrationSource: null,
  deviceInstalledAfterBatteryMainSwitch: false,
  archived: false,
};

describe('EMPTY_VALUES: a new form is empty, category 1, time zone not automatic', () => {
  it('values', () => {
    expect(EMPTY_VALUES).toEqual({
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
    });
  });
});

describe('applyChange: locked fields dropped, < and > removed from text fields as typed', () => {
  const values = valuesOf(details);

  it('strips text fields only; other string fields and null are taken as they are', () => {
    const next = applyChange(values, { name: '<Big> digger', registrationNumber: null, timezone: '<UTC>' }, []);
    expect(next).toEqual({ ...values, name: 'Big digger', registrationNumber: null, timezone: '<UTC>' });
  });

  it('ignores locked fields and fields the change does not carry', () => {
    expect(applyChange(values, { name: 'Other', brand: 'CAT' }, ['name'])).toEqual({ ...values, brand: 'CAT' });
  });
});

describe('isDirty: the form against the loaded machine', () => {
  const values = valuesOf(details);

  it('not dirty without a machine, or unchanged (tags in any order)', () => {
    expect(isDirty(undefined, { ...values, name: 'Other' }, [])).toBe(false);
    expect(isDirty(details, values, [1, 2])).toBe(false);
    expect(isDirty(details, values, [2, 1])).toBe(false);
  });

  it('text compares as saved: spaces around and blank-for-null do not count', () => {
    expect(isDirty(details, { ...values, name: ' Excavator 12 ', pinOrVin: '  ' }, [1, 2])).toBe(false);
    expect(isDirty(details, { ...values, name: 'Excavator 13' }, [1, 2])).toBe(true);
    expect(isDirty(details, { ...values, productionYear: 2020 }, [1, 2])).toBe(true);
  });

  it('a changed time zone counts only when it is not set automatically', () => {
    expect(isDirty(details, { ...values, timezone: 'UTC' }, [1, 2])).toBe(true);
    const automatic = { ...details, automaticTimeZoneEnabled: true };
    expect(isDirty(automatic, { ...valuesOf(automatic), timezone: 'UTC' }, [1, 2])).toBe(false);
  });

  it('different tags count', () => {
    expect(isDirty(details, values, [1, 3])).toBe(true);
    expect(isDirty(details, values, [1])).toBe(true);
    expect(isDirty(details, values, [1, 2, 3])).toBe(true);
  });
});

describe("serverFieldErrors: one message per form field, joined with ', '", () => {
  it("'tagIds.0' is 'tagIds'; the first key of a field wins", () => {
    expect(serverFieldErrors({ name: ['Too long', 'Taken'], 'tagIds.0': ['Unknown tag'], 'tagIds.1': ['Other'] })).toEqual({
      name: 'Too long, Taken',
      tagIds: 'Unknown tag',
    });
    expect(serverFieldErrors(undefined)).toEqual({});
  });
});
