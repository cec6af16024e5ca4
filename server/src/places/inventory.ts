// Place inventory, derived from the entry/exit history (place_stays): who is inside now, and the
// stays of a time range as a grid (page 20 on the place details), through the shared grid engine.
import { sql, type SqlBool } from 'kysely';
import type { Db } from '../db/database.ts';
import { dialectOf, isoFromEpochMs, type Dialect } from '../db/dialect.ts';
import type { Place as PlaceRow } from '../db/schema.ts';
import { column, defineGrid, runGrid, type GridRequestValue } from '../services/grid.ts';
import { tagsOf } from '../services/gridFormat.ts';
import { resolveRange } from '../telemetry/read.ts';
import { DAY_MS } from '../telemetry/time.ts';
import { hasPendingJobs } from './rows.ts';
import { stayTimes } from './stayTimes.ts';
import { TagEntity } from '../domain/dictionaries.ts';

/** Inventory and insights look 30 days back unless asked otherwise. */
export const DEFAULT_RANGE_MS = 30 * DAY_MS;

export async function inventoryOverview(db: Db, place: PlaceRow) {
  const inside = await db
    .selectFrom('place_stays as s')
    .innerJoin('assets as a', 'a.id', 's.asset_id')
    .select((eb) => [
      eb.fn.count<number>('s.asset_id').distinct().as('total'),
      eb.fn
        .count<number>(sql`case when a.depot_place_id = ${place.id} then s.asset_id end`)
        .distinct()
        .as('home'),
    ])
    .where('s.place_id', '=', place.id)
    .where('s.company_id', '=', place.company_id)
    .where('s.exit_ts', 'is', null)
    .executeTakeFirstOrThrow();
  const isDepot = place.place_type === 0;
  const depotMachines = isDepot
    ? await db
        .selectFrom('assets')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('company_id', '=', place.company_id)
        .where('depot_place_id', '=', place.id)
        .where('archived_at', 'is', null)
        .executeTakeFirstOrThrow()
    : null;
  return {
    placeId: place.id,
    placeType: place.place_type,
    totalMachinesIn: Number(inside.total),
    depotMachinesIn: isDepot ? Number(inside.home) : null,
    totalDepotMachines: depotMachines ? Number(depotMachines.n) : null,
    inventoryUpToDate: !(await hasPendingJobs(db, place.id)),
  };
}

/** The stays grid; `now` ends the durations of machines still inside. */
function inventoryGrid(dialect: Dialect, placeId: number, now: number) {
  // Date-time filters compare ISO text; the times sort by the stored milliseconds.
  const time = (ms: string, zone: 'utc' | 'user') => ({ ...column.dateTime(isoFromEpochMs(dialect, sql.ref(ms)), { zone }), sort: sql.ref(ms) });
  return defineGrid({
    from: sql`place_stays s join assets a on a.id = s.asset_id`,
    key: sql`s.id`,
    columns: {
      internalId: column.text(sql`a.internal_id`),
      assetDescription: column.text(sql`a.name`),
      brand: column.text(sql`a.brand`),
      model: column.text(sql`a.model`),
      // Times filter as the place's clock reads them (the grid context carries the place's zone).
      entryPlaceTimeFormatted: time('s.entry_ts', 'user'),
      exitPlaceTimeFormatted: time('s.exit_ts', 'user'),
      utcTime: time('s.entry_ts', 'utc'),
      durationSeconds: column.number(sql`((coalesce(s.exit_ts, ${now}) - s.entry_ts) / 1000)`),
      // The formatted text sorts by the seconds it shows.
      durationFormatted: column.number(sql`((coalesce(s.exit_ts, ${now}) - s.entry_ts) / 1000)`, { filters: [] }),
      // Booleans as 0/1 (what the grid's eq compares with on both databases).
      partOfThePlace: column.boolean(sql`(case when a.depot_place_id = ${placeId} then 1 else 0 end)`),
      isActive: column.boolean(sql`(case when s.exit_ts is null then 1 else 0 end)`),
      tags: column.tags(TagEntity.Asset, sql`a.id`),
    },
    textSearchColumns: ['internalId', 'assetDescription'],
    defaultSort: [{ fieldName: 'entryPlaceTimeFormatted', sortOrder: 1 }],
  });
}

interface StayRaw {
  id: number;
  assetId: number;
  internalId: string;
  assetDescription: string;
  brand: string;
  model: string;
  entryTs: number;
  exitTs: number | null;
  depotPlaceId: number | null;
}

export async function inventoryPage(db: Db, place: PlaceRow, body: GridRequestValue & { fromPlaceTime?: string; toPlaceTime?: string }, now: number) {
  const tz = place.timezone_name;
  const range = resolveRange({ from: 'fromPlaceTime', to: 'toPlaceTime' }, { from: body.fromPlaceTime, to: body.toPlaceTime }, tz, DEFAULT_RANGE_MS, now);
  const { fromPlaceTime: _f, toPlaceTime: _t, ...grid } = body;
  const ctx = { companyId: place.company_id, timeZone: tz };
  const scope = [
    sql<SqlBool>`s.place_id = ${place.id}`,
    sql<SqlBool>`s.company_id = ${place.company_id}`,
    sql<SqlBool>`s.entry_ts <= ${range.to}`,
    sql<SqlBool>`(s.exit_ts is null or s.exit_ts >= ${range.from})`,
  ];
  return runGrid(
    db,
    inventoryGrid(dialectOf(db), place.id, now),
    { limit: 20, ...grid },
    {
      ctx,
      scope,
      select: sql`s.id, s.asset_id as "assetId", a.internal_id as "internalId", a.name as "assetDescription", a.brand, a.model,
      s.entry_ts as "entryTs", s.exit_ts as "exitTs", a.depot_place_id as "depotPlaceId"`,
      keyField: 'id',
      rows: async (raw: StayRaw[]) => {
        const tags = await tagsOf(
          db,
          ctx,
          TagEntity.Asset,
          raw.map((r) => r.assetId),
        );
        return raw.map((r) => {
          const entry = Number(r.entryTs);
          const exit = r.exitTs === null ? null : Number(r.exitTs);
          const seconds = Math.max(0, Math.round(((exit ?? now) - entry) / 1000));
          return {
            id: r.id,
            assetId: r.assetId,
            internalId: r.internalId,
            assetDescription: r.assetDescription,
            brand: r.brand,
            model: r.model,
            ...stayTimes(entry, exit, seconds, tz),
            partOfThePlace: place.place_type === 0 && r.depotPlaceId === place.id,
            isActive: exit === null,
            utcTime: new Date(entry).toISOString(),
            tags: tags.get(r.assetId) ?? [],
          };
        });
      },
    },
  );
}
