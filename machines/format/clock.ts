// One clock (decision 0038): every instant on screen, in the usage report and in e-mails is shown
// in one named zone (the user's profile zone, or the machine's or place's where the spec says
// machine or place time), never the browser's. "Today" and default date ranges come from the same
// zone. Pure: the browser and the server use the same functions.

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The wall-clock parts (year … second, 24 h) of an instant in `timeZone`, one cached formatter per
 * zone; the server's telemetry offsets (server/src/telemetry/time.ts) read the same one.
 */
export function wallClockFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      });
    } catch {
      // A zone this runtime does not know must never break a screen or an answer: UTC.
      f = wallClockFormatter('UTC');
    }
    formatters.set(timeZone, f);
  }
  return f;
}

/** An instant as epoch ms: numbers as they are, ISO texts parsed; null for anything else. */
export function instantOf(value: number | string | Date | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const ms = typeof value === 'number' ? value : typeof value === 'string' ? Date.parse(value) : value.getTime();
  return Number.isFinite(ms) ? ms : null;
}

function wall(ms: number, timeZone: string): { day: string; time: string } {
  const p: Record<string, string> = {};
  for (const part of wallClockFormatter(timeZone).formatToParts(ms)) p[part.type] = part.value;
  return { day: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

/** 'YYYY/MM/DD HH:mm' (the product's date display, 24 h) of an instant in `timeZone`; '' when not an instant. */
export function formatDateTime(value: number | string | Date | null | undefined, timeZone: string): string {
  const ms = instantOf(value);
  if (ms === null) return '';
  const w = wall(ms, timeZone);
  return `${w.day.replaceAll('-', '/')} ${w.time}`;
}

/** 'HH:mm' of an instant in `timeZone`. */
export function formatTime(value: number | string | Date | null | undefined, timeZone: string): string {
  const ms = instantOf(value);
  return ms === null ? '' : wall(ms, timeZone).time;
}

/** A calendar day 'YYYY-MM-DD' (or the day part of a longer text) as 'YYYY/MM/DD'. */
export const formatDay = (day: string | null | undefined) => (day ? day.slice(0, 10).replaceAll('-', '/') : '');

/** The calendar day ('YYYY-MM-DD') in `timeZone` that holds instant `value`. */
export function dayIn(value: number | string | Date, timeZone: string): string {
  const ms = instantOf(value);
  return ms === null ? '' : wall(ms, timeZone).day;
}

/** Today ('YYYY-MM-DD') in `timeZone`: what default ranges and the current week start from. */
export const todayIn = (timeZone: string, now: number | Date = Date.now()) => dayIn(now, timeZone);

/** The day `days` days after `day` (negative: before), 'YYYY-MM-DD'. */
export function addDaysTo(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Whether `timeZone` is a zone this runtime knows (an IANA name such as 'Europe/Stockholm'). */
export function isKnownZone(timeZone: string | null | undefined): timeZone is string {
  if (!timeZone) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}
