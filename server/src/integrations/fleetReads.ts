// Reads of one company's fleet for API clients (the integration API and the ISO 15143-3 feed).
// Every query starts from the company id the client's token names; keyset pages (id > after) so a
// walk over 100,000 machines costs the same per page as the first one.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { caseless, dialectOf } from '../db/dialect.ts';
import { machineFamily, nameOf, serviceStatus, TagEntity } from '../domain/dictionaries.ts';

export interface MachineRow {
  id: number;
  internal_id: string;
  name: string;
  brand: string;
  model: string;
  serial_number: string | null;
  pin_or_vin: string | null;
  registration_number: string | null;
  category: number;
  production_year: number | null;
  engine_hours: number;
  depot_place_id: number | null;
  depot_name: string | null;
  integration_source: string | null;
  readonly_field_names: string;
  archived_at: string | null;
  service_status: number;
  service_due_day: string | null;
  service_next_hours: number | null;
  service_last_at: string | null;
}

function machineQuery(db: Db, companyId: number) {
  return db
    .selectFrom('assets as a')
    .leftJoin('places as dp', 'dp.id', 'a.depot_place_id')
    .select([
      'a.id',
      'a.internal_id',
      'a.name',
      'a.brand',
      'a.model',
      'a.serial_number',
      'a.pin_or_vin',
      'a.registration_number',
      'a.category',
      'a.production_year',
      'a.engine_hours',
      'a.depot_place_id',
      'dp.name as depot_name',
      'a.integration_source',
      'a.readonly_field_names',
      'a.archived_at',
      // The service list's own read-side copies (servicePlan/refresh.ts keeps them), so both agree.
      'a.service_status',
      'a.service_due_day',
      'a.service_next_hours',
      'a.service_last_at',
    ])
    .where('a.company_id', '=', companyId);
}

export async function machinePage(db: Db, companyId: number, o: { after: number; limit: number; includeArchived: boolean }) {
  let query = machineQuery(db, companyId).where('a.id', '>', o.after);
  if (!o.includeArchived) query = query.where('a.archived_at', 'is', null);
  const rows = await query
    .orderBy('a.id')
    .limit(o.limit + 1)
    .execute();
  const page = rows.slice(0, o.limit);
  return { rows: page, nextAfter: rows.length > o.limit ? page[page.length - 1].id : null };
}

export async function machineById(db: Db, companyId: number, id: number): Promise<MachineRow | undefined> {
  return machineQuery(db, companyId).where('a.id', '=', id).executeTakeFirst();
}

/** Tag names per machine of the page. */
export async function tagNames(db: Db, companyId: number, ids: number[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>();
  if (ids.length === 0) return out;
  const rows = await db
    .selectFrom('tag_links as l')
    .innerJoin('tags as t', 't.id', 'l.tag_id')
    .select(['l.entity_id', 't.name'])
    .where('l.company_id', '=', companyId)
    .where('l.entity_type', '=', TagEntity.Asset)
    .where('l.entity_id', 'in', ids)
    .orderBy(caseless(dialectOf(db), sql`t.name`))
    .execute();
  for (const r of rows) out.set(r.entity_id, [...(out.get(r.entity_id) ?? []), r.name]);
  return out;
}

export function readonlyFields(json: string): string[] {
  try {
    const value = JSON.parse(json) as unknown;
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export function toIntegrationMachine(r: MachineRow, tags: string[]) {
  return {
    id: r.id,
    internalId: r.internal_id,
    name: r.name,
    brand: r.brand,
    model: r.model,
    serialNumber: r.serial_number,
    pinOrVin: r.pin_or_vin,
    registrationNumber: r.registration_number,
    category: r.category,
    categoryName: nameOf(machineFamily, r.category),
    productionYear: r.production_year,
    engineHours: r.engine_hours,
    depotPlaceId: r.depot_place_id,
    depotName: r.depot_name,
    tags,
    integrationSource: r.integration_source,
    readonlyFieldNames: readonlyFields(r.readonly_field_names),
    archived: r.archived_at !== null,
    serviceStatus: r.service_status,
    serviceStatusName: (nameOf(serviceStatus, r.service_status) ?? 'NoService') as ServiceStatusName,
    nextServiceDueDay: r.service_due_day,
    nextServiceEngineHours: r.service_next_hours,
    previousServiceUtcTime: r.service_last_at,
  };
}

type ServiceStatusName = 'NoService' | 'Scheduled' | 'Soon' | 'Overdue';

/** Last known positions, one per machine, by machine id. */
export async function positionPage(db: Db, companyId: number, o: { after: number; limit: number }) {
  const rows = await db
    .selectFrom('asset_positions as p')
    .innerJoin('assets as a', 'a.id', 'p.asset_id')
    .leftJoin('places as lp', 'lp.id', 'p.location_place_id')
    .select(['p.asset_id', 'p.lat', 'p.lng', 'p.asset_time', 'p.location_place_id', 'lp.name as location_name'])
    .where('a.company_id', '=', companyId)
    .where('a.archived_at', 'is', null)
    .where('p.asset_id', '>', o.after)
    .orderBy('p.asset_id')
    .limit(o.limit + 1)
    .execute();
  const page = rows.slice(0, o.limit);
  return {
    items: page.map((r) => ({
      machineId: r.asset_id,
      lat: r.lat,
      long: r.lng,
      utcTime: r.asset_time,
      locationPlaceId: r.location_place_id,
      locationName: r.location_name,
    })),
    nextAfter: rows.length > o.limit ? page[page.length - 1].asset_id : null,
  };
}

const hours = (seconds: number) => Math.round((seconds / 3600) * 1000) / 1000;

/** Usage per machine-local day for a set of machines of the company (days with engine time only). */
export async function usageByMachine(db: Db, companyId: number, ids: number[], fromDay: string, toDay: string) {
  const out = new Map<number, { day: string; engineHours: number; idleHours: number; productionHours: number; distanceKm: number }[]>();
  if (ids.length === 0) return out;
  const rows = await db
    .selectFrom('asset_usage_daily')
    .select(['asset_id', 'day', 'engine_s', 'idle_s', 'distance_m'])
    .where('company_id', '=', companyId)
    .where('asset_id', 'in', ids)
    .where('day', '>=', fromDay)
    .where('day', '<=', toDay)
    .where('engine_s', '>', 0)
    .orderBy('asset_id')
    .orderBy('day')
    .execute();
  for (const r of rows) {
    const list = out.get(r.asset_id) ?? [];
    list.push({
      day: r.day,
      engineHours: hours(r.engine_s),
      idleHours: hours(r.idle_s),
      productionHours: hours(Math.max(0, r.engine_s - r.idle_s)),
      distanceKm: Math.round(r.distance_m) / 1000,
    });
    out.set(r.asset_id, list);
  }
  return out;
}
