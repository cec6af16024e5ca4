// The company's places as lists: the map's geofences (compact, simplified), the dropdown list, and
// the places grid through the shared grid engine.
import { sql, type SqlBool } from 'kysely';
import type { Db } from '../db/database.ts';
import { caseless, dialectOf } from '../db/dialect.ts';
import { nameOf, placeStatus, placeType, TagEntity } from '../domain/dictionaries.ts';
import { column, defineGrid, runGrid, type FleetGridRequestValue, type GridContext } from '../services/grid.ts';
import { tagsOf } from '../services/gridFormat.ts';
import { parseGeofence } from '../../../machines/placeEditor/geofence.ts';
import { encodePolyline, POLYLINE_PRECISION, simplifyRing } from './geometry.ts';
import { placeTimeFormattedOf, placeTypeName, statusSql } from './rows.ts';

/** About a pixel at street zoom: drawn rings pass unchanged, pasted surveys shrink. */
export const MAP_TOLERANCE_M = 1;

/**
 * Every place that is not archived, for the map: one encoded ring each. A stored geofence that cannot
 * be read is left out (and logged), never a failed map.
 */
export async function mapPlaces(db: Db, companyId: number, warn: (message: string) => void) {
  const rows = await db
    .selectFrom('places')
    .select(['id', 'name', 'place_type', 'geofence'])
    .where('company_id', '=', companyId)
    .where('archived_at', 'is', null)
    .orderBy('id')
    .execute();
  const items = [];
  for (const r of rows) {
    const ring = parseGeofence(r.geofence);
    if (!ring) {
      warn(`place ${r.id}: stored geofence is not a ring; left off the map`);
      continue;
    }
    items.push({ id: r.id, name: r.name, placeType: r.place_type, geometry: encodePolyline(simplifyRing(ring, MAP_TOLERANCE_M)) });
  }
  return { items, precision: POLYLINE_PRECISION };
}

/** The dropdown list: places that are not archived, by name. */
export async function placeList(db: Db, companyId: number, type: number | undefined) {
  let query = db.selectFrom('places').select(['id', 'name', 'place_type']).where('company_id', '=', companyId).where('archived_at', 'is', null);
  if (type !== undefined) query = query.where('place_type', '=', type);
  const rows = await query
    .orderBy(caseless(dialectOf(db), sql.ref('name')))
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, placeType: r.place_type, placeTypeFormatted: placeTypeName(r.place_type) }));
}

/** The places grid at the request's clock (status depends on it). */
export function placesGrid(nowIso: string) {
  const status = statusSql(nowIso);
  return defineGrid({
    from: sql`places p`,
    key: sql`p.id`,
    columns: {
      id: column.number(sql`p.id`),
      name: column.text(sql`p.name`),
      placeType: column.enumOf(sql`p.place_type`, placeType),
      placeTypeFormatted: column.enumOf(sql`p.place_type`, placeType),
      address: column.text(sql`p.address`),
      city: column.text(sql`p.city`),
      zip: column.text(sql`p.zip`),
      country: column.text(sql`p.country`),
      description: column.text(sql`p.description`),
      // Filter values are read in the user's zone (each place has its own; the grid has one).
      validFromPlaceTimeFormatted: column.dateTime(sql`p.valid_from`, { zone: 'user' }),
      validToPlaceTimeFormatted: column.dateTime(sql`p.valid_to`, { zone: 'user' }),
      validFromUtcTime: column.dateTime(sql`p.valid_from`),
      validToUtcTime: column.dateTime(sql`p.valid_to`),
      status: column.enumOf(status, placeStatus),
      statusFormatted: column.enumOf(status, placeStatus),
      machinesIn: column.number(sql`(select count(*) from place_stays s where s.place_id = p.id and s.exit_ts is null)`),
      timezoneName: column.text(sql`p.timezone_name`),
      tags: column.tags(TagEntity.Place, sql`p.id`),
      archived: column.boolean(sql`(case when p.archived_at is null then 0 else 1 end)`),
    },
    textSearchColumns: ['name', 'address', 'city', 'description'],
    defaultSort: [{ fieldName: 'name', sortOrder: 0 }],
  });
}

interface PlaceRaw {
  id: number;
  name: string;
  placeType: number;
  address: string | null;
  city: string | null;
  zip: string | null;
  country: string | null;
  description: string | null;
  validFrom: string | null;
  validTo: string | null;
  status: number;
  machinesIn: number;
  timezoneName: string;
  archivedAt: string | null;
}

/** One page of the places grid; archived places only with showArchivedAssets (the shared grid's toggle). */
export async function placesPage(db: Db, ctx: GridContext, body: FleetGridRequestValue, now: number) {
  const nowIso = new Date(now).toISOString();
  const scope = [sql<SqlBool>`p.company_id = ${ctx.companyId}`];
  if (!body.showArchivedAssets) scope.push(sql<SqlBool>`p.archived_at is null`);
  const { showArchivedAssets: _, ...request } = body;
  return runGrid(db, placesGrid(nowIso), request, {
    ctx,
    scope,
    select: sql`p.id, p.name, p.place_type as "placeType", p.address, p.city, p.zip, p.country, p.description,
      p.valid_from as "validFrom", p.valid_to as "validTo", ${statusSql(nowIso)} as status,
      (select count(*) from place_stays s where s.place_id = p.id and s.exit_ts is null) as "machinesIn",
      p.timezone_name as "timezoneName", p.archived_at as "archivedAt"`,
    keyField: 'id',
    rows: async (raw: PlaceRaw[]) => {
      const tags = await tagsOf(
        db,
        ctx,
        TagEntity.Place,
        raw.map((r) => r.id),
      );
      return raw.map((r) => ({
        id: r.id,
        name: r.name,
        placeType: r.placeType,
        placeTypeFormatted: placeTypeName(r.placeType),
        address: r.address,
        city: r.city,
        zip: r.zip,
        country: r.country,
        description: r.description,
        validFromPlaceTimeFormatted: placeTimeFormattedOf(r.validFrom, r.timezoneName),
        validToPlaceTimeFormatted: placeTimeFormattedOf(r.validTo, r.timezoneName),
        validFromUtcTime: r.validFrom,
        validToUtcTime: r.validTo,
        status: r.status,
        statusFormatted: nameOf(placeStatus, r.status) ?? 'Active',
        machinesIn: Number(r.machinesIn),
        timezoneName: r.timezoneName,
        tags: tags.get(r.id) ?? [],
        archived: r.archivedAt !== null,
      }));
    },
  });
}
