import { isIsoDate } from '../../../../machines/weekNavigator/isoWeek.ts';

/** Machine events shown with an information icon; every other event gets an alert icon (features spec, section 3). */
export const INFORMATION_EVENTS: ReadonlySet<string> = new Set(['ArtiqGeofenceEntry', 'ArtiqGeofenceExit', 'IgnitionOnHoliday', 'IgnitionOnNonWorkingHours']);

export const isInformationEvent = (eventName: string) => INFORMATION_EVENTS.has(eventName);

/** 'YYYY/MM/DD' (the spec's date display, or with dashes) → 'YYYY-MM-DD'; null when it is not a real date. */
export function parseDisplayDate(text: string): string | null {
  const m = /^\s*(\d{4})[/-](\d{1,2})[/-](\d{1,2})\s*$/.exec(text);
  if (!m) return null;
  const iso = `${m[1]}-${m[2].padStart(2, '0')}-${m[3].padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}
