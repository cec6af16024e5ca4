// Work shifts and holidays of place alerts (spec: "Work shift": seven weekday flags, start and end in
// the place's time zone; presets weekdays Mon-Fri 18:00-06:00 next day, weekend Sat-Sun whole day,
// none). A shift here is a NON-working window: an engine started inside one raises
// IgnitionOnNonWorkingHours, on a listed holiday IgnitionOnHoliday (holiday wins: one event, not two).
// Pure; the telemetry core calls `ignitionRules` through its work-shift seam (pipeline.ts).
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { noIgnitionRules, type IgnitionOnRules, type IgnitionRuleEvent } from '../telemetry/pipeline.ts';
import { MachineEventName } from '../telemetry/events.ts';
import { localDay, zoneOffset } from '../telemetry/time.ts';

/** Weekday bits, Monday first (Mon=1 … Sun=64). */
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface Shift {
  /** Bitmask, Mon=1 … Sun=64. */
  days: number;
  /** 'HH:mm' in the place's zone. */
  start: string;
  /** 'HH:mm'; at or before start: the window runs into the next day (equal: the whole day). */
  end: string;
}

export const SHIFT_PRESETS = {
  weekdays: { days: 0b0011111, start: '18:00', end: '06:00' },
  weekend: { days: 0b1100000, start: '00:00', end: '00:00' },
} as const satisfies Record<string, Shift>;

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Is instant `ms` inside one of the shifts (wall clock of `timeZone`)? */
export function inShift(shifts: readonly Shift[], ms: number, timeZone: string): boolean {
  const wall = new Date(ms + zoneOffset(timeZone, ms));
  const minute = wall.getUTCHours() * 60 + wall.getUTCMinutes();
  const day = (wall.getUTCDay() + 6) % 7; // Monday = 0
  const previous = (day + 6) % 7;
  return shifts.some((s) => {
    const start = minutesOf(s.start);
    const end = minutesOf(s.end);
    const today = (s.days & (1 << day)) !== 0;
    if (end > start) return today && minute >= start && minute < end;
    // Overnight (or the whole day): from start on a flagged day to end on the next day.
    return (today && minute >= start) || ((s.days & (1 << previous)) !== 0 && minute < end);
  });
}

export interface PlaceRule {
  timeZone: string;
  shifts: Shift[];
  holidays: ReadonlySet<string>;
}

/** The events an engine start at `ms` inside a place with this rule raises. */
export function ruleEvents(rule: PlaceRule, ms: number): IgnitionRuleEvent[] {
  if (rule.holidays.has(localDay(ms, rule.timeZone))) return [MachineEventName.IgnitionOnHoliday];
  if (inShift(rule.shifts, ms, rule.timeZone)) return [MachineEventName.IgnitionOnNonWorkingHours];
  return [];
}

/**
 * `BatchOptions.ignitionRulesFor`: loads the enabled place alerts of the batch's companies (their
 * shifts, holidays and the place's zone) once per batch and answers from memory per engine start.
 */
export async function ignitionRulesFor(trx: Transaction<Database>, companyIds: number[]): Promise<IgnitionOnRules> {
  if (companyIds.length === 0) return noIgnitionRules;
  const alerts = await trx
    .selectFrom('alerts as a')
    .innerJoin('places as p', 'p.id', 'a.place_id')
    .select(['a.id', 'a.place_id', 'a.holidays', 'p.timezone_name'])
    .where('a.kind', '=', 'place')
    .where('a.enabled', '=', 1)
    .where('a.company_id', 'in', companyIds)
    .execute();
  if (alerts.length === 0) return noIgnitionRules;
  const shifts = await trx
    .selectFrom('alert_work_shifts')
    .select(['alert_id', 'days', 'start_time', 'end_time'])
    .where(
      'alert_id',
      'in',
      alerts.map((a) => a.id),
    )
    .execute();
  const rules = new Map<number, PlaceRule>();
  for (const a of alerts) {
    rules.set(a.place_id as number, {
      timeZone: a.timezone_name,
      shifts: shifts.filter((s) => s.alert_id === a.id).map((s) => ({ days: s.days, start: s.start_time, end: s.end_time })),
      holidays: new Set(parseHolidays(a.holidays)),
    });
  }
  return (fact, place) => {
    const rule = rules.get(place.id);
    return rule ? ruleEvents(rule, fact.ts) : [];
  };
}

export function parseHolidays(text: string): string[] {
  try {
    const value = JSON.parse(text) as unknown;
    return Array.isArray(value) ? value.filter((d): d is string => typeof d === 'string') : [];
  } catch {
    return [];
  }
}
