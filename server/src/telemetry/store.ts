// The pipeline's impure shell: one transaction per batch of reports. It loads the devices' states,
// contexts and their companies' geofences, runs the pure `step` for every report in time order, and
// writes raw positions, derived facts, outbox rows and the new states together. A caller
// acknowledges its reports only after `processBatch` resolved (i.e. after the commit).
//
// Idempotent on (device, time): a report at the device's high-water mark is a duplicate and
// changes nothing; a late one (older than the mark) only adds its raw position, whose primary key
// (asset, ts, device) makes a repeat a no-op. Derived rows are upserts keyed by their natural keys.
import { sql, type Transaction } from 'kysely';
import type { Db } from '../db/database.ts';
import { dialectOf } from '../db/dialect.ts';
import { BulkWriter, type UpsertSpec } from './bulk.ts';
import { UnitNotes } from './unitNotes.ts';
import type { Database } from '../db/schema.ts';
import { batteryAlarmThreshold } from './read.ts';
import { placeGeo, type PlaceGeo } from './geo.ts';
import {
  DEFAULT_PIPELINE_CONFIG,
  gnssQuality,
  initialState,
  noIgnitionRules,
  openSessionFact,
  step,
  type DeviceContext,
  type DeviceState,
  type Disposition,
  type Fact,
  type IgnitionOnRules,
  type PipelineConfig,
  type Report,
  type SessionFact,
} from './pipeline.ts';

export interface BatchItem {
  deviceId: number;
  report: Report;
  /** When the server heard the unit (latest communication); the report time when not given. */
  receivedTs?: number;
}

export interface BatchOptions {
  config?: PipelineConfig;
  /** The work-shift seam; see pipeline.ts IgnitionOnRules. Loaded per batch by `ignitionRulesFor`. */
  ignitionRulesFor?: (trx: Transaction<Database>, companyIds: number[]) => Promise<IgnitionOnRules>;
  /** Clock of the outbox rows. */
  now?: () => number;
  /** false: no outbox rows (the simulator's history must not notify anybody about last year). */
  outbox?: boolean;
  /** Force the dialect-neutral write path (tests run it against the SQLite fast path). */
  portable?: boolean;
  /**
   * Seam for areas that follow machine hours (service planning): called in the batch's transaction,
   * after the states are written, with the machines whose hours (assets.engine_hours) changed.
   */
  onHoursChanged?: (trx: Transaction<Database>, changes: HoursChange[], now: number) => Promise<void>;
}

export interface HoursChange {
  assetId: number;
  companyId: number;
  /** The machine's hours after the batch (as written to assets.engine_hours). */
  hours: number;
}

export interface BatchResult {
  dispositions: (Disposition | 'unassigned')[];
  counts: Record<Disposition | 'unassigned', number>;
}

/** Outbox topics: one consumer group per topic (a second consumer of the same facts gets its own topic). */
export const OutboxTopic = {
  MachineEvent: 'machine-event',
  PlaceEvent: 'place-event',
  SessionClosed: 'engine-session-closed',
} as const;

interface DeviceRow {
  id: number;
  company_id: number;
  asset_id: number | null;
  integration_source: string;
  installed_after_main_switch: number;
  timezone: string | null;
  depot_place_id: number | null;
  default_power_supply: number | null;
  engine_hours: number | null;
  latest_attributes: string | null;
}

// Geofences change rarely and every batch needs them: cached per company for PLACE_CACHE_MS. The
// places area calls invalidatePlaceCache(companyId) when it creates, edits, archives or deletes a
// place, so the next batch sees the change at once (another instance sees it within the TTL).
const PLACE_CACHE_MS = 10_000;
const placeCaches = new WeakMap<object, Map<number, { until: number; places: PlaceGeo[] }>>();

export function invalidatePlaceCache(db: Db, companyId?: number) {
  if (companyId === undefined) placeCaches.delete(db);
  else placeCaches.get(db)?.delete(companyId);
}

async function loadPlaces(db: Db, trx: Transaction<Database>, companyIds: number[], clock: number): Promise<Map<number, PlaceGeo[]>> {
  let placeCache = placeCaches.get(db);
  if (!placeCache) placeCaches.set(db, (placeCache = new Map<number, { until: number; places: PlaceGeo[] }>()));
  const byCompany = new Map<number, PlaceGeo[]>();
  const missing: number[] = [];
  for (const id of companyIds) {
    const hit = placeCache.get(id);
    if (hit && hit.until > clock) byCompany.set(id, hit.places);
    else missing.push(id);
  }
  if (missing.length === 0) return byCompany;
  for (const id of missing) byCompany.set(id, []);
  const rows = await trx
    .selectFrom('places')
    .select(['id', 'company_id', 'place_type', 'name', 'geofence'])
    .where('company_id', 'in', missing)
    .where('archived_at', 'is', null)
    .orderBy('id')
    .execute();
  for (const r of rows) {
    const geo = placeGeo(r);
    if (geo) byCompany.get(r.company_id)!.push(geo);
  }
  for (const id of missing) placeCache.set(id, { until: clock + PLACE_CACHE_MS, places: byCompany.get(id)! });
  return byCompany;
}

const bool = (v: boolean | null) => (v === null ? null : v ? 1 : 0);
const iso = (ms: number) => new Date(ms).toISOString();

/** Runs a batch of reports (any devices, any order) through the pipeline in one transaction. */
export async function processBatch(db: Db, items: readonly BatchItem[], options: BatchOptions = {}): Promise<BatchResult> {
  const config = options.config ?? DEFAULT_PIPELINE_CONFIG;
  const now = options.now ?? Date.now;
  const dispositions = new Array<Disposition | 'unassigned'>(items.length);
  const counts = { processed: 0, late: 0, duplicate: 0, unassigned: 0 };
  if (items.length === 0) return { dispositions, counts };

  await db.transaction().execute(async (trx) => {
    // Ascending: two batches that share devices lock them in the same order (no deadlock).
    const deviceIds = [...new Set(items.map((i) => i.deviceId))].sort((a, b) => a - b);
    const lockDevices = dialectOf(trx) === 'postgres';
    const devices = new Map<number, DeviceRow>();
    for (let i = 0; i < deviceIds.length; i += 500) {
      const query = trx
        .selectFrom('devices as d')
        .leftJoin('assets as a', 'a.id', 'd.asset_id')
        .select([
          'd.id',
          'd.company_id',
          'd.asset_id',
          'd.integration_source',
          'd.installed_after_main_switch',
          'a.timezone',
          'a.depot_place_id',
          'a.default_power_supply',
          'a.engine_hours',
          'd.latest_attributes',
        ])
        .where('d.id', 'in', deviceIds.slice(i, i + 500))
        .orderBy('d.id');
      // Several instances on PostgreSQL: a device's reports may reach any of them at once, and each
      // batch reads the device's state, steps it and writes it back. The batch holds its devices' rows
      // until it commits, so a second batch of the same device waits and then reads the state the first
      // one wrote, instead of both stepping the same state (a lost update: an interval counted twice, a
      // session opened twice). NO KEY UPDATE: rows that reference a device (positions) still insert.
      // SQLite has one writer at a time already.
      const rows = await (lockDevices ? query.forNoKeyUpdate('d') : query).execute();
      for (const r of rows) devices.set(r.id, r);
    }
    const states = new Map<number, DeviceState>();
    for (let i = 0; i < deviceIds.length; i += 500) {
      const rows = await trx
        .selectFrom('telemetry_device_state')
        .select(['device_id', 'asset_id', 'state'])
        .where('device_id', 'in', deviceIds.slice(i, i + 500))
        .execute();
      for (const r of rows) {
        // A unit moved to another machine starts a fresh state there.
        if (devices.get(r.device_id)?.asset_id === r.asset_id) states.set(r.device_id, JSON.parse(r.state) as DeviceState);
      }
    }
    const companyIds = [...new Set([...devices.values()].map((d) => d.company_id))];
    const places = await loadPlaces(db, trx, companyIds, Date.now());
    const rules = options.ignitionRulesFor ? await options.ignitionRulesFor(trx, companyIds) : noIgnitionRules;
    const placeMaps = new Map([...places].map(([companyId, list]) => [companyId, new Map(list.map((p) => [p.id, p]))]));

    const contexts = new Map<number, DeviceContext>();
    const contextOf = (d: DeviceRow & { asset_id: number }): DeviceContext => {
      let ctx = contexts.get(d.id);
      if (!ctx) {
        ctx = {
          deviceId: d.id,
          assetId: d.asset_id,
          companyId: d.company_id,
          timeZone: d.timezone ?? 'UTC',
          homeDepotId: d.depot_place_id,
          hoursSource: d.integration_source === 'AEMP' ? 'aemp' : 'device',
          installedAfterMainSwitch: d.installed_after_main_switch === 1,
          batteryThreshold: batteryAlarmThreshold(d.default_power_supply),
          initialHours: d.engine_hours ?? 0,
          places: places.get(d.company_id) ?? [],
          placeById: placeMaps.get(d.company_id) ?? new Map(),
          config,
          ignitionOnRules: rules,
        };
        contexts.set(d.id, ctx);
      }
      return ctx;
    };

    // Each device's reports in time order (stable for equal times: the first one wins, the rest are duplicates).
    const order = items.map((_, i) => i).sort((a, b) => items[a].deviceId - items[b].deviceId || items[a].report.ts - items[b].report.ts || a - b);
    const factsByDevice = new Map<number, Fact[]>();
    const heard = new Map<number, number>();
    const unitNotes = new UnitNotes();
    for (const i of order) {
      const item = items[i];
      const device = devices.get(item.deviceId);
      if (!device || device.asset_id === null) {
        dispositions[i] = 'unassigned';
        counts.unassigned++;
        continue;
      }
      const ctx = contextOf(device as DeviceRow & { asset_id: number });
      const state = states.get(device.id) ?? initialState(ctx);
      const result = step(state, item.report, ctx);
      states.set(device.id, result.state);
      dispositions[i] = result.disposition;
      counts[result.disposition]++;
      if (result.disposition !== 'duplicate') {
        heard.set(device.id, Math.max(heard.get(device.id) ?? 0, item.receivedTs ?? item.report.ts));
        unitNotes.note(device, ctx, item, result.disposition);
      }
      if (result.facts.length > 0) {
        const list = factsByDevice.get(device.id);
        if (list) for (const f of result.facts) list.push(f);
        else factsByDevice.set(device.id, result.facts);
      }
    }
    // Running sessions: one row per device and batch, from the final state.
    for (const [deviceId, state] of states) {
      const open = contexts.has(deviceId) ? openSessionFact(state) : null;
      if (!open) continue;
      const list = factsByDevice.get(deviceId);
      if (list) list.push(open);
      else factsByDevice.set(deviceId, [open]);
    }
    await writeFacts(db, trx, factsByDevice, contexts, now(), options);
    await unitNotes.write(db, trx, options.portable);
    const storedHours = new Map([...devices].map(([id, d]) => [id, d.engine_hours]));
    await writeStates(db, trx, states, contexts, heard, storedHours, now(), options);
    if (options.onHoursChanged) {
      const changes: HoursChange[] = [];
      for (const [deviceId, state] of states) {
        const ctx = contexts.get(deviceId);
        const hours = Math.round(state.hours * 100) / 100;
        if (ctx && heard.has(deviceId) && hours !== devices.get(deviceId)?.engine_hours)
          changes.push({ assetId: ctx.assetId, companyId: ctx.companyId, hours });
      }
      if (changes.length > 0) await options.onHoursChanged(trx, changes, now());
    }
  });
  return { dispositions, counts };
}

const POSITION_SPEC = {
  table: 'telemetry_positions',
  columns: [
    'asset_id',
    'ts',
    'device_id',
    'lat',
    'lng',
    'valid',
    'speed',
    'heading',
    'altitude',
    'accuracy',
    'satellites',
    'ignition',
    'hours',
    'ext_voltage',
    'battery',
    'din1',
    'din2',
    'din3',
    'main_switch',
    'claimed_ts',
  ],
} as const satisfies UpsertSpec<'telemetry_positions'>;

const SESSION_SPEC = {
  table: 'engine_sessions',
  columns: [
    'asset_id',
    'company_id',
    'device_id',
    'start_ts',
    'end_ts',
    'last_ts',
    'engine_s',
    'idle_s',
    'distance_m',
    'start_hours',
    'end_hours',
    'start_lat',
    'start_lng',
    'end_lat',
    'end_lng',
  ],
  key: ['asset_id', 'start_ts'],
  update: {
    end_ts: 'replace',
    last_ts: 'replace',
    engine_s: 'replace',
    idle_s: 'replace',
    distance_m: 'replace',
    end_hours: 'replace',
    end_lat: 'replace',
    end_lng: 'replace',
  },
} as const satisfies UpsertSpec<'engine_sessions'>;

const USAGE_SPEC = {
  table: 'asset_usage_daily',
  columns: ['asset_id', 'day', 'company_id', 'engine_s', 'idle_s', 'distance_m', 'positions'],
  key: ['asset_id', 'day'],
  update: { engine_s: 'add', idle_s: 'add', distance_m: 'add', positions: 'add' },
} as const satisfies UpsertSpec<'asset_usage_daily'>;

const OVERVIEW_SPEC = {
  table: 'track_overview',
  columns: ['asset_id', 'level', 'ts', 'lat', 'lng', 'speed', 'heading'],
} as const satisfies UpsertSpec<'track_overview'>;

const HOURS_SPEC = {
  table: 'engine_hours',
  columns: ['asset_id', 'company_id', 'ts', 'hours', 'source', 'device_id'],
  key: ['asset_id', 'ts', 'source'],
  update: { hours: 'replace' },
} as const satisfies UpsertSpec<'engine_hours'>;

/** An offline jump of the meter (decision 0065); a replayed report writes it once. */
const HOUR_JUMP_SPEC = {
  table: 'hour_meter_findings',
  columns: ['company_id', 'asset_id', 'ts', 'kind', 'from_hours', 'to_hours', 'since_ts', 'device_id'],
  key: ['asset_id', 'kind', 'ts'],
} as const satisfies UpsertSpec<'hour_meter_findings'>;

const BATTERY_SPEC = { table: 'asset_battery_samples', columns: ['asset_id', 'ts', 'voltage'] } as const satisfies UpsertSpec<'asset_battery_samples'>;

const INPUT_SPEC = {
  table: 'asset_input_changes',
  columns: ['asset_id', 'input', 'ts', 'value'],
  key: ['asset_id', 'input', 'ts'],
  update: { value: 'replace' },
} as const satisfies UpsertSpec<'asset_input_changes'>;

const STAY_SPEC = {
  table: 'place_stays',
  columns: ['company_id', 'place_id', 'asset_id', 'entry_ts', 'exit_ts'],
  key: ['place_id', 'asset_id', 'entry_ts'],
  update: { exit_ts: 'replace' },
} as const satisfies UpsertSpec<'place_stays'>;

const MACHINE_EVENT_SPEC = {
  table: 'machine_events',
  columns: ['asset_id', 'company_id', 'ts', 'event_name', 'place_id', 'details'],
} as const satisfies UpsertSpec<'machine_events'>;

const PLACE_EVENT_SPEC = {
  table: 'place_events',
  columns: ['place_id', 'company_id', 'asset_id', 'ts', 'event_type', 'details'],
} as const satisfies UpsertSpec<'place_events'>;

const OUTBOX_SPEC = {
  table: 'telemetry_outbox',
  columns: ['topic', 'payload', 'created_ts', 'available_ts'],
} as const satisfies UpsertSpec<'telemetry_outbox'>;

async function writeFacts(
  db: Db,
  trx: Transaction<Database>,
  factsByDevice: Map<number, Fact[]>,
  contexts: Map<number, DeviceContext>,
  nowTs: number,
  options: BatchOptions,
) {
  const bulk = new BulkWriter(db, trx, options.portable);
  const positions: unknown[][] = [];
  const sessions = new Map<string, unknown[]>();
  const closedSessions: { ctx: DeviceContext; fact: SessionFact }[] = [];
  const usage = new Map<string, [number, string, number, number, number, number, number]>();
  const overview: unknown[][] = [];
  const hours = new Map<string, unknown[]>();
  const battery: unknown[][] = [];
  const inputs = new Map<string, unknown[]>();
  const machineEvents: unknown[][] = [];
  const placeEvents: unknown[][] = [];
  const stays = new Map<string, unknown[]>();
  const hourJumps: unknown[][] = [];

  for (const [deviceId, facts] of factsByDevice) {
    const ctx = contexts.get(deviceId)!;
    const assetId = ctx.assetId;
    const companyId = ctx.companyId;
    for (const f of facts) {
      switch (f.kind) {
        case 'position': {
          const r = f.report;
          positions.push([
            assetId,
            f.ts,
            deviceId,
            f.lat,
            f.lng,
            f.valid ? 1 : 0,
            r.speed,
            r.heading,
            r.altitude,
            r.accuracy,
            r.satellites,
            bool(r.ignition),
            r.hours,
            r.extVoltage,
            r.battery,
            bool(r.din1),
            bool(r.din2),
            bool(r.din3),
            bool(r.mainSwitch),
            r.claimedTs ?? null,
          ]);
          break;
        }
        case 'session':
          sessions.set(`${assetId}:${f.startTs}`, [
            assetId,
            companyId,
            deviceId,
            f.startTs,
            f.endTs,
            f.lastTs,
            f.engineS,
            f.idleS,
            f.distanceM,
            f.startHours,
            f.endHours,
            f.startLat,
            f.startLng,
            f.endLat,
            f.endLng,
          ]);
          if (f.endTs !== null) closedSessions.push({ ctx, fact: f });
          break;
        case 'usage': {
          const key = `${assetId}:${f.day}`;
          const row = usage.get(key);
          if (row) {
            row[3] += f.engineS;
            row[4] += f.idleS;
            row[5] += f.distanceM;
            row[6] += f.positions;
          } else usage.set(key, [assetId, f.day, companyId, f.engineS, f.idleS, f.distanceM, f.positions]);
          break;
        }
        case 'overview':
          overview.push([assetId, f.level, f.ts, f.lat, f.lng, f.speed, f.heading]);
          break;
        case 'hours':
          hours.set(`${assetId}:${f.ts}:${f.source}`, [assetId, companyId, f.ts, f.hours, f.source, deviceId]);
          break;
        case 'battery':
          battery.push([assetId, f.ts, f.voltage]);
          break;
        case 'input':
          inputs.set(`${assetId}:${f.input}:${f.ts}`, [assetId, f.input, f.ts, f.value ? 1 : 0]);
          break;
        case 'machineEvent':
          machineEvents.push([assetId, companyId, f.ts, f.eventName, f.placeId ?? 0, JSON.stringify(f.details)]);
          break;
        case 'placeEvent':
          placeEvents.push([f.placeId, companyId, assetId, f.ts, f.eventType, JSON.stringify(f.details)]);
          break;
        case 'stay':
          stays.set(`${f.placeId}:${assetId}:${f.entryTs}`, [companyId, f.placeId, assetId, f.entryTs, f.exitTs]);
          break;
        case 'hourJump':
          hourJumps.push([companyId, assetId, f.ts, 'offlineJump', f.fromHours, f.toHours, f.sinceTs, deviceId]);
          break;
      }
    }
  }

  await bulk.upsert(POSITION_SPEC, positions);
  await bulk.upsert(OVERVIEW_SPEC, overview);
  await bulk.upsert(SESSION_SPEC, [...sessions.values()]);
  await bulk.upsert(USAGE_SPEC, [...usage.values()]);
  await bulk.upsert(HOURS_SPEC, [...hours.values()]);
  await bulk.upsert(BATTERY_SPEC, battery);
  await bulk.upsert(INPUT_SPEC, [...inputs.values()]);
  await bulk.upsert(STAY_SPEC, [...stays.values()]);
  await bulk.upsert(HOUR_JUMP_SPEC, hourJumps);

  // Events, and an outbox row for each event actually inserted (a repeat inserts nothing).
  const outbox: unknown[][] = [];
  const box = (topic: string, payload: object) => outbox.push([topic, JSON.stringify(payload), nowTs, nowTs]);
  const machineIds = await bulk.insertNew(MACHINE_EVENT_SPEC, machineEvents);
  const placeIds = await bulk.insertNew(PLACE_EVENT_SPEC, placeEvents);
  if (options.outbox === false) return;
  machineIds.forEach((id, i) => {
    if (id === null) return;
    const [assetId, companyId, ts, eventName, placeId] = machineEvents[i] as [number, number, number, string, number];
    box(OutboxTopic.MachineEvent, { eventId: id, assetId, companyId, ts, eventName, placeId: placeId || null });
  });
  placeIds.forEach((id, i) => {
    if (id === null) return;
    const [placeId, companyId, assetId, ts, eventType] = placeEvents[i] as [number, number, number, number, string];
    box(OutboxTopic.PlaceEvent, { eventId: id, placeId, assetId: assetId || null, companyId, ts, eventType });
  });
  for (const { ctx, fact } of closedSessions) {
    box(OutboxTopic.SessionClosed, {
      assetId: ctx.assetId,
      companyId: ctx.companyId,
      startTs: fact.startTs,
      endTs: fact.endTs,
      engineS: fact.engineS,
      idleS: fact.idleS,
      endHours: fact.endHours,
    });
  }
  await bulk.upsert(OUTBOX_SPEC, outbox);
}

/** The machine's last known position never moves back in time (a late report, another unit of the machine). */
const LATEST_POSITION_WINS = `on conflict (asset_id) do update set lat = excluded.lat, lng = excluded.lng, asset_time = excluded.asset_time,
  location_place_id = excluded.location_place_id where asset_positions.asset_time <= excluded.asset_time`;

async function writeStates(
  db: Db,
  trx: Transaction<Database>,
  states: Map<number, DeviceState>,
  contexts: Map<number, DeviceContext>,
  heard: Map<number, number>,
  storedHours: Map<number, number | null>,
  nowTs: number,
  options: BatchOptions,
) {
  const bulk = new BulkWriter(db, trx, options.portable);
  const stateRows: unknown[][] = [];
  const positions: unknown[][] = [];
  const hours: unknown[][] = [];
  const devices: unknown[][] = [];
  for (const [deviceId, state] of states) {
    const ctx = contexts.get(deviceId);
    if (!ctx || state.lastTs === null) continue;
    stateRows.push([deviceId, ctx.assetId, ctx.companyId, state.lastTs, JSON.stringify(state), nowTs]);
    const heardTs = heard.get(deviceId);
    if (heardTs === undefined) continue;
    // The read-side copies other screens use: the machine's last known position and location, its
    // hours, and the unit's latest communication / position / battery / fix quality.
    if (state.fixTs !== null && state.lat !== null && state.lng !== null) {
      positions.push([ctx.assetId, ctx.companyId, state.lat, state.lng, iso(state.fixTs), state.location]);
    }
    // The machine's hours row is written only when they moved (a meter moves 0.01 h in 36 s): one
    // random page less per report in the WAL.
    const rounded = Math.round(state.hours * 100) / 100;
    if (rounded !== storedHours.get(deviceId)) hours.push([rounded, ctx.assetId]);
    const communication = iso(heardTs);
    devices.push([
      communication,
      communication,
      state.fixTs === null ? null : iso(state.fixTs),
      state.deviceBattery === null ? null : Math.round(state.deviceBattery),
      gnssQuality(state.accuracy, state.satellites),
      deviceId,
    ]);
  }
  await bulk.upsert(
    {
      table: 'telemetry_device_state',
      columns: ['device_id', 'asset_id', 'company_id', 'last_ts', 'state', 'updated_ts'],
      key: ['device_id'],
      update: { asset_id: 'replace', company_id: 'replace', last_ts: 'replace', state: 'replace', updated_ts: 'replace' },
    },
    stateRows,
  );
  if (bulk.postgres) return writeCopiesPostgres(bulk, trx, positions, hours, devices);
  await bulk.runEach(
    `insert into asset_positions (asset_id, company_id, lat, lng, asset_time, location_place_id) values (?, ?, ?, ?, ?, ?) ${LATEST_POSITION_WINS}`,
    positions,
  );
  await bulk.runEach('update assets set engine_hours = ? where id = ?', hours);
  await bulk.runEach(
    `update devices set last_communication_at = case when last_communication_at is null or last_communication_at < ? then ? else last_communication_at end,
     last_position_at = coalesce(?, last_position_at), battery_level = coalesce(?, battery_level), gnss_quality = coalesce(?, gnss_quality) where id = ?`,
    devices,
  );
}

/**
 * The machines' and units' read-side copies on PostgreSQL: one statement each for the whole batch,
 * with the same meaning as the statements a row above. A machine with two units in the batch gets
 * one row, the one the statements a row would have left: the latest position (the later unit on a
 * tie), the last unit's hours (one statement cannot change a row twice).
 */
async function writeCopiesPostgres(bulk: BulkWriter, trx: Transaction<Database>, positions: unknown[][], hours: unknown[][], devices: unknown[][]) {
  const latest = new Map<unknown, unknown[]>();
  for (const p of positions) if (!latest.has(p[0]) || String(latest.get(p[0])![4]) <= String(p[4])) latest.set(p[0], p);
  if (latest.size > 0) {
    const rows = await bulk.unnest('asset_positions', ['asset_id', 'company_id', 'lat', 'lng', 'asset_time', 'location_place_id'], [...latest.values()]);
    await sql`insert into asset_positions (asset_id, company_id, lat, lng, asset_time, location_place_id) select * from ${rows} ${sql.raw(LATEST_POSITION_WINS)}`.execute(
      trx,
    );
  }
  const lastHours = new Map(hours.map((h) => [h[1], h]));
  if (lastHours.size > 0) {
    const rows = await bulk.unnest('assets', ['engine_hours', 'id'], [...lastHours.values()]);
    await sql`update assets set engine_hours = v.engine_hours from ${rows} as v(engine_hours, id) where assets.id = v.id`.execute(trx);
  }
  if (devices.length > 0) {
    // [communication, communication, position time, battery, fix quality, id]: the time once.
    const rows = await bulk.unnest(
      'devices',
      ['last_communication_at', 'last_position_at', 'battery_level', 'gnss_quality', 'id'],
      devices.map((d) => [d[0], d[2], d[3], d[4], d[5]]),
    );
    await sql`update devices set
      last_communication_at = case when devices.last_communication_at is null or devices.last_communication_at < v.last_communication_at
        then v.last_communication_at else devices.last_communication_at end,
      last_position_at = coalesce(v.last_position_at, devices.last_position_at), battery_level = coalesce(v.battery_level, devices.battery_level),
      gnss_quality = coalesce(v.gnss_quality, devices.gnss_quality)
      from ${rows} as v(last_communication_at, last_position_at, battery_level, gnss_quality, id) where devices.id = v.id`.execute(trx);
  }
}
