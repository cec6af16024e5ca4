import { Type } from '@sinclair/typebox';
import { PROVIDERS } from '../../integrations/aemp/providers.ts';
import { MAX_FEED_CHARS } from '../../integrations/aemp/parse.ts';
import { AEMP_PAGE_SIZE } from '../../integrations/aemp/types.ts';
import { Id } from '../../http/bounds.ts';

export const IntegrationIdParams = Type.Object({ id: Id() }, { additionalProperties: false });

const providerId = Type.Unsafe<string>({
  type: 'string',
  enum: PROVIDERS.map((p) => p.id),
  description: 'A provider id from GET /web/v1/integrations/providers',
});

export const IntegrationSummary = Type.Object(
  {
    id: Type.Integer(),
    providerId: Type.String(),
    providerName: Type.String(),
    name: Type.String(),
    createdUtcTime: Type.String(),
    lastImportUtcTime: Type.Union([Type.String(), Type.Null()]),
    lastImportUserTimeFormatted: Type.Union([Type.String(), Type.Null()]),
    machineCount: Type.Integer({ description: 'Machines this integration imported' }),
  },
  { $id: 'IntegrationSummary' },
);

export const ImportSummarySchema = Type.Object(
  {
    total: Type.Integer({ description: 'Entries in the file' }),
    created: Type.Integer({ description: 'New machines' }),
    updated: Type.Integer({ description: 'Machines updated' }),
    skipped: Type.Array(Type.Object({ index: Type.Integer({ description: '1-based position in the file' }), equipment: Type.String(), reason: Type.String() })),
    at: Type.String(),
  },
  { $id: 'AempImportSummary' },
);

export const IntegrationDetail = Type.Object({
  ...IntegrationSummary.properties,
  lastImport: Type.Union([Type.Ref('AempImportSummary'), Type.Null()]),
});

export const ProviderList = Type.Array(
  Type.Object({
    id: Type.String(),
    name: Type.String(),
    standard: Type.String({ description: 'The data standard the provider speaks' }),
    brands: Type.Array(Type.String(), { description: 'Brands its portal covers; empty: any' }),
    integrations: Type.Array(Type.Ref('IntegrationSummary'), { description: "The company's connections to this provider" }),
  }),
);

export const PutIntegrationsBody = Type.Object(
  {
    integrations: Type.Array(
      Type.Object(
        {
          id: Type.Optional(Id({ description: 'An existing integration to rename; omit to add one' })),
          providerId,
          name: Type.String({ maxLength: 100, description: 'Shown in Siteline; < and > are removed' }),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 20 },
    ),
  },
  { additionalProperties: false },
);

export const ImportBody = Type.Object(
  {
    fileName: Type.String({ maxLength: 255 }),
    content: Type.String({ maxLength: MAX_FEED_CHARS, description: 'The feed file as text: ISO 15143-3 fleet snapshot, XML or JSON' }),
    defaultCategory: Type.Integer({ minimum: 1, maximum: 1000, description: 'Machine family for new machines whose model the catalogue does not know' }),
  },
  { additionalProperties: false },
);

export const DeletedIntegration = Type.Object({
  id: Type.Integer(),
  machinesReleased: Type.Integer({ description: 'Machines no longer fed by it (kept, editable again)' }),
});

/**
 * The ISO 15143-3 JSON fleet snapshot (decision 0033): the XML document's tree, attributes
 * (version, snapshotTime, datetime) as properties of the same name. Every reading is optional: a
 * machine lists only what Siteline has, each with its own datetime (YYYY-MM-DDThh:mm:ssZ).
 */
const dateTime = Type.String({ description: 'When this reading was taken, YYYY-MM-DDThh:mm:ssZ' });
const timed = (props: Record<string, ReturnType<typeof Type.Number | typeof Type.String | typeof Type.Boolean | typeof Type.Optional>>) =>
  Type.Optional(Type.Object({ datetime: dateTime, ...props }));
const fuel = timed({ FuelUnits: Type.String({ description: 'litre' }), FuelConsumed: Type.Number() });

export const AempFleetJson = Type.Object({
  version: Type.String(),
  snapshotTime: Type.Optional(Type.String({ description: 'When this page was made, YYYY-MM-DDThh:mm:ssZ' })),
  Links: Type.Array(Type.Object({ rel: Type.String({ description: 'self, first, prev, next or last' }), href: Type.String() }), { maxItems: 5 }),
  Equipment: Type.Array(
    Type.Object({
      EquipmentHeader: Type.Object({
        OEMName: Type.Optional(Type.String()),
        Model: Type.Optional(Type.String()),
        EquipmentID: Type.Optional(Type.String()),
        SerialNumber: Type.Optional(Type.String()),
        PIN: Type.Optional(Type.String()),
      }),
      Location: timed({
        Latitude: Type.Number(),
        Longitude: Type.Number(),
        // Only when a reading of the position's moment has one.
        Altitude: Type.Optional(Type.Number()),
        AltitudeUnits: Type.Optional(Type.String({ description: 'metre' })),
      }),
      CumulativeOperatingHours: timed({ Hour: Type.Number() }),
      FuelUsed: fuel,
      FuelUsedLast24: fuel,
      Distance: timed({ OdometerUnits: Type.String({ description: 'kilometre' }), Odometer: Type.Number() }),
      CumulativeIdleHours: timed({ Hour: Type.Number() }),
      FuelRemaining: timed({ Percent: Type.Number() }),
      DEFRemaining: timed({ Percent: Type.Number() }),
      EngineStatus: timed({ EngineNumber: Type.Optional(Type.String({ description: 'When the source named the engine' })), Running: Type.Boolean() }),
      CumulativeLoadCount: timed({ Count: Type.Number() }),
      CumulativePayloadTotals: timed({ PayloadUnits: Type.String({ description: 'tonne or kilogram' }), Payload: Type.Number() }),
    }),
    { maxItems: AEMP_PAGE_SIZE },
  ),
});

export const FleetPageParams = Type.Object(
  { pageNumber: Type.Integer({ minimum: 1, maximum: 100_000, description: 'The first page is 1' }) },
  { additionalProperties: false },
);
