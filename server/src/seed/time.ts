// Time arithmetic for the seeder. Every timestamp is a whole number of milliseconds relative to the
// reference time `now`, so the same seed gives the same rows apart from the dates.
import type { Rng } from './random.ts';

export const SECOND = 1000;
export const HOUR = 3600 * SECOND;
export const DAY = 24 * HOUR;
export const YEAR = 365.25 * DAY;

const LAST_SECOND_OF_DAY = 86399;

export const iso = (ms: number) => new Date(ms).toISOString();
export const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Midnight (UTC) at the start of the day containing `ms`. */
export const startOfDay = (ms: number) => Math.floor(ms / DAY) * DAY;

/** A random moment `minDays` to `maxDays` whole days (plus a random time of day) after `baseMs`. */
export function randomTimeAfter(rng: Rng, baseMs: number, minDays: number, maxDays: number): number {
  return baseMs + rng.int(minDays, maxDays) * DAY + rng.int(0, LAST_SECOND_OF_DAY) * SECOND;
}

/** A random moment `minDays` to `maxDays` whole days (plus a random time of day) before `baseMs`. */
export function randomTimeBefore(rng: Rng, baseMs: number, minDays: number, maxDays: number): number {
  return baseMs - rng.int(minDays, maxDays) * DAY - rng.int(0, LAST_SECOND_OF_DAY) * SECOND;
}
