// The dashboard's ranges (decision 0058): presets counted from the user's today, and the rule the
// server checks for a custom range (real days, from not after to, at most 366 days).
import { msg } from '../i18n.ts';
import { addDaysTo } from '../format/clock.ts';
import { isoWeekStart } from '../weekNavigator/isoWeek.ts';
import type { Preset } from './analyticsRange.types.ts';

export const MAX_RANGE_DAYS = 366;
export const DEFAULT_UNUSED_DAYS = 7;
const DAY_MS = 86_400_000;

const valid = (day: string) => /^\d{4}-\d{2}-\d{2}$/.test(day) && new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day;

/** Length of a range in days, both ends included. */
export const rangeDays = (fromDay: string, toDay: string) => Math.round((Date.parse(toDay) - Date.parse(fromDay)) / DAY_MS) + 1;

export const RANGE_ERRORS = {
  bothDates: msg('Pick both dates'),
  order: msg('The start must not be after the end'),
  tooLong: msg('At most 366 days'),
} as const;

export function rangeError(fromDay: string, toDay: string): string | null {
  if (!valid(fromDay) || !valid(toDay)) return RANGE_ERRORS.bothDates;
  const days = rangeDays(fromDay, toDay);
  if (days < 1) return RANGE_ERRORS.order;
  if (days > MAX_RANGE_DAYS) return RANGE_ERRORS.tooLong;
  return null;
}

/**
 * A preset's days, complete weeks or a complete month before `today` (the user's day): the last 4
 * or 13 full ISO weeks (Monday to Sunday) before the current week, or the previous calendar month.
 */
export function presetRange(preset: Exclude<Preset, 'custom'>, today: string): { fromDay: string; toDay: string } {
  if (preset === 'lastMonth') {
    const firstOfThis = `${today.slice(0, 7)}-01`;
    const toDay = addDaysTo(firstOfThis, -1);
    return { fromDay: `${toDay.slice(0, 7)}-01`, toDay };
  }
  const monday = isoWeekStart(today);
  return { fromDay: addDaysTo(monday, preset === 'last4Weeks' ? -28 : -91), toDay: addDaysTo(monday, -1) };
}

/** "Unused for N days" takes 1 up to the range's length (the server's bound). */
export const unusedDaysOk = (days: number, fromDay: string, toDay: string) => Number.isInteger(days) && days >= 1 && days <= rangeDays(fromDay, toDay);

export const PRESETS: readonly { preset: Exclude<Preset, 'custom'>; label: string }[] = [
  { preset: 'last4Weeks', label: msg('Last 4 weeks') },
  { preset: 'last13Weeks', label: msg('Last 13 weeks') },
  { preset: 'lastMonth', label: msg('Last month') },
];
