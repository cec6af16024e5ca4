// The dashboard's calls, as REST with the session's bearer (the usage report's way, report.api.ts):
// one page, JSON answers already typed by the server's schemas, no fragments to compose.
import type { UtilizationRequest, UtilizationView, Utilization, MachineUsage } from '../../../machines/analyticsRange/analyticsRange.types.ts';
import { authorizedPost } from '../../session/authorizedFetch.ts';

export type FleetState = 'working' | 'idling' | 'off' | 'silent' | 'untracked';
export type StateCounts = Record<FleetState, number> & { total: number };

export interface StateGroup {
  /** Family, place or tag id; null: in no place now. */
  id: number | null;
  name: string;
  counts: StateCounts;
}

export interface FleetNow {
  counts: StateCounts;
  byFamily: { total: number; groups: StateGroup[] };
  byPlace: { total: number; groups: StateGroup[] };
  byTag: { total: number; groups: StateGroup[] };
}

const data = async <T>(res: Response): Promise<T> => ((await res.json()) as { data: T }).data;

/** POST /web/v1/analytics/fleet-now. */
export async function loadFleetNowCall(): Promise<FleetNow> {
  return data<FleetNow>(await authorizedPost('/api/web/v1/analytics/fleet-now', { groupLimit: 100 }));
}

/** Rows a table's call asks for at a time: its first page, and each further one (useMoreRows). */
export const PAGE_ROWS = 100;

/** Which rows of a table a call answers: the first page, or a further one. */
export interface Page {
  start: number;
  limit: number;
}
const FIRST_PAGE: Page = { start: 0, limit: PAGE_ROWS };

/** POST /web/v1/analytics/utilization/machines: a page of the machines' usage (most engine hours first), and how many in all. */
export async function loadUtilizationMachinesCall(request: SectionRequest, page: Page = FIRST_PAGE): Promise<{ total: number; data: MachineUsage[] }> {
  return data<{ total: number; data: MachineUsage[] }>(await authorizedPost('/api/web/v1/analytics/utilization/machines', { ...request, ...page }));
}

/** The summary and the first 100 machines (most engine hours first), asked side by side. */
export async function loadUtilizationCall(request: UtilizationRequest): Promise<UtilizationView> {
  const [utilization, machines] = await Promise.all([
    authorizedPost('/api/web/v1/analytics/utilization', { ...request, topIdlers: 10, unusedLimit: 20 }).then((r) => data<Utilization>(r)),
    loadUtilizationMachinesCall(request),
  ]);
  return { utilization, machines: { total: machines.total, data: machines.data } };
}

/** The after-hours figures of a place, a machine at a place, or all (POST /web/v1/analytics/after-hours). */
export interface AfterHoursFigures {
  engineHours: number;
  outsideShiftHours: number;
  holidayHours: number;
  afterHoursHours: number;
  afterHoursPercent: number | null;
}

export interface AfterHours {
  fromDay: string;
  toDay: string;
  placesWithShifts: number;
  totals: AfterHoursFigures & { machines: number };
  places: (AfterHoursFigures & { placeId: number; name: string; timeZone: string; machines: number })[];
  machines: {
    total: number;
    rows: (AfterHoursFigures & { assetId: number; name: string; internalId: string; familyId: number; placeId: number; placeName: string })[];
  };
}

/** The range's and the drill-down's selection, as the utilization calls take it. */
export interface SectionRequest {
  fromDay: string;
  toDay: string;
  /** One machine (the machine panel's History tab). */
  assetIds?: number[];
  familyIds?: number[];
  placeIds?: number[];
  tagIds?: number[];
}

/** POST /web/v1/analytics/after-hours: the places and the first 100 machine-and-place rows. */
export async function loadAfterHoursCall(request: SectionRequest, page: Page = FIRST_PAGE): Promise<AfterHours> {
  return data<AfterHours>(await authorizedPost('/api/web/v1/analytics/after-hours', { ...request, ...page }));
}

export type BenchmarkGroupBy = 'family' | 'model';

export interface BenchmarkValues {
  engineHours: number;
  idlePercent: number | null;
  hoursPerWorkingDay: number | null;
}

export interface BenchmarkMachine extends BenchmarkValues {
  assetId: number;
  name: string;
  internalId: string;
  familyId: number;
  group: string;
  peers: number;
  median: BenchmarkValues;
  difference: { engineHours: number | null; idlePercent: number | null; hoursPerWorkingDay: number | null };
}

export interface BenchmarkPeriod {
  fromDay: string;
  toDay: string;
  workingDays: number;
  machines: number;
  engineHours: number;
  workingHours: number;
  idleHours: number;
  idlePercent: number | null;
  daysUsed: number;
  hoursPerWorkingDay: number | null;
}

export interface Benchmark {
  fromDay: string;
  toDay: string;
  groupBy: BenchmarkGroupBy;
  workingDays: number;
  groups: { group: string; machines: number; median: BenchmarkValues }[];
  machines: { total: number; rows: BenchmarkMachine[] };
  current: BenchmarkPeriod;
  previous: BenchmarkPeriod;
  change: {
    engineHours: number;
    engineHoursPercent: number | null;
    idleHours: number;
    idlePercent: number | null;
    daysUsed: number;
    hoursPerWorkingDay: number | null;
  };
}

/** POST /web/v1/analytics/benchmark: the first 100 machines (most engine hours first) against their group's median, and the two periods. */
export async function loadBenchmarkCall(request: SectionRequest & { groupBy: BenchmarkGroupBy }, page: Page = FIRST_PAGE): Promise<Benchmark> {
  return data<Benchmark>(await authorizedPost('/api/web/v1/analytics/benchmark', { ...request, ...page }));
}

export type HourMeterKind = 'offlineJump' | 'aempDisagrees' | 'calibration';

export interface HourMeterFinding {
  id: number;
  assetId: number;
  name: string;
  internalId: string;
  familyId: number;
  kind: HourMeterKind;
  /** ISO 8601, UTC. */
  time: string;
  sinceTime: string | null;
  fromHours: number | null;
  toHours: number;
  changeHours: number | null;
  byUser: string | null;
}

export interface HourMeter {
  fromDay: string;
  toDay: string;
  totals: Record<HourMeterKind, number> & { findings: number; machines: number };
  findings: { total: number; rows: HourMeterFinding[] };
}

/** POST /web/v1/analytics/hour-meter: the newest 100 findings of the range and selection, with counts per kind. */
export async function loadHourMeterCall(request: SectionRequest, page: Page = FIRST_PAGE): Promise<HourMeter> {
  return data<HourMeter>(await authorizedPost('/api/web/v1/analytics/hour-meter', { ...request, ...page }));
}
