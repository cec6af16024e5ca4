// The product's date and time text (spec: dates read YYYY/MM/DD, times 24 h HH:mm) and the values
// the forms hold ('YYYY-MM-DD', 'HH:mm', 'YYYY-MM-DDTHH:mm'). A typed or pasted ISO date (dashes) is
// read too, so a value copied from an export or the API can be pasted as it is.
import { isIsoDate } from '../../../machines/weekNavigator/isoWeek.ts';

/** 'YYYY-MM-DD' → 'YYYY/MM/DD'; anything else unchanged. */
export const displayDay = (iso: string) => (isIsoDate(iso) ? iso.replaceAll('-', '/') : iso);

/** 'YYYY/MM/DD' or 'YYYY-MM-DD' (months and days may lack their zero) → 'YYYY-MM-DD'; null when not a real day. */
export function parseDay(text: string): string | null {
  const m = /^\s*(\d{4})[/-](\d{1,2})[/-](\d{1,2})\s*$/.exec(text);
  if (!m) return null;
  const iso = `${m[1]}-${m[2].padStart(2, '0')}-${m[3].padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}

/** 'HH:mm' (24 h; 'H:mm' and 'HHmm' are read too) → 'HH:mm'; null when not a time of day. */
export function parseTime(text: string): string | null {
  const m = /^\s*(\d{1,2}):?(\d{2})\s*$/.exec(text);
  if (!m) return null;
  const [hours, minutes] = [Number(m[1]), Number(m[2])];
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${m[2]}`;
}

/** A calendar day as the picker's Date (local midnight: the picker draws days in the browser's calendar). */
export function dayToDate(iso: string): Date | undefined {
  if (!isIsoDate(iso)) return undefined;
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(y, m - 1, d);
}

/** The picker's Date → its calendar day, 'YYYY-MM-DD'. */
export function dateToDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
