// The company's ISO 15143-3 (AEMP 2.0) fleet snapshot, one page of 100 machines at a time, as the
// standard defines it: /Fleet/{pageNumber} starting at 1, Links self/first/prev/next/last, and per
// machine the EquipmentHeader, Location, CumulativeOperatingHours, EngineStatus and, where known
// (machines imported from a portal that reports it), fuel and idle hours. XML by default (the
// standard's namespace), JSON on Accept: application/json.
import type { Db } from '../../db/database.ts';
import { AEMP_PAGE_SIZE, ISO_15143_3_NAMESPACE, type AempEquipment, type AempFleet, type AempLink } from './types.ts';

export const FEED_VERSION = '1';

/** Page `page` (1-based) of the company's machines (archived ones left out), or null past the last page. */
export async function fleetPage(db: Db, companyId: number, page: number, pageUrl: (n: number) => string, now = new Date()): Promise<AempFleet | null> {
  const { total } = await db
    .selectFrom('assets')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('company_id', '=', companyId)
    .where('archived_at', 'is', null)
    .executeTakeFirstOrThrow();
  const last = Math.max(1, Math.ceil(Number(total) / AEMP_PAGE_SIZE));
  if (page > last) return null;

  const machines = await db
    .selectFrom('assets as a')
    .leftJoin('asset_positions as p', 'p.asset_id', 'a.id')
    .leftJoin('aemp_equipment as x', 'x.asset_id', 'a.id')
    .select([
      'a.id',
      'a.brand',
      'a.model',
      'a.internal_id',
      'a.serial_number',
      'a.pin_or_vin',
      'a.engine_hours',
      'p.lat',
      'p.lng',
      'p.asset_time',
      'x.fuel_used_l',
      'x.fuel_used_at',
      'x.fuel_last24_l',
      'x.fuel_last24_at',
      'x.fuel_remaining_pct',
      'x.fuel_remaining_at',
      'x.idle_hours',
      'x.idle_hours_at',
    ])
    .where('a.company_id', '=', companyId)
    .where('a.archived_at', 'is', null)
    .orderBy('a.id')
    .limit(AEMP_PAGE_SIZE)
    .offset((page - 1) * AEMP_PAGE_SIZE)
    .execute();
  const ids = machines.map((m) => m.id);

  // The time of each machine's latest hour reading, and its latest engine session (running or not).
  const readings = ids.length
    ? await db
        .selectFrom('engine_hours')
        .select(['asset_id', (eb) => eb.fn.max('ts').as('ts')])
        .where('asset_id', 'in', ids)
        .groupBy('asset_id')
        .execute()
    : [];
  const sessions = ids.length
    ? await db
        .selectFrom('engine_sessions as s')
        .innerJoin(
          (eb) =>
            eb
              .selectFrom('engine_sessions')
              .select(['asset_id', (e) => e.fn.max('start_ts').as('start_ts')])
              .where('asset_id', 'in', ids)
              .groupBy('asset_id')
              .as('latest'),
          (join) => join.onRef('latest.asset_id', '=', 's.asset_id').onRef('latest.start_ts', '=', 's.start_ts'),
        )
        .select(['s.asset_id', 's.end_ts', 's.last_ts'])
        .execute()
    : [];
  const readingAt = new Map(readings.map((r) => [r.asset_id, Number(r.ts)]));
  const sessionOf = new Map(sessions.map((s) => [s.asset_id, s]));
  const snapshotTime = now.toISOString();
  const iso = (ms: number) => new Date(ms).toISOString();

  const equipment: AempEquipment[] = machines.map((m) => {
    const session = sessionOf.get(m.id);
    const readingTs = readingAt.get(m.id);
    return {
      oemName: m.brand,
      model: m.model,
      equipmentId: m.internal_id,
      serialNumber: m.serial_number,
      pin: m.pin_or_vin,
      location: m.lat !== null && m.lng !== null && m.asset_time ? { value: { lat: m.lat, lng: m.lng, altitudeM: null }, at: m.asset_time } : null,
      // engine_hours is the machine's hours now; the latest reading says since when it is known.
      operatingHours: { value: Math.round(m.engine_hours * 100) / 100, at: readingTs !== undefined ? iso(readingTs) : snapshotTime },
      idleHours: m.idle_hours !== null && m.idle_hours_at ? { value: m.idle_hours, at: m.idle_hours_at } : null,
      fuelUsedL: m.fuel_used_l !== null && m.fuel_used_at ? { value: m.fuel_used_l, at: m.fuel_used_at } : null,
      fuelUsedLast24L: m.fuel_last24_l !== null && m.fuel_last24_at ? { value: m.fuel_last24_l, at: m.fuel_last24_at } : null,
      fuelRemainingPct: m.fuel_remaining_pct !== null && m.fuel_remaining_at ? { value: m.fuel_remaining_pct, at: m.fuel_remaining_at } : null,
      engineRunning: session
        ? session.end_ts === null
          ? { value: true, at: iso(Number(session.last_ts)) }
          : { value: false, at: iso(Number(session.end_ts)) }
        : null,
      odometerKm: null,
    };
  });

  const links: AempLink[] = [
    { rel: 'self', href: pageUrl(page) },
    { rel: 'first', href: pageUrl(1) },
    ...(page > 1 ? [{ rel: 'prev', href: pageUrl(page - 1) }] : []),
    ...(page < last ? [{ rel: 'next', href: pageUrl(page + 1) }] : []),
    { rel: 'last', href: pageUrl(last) },
  ];
  return { version: FEED_VERSION, snapshotTime, links, equipment };
}

// --- serialisation ---------------------------------------------------------------------------

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
const el = (name: string, value: string | number | boolean | null) => (value === null ? '' : `<${name}>${escapeXml(String(value))}</${name}>`);
const timed = (name: string, at: string, body: string) => `<${name} datetime="${escapeXml(at)}">${body}</${name}>`;

export function fleetXml(fleet: AempFleet): string {
  const out: string[] = ['<?xml version="1.0" encoding="UTF-8"?>'];
  out.push(
    `<Fleet xmlns="${ISO_15143_3_NAMESPACE}" version="${escapeXml(fleet.version ?? FEED_VERSION)}" snapshotTime="${escapeXml(fleet.snapshotTime ?? '')}">`,
  );
  for (const l of fleet.links) out.push(`<Links>${el('rel', l.rel)}${el('href', l.href)}</Links>`);
  for (const e of fleet.equipment) {
    const parts = [
      `<EquipmentHeader>${el('OEMName', e.oemName)}${el('Model', e.model)}${el('EquipmentID', e.equipmentId)}${el('SerialNumber', e.serialNumber)}${el('PIN', e.pin)}</EquipmentHeader>`,
    ];
    if (e.location) {
      const alt = e.location.value.altitudeM === null ? '' : `${el('Altitude', e.location.value.altitudeM)}${el('AltitudeUnits', 'metre')}`;
      parts.push(timed('Location', e.location.at, `${el('Latitude', e.location.value.lat)}${el('Longitude', e.location.value.lng)}${alt}`));
    }
    if (e.idleHours) parts.push(timed('CumulativeIdleHours', e.idleHours.at, el('Hour', e.idleHours.value)));
    if (e.operatingHours) parts.push(timed('CumulativeOperatingHours', e.operatingHours.at, el('Hour', e.operatingHours.value)));
    if (e.odometerKm) parts.push(timed('Distance', e.odometerKm.at, `${el('OdometerUnits', 'kilometre')}${el('Odometer', e.odometerKm.value)}`));
    if (e.engineRunning) parts.push(timed('EngineStatus', e.engineRunning.at, el('Running', e.engineRunning.value)));
    if (e.fuelUsedL) parts.push(timed('FuelUsed', e.fuelUsedL.at, `${el('FuelUnits', 'litre')}${el('FuelConsumed', e.fuelUsedL.value)}`));
    if (e.fuelUsedLast24L)
      parts.push(timed('FuelUsedLast24', e.fuelUsedLast24L.at, `${el('FuelUnits', 'litre')}${el('FuelConsumed', e.fuelUsedLast24L.value)}`));
    if (e.fuelRemainingPct) parts.push(timed('FuelRemaining', e.fuelRemainingPct.at, el('Percent', e.fuelRemainingPct.value)));
    out.push(`<Equipment>${parts.join('')}</Equipment>`);
  }
  out.push('</Fleet>');
  return out.join('\n');
}

const drop = <T extends Record<string, unknown>>(o: T) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null && v !== undefined));

/** The standard's JSON form: the same element names, `datetime` as a property. */
export function fleetJson(fleet: AempFleet) {
  return {
    Links: fleet.links,
    Version: fleet.version ?? FEED_VERSION,
    SnapshotTime: fleet.snapshotTime,
    Equipment: fleet.equipment.map((e) =>
      drop({
        EquipmentHeader: drop({ OEMName: e.oemName, Model: e.model, EquipmentID: e.equipmentId, SerialNumber: e.serialNumber, PIN: e.pin }),
        Location: e.location && {
          datetime: e.location.at,
          Latitude: e.location.value.lat,
          Longitude: e.location.value.lng,
          ...(e.location.value.altitudeM === null ? {} : { Altitude: e.location.value.altitudeM, AltitudeUnits: 'metre' }),
        },
        CumulativeIdleHours: e.idleHours && { datetime: e.idleHours.at, Hour: e.idleHours.value },
        CumulativeOperatingHours: e.operatingHours && { datetime: e.operatingHours.at, Hour: e.operatingHours.value },
        Distance: e.odometerKm && { datetime: e.odometerKm.at, OdometerUnits: 'kilometre', Odometer: e.odometerKm.value },
        EngineStatus: e.engineRunning && { datetime: e.engineRunning.at, Running: e.engineRunning.value },
        FuelUsed: e.fuelUsedL && { datetime: e.fuelUsedL.at, FuelUnits: 'litre', FuelConsumed: e.fuelUsedL.value },
        FuelUsedLast24: e.fuelUsedLast24L && { datetime: e.fuelUsedLast24L.at, FuelUnits: 'litre', FuelConsumed: e.fuelUsedLast24L.value },
        FuelRemaining: e.fuelRemainingPct && { datetime: e.fuelRemainingPct.at, Percent: e.fuelRemainingPct.value },
      }),
    ),
  };
}
