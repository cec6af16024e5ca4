// Place insights, computed from the entry/exit history (place_stays) and, for work sites, the engine
// sessions that ran while a machine was on the site. Nothing here is stored by hand.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Place as PlaceRow } from '../db/schema.ts';
import { kpis, resolveRange, type Range } from '../telemetry/read.ts';
import { durationFormatted, zonedIso } from '../telemetry/time.ts';
import { DEFAULT_RANGE_MS } from './inventory.ts';
import { stayTimes } from './stayTimes.ts';

interface Stay {
  id: number;
  asset_id: number;
  entry_ts: number;
  exit_ts: number | null;
}

function rangeOf(place: PlaceRow, values: { fromPlaceTime?: string; toPlaceTime?: string }, now: number): Range {
  return resolveRange(
    { from: 'fromPlaceTime', to: 'toPlaceTime' },
    { from: values.fromPlaceTime, to: values.toPlaceTime },
    place.timezone_name,
    DEFAULT_RANGE_MS,
    now,
  );
}

/** Stays overlapping the range (the stays of a place: its index on place_id). */
async function staysIn(db: Db, place: PlaceRow, range: Range): Promise<Stay[]> {
  const rows = await db
    .selectFrom('place_stays')
    .select(['id', 'asset_id', 'entry_ts', 'exit_ts'])
    .where('place_id', '=', place.id)
    .where('company_id', '=', place.company_id)
    .where('entry_ts', '<=', range.to)
    .where((eb) => eb.or([eb('exit_ts', 'is', null), eb('exit_ts', '>=', range.from)]))
    .execute();
  return rows.map((r) => ({ ...r, entry_ts: Number(r.entry_ts), exit_ts: r.exit_ts === null ? null : Number(r.exit_ts) }));
}

const clipped = (start: number, end: number, range: Range) => Math.max(0, Math.min(end, range.to) - Math.max(start, range.from));

function rangeAnswer(place: PlaceRow, range: Range) {
  return { placeId: place.id, fromPlaceTime: zonedIso(range.from, place.timezone_name), toPlaceTime: zonedIso(range.to, place.timezone_name) };
}

export async function depotInsights(db: Db, place: PlaceRow, body: { fromPlaceTime?: string; toPlaceTime?: string }, now: number) {
  const range = rangeOf(place, body, now);
  const stays = await staysIn(db, place, range);
  const end = Math.min(now, range.to);
  const durations = stays.map((s) => clipped(s.entry_ts, s.exit_ts ?? end, range));
  const average = durations.length ? Math.round(durations.reduce((a, b) => a + b, 0) / durations.length / 1000) : 0;
  const home = await db
    .selectFrom('assets')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('company_id', '=', place.company_id)
    .where('depot_place_id', '=', place.id)
    .where('archived_at', 'is', null)
    .executeTakeFirstOrThrow();
  return {
    ...rangeAnswer(place, range),
    machinesInDepot: new Set(stays.map((s) => s.asset_id)).size,
    totalMachines: Number(home.n),
    durationAverageInSeconds: average,
    durationAverageFormatted: durationFormatted(average),
  };
}

/**
 * Engine time on a work site: each engine session's share that overlaps a stay of the same machine
 * on the site, within the range. A session's engine and idle seconds are spread evenly over its
 * span (sessions store totals, not a timeline), so a session half on the site counts half.
 */
export async function workSiteInsights(db: Db, place: PlaceRow, query: { fromPlaceTime?: string; toPlaceTime?: string }, now: number) {
  const range = rangeOf(place, query, now);
  const stays = await staysIn(db, place, range);
  const assetIds = [...new Set(stays.map((s) => s.asset_id))];
  let engine = 0;
  let idle = 0;
  const productive = new Set<number>();
  for (let i = 0; i < assetIds.length; i += 500) {
    const sessions = await db
      .selectFrom('engine_sessions')
      .select(['asset_id', 'start_ts', 'end_ts', 'last_ts', 'engine_s', 'idle_s'])
      .where('asset_id', 'in', assetIds.slice(i, i + 500))
      .where('start_ts', '<=', range.to)
      .where(sql<boolean>`coalesce(end_ts, last_ts) >= ${range.from}`)
      .execute();
    for (const s of sessions) {
      const start = Number(s.start_ts);
      const stop = Number(s.end_ts ?? s.last_ts);
      const span = stop - start;
      if (span <= 0) continue;
      let overlap = 0;
      for (const stay of stays) {
        if (stay.asset_id !== s.asset_id) continue;
        const from = Math.max(start, stay.entry_ts, range.from);
        const to = Math.min(stop, stay.exit_ts ?? now, range.to);
        if (to > from) overlap += to - from;
      }
      if (overlap <= 0) continue;
      const share = Math.min(1, overlap / span);
      engine += s.engine_s * share;
      idle += s.idle_s * share;
      if (s.engine_s * share > 0) productive.add(s.asset_id);
    }
  }
  return {
    ...rangeAnswer(place, range),
    kpiValues: kpis(engine, idle),
    machinesWithProductivityData: productive.size,
    totalMachines: assetIds.length,
  };
}

/** The longest (or shortest finished) stays overlapping the range; open stays last until now. */
export async function extremeStays(
  db: Db,
  place: PlaceRow,
  body: { fromPlaceTime?: string; toPlaceTime?: string; limit?: number },
  order: 'longest' | 'shortest',
  now: number,
) {
  const range = rangeOf(place, body, now);
  const tz = place.timezone_name;
  const duration = sql<number>`(coalesce(s.exit_ts, ${now}) - s.entry_ts)`;
  let query = db
    .selectFrom('place_stays as s')
    .innerJoin('assets as a', 'a.id', 's.asset_id')
    .select(['s.id', 's.asset_id', 's.entry_ts', 's.exit_ts', 'a.internal_id', 'a.name', duration.as('duration')])
    .where('s.place_id', '=', place.id)
    .where('s.company_id', '=', place.company_id)
    .where('s.entry_ts', '<=', range.to)
    .where((eb) => eb.or([eb('s.exit_ts', 'is', null), eb('s.exit_ts', '>=', range.from)]));
  if (order === 'shortest') query = query.where('s.exit_ts', 'is not', null);
  const rows = await query
    .orderBy(duration, order === 'longest' ? 'desc' : 'asc')
    .orderBy('s.id')
    .limit(body.limit ?? 10)
    .execute();
  return {
    items: rows.map((r) => {
      const entry = Number(r.entry_ts);
      const exit = r.exit_ts === null ? null : Number(r.exit_ts);
      const seconds = Math.round(Number(r.duration) / 1000);
      return {
        id: r.id,
        assetId: r.asset_id,
        internalId: r.internal_id,
        assetDescription: r.name,
        ...stayTimes(entry, exit, seconds, tz),
        isActive: exit === null,
      };
    }),
  };
}
