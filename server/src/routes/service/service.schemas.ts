// Request and answer shapes of service planning (features spec §3 "Service setup", "Service report",
// "Engine-time calibration", "Historic service entry", "Service grid row", "Service summary"; §7).
//
// Times: …UserTime parameters are a wall clock in the signed-in user's time zone ('YYYY-MM-DDTHH:mm',
// also 'YYYY-MM-DD' = the start of that day) or an instant with Z/±HH:mm. nextCalendarServiceUserTime
// is a calendar day 'YYYY-MM-DD'. …Formatted texts are 'YYYY/MM/DD' (days) or 'YYYY/MM/DD HH:mm'.
import { Type } from '@sinclair/typebox';
import { gridResponseSchema } from '../../services/grid.ts';
import { TIME_PARAMETER_PATTERN } from '../../telemetry/time.ts';
import { nullable } from '../../http/nullable.ts';
import type { DueBy } from '../../servicePlan/status.ts';
import { Id } from '../../http/bounds.ts';

import { FREQUENCY_MAX, MAX_DESCRIPTION, MAX_HOURS, MAX_INTERVAL_HOURS, MIN_INTERVAL_HOURS } from '../../../../machines/serviceTab/serviceTab.rules.ts';
// The limits are the form's (machines/serviceTab/serviceTab.rules.ts), so REST, /graphql and the form agree.
export const MAX_COMMENT = 1000;
const DAY_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

const assetId = Id({ description: 'Machine (asset) id' });
const hours = (description: string) => Type.Number({ minimum: 0, maximum: MAX_HOURS, description });
const userTime = (description: string) => Type.String({ pattern: TIME_PARAMETER_PATTERN, maxLength: 32, description });

export const ServiceAssetParams = Type.Object({ assetId });
export const ServiceIdParams = Type.Object({ id: assetId });
export const EngineTimeParams = Type.Object({
  id: assetId,
  userTime: userTime("The moment, in the user's time zone: 'YYYY-MM-DDTHH:mm[:ss]', 'YYYY-MM-DD' (its start) or an instant with Z/±HH:mm"),
});

export const ServiceSetup = Type.Object(
  {
    assetId: Type.Integer(),
    engineHoursServiceAllowed: Type.Boolean({ description: 'An engine-hour service is set up' }),
    nextEngineHoursService: nullable(Type.Number({ description: 'Machine hours of the next engine-hour service' })),
    engineHoursServiceInterval: nullable(
      Type.Number({ description: 'Hours between engine-hour services (the next one is set from the hours at a reported service)' }),
    ),
    nextCalendarServiceUserTime: nullable(Type.String({ description: "Date of the next calendar service, 'YYYY-MM-DD'" })),
    calendarServiceIntervalType: nullable(Type.Integer({ description: 'Monthly = 3, Yearly = 4' })),
    calendarServiceFrequency: nullable(Type.Integer({ description: 'Months (1-11) or years (1-5) between calendar services' })),
    description: nullable(Type.String()),
    status: Type.Integer({ description: 'NoService = 0, Scheduled = 1, Soon = 2, Overdue = 3' }),
    statusFormatted: Type.String(),
    nextServicePredictionUserTime: nullable(
      Type.String({
        description: "When the service is due, 'YYYY-MM-DD': the calendar date or the day the hours are predicted to be reached, whichever is first",
      }),
    ),
    nextServicePredictionUserTimeFormatted: nullable(Type.String({ description: "'YYYY/MM/DD'" })),
    // An enum, not a free string: bounded, and typed in GraphQL and the client.
    nextServiceDueBy: nullable(
      Type.Unsafe<DueBy>({
        type: 'string',
        enum: ['Hours', 'HoursReached', 'Calendar'] satisfies DueBy[],
        description:
          "Why the prediction is that day: 'Hours' (the next service hours at the machine's pace, usageHoursPerWeek), " +
          "'HoursReached' (the hours are already reached) or 'Calendar' (the calendar date, also when both fall on the same day); null without a prediction",
      }),
    ),
    nextServiceInDays: nullable(Type.Integer({ description: "Days from the machine's today to the predicted day (negative: past)" })),
    usageHoursPerWeek: nullable(
      Type.Number({ description: "The pace of an 'Hours' prediction: engine hours a week over the last 30 full days (usageHoursPerDay × 7, one decimal)" }),
    ),
    engineHours: Type.Number({ description: "The machine's hours now" }),
    engineHoursFormatted: Type.String({ description: "'1234.5 h'" }),
    hoursLeft: nullable(Type.Number({ description: 'Hours to the next engine-hour service (negative: past it)' })),
    usageHoursPerDay: nullable(Type.Number({ description: 'Engine hours a day over the last 30 full days: the pace of the prediction' })),
    previousServiceUserTimeFormatted: nullable(Type.String({ description: "'YYYY/MM/DD HH:mm' of the latest reported service" })),
  },
  { $id: 'ServiceSetup' },
);

export const ServiceSetupBody = Type.Object(
  {
    assetId,
    engineHoursServiceAllowed: Type.Boolean(),
    nextEngineHoursService: Type.Optional(nullable(hours('Required when engineHoursServiceAllowed'))),
    // Not nullable (leave it out for none): with the server's type coercion a nullable number would read 0 as null.
    engineHoursServiceInterval: Type.Optional(
      Type.Number({ minimum: MIN_INTERVAL_HOURS, maximum: MAX_INTERVAL_HOURS, description: 'Hours between services; leave out for a one-off service' }),
    ),
    nextCalendarServiceUserTime: Type.Optional(nullable(Type.String({ pattern: DAY_PATTERN, maxLength: 10, description: "'YYYY-MM-DD'" }))),
    calendarServiceIntervalType: Type.Optional(nullable(Type.Integer({ minimum: 3, maximum: 4, description: 'Monthly = 3, Yearly = 4' }))),
    calendarServiceFrequency: Type.Optional(
      nullable(
        Type.Integer({
          minimum: 1,
          maximum: Math.max(FREQUENCY_MAX[3], FREQUENCY_MAX[4]),
          description: `Monthly 1-${FREQUENCY_MAX[3]}, Yearly 1-${FREQUENCY_MAX[4]} (a yearly value past ${FREQUENCY_MAX[4]} is a 400 on this field)`,
        }),
      ),
    ),
    description: Type.Optional(nullable(Type.String({ maxLength: MAX_DESCRIPTION }))),
  },
  { $id: 'ServiceSetupRequest', additionalProperties: false },
);

export const ServiceReportBody = Type.Object(
  {
    assetId,
    engineTimeAtService: hours('Machine hours when the service was performed'),
    servicePerformedUserTime: userTime("When the service was performed, in the user's time zone (not in the future)"),
    comment: Type.String({ minLength: 1, maxLength: MAX_COMMENT, description: 'What was done' }),
  },
  { $id: 'ServiceReportRequest', additionalProperties: false },
);

export const CalibrationBody = Type.Object(
  {
    assetId,
    engineTimeAtUserTime: userTime("The moment of the reading, in the user's time zone (not in the future)"),
    engineTime: hours('Machine hours at that moment'),
  },
  { $id: 'EngineTimeCalibrationRequest', additionalProperties: false },
);

export const HoursSource = Type.Unsafe<'device' | 'aemp' | 'calibration'>({
  $id: 'HoursSource',
  type: 'string',
  enum: ['device', 'aemp', 'calibration'],
  description: "Where the reading comes from: the unit's meter, a manufacturer portal (AEMP) or a user's calibration",
});

export const EngineTimeAt = Type.Object(
  {
    assetId: Type.Integer(),
    utcTime: Type.String({ description: 'The moment asked, UTC' }),
    engineTime: nullable(Type.Number({ description: 'Machine hours at that moment; null when nothing is known before it' })),
    engineTimeFormatted: nullable(Type.String()),
    source: nullable(Type.Ref('HoursSource')),
  },
  { $id: 'EngineTimeAt' },
);

export const Calibration = Type.Object(
  {
    assetId: Type.Integer(),
    engineTimeAtUtcTime: Type.String(),
    engineTime: Type.Number(),
    delta: Type.Number({ description: 'Hours added to the readings after the moment (negative: removed)' }),
    engineHours: Type.Number({ description: "The machine's hours now, after the calibration" }),
  },
  { $id: 'EngineTimeCalibration' },
);

export const HistoricServiceEntry = Type.Object(
  {
    id: Type.Integer(),
    maintenanceUtcTime: Type.String(),
    maintenanceUserTimeFormatted: Type.String({ description: "'YYYY/MM/DD HH:mm'" }),
    engineTime: Type.Number(),
    engineTimeFormatted: Type.String(),
    comment: Type.String(),
    calibrated: Type.Boolean({ description: 'The hour meter was calibrated with this report' }),
    reportedBy: nullable(Type.String()),
  },
  { $id: 'HistoricServiceEntry' },
);

export const ServiceHistory = Type.Object({ assetId: Type.Integer(), items: Type.Array(Type.Ref('HistoricServiceEntry')) }, { $id: 'ServiceHistory' });

export const ServiceSummary = Type.Object(
  {
    doneThisWeekCount: Type.Integer({ description: "Services performed this week (Monday to Sunday in the user's time zone)" }),
    overdueServiceCount: Type.Integer(),
    soonToServiceCount: Type.Integer(),
    noServiceCount: Type.Integer(),
    scheduledCount: Type.Integer(),
  },
  { $id: 'ServiceSummary' },
);

export const ServiceRow = Type.Object(
  {
    id: Type.Integer({ description: 'The machine (asset) id' }),
    assetId: Type.Integer(),
    assetDescription: Type.String({ description: "Internal id and name, e.g. 'NB-0042 Volvo EC220E'" }),
    internalId: Type.String(),
    name: Type.String(),
    brand: Type.String(),
    model: Type.String(),
    status: Type.Integer({ description: 'NoService = 0, Scheduled = 1, Soon = 2, Overdue = 3' }),
    statusFormatted: Type.String(),
    engineHours: Type.Number(),
    engineHoursFormatted: Type.String(),
    nextServiceEngineHours: nullable(Type.Number()),
    nextServiceEngineHoursFormatted: nullable(Type.String()),
    nextServicePredictionUserTime: nullable(Type.String({ description: "'YYYY-MM-DD'" })),
    nextServicePredictionUserTimeFormatted: nullable(Type.String({ description: "'YYYY/MM/DD'" })),
    previousServiceUtcTime: nullable(Type.String()),
    previousServiceUserTimeFormatted: nullable(Type.String({ description: "'YYYY/MM/DD HH:mm'" })),
    archived: Type.Boolean(),
  },
  { $id: 'ServiceRow' },
);

export const ServiceGrid = gridResponseSchema(Type.Ref('ServiceRow'));

export const serviceSchemas = [
  ServiceSetup,
  ServiceSetupBody,
  ServiceReportBody,
  CalibrationBody,
  HoursSource,
  EngineTimeAt,
  Calibration,
  HistoricServiceEntry,
  ServiceHistory,
  ServiceSummary,
  ServiceRow,
];
