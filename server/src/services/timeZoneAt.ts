// The IANA time zone at a position, from the time-zone boundary data shipped inside
// @photostructure/tz-lookup (built from timezone-boundary-builder; about 100 kB, no network).
import tzLookup from '@photostructure/tz-lookup';

/** Whether the runtime can format times in `zone` (what every stored zone must satisfy). */
export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.length > 0;
  } catch {
    return false;
  }
}

/** The zone at (lat, long), or null for a position outside the earth or a zone the runtime lacks. */
export function timeZoneAt(lat: number, long: number): string | null {
  if (!Number.isFinite(lat) || !Number.isFinite(long) || Math.abs(lat) > 90 || Math.abs(long) > 180) return null;
  try {
    const zone = tzLookup(lat, long);
    return isKnownTimeZone(zone) ? zone : null;
  } catch {
    return null;
  }
}
