// Work shifts and holidays of place alerts (spec: "Work shift": seven weekday flags, start and end in
// the place's time zone; presets weekdays Mon-Fri 18:00-06:00 next day, weekend Sat-Sun whole day,
// none). A shift here is a NON-working window: an engine started inside one raises
// IgnitionOnNonWorkingHours, on a listed holiday IgnitionOnHoliday (holiday wins: one event, not two).
// Pure; the telemetry core calls `ignitionRules` through its work-shift seam (pipeline.ts).
import type { Kysely, Transaction } from 'kysely';
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

/** A place alert's calendar at its place: the place's zone, the alert's shifts and holidays. */
export interface PlaceCalendar extends PlaceRule {
  placeId: number;
  name: string;
  holidays: Set<string>;
}

/**
 * The place alerts' calendars by place, for the companies `companyIds` (optionally only `placeIds`;
 * `enabledOnly`: the alerts that raise events now). A place with several alerts gets their shifts and
 * holidays together.
 */
export async function placeCalendars(
  db: Kysely<Database> | Transaction<Database>,
  { companyIds, placeIds, enabledOnly }: { companyIds: number[]; placeIds?: number[]; enabledOnly: boolean },
): Promise<Map<number, PlaceCalendar>> {
  const calendars = new Map<number, PlaceCalendar>();
  if (companyIds.length === 0) return calendars;
  let query = db
    .selectFrom('alerts as a')
    .innerJoin('places as p', 'p.id', 'a.place_id')
    .select(['a.id', 'a.place_id', 'a.holidays', 'p.name', 'p.timezone_name'])
    .where('a.kind', '=', 'place')
    .where('a.company_id', 'in', companyIds)
    .whereRef('p.company_id', '=', 'a.company_id');
  if (enabledOnly) query = query.where('a.enabled', '=', 1);
  if (placeIds?.length) query = query.where('a.place_id', 'in', placeIds);
  const alerts = await query.execute();
  if (alerts.length === 0) return calendars;
  const shifts = await db
    .selectFrom('alert_work_shifts')
    .select(['alert_id', 'days', 'start_time', 'end_time'])
    .where(
      'alert_id',
      'in',
      alerts.map((a) => a.id),
    )
    .execute();
  const byAlert = new Map<number, Shift[]>();
  for (const s of shifts) byAlert.set(s.alert_id, [...(byAlert.get(s.alert_id) ?? []), { days: s.days, start: s.start_time, end: s.end_time }]);
  for (const a of alerts) {
    const placeId = a.place_id as number;
    const calendar = calendars.get(placeId) ?? { placeId, name: a.name, timeZone: a.timezone_name, shifts: [], holidays: new Set<string>() };
    calendar.shifts.push(...(byAlert.get(a.id) ?? []));
    for (const day of parseHolidays(a.holidays)) calendar.holidays.add(day);
    calendars.set(placeId, calendar);
  }
  return calendars;
}

/**
 * `BatchOptions.ignitionRulesFor`: loads the enabled place alerts of the batch's companies (their
 * shifts, holidays and the place's zone) once per batch and answers from memory per engine start.
 */
export async function ignitionRulesFor(trx: Transaction<Database>, companyIds: number[]): Promise<IgnitionOnRules> {
  const rules = await placeCalendars(trx, { companyIds, enabledOnly: true });
  if (rules.size === 0) return noIgnitionRules;
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
