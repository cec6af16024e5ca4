// Utilization over a range of days: per machine, rolled up per family, current place and tag, a
// trend per ISO week, top idlers and the machines unused for the last N days of the range. Every
// figure is a sum of the pipeline's usage per machine and local day (late reports included); whole
// ISO weeks of the range are read from asset_usage_weekly (migration 085: the same sums per week,
// kept by triggers), the days before the first and after the last whole week from
// asset_usage_daily. Positions are never read.
import { sql, type RawBuilder } from 'kysely';
import { addDaysTo } from '../../../machines/format/clock.ts';
import type { Db } from '../db/database.ts';
import type { Selection } from './selection.ts';
import { machineFamily, nameOf, TagEntity } from '../domain/dictionaries.ts';
import { isoWeekOf, workingDaysIn } from './calendar.ts';
import { addUsage, figuresOf, noUsage, type Figures, type UsageSums } from './figures.ts';

export interface Range {
  fromDay: string;
  toDay: string;
}

export interface MachineUsage extends Figures {
  assetId: number;
  name: string;
  internalId: string;
  familyId: number;
  placeId: number | null;
  /** Last day of the range with engine time; null: none. */
  lastUsedDay: string | null;
  /** No engine time in the last N days of the range. */
  unused: boolean;
}

/** A selected machine with its exact sums (figures are rounded only for the rows answered). */
export interface MachineSums {
  assetId: number;
  name: string;
  internalId: string;
  familyId: number;
  placeId: number | null;
  sums: UsageSums;
  unused: boolean;
}

export interface GroupUsage extends Figures {
  id: number | null;
  name: string;
  machines: number;
}

export interface WeekUsage extends Figures {
  week: string;
  /** The week's days inside the range. */
  fromDay: string;
  toDay: string;
  workingDays: number;
}

type Num = number | string | null;
interface MachineRow {
  id: number;
  name: string;
  internal_id: string;
  category: number;
  place_id: number | null;
  engine_s: Num;
  idle_s: Num;
  days_used: Num;
}

const sumsOf = (r: { engine_s: Num; idle_s: Num; days_used: Num }): UsageSums => ({
  engineS: Number(r.engine_s ?? 0),
  idleS: Number(r.idle_s ?? 0),
  daysUsed: Number(r.days_used ?? 0),
});

/** The range as whole ISO weeks (Mondays firstWeek..lastWeek; none when it holds no whole week) and the days outside them. */
export function splitIntoWeeks(range: Range) {
  const { monday: fromMonday } = isoWeekOf(range.fromDay);
  const firstWeek = fromMonday === range.fromDay ? fromMonday : addDaysTo(fromMonday, 7);
  const { monday: toMonday } = isoWeekOf(range.toDay);
  const lastWeek = addDaysTo(toMonday, 6) === range.toDay ? toMonday : addDaysTo(toMonday, -7);
  if (firstWeek > lastWeek) return { weeks: null, edges: [range] };
  const edges: Range[] = [];
  if (range.fromDay < firstWeek) edges.push({ fromDay: range.fromDay, toDay: addDaysTo(firstWeek, -1) });
  const afterWeeks = addDaysTo(lastWeek, 7);
  if (afterWeeks <= range.toDay) edges.push({ fromDay: afterWeeks, toDay: range.toDay });
  return { weeks: { firstWeek, lastWeek }, edges };
}

/** `and asset_id in (the selection)` when it narrows the company's machines; nothing otherwise (the join with assets leaves out archived ones). */
const selectedOnly = (selection: Selection) => (selection.narrowed ? sql`and asset_id in (select a.id from assets a where ${selection.where})` : sql``);

/** Per-machine rows of the range: whole weeks from the weekly sums, edge days from the daily ones; only the selected machines' rows are summed. */
function usageRows(companyId: number, selection: Selection, range: Range) {
  const { weeks, edges } = splitIntoWeeks(range);
  const selected = selectedOnly(selection);
  const parts: RawBuilder<unknown>[] = [];
  if (weeks) {
    parts.push(sql`select asset_id, engine_s, idle_s, days_used from asset_usage_weekly
      where company_id = ${companyId} and week >= ${weeks.firstWeek} and week <= ${weeks.lastWeek} ${selected}`);
  }
  for (const edge of edges) {
    parts.push(sql`select asset_id, engine_s, idle_s, case when engine_s > 0 then 1 else 0 end as days_used from asset_usage_daily
      where company_id = ${companyId} and day >= ${edge.fromDay} and day <= ${edge.toDay} ${selected}`);
  }
  return sql`select asset_id, sum(engine_s) as engine_s, sum(idle_s) as idle_s, sum(days_used) as days_used
    from (${sql.join(parts, sql` union all `)}) r group by asset_id`;
}

/** Every selected machine with its sums over the range (zeros when it never ran). */
export async function machineUsage(db: Db, companyId: number, selection: Selection, range: Range, unusedDays: number): Promise<MachineSums[]> {
  const { rows } = await sql<MachineRow>`
    select a.id, a.name, a.internal_id, a.category, p.location_place_id as place_id, u.engine_s, u.idle_s, u.days_used
    from assets a
    left join asset_positions p on p.asset_id = a.id
    left join (${usageRows(companyId, selection, range)}) u on u.asset_id = a.id
    where ${selection.where}`.execute(db);
  const used = await usedBetween(db, companyId, { fromDay: addDaysTo(range.toDay, 1 - unusedDays), toDay: range.toDay });
  return rows.map((r) => ({
    assetId: r.id,
    name: r.name,
    internalId: r.internal_id,
    familyId: r.category,
    placeId: r.place_id,
    sums: sumsOf(r),
    unused: !used.has(r.id),
  }));
}

/** Machines of the company with engine time on a day of the range (whole weeks read from the weekly sums). */
async function usedBetween(db: Db, companyId: number, range: Range): Promise<Set<number>> {
  const { weeks, edges } = splitIntoWeeks(range);
  const parts: RawBuilder<unknown>[] = [];
  if (weeks) {
    parts.push(sql`select asset_id from asset_usage_weekly
      where company_id = ${companyId} and week >= ${weeks.firstWeek} and week <= ${weeks.lastWeek} and engine_s > 0`);
  }
  for (const edge of edges) {
    parts.push(sql`select asset_id from asset_usage_daily
      where company_id = ${companyId} and day >= ${edge.fromDay} and day <= ${edge.toDay} and engine_s > 0`);
  }
  // A Set takes the repeats (one row per week or day used) cheaper than a DISTINCT's temporary b-tree.
  const { rows } = await sql<{ asset_id: number }>`${sql.join(parts, sql` union all `)}`.execute(db);
  return new Set(rows.map((r) => Number(r.asset_id)));
}

/** The answered rows' figures, with each machine's last day of engine time in the range (read for these rows only). */
export async function describeMachines(db: Db, machines: MachineSums[], range: Range): Promise<MachineUsage[]> {
  const lastUsed = new Map<number, string>();
  if (machines.length) {
    const { rows } = await sql<{ asset_id: number; day: string }>`select asset_id, max(day) as day from asset_usage_daily
      where asset_id in (${sql.join(machines.map((m) => m.assetId))}) and day >= ${range.fromDay} and day <= ${range.toDay} and engine_s > 0
      group by asset_id`.execute(db);
    for (const r of rows) lastUsed.set(Number(r.asset_id), r.day);
  }
  const workingDays = workingDaysIn(range.fromDay, range.toDay);
  return machines.map(({ sums, ...m }) => ({ ...m, ...figuresOf(sums, workingDays), lastUsedDay: lastUsed.get(m.assetId) ?? null }));
}

/** The selection's totals per ISO week (weeks cut at the range's ends). */
export async function weeklyTrend(db: Db, companyId: number, selection: Selection, range: Range, machines: number): Promise<WeekUsage[]> {
  const { weeks, edges } = splitIntoWeeks(range);
  // Archived machines are out of the trend too: without a narrowing selection, the company's active ones.
  const selected = sql`and asset_id in (select a.id from assets a where ${selection.where})`;
  const parts: RawBuilder<unknown>[] = [];
  if (weeks) {
    parts.push(sql`select week as day, sum(engine_s) as engine_s, sum(idle_s) as idle_s, sum(days_used) as days_used from asset_usage_weekly
      where company_id = ${companyId} and week >= ${weeks.firstWeek} and week <= ${weeks.lastWeek} ${selected} group by week`);
  }
  for (const edge of edges) {
    parts.push(sql`select day, sum(engine_s) as engine_s, sum(idle_s) as idle_s, sum(case when engine_s > 0 then 1 else 0 end) as days_used
      from asset_usage_daily where company_id = ${companyId} and day >= ${edge.fromDay} and day <= ${edge.toDay} ${selected} group by day`);
  }
  // Keyed by day: a whole week's row sits on its Monday, an edge day on itself; a week's days add up.
  const { rows } = await sql<{ day: string; engine_s: Num; idle_s: Num; days_used: Num }>`${sql.join(parts, sql` union all `)}`.execute(db);
  const byDay = new Map(rows.map((r) => [r.day, sumsOf(r)]));
  const trend: WeekUsage[] = [];
  let day = range.fromDay;
  while (day <= range.toDay) {
    const { week, monday } = isoWeekOf(day);
    const sunday = addDaysTo(monday, 6);
    const toDay = sunday < range.toDay ? sunday : range.toDay;
    const sums = noUsage();
    for (let d = day; d <= toDay; d = addDaysTo(d, 1)) addUsage(sums, byDay.get(d) ?? noUsage());
    const workingDays = workingDaysIn(day, toDay);
    trend.push({ week, fromDay: day, toDay, workingDays, ...figuresOf(sums, workingDays, machines) });
    day = addDaysTo(toDay, 1);
  }
  return trend;
}

/** Sums machines into groups; a machine with several tags counts in each of them. */
function rollUp(machines: MachineSums[], keysOf: (m: MachineSums) => (number | null)[], nameOfKey: (key: number | null) => string, workingDays: number) {
  const groups = new Map<number | null, { sums: UsageSums; machines: number }>();
  for (const machine of machines) {
    for (const key of keysOf(machine)) {
      const group = groups.get(key) ?? { sums: noUsage(), machines: 0 };
      addUsage(group.sums, machine.sums);
      group.machines++;
      groups.set(key, group);
    }
  }
  return [...groups].map(([id, g]): GroupUsage => ({ id, name: nameOfKey(id), machines: g.machines, ...figuresOf(g.sums, workingDays, g.machines) }));
}

export interface Rollups {
  byFamily: GroupUsage[];
  byPlace: GroupUsage[];
  byTag: GroupUsage[];
}

export async function rollups(db: Db, companyId: number, machines: MachineSums[], range: Range): Promise<Rollups> {
  const workingDays = workingDaysIn(range.fromDay, range.toDay);
  const tagsOf = await assetTags(db, companyId);
  const placeNames = await names(db, 'places', companyId);
  const tagNames = await names(db, 'tags', companyId);
  return {
    byFamily: rollUp(
      machines,
      (m) => [m.familyId],
      (id) => nameOf(machineFamily, id) ?? `Family ${id}`,
      workingDays,
    ),
    // id null: in no depot or work site now; the client names it.
    byPlace: rollUp(
      machines,
      (m) => [m.placeId],
      (id) => (id === null ? '' : (placeNames.get(id) ?? `Place ${id}`)),
      workingDays,
    ),
    byTag: rollUp(
      machines,
      (m) => tagsOf.get(m.assetId) ?? [],
      (id) => tagNames.get(id!) ?? `Tag ${id}`,
      workingDays,
    ),
  };
}

async function assetTags(db: Db, companyId: number): Promise<Map<number, number[]>> {
  const rows = await db
    .selectFrom('tag_links')
    .select(['entity_id', 'tag_id'])
    .where('company_id', '=', companyId)
    .where('entity_type', '=', TagEntity.Asset)
    .execute();
  const byAsset = new Map<number, number[]>();
  for (const r of rows) {
    const list = byAsset.get(r.entity_id);
    if (list) list.push(r.tag_id);
    else byAsset.set(r.entity_id, [r.tag_id]);
  }
  return byAsset;
}

async function names(db: Db, table: 'places' | 'tags', companyId: number): Promise<Map<number, string>> {
  const rows = await db.selectFrom(table).select(['id', 'name']).where('company_id', '=', companyId).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}
