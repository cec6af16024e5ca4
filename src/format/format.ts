// The formatter screens use: numbers in the interface language (machines/format/numbers.ts) and
// instants in the user's zone (machines/format/clock.ts), re-rendering when either changes.
import { useSyncExternalStore } from 'react';
import { formatDateTime, formatDay, todayIn } from '../../machines/format/clock.ts';
import { formatCount, formatDecimal, formatHours, formatKilometres, formatMeasure, formatPercent, formatVolts } from '../../machines/format/numbers.ts';
import { i18nStore } from '../i18n/i18n.ts';
import { userZoneStore } from './userZone.ts';

export interface Formatter {
  language: string;
  /** The user's profile zone. */
  zone: string;
  hours: (hours: number) => string;
  kilometres: (metres: number) => string;
  volts: (volts: number) => string;
  percent: (percent: number) => string;
  count: (value: number) => string;
  decimal: (value: number, minDigits: number, maxDigits?: number) => string;
  measure: (value: number, maxDigits: number, unit?: string) => string;
  /** 'YYYY/MM/DD HH:mm' in `zone` (default: the user's). */
  dateTime: (instant: number | string | null | undefined, zone?: string) => string;
  day: (day: string | null | undefined) => string;
  /** Today in `zone` (default: the user's), 'YYYY-MM-DD'. */
  today: (zone?: string) => string;
}

function formatterOf(language: string, userZone: string): Formatter {
  return {
    language,
    zone: userZone,
    hours: (h) => formatHours(h, language),
    kilometres: (m) => formatKilometres(m, language),
    volts: (v) => formatVolts(v, language),
    percent: (p) => formatPercent(p, language),
    count: (n) => formatCount(n, language),
    decimal: (n, min, max) => formatDecimal(n, language, min, max),
    measure: (n, max, unit) => formatMeasure(n, language, max, unit),
    dateTime: (instant, zone) => formatDateTime(instant, zone ?? userZone),
    day: formatDay,
    today: (zone) => todayIn(zone ?? userZone),
  };
}

let cached: Formatter | null = null;
/** The formatter of this moment's language and zone (for code outside React: grid cells, page mappers). */
export function currentFormat(): Formatter {
  const language = i18nStore.language();
  const zone = userZoneStore.zone();
  if (!cached || cached.language !== language || cached.zone !== zone) cached = formatterOf(language, zone);
  return cached;
}

/** currentFormat(), re-rendering the component when the language or the user's zone changes. */
export function useFormat(): Formatter {
  useSyncExternalStore(i18nStore.subscribe, i18nStore.language);
  useSyncExternalStore(userZoneStore.subscribe, userZoneStore.zone);
  return currentFormat();
}
