// The company's ISO 15143-3 (AEMP 2.0) fleet snapshot, one page of 100 machines at a time, as the
// standard defines it: /Fleet/{pageNumber} starting at 1, Links self/first/prev/next/last, and per
// machine the EquipmentHeader and the readings Siteline has, each with the time it was taken:
// - CumulativeOperatingHours: the machine's latest engine_hours reading and its time (none: omitted);
// - Location: the latest position (with Altitude when a reading of that same moment has one);
// - EngineStatus: the newer of the latest engine session and an imported EngineStatus reading;
// - everything else from asset_readings (readings.ts), whichever source wrote it.
// Nothing is invented: no snapshot time on a reading, no 0 hours, no "Unknown" brand (decision 0033).
// Serialised by document.ts (XML by default, JSON on Accept: application/json).
import type { Db } from '../../db/database.ts';
import { fromReadings, type StoredReading } from './readings.ts';
import { AEMP_PAGE_SIZE, type AempEquipment, type AempFleet, type AempLink } from './types.ts';

export const FEED_VERSION = '1';

/** The standard's form, YYYY-MM-DDThh:mm:ssZ: whole seconds, no fraction. */
export const isoSeconds = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');

const groupBy = <T extends { asset_id: number }>(rows: T[]) => {
  const map = new Map<number, T[]>();
  for (const r of rows) map.set(r.asset_id, [...(map.get(r.asset_id) ?? []), r]);
  return map;
};

/**
 * A header field as the source said it: an AEMP machine created without a brand or model got the
 * placeholder 'Unknown' before decision 0033; it names nothing, so it is left out.
 */
function said(value: string | null, field: string, machine: { integration_source: string | null; readonly_field_names: string }): string | null {
  if (!value?.trim()) return null;
  if (value === 'Unknown' && machine.integration_source === 'AEMP' && !machine.readonly_field_names.includes(`"${field}"`)) return null;
  return value;
}

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
    .select(['a.id', 'a.brand', 'a.model', 'a.internal_id', 'a.serial_number', 'a.pin_or_vin', 'a.integration_source', 'a.readonly_field_names'])
    .select(['p.lat', 'p.lng', 'p.asset_time'])
    .where('a.company_id', '=', companyId)
    .where('a.archived_at', 'is', null)
    .orderBy('a.id')
    .limit(AEMP_PAGE_SIZE)
    .offset((page - 1) * AEMP_PAGE_SIZE)
    .execute();
  const ids = machines.map((m) => m.id);
  const none = ids.length === 0;

  // Each machine's latest hour reading (value and time), its latest engine session, its readings.
  const hours = none
    ? []
    : await db
        .selectFrom('engine_hours as h')
        .innerJoin(
          (eb) =>
            eb
              .selectFrom('engine_hours')
              .select(['asset_id', (e) => e.fn.max('ts').as('ts')])
              .where('asset_id', 'in', ids)
              .groupBy('asset_id')
              .as('latest'),
          (join) => join.onRef('latest.asset_id', '=', 'h.asset_id').onRef('latest.ts', '=', 'h.ts'),
        )
        .select(['h.asset_id', 'h.ts', 'h.hours'])
        .execute();
  const sessions = none
    ? []
    : await db
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
        .execute();
  const stored = none
    ? []
    : await db.selectFrom('asset_readings').select(['asset_id', 'reading', 'ts', 'value', 'text_value']).where('asset_id', 'in', ids).execute();
  const hoursOf = new Map(hours.map((h) => [h.asset_id, h]));
  const sessionOf = new Map(sessions.map((s) => [s.asset_id, s]));
  const readingsOf = groupBy<StoredReading & { asset_id: number }>(stored);
  const iso = (ms: number) => new Date(ms).toISOString();

  const equipment: AempEquipment[] = machines.map((m) => {
    const { altitude, ...readings } = fromReadings(readingsOf.get(m.id) ?? []);
    const h = hoursOf.get(m.id);
    const session = sessionOf.get(m.id);
    const sessionStatus = session
      ? session.end_ts === null
        ? { value: { running: true, engineNumber: null }, at: iso(Number(session.last_ts)) }
        : { value: { running: false, engineNumber: null }, at: iso(Number(session.end_ts)) }
      : null;
    const positionAt = m.asset_time ? Date.parse(m.asset_time) : NaN;
    // Altitude belongs to the position of the same moment; an older one would be dated wrongly.
    const altitudeM = altitude && Date.parse(altitude.at) === positionAt ? altitude.value : null;
    return {
      ...readings,
      oemName: said(m.brand, 'Brand', m),
      model: said(m.model, 'Model', m),
      equipmentId: m.internal_id || null,
      serialNumber: m.serial_number || null,
      pin: m.pin_or_vin || null,
      location: m.lat !== null && m.lng !== null && !Number.isNaN(positionAt) ? { value: { lat: m.lat, lng: m.lng, altitudeM }, at: iso(positionAt) } : null,
      operatingHours: h ? { value: Math.round(h.hours * 100) / 100, at: iso(Number(h.ts)) } : null,
      engineStatus: [readings.engineStatus, sessionStatus].filter((s) => s !== null).sort((a, b) => b.at.localeCompare(a.at))[0] ?? null,
    };
  });

  const links: AempLink[] = [
    { rel: 'self', href: pageUrl(page) },
    { rel: 'first', href: pageUrl(1) },
    ...(page > 1 ? [{ rel: 'prev', href: pageUrl(page - 1) }] : []),
    ...(page < last ? [{ rel: 'next', href: pageUrl(page + 1) }] : []),
    { rel: 'last', href: pageUrl(last) },
  ];
  return { version: FEED_VERSION, snapshotTime: iso(now.getTime()), links, equipment };
}
