// The trigram search indexes of migration 003, as grids declare them: which FTS5 table, its
// columns, and which expression of the grid's query holds the indexed row's id.
import type { RawBuilder } from 'kysely';
import type { SearchIndex } from './grid.ts';

/** asset_search: one row per machine (rowid = assets.id). */
export const ASSET_SEARCH_COLUMNS = ['internal_id', 'name', 'brand', 'model', 'registration_number', 'serial_number', 'pin_or_vin'] as const;
/** device_search: one row per device (rowid = devices.id). */
export const DEVICE_SEARCH_COLUMNS = ['serial_number', 'imei', 'telematic_type', 'hardware_unit'] as const;

/**
 * `folded`: the grid's expression of assets.search_text (PostgreSQL, migration 090), e.g. sql`a.search_text`;
 * without it each column is searched on its own.
 */
export const assetSearch = (assetId: RawBuilder<unknown>, folded?: RawBuilder<unknown>): SearchIndex => ({
  table: 'asset_search',
  columns: ASSET_SEARCH_COLUMNS,
  rowid: assetId,
  folded,
});
export const deviceSearch = (deviceId: RawBuilder<unknown>): SearchIndex => ({ table: 'device_search', columns: DEVICE_SEARCH_COLUMNS, rowid: deviceId });
