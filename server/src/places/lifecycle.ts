// The contract period's end (validTo): a place is archived ARCHIVE_AFTER_MS after it (machines are
// collected from an ended work site meanwhile, and the inventory shows which are still there), with a
// PlacePreArchivingNotification PRE_ARCHIVE_NOTICE_MS before. An archived place stops being a geofence
// at its archiving time: its open stays end then, and a job re-matches its neighbours and the
// machines' state. Runs every few minutes (main.ts); late runs (a stopped server) date the events
// at their due time and do not notify about the past.
import type { Db } from '../db/database.ts';
import { isLocationKind } from '../domain/dictionaries.ts';
import { GEOFENCE_MACHINE_EVENTS, GEOFENCE_PLACE_EVENTS, PlaceEventType } from '../telemetry/events.ts';
import { boxOfRing, parseGeofence } from '../../../machines/placeEditor/geofence.ts';
import { placeJobsFor } from './registry.ts';
import { ARCHIVE_AFTER_MS, PRE_ARCHIVE_NOTICE_MS } from './rows.ts';
import { PLACE_EVENT_TOPIC, type PlaceEventDetails } from './placeEvents.ts';
import type { GeofenceJobPayload } from './write.ts';
import { jobRoundDone } from '../ops/processMetrics.ts';

/** Notices older than this when written are history, not news: no outbox row. */
const NOTIFY_WITHIN_MS = 24 * 3_600_000;
export const LIFECYCLE_INTERVAL_MS = 5 * 60_000;

export interface LifecycleResult {
  noticed: number[];
  archived: number[];
}

export async function runPlaceLifecycle(db: Db, now: number): Promise<LifecycleResult> {
  const result: LifecycleResult = { noticed: [], archived: [] };
  const latestDue = new Date(now - ARCHIVE_AFTER_MS + PRE_ARCHIVE_NOTICE_MS).toISOString();
  const due = await db
    .selectFrom('places')
    .select(['id', 'company_id', 'name', 'place_type', 'geofence', 'valid_to'])
    .where('archived_at', 'is', null)
    .where('valid_to', 'is not', null)
    .where('valid_to', '<=', latestDue)
    .orderBy('id')
    .execute();
  for (const place of due) {
    const validToTs = Date.parse(place.valid_to!);
    const archiveTs = validToTs + ARCHIVE_AFTER_MS;
    const noticeTs = archiveTs - PRE_ARCHIVE_NOTICE_MS;
    const details: PlaceEventDetails = { placeName: place.name, placeType: place.place_type, validToTs, archiveTs };
    await db.transaction().execute(async (trx) => {
      const event = async (eventType: string, ts: number) => {
        const inserted = await trx
          .insertInto('place_events')
          .values({ place_id: place.id, company_id: place.company_id, asset_id: 0, ts, event_type: eventType, details: JSON.stringify(details) })
          .onConflict((oc) => oc.doNothing())
          .returning('id')
          .executeTakeFirst();
        if (inserted && now - ts < NOTIFY_WITHIN_MS) {
          const payload = { eventId: inserted.id, placeId: place.id, assetId: null, companyId: place.company_id, ts, eventType };
          await trx
            .insertInto('telemetry_outbox')
            .values({ topic: PLACE_EVENT_TOPIC, payload: JSON.stringify(payload), created_ts: now, available_ts: now })
            .execute();
        }
        return inserted !== undefined;
      };
      if (archiveTs > now) {
        if (await event(PlaceEventType.PlacePreArchivingNotification, noticeTs)) result.noticed.push(place.id);
        return;
      }
      // Archived: no longer a geofence from archiveTs on. What the pipeline derived after it (a late
      // run) is withdrawn; stays still open end at archiveTs.
      await event(PlaceEventType.PlaceArchivedNotification, archiveTs);
      await trx
        .updateTable('places')
        .set({ archived_at: new Date(archiveTs).toISOString() })
        .where('id', '=', place.id)
        .execute();
      await trx.deleteFrom('place_stays').where('place_id', '=', place.id).where('entry_ts', '>=', archiveTs).execute();
      await trx
        .updateTable('place_stays')
        .set({ exit_ts: archiveTs })
        .where('place_id', '=', place.id)
        .where((eb) => eb.or([eb('exit_ts', 'is', null), eb('exit_ts', '>', archiveTs)]))
        .execute();
      await trx
        .deleteFrom('place_events')
        .where('place_id', '=', place.id)
        .where('ts', '>', archiveTs)
        .where('event_type', 'in', GEOFENCE_PLACE_EVENTS)
        .execute();
      await trx
        .deleteFrom('machine_events')
        .where('place_id', '=', place.id)
        .where('ts', '>', archiveTs)
        .where('event_name', 'in', GEOFENCE_MACHINE_EVENTS)
        .execute();
      const ring = parseGeofence(place.geofence);
      const payload: GeofenceJobPayload = { boxes: ring ? [boxOfRing(ring)] : [], location: isLocationKind(place.place_type) };
      await trx
        .insertInto('place_jobs')
        .values({ company_id: place.company_id, place_id: place.id, kind: 'geofence', payload: JSON.stringify(payload), status: 'pending', created_ts: now })
        .execute();
      result.archived.push(place.id);
    });
  }
  if (result.archived.length) void placeJobsFor(db).kick();
  return result;
}

/** The server's timer: resumes pending jobs at start, then checks archiving every few minutes. */
export function startPlaceLifecycle(db: Db, log: { warn(obj: unknown, msg: string): void }): () => Promise<void> {
  const jobs = placeJobsFor(db, log);
  const tick = () =>
    runPlaceLifecycle(db, Date.now())
      .then(() => jobRoundDone('place_lifecycle'))
      .catch((error: unknown) => log.warn({ err: error, job: 'place_lifecycle' }, 'place lifecycle failed'))
      .then(() => jobs.kick());
  void tick();
  const timer = setInterval(() => void tick(), LIFECYCLE_INTERVAL_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await jobs.stop();
  };
}
