// Working days for the simulated fleet: weekends, Swedish and Norwegian public holidays, and the
// construction industry's summer break (SE "byggsemester" ISO weeks 28-31, NO "fellesferie" 28-30).

/** Easter Sunday (Gregorian, anonymous algorithm) as 'YYYY-MM-DD'. */
export function easter(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const DAY = 86_400_000;
const shift = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

const cache = new Map<string, Set<string>>();

/** Public holidays (and de facto days off) of `country` in `year`. */
export function holidays(country: string, year: number): Set<string> {
  const key = `${country}:${year}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const e = easter(year);
  const y = String(year);
  const days =
    country === 'NO'
      ? [
          `${y}-01-01`,
          shift(e, -3),
          shift(e, -2),
          shift(e, 1),
          `${y}-05-01`,
          `${y}-05-17`,
          shift(e, 39),
          shift(e, 50),
          `${y}-12-24`,
          `${y}-12-25`,
          `${y}-12-26`,
          `${y}-12-31`,
        ]
      : [
          `${y}-01-01`,
          `${y}-01-06`,
          shift(e, -2),
          shift(e, 1),
          `${y}-05-01`,
          shift(e, 39),
          `${y}-06-06`,
          midsummerEve(year),
          `${y}-12-24`,
          `${y}-12-25`,
          `${y}-12-26`,
          `${y}-12-31`,
        ];
  const set = new Set(days);
  cache.set(key, set);
  return set;
}

/** Swedish midsummer eve: the Friday between 19 and 25 June. */
function midsummerEve(year: number): string {
  for (let d = 19; d <= 25; d++) {
    const day = `${year}-06-${d}`;
    if (new Date(`${day}T00:00:00Z`).getUTCDay() === 5) return day;
  }
  return `${year}-06-19`;
}

/** ISO week number of a 'YYYY-MM-DD' day. */
export function isoWeek(day: string): number {
  const date = new Date(`${day}T00:00:00Z`);
  const weekday = (date.getUTCDay() + 6) % 7;
  date.setUTCDate(date.getUTCDate() - weekday + 3);
  const firstThursday = new Date(Date.UTC(date.getUTCFullYear(), 0, 4));
  return 1 + Math.round((date.getTime() - firstThursday.getTime()) / (7 * DAY) - ((firstThursday.getUTCDay() + 6) % 7) / 7 + 3 / 7);
}

export type DayKind = 'work' | 'weekend' | 'holiday' | 'summer';

export function dayKind(day: string, country: string): DayKind {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return 'weekend';
  if (holidays(country, Number(day.slice(0, 4))).has(day)) return 'holiday';
  const week = isoWeek(day);
  if (week >= 28 && week <= (country === 'NO' ? 30 : 31)) return 'summer';
  return 'work';
}
