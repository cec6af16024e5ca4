// Shapes of the integration API (what a customer's ERP or rental system reads). Lists page with a
// keyset cursor (`after` = the last id of the previous page) so a client walking a big fleet never
// skips or repeats a machine while the fleet changes.
import { Type } from '@sinclair/typebox';
import { nullable } from '../../http/nullable.ts';
import { Count, Id } from '../../http/bounds.ts';

export const MAX_PAGE = 1000;
export const DEFAULT_PAGE = 100;

const day = (description: string) => Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10, description, examples: ['2026-11-16'] });

export const PageQuery = Type.Object(
  {
    after: Type.Optional(Count({ description: 'The last id of the previous page (nextAfter); omit for the first page' })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: DEFAULT_PAGE, description: `Page size, at most ${MAX_PAGE}` })),
  },
  { additionalProperties: false },
);

export const MachinesQuery = Type.Object(
  {
    ...PageQuery.properties,
    includeArchived: Type.Optional(Type.Boolean({ default: false, description: 'Archived machines are left out unless true' })),
  },
  { additionalProperties: false },
);

export const MachineIdParams = Type.Object({ id: Id({ description: 'Machine id' }) }, { additionalProperties: false });

export const IntegrationMachine = Type.Object(
  {
    id: Type.Integer(),
    internalId: Type.String(),
    name: Type.String(),
    brand: Type.String(),
    model: Type.String(),
    serialNumber: nullable(Type.String()),
    pinOrVin: nullable(Type.String()),
    registrationNumber: nullable(Type.String()),
    category: Type.Integer({ description: 'Machine family dictionary id' }),
    categoryName: nullable(Type.String()),
    productionYear: Type.Union([Type.Integer(), Type.Null()]),
    engineHours: Type.Number({ description: 'Machine hours now' }),
    depotPlaceId: Type.Union([Type.Integer(), Type.Null()]),
    depotName: nullable(Type.String()),
    tags: Type.Array(Type.String()),
    integrationSource: nullable(Type.String({ description: 'The provider an AEMP-sourced machine is imported from' })),
    readonlyFieldNames: Type.Array(Type.String(), { description: 'Fields kept by the AEMP feed (not editable in Siteline)' }),
    archived: Type.Boolean(),
    serviceStatus: Type.Integer({
      minimum: 0,
      maximum: 3,
      description: 'Service status as the service list shows it: NoService=0, Scheduled=1, Soon=2 (within 50 h or 14 days), Overdue=3',
    }),
    serviceStatusName: Type.Union(
      ['NoService', 'Scheduled', 'Soon', 'Overdue'].map((name) => Type.Literal(name)),
      { description: 'The service status by name' },
    ),
    nextServiceDueDay: nullable(
      Type.String({
        description:
          'YYYY-MM-DD in the machine’s time zone: the next calendar service or the day the engine-hour service is predicted from the last 30 days’ use, whichever comes first; null without a plan (or without use to predict from)',
      }),
    ),
    nextServiceEngineHours: Type.Union([Type.Number(), Type.Null()], {
      description: 'Machine hours at which the next engine-hour service is due; null without one',
    }),
    previousServiceUtcTime: nullable(Type.String({ description: 'When the last service was performed (UTC); null if none was reported' })),
  },
  { $id: 'IntegrationMachine' },
);

export const MachinePage = Type.Object({
  items: Type.Array(Type.Ref('IntegrationMachine')),
  nextAfter: Type.Union([Type.Integer(), Type.Null()], { description: 'Pass as `after` for the next page; null on the last page' }),
});

export const LastPosition = Type.Object({
  machineId: Type.Integer(),
  lat: Type.Number(),
  long: Type.Number(),
  utcTime: Type.String({ description: 'When the machine was there (UTC)' }),
  locationPlaceId: Type.Union([Type.Integer(), Type.Null()]),
  locationName: nullable(Type.String()),
});

export const PositionPage = Type.Object({
  items: Type.Array(LastPosition),
  nextAfter: Type.Union([Type.Integer(), Type.Null()], { description: 'The last machineId of this page; null on the last page' }),
});

export const UsageQuery = Type.Object(
  {
    fromDay: Type.Optional(day('First day, in each machine’s time zone (default: 6 days before toDay)')),
    toDay: Type.Optional(day('Last day, included (default: today)')),
  },
  { additionalProperties: false },
);

export const FleetUsageQuery = Type.Object({ ...UsageQuery.properties, ...PageQuery.properties }, { additionalProperties: false });

export const UsageDay = Type.Object({
  day: Type.String({ description: 'YYYY-MM-DD in the machine’s time zone' }),
  engineHours: Type.Number({ description: 'Ignition on' }),
  idleHours: Type.Number({ description: 'Ignition on and standing still (part of engineHours)' }),
  productionHours: Type.Number({ description: 'engineHours − idleHours' }),
  distanceKm: Type.Number(),
});

export const MachineUsage = Type.Object({
  machineId: Type.Integer(),
  engineHours: Type.Number({ description: 'Machine hours now' }),
  fromDay: Type.String(),
  toDay: Type.String(),
  days: Type.Array(UsageDay, { description: 'Days with engine time, oldest first' }),
});

export const UsagePage = Type.Object({
  items: Type.Array(MachineUsage),
  nextAfter: Type.Union([Type.Integer(), Type.Null()], { description: 'The last machineId of this page; null on the last page' }),
});

export const HourMeterReading = Type.Object(
  {
    hours: Type.Number({ minimum: 0, maximum: 1_000_000, description: 'The hour meter as read' }),
    utcTime: Type.Optional(Type.String({ format: 'date-time', maxLength: 40, description: 'When it was read (default: now); at most 400 days back' })),
  },
  { additionalProperties: false },
);

export const HourMeterAnswer = Type.Object({ machineId: Type.Integer(), engineHours: Type.Number({ description: 'Machine hours now, after the reading' }) });

export const EventsQuery = Type.Object(
  {
    ...PageQuery.properties,
    fromUtcTime: Type.Optional(Type.String({ format: 'date-time', maxLength: 40, description: 'Default: 7 days before toUtcTime' })),
    toUtcTime: Type.Optional(Type.String({ format: 'date-time', maxLength: 40, description: 'Default: now' })),
  },
  { additionalProperties: false },
);

export const IntegrationEvent = Type.Object({
  id: Type.Integer(),
  machineId: Type.Integer(),
  eventName: Type.String(),
  header: Type.String(),
  message: Type.String(),
  utcTime: Type.String(),
  placeId: Type.Union([Type.Integer(), Type.Null()]),
});

export const EventPage = Type.Object({
  items: Type.Array(IntegrationEvent, { description: 'Oldest first' }),
  nextAfter: Type.Union([Type.Integer(), Type.Null()], { description: 'The last event id of this page; null on the last page' }),
});
