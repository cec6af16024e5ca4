// Spec: "edit or delete refreshes the places list, the map geofences and the dropdown list", and
// "a tag change refreshes fleet and places". One counter per kind of change; whatever shows places
// reads it and asks the server again when it moves (the grid remounts, the map and the dropdown
// re-run their queries with network-only).
import { useEffect, useRef, useSyncExternalStore } from 'react';

let version = 0;
const listeners = new Set<() => void>();

export const placesRefresh = {
  /** A place was added, edited or deleted, or place tags changed. */
  changed: () => {
    version += 1;
    listeners.forEach((l) => l());
  },
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  version: () => version,
};

export function usePlacesVersion(): number {
  return useSyncExternalStore(placesRefresh.subscribe, placesRefresh.version);
}

/** Runs `refetch` whenever places change after mount (not on mount: the query just ran). */
export function useRefetchOnPlacesChange(refetch: (opts: { requestPolicy: 'network-only' }) => void): void {
  const version = usePlacesVersion();
  const seen = useRef(version);
  useEffect(() => {
    if (seen.current === version) return;
    seen.current = version;
    refetch({ requestPolicy: 'network-only' });
  }, [version, refetch]);
}
