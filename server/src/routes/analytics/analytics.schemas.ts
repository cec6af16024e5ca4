// Request and answer shapes of the analytics dashboard's calls. Every request value is bounded
// (tests/api/openapiBounds.test.ts); the answers are what docs/features/analytics.md explains.
import { Type, type TSchema } from '@sinclair/typebox';
import { Count, Id } from '../../http/bounds.ts';
import { nullable } from '../../http/nullable.ts';
import { MAX_RANGE_DAYS } from '../../analytics/calendar.ts';
import { MACHINE_SORTS } from '../../analytics/machineOrder.ts';
import { HOUR_METER_KINDS } from '../../analytics/hourMeter.ts';
import { MAX_FIELD_NAME, MAX_FILTER_EXPRESSIONS } from '../../services/grid.ts';

export const MAX_GROUPS = 500;
export const MAX_TOP_IDLERS = 50;
export const MAX_MACHINE_PAGE = 100;
export const MAX_SELECTED = 100;

const day = (description: string) => Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10, description });
/** Bounds of the answers' texts as they are written: machine, place and tag names (at most 100), internal ids (200). */
const NAME_MAX = 100;
const INTERNAL_ID_MAX = 200;
const answerDay = (description?: string) => Type.String({ maxLength: 10, description: description ?? 'YYYY-MM-DD' });
/** ISO weeks a range of at most MAX_RANGE_DAYS days touches. */
const MAX_WEEKS = Math.ceil(MAX_RANGE_DAYS / 7) + 1;
const groupLimit = Type.Optional(
  Type.Integer({
    minimum: 1,
    maximum: MAX_GROUPS,
    default: 100,
    description: `Groups listed per family, place and tag (most machines first), at most ${MAX_GROUPS}`,
  }),
);

export const FleetNowBody = Type.Object({ groupLimit }, { additionalProperties: false });

const selection = {
  assetIds: Type.Optional(Type.Array(Id(), { maxItems: MAX_SELECTED, uniqueItems: true, description: 'Machines (one for the machine panel); any of them' })),
  familyIds: Type.Optional(
    Type.Array(Id({ maximum: 1000 }), { maxItems: 50, uniqueItems: true, description: 'Machine families (dictionary machineFamily); any of them' }),
  ),
  placeIds: Type.Optional(Type.Array(Id(), { maxItems: MAX_SELECTED, uniqueItems: true, description: 'Places the machines are in now; any of them' })),
  tagIds: Type.Optional(Type.Array(Id(), { maxItems: MAX_SELECTED, uniqueItems: true, description: 'Machine tags; any of them' })),
};

const rangeAndSelection = {
  fromDay: Type.Optional(day("First day (YYYY-MM-DD, the machines' local days); with toDay. Default: the last 4 full ISO weeks in the user's zone")),
  toDay: Type.Optional(day(`Last day, included; at most ${MAX_RANGE_DAYS} days from fromDay`)),
  ...selection,
  unusedDays: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: MAX_RANGE_DAYS,
      default: 7,
      description: 'N of "unused for N days": no engine time in the last N days of the range (at most its length)',
    }),
  ),
};

export const UtilizationBody = Type.Object(
  {
    ...rangeAndSelection,
    groupLimit,
    topIdlers: Type.Optional(
      Type.Integer({ minimum: 1, maximum: MAX_TOP_IDLERS, default: 10, description: `Top idlers listed (most idle hours first), at most ${MAX_TOP_IDLERS}` }),
    ),
    unusedLimit: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: MAX_MACHINE_PAGE,
        default: 20,
        description: 'Unused machines listed (the rest: /utilization/machines with unusedOnly)',
      }),
    ),
  },
  { additionalProperties: false },
);

export const UtilizationMachinesBody = Type.Object(
  {
    ...rangeAndSelection,
    unusedOnly: Type.Optional(Type.Boolean({ default: false, description: 'Only the machines unused for the last unusedDays days' })),
    sortBy: Type.Optional(
      Type.Unsafe<(typeof MACHINE_SORTS)[number]>({ type: 'string', enum: [...MACHINE_SORTS], title: 'UtilizationMachineSort', default: 'engineHours' }),
    ),
    sortOrder: Type.Optional(Type.Unsafe<0 | 1>({ type: 'integer', minimum: 0, maximum: 1, default: 1, description: 'ASC = 0, DESC = 1 (default)' })),
    start: Type.Optional(Count({ default: 0, description: 'Offset of the first row' })),
    limit: Type.Optional(
      Type.Integer({ minimum: 1, maximum: MAX_MACHINE_PAGE, default: MAX_MACHINE_PAGE, description: `Page size, at most ${MAX_MACHINE_PAGE}` }),
    ),
  },
  { additionalProperties: false },
);

// --- answers -----------------------------------------------------------------------------------

const StateCounts = Type.Object(
  {
    working: Type.Integer({ description: 'Engine on (open session, last report at most 30 min old), not idling' }),
    idling: Type.Integer({ description: 'Engine on and standing still past the idle threshold (5 min by default)' }),
    off: Type.Integer({ description: 'Heard within 24 h, engine not running' }),
    silent: Type.Integer({ description: 'A telematics unit, no report for 24 h (or never)' }),
    untracked: Type.Integer({ description: 'No telematics unit on the machine' }),
    total: Type.Integer(),
  },
  { $id: 'AnalyticsStateCounts' },
);

// The fleet grid's filterExpressions as the client sends them back; value is a number, a list of
// ids or null (no place), so any JSON here (GraphQL: JSON) rather than the grid's input type.
const GridFilter = Type.Object(
  {
    fieldName: Type.String({ maxLength: MAX_FIELD_NAME, description: 'category, locationPlaceId or tags' }),
    filterFunction: Type.String({ maxLength: MAX_FIELD_NAME, description: 'enum, eq or tags' }),
    value: nullable(Type.Unknown({ description: 'A list of ids (enum, tags), an id or null (eq)' })),
  },
  { $id: 'AnalyticsGridFilter' },
);

const StateGroup = Type.Object(
  {
    id: nullable(Type.Integer({ description: 'Family, place or tag id; null: in no place now' })),
    name: Type.String({ maxLength: NAME_MAX, description: 'Empty for "no place"' }),
    counts: Type.Ref('AnalyticsStateCounts'),
    gridFilter: Type.Array(Type.Ref('AnalyticsGridFilter'), {
      maxItems: MAX_FILTER_EXPRESSIONS,
      description: 'filterExpressions of the fleet grid (POST /web/v1/assets/assets) listing the group',
    }),
  },
  { $id: 'AnalyticsStateGroup' },
);

const listOf = (item: TSchema) => Type.Object({ total: Type.Integer({ description: 'Groups in all' }), groups: Type.Array(item, { maxItems: MAX_GROUPS }) });

export const FleetNowAnswer = Type.Object({
  counts: Type.Ref('AnalyticsStateCounts'),
  byFamily: listOf(Type.Ref('AnalyticsStateGroup')),
  byPlace: listOf(Type.Ref('AnalyticsStateGroup')),
  byTag: listOf(Type.Ref('AnalyticsStateGroup')),
});

const figures = {
  engineHours: Type.Number(),
  workingHours: Type.Number({ description: 'Engine − idle' }),
  idleHours: Type.Number(),
  idlePercent: nullable(Type.Number({ description: 'Idle share of engine time (0-100); null without engine time' })),
  daysUsed: Type.Integer({ description: 'Days with engine time (for a group or week: machine-days)' }),
  hoursPerWorkingDay: nullable(Type.Number({ description: 'Engine hours per machine and working day (Mon-Fri)' })),
};

const MachineUsage = Type.Object(
  {
    assetId: Type.Integer(),
    name: Type.String({ maxLength: NAME_MAX }),
    internalId: Type.String({ maxLength: INTERNAL_ID_MAX }),
    familyId: Type.Integer(),
    placeId: nullable(Type.Integer()),
    ...figures,
    lastUsedDay: nullable(answerDay('Last day of the range with engine time')),
    unused: Type.Boolean({ description: 'No engine time in the last unusedDays days of the range' }),
  },
  { $id: 'AnalyticsMachineUsage' },
);

const GroupUsage = Type.Object(
  { id: nullable(Type.Integer({ description: 'null: in no place now' })), name: Type.String({ maxLength: NAME_MAX }), machines: Type.Integer(), ...figures },
  { $id: 'AnalyticsGroupUsage' },
);

const WeekUsage = Type.Object({
  week: Type.String({ maxLength: 8, description: 'ISO week, e.g. 2026-W48' }),
  fromDay: answerDay(),
  toDay: answerDay(),
  workingDays: Type.Integer(),
  ...figures,
});

export const analyticsSchemas: TSchema[] = [GridFilter, StateCounts, StateGroup, MachineUsage, GroupUsage];

export const UtilizationAnswer = Type.Object({
  fromDay: answerDay(),
  toDay: answerDay(),
  workingDays: Type.Integer({ description: 'Monday to Friday in the range' }),
  unusedDays: Type.Integer(),
  totals: Type.Object({ machines: Type.Integer(), ...figures }),
  weeks: Type.Array(WeekUsage, { maxItems: MAX_WEEKS }),
  byFamily: listOf(Type.Ref('AnalyticsGroupUsage')),
  byPlace: listOf(Type.Ref('AnalyticsGroupUsage')),
  byTag: listOf(Type.Ref('AnalyticsGroupUsage')),
  topIdlers: Type.Array(Type.Ref('AnalyticsMachineUsage'), { maxItems: MAX_TOP_IDLERS }),
  unused: Type.Object({ total: Type.Integer(), machines: Type.Array(Type.Ref('AnalyticsMachineUsage'), { maxItems: MAX_MACHINE_PAGE }) }),
});

export const UtilizationMachinesAnswer = Type.Object({
  fromDay: answerDay(),
  toDay: answerDay(),
  workingDays: Type.Integer(),
  total: Type.Integer({ description: 'Machines matching, all pages' }),
  data: Type.Array(Type.Ref('AnalyticsMachineUsage'), { maxItems: MAX_MACHINE_PAGE }),
});

// --- after-hours use (decision 0062) -------------------------------------------------------------

export const AfterHoursBody = Type.Object(
  {
    fromDay: rangeAndSelection.fromDay,
    toDay: rangeAndSelection.toDay,
    assetIds: selection.assetIds,
    familyIds: selection.familyIds,
    tagIds: selection.tagIds,
    placeIds: Type.Optional(
      Type.Array(Id(), { maxItems: MAX_SELECTED, uniqueItems: true, description: 'Places where the engine ran (places with a place alert); any of them' }),
    ),
    start: Type.Optional(Count({ default: 0, description: 'Offset of the first machine row' })),
    limit: Type.Optional(
      Type.Integer({ minimum: 1, maximum: MAX_MACHINE_PAGE, default: MAX_MACHINE_PAGE, description: `Machine rows, at most ${MAX_MACHINE_PAGE}` }),
    ),
  },
  { additionalProperties: false },
);

const afterHoursFigures = {
  engineHours: Type.Number({ description: 'Engine hours at the place in the range (sessions spread evenly over their span)' }),
  outsideShiftHours: Type.Number({ description: "Engine hours inside the place alerts' work shifts (non-working windows), holidays excluded" }),
  holidayHours: Type.Number({ description: "Engine hours on the place alerts' holidays (whole local days of the place)" }),
  afterHoursHours: Type.Number({ description: 'outsideShiftHours + holidayHours' }),
  afterHoursPercent: nullable(Type.Number({ description: 'After-hours share of the engine hours at the place (0-100); null without engine time' })),
};

const AfterHoursPlace = Type.Object({
  placeId: Type.Integer(),
  name: Type.String({ maxLength: NAME_MAX }),
  timeZone: Type.String({ maxLength: 64, description: "The place's zone: its shifts and days are read there" }),
  machines: Type.Integer({ description: 'Machines with engine time at the place in the range' }),
  ...afterHoursFigures,
});

const AfterHoursMachine = Type.Object({
  assetId: Type.Integer(),
  name: Type.String({ maxLength: NAME_MAX }),
  internalId: Type.String({ maxLength: INTERNAL_ID_MAX }),
  familyId: Type.Integer(),
  placeId: Type.Integer(),
  placeName: Type.String({ maxLength: NAME_MAX }),
  ...afterHoursFigures,
});

export const AfterHoursAnswer = Type.Object({
  fromDay: answerDay(),
  toDay: answerDay(),
  placesWithShifts: Type.Integer({ description: 'Places of the company with a place alert (their shifts and holidays define after hours)' }),
  totals: Type.Object({ machines: Type.Integer(), ...afterHoursFigures }),
  places: Type.Array(AfterHoursPlace, { maxItems: MAX_GROUPS }),
  machines: Type.Object({
    total: Type.Integer({ description: 'Machine-and-place rows in all' }),
    rows: Type.Array(AfterHoursMachine, { maxItems: MAX_MACHINE_PAGE, description: 'Most after-hours hours first, then name' }),
  }),
});

// --- benchmark (decision 0062) ---------------------------------------------------------------------

export const BenchmarkBody = Type.Object(
  {
    fromDay: rangeAndSelection.fromDay,
    toDay: rangeAndSelection.toDay,
    ...selection,
    groupBy: Type.Optional(
      Type.Unsafe<'family' | 'model'>({
        type: 'string',
        enum: ['family', 'model'],
        title: 'BenchmarkGroupBy',
        default: 'family',
        description: "Compare each machine with its family's machines, or with those of its brand and model",
      }),
    ),
    start: Type.Optional(Count({ default: 0, description: 'Offset of the first machine row' })),
    limit: Type.Optional(
      Type.Integer({ minimum: 1, maximum: MAX_MACHINE_PAGE, default: MAX_MACHINE_PAGE, description: `Machine rows, at most ${MAX_MACHINE_PAGE}` }),
    ),
  },
  { additionalProperties: false },
);

const Compared = Type.Object(
  {
    engineHours: Type.Number(),
    idlePercent: nullable(Type.Number({ description: 'Idle share of engine time (0-100); null without engine time' })),
    hoursPerWorkingDay: nullable(Type.Number({ description: 'Engine hours per working day (Mon-Fri) of the range' })),
  },
  { $id: 'AnalyticsBenchmarkValues' },
);

const BENCH_GROUP_MAX = 2 * NAME_MAX + 1;

const BenchmarkMachine = Type.Object({
  assetId: Type.Integer(),
  name: Type.String({ maxLength: NAME_MAX }),
  internalId: Type.String({ maxLength: INTERNAL_ID_MAX }),
  familyId: Type.Integer(),
  group: Type.String({ maxLength: BENCH_GROUP_MAX, description: 'The family, or "brand model", the machine is compared within' }),
  peers: Type.Integer({ description: "Active machines of the company in the group (the machine included): the median's population" }),
  engineHours: Type.Number(),
  idlePercent: nullable(Type.Number()),
  hoursPerWorkingDay: nullable(Type.Number()),
  median: Type.Ref('AnalyticsBenchmarkValues'),
  difference: Type.Object({
    engineHours: nullable(Type.Number({ description: 'Machine − median, hours' })),
    idlePercent: nullable(Type.Number({ description: 'Machine − median, percentage points; null when either has no engine time' })),
    hoursPerWorkingDay: nullable(Type.Number({ description: 'Machine − median, hours' })),
  }),
});

const BenchmarkGroup = Type.Object({
  group: Type.String({ maxLength: BENCH_GROUP_MAX }),
  machines: Type.Integer(),
  median: Type.Ref('AnalyticsBenchmarkValues'),
});

const Period = Type.Object({
  fromDay: answerDay(),
  toDay: answerDay(),
  workingDays: Type.Integer(),
  machines: Type.Integer(),
  ...figures,
});

export const BenchmarkAnswer = Type.Object({
  fromDay: answerDay(),
  toDay: answerDay(),
  groupBy: Type.String({ maxLength: 6 }),
  workingDays: Type.Integer(),
  groups: Type.Array(BenchmarkGroup, { maxItems: MAX_GROUPS, description: 'Groups of the listed machines, with their medians' }),
  machines: Type.Object({
    total: Type.Integer({ description: 'Selected machines, all pages' }),
    rows: Type.Array(BenchmarkMachine, { maxItems: MAX_MACHINE_PAGE, description: 'Most engine hours first, then name' }),
  }),
  current: Period,
  previous: Period,
  change: Type.Object({
    engineHours: Type.Number({ description: 'Current − previous engine hours' }),
    engineHoursPercent: nullable(Type.Number({ description: 'Change of engine hours in % of the previous; null without previous engine time' })),
    idleHours: Type.Number(),
    idlePercent: nullable(Type.Number({ description: 'Percentage points' })),
    daysUsed: Type.Integer(),
    hoursPerWorkingDay: nullable(Type.Number()),
  }),
});

analyticsSchemas.push(Compared);

// --- hour-meter integrity (decision 0065) -----------------------------------------------------------

const HourMeterKind = Type.Unsafe<(typeof HOUR_METER_KINDS)[number]>({
  type: 'string',
  enum: [...HOUR_METER_KINDS],
  maxLength: Math.max(...HOUR_METER_KINDS.map((k) => k.length)),
  title: 'HourMeterFindingKind',
});

export const HourMeterBody = Type.Object(
  {
    fromDay: rangeAndSelection.fromDay,
    toDay: rangeAndSelection.toDay,
    ...selection,
    kinds: Type.Optional(
      Type.Array(HourMeterKind, {
        minItems: 1,
        maxItems: HOUR_METER_KINDS.length,
        uniqueItems: true,
        description: 'Only these kinds of finding (default: all)',
      }),
    ),
    start: Type.Optional(Count({ default: 0, description: 'Offset of the first finding' })),
    limit: Type.Optional(
      Type.Integer({ minimum: 1, maximum: MAX_MACHINE_PAGE, default: MAX_MACHINE_PAGE, description: `Findings, at most ${MAX_MACHINE_PAGE}` }),
    ),
  },
  { additionalProperties: false },
);

const HourMeterFinding = Type.Object({
  id: Type.Integer(),
  assetId: Type.Integer(),
  name: Type.String({ maxLength: NAME_MAX }),
  internalId: Type.String({ maxLength: INTERNAL_ID_MAX }),
  familyId: Type.Integer(),
  kind: HourMeterKind,
  time: Type.String({ maxLength: 30, description: 'When it was noticed (ISO 8601, UTC): the unit back, the AEMP reading, the calibrated instant' }),
  sinceTime: nullable(Type.String({ maxLength: 30, description: 'offlineJump: the end of the session before (ISO 8601, UTC)' })),
  fromHours: nullable(
    Type.Number({ description: "The hours before: the unit's at its last session end, the unit's at the AEMP reading, what a calibration replaced" }),
  ),
  toHours: Type.Number({ description: "The hours after: the unit's meter back, the AEMP reading, the calibrated value" }),
  changeHours: nullable(Type.Number({ description: 'toHours − fromHours' })),
  byUser: nullable(Type.String({ maxLength: 2 * NAME_MAX + 1, description: 'calibration: who set the hours; null for an integration client' })),
});

export const HourMeterAnswer = Type.Object({
  fromDay: answerDay(),
  toDay: answerDay(),
  totals: Type.Object({
    findings: Type.Integer(),
    machines: Type.Integer({ description: 'Machines with a finding in the range' }),
    offlineJump: Type.Integer(),
    aempDisagrees: Type.Integer(),
    calibration: Type.Integer(),
  }),
  findings: Type.Object({
    total: Type.Integer({ description: 'Findings of the chosen kinds, all pages' }),
    rows: Type.Array(HourMeterFinding, { maxItems: MAX_MACHINE_PAGE, description: 'Newest first' }),
  }),
});
