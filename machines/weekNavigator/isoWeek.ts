// Calendar days and ISO weeks (Monday first; week 1 holds the year's first Thursday) as
// 'YYYY-MM-DD' strings. Dates here are calendar dates in the machine's or user's zone, so the
// arithmetic runs in UTC where no day has 23 or 25 hours.

/** A calendar date, 'YYYY-MM-DD'. */
export type IsoDate = string;

const DAY_MS = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isIsoDate(value: unknown): value is IsoDate {
  if (typeof value !== 'string') return false;
  const m = DATE.exec(value);
  if (!m) return false;
  const t = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return fromUtc(t) === value;
}

function toUtc(date: IsoDate): number {
  const m = DATE.exec(date);
  if (!m) throw new Error(`not a date: ${date}`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
}

const fromUtc = (t: number): IsoDate => new Date(t).toISOString().slice(0, 10);

export const addDays = (date: IsoDate, days: number): IsoDate => fromUtc(toUtc(date) + days * DAY_MS);

/** Whole days from `a` to `b` (negative when b is earlier). */
export const daysBetween = (a: IsoDate, b: IsoDate): number => Math.round((toUtc(b) - toUtc(a)) / DAY_MS);

/** The Monday of the ISO week holding `date`. */
export function isoWeekStart(date: IsoDate): IsoDate {
  const t = toUtc(date);
  const weekday = (new Date(t).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return fromUtc(t - weekday * DAY_MS);
}

export const addWeeks = (week: IsoDate, weeks: number): IsoDate => addDays(week, weeks * 7);

/** The same calendar day a year earlier (29 February becomes 28 February). */
export function oneYearBefore(date: IsoDate): IsoDate {
  const [y, m, d] = date.split('-').map(Number);
  const t = Date.UTC(y - 1, m - 1, d);
  const back = fromUtc(t);
  return back.slice(5, 7) === date.slice(5, 7) ? back : fromUtc(Date.UTC(y - 1, m, 0));
}

/** ISO week-numbering year and week of the week starting `weekStart` (a Monday). */
export function isoWeekNumber(weekStart: IsoDate): { year: number; week: number } {
  const thursday = toUtc(weekStart) + 3 * DAY_MS;
  const year = new Date(thursday).getUTCFullYear();
  const week = 1 + Math.floor((thursday - Date.UTC(year, 0, 1)) / (7 * DAY_MS));
  return { year, week };
}

/** 'Week 48, 2026' */
export function weekLabel(weekStart: IsoDate): string {
  const { year, week } = isoWeekNumber(weekStart);
  return `Week ${week}, ${year}`;
}

/** The spec's date display, YYYY/MM/DD. */
export const displayDate = (date: IsoDate): string => date.replaceAll('-', '/');

/** 'YYYY/MM/DD – YYYY/MM/DD' for the seven days of a week. */
export const weekSpan = (weekStart: IsoDate): string => `${displayDate(weekStart)} – ${displayDate(addDays(weekStart, 6))}`;
