// The report's date range rule (the server checks the same: at most 31 days, from not after to).
import { msg } from '../i18n.ts';
import { addDaysTo, todayIn } from '../format/clock.ts';
export const MAX_REPORT_DAYS = 31;
const DAY_MS = 86_400_000;

const valid = (day: string) => /^\d{4}-\d{2}-\d{2}$/.test(day) && new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day;

/** The range's problems, as the page shows them (through t(); tests/unit/translationKeys.ts). */
export const RANGE_ERRORS = {
  bothDates: msg('Pick both dates'),
  order: msg('The start must not be after the end'),
  tooLong: `At most ${MAX_REPORT_DAYS} days`,
} as const;

export function rangeError(fromDay: string, toDay: string): string | null {
  if (!valid(fromDay) || !valid(toDay)) return RANGE_ERRORS.bothDates;
  const days = (Date.parse(toDay) - Date.parse(fromDay)) / DAY_MS + 1;
  if (days < 1) return RANGE_ERRORS.order;
  if (days > MAX_REPORT_DAYS) return RANGE_ERRORS.tooLong;
  return null;
}

/** The default range: the last 7 days up to yesterday in `timeZone` (the user's: decision 0038), complete days only. */
export function defaultRange(now: number, timeZone: string): { fromDay: string; toDay: string } {
  const toDay = addDaysTo(todayIn(timeZone, now), -1);
  return { fromDay: addDaysTo(toDay, -6), toDay };
}

/** The file name when the answer names none: report type and range. */
export const fallbackFileName = (fromDay: string, toDay: string) => `usage-report_${fromDay}_${toDay}.xlsx`;
