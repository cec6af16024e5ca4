// "Refresh what shows this": a change in one place (a machine saved in its panel) asks the pages
// that list the same data (the fleet grid, the map) to read it again. A version per topic.
import { useSyncExternalStore } from 'react';

export type RefreshTopic = 'fleet' | 'map' | 'machine';

const versions: Record<RefreshTopic, number> = { fleet: 0, map: 0, machine: 0 };
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

/** What a machine's headline shows (name, ids, kind), as the server had it right after a save. */
export interface SavedMachine {
  id: number;
  internalId: string;
  name: string;
  brand: string;
  model: string;
  categoryFormatted: string | null;
}

/** The last save per machine, numbered so that a reader can tell a newer save from one it has seen. */
const savedMachines = new Map<number, { seq: number; machine: SavedMachine }>();
let saveSeq = 0;

/** A machine was saved (its Details tab): views of it show these values at once and read it again. */
export function announceMachineSaved(machine: SavedMachine) {
  savedMachines.set(machine.id, { seq: ++saveSeq, machine });
  requestRefresh('machine');
}

/** The last save of this machine in this page's life, or null. */
export function useSavedMachine(assetId: number): { seq: number; machine: SavedMachine } | null {
  useRefreshVersion('machine');
  return savedMachines.get(assetId) ?? null;
}
