// The signed-in user's profile time zone, the zone every user-time instant on screen is shown in
// (decision 0038). Until the profile has answered (and for a zone this browser does not know) the
// browser's own zone stands in; the screens re-render when the profile's arrives.
import { isKnownZone } from '../../machines/format/clock.ts';

export const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

let zone: string | null = null;
const listeners = new Set<() => void>();

export const userZoneStore = {
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The profile's zone; the browser's until it is known. */
  zone: () => zone ?? browserZone(),
};

export function setUserZone(next: string | null | undefined): void {
  const known = isKnownZone(next) ? next : null;
  if (known === zone) return;
  zone = known;
  for (const listener of listeners) listener();
}
