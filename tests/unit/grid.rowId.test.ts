import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROW_ID_FIELDS, rowId } from '../../src/components/grid/rowId.ts';

describe('grid row identity', () => {
  it('takes the first present of id, deviceId, machineId, assetId, clientId, companyId', () => {
    expect(rowId({ id: 7, assetId: 9 })).toBe(7);
    expect(rowId({ deviceId: 'dev-3', machineId: 4 })).toBe('dev-3');
    expect(rowId({ companyId: 12, clientId: 'c-1' })).toBe('c-1');
    expect(rowId({ assetId: 0 })).toBe(0);
    expect(rowId({ companyId: 5 })).toBe(5);
  });

  it('skips absent, null and empty values and has none without any id field', () => {
    expect(rowId({ id: null, deviceId: '', machineId: undefined, assetId: 42 })).toBe(42);
    expect(rowId({ name: 'Excavator' })).toBeNull();
    expect(rowId({ id: Number.NaN })).toBeNull();
  });

  it('always answers the first field that holds a usable value', () => {
    const value = fc.oneof(fc.constant(undefined), fc.constant(null), fc.constant(''), fc.integer(), fc.string({ minLength: 1 }));
    const row = fc.record(Object.fromEntries(ROW_ID_FIELDS.map((f) => [f, value])) as Record<(typeof ROW_ID_FIELDS)[number], typeof value>);
    fc.assert(
      fc.property(row, (r) => {
        const first = ROW_ID_FIELDS.map((f) => r[f]).find((v) => v !== undefined && v !== null && v !== '');
        expect(rowId(r)).toBe(first ?? null);
      }),
    );
  });
});
