// The calendar of a utilization range: days are 'YYYY-MM-DD' texts (the machines' local days, as
// asset_usage_daily keeps them), weeks are ISO weeks (Monday first), working days are Monday to
// Friday (no holiday calendar: decision 0056).
import { addDaysTo, todayIn } from '../../../machines/format/clock.ts';
import { badRequest } from '../http/envelope.ts';
import { FieldErrors } from '../domain/passwordRules.ts';

const DAY_MS = 86_400_000;
export const MAX_RANGE_DAYS = 366;

const epochDay = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
/** 0 = Monday … 6 = Sunday (1970-01-01 was a Thursday). */
const weekdayOf = (day: string) => (((epochDay(day) + 3) % 7) + 7) % 7;

export const daysBetween = (fromDay: string, toDay: string) => epochDay(toDay) - epochDay(fromDay) + 1;

/** Monday to Friday inside [fromDay, toDay]. */
export function workingDaysIn(fromDay: string, toDay: string): number {
  let count = 0;
  for (let day = fromDay; day <= toDay; day = addDaysTo(day, 1)) if (weekdayOf(day) < 5) count++;
  return count;
}

/** ISO week of a day: its label ('2026-W48') and its Monday. */
export function isoWeekOf(day: string): { week: string; monday: string } {
  const monday = addDaysTo(day, -weekdayOf(day));
  // The ISO year is the year of the week's Thursday; week 1 holds that year's first Thursday.
  const thursday = addDaysTo(monday, 3);
  const year = thursday.slice(0, 4);
  const week = Math.floor((epochDay(thursday) - epochDay(`${year}-01-01`)) / 7) + 1;
  return { week: `${year}-W${String(week).padStart(2, '0')}`, monday };
}

/** The default range: the last 4 full ISO weeks before the current one, "today" in the user's zone. */
export function lastFourWeeks(timeZone: string, now = Date.now()): { fromDay: string; toDay: string } {
  const thisMonday = isoWeekOf(todayIn(timeZone, now)).monday;
  return { fromDay: addDaysTo(thisMonday, -28), toDay: addDaysTo(thisMonday, -1) };
}

const isRealDay = (day: string) => {
  const ms = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === day;
};

/** The requested range, or the default; 400 naming the field for an unreal day, a reversed or too long range. */
export function utilizationRange(body: { fromDay?: string; toDay?: string }, timeZone: string, now = Date.now()) {
  if (body.fromDay === undefined && body.toDay === undefined) return lastFourWeeks(timeZone, now);
  const errors = new FieldErrors()
    .add('fromDay', body.fromDay === undefined ? 'required with toDay' : isRealDay(body.fromDay) ? null : 'Not a valid day')
    .add('toDay', body.toDay === undefined ? 'required with fromDay' : isRealDay(body.toDay) ? null : 'Not a valid day');
  errors.throwIfAny();
  const fromDay = body.fromDay!;
  const toDay = body.toDay!;
  if (fromDay > toDay) throw badRequest('fromDay: must not be after toDay;', { fromDay: ['must not be after toDay'] });
  if (daysBetween(fromDay, toDay) > MAX_RANGE_DAYS) {
    throw badRequest(`toDay: at most ${MAX_RANGE_DAYS} days;`, { toDay: [`at most ${MAX_RANGE_DAYS} days`] });
  }
  return { fromDay, toDay };
}
