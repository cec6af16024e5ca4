// The fleet grid (spec: POST /web/v1/assets/assets): the caller's company's machines, archived ones
// only when asked. Text search and contains filters on the identifying texts go through the
// asset_search trigram index; sorts on internal id, name, brand and position time read their
// (company_id, column) index (migration 003).
import { Type } from '@sinclair/typebox';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { AppContext } from '../../app.ts';
import type { Db } from '../../db/database.ts';
import type { TypedApp } from '../../http/types.ts';
import { envelopeResponses, ok } from '../../http/envelope.ts';
import { emissionClass, machineFamily, nameOf, TagEntity, telematicStatus, vehicleFuelType } from '../../domain/dictionaries.ts';
import {
  column,
  companyAssetsScope,
  containsSql,
  defineGrid,
  runGrid,
  type CustomContains,
  type FleetGridRequestValue,
  type GridContext,
} from '../../services/grid.ts';
import { assetSearch } from '../../services/gridSearch.ts';
import { gridContext, tagsOf, userTime } from '../../services/gridFormat.ts';
import { FleetAsset, FleetGrid } from './fleet.schemas.ts';
import { machineStatesWith, STATES } from '../../analytics/fleetNow.ts';
import { gridExportRoute } from '../common/gridExport.ts';

const ASSET_SEARCH = assetSearch(sql`a.id`, sql`a.search_text`);

/** The analytics' "Fleet now" states (working, idling, off, silent, untracked) by their index. */
const MACHINE_STATE_OPTIONS = STATES.map((name, id) => ({ id, name }));
const indexed = (ftsColumn: string) => ({ search: { index: ASSET_SEARCH, column: ftsColumn } });

/** Rows whose place (depot or location) name contains the needle: the company's few places are looked up first. */
const placeNameContains = (placeId: RawBuilder<unknown>, joins: string[] = []): CustomContains => ({
  where: (needle: string, ctx: GridContext) =>
    sql<SqlBool>`${placeId} in (select pl.id from places pl where pl.company_id = ${ctx.companyId} and ${containsSql(sql`pl.name`, needle, ctx.dialect)})`,
  joins,
});

export const FLEET = defineGrid({
  from: sql`assets a`,
  joins: {
    position: sql`left join asset_positions p on p.asset_id = a.id`,
    depot: sql`left join places dp on dp.id = a.depot_place_id`,
    location: sql`left join places lp on lp.id = p.location_place_id`,
  },
  key: sql`a.id`,
  columns: {
    id: column.number(sql`a.id`),
    internalId: column.text(sql`a.internal_id`, indexed('internal_id')),
    name: column.text(sql`a.name`, indexed('name')),
    brand: column.text(sql`a.brand`, indexed('brand')),
    model: column.text(sql`a.model`, indexed('model')),
    category: column.enumOf(sql`a.category`, machineFamily),
    categoryFormatted: column.enumOf(sql`a.category`, machineFamily),
    registrationNumber: column.text(sql`a.registration_number`, indexed('registration_number')),
    serialNumber: column.text(sql`a.serial_number`, indexed('serial_number')),
    pinOrVin: column.text(sql`a.pin_or_vin`, indexed('pin_or_vin')),
    depotPlaceId: column.number(sql`a.depot_place_id`, { filters: ['eq'] }),
    depotName: column.text(sql`dp.name`, { joins: ['depot'], contains: placeNameContains(sql`a.depot_place_id`) }),
    locationPlaceId: column.number(sql`p.location_place_id`, { filters: ['eq'], joins: ['position'] }),
    locationName: column.text(sql`lp.name`, { joins: ['position', 'location'], contains: placeNameContains(sql`p.location_place_id`, ['position']) }),
    positionUtcTime: column.dateTime(sql`a.position_time`, { zone: 'utc' }),
    positionUserTimeFormatted: column.dateTime(sql`a.position_time`, { zone: 'user' }),
    engineHours: column.number(sql`a.engine_hours`),
    tags: column.tags(TagEntity.Asset, sql`a.id`),
    telematicStatus: column.enumOf(sql`a.telematic_status`, telematicStatus),
    telematicStatusFormatted: column.enumOf(sql`a.telematic_status`, telematicStatus),
    productionYear: column.number(sql`a.production_year`),
    emissionClass: column.enumOf(sql`a.emission_class`, emissionClass),
    emissionClassFormatted: column.enumOf(sql`a.emission_class`, emissionClass),
    fuelType: column.enumOf(sql`a.fuel_type`, vehicleFuelType),
    fuelTypeFormatted: column.enumOf(sql`a.fuel_type`, vehicleFuelType),
    archived: column.boolean(sql`(case when a.archived_at is null then 0 else 1 end)`),
    // Filter only (no column shows it): the machines a "Fleet now" count on /analytics counted, by
    // the same query at the time of the request (analytics/fleetNow.ts).
    machineState: column.enumOf(sql`null`, MACHINE_STATE_OPTIONS, {
      filters: ['enum'],
      sortable: false,
      where: (ids, ctx) =>
        sql<SqlBool>`a.id in (${machineStatesWith(ctx.dialect ?? 'sqlite', ctx.companyId, Date.now())} select m.id from m where m.state in (${sql.join(ids)}))`,
    }),
  },
  textSearchColumns: ['internalId', 'name', 'brand', 'model', 'registrationNumber', 'serialNumber', 'pinOrVin'],
  defaultSort: [{ fieldName: 'internalId', sortOrder: 0 }],
});

interface FleetRaw {
  id: number;
  internalId: string;
  name: string;
  brand: string;
  model: string;
  category: number;
  registrationNumber: string | null;
  serialNumber: string | null;
  pinOrVin: string | null;
  depotPlaceId: number | null;
  depotName: string | null;
  locationPlaceId: number | null;
  locationName: string | null;
  positionUtcTime: string | null;
  engineHours: number;
  telematicStatus: number;
  productionYear: number | null;
  emissionClass: number | null;
  fuelType: number | null;
  archivedAt: string | null;
}

const SELECT = sql`a.id, a.internal_id as "internalId", a.name, a.brand, a.model, a.category,
  a.registration_number as "registrationNumber", a.serial_number as "serialNumber", a.pin_or_vin as "pinOrVin",
  a.depot_place_id as "depotPlaceId", dp.name as "depotName", p.location_place_id as "locationPlaceId", lp.name as "locationName",
  a.position_time as "positionUtcTime", a.engine_hours as "engineHours", a.telematic_status as "telematicStatus",
  a.production_year as "productionYear", a.emission_class as "emissionClass", a.fuel_type as "fuelType", a.archived_at as "archivedAt"`;

/** One page of the fleet grid for the caller (`ctx`): the route's work, callable from tests and the bench. */
export async function fleetPage(db: Db, ctx: GridContext, body: FleetGridRequestValue) {
  return runGrid(db, FLEET, body, {
    ctx,
    scope: companyAssetsScope(ctx, body),
    select: SELECT,
    keyField: 'id',
    rows: async (raw: FleetRaw[]) => {
      const tags = await tagsOf(
        db,
        ctx,
        TagEntity.Asset,
        raw.map((r) => r.id),
      );
      return raw.map((r) => ({
        id: r.id,
        internalId: r.internalId,
        name: r.name,
        brand: r.brand,
        model: r.model,
        category: r.category,
        categoryFormatted: nameOf(machineFamily, r.category),
        registrationNumber: r.registrationNumber,
        serialNumber: r.serialNumber,
        pinOrVin: r.pinOrVin,
        depotPlaceId: r.depotPlaceId,
        depotName: r.depotName,
        locationPlaceId: r.locationPlaceId,
        locationName: r.locationName,
        positionUtcTime: r.positionUtcTime,
        positionUserTimeFormatted: userTime(r.positionUtcTime, ctx.timeZone),
        engineHours: r.engineHours,
        tags: tags.get(r.id) ?? [],
        telematicStatus: r.telematicStatus,
        telematicStatusFormatted: nameOf(telematicStatus, r.telematicStatus) ?? 'Unknown',
        productionYear: r.productionYear,
        emissionClass: r.emissionClass,
        emissionClassFormatted: nameOf(emissionClass, r.emissionClass),
        fuelType: r.fuelType,
        fuelTypeFormatted: nameOf(vehicleFuelType, r.fuelType),
        archived: r.archivedAt !== null,
      }));
    },
  });
}

export async function fleetRoutes(app: TypedApp, { db, heavy }: AppContext) {
  app.addSchema(FleetAsset);

  app.post(
    '/web/v1/assets/assets',
    {
      schema: {
        operationId: 'fleetAssets',
        tags: ['Assets'],
        summary: "The fleet grid: the caller's company's machines (archived ones with showArchivedAssets), filtered, searched, sorted, one page",
        body: Type.Ref('FleetGridRequest'),
        response: envelopeResponses(FleetGrid),
      },
    },
    async (request) => ok(await fleetPage(db, gridContext(request.auth), request.body as FleetGridRequestValue)),
  );

  gridExportRoute(
    app,
    { heavy },
    {
      url: '/web/v1/assets/assets',
      operationId: 'exportFleetAssets',
      what: 'The fleet grid',
      requestSchema: 'FleetGridRequest',
      grid: FLEET,
      stem: 'fleet',
      sheet: 'Fleet',
      page: (ctx, body: FleetGridRequestValue) => fleetPage(db, ctx, body),
    },
  );
}
