// The /analytics dashboard's utilization part (issue 29; docs/features/analytics.md): the range,
// the drill-down to one family, place or tag, "unused for N days", and the answers shown.

/** The figures every row carries (POST /web/v1/analytics/utilization). */
export interface UsageFigures {
  engineHours: number;
  workingHours: number;
  idleHours: number;
  idlePercent: number | null;
  daysUsed: number;
  hoursPerWorkingDay: number | null;
}

export interface MachineUsage extends UsageFigures {
  assetId: number;
  name: string;
  internalId: string;
  familyId: number;
  placeId: number | null;
  lastUsedDay: string | null;
  unused: boolean;
}

export interface GroupUsage extends UsageFigures {
  /** null: in no place now. */
  id: number | null;
  name: string;
  machines: number;
}

export interface WeekUsage extends UsageFigures {
  week: string;
  fromDay: string;
  toDay: string;
  workingDays: number;
}

export interface Utilization {
  fromDay: string;
  toDay: string;
  workingDays: number;
  unusedDays: number;
  totals: UsageFigures & { machines: number };
  weeks: WeekUsage[];
  byFamily: { total: number; groups: GroupUsage[] };
  byPlace: { total: number; groups: GroupUsage[] };
  byTag: { total: number; groups: GroupUsage[] };
  topIdlers: MachineUsage[];
  unused: { total: number; machines: MachineUsage[] };
}

/** What the dashboard shows for a range: the summary and the first page of machines. */
export interface UtilizationView {
  utilization: Utilization;
  machines: { total: number; data: MachineUsage[] };
}

export type Preset = 'last4Weeks' | 'last13Weeks' | 'lastMonth' | 'custom';

/** A drill-down: the figures of one family, place or tag's machines. */
export interface Drill {
  kind: 'family' | 'place' | 'tag';
  id: number;
  name: string;
}

/** The calls' selection and range (both calls take the same). */
export interface UtilizationRequest {
  fromDay: string;
  toDay: string;
  unusedDays: number;
  familyIds?: number[];
  placeIds?: number[];
  tagIds?: number[];
}

export interface AnalyticsRangeContext {
  /** The user's today (YYYY-MM-DD, their profile zone), fixed when the page opened: presets count from it. */
  today: string;
  preset: Preset;
  fromDay: string;
  toDay: string;
  unusedDays: number;
  drill: Drill | null;
  view: UtilizationView | null;
  error: string | null;
}

export type AnalyticsRangeEvent =
  | { type: 'range.presetChosen'; preset: Exclude<Preset, 'custom'> }
  | { type: 'range.customApplied'; fromDay: string; toDay: string }
  | { type: 'range.unusedDaysChanged'; days: number }
  | { type: 'drill.opened'; drill: Drill }
  | { type: 'drill.closed' }
  | { type: 'range.retried' };
