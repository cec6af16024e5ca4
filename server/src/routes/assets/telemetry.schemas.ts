// Request and answer shapes of the machine panel's telemetry calls (docs/features/machine-panel.md).
// The same shapes, with examples, for client authors: the OpenAPI document on /docs and
// server/src/telemetry/README.md ("The calls").
//
// Time conventions (the field name says the zone):
//   …MachineTime   wall clock in the machine's time zone, answers carry the offset: '2026-11-16T06:42:10+01:00'
//   …UserTime      wall clock in the signed-in user's time zone
//   …UtcTime       UTC ISO-8601 ('2026-11-16T05:42:10.000Z')
//   …Formatted     'YYYY/MM/DD HH:mm' (dates 'YYYY/MM/DD') in the zone the name says
// Time parameters accept 'YYYY-MM-DD', 'YYYY-MM-DDTHH:mm[:ss]' (wall clock in the zone the name says)
// or an instant with 'Z'/'±HH:mm'. A day-only upper bound includes that whole day.
import { Type, type Static } from '@sinclair/typebox';
import { TIME_PARAMETER_PATTERN } from '../../telemetry/time.ts';
import { nullable } from '../../http/nullable.ts';
import { Count, Id } from '../../http/bounds.ts';

const timeParameter = (description: string) => Type.Optional(Type.String({ pattern: TIME_PARAMETER_PATTERN, maxLength: 32, description }));

export const AssetIdParams = Type.Object({ id: Id({ description: 'Machine (asset) id' }) });

// --- KPIs ---------------------------------------------------------------------------------------

// String enums as `Type.Unsafe` (a union of literals loses the field in Mesh; see users.schemas.ts).
// Each has an $id so GraphQL names the enum after it.
const stringEnum = <T extends string>($id: string, values: readonly T[], description: string) =>
  Type.Unsafe<T>({ $id, type: 'string', enum: [...values], description });

export const KpiTypeEnum = stringEnum(
  'KpiType',
  ['Production', 'EngineTime', 'Idle'],
  'Production = EngineTime - Idle; Idle = ignition on and not moving for the configured time (default 5 min)',
);
export const RegisterValueTypeEnum = stringEnum('RegisterValueType', ['Final', 'Pending'], 'Pending while the session is still running');
export const RunningTypeEnum = stringEnum(
  'SessionRunningType',
  ['Completed', 'Pending', 'Future'],
  'Pending: the engine still runs. Future is part of the contract but this server never answers it (a session always starts from a received report)',
);
const KpiType = Type.Ref('KpiType');

export const Kpi = Type.Object(
  {
    kpiType: KpiType,
    nameFormatted: Type.String({ description: "'Production', 'Engine time' or 'Idle'" }),
    valueSeconds: Type.Number({ minimum: 0 }),
    valueFormatted: Type.String({ description: "'7 h 42 min'" }),
  },
  { $id: 'TelemetryKpi' },
);

export const SessionKpi = Type.Object(
  {
    kpiType: KpiType,
    nameFormatted: Type.String(),
    valueSeconds: Type.Number({ minimum: 0 }),
    valueFormatted: Type.String(),
    registerValueType: Type.Ref('RegisterValueType'),
  },
  { $id: 'SessionKpi' },
);

// --- GET /web/v1/assets/{id}/history --------------------------------------------------------------

export const HistoryQuery = Type.Object({
  StartDateMachineTime: timeParameter("First day, in the machine's time zone (default: 6 days before EndDateMachineTime)"),
  EndDateMachineTime: timeParameter("Last day, inclusive, in the machine's time zone (default: today)"),
});

export const HistoryDay = Type.Object(
  {
    dayMachineTime: Type.String({ description: "'YYYY-MM-DD' in the machine's time zone" }),
    dayFormatted: Type.String({ description: "'YYYY/MM/DD'" }),
    kpis: Type.Array(Type.Ref('TelemetryKpi')),
  },
  { $id: 'HistoryDay' },
);

export const AssetHistory = Type.Object(
  {
    assetId: Type.Integer(),
    // An answer string, unbounded like the rest of this answer (a bounded one becomes an opaque Mesh
    // scalar the typed client reads as unknown); the zone is bounded where it is written (PUT, 64).
    machineTimeZone: Type.String({ description: "The machine's IANA time zone: its days, and the week the History tab starts from" }),
    startDateMachineTime: Type.String({ description: "'YYYY-MM-DD'" }),
    endDateMachineTime: Type.String({ description: "'YYYY-MM-DD', inclusive" }),
    hasActivity: Type.Boolean({ description: "false: the machine has never run ('No activity for this machine')" }),
    totalMachineHours: nullable(Type.Number({ description: 'Machine hours now (hour meter, calibrated)' })),
    totalMachineHoursFormatted: nullable(Type.String({ description: "'1234.5 h'" })),
    hoursInRange: Type.Number({ description: 'Engine hours in the range (= the EngineTime KPI in hours)' }),
    hoursInRangeFormatted: Type.String({ description: "'38.5 h'" }),
    kpis: Type.Array(Type.Ref('TelemetryKpi'), { description: 'Range totals: Production, EngineTime, Idle' }),
    days: Type.Array(Type.Ref('HistoryDay'), { description: "Days with engine time, oldest first ('No activity in the chosen interval' when empty)" }),
  },
  { $id: 'AssetHistory' },
);

// --- GET /web/v1/assets/{id}/sessions -------------------------------------------------------------

export const RangeMachineQuery = Type.Object({
  fromMachineTime: timeParameter("Start, in the machine's time zone (default: 24 hours before toMachineTime)"),
  toMachineTime: timeParameter("End, in the machine's time zone (default: now; a day-only value includes that day)"),
});

export const EngineSession = Type.Object(
  {
    id: Type.Integer(),
    nameFormatted: Type.String({ description: "'2026/11/16 06:42 - 11:58' (machine time)" }),
    startMachineTime: Type.String(),
    endMachineTime: Type.String({ description: 'End, or the latest report while running' }),
    startMachineTimeFormatted: Type.String(),
    endMachineTimeFormatted: Type.String(),
    startUtcTime: Type.String(),
    endUtcTime: Type.String(),
    runningType: Type.Ref('SessionRunningType'),
    startHours: nullable(Type.Number()),
    endHours: nullable(Type.Number()),
    distanceMeters: Type.Number(),
    kpis: Type.Array(Type.Ref('SessionKpi')),
  },
  { $id: 'EngineSession' },
);

export const AssetSessions = Type.Object(
  { assetId: Type.Integer(), items: Type.Array(Type.Ref('EngineSession'), { description: 'Sessions overlapping the range, oldest first' }) },
  { $id: 'AssetSessions' },
);

// --- GET /web/v1/assets/{id}/positions --------------------------------------------------------------

export const PositionsQuery = Type.Object({
  fromMachineTime: timeParameter("Start (inclusive), in the machine's time zone (default: 24 hours before toMachineTime)"),
  toMachineTime: timeParameter("End (inclusive), in the machine's time zone (default: now; a day-only value includes that day)"),
  maxPoints: Type.Optional(
    Type.Integer({ minimum: 100, maximum: 20_000, default: 5000, description: 'Most points in one answer; a denser range is simplified to fit' }),
  ),
});

export const TrackPoint = Type.Object(
  {
    lat: Type.Number(),
    long: Type.Number(),
    assetTime: Type.String({ description: "Machine time with offset, '2026-11-16T06:42:10+01:00'" }),
    speed: nullable(Type.Number({ description: 'km/h' })),
    heading: nullable(Type.Number()),
  },
  { $id: 'TrackPoint' },
);

export const AssetPositions = Type.Object(
  {
    items: Type.Array(Type.Ref('TrackPoint'), { description: 'Oldest first' }),
    isTruncated: Type.Boolean({ description: "More follows: ask again with fromMachineTime = the last item's assetTime (it repeats; merge by assetTime)" }),
    isSimplified: Type.Boolean({
      description:
        'Points were thinned to what a screen can show (Douglas-Peucker), or (a range of more than 200,000 fixes) taken from the track overview; first and last are always kept',
    }),
  },
  { $id: 'AssetPositions' },
);

// --- GET /web/v1/assets/{id}/positions/latest --------------------------------------------------------

export const LatestPositionQuery = Type.Object({
  beforeUtcTime: Type.Optional(Type.String({ pattern: TIME_PARAMETER_PATTERN, maxLength: 32, description: 'UTC; default now' })),
});

export const LatestPosition = Type.Object(
  {
    lat: Type.Number(),
    long: Type.Number(),
    assetTime: Type.String({ description: 'Machine time with offset' }),
    assetTimeFormatted: Type.String({ description: "'YYYY/MM/DD HH:mm' in the machine's time zone" }),
    utcTime: Type.String(),
    userTimeFormatted: Type.String({ description: "'YYYY/MM/DD HH:mm' in the user's time zone" }),
    locationPlaceId: nullable(Type.Integer({ description: 'Depot (first) or work site the machine is in' })),
    locationName: nullable(Type.String()),
  },
  { $id: 'LatestPosition' },
);

// --- GET /web/v1/assets/{id}/inputs ---------------------------------------------------------------

export const InputsQuery = Type.Object({
  fromUserTime: timeParameter("Start, in the user's time zone (default: 7 days before toUserTime)"),
  toUserTime: timeParameter("End, in the user's time zone (default: now; a day-only value includes that day)"),
});

export const InputState = Type.Object(
  {
    value: nullable(Type.Boolean({ description: 'null: never reported' })),
    valueFormatted: Type.String({ description: "'On', 'Off' or 'No data'" }),
    changedUserTimeFormatted: nullable(Type.String({ description: 'When it last changed (user time)' })),
  },
  { $id: 'InputState' },
);

export const BatteryPoint = Type.Object(
  {
    userTime: Type.String({ description: "'YYYY-MM-DDTHH:mm:ss' in the user's time zone" }),
    utcTime: Type.String(),
    value: Type.Number({ description: 'Volts' }),
  },
  { $id: 'BatteryPoint' },
);

export const AssetInputs = Type.Object(
  {
    assetId: Type.Integer(),
    powerSupply: Type.Ref('InputState'),
    batteryMainSwitch: Type.Ref('InputState'),
    din1: Type.Ref('InputState'),
    din2: Type.Ref('InputState'),
    din3: Type.Ref('InputState'),
    voltage: nullable(Type.Number({ description: 'Latest machine battery voltage at or before the range end' })),
    voltageFormatted: nullable(Type.String({ description: "'24.6 V'" })),
    batteryAlarmThreshold: nullable(Type.Number({ description: 'Volts; from the machine system voltage (12 V: 11.8, 24 V: 23.6)' })),
    batteryHistory: Type.Array(Type.Ref('BatteryPoint'), {
      maxItems: 5000,
      description: "Oldest first ('No battery data available for the selected time period' when empty)",
    }),
    deviceInstalledAfterBatteryMainSwitch: Type.Boolean(),
  },
  { $id: 'AssetInputs' },
);

// --- POST /web/v1/assets/{id}/events ----------------------------------------------------------------

export const EventsBody = Type.Object(
  {
    fromUserTime: timeParameter("Start, in the user's time zone (default: 7 days before toUserTime)"),
    toUserTime: timeParameter("End, in the user's time zone, inclusive (a day-only value includes that day; default: today)"),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 100 })),
  },
  { additionalProperties: false, $id: 'AssetEventsRequest' },
);

export const AssetEvent = Type.Object(
  {
    id: Type.Integer(),
    eventName: Type.String({
      description:
        'ArtiqGeofenceEntry, ArtiqGeofenceExit, IgnitionOnHoliday, IgnitionOnNonWorkingHours (information); LowBatteryVoltage, PowerSupplyDisconnected, PowerSupplyConnected, BatteryMainSwitchOff, BatteryMainSwitchOn, MovementWithoutIgnition (alert)',
    }),
    header: Type.String(),
    message: Type.String(),
    utcTime: Type.String(),
    userTimeFormatted: Type.String(),
    placeId: nullable(Type.Integer()),
  },
  { $id: 'AssetEvent' },
);

export const AssetEventPage = Type.Object(
  {
    items: Type.Array(Type.Ref('AssetEvent'), { description: 'Newest first' }),
    offset: Type.Integer(),
    limit: Type.Integer(),
    total: Type.Integer(),
  },
  { $id: 'AssetEventPage' },
);

// --- GET /web/v1/assets/{id}/telematics ---------------------------------------------------------------

export const AssetTelematics = Type.Object(
  {
    id: Type.Integer({ description: 'Device id' }),
    batteryLevel: nullable(Type.Number({ description: "The unit's own battery, percent 0-100" })),
    brand: Type.String(),
    model: Type.String(),
    gnssQuality: nullable(Type.Integer({ description: '0 weak, 1 ok, 2 good' })),
    gnssQualityFormatted: nullable(Type.String()),
    integrationSource: Type.String(),
    telematicType: Type.String({ description: "Unit type code, e.g. 'TU600', or 'AEMP'" }),
    telematicTypeFormatted: Type.String(),
    tqType: nullable(Type.String({ description: "The unit's hardware revision" })),
    latestCommunicationUserTimeFormatted: nullable(Type.String()),
    latestPositionUserTimeFormatted: nullable(Type.String()),
    deviceSerialNumber: Type.String(),
    vehicleSerialNumber: nullable(Type.String()),
    status: Type.Integer(),
    statusFormatted: Type.String(),
    vin: nullable(Type.String()),
    trackunitMachineId: nullable(Type.String({ description: 'Only for Trackunit integrations; null otherwise' })),
    hardwareUnit: nullable(Type.String()),
    deviceImei: nullable(Type.String()),
    installer: nullable(Type.String()),
    telematicConfiguration: nullable(Type.String({ description: "How the unit reports, e.g. 'OsmAnd HTTP · every 30 s moving, 15 min parked'" })),
    clockFaults: Count({
      description: "Reports whose time could not be right (ahead of the server's clock, or before 2000): stored at the receive time (decision 0032)",
    }),
    clockFaultUserTimeFormatted: nullable(Type.String({ description: 'When the server received the latest of them' })),
    clockFaultClaimedUserTimeFormatted: nullable(Type.String({ description: 'The time that report claimed' })),
    lateReports: Count({ description: "Reports older than the unit's latest (a buffer emptied late), kept as history" }),
    // Answer strings stay unbounded like the rest of this answer: Mesh turns a bounded answer string
    // into a scalar of its own, which the typed client reads as unknown. What they hold is bounded
    // where it is stored (attributes.ts ATTRIBUTE_LIMITS: 32 keys, 64-char names, 256-char values).
    latestValues: Type.Array(
      Type.Object({
        key: Type.String({
          description: 'Attribute name (rpm, fuel, odometer, hdop, coolantTemp, cell, wifi, …; others as the unit named them)',
        }),
        value: Type.String({ description: 'The value as the unit sent it (numbers in the unit below)' }),
        numericValue: nullable(Type.Number()),
        unit: nullable(Type.String({ description: "'rpm', '%', 'm', '°C', 'V' or null" })),
        userTimeFormatted: Type.String({ description: 'The time of the report that carried it' }),
      }),
      { maxItems: 32, description: 'The latest value of every extra the unit sends, known keys first' },
    ),
  },
  { $id: 'AssetTelematics' },
);

export type HistoryQueryValue = Static<typeof HistoryQuery>;
export type RangeMachineQueryValue = Static<typeof RangeMachineQuery>;
export type PositionsQueryValue = Static<typeof PositionsQuery>;
export type InputsQueryValue = Static<typeof InputsQuery>;
export type EventsBodyValue = Static<typeof EventsBody>;

export const telemetrySchemas = [
  KpiTypeEnum,
  RegisterValueTypeEnum,
  RunningTypeEnum,
  Kpi,
  SessionKpi,
  HistoryDay,
  AssetHistory,
  EngineSession,
  AssetSessions,
  TrackPoint,
  AssetPositions,
  LatestPosition,
  InputState,
  BatteryPoint,
  AssetInputs,
  AssetEvent,
  AssetEventPage,
  AssetTelematics,
];
