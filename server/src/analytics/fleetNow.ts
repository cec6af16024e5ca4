// "Fleet now": every active machine of the company in exactly one state, counted overall and per
// family, current place and tag (definitions: docs/features/analytics.md, decision 0056).
// - untracked: no telematics unit installed on the machine;
// - silent: a unit, but no report heard (devices.last_communication_at) for 24 h;
// - working / idling: an engine session is open (ignition on at the last report) and its last
//   report is at most the pipeline's gap limit old (30 min: past it the pipeline itself ends the
//   session, unknown time is not engine time); idling when the pipeline counts the standstill as
//   idle (ignition on, not moving, for the idle threshold), working otherwise;
// - off: heard within 24 h, no fresh open session.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { dialectOf, type Dialect } from '../db/dialect.ts';
import { machineFamily, nameOf, TagEntity } from '../domain/dictionaries.ts';
import { DEFAULT_PIPELINE_CONFIG } from '../telemetry/pipeline.ts';

export const SILENT_AFTER_MS = 24 * 3_600_000;
export const STATES = ['working', 'idling', 'off', 'silent', 'untracked'] as const;
export type MachineState = (typeof STATES)[number];
export type StateCounts = Record<MachineState, number> & { total: number };

/** A fleet grid filter (POST /web/v1/assets/assets filterExpressions) that lists a group's machines. */
export interface GridFilter {
  fieldName: 'category' | 'locationPlaceId' | 'tags';
  filterFunction: 'enum' | 'eq' | 'tags';
  value: number | number[] | null;
}

export interface StateGroup {
  id: number | null;
  name: string;
  counts: StateCounts;
  gridFilter: GridFilter[];
}

export interface FleetNow {
  counts: StateCounts;
  byFamily: { total: number; groups: StateGroup[] };
  byPlace: { total: number; groups: StateGroup[] };
  byTag: { total: number; groups: StateGroup[] };
}

const emptyCounts = (): StateCounts => ({ working: 0, idling: 0, off: 0, silent: 0, untracked: 0, total: 0 });

// The pipeline's DeviceState JSON: still.counted = the standstill has reached the idle threshold.
const idleNow = (dialect: Dialect) =>
  dialect === 'postgres' ? sql`(s.state::json -> 'still' ->> 'counted') = 'true'` : sql`json_extract(s.state, '$.still.counted') = 1`;

/**
 * `with … m as (…)`: each active machine of the company with its family, current place and state
 * (index into STATES) at `now`. The counts below group it; the fleet grid's machineState filter
 * (routes/assets/fleet.routes.ts) selects from it, so a count and the grid it opens agree.
 */
export function machineStatesWith(dialect: Dialect, companyId: number, now: number) {
  const freshTs = now - DEFAULT_PIPELINE_CONFIG.maxGapS * 1000;
  const silentIso = new Date(now - SILENT_AFTER_MS).toISOString();
  return sql`
    with heard as (
      select d.asset_id, max(coalesce(d.last_communication_at, '')) as at from devices d
      where d.company_id = ${companyId} and d.asset_id is not null group by d.asset_id),
    running as (
      select es.asset_id, max(case when ${idleNow(dialect)} then 1 else 0 end) as idle
      from engine_sessions es join telemetry_device_state s on s.device_id = es.device_id
      where es.company_id = ${companyId} and es.end_ts is null and es.last_ts >= ${freshTs} group by es.asset_id),
    m as materialized (
      select a.id, a.category, p.location_place_id as place_id,
        case when h.asset_id is null then 4 when h.at < ${silentIso} then 3 when r.asset_id is null then 2 when r.idle = 1 then 1 else 0 end as state
      from assets a
      left join asset_positions p on p.asset_id = a.id
      left join heard h on h.asset_id = a.id
      left join running r on r.asset_id = a.id
      where a.company_id = ${companyId} and a.archived_at is null)`;
}

type Dimension = 0 | 1 | 2;
/** Machines per (family, place, state), or per (tag, state) with family null. */
interface CountRow {
  family: number | null;
  key: number | null;
  state: number;
  n: number | string;
}

async function countRows(db: Db, companyId: number, now: number): Promise<{ byFamilyAndPlace: CountRow[]; byTag: CountRow[] }> {
  // Materialised: both groupings read the machines' states computed once.
  const { rows } = await sql<CountRow & { tagged: number }>`
    ${machineStatesWith(dialectOf(db), companyId, now)}
    select 0 as tagged, category as family, place_id as key, state, count(*) as n from m group by category, place_id, state
    union all select 1 as tagged, null as family, t.tag_id as key, m.state, count(*) as n from m
      join tag_links t on t.entity_type = ${TagEntity.Asset} and t.entity_id = m.id group by t.tag_id, m.state`.execute(db);
  return { byFamilyAndPlace: rows.filter((r) => Number(r.tagged) === 0), byTag: rows.filter((r) => Number(r.tagged) === 1) };
}

const filterFor = (dim: Dimension, key: number | null): GridFilter[] =>
  dim === 0
    ? [{ fieldName: 'category', filterFunction: 'enum', value: [key!] }]
    : dim === 1
      ? [{ fieldName: 'locationPlaceId', filterFunction: 'eq', value: key }]
      : [{ fieldName: 'tags', filterFunction: 'tags', value: [key!] }];

/** The counts; each dimension's groups by machine count (then name), at most `groupLimit` of them. */
export async function fleetNow(db: Db, companyId: number, groupLimit: number, now = Date.now()): Promise<FleetNow> {
  const { byFamilyAndPlace, byTag } = await countRows(db, companyId, now);
  const overall = emptyCounts();
  const groups: Map<number | null, StateCounts>[] = [0, 1, 2].map(() => new Map<number | null, StateCounts>());
  const count = (dim: Dimension, key: number | null, state: MachineState, n: number) => {
    const counts = groups[dim].get(key) ?? emptyCounts();
    counts[state] += n;
    counts.total += n;
    groups[dim].set(key, counts);
  };
  const numberOrNull = (v: number | null) => (v === null ? null : Number(v));
  for (const row of byFamilyAndPlace) {
    const state = STATES[Number(row.state)];
    const n = Number(row.n);
    overall[state] += n;
    overall.total += n;
    count(0, numberOrNull(row.family), state, n);
    count(1, numberOrNull(row.key), state, n);
  }
  for (const row of byTag) count(2, numberOrNull(row.key), STATES[Number(row.state)], Number(row.n));
  const placeNames = await namesOf(db, 'places', companyId, [...groups[1].keys()]);
  const tagNames = await namesOf(db, 'tags', companyId, [...groups[2].keys()]);
  const named = (dim: Dimension, nameOfKey: (key: number | null) => string) => {
    const list = [...groups[dim]].map(([id, counts]) => ({ id, name: nameOfKey(id), counts, gridFilter: filterFor(dim, id) }));
    list.sort((a, b) => b.counts.total - a.counts.total || a.name.localeCompare(b.name) || (a.id ?? 0) - (b.id ?? 0));
    return { total: list.length, groups: list.slice(0, groupLimit) };
  };
  return {
    counts: overall,
    byFamily: named(0, (id) => nameOf(machineFamily, id) ?? `Family ${id}`),
    // "No place": the machine is in no depot or work site now (or has no position yet); name left to the client's words.
    byPlace: named(1, (id) => (id === null ? '' : (placeNames.get(id) ?? `Place ${id}`))),
    byTag: named(2, (id) => tagNames.get(id!) ?? `Tag ${id}`),
  };
}

async function namesOf(db: Db, table: 'places' | 'tags', companyId: number, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = ids.filter((id): id is number => id !== null);
  const names = new Map<number, string>();
  for (let i = 0; i < wanted.length; i += 500) {
    const rows = await db
      .selectFrom(table)
      .select(['id', 'name'])
      .where('company_id', '=', companyId)
      .where('id', 'in', wanted.slice(i, i + 500))
      .execute();
    for (const r of rows) names.set(r.id, r.name);
  }
  return names;
}
