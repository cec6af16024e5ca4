// Hour-meter integrity over a range (issue 29, decision 0065): the findings kept for the selected
// machines (offline jumps, AEMP disagreements, calibrations), newest first, with counts per kind.
// The findings are written when they happen, so this reads a few indexed rows, never the readings.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { HourMeterFindingKind } from '../db/schema.ts';
import { dayStart, nextDay } from '../telemetry/time.ts';
import type { Selection } from './selection.ts';
import type { Range } from './utilization.ts';

export const HOUR_METER_KINDS = ['offlineJump', 'aempDisagrees', 'calibration'] as const satisfies readonly HourMeterFindingKind[];

export interface HourMeterRow {
  id: number;
  assetId: number;
  name: string;
  internalId: string;
  familyId: number;
  kind: HourMeterFindingKind;
  time: string;
  sinceTime: string | null;
  fromHours: number | null;
  toHours: number;
  changeHours: number | null;
  /** Who calibrated: the user's name; null for an integration client (or another kind). */
  byUser: string | null;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const iso = (ms: number | string | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

/** The range's days as instants of the user's zone: [first day's midnight, the midnight after the last). */
export const rangeInstants = (range: Range, timeZone: string) => ({
  fromTs: dayStart(range.fromDay, timeZone),
  toTs: dayStart(nextDay(range.toDay), timeZone),
});

export async function hourMeterFindings(
  db: Db,
  companyId: number,
  selection: Selection,
  span: { fromTs: number; toTs: number },
  kinds: readonly HourMeterFindingKind[],
  page: { start: number; limit: number },
) {
  // The counts are of every kind (the dashboard's cards); the rows of the chosen kinds.
  const all = sql`f.company_id = ${companyId} and f.ts >= ${span.fromTs} and f.ts < ${span.toTs} and ${selection.where}`;
  const where = sql`${all} and f.kind in (${sql.join([...kinds])})`;
  const counts = await sql<{ kind: HourMeterFindingKind; findings: number | string }>`
    select f.kind, count(*) as findings from hour_meter_findings f join assets a on a.id = f.asset_id where ${all} group by f.kind`.execute(db);
  const flagged = await sql<{ machines: number | string }>`
    select count(distinct f.asset_id) as machines from hour_meter_findings f join assets a on a.id = f.asset_id where ${all}`.execute(db);
  const rows = await sql<{
    id: number;
    asset_id: number;
    name: string;
    internal_id: string;
    category: number;
    kind: HourMeterFindingKind;
    ts: number | string;
    since_ts: number | string | null;
    from_hours: number | null;
    to_hours: number;
    user_id: number | null;
    first_name: string | null;
    last_name: string | null;
  }>`
    select f.id, f.asset_id, a.name, a.internal_id, a.category, f.kind, f.ts, f.since_ts, f.from_hours, f.to_hours, f.user_id, u.first_name, u.last_name
    from hour_meter_findings f join assets a on a.id = f.asset_id left join users u on u.id = f.user_id
    where ${where}
    order by f.ts desc, f.id desc
    limit ${page.limit} offset ${page.start}`.execute(db);
  const byKind = Object.fromEntries(HOUR_METER_KINDS.map((k) => [k, 0])) as Record<HourMeterFindingKind, number>;
  for (const c of counts.rows) byKind[c.kind] = Number(c.findings);
  return {
    totals: { findings: HOUR_METER_KINDS.reduce((n, k) => n + byKind[k], 0), machines: Number(flagged.rows[0]?.machines ?? 0), ...byKind },
    total: kinds.reduce((n, k) => n + byKind[k], 0),
    rows: rows.rows.map((r): HourMeterRow => ({
      id: r.id,
      assetId: r.asset_id,
      name: r.name,
      internalId: r.internal_id,
      familyId: r.category,
      kind: r.kind,
      time: iso(r.ts)!,
      sinceTime: iso(r.since_ts),
      fromHours: r.from_hours === null ? null : round2(r.from_hours),
      toHours: round2(r.to_hours),
      changeHours: r.from_hours === null ? null : round2(r.to_hours - r.from_hours),
      byUser: r.kind === 'calibration' && r.first_name !== null ? `${r.first_name} ${r.last_name ?? ''}`.trim() : null,
    })),
  };
}
