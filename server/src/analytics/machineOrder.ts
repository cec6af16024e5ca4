// The order of a list of machines' utilization, on the exact sums (the answered figures are rounded):
// machines without a value (no engine time for idle %) last either way, then by name and id so pages
// never repeat or skip a machine.
import type { GroupUsage, MachineSums } from './utilization.ts';

export const MACHINE_SORTS = ['name', 'engineHours', 'workingHours', 'idleHours', 'idlePercent', 'daysUsed'] as const;
export type MachineSort = (typeof MACHINE_SORTS)[number];

const byName = (a: MachineSums, b: MachineSums) => a.name.localeCompare(b.name) || a.assetId - b.assetId;

const VALUE: Record<Exclude<MachineSort, 'name'>, (m: MachineSums) => number | null> = {
  engineHours: (m) => m.sums.engineS,
  workingHours: (m) => m.sums.engineS - m.sums.idleS,
  idleHours: (m) => m.sums.idleS,
  idlePercent: (m) => (m.sums.engineS > 0 ? m.sums.idleS / m.sums.engineS : null),
  daysUsed: (m) => m.sums.daysUsed,
};

/** `order` 0 ascending, 1 descending. Sorts a copy. */
export function sortMachines<T extends MachineSums>(machines: T[], sortBy: MachineSort, order: 0 | 1): T[] {
  const sign = order === 1 ? -1 : 1;
  if (sortBy === 'name') return [...machines].sort((a, b) => sign * byName(a, b));
  const value = VALUE[sortBy];
  const keyed = machines.map((m) => ({ m, v: value(m) }));
  keyed.sort((a, b) => {
    if (a.v === null || b.v === null) return a.v === b.v ? byName(a.m, b.m) : a.v === null ? 1 : -1;
    return sign * (a.v - b.v) || byName(a.m, b.m);
  });
  return keyed.map((k) => k.m);
}

/** Groups with the most machines first, then the most engine hours, then by name and id. */
export const largestGroupsFirst = (groups: GroupUsage[]) =>
  [...groups].sort((a, b) => b.machines - a.machines || b.engineHours - a.engineHours || a.name.localeCompare(b.name) || (a.id ?? 0) - (b.id ?? 0));
