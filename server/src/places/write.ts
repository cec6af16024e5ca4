// Creating, editing and deleting places. Every write that moves, retypes or removes a geofence
// queues a reprocessing job (jobs.ts) in the same transaction, so the inventory is re-derived from
// stored telemetry even if the server stops right after the answer.
import type { Transaction } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database, Place as PlaceRow } from '../db/schema.ts';
import { FieldErrors } from '../domain/passwordRules.ts';
import { badRequest } from '../http/envelope.ts';
import { boxOfRing, checkGeofence, parseGeofence, type Box, type LatLng } from '../../../machines/placeEditor/geofence.ts';
import { cleanPlaceText, PLACE_MESSAGES, placeProblems } from '../../../machines/placeEditor/place.rules.ts';
import { parseTimeParameter, dayStart, nextDay, localDay } from '../telemetry/time.ts';
import { PlaceEventType } from '../telemetry/events.ts';
import { placeOf } from './rows.ts';
import { recordPlaceEvent } from './placeEvents.ts';
import { checkTagIds, replaceTagLinks } from '../services/tagLinks.ts';
import { isLocationKind, TagEntity } from '../domain/dictionaries.ts';
import { deleteAlerts } from '../alerts/alerts.ts';

type Text = string | null | undefined;

/**
 * A place as a create or update request gives it (the route's body, already schema-checked for
 * types and lengths): declared here, where it is read, so the routes depend on the places layer and
 * not the reverse. The compiler checks the route schema's type against it where the route calls in.
 */
export interface PlaceInput {
  name: string;
  placeType: number;
  address?: { address?: Text; city?: Text; zip?: Text; country?: Text } | null;
  validFromPlaceTime?: Text;
  validToPlaceTime?: Text;
  contract?: {
    deliveryContact?: Text;
    deliveryContactEmail?: Text;
    deliveryContactPhone?: Text;
    orderContact?: Text;
    orderContactEmail?: Text;
    orderContactPhone?: Text;
  } | null;
  description?: Text;
  geofence: LatLng[];
  timezoneName?: string;
  tagIds?: number[];
}

export interface Actor {
  companyId: number;
  userId: number;
  userName: string;
  userTimeZone: string;
}

/** What a geofence job re-derives: the areas that changed and whether depots/work sites are involved. */
export interface GeofenceJobPayload {
  boxes: Box[];
  /** true: a depot or work site (before or after): overlapping depots and work sites are re-matched too. */
  location: boolean;
  /** The place was deleted: only its neighbours are re-matched. */
  deleted?: boolean;
}

function validZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.length > 0;
  } catch {
    return false;
  }
}

type PlaceValues = Omit<PlaceRow, 'id' | 'company_id' | 'created_at' | 'archived_at' | 'min_lat' | 'max_lat' | 'min_lng' | 'max_lng' | 'updated_at'>;

/** Body → row values, or a 400 listing every field problem at once. */
export function placeValues(body: PlaceInput, defaultZone: string): PlaceValues {
  const errors = new FieldErrors();
  for (const [field, messages] of Object.entries(placeProblems({ name: body.name, geofence: body.geofence, contract: body.contract }))) {
    for (const m of messages) errors.add(field, m);
  }
  const zone = body.timezoneName ?? defaultZone;
  if (!validZone(zone)) errors.add('timezoneName', 'is not a known time zone');
  const tz = validZone(zone) ? zone : 'UTC';
  const time = (field: string, value: string | null | undefined, endOfDay: boolean) => {
    if (value === null || value === undefined) return null;
    const parsed = parseTimeParameter(value, tz);
    if (!parsed) {
      errors.add(field, 'is not a valid date or time');
      return null;
    }
    // A day-only end includes that whole day.
    const ms = parsed.dateOnly && endOfDay ? dayStart(nextDay(localDay(parsed.ms + 12 * 3_600_000, tz)), tz) - 1 : parsed.ms;
    return new Date(ms).toISOString();
  };
  const validFrom = time('validFromPlaceTime', body.validFromPlaceTime, false);
  const validTo = time('validToPlaceTime', body.validToPlaceTime, true);
  if (validFrom && validTo && validTo < validFrom) errors.add('validToPlaceTime', PLACE_MESSAGES.validToBeforeFrom);
  errors.throwIfAny();

  const contract = body.contract
    ? {
        deliveryContact: cleanPlaceText(body.contract.deliveryContact),
        deliveryContactEmail: cleanPlaceText(body.contract.deliveryContactEmail),
        deliveryContactPhone: cleanPlaceText(body.contract.deliveryContactPhone),
        orderContact: cleanPlaceText(body.contract.orderContact),
        orderContactEmail: cleanPlaceText(body.contract.orderContactEmail),
        orderContactPhone: cleanPlaceText(body.contract.orderContactPhone),
      }
    : null;
  return {
    name: cleanPlaceText(body.name)!,
    place_type: body.placeType,
    address: cleanPlaceText(body.address?.address),
    city: cleanPlaceText(body.address?.city),
    zip: cleanPlaceText(body.address?.zip),
    country: cleanPlaceText(body.address?.country),
    description: cleanPlaceText(body.description),
    geofence: JSON.stringify(checkGeofence(body.geofence).ring),
    timezone_name: tz,
    valid_from: validFrom,
    valid_to: validTo,
    contract: contract && Object.values(contract).some((v) => v !== null) ? JSON.stringify(contract) : null,
  };
}

/** 400 unless every tag id is one of the company's place tags. */
async function setTags(trx: Transaction<Database>, companyId: number, placeId: number, tagIds: readonly number[] | undefined) {
  if (tagIds === undefined) return;
  const errors = new FieldErrors();
  const ids = await checkTagIds(trx, companyId, TagEntity.Place, tagIds, errors);
  errors.throwIfAny();
  await replaceTagLinks(trx, companyId, TagEntity.Place, placeId, ids);
}

async function queueJob(trx: Transaction<Database>, companyId: number, placeId: number, payload: GeofenceJobPayload, now: number): Promise<number> {
  const row = await trx
    .insertInto('place_jobs')
    .values({ company_id: companyId, place_id: placeId, kind: 'geofence', payload: JSON.stringify(payload), status: 'pending', created_ts: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function createPlace(db: Db, actor: Actor, body: PlaceInput, now: number): Promise<{ id: number; jobId: number }> {
  const values = placeValues(body, actor.userTimeZone);
  return db.transaction().execute(async (trx) => {
    const nowIso = new Date(now).toISOString();
    const { id } = await trx
      .insertInto('places')
      .values({ ...values, company_id: actor.companyId, created_at: nowIso, updated_at: nowIso, archived_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await setTags(trx, actor.companyId, id, body.tagIds);
    await recordPlaceEvent(trx, {
      placeId: id,
      companyId: actor.companyId,
      ts: now,
      eventType: PlaceEventType.PlaceCreated,
      details: { placeName: values.name, placeType: values.place_type, userName: actor.userName },
    });
    const ring = parseGeofence(values.geofence)!;
    const jobId = await queueJob(trx, actor.companyId, id, { boxes: [boxOfRing(ring)], location: isLocationKind(values.place_type) }, now);
    return { id, jobId };
  });
}

export async function updatePlace(db: Db, actor: Actor, body: PlaceInput & { id: number }, now: number): Promise<{ jobId: number | null }> {
  const before = await placeOf(db, actor.companyId, body.id);
  if (before.archived_at) throw badRequest('An archived place cannot be edited', { id: ['An archived place cannot be edited'] });
  const values = placeValues(body, before.timezone_name);
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('places')
      .set({ ...values, updated_at: new Date(now).toISOString() })
      .where('id', '=', body.id)
      .where('company_id', '=', actor.companyId)
      .execute();
    await setTags(trx, actor.companyId, body.id, body.tagIds);
    const moved = values.geofence !== before.geofence || values.place_type !== before.place_type;
    if (!moved) return { jobId: null };
    const boxes = [parseGeofence(before.geofence), parseGeofence(values.geofence)].flatMap((ring) => (ring ? [boxOfRing(ring)] : []));
    const location = isLocationKind(before.place_type) || isLocationKind(values.place_type);
    return { jobId: await queueJob(trx, actor.companyId, body.id, { boxes, location }, now) };
  });
}

/**
 * Deletes a place, its alerts and what was derived from its geofence (stays, events, the machines' location);
 * machines whose home depot it was have none afterwards. Its neighbours are re-matched by a job.
 */
export async function deletePlace(db: Db, actor: Actor, id: number, now: number): Promise<{ machinesReleased: number; jobId: number }> {
  const place = await placeOf(db, actor.companyId, id);
  return db.transaction().execute(async (trx) => {
    const company = actor.companyId;
    await trx.deleteFrom('place_stays').where('place_id', '=', id).where('company_id', '=', company).execute();
    await trx.deleteFrom('place_events').where('place_id', '=', id).where('company_id', '=', company).execute();
    await trx.deleteFrom('machine_events').where('place_id', '=', id).where('company_id', '=', company).execute();
    const alerts = await trx.selectFrom('alerts').select('id').where('place_id', '=', id).where('company_id', '=', company).execute();
    await deleteAlerts(
      trx,
      alerts.map((a) => a.id),
    );
    await trx.deleteFrom('tag_links').where('entity_type', '=', TagEntity.Place).where('entity_id', '=', id).where('company_id', '=', company).execute();
    const released = await trx
      .updateTable('assets')
      .set({ depot_place_id: null })
      .where('depot_place_id', '=', id)
      .where('company_id', '=', company)
      .executeTakeFirst();
    await trx.updateTable('asset_positions').set({ location_place_id: null }).where('location_place_id', '=', id).where('company_id', '=', company).execute();
    await trx.updateTable('place_jobs').set({ status: 'cancelled', finished_ts: now }).where('place_id', '=', id).where('status', '=', 'pending').execute();
    await trx.deleteFrom('places').where('id', '=', id).where('company_id', '=', company).execute();
    const ring = parseGeofence(place.geofence);
    const jobId = await queueJob(trx, company, id, { boxes: ring ? [boxOfRing(ring)] : [], location: isLocationKind(place.place_type), deleted: true }, now);
    return { machinesReleased: Number(released.numUpdatedRows), jobId };
  });
}
