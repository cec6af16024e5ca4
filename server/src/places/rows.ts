// A place as the API answers it: the row of the caller's company (another company's id is a 404,
// read exactly like a missing one), its status at a moment, its times in its own zone.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Place as PlaceRow } from '../db/schema.ts';
import { nameOf, placeStatus, TagEntity } from '../domain/dictionaries.ts';
import { notFound } from '../http/envelope.ts';
import { tagsOf, type TagRefValue } from '../services/gridFormat.ts';
import { formatted, zonedIso } from '../telemetry/time.ts';
import { parseGeofence } from '../../../machines/placeEditor/geofence.ts';
import { placeAlertKey } from '../alerts/catalog.ts';

/** How a place type reads in answers (the dictionary keeps the spec's enum names: WorkSite). */
export const PLACE_TYPE_NAMES: Record<number, string> = { 0: 'Depot', 1: 'Work site', 2: 'Region' };
export const placeTypeName = (type: number) => PLACE_TYPE_NAMES[type] ?? 'Unknown';

export const PlaceStatus = { Active: 1, Upcoming: 2, Expired: 3, Archived: 4 } as const;
const DAY_MS = 86_400_000;

/** A place is archived this long after its contract period ends (machines are collected meanwhile). */
export const ARCHIVE_AFTER_MS = 30 * DAY_MS;
/** The PlacePreArchivingNotification comes this long before archiving. */
export const PRE_ARCHIVE_NOTICE_MS = 7 * DAY_MS;

export function statusOf(row: Pick<PlaceRow, 'archived_at' | 'valid_from' | 'valid_to'>, now: number): number {
  if (row.archived_at) return PlaceStatus.Archived;
  if (row.valid_from && Date.parse(row.valid_from) > now) return PlaceStatus.Upcoming;
  if (row.valid_to && Date.parse(row.valid_to) <= now) return PlaceStatus.Expired;
  return PlaceStatus.Active;
}

/** The status as SQL (grids sort and filter by it). `nowIso`: the request's clock. */
export const statusSql = (nowIso: string) =>
  sql<number>`(case when p.archived_at is not null then 4 when p.valid_from > ${nowIso} then 2 when p.valid_to <= ${nowIso} then 3 else 1 end)`;

/** The caller's place, or 404. */
export async function placeOf(db: Db, companyId: number, id: number): Promise<PlaceRow> {
  const row = await db.selectFrom('places').selectAll().where('id', '=', id).where('company_id', '=', companyId).executeTakeFirst();
  if (!row) throw notFound('Place');
  return row;
}

/** The caller's place of one type (depots/{id}, worksite/{id}, region/{id}), or 404 naming the type. */
export async function placeOfType(db: Db, companyId: number, id: number, type: number): Promise<PlaceRow> {
  const row = await placeOf(db, companyId, id).catch(() => null);
  if (!row || row.place_type !== type) throw notFound(['Depot', 'Work site', 'Region'][type] ?? 'Place');
  return row;
}

const isoOrNull = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** An ISO UTC text as place time with offset (null stays null). */
export const placeTimeOf = (iso: string | null, timeZone: string) => (iso ? zonedIso(Date.parse(iso), timeZone) : null);
export const placeTimeFormattedOf = (iso: string | null, timeZone: string) => (iso ? formatted(Date.parse(iso), timeZone) : null);

interface Contract {
  deliveryContact: string | null;
  deliveryContactEmail: string | null;
  deliveryContactPhone: string | null;
  orderContact: string | null;
  orderContactEmail: string | null;
  orderContactPhone: string | null;
}

const CONTRACT_KEYS: (keyof Contract)[] = [
  'deliveryContact',
  'deliveryContactEmail',
  'deliveryContactPhone',
  'orderContact',
  'orderContactEmail',
  'orderContactPhone',
];

export function parseContract(text: string | null): Contract | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Record<string, unknown>;
    return Object.fromEntries(CONTRACT_KEYS.map((k) => [k, typeof value?.[k] === 'string' ? value[k] : null])) as unknown as Contract;
  } catch {
    return null;
  }
}

/**
 * The API's Place for a row. `pendingJobs`: the place has geofence reprocessing still to run;
 * `alertId`: the place's alert (the alerts area: at most one a place), null when it has none.
 */
export function toPlace(row: PlaceRow, tags: TagRefValue[], now: number, pendingJobs: boolean, alertId: number | null = null) {
  const status = statusOf(row, now);
  const tz = row.timezone_name;
  return {
    id: row.id,
    alertId,
    companyId: row.company_id,
    name: row.name,
    tags,
    placeType: row.place_type,
    placeTypeFormatted: placeTypeName(row.place_type),
    address: { address: row.address, city: row.city, zip: row.zip, country: row.country },
    validFromPlaceTime: placeTimeOf(row.valid_from, tz),
    validToPlaceTime: placeTimeOf(row.valid_to, tz),
    validFromPlaceTimeFormatted: placeTimeFormattedOf(row.valid_from, tz),
    validToPlaceTimeFormatted: placeTimeFormattedOf(row.valid_to, tz),
    contract: parseContract(row.contract),
    description: row.description,
    geofence: parseGeofence(row.geofence) ?? [],
    archivedDateUtcTime: row.archived_at,
    timezoneName: tz,
    status,
    statusFormatted: nameOf(placeStatus, status) ?? 'Active',
    createdUtcTime: row.created_at,
    inventoryUpToDate: !pendingJobs,
  };
}

export async function hasPendingJobs(db: Db, placeId: number): Promise<boolean> {
  const job = await db.selectFrom('place_jobs').select('id').where('place_id', '=', placeId).where('status', '=', 'pending').executeTakeFirst();
  return job !== undefined;
}

/** The place as the API answers it, read fresh. */
export async function placeAnswer(db: Db, companyId: number, id: number, now: number) {
  const row = await placeOf(db, companyId, id);
  const tags = await tagsOf(db, { companyId, timeZone: row.timezone_name }, TagEntity.Place, [id]);
  // One lookup on the unique (company, key) index.
  const alert = await db.selectFrom('alerts').select('id').where('company_id', '=', companyId).where('alert_key', '=', placeAlertKey(id)).executeTakeFirst();
  return toPlace(row, tags.get(id) ?? [], now, await hasPendingJobs(db, id), alert?.id ?? null);
}

export { isoOrNull };
