// The telematics grid (spec: POST /web/v1/telematics): one row per device of the caller's company,
// with the machine it is installed on. Device texts are searched through device_search, the
// machine's through asset_search (keyed by d.asset_id), both trigram indexes (migration 003).
import { Type } from '@sinclair/typebox';
import { sql, type SqlBool } from 'kysely';
import type { AppContext } from '../../app.ts';
import type { Db } from '../../db/database.ts';
import type { TypedApp } from '../../http/types.ts';
import { envelopeResponses, ok } from '../../http/envelope.ts';
import { nameOf, telematicStatus } from '../../domain/dictionaries.ts';
import { column, defineGrid, runGrid, type GridContext, type GridRequestValue } from '../../services/grid.ts';
import { assetSearch, deviceSearch } from '../../services/gridSearch.ts';
import { gridContext, userTime } from '../../services/gridFormat.ts';
import { TelematicsDevice, TelematicsGrid } from './telematics.schemas.ts';
import { gridExportRoute } from '../common/gridExport.ts';

const DEVICE_SEARCH = deviceSearch(sql`d.id`);
const ASSET_SEARCH = assetSearch(sql`d.asset_id`);

export const GNSS_QUALITY = [
  { id: 0, name: 'Weak' },
  { id: 1, name: 'OK' },
  { id: 2, name: 'Good' },
];

/** Display names of the unit types we know; any other type shows as stored. */
const TELEMATIC_TYPE_NAMES: Record<string, string> = {
  TU600: 'Siteline TU600',
  TU501: 'Siteline TU501',
  AEMP: 'AEMP (manufacturer portal)',
};

const asset = { joins: ['asset'] } as const;

export const TELEMATICS = defineGrid({
  from: sql`devices d`,
  joins: { asset: sql`left join assets a on a.id = d.asset_id` },
  key: sql`d.id`,
  columns: {
    deviceId: column.number(sql`d.id`),
    assetId: column.number(sql`d.asset_id`, { filters: ['eq'] }),
    assetName: column.text(sql`a.name`, { ...asset, search: { index: ASSET_SEARCH, column: 'name' } }),
    internalId: column.text(sql`a.internal_id`, { ...asset, search: { index: ASSET_SEARCH, column: 'internal_id' } }),
    deviceSerialNumber: column.text(sql`d.serial_number`, { search: { index: DEVICE_SEARCH, column: 'serial_number' } }),
    deviceImei: column.text(sql`d.imei`, { search: { index: DEVICE_SEARCH, column: 'imei' } }),
    telematicType: column.text(sql`d.telematic_type`, { search: { index: DEVICE_SEARCH, column: 'telematic_type' } }),
    telematicTypeFormatted: column.text(sql`d.telematic_type`, { search: { index: DEVICE_SEARCH, column: 'telematic_type' } }),
    integrationSource: column.text(sql`d.integration_source`),
    status: column.enumOf(sql`d.status`, telematicStatus),
    statusFormatted: column.enumOf(sql`d.status`, telematicStatus),
    batteryLevel: column.number(sql`d.battery_level`),
    gnssQuality: column.enumOf(sql`d.gnss_quality`, GNSS_QUALITY),
    gnssQualityFormatted: column.enumOf(sql`d.gnss_quality`, GNSS_QUALITY),
    latestCommunicationUtcTime: column.dateTime(sql`d.last_communication_at`, { zone: 'utc' }),
    latestCommunicationUserTimeFormatted: column.dateTime(sql`d.last_communication_at`, { zone: 'user' }),
    clockFaults: column.number(sql`d.clock_faults`),
    brand: column.text(sql`a.brand`, { ...asset, search: { index: ASSET_SEARCH, column: 'brand' } }),
    model: column.text(sql`a.model`, { ...asset, search: { index: ASSET_SEARCH, column: 'model' } }),
    vin: column.text(sql`a.pin_or_vin`, { ...asset, search: { index: ASSET_SEARCH, column: 'pin_or_vin' } }),
  },
  textSearchColumns: ['deviceSerialNumber', 'deviceImei', 'telematicType', 'assetName', 'internalId', 'vin'],
});

interface DeviceRaw {
  deviceId: number;
  assetId: number | null;
  assetName: string | null;
  internalId: string | null;
  deviceSerialNumber: string;
  deviceImei: string | null;
  telematicType: string;
  integrationSource: string;
  status: number;
  batteryLevel: number | null;
  gnssQuality: number | null;
  latestCommunicationUtcTime: string | null;
  clockFaults: number;
  brand: string | null;
  model: string | null;
  vin: string | null;
}

const SELECT = sql`d.id as "deviceId", d.asset_id as "assetId", a.name as "assetName", a.internal_id as "internalId",
  d.serial_number as "deviceSerialNumber", d.imei as "deviceImei", d.telematic_type as "telematicType", d.integration_source as "integrationSource",
  d.status, d.battery_level as "batteryLevel", d.gnss_quality as "gnssQuality", d.last_communication_at as "latestCommunicationUtcTime",
  d.clock_faults as "clockFaults", a.brand, a.model, a.pin_or_vin as vin`;

/** One page of the telematics grid for the caller (`ctx`). */
function telematicsPage(db: Db, ctx: GridContext, body: GridRequestValue) {
  return runGrid(db, TELEMATICS, body, {
    ctx,
    scope: [sql<SqlBool>`d.company_id = ${ctx.companyId}`],
    select: SELECT,
    keyField: 'deviceId',
    rows: (raw: DeviceRaw[]) =>
      raw.map((r) => ({
        ...r,
        telematicTypeFormatted: TELEMATIC_TYPE_NAMES[r.telematicType] ?? r.telematicType,
        statusFormatted: nameOf(telematicStatus, r.status) ?? 'Unknown',
        gnssQualityFormatted: nameOf(GNSS_QUALITY, r.gnssQuality),
        latestCommunicationUserTimeFormatted: userTime(r.latestCommunicationUtcTime, ctx.timeZone),
      })),
  });
}

export async function telematicsRoutes(app: TypedApp, { db, heavy }: AppContext) {
  app.addSchema(TelematicsDevice);

  app.post(
    '/web/v1/telematics',
    {
      schema: {
        operationId: 'telematicsDevices',
        tags: ['Telematics'],
        summary: "The telematics grid: every device of the caller's company with the machine it is on, filtered, searched, sorted, one page",
        body: Type.Ref('GridRequest'),
        response: envelopeResponses(TelematicsGrid),
      },
    },
    async (request) => ok(await telematicsPage(db, gridContext(request.auth), request.body as GridRequestValue)),
  );

  gridExportRoute(
    app,
    { heavy },
    {
      url: '/web/v1/telematics',
      operationId: 'exportTelematicsDevices',
      what: 'The telematics grid',
      requestSchema: 'GridRequest',
      grid: TELEMATICS,
      stem: 'telematics',
      sheet: 'Telematics',
      page: (ctx, body: GridRequestValue) => telematicsPage(db, ctx, body),
    },
  );
}
