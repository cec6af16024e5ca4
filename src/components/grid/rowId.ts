import type { GridRow, RowKey } from '../../../machines/grid/grid.types.ts';

/** The fields a grid row's identity is read from, first present wins (spec, platform section 3). */
export const ROW_ID_FIELDS = ['id', 'deviceId', 'machineId', 'assetId', 'clientId', 'companyId'] as const;

/** The row's identity, or null when it has none of the id fields (null, undefined and '' count as absent). */
export function rowId(row: GridRow): RowKey | null {
  for (const field of ROW_ID_FIELDS) {
    const value = row[field];
    if (typeof value === 'number' && Number.isFinite(value)) return value;
    if (typeof value === 'string' && value !== '') return value;
  }
  return null;
}
