// The machine list of the map, for people who do not use the canvas (keyboard, screen readers):
// machines whose name or internal id contains the query, by name. Pure, for the unit tests.
import type { MachinePosition } from './map.view.ts';

export function findMachines(positions: readonly MachinePosition[], query: string, limit: number): { shown: MachinePosition[]; more: number } {
  const needle = query.trim().toLocaleLowerCase();
  const matches = positions
    .filter((p) => !needle || p.name.toLocaleLowerCase().includes(needle) || p.internalId.toLocaleLowerCase().includes(needle))
    .sort((a, b) => a.name.localeCompare(b.name) || a.assetId - b.assetId);
  return { shown: matches.slice(0, limit), more: Math.max(0, matches.length - limit) };
}
