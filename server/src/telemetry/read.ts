// The read side of the telemetry store: what the machine panel's calls answer. Every function reads
// one machine and a bounded time range through the (asset_id, time) keys; nothing re-derives
// positions (sessions, days and stays are kept incrementally by the pipeline).
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { badRequest, notFound } from '../http/envelope.ts';
import { nameOf, telematicStatus } from '../domain/dictionaries.ts';
import { INFORMATION_EVENTS, machineEventText, parseDetails } from './events.ts';
import { simplifyTrack } from './simplify.ts';
import { KNOWN_ATTRIBUTES } from './attributes.ts';
import { parseLatest } from './unitNotes.ts';
import {
  DAY_MS,
  dayFormatted,
  dayStart,
  durationFormatted,
  formatted,
  hoursFormatted,
  localDay,
  nextDay,
  parseTimeParameter,
  wallClock,
  wallTexts,
  zonedIso,
} from './time.ts';

export interface AssetRef {
  id: number;
  company_id: number;
  timezone: string;
  default_power_supply: number | null;
  brand: string;
  model: string;
  serial_number: string | null;
  pin_or_vin: string | null;
  engine_hours: number;
}

/** The caller's machine, or 404 (another company's id reads exactly like a missing one). */
export async function assetOf(db: Db, companyId: number, id: number): Promise<AssetRef> {
  const asset = await db
    .selectFrom('assets')
    .select(['id', 'company_id', 'timezone', 'default_power_supply', 'brand', 'model', 'serial_number', 'pin_or_vin', 'engine_hours'])
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  if (!asset) throw notFound('Machine');
  return asset;
}

/** Longest range one call reads (a year and a day: the week navigator goes one year back). */
export const MAX_RANGE_DAYS = 367;

export interface Range {
  from: number;
  /** Inclusive. */
  to: number;
}

function parseOr400(field: string, value: string, timeZone: string) {
  const parsed = parseTimeParameter(value, timeZone);
  if (!parsed) throw badRequest(`${field}: is not a valid date or time;`, { [field]: ['is not a valid date or time'] });
  return parsed;
}

/**
 * A [from, to] range from optional time parameters in `timeZone`. A day-only upper bound includes the
 * whole day. Defaults: to = now, from = to - `defaultSpanMs`.
 */
export function resolveRange(
  fields: { from: string; to: string },
  values: { from?: string; to?: string },
  timeZone: string,
  defaultSpanMs: number,
  now: number,
): Range {
  let to = now;
  if (values.to !== undefined) {
    const parsed = parseOr400(fields.to, values.to, timeZone);
    to = parsed.dateOnly ? dayStart(nextDay(localDay(parsed.ms + 12 * 3_600_000, timeZone)), timeZone) - 1 : parsed.ms;
  }
  const from = values.from !== undefined ? parseOr400(fields.from, values.from, timeZone).ms : to - defaultSpanMs;
  if (from > to) throw badRequest(`${fields.from}: must not be after ${fields.to};`, { [fields.from]: [`must not be after ${fields.to}`] });
  if (to - from > MAX_RANGE_DAYS * DAY_MS) {
    throw badRequest(`${fields.to}: the range is limited to ${MAX_RANGE_DAYS} days;`, { [fields.to]: [`the range is limited to ${MAX_RANGE_DAYS} days`] });
  }
  return { from, to };
}

// --- KPIs -----------------------------------------------------------------------------------------

const KPI_NAMES = { Production: 'Production', EngineTime: 'Engine time', Idle: 'Idle' } as const;
type KpiType = keyof typeof KPI_NAMES;

function kpi(kpiType: KpiType, seconds: number) {
  const valueSeconds = Math.round(Math.max(0, seconds));
  return { kpiType, nameFormatted: KPI_NAMES[kpiType], valueSeconds, valueFormatted: durationFormatted(valueSeconds) };
}

/** Production, EngineTime, Idle (the spec's KPI order) from engine and idle seconds. */
export function kpis(engineS: number, idleS: number) {
  const engine = Math.round(engineS);
  const idle = Math.min(engine, Math.round(idleS));
  return [kpi('Production', engine - idle), kpi('EngineTime', engine), kpi('Idle', idle)];
}

// --- history ----------------------------------------------------------------------------------------

export async function history(db: Db, asset: AssetRef, query: { StartDateMachineTime?: string; EndDateMachineTime?: string }, now: number) {
  const tz = asset.timezone;
  const endDay = query.EndDateMachineTime !== undefined ? localDay(parseOr400('EndDateMachineTime', query.EndDateMachineTime, tz).ms, tz) : localDay(now, tz);
  const startDay =
    query.StartDateMachineTime !== undefined
      ? localDay(parseOr400('StartDateMachineTime', query.StartDateMachineTime, tz).ms, tz)
      : new Date(Date.parse(`${endDay}T00:00:00Z`) - 6 * DAY_MS).toISOString().slice(0, 10);
  if (startDay > endDay)
    throw badRequest('StartDateMachineTime: must not be after EndDateMachineTime;', { StartDateMachineTime: ['must not be after EndDateMachineTime'] });
  if (Date.parse(endDay) - Date.parse(startDay) > MAX_RANGE_DAYS * DAY_MS) {
    throw badRequest(`EndDateMachineTime: the range is limited to ${MAX_RANGE_DAYS} days;`, {
      EndDateMachineTime: [`the range is limited to ${MAX_RANGE_DAYS} days`],
    });
  }
  const rows = await db
    .selectFrom('asset_usage_daily')
    .select(['day', 'engine_s', 'idle_s'])
    .where('asset_id', '=', asset.id)
    .where('day', '>=', startDay)
    .where('day', '<=', endDay)
    .orderBy('day')
    .execute();
  const days = rows
    .filter((r) => r.engine_s >= 0.5)
    .map((r) => ({ dayMachineTime: r.day, dayFormatted: dayFormatted(r.day), kpis: kpis(r.engine_s, r.idle_s) }));
  // Totals from the rounded day values, so the days add up to the totals on screen.
  const engine = days.reduce((sum, d) => sum + d.kpis[1].valueSeconds, 0);
  const idle = days.reduce((sum, d) => sum + d.kpis[2].valueSeconds, 0);
  const hasActivity =
    days.length > 0 || (await db.selectFrom('engine_sessions').select('id').where('asset_id', '=', asset.id).limit(1).executeTakeFirst()) !== undefined;
  const hoursInRange = engine / 3600;
  return {
    assetId: asset.id,
    machineTimeZone: tz,
    startDateMachineTime: startDay,
    endDateMachineTime: endDay,
    hasActivity,
    totalMachineHours: hasActivity || asset.engine_hours > 0 ? asset.engine_hours : null,
    totalMachineHoursFormatted: hasActivity || asset.engine_hours > 0 ? hoursFormatted(asset.engine_hours) : null,
    hoursInRange,
    hoursInRangeFormatted: hoursFormatted(hoursInRange),
    kpis: kpis(engine, idle),
    days,
  };
}

// --- sessions ---------------------------------------------------------------------------------------

/** The engine_sessions columns the answer reads. */
const SESSION_COLUMNS = ['id', 'start_ts', 'end_ts', 'last_ts', 'start_hours', 'end_hours', 'distance_m', 'engine_s', 'idle_s'] as const;

export async function sessions(db: Db, asset: AssetRef, query: { fromMachineTime?: string; toMachineTime?: string }, now: number) {
  const tz = asset.timezone;
  const range = resolveRange({ from: 'fromMachineTime', to: 'toMachineTime' }, { from: query.fromMachineTime, to: query.toMachineTime }, tz, DAY_MS, now);
  // Sessions are shorter than a few days (the pipeline closes one after a long silence), so the
  // start-time index bounds the scan: start within [from - 7 days, to], ending at or after from.
  const rows = await db
    .selectFrom('engine_sessions')
    .select(SESSION_COLUMNS)
    .where('asset_id', '=', asset.id)
    .where('start_ts', '>=', range.from - 7 * DAY_MS)
    .where('start_ts', '<=', range.to)
    .where((eb) => eb(eb.fn.coalesce('end_ts', 'last_ts'), '>=', range.from))
    .orderBy('start_ts')
    .limit(5000)
    .execute();
  return sessionsFromRows(asset.id, rows, tz);
}

/**
 * The sessions answer from engine_sessions rows (oldest first), times in the machine's zone. A year
 * of a busy machine is over 2,000 sessions: each instant's texts are computed once (wallTexts) and
 * the KPI objects built final, because this loop and its garbage were most of the call's time.
 */
export function sessionsFromRows(assetId: number, rows: readonly SessionRow[], tz: string) {
  const items = new Array<ReturnType<typeof sessionItem>>(rows.length);
  for (let i = 0; i < rows.length; i++) items[i] = sessionItem(rows[i], tz);
  return { assetId, items };
}

function sessionItem(s: SessionRow, tz: string) {
  const end = s.end_ts ?? s.last_ts;
  const running = s.end_ts === null;
  const registerValueType = running ? ('Pending' as const) : ('Final' as const);
  const start = wallTexts(s.start_ts, tz);
  const stop = wallTexts(end, tz);
  const sameDay = start.display.slice(0, 10) === stop.display.slice(0, 10);
  const engine = Math.round(s.engine_s);
  const idle = Math.min(engine, Math.round(s.idle_s));
  return {
    id: s.id,
    nameFormatted: `${start.display} - ${sameDay ? stop.display.slice(11) : stop.display}`,
    startMachineTime: start.iso,
    endMachineTime: stop.iso,
    startMachineTimeFormatted: start.display,
    endMachineTimeFormatted: stop.display,
    startUtcTime: new Date(s.start_ts).toISOString(),
    endUtcTime: new Date(end).toISOString(),
    runningType: running ? ('Pending' as const) : ('Completed' as const),
    startHours: s.start_hours,
    endHours: s.end_hours,
    distanceMeters: Math.round(s.distance_m),
    kpis: [
      sessionKpi('Production', engine - idle, registerValueType),
      sessionKpi('EngineTime', engine, registerValueType),
      sessionKpi('Idle', idle, registerValueType),
    ],
  };
}

function sessionKpi(kpiType: KpiType, seconds: number, registerValueType: 'Pending' | 'Final') {
  const valueSeconds = Math.max(0, seconds);
  return { kpiType, nameFormatted: KPI_NAMES[kpiType], valueSeconds, valueFormatted: durationFormatted(valueSeconds), registerValueType };
}

interface SessionRow {
  id: number;
  start_ts: number;
  end_ts: number | null;
  last_ts: number;
  start_hours: number | null;
  end_hours: number | null;
  distance_m: number;
  engine_s: number;
  idle_s: number;
}

// --- positions --------------------------------------------------------------------------------------

/** Stored fixes one positions call reads at most; a denser range answers isTruncated and is paged. */
export const POSITIONS_READ_BUDGET = 50_000;
/** Beyond this many fixes in the range, the answer comes from the track overviews (one call). */
export const OVERVIEW_ABOVE = 4 * POSITIONS_READ_BUDGET;

interface TrackRow {
  ts: number;
  lat: number;
  lng: number;
  speed: number | null;
  heading: number | null;
}

/** The range a track read covers (machine time; one day back from now by default): the positions call and its heavy-call check read it alike. */
export function trackRange(asset: AssetRef, query: { fromMachineTime?: string; toMachineTime?: string }, now: number) {
  return resolveRange({ from: 'fromMachineTime', to: 'toMachineTime' }, { from: query.fromMachineTime, to: query.toMachineTime }, asset.timezone, DAY_MS, now);
}

/**
 * The track in a range, as a screen can show it:
 * - up to POSITIONS_READ_BUDGET fixes: all of them (thinned by Douglas-Peucker to maxPoints);
 * - up to OVERVIEW_ABOVE: pages of POSITIONS_READ_BUDGET fixes with isTruncated (the client continues
 *   from the last item's time), each thinned to maxPoints;
 * - denser (a machine with a million fixes in the range): one answer from the finest track overview
 *   (first fix per 10 min / 1 h / 6 h, kept by the pipeline) that holds at most POSITIONS_READ_BUDGET
 *   rows, plus the range's first and last fix, thinned to maxPoints.
 * The density comes from the per-day fix counts (asset_usage_daily.positions), not from a count.
 */
export async function positions(
  db: Db,
  asset: AssetRef,
  query: { fromMachineTime?: string; toMachineTime?: string; maxPoints?: number },
  now: number,
  readBudget = POSITIONS_READ_BUDGET,
) {
  const tz = asset.timezone;
  const range = trackRange(asset, query, now);
  const maxPoints = query.maxPoints ?? 5000;
  const density = await db
    .selectFrom('asset_usage_daily')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('positions'), eb.val(0)).as('n'))
    .where('asset_id', '=', asset.id)
    .where('day', '>=', localDay(range.from, tz))
    .where('day', '<=', localDay(range.to, tz))
    .executeTakeFirst();
  let rows: TrackRow[] | null = null;
  let isTruncated = false;
  if (Number(density?.n ?? 0) > (OVERVIEW_ABOVE / POSITIONS_READ_BUDGET) * readBudget) rows = await overviewTrack(db, asset.id, range, readBudget);
  const fromOverview = rows !== null;
  if (!rows) {
    rows = await db
      .selectFrom('telemetry_positions')
      .select(['ts', 'lat', 'lng', 'speed', 'heading'])
      .where('asset_id', '=', asset.id)
      .where('ts', '>=', range.from)
      .where('ts', '<=', range.to)
      .where('valid', '=', 1)
      .orderBy('ts')
      .limit(readBudget + 1)
      .execute();
    isTruncated = rows.length > readBudget;
    if (isTruncated) rows.length = readBudget;
  }
  const n = rows.length;
  const lat = new Float64Array(n);
  const lng = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    lat[i] = rows[i].lat;
    lng[i] = rows[i].lng;
  }
  const { indexes, simplified } = simplifyTrack({ lat, lng, length: n }, maxPoints);
  const track = rows;
  return {
    items: indexes.map((i) => {
      const r = track[i];
      return { lat: r.lat, long: r.lng, assetTime: zonedIso(r.ts, tz), speed: r.speed, heading: r.heading };
    }),
    isTruncated,
    isSimplified: simplified || fromOverview,
  };
}

/** The finest overview level with at most `budget` rows in the range, with the range's first and last fix. */
async function overviewTrack(db: Db, assetId: number, range: Range, budget: number): Promise<TrackRow[] | null> {
  for (const level of [1, 2, 3]) {
    const count = await db
      .selectFrom('track_overview')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('asset_id', '=', assetId)
      .where('level', '=', level)
      .where('ts', '>=', range.from)
      .where('ts', '<=', range.to)
      .executeTakeFirstOrThrow();
    if (Number(count.n) > budget) continue;
    const rows: TrackRow[] = await db
      .selectFrom('track_overview')
      .select(['ts', 'lat', 'lng', 'speed', 'heading'])
      .where('asset_id', '=', assetId)
      .where('level', '=', level)
      .where('ts', '>=', range.from)
      .where('ts', '<=', range.to)
      .orderBy('ts')
      .execute();
    const edge = (direction: 'asc' | 'desc') =>
      db
        .selectFrom('telemetry_positions')
        .select(['ts', 'lat', 'lng', 'speed', 'heading'])
        .where('asset_id', '=', assetId)
        .where('ts', '>=', range.from)
        .where('ts', '<=', range.to)
        .where('valid', '=', 1)
        .orderBy('ts', direction)
        .limit(1)
        .executeTakeFirst();
    const first = await edge('asc');
    const last = await edge('desc');
    if (first && (rows.length === 0 || rows[0].ts > first.ts)) rows.unshift(first);
    if (last && rows[rows.length - 1].ts < last.ts) rows.push(last);
    return rows;
  }
  return null;
}

// --- latest position ----------------------------------------------------------------------------------

export async function latestPosition(db: Db, asset: AssetRef, beforeUtcTime: string | undefined, userTimeZone: string, now: number) {
  const before = beforeUtcTime === undefined ? now : parseOr400('beforeUtcTime', beforeUtcTime, 'UTC').ms;
  const tz = asset.timezone;
  const row = await db
    .selectFrom('telemetry_positions')
    .select(['ts', 'lat', 'lng'])
    .where('asset_id', '=', asset.id)
    .where('ts', '<=', before)
    .where('valid', '=', 1)
    .orderBy('ts', 'desc')
    .limit(1)
    .executeTakeFirst();
  // The machine's last known position (asset_positions) also covers machines whose history predates
  // the telemetry store (or an integration that only sends the latest position).
  const last = await db
    .selectFrom('asset_positions as p')
    .leftJoin('places as pl', 'pl.id', 'p.location_place_id')
    .select(['p.lat', 'p.lng', 'p.asset_time', 'p.location_place_id', 'pl.name as location_name'])
    .where('p.asset_id', '=', asset.id)
    .executeTakeFirst();
  const lastMs = last ? Date.parse(last.asset_time) : NaN;
  let point: { ts: number; lat: number; lng: number; placeId: number | null; placeName: string | null } | null = null;
  if (last && lastMs <= before && (!row || lastMs >= row.ts)) {
    point = { ts: lastMs, lat: last.lat, lng: last.lng, placeId: last.location_place_id, placeName: last.location_name };
  } else if (row) {
    const place = await locationAt(db, asset.id, row.ts);
    point = { ts: row.ts, lat: row.lat, lng: row.lng, placeId: place?.id ?? null, placeName: place?.name ?? null };
  }
  if (!point) return null;
  return {
    lat: point.lat,
    long: point.lng,
    assetTime: zonedIso(point.ts, tz),
    assetTimeFormatted: formatted(point.ts, tz)!,
    utcTime: new Date(point.ts).toISOString(),
    userTimeFormatted: formatted(point.ts, userTimeZone)!,
    locationPlaceId: point.placeId,
    locationName: point.placeName,
  };
}

/** The depot (first) or work site the machine was in at `ts`, from the stays the pipeline keeps. */
export async function locationAt(db: Db, assetId: number, ts: number) {
  return db
    .selectFrom('place_stays as s')
    .innerJoin('places as p', 'p.id', 's.place_id')
    .select(['p.id', 'p.name'])
    .where('s.asset_id', '=', assetId)
    .where('s.entry_ts', '<=', ts)
    .where((eb) => eb.or([eb('s.exit_ts', 'is', null), eb('s.exit_ts', '>', ts)]))
    .where('p.place_type', 'in', [0, 1])
    .orderBy('p.place_type')
    .orderBy('s.entry_ts', 'desc')
    .limit(1)
    .executeTakeFirst();
}

// --- inputs -----------------------------------------------------------------------------------------

/** Low-voltage alarm threshold from the machine's system voltage: 12 V → 11.8 V, 24 V → 23.6 V. */
export function batteryAlarmThreshold(systemVolts: number | null): number | null {
  if (systemVolts === null || !(systemVolts > 0)) return null;
  return Math.round(systemVolts * 0.9833 * 10) / 10;
}

const INPUTS = ['power', 'mainSwitch', 'din1', 'din2', 'din3'] as const;
const MAX_BATTERY_POINTS = 5000;

export async function inputs(db: Db, asset: AssetRef, query: { fromUserTime?: string; toUserTime?: string }, userTimeZone: string, now: number) {
  const range = resolveRange({ from: 'fromUserTime', to: 'toUserTime' }, { from: query.fromUserTime, to: query.toUserTime }, userTimeZone, 7 * DAY_MS, now);
  const states = await Promise.all(
    INPUTS.map((input) =>
      db
        .selectFrom('asset_input_changes')
        .select(['ts', 'value'])
        .where('asset_id', '=', asset.id)
        .where('input', '=', input)
        .where('ts', '<=', range.to)
        .orderBy('ts', 'desc')
        .limit(1)
        .executeTakeFirst(),
    ),
  );
  const state = (row: { ts: number; value: number } | undefined) => ({
    value: row ? row.value === 1 : null,
    valueFormatted: row ? (row.value === 1 ? 'On' : 'Off') : 'No data',
    changedUserTimeFormatted: row ? formatted(row.ts, userTimeZone) : null,
  });
  const latestVoltage = await db
    .selectFrom('asset_battery_samples')
    .select(['ts', 'voltage'])
    .where('asset_id', '=', asset.id)
    .where('ts', '<=', range.to)
    .orderBy('ts', 'desc')
    .limit(1)
    .executeTakeFirst();
  const samples = await db
    .selectFrom('asset_battery_samples')
    .select(['ts', 'voltage'])
    .where('asset_id', '=', asset.id)
    .where('ts', '>=', range.from)
    .where('ts', '<=', range.to)
    .orderBy('ts')
    .execute();
  // A long range is averaged into at most MAX_BATTERY_POINTS buckets of equal sample count.
  const bucket = Math.ceil(samples.length / MAX_BATTERY_POINTS);
  const history: { userTime: string; utcTime: string; value: number }[] = [];
  for (let i = 0; i < samples.length; i += bucket) {
    const group = samples.slice(i, i + bucket);
    const value = group.reduce((s, r) => s + r.voltage, 0) / group.length;
    const ts = group[0].ts;
    history.push({ userTime: wallClock(ts, userTimeZone), utcTime: new Date(ts).toISOString(), value: Math.round(value * 100) / 100 });
  }
  const device = await primaryDevice(db, asset.id);
  return {
    assetId: asset.id,
    powerSupply: state(states[0]),
    batteryMainSwitch: state(states[1]),
    din1: state(states[2]),
    din2: state(states[3]),
    din3: state(states[4]),
    voltage: latestVoltage ? latestVoltage.voltage : null,
    voltageFormatted: latestVoltage ? `${latestVoltage.voltage.toFixed(1)} V` : null,
    batteryAlarmThreshold: batteryAlarmThreshold(asset.default_power_supply),
    batteryHistory: history,
    deviceInstalledAfterBatteryMainSwitch: device ? device.installed_after_main_switch === 1 : false,
  };
}

// --- events -----------------------------------------------------------------------------------------

export async function events(
  db: Db,
  asset: AssetRef,
  body: { fromUserTime?: string; toUserTime?: string; offset?: number; limit?: number },
  userTimeZone: string,
  now: number,
) {
  const range = resolveRange({ from: 'fromUserTime', to: 'toUserTime' }, { from: body.fromUserTime, to: body.toUserTime }, userTimeZone, 7 * DAY_MS, now);
  const offset = body.offset ?? 0;
  const limit = body.limit ?? 100;
  const base = db.selectFrom('machine_events').where('asset_id', '=', asset.id).where('ts', '>=', range.from).where('ts', '<=', range.to);
  const [rows, count] = await Promise.all([
    base.select(['id', 'ts', 'event_name', 'place_id', 'details']).orderBy('ts', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((r) => {
      const text = machineEventText(r.event_name, parseDetails(r.details));
      return {
        id: r.id,
        eventName: r.event_name,
        header: text.header,
        message: text.message,
        utcTime: new Date(r.ts).toISOString(),
        userTimeFormatted: formatted(r.ts, userTimeZone)!,
        placeId: r.place_id === 0 ? null : r.place_id,
      };
    }),
    offset,
    limit,
    total: Number(count.n),
  };
}

export const isInformationEvent = (name: string) => INFORMATION_EVENTS.includes(name);

// --- telematics -------------------------------------------------------------------------------------

/** The machine's reporting unit: the best status first, then the most recent communication. */
export async function primaryDevice(db: Db, assetId: number) {
  return db
    .selectFrom('devices')
    .selectAll()
    .where('asset_id', '=', assetId)
    .orderBy('status')
    .orderBy(sql`last_communication_at is null`)
    .orderBy('last_communication_at', 'desc')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

export const GNSS_QUALITY_NAMES = ['Weak', 'OK', 'Good'];
const TELEMATIC_TYPE_NAMES: Record<string, string> = {
  TU600: 'Siteline TU600',
  TU501: 'Siteline TU501',
  AEMP: 'AEMP (manufacturer portal)',
};

export async function telematics(db: Db, asset: AssetRef, userTimeZone: string) {
  const d = await primaryDevice(db, asset.id);
  if (!d) return null;
  const aemp = d.integration_source === 'AEMP';
  return {
    id: d.id,
    batteryLevel: d.battery_level,
    brand: asset.brand,
    model: asset.model,
    gnssQuality: d.gnss_quality,
    gnssQualityFormatted: d.gnss_quality === null ? null : (GNSS_QUALITY_NAMES[d.gnss_quality] ?? null),
    integrationSource: d.integration_source,
    telematicType: d.telematic_type,
    telematicTypeFormatted: TELEMATIC_TYPE_NAMES[d.telematic_type] ?? d.telematic_type,
    tqType: d.telematic_type.replace(/^Teltonika /, ''),
    latestCommunicationUserTimeFormatted: d.last_communication_at ? formatted(Date.parse(d.last_communication_at), userTimeZone) : null,
    latestPositionUserTimeFormatted: d.last_position_at ? formatted(Date.parse(d.last_position_at), userTimeZone) : null,
    deviceSerialNumber: d.serial_number,
    vehicleSerialNumber: asset.serial_number,
    status: d.status,
    statusFormatted: nameOf(telematicStatus, d.status) ?? 'Unknown',
    vin: asset.pin_or_vin,
    trackunitMachineId: null,
    hardwareUnit: d.hardware_unit,
    deviceImei: d.imei,
    installer: d.installer,
    telematicConfiguration: aemp
      ? `AEMP 2.0 (ISO 15143-3) feed${d.hardware_unit ? ` from ${d.hardware_unit}` : ''}, identified by PIN ${d.serial_number}`
      : `OsmAnd HTTP or Teltonika TCP, identified by ${d.imei ? `IMEI ${d.imei}` : `serial ${d.serial_number}`}`,
    clockFaults: d.clock_faults,
    clockFaultUserTimeFormatted: d.clock_fault_ts === null ? null : formatted(Number(d.clock_fault_ts), userTimeZone),
    clockFaultClaimedUserTimeFormatted: d.clock_fault_claimed_ts === null ? null : formatted(Number(d.clock_fault_claimed_ts), userTimeZone),
    lateReports: d.late_reports,
    latestValues: latestValues(d.latest_attributes, userTimeZone),
  };
}

/** devices.latest_attributes as the Telematics tab lists them: known keys in their order, then the rest by name. */
function latestValues(text: string | null, userTimeZone: string) {
  const latest = parseLatest(text);
  const known = Object.keys(KNOWN_ATTRIBUTES);
  const rank = (key: string) => (known.includes(key) ? known.indexOf(key) : known.length);
  return Object.entries(latest)
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .slice(0, 32)
    .map(([key, { value, ts }]) => ({
      key,
      value: String(value),
      numericValue: typeof value === 'number' ? value : null,
      unit: KNOWN_ATTRIBUTES[key]?.unit ?? null,
      userTimeFormatted: formatted(ts, userTimeZone)!,
    }));
}
