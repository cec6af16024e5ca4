// The simulated world, read from the database (not from the seed's internals, so it works on any
// database): every machine in use with an installed unit, its home depot and its company's work sites.
import type { Db } from '../../db/database.ts';
import { TelematicStatus } from '../../domain/dictionaries.ts';
import { families } from '../../domain/machineFamilies.ts';
import { distanceMeters } from '../geo.ts';
import { parseGeofence } from '../../../../machines/placeEditor/geofence.ts';
import type { SimMachine, SimPlace } from './plan.ts';
import { noise } from './reports.ts';

const STATIONARY = new Set(['Generator', 'Compressor', 'Light tower', 'Tower crane']);
const ROAMING = new Set(['Truck', 'Van']);
const METER_UNITS = new Set(['TU600', 'Teltonika FMC650', 'AEMP']);
const DIN_UNITS = new Set(['TU600', 'Teltonika FMC650']);
const DAY_MS = 86_400_000;

function simPlace(row: {
  id: number;
  place_type: number;
  name: string;
  geofence: string;
  valid_from: string | null;
  valid_to: string | null;
}): SimPlace | null {
  const ring = parseGeofence(row.geofence);
  if (!ring) return null;
  const lat = ring.reduce((s, p) => s + p.latitude, 0) / ring.length;
  const lng = ring.reduce((s, p) => s + p.longitude, 0) / ring.length;
  const nearest = Math.min(...ring.map((p) => distanceMeters(lat, lng, p.latitude, p.longitude)));
  return {
    id: row.id,
    type: row.place_type,
    name: row.name,
    lat,
    lng,
    // The seed's rings are star-shaped around the centre: well inside the nearest vertex is inside.
    innerRadius: nearest * 0.6,
    validFrom: row.valid_from ? Date.parse(row.valid_from) : null,
    validTo: row.valid_to ? Date.parse(row.valid_to) : null,
  };
}

/** Machines to simulate, with the history window [startTs, endTs] ending now (null) for active units. */
export async function loadWorld(db: Db, now: number, historyDays: number): Promise<SimMachine[]> {
  const rows = await db
    .selectFrom('devices as d')
    .innerJoin('assets as a', 'a.id', 'd.asset_id')
    .innerJoin('companies as c', 'c.id', 'd.company_id')
    .select([
      'd.id as deviceId',
      'd.company_id as companyId',
      'd.asset_id as assetId',
      'd.imei',
      'd.serial_number as serial',
      'd.telematic_type as type',
      'd.integration_source as source',
      'd.status',
      'd.created_at as createdAt',
      'd.last_communication_at as lastCommunication',
      'd.installed_after_main_switch as afterSwitch',
      'a.timezone',
      'a.category',
      'a.depot_place_id as depotId',
      'a.engine_hours as engineHours',
      'c.country',
    ])
    .where('a.archived_at', 'is', null)
    .where('c.is_internal', '=', 0)
    .orderBy('d.id')
    .execute();
  const placeRows = await db
    .selectFrom('places')
    .select(['id', 'company_id', 'place_type', 'name', 'geofence', 'valid_from', 'valid_to'])
    .where('archived_at', 'is', null)
    .where('place_type', 'in', [0, 1])
    .orderBy('id')
    .execute();
  const places = new Map<number, { depots: SimPlace[]; sites: SimPlace[] }>();
  const byId = new Map<number, SimPlace>();
  for (const r of placeRows) {
    const p = simPlace(r);
    if (!p) continue;
    byId.set(p.id, p);
    const entry = places.get(r.company_id) ?? { depots: [], sites: [] };
    (p.type === 0 ? entry.depots : entry.sites).push(p);
    places.set(r.company_id, entry);
  }
  const machines: SimMachine[] = [];
  const seenAssets = new Set<number>();
  for (const row of rows) {
    const r = { ...row, assetId: row.assetId as number }; // inner join: never null
    if (seenAssets.has(r.assetId)) continue; // one reporting unit per machine
    const company = places.get(r.companyId);
    const home = (r.depotId !== null ? byId.get(r.depotId) : undefined) ?? company?.depots[0];
    if (!home) continue;
    seenAssets.add(r.assetId);
    const family = families.find((f) => f.id === r.category);
    const created = Date.parse(r.createdAt);
    const startTs = Math.max(now - historyDays * DAY_MS, created + 3_600_000);
    const live = r.status === TelematicStatus.Active;
    const endTs = live ? null : r.lastCommunication ? Math.min(now, Date.parse(r.lastCommunication)) : startTs;
    if (endTs !== null && endTs <= startTs) continue;
    const sites = [...(company?.sites ?? [])].sort(
      (a, b) => distanceMeters(home.lat, home.lng, a.lat, a.lng) - distanceMeters(home.lat, home.lng, b.lat, b.lng),
    );
    const aemp = r.source === 'AEMP';
    machines.push({
      assetId: r.assetId,
      companyId: r.companyId,
      deviceId: r.deviceId,
      identifier: r.imei ?? r.serial,
      timeZone: r.timezone,
      country: r.country,
      family: family?.name ?? 'Unknown',
      annualHours: family?.annualHours ?? 800,
      stationary: STATIONARY.has(family?.name ?? ''),
      selfDriving: (family?.mobile ?? false) && (family?.road ?? false),
      roaming: ROAMING.has(family?.name ?? ''),
      volts: family?.volts ?? 12,
      meter: METER_UNITS.has(r.type),
      aemp,
      dinWired: DIN_UNITS.has(r.type),
      // About two in five Siteline units are wired after the battery main switch.
      installedAfterMainSwitch: r.afterSwitch === 1 || (!aemp && noise(r.deviceId, 3) < 0.4),
      home,
      sites,
      startTs,
      endTs,
      hoursBase: r.engineHours,
    });
  }
  return machines;
}
