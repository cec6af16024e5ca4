// "Refresh what shows this": a change in one place (a machine saved in its panel) asks the pages
// that list the same data (the fleet grid, the map) to read it again. A version per topic.
import { useSyncExternalStore } from 'react';

export type RefreshTopic = 'fleet' | 'map';

const versions: Record<RefreshTopic, number> = { fleet: 0, map: 0 };
const listeners = new Set<() => void>();

export function requestRefresh(topic: RefreshTopic) {
  versions[topic]++;
  listeners.forEach((l) => l());
}

/** Changes whenever `requestRefresh(topic)` is called. */
export function useRefreshVersion(topic: RefreshTopic): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => versions[topic],
  );
}
