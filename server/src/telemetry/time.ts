// Time zones for telemetry: the store keeps UTC epoch milliseconds; the API speaks the machine's
// time zone (…MachineTime), the user's (…UserTime) or UTC (…UtcTime), as the field names say.
//
// Wire formats:
//   machine/user time in answers  'YYYY-MM-DDTHH:mm:ss+01:00'  (local wall clock WITH its offset: unambiguous
//                                                               across DST and parseable by Date)
//   …Formatted                    'YYYY/MM/DD HH:mm'           (the spec's display format)
//   days                          'YYYY-MM-DD'                 (a calendar day in the machine's zone)
//   time parameters               'YYYY-MM-DD', 'YYYY-MM-DDTHH:mm[:ss[.sss]]' (wall clock in the named zone),
//                                 or the same with 'Z' / '±HH:mm' (an absolute instant)

import { wallClockFormatter } from '../../../machines/format/clock.ts';

function offsetAtUncached(timeZone: string, ms: number): number {
  const p: Record<string, string> = {};
  for (const part of wallClockFormatter(timeZone).formatToParts(ms)) p[part.type] = part.value;
  return Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second) - Math.floor(ms / 1000) * 1000;
}

const HOUR = 3_600_000;
export const DAY_MS = 24 * HOUR;
const offsets = new Map<string, Map<number, number>>();

/** Offset of `timeZone` from UTC at instant `ms`, in ms (cached per zone and UTC hour). */
export function zoneOffset(timeZone: string, ms: number): number {
  const hour = Math.floor(ms / HOUR);
  let byHour = offsets.get(timeZone);
  const hit = byHour?.get(hour);
  if (hit !== undefined) return hit;
  const start = offsetAtUncached(timeZone, hour * HOUR);
  if (start !== offsetAtUncached(timeZone, hour * HOUR + HOUR - 1)) return offsetAtUncached(timeZone, ms);
  if (!byHour || byHour.size >= 50_000) offsets.set(timeZone, (byHour = new Map<number, number>()));
  byHour.set(hour, start);
  return start;
}

const two = (n: number) => (n < 10 ? `0${n}` : String(n));

function wallParts(ms: number, timeZone: string) {
  const offset = zoneOffset(timeZone, ms);
  const d = new Date(ms + offset);
  return {
    offset,
    date: `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())}`,
    time: `${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}`,
  };
}

function offsetText(offsetMs: number): string {
  const sign = offsetMs < 0 ? '-' : '+';
  const minutes = Math.abs(Math.round(offsetMs / 60_000));
  return `${sign}${two(Math.floor(minutes / 60))}:${two(minutes % 60)}`;
}

/** 'YYYY-MM-DDTHH:mm:ss+01:00': the wall clock in `timeZone` with its offset. */
export function zonedIso(ms: number, timeZone: string): string {
  const p = wallParts(ms, timeZone);
  return `${p.date}T${p.time}${offsetText(p.offset)}`;
}

/** 'YYYY-MM-DDTHH:mm:ss' wall clock without offset (chart axes: batteryHistory.userTime). */
export function wallClock(ms: number, timeZone: string): string {
  const p = wallParts(ms, timeZone);
  return `${p.date}T${p.time}`;
}

/** One instant's texts in `timeZone`, computed once for answers that show it several ways (sessions). */
export interface WallTexts {
  /** 'YYYY/MM/DD HH:mm' (formatted) */
  display: string;
  /** 'YYYY-MM-DDTHH:mm:ss+01:00' (zonedIso) */
  iso: string;
}

export function wallTexts(ms: number, timeZone: string): WallTexts {
  const offset = zoneOffset(timeZone, ms);
  const d = new Date(ms + offset);
  const y = d.getUTCFullYear();
  const mo = two(d.getUTCMonth() + 1);
  const day = two(d.getUTCDate());
  const hm = `${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;
  return { display: `${y}/${mo}/${day} ${hm}`, iso: `${y}-${mo}-${day}T${hm}:${two(d.getUTCSeconds())}${offsetText(offset)}` };
}

/** 'YYYY/MM/DD HH:mm' in `timeZone` (the spec's display format). */
export function formatted(ms: number | null | undefined, timeZone: string): string | null {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return null;
  const p = wallParts(ms, timeZone);
  return `${p.date.replaceAll('-', '/')} ${p.time.slice(0, 5)}`;
}

/** The calendar day ('YYYY-MM-DD') in `timeZone` that contains instant `ms`. */
export function localDay(ms: number, timeZone: string): string {
  return wallParts(ms, timeZone).date;
}

/** 'YYYY-MM-DD' → 'YYYY/MM/DD'. */
export const dayFormatted = (day: string) => day.replaceAll('-', '/');

/** The UTC instant of a wall-clock time (fields as UTC) in `timeZone`; DST gaps resolve forward. */
export function wallToUtc(wallAsUtcMs: number, timeZone: string): number {
  let guess = wallAsUtcMs - zoneOffset(timeZone, wallAsUtcMs);
  // Two refinements settle on the offset valid at the instant itself (around DST changes).
  for (let i = 0; i < 2; i++) guess = wallAsUtcMs - zoneOffset(timeZone, guess);
  return guess;
}

/** Midnight starting calendar day `day` ('YYYY-MM-DD') in `timeZone`, as a UTC instant. */
export function dayStart(day: string, timeZone: string): number {
  return wallToUtc(Date.parse(`${day}T00:00:00Z`), timeZone);
}

const windows = new Map<string, { start: number; end: number; day: string }>();

/**
 * The calendar day of `timeZone` containing `ms`, with its UTC start and end (cached: consecutive
 * reports mostly fall in the same day, so the pipeline's day split is a compare, not an Intl call).
 */
export function dayWindow(ms: number, timeZone: string): { start: number; end: number; day: string } {
  const hit = windows.get(timeZone);
  if (hit && ms >= hit.start && ms < hit.end) return hit;
  const day = localDay(ms, timeZone);
  const w = { day, start: dayStart(day, timeZone), end: dayStart(nextDay(day), timeZone) };
  if (windows.size > 1000) windows.clear();
  windows.set(timeZone, w);
  return w;
}

/** The day after `day`. */
export function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

/** Time parameter pattern (for request schemas): a day, a wall-clock time, or an instant with Z/offset. */
export const TIME_PARAMETER_PATTERN = '^\\d{4}-\\d{2}-\\d{2}([T ]\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:?\\d{2})?)?$';
const TIME_PARAMETER = new RegExp(TIME_PARAMETER_PATTERN);

export interface ParsedTime {
  /** The UTC instant. */
  ms: number;
  /** True when only a day was given (ranges then cover the whole day). */
  dateOnly: boolean;
}

/**
 * Parses a time parameter. A value without Z/offset is a wall clock in `timeZone`. Returns null for
 * text that does not match or names an impossible date (2026-02-30).
 */
export function parseTimeParameter(value: string, timeZone: string): ParsedTime | null {
  if (!TIME_PARAMETER.test(value)) return null;
  const [datePart, rest] = value.split(/[T ]/);
  const [y, m, d] = datePart.split('-').map(Number);
  const dayMs = Date.UTC(y, m - 1, d);
  const check = new Date(dayMs);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) return null;
  if (rest === undefined) return { ms: wallToUtc(dayMs, timeZone), dateOnly: true };
  const zone = /(Z|[+-]\d{2}:?\d{2})$/.exec(rest)?.[0];
  const clock = zone ? rest.slice(0, -zone.length) : rest;
  const [hh, mm, ss = '0'] = clock.split(':');
  const h = Number(hh);
  const min = Number(mm);
  const sec = Number(ss);
  if (h > 23 || min > 59 || sec >= 60) return null;
  const wall = dayMs + h * HOUR + min * 60_000 + Math.round(sec * 1000);
  if (!zone) return { ms: wallToUtc(wall, timeZone), dateOnly: false };
  if (zone === 'Z') return { ms: wall, dateOnly: false };
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  const offsetH = Number(digits.slice(0, 2));
  const offsetM = Number(digits.slice(2, 4));
  if (offsetH > 14 || offsetM > 59) return null;
  return { ms: wall - sign * (offsetH * HOUR + offsetM * 60_000), dateOnly: false };
}

/** Seconds → '7 h 42 min' (durations on KPI cards). */
export function durationFormatted(seconds: number): string {
  const totalMinutes = Math.round(Math.max(0, seconds) / 60);
  const h = Math.floor(totalMinutes / 60);
  const m = totalMinutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/** Machine hours → '1234.5 h' (one decimal, as an hour meter shows). */
export const hoursFormatted = (hours: number) => `${(Math.floor(hours * 10) / 10).toFixed(1)} h`;
