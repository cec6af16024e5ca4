// Request and answer shapes of the places calls (features spec §3 "Place", §7 "Places").
// Times follow the telemetry convention (the name says the zone): …PlaceTime is the wall clock in the
// place's time zone, with its offset in answers ('2026-11-16T06:42:10+01:00'); …UtcTime is UTC ISO;
// …Formatted is 'YYYY/MM/DD HH:mm' in the zone the name says. Every string, array and number is bounded.
import { Type, type Static } from '@sinclair/typebox';
import { Count, Id, MAX_EMAIL } from '../../http/bounds.ts';
import { TIME_PARAMETER_PATTERN } from '../../telemetry/time.ts';
import { MAX_GEOFENCE_POINTS } from '../../../../machines/placeEditor/geofence.ts';
import { nullable } from '../../http/nullable.ts';

const text = (maxLength: number, description?: string) => Type.String({ maxLength, ...(description ? { description } : {}) });
const optionalText = (maxLength: number, description?: string) => Type.Optional(nullable(text(maxLength, description)));
const placeTime = (description: string) => Type.Optional(nullable(Type.String({ pattern: TIME_PARAMETER_PATTERN, maxLength: 32, description })));
const rangeParameter = (description: string) => Type.Optional(Type.String({ pattern: TIME_PARAMETER_PATTERN, maxLength: 32, description }));

/** Depot = 0, WorkSite = 1, Region = 2 (an integer range: an integer enum becomes _0/_1 in GraphQL). */
export const PlaceTypeValue = Type.Unsafe<0 | 1 | 2>({ type: 'integer', minimum: 0, maximum: 2, description: 'Depot = 0, WorkSite = 1, Region = 2' });

export const PlaceIdParams = Type.Object({ id: Id({ description: 'Place id' }) });

// --- the place -------------------------------------------------------------------------------------

export const GeoPoint = Type.Object(
  {
    latitude: Type.Number({ minimum: -90, maximum: 90 }),
    longitude: Type.Number({ minimum: -180, maximum: 180 }),
  },
  { $id: 'GeoPoint', additionalProperties: false },
);

export const PlaceAddress = Type.Object(
  { address: nullable(Type.String()), city: nullable(Type.String()), zip: nullable(Type.String()), country: nullable(Type.String()) },
  { $id: 'PlaceAddress' },
);

const contractFields = {
  deliveryContact: nullable(Type.String()),
  deliveryContactEmail: nullable(Type.String()),
  deliveryContactPhone: nullable(Type.String()),
  orderContact: nullable(Type.String()),
  orderContactEmail: nullable(Type.String()),
  orderContactPhone: nullable(Type.String()),
};
export const PlaceContract = Type.Object(contractFields, { $id: 'PlaceContract' });

export const Place = Type.Object(
  {
    id: Type.Integer(),
    alertId: nullable(Type.Integer({ description: "The place's alert (alerts area); null when it has none" })),
    companyId: Type.Integer(),
    name: Type.String(),
    tags: Type.Array(Type.Ref('TagRef')),
    placeType: Type.Integer({ description: 'Depot = 0, WorkSite = 1, Region = 2' }),
    placeTypeFormatted: Type.String(),
    address: Type.Ref('PlaceAddress'),
    validFromPlaceTime: nullable(Type.String({ description: "Start of the contract period, in the place's time zone with offset" })),
    validToPlaceTime: nullable(Type.String({ description: 'End of the contract period; archived 30 days after it' })),
    validFromPlaceTimeFormatted: nullable(Type.String()),
    validToPlaceTimeFormatted: nullable(Type.String()),
    contract: nullable(Type.Ref('PlaceContract')),
    description: nullable(Type.String()),
    geofence: Type.Array(Type.Ref('GeoPoint'), { description: 'Open ring (the first point is not repeated)' }),
    archivedDateUtcTime: nullable(Type.String()),
    timezoneName: Type.String({ description: 'IANA time zone of the place: its …PlaceTime values' }),
    status: Type.Integer({ description: 'Place status dictionary id: Active 1, Upcoming 2, Expired 3, Archived 4' }),
    statusFormatted: Type.String(),
    createdUtcTime: Type.String(),
    inventoryUpToDate: Type.Boolean({ description: 'false while machines are being re-matched to a changed geofence' }),
  },
  { $id: 'Place' },
);

const placeBodyFields = {
  name: Type.String({ maxLength: 100, description: 'Required; < and > are removed' }),
  placeType: PlaceTypeValue,
  address: Type.Optional(
    nullable(
      Type.Object(
        { address: optionalText(200), city: optionalText(100), zip: optionalText(20), country: optionalText(100) },
        { additionalProperties: false, title: 'PlaceAddressInput' },
      ),
    ),
  ),
  validFromPlaceTime: placeTime("'YYYY-MM-DD' or 'YYYY-MM-DDTHH:mm' in the place's time zone"),
  validToPlaceTime: placeTime('Inclusive: a day-only value includes that day. The place is archived 30 days after it (notice 7 days before)'),
  contract: Type.Optional(
    nullable(
      Type.Object(
        {
          deliveryContact: optionalText(100),
          deliveryContactEmail: optionalText(MAX_EMAIL),
          deliveryContactPhone: optionalText(40),
          orderContact: optionalText(100),
          orderContactEmail: optionalText(MAX_EMAIL),
          orderContactPhone: optionalText(40),
        },
        { additionalProperties: false, title: 'PlaceContractInput' },
      ),
    ),
  ),
  description: optionalText(2000),
  // No minItems: an empty or short ring is answered by the geofence rules ('Draw the geofence on the
  // map'), after the place is looked up (another company's id stays a 404 whatever the body).
  geofence: Type.Array(Type.Ref('GeoPoint'), {
    maxItems: MAX_GEOFENCE_POINTS + 1,
    description: `A closed, non-self-intersecting polygon of 3 to ${MAX_GEOFENCE_POINTS} points (a repeated closing point is accepted)`,
  }),
  timezoneName: Type.Optional(Type.String({ maxLength: 64, description: "IANA time zone; default: the caller's" })),
  tagIds: Type.Optional(Type.Array(Id(), { maxItems: 100, description: 'The complete set of place tags (entity type 1)' })),
};

export const CreatePlaceBody = Type.Object(placeBodyFields, { additionalProperties: false, $id: 'CreatePlaceRequest' });
export const UpdatePlaceBody = Type.Object({ id: Id(), ...placeBodyFields }, { additionalProperties: false, $id: 'UpdatePlaceRequest' });
export const DeletePlaceBody = Type.Object({ id: Id() }, { additionalProperties: false, $id: 'DeletePlaceRequest' });
export const DeletedPlace = Type.Object({
  id: Type.Integer(),
  machinesReleased: Type.Integer({ description: 'Machines that no longer have this depot as home' }),
});

/** The body as handlers read it (the geofence points are a $ref, which Static cannot see through). */
export type PlaceBodyValue = Omit<Static<typeof CreatePlaceBody>, 'geofence'> & { geofence: { latitude: number; longitude: number }[] };

// --- lists -----------------------------------------------------------------------------------------

export const PlaceListItem = Type.Object(
  { id: Type.Integer(), name: Type.String(), placeType: Type.Integer(), placeTypeFormatted: Type.String() },
  { $id: 'PlaceListItem' },
);
export const PlaceListQuery = Type.Object({ placeType: Type.Optional(PlaceTypeValue) }, { additionalProperties: false });

export const MapPlace = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    placeType: Type.Integer(),
    geometry: Type.String({ description: 'The geofence ring as an encoded polyline (precision 6: latitude, longitude), simplified to about 1 m' }),
  },
  { $id: 'MapPlace' },
);
export const MapPlaces = Type.Object({ items: Type.Array(Type.Ref('MapPlace')), precision: Type.Integer() }, { $id: 'MapPlaces' });

export const PlaceGridRow = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    placeType: Type.Integer(),
    placeTypeFormatted: Type.String(),
    address: nullable(Type.String()),
    city: nullable(Type.String()),
    zip: nullable(Type.String()),
    country: nullable(Type.String()),
    description: nullable(Type.String()),
    validFromPlaceTimeFormatted: nullable(Type.String()),
    validToPlaceTimeFormatted: nullable(Type.String()),
    validFromUtcTime: nullable(Type.String()),
    validToUtcTime: nullable(Type.String()),
    status: Type.Integer(),
    statusFormatted: Type.String(),
    machinesIn: Type.Integer({ description: 'Machines inside now' }),
    timezoneName: Type.String(),
    tags: Type.Array(Type.Ref('TagRef')),
    archived: Type.Boolean(),
  },
  { $id: 'PlaceGridRow' },
);

// --- inventory ---------------------------------------------------------------------------------------

export const InventoryOverview = Type.Object(
  {
    placeId: Type.Integer(),
    placeType: Type.Integer(),
    totalMachinesIn: Type.Integer({ description: 'Machines inside now' }),
    depotMachinesIn: nullable(Type.Integer({ description: 'Depots: machines inside now whose home depot this is' })),
    totalDepotMachines: nullable(Type.Integer({ description: 'Depots: machines whose home depot this is' })),
    inventoryUpToDate: Type.Boolean(),
  },
  { $id: 'InventoryOverview' },
);

const INVENTORY_PAGE = 20;
export const InventoryGridRequest = Type.Object(
  {
    start: Type.Optional(Count({ default: 0 })),
    limit: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 100, default: INVENTORY_PAGE, description: `Page size (${INVENTORY_PAGE} on the place details)` }),
    ),
    sortExpressions: Type.Optional(Type.Array(Type.Ref('GridSortExpression'), { maxItems: 5 })),
    filterExpressions: Type.Optional(Type.Array(Type.Ref('GridFilterExpression'), { maxItems: 20 })),
    textSearch: Type.Optional(Type.String({ maxLength: 200, description: 'Words found in the machine internal id or name; at most 200 characters' })),
    fromPlaceTime: rangeParameter('Stays that end at or after this (place time; default: 30 days before toPlaceTime)'),
    toPlaceTime: rangeParameter('Stays that start at or before this (place time, inclusive; default: now)'),
  },
  { additionalProperties: false, $id: 'InventoryGridRequest' },
);

export const InventoryRow = Type.Object(
  {
    id: Type.Integer({ description: 'The stay' }),
    assetId: Type.Integer(),
    internalId: Type.String(),
    assetDescription: Type.String(),
    brand: Type.String(),
    model: Type.String(),
    entryPlaceTime: Type.String(),
    entryPlaceTimeFormatted: Type.String(),
    exitPlaceTime: nullable(Type.String()),
    exitPlaceTimeFormatted: nullable(Type.String()),
    durationSeconds: Type.Integer(),
    durationFormatted: Type.String(),
    partOfThePlace: Type.Boolean({ description: 'Depots: the machine belongs here (its home depot); false elsewhere' }),
    isActive: Type.Boolean({ description: 'The machine is still inside' }),
    utcTime: Type.String({ description: 'Entry, UTC' }),
    tags: Type.Array(Type.Ref('TagRef')),
  },
  { $id: 'InventoryRow' },
);

// --- insights and stays -----------------------------------------------------------------------------

export const RangeBody = Type.Object(
  {
    fromPlaceTime: rangeParameter('Range start, place time (default: 30 days before toPlaceTime)'),
    toPlaceTime: rangeParameter('Range end, inclusive (default: now)'),
  },
  { additionalProperties: false, $id: 'PlaceRangeRequest' },
);
export const RangeQuery = Type.Object(
  {
    fromPlaceTime: rangeParameter('Range start, place time (default: 30 days before toPlaceTime)'),
    toPlaceTime: rangeParameter('Range end, inclusive (default: now)'),
  },
  { additionalProperties: false },
);
export const StaysBody = Type.Object(
  {
    fromPlaceTime: rangeParameter('Stays that end at or after this (default: 30 days before toPlaceTime)'),
    toPlaceTime: rangeParameter('Stays that start at or before this (default: now)'),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
  },
  { additionalProperties: false, $id: 'PlaceStaysRequest' },
);

export const DepotInsights = Type.Object(
  {
    placeId: Type.Integer(),
    fromPlaceTime: Type.String(),
    toPlaceTime: Type.String(),
    machinesInDepot: Type.Integer({ description: 'Different machines inside at some time in the range' }),
    totalMachines: Type.Integer({ description: 'Machines whose home depot this is' }),
    durationAverageInSeconds: Type.Integer({ description: 'Average time a stay lasted within the range' }),
    durationAverageFormatted: Type.String(),
  },
  { $id: 'DepotInsights' },
);

export const WorkSiteInsights = Type.Object(
  {
    placeId: Type.Integer(),
    fromPlaceTime: Type.String(),
    toPlaceTime: Type.String(),
    kpiValues: Type.Array(Type.Ref('TelemetryKpi'), { description: 'Production, EngineTime, Idle of engine running while on the site in the range' }),
    machinesWithProductivityData: Type.Integer({ description: 'Machines whose engine ran on the site in the range' }),
    totalMachines: Type.Integer({ description: 'Different machines on the site at some time in the range' }),
  },
  { $id: 'WorkSiteInsights' },
);

export const PlaceStay = Type.Object(
  {
    id: Type.Integer(),
    assetId: Type.Integer(),
    internalId: Type.String(),
    assetDescription: Type.String(),
    entryPlaceTime: Type.String(),
    entryPlaceTimeFormatted: Type.String(),
    exitPlaceTime: nullable(Type.String()),
    exitPlaceTimeFormatted: nullable(Type.String()),
    durationSeconds: Type.Integer({ description: 'Entry to exit (to now while inside)' }),
    durationFormatted: Type.String(),
    isActive: Type.Boolean(),
  },
  { $id: 'PlaceStay' },
);
export const PlaceStays = Type.Object({ items: Type.Array(Type.Ref('PlaceStay')) }, { $id: 'PlaceStays' });

// --- the event log ------------------------------------------------------------------------------------

export const PlaceEventsBody = Type.Object(
  {
    fromPlaceTime: rangeParameter('Start, place time (default: 7 days before toPlaceTime)'),
    toPlaceTime: rangeParameter('End, inclusive: a day-only value includes that day (default: today)'),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 100 })),
  },
  { additionalProperties: false, $id: 'PlaceEventsRequest' },
);

export const PlaceEvent = Type.Object(
  {
    id: Type.Integer(),
    placeId: Type.Integer(),
    placeName: Type.String(),
    eventType: Type.String({
      description:
        'Unknown, PlaceCreated, MachineEnteredPlace, MachineLeftPlace, IgnitionOnNonWorkingHours, IgnitionOnHoliday, PlacePreArchivingNotification, PlaceArchivedNotification',
    }),
    description: Type.String(),
    eventUtcTime: Type.String(),
    eventPlaceTime: Type.String(),
    eventPlaceTimeFormatted: Type.String(),
    assetId: nullable(Type.Integer()),
    assetDescription: nullable(Type.String()),
    descriptionDetails: nullable(Type.String()),
  },
  { $id: 'PlaceEvent' },
);
export const PlaceEventPage = Type.Object(
  { items: Type.Array(Type.Ref('PlaceEvent')), offset: Type.Integer(), limit: Type.Integer(), total: Type.Integer() },
  { $id: 'PlaceEventPage' },
);

export const placeSchemas = [
  GeoPoint,
  PlaceAddress,
  PlaceContract,
  Place,
  CreatePlaceBody,
  UpdatePlaceBody,
  DeletePlaceBody,
  PlaceListItem,
  MapPlace,
  MapPlaces,
  PlaceGridRow,
  InventoryOverview,
  InventoryGridRequest,
  InventoryRow,
  RangeBody,
  StaysBody,
  DepotInsights,
  WorkSiteInsights,
  PlaceStay,
  PlaceStays,
  PlaceEventsBody,
  PlaceEvent,
  PlaceEventPage,
];
