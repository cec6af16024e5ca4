// "Which machines were ever near this area": the asset_cells index (migration 040) read as one
// range per cell row of a bounding box. Same arithmetic as the migration's trigger.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Box } from '../../../machines/placeEditor/geofence.ts';

const ROW_PER_DEGREE = 100;
const COLUMN_PER_DEGREE = 50;
const ROW_WIDTH = 20000;

const row = (lat: number) => Math.trunc((lat + 90) * ROW_PER_DEGREE);
const column = (lng: number) => Math.trunc((lng + 180) * COLUMN_PER_DEGREE);
export const cellOf = (lat: number, lng: number) => row(lat) * ROW_WIDTH + column(lng);

/** Cell ranges [from, to] covering a box: one per row of cells. */
export function cellRanges(box: Box): [number, number][] {
  const ranges: [number, number][] = [];
  const c0 = column(box.minLng);
  const c1 = column(box.maxLng);
  for (let r = row(box.minLat); r <= row(box.maxLat); r++) ranges.push([r * ROW_WIDTH + c0, r * ROW_WIDTH + c1]);
  return ranges;
}

/** Rows of cells per statement: a country-sized region is a few hundred rows. */
const RANGES_PER_QUERY = 200;

/**
 * The company's machines that reported from inside any of the boxes at least once (by cell, so a
 * little more than the boxes), plus machines whose last known position lies in a box (machines
 * without stored telemetry, e.g. positions imported without history). Sorted by id.
 */
export async function assetsNear(db: Db, companyId: number, boxes: readonly Box[]): Promise<number[]> {
  const ids = new Set<number>();
  for (const box of boxes) {
    const ranges = cellRanges(box);
    for (let i = 0; i < ranges.length; i += RANGES_PER_QUERY) {
      const chunk = ranges.slice(i, i + RANGES_PER_QUERY);
      const rows = await sql<{ asset_id: number }>`
        select distinct c.asset_id from asset_cells c join assets a on a.id = c.asset_id
        where a.company_id = ${companyId} and (${sql.join(
          chunk.map(([from, to]) => sql`c.cell between ${from} and ${to}`),
          sql` or `,
        )})`.execute(db);
      for (const r of rows.rows) ids.add(r.asset_id);
    }
    const last = await db
      .selectFrom('asset_positions')
      .select('asset_id')
      .where('company_id', '=', companyId)
      .where('lat', '>=', box.minLat)
      .where('lat', '<=', box.maxLat)
      .where('lng', '>=', box.minLng)
      .where('lng', '<=', box.maxLng)
      .execute();
    for (const r of last) ids.add(r.asset_id);
  }
  return [...ids].sort((a, b) => a - b);
}
