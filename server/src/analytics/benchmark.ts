// The benchmark (issue 29, decision 0062): each machine against the median of its family (or its
// brand and model) among the company's active machines over the same range, and the selection's
// totals against the previous period of the same length. Every value comes from the same sums as
// the utilization figures (utilization.ts); medians are taken on exact values and rounded once.
import { addDaysTo } from '../../../machines/format/clock.ts';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Selection } from './selection.ts';
import { machineFamily, nameOf } from '../domain/dictionaries.ts';
import { daysBetween, workingDaysIn } from './calendar.ts';
import { addUsage, figuresOf, noUsage, type UsageSums } from './figures.ts';
import type { MachineSums, Range } from './utilization.ts';

export type BenchmarkGroupBy = 'family' | 'model';

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const hours = (seconds: number) => Math.round((seconds / 3600) * 100) / 100;
const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The three compared values of a machine, exact: engine seconds, idle share (0-1, null without engine time), engine seconds per working day. */
interface Exact {
  engineS: number;
  idleShare: number | null;
  perWorkingDayS: number | null;
}

const exactOf = (sums: UsageSums, workingDays: number): Exact => ({
  engineS: sums.engineS,
  idleShare: sums.engineS > 0 ? sums.idleS / sums.engineS : null,
  perWorkingDayS: workingDays > 0 ? sums.engineS / workingDays : null,
});

export interface Compared {
  engineHours: number;
  idlePercent: number | null;
  hoursPerWorkingDay: number | null;
}

const compared = (e: { engineS: number | null; idleShare: number | null; perWorkingDayS: number | null }): Compared => ({
  engineHours: e.engineS === null ? 0 : hours(e.engineS),
  idlePercent: e.idleShare === null ? null : round(e.idleShare * 100, 1),
  hoursPerWorkingDay: e.perWorkingDayS === null ? null : hours(e.perWorkingDayS),
});

interface GroupMedian {
  key: string;
  name: string;
  machines: number;
  exact: { engineS: number | null; idleShare: number | null; perWorkingDayS: number | null };
}

/** The group a machine is compared within: its family, or its brand and model. */
export function groupOf(groupBy: BenchmarkGroupBy, m: { familyId: number; brand: string; model: string }): { key: string; name: string } {
  if (groupBy === 'family') return { key: `f${m.familyId}`, name: nameOf(machineFamily, m.familyId) ?? `Family ${m.familyId}` };
  const name = `${m.brand} ${m.model}`.trim();
  return { key: `m${name.toLowerCase()}`, name };
}

export interface BenchmarkMachine extends MachineSums {
  brand: string;
  model: string;
}

/** Medians per group over all the company's machines (the whole family, not only the shown ones). */
export function groupMedians(machines: readonly BenchmarkMachine[], groupBy: BenchmarkGroupBy, workingDays: number): Map<string, GroupMedian> {
  const members = new Map<string, { name: string; exact: Exact[] }>();
  for (const m of machines) {
    const g = groupOf(groupBy, m);
    const group = members.get(g.key) ?? { name: g.name, exact: [] };
    group.exact.push(exactOf(m.sums, workingDays));
    members.set(g.key, group);
  }
  const out = new Map<string, GroupMedian>();
  for (const [key, g] of members) {
    out.set(key, {
      key,
      name: g.name,
      machines: g.exact.length,
      exact: {
        engineS: median(g.exact.map((e) => e.engineS)),
        // Idle % only of machines that ran: a machine without engine time has no idle share.
        idleShare: median(g.exact.flatMap((e) => (e.idleShare === null ? [] : [e.idleShare]))),
        perWorkingDayS: median(g.exact.flatMap((e) => (e.perWorkingDayS === null ? [] : [e.perWorkingDayS]))),
      },
    });
  }
  return out;
}

const difference = (a: number | null, b: number | null, scale: number, digits: number) => (a === null || b === null ? null : round((a - b) * scale, digits));

/** A group's medians, rounded as the machines' values. */
export const medianValues = (group: GroupMedian): Compared => compared(group.exact);

/** One machine against its group's median: its values, the median, and the differences (hours, idle % points, hours per working day). */
export function machineAgainstMedian(m: BenchmarkMachine, group: GroupMedian, workingDays: number) {
  const own = exactOf(m.sums, workingDays);
  return {
    assetId: m.assetId,
    name: m.name,
    internalId: m.internalId,
    familyId: m.familyId,
    group: group.name,
    peers: group.machines,
    ...compared(own),
    median: compared(group.exact),
    difference: {
      engineHours: difference(own.engineS, group.exact.engineS, 1 / 3600, 2),
      idlePercent: difference(own.idleShare, group.exact.idleShare, 100, 1),
      hoursPerWorkingDay: difference(own.perWorkingDayS, group.exact.perWorkingDayS, 1 / 3600, 2),
    },
  };
}

/** The previous period of the same length, ending the day before the range. */
export function previousRange(range: Range): Range {
  const days = daysBetween(range.fromDay, range.toDay);
  return { fromDay: addDaysTo(range.fromDay, -days), toDay: addDaysTo(range.fromDay, -1) };
}

/** Totals of a period and its change against the previous one. */
export function periodTotals(machines: readonly MachineSums[], range: Range) {
  const sums = machines.reduce((acc, m) => addUsage(acc, m.sums), noUsage());
  const workingDays = workingDaysIn(range.fromDay, range.toDay);
  return { ...range, workingDays, machines: machines.length, sums, ...figuresOf(sums, workingDays, machines.length) };
}

export function periodChange(current: ReturnType<typeof periodTotals>, previous: ReturnType<typeof periodTotals>) {
  const idleShare = (s: UsageSums) => (s.engineS > 0 ? s.idleS / s.engineS : null);
  const perDay = (p: ReturnType<typeof periodTotals>) => (p.workingDays * p.machines > 0 ? p.sums.engineS / (p.workingDays * p.machines) : null);
  return {
    engineHours: hours(current.sums.engineS - previous.sums.engineS),
    engineHoursPercent: previous.sums.engineS > 0 ? round(((current.sums.engineS - previous.sums.engineS) / previous.sums.engineS) * 100, 1) : null,
    idleHours: hours(current.sums.idleS - previous.sums.idleS),
    idlePercent: difference(idleShare(current.sums), idleShare(previous.sums), 100, 1),
    daysUsed: current.sums.daysUsed - previous.sums.daysUsed,
    hoursPerWorkingDay: difference(perDay(current), perDay(previous), 1 / 3600, 2),
  };
}

/** Brand and model of the company's machines (for groupBy 'model'). */
export async function brandsAndModels(db: Db, companyId: number): Promise<Map<number, { brand: string; model: string }>> {
  const rows = await db.selectFrom('assets').select(['id', 'brand', 'model']).where('company_id', '=', companyId).where('archived_at', 'is', null).execute();
  return new Map(rows.map((r) => [r.id, { brand: r.brand ?? '', model: r.model ?? '' }]));
}

/** The ids of the selection's machines. */
export async function selectedIds(db: Db, selection: Selection): Promise<Set<number>> {
  const { rows } = await sql<{ id: number }>`select a.id from assets a where ${selection.where}`.execute(db);
  return new Set(rows.map((r) => Number(r.id)));
}
