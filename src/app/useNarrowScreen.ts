import { useSyncExternalStore } from 'react';

/** Phones (the 390 px test width and up to small tablets in portrait). */
export const NARROW_QUERY = '(max-width: 600px)';

export function useNarrowScreen(query = NARROW_QUERY): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () => window.matchMedia(query).matches,
  );
}
