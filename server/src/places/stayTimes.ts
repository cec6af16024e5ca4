// The times of a machine's stay in a place as the place pages show them (the inventory's machines,
// the insights' longest and shortest stays): entry and exit in the place's time zone, formatted, and
// the duration. The callers differ in how long a stay still open counts, so they pass the seconds.
import { durationFormatted, formatted, zonedIso } from '../telemetry/time.ts';

export function stayTimes(entryTs: number, exitTs: number | null, durationSeconds: number, timeZone: string) {
  return {
    entryPlaceTime: zonedIso(entryTs, timeZone),
    entryPlaceTimeFormatted: formatted(entryTs, timeZone)!,
    exitPlaceTime: exitTs === null ? null : zonedIso(exitTs, timeZone),
    exitPlaceTimeFormatted: exitTs === null ? null : formatted(exitTs, timeZone),
    durationSeconds,
    durationFormatted: durationFormatted(durationSeconds),
  };
}
