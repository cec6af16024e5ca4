// After-hours use (issue 29, decision 0062): engine time a machine ran inside a place during that
// place's non-working hours — the work shifts of its place alerts (spec "Work shift": the windows an
// engine start raises IgnitionOnNonWorkingHours in) — or on one of their holidays (a whole local day
// of the place). Read from what the pipeline already derives: the place stays (entry/exit of each
// machine per place) and the engine sessions, exactly as the work-site insights do
// (places/insights.ts): a session's engine seconds are spread evenly over its span, so the part of a
// session that ran at the place inside a non-working window counts that share of its engine time.
// Positions are never read; only the stays at places with a place alert and those machines' sessions.
import { sql } from 'kysely';
import { addDaysTo } from '../../../machines/format/clock.ts';
import type { Db } from '../db/database.ts';
import type { PlaceCalendar } from '../alerts/shifts.ts';
import { dayStart, localDay, wallToUtc } from '../telemetry/time.ts';
import type { Selection } from './selection.ts';
import type { Range } from './utilization.ts';

/** A place's calendar: the union of the shifts and holidays of all its place alerts (enabled or not). */
export interface AfterHoursSums {
  /** Engine seconds at the place (the whole range). */
  engineS: number;
  /** Engine seconds inside a non-working window on a day that is not a holiday. */
  outsideShiftS: number;
  /** Engine seconds on a holiday of the place (its whole local day). */
  holidayS: number;
}

export const noAfterHours = (): AfterHoursSums => ({ engineS: 0, outsideShiftS: 0, holidayS: 0 });

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const MIN_MS = 60_000;

/** Non-working windows [start, end) (UTC ms) that begin on local day `day` of the calendar (overnight ones run into the next day). */
function windowsStarting(calendar: PlaceCalendar, day: string): [number, number][] {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday = 0
  const wall = Date.parse(`${day}T00:00:00Z`);
  const out: [number, number][] = [];
  for (const s of calendar.shifts) {
    if ((s.days & (1 << weekday)) === 0) continue;
    const start = minutesOf(s.start);
    let end = minutesOf(s.end);
    if (end <= start) end += 24 * 60; // overnight; equal: the whole day
    out.push([wallToUtc(wall + start * MIN_MS, calendar.timeZone), wallToUtc(wall + end * MIN_MS, calendar.timeZone)]);
  }
  return out;
}

const overlap = (a0: number, a1: number, b0: number, b1: number) => Math.max(0, Math.min(a1, b1) - Math.max(a0, b0));

/** Merged windows (sorted, disjoint) clipped to [from, to). */
function merged(windows: [number, number][], from: number, to: number): [number, number][] {
  const clipped = windows
    .map(([a, b]): [number, number] => [Math.max(a, from), Math.min(b, to)])
    .filter(([a, b]) => b > a)
    .sort((x, y) => x[0] - y[0]);
  const out: [number, number][] = [];
  for (const w of clipped) {
    const last = out.at(-1);
    if (last && w[0] <= last[1]) last[1] = Math.max(last[1], w[1]);
    else out.push([...w]);
  }
  return out;
}

/**
 * Splits the wall-clock span [from, to) (UTC ms) at the place into milliseconds outside its shifts'
 * hours on ordinary days and on holidays. Pure: the tests' hand arithmetic meets it here.
 */
export function splitSpan(calendar: PlaceCalendar, from: number, to: number): { outsideShiftMs: number; holidayMs: number } {
  let outsideShiftMs = 0;
  let holidayMs = 0;
  // Walk the place's local days the span touches.
  for (let day = localDay(from, calendar.timeZone); ; day = addDaysTo(day, 1)) {
    const start = dayStart(day, calendar.timeZone);
    if (start >= to) break;
    const end = dayStart(addDaysTo(day, 1), calendar.timeZone);
    const pieceFrom = Math.max(from, start);
    const pieceTo = Math.min(to, end);
    if (pieceTo <= pieceFrom) continue;
    if (calendar.holidays.has(day)) {
      holidayMs += pieceTo - pieceFrom;
      continue;
    }
    // Windows of the day before run past midnight into this day.
    const windows = merged([...windowsStarting(calendar, addDaysTo(day, -1)), ...windowsStarting(calendar, day)], pieceFrom, pieceTo);
    for (const [a, b] of windows) outsideShiftMs += overlap(a, b, pieceFrom, pieceTo);
  }
  return { outsideShiftMs, holidayMs };
}

export interface MachinePlaceAfterHours {
  assetId: number;
  placeId: number;
  sums: AfterHoursSums;
}

/**
 * Per machine and place: the engine time at each place with a place alert within the range (the
 * range's days in the place's own zone), and its part outside the shifts' working hours and on
 * holidays. Only machines of the selection count.
 */
export async function afterHoursUse(db: Db, companyId: number, selection: Selection, range: Range, calendars: Map<number, PlaceCalendar>) {
  const out = new Map<string, MachinePlaceAfterHours>();
  if (calendars.size === 0) return [];
  // The widest instant window any zone's range can cover; each stay is clipped to its place's own days below.
  const bounds = new Map(
    [...calendars].map(([id, c]) => [id, { from: dayStart(range.fromDay, c.timeZone), to: dayStart(addDaysTo(range.toDay, 1), c.timeZone) }]),
  );
  const from = Math.min(...[...bounds.values()].map((b) => b.from));
  const to = Math.max(...[...bounds.values()].map((b) => b.to));
  const { rows: stays } = await sql<{ asset_id: number; place_id: number; entry_ts: number | string; exit_ts: number | string | null }>`
    select s.asset_id, s.place_id, s.entry_ts, s.exit_ts from place_stays s
    where s.company_id = ${companyId} and s.place_id in (${sql.join([...calendars.keys()])})
      and s.entry_ts < ${to} and (s.exit_ts is null or s.exit_ts > ${from})
      and s.asset_id in (select a.id from assets a where ${selection.where})`.execute(db);
  const staysOf = new Map<number, { placeId: number; entry: number; exit: number }[]>();
  for (const s of stays) {
    const list = staysOf.get(Number(s.asset_id)) ?? [];
    list.push({ placeId: Number(s.place_id), entry: Number(s.entry_ts), exit: s.exit_ts === null ? Infinity : Number(s.exit_ts) });
    staysOf.set(Number(s.asset_id), list);
  }
  const assetIds = [...staysOf.keys()];
  for (let i = 0; i < assetIds.length; i += 500) {
    const sessions = await db
      .selectFrom('engine_sessions')
      .select(['asset_id', 'start_ts', 'end_ts', 'last_ts', 'engine_s'])
      .where('company_id', '=', companyId)
      .where('asset_id', 'in', assetIds.slice(i, i + 500))
      .where('start_ts', '<', to)
      .where(sql<boolean>`coalesce(end_ts, last_ts) > ${from}`)
      .execute();
    for (const s of sessions) {
      const start = Number(s.start_ts);
      const stop = Number(s.end_ts ?? s.last_ts);
      const span = stop - start;
      if (span <= 0 || !(Number(s.engine_s) > 0)) continue;
      const enginePerMs = Number(s.engine_s) / span;
      for (const stay of staysOf.get(s.asset_id) ?? []) {
        const calendar = calendars.get(stay.placeId)!;
        const b = bounds.get(stay.placeId)!;
        const a0 = Math.max(start, stay.entry, b.from);
        const a1 = Math.min(stop, stay.exit, b.to);
        if (a1 <= a0) continue;
        const split = splitSpan(calendar, a0, a1);
        const key = `${s.asset_id}:${stay.placeId}`;
        const row = out.get(key) ?? { assetId: s.asset_id, placeId: stay.placeId, sums: noAfterHours() };
        row.sums.engineS += (a1 - a0) * enginePerMs;
        row.sums.outsideShiftS += split.outsideShiftMs * enginePerMs;
        row.sums.holidayS += split.holidayMs * enginePerMs;
        out.set(key, row);
      }
    }
  }
  return [...out.values()];
}

const hours = (seconds: number) => Math.round((seconds / 3600) * 100) / 100;

export interface AfterHoursFigures {
  engineHours: number;
  outsideShiftHours: number;
  holidayHours: number;
  afterHoursHours: number;
  /** After-hours share of the engine time at the place, 0-100 one decimal; null without engine time. */
  afterHoursPercent: number | null;
}

export function afterHoursFigures(sums: AfterHoursSums): AfterHoursFigures {
  const after = sums.outsideShiftS + sums.holidayS;
  return {
    engineHours: hours(sums.engineS),
    outsideShiftHours: hours(sums.outsideShiftS),
    holidayHours: hours(sums.holidayS),
    afterHoursHours: hours(after),
    afterHoursPercent: sums.engineS > 0 ? Math.round((after / sums.engineS) * 1000) / 10 : null,
  };
}

export function addAfterHours(into: AfterHoursSums, more: AfterHoursSums): AfterHoursSums {
  into.engineS += more.engineS;
  into.outsideShiftS += more.outsideShiftS;
  into.holidayS += more.holidayS;
  return into;
}
