// A place's event log: writing the events the places area raises itself (PlaceCreated and the
// archiving notices; entries and exits come from the telemetry pipeline and reprocessing) and reading
// the log (POST /web/v1/places/{id}/events). Texts are built when read, like the machine event log.
import type { Transaction } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database, Place as PlaceRow } from '../db/schema.ts';
import { PlaceEventType, parseDetails } from '../telemetry/events.ts';
import { resolveRange } from '../telemetry/read.ts';
import { DAY_MS, durationFormatted, formatted, zonedIso } from '../telemetry/time.ts';

/** The pipeline's outbox topic for place events (consumers: notifications, alerts). */
export const PLACE_EVENT_TOPIC = 'place-event';

export interface PlaceEventDetails {
  placeName?: string;
  placeType?: number;
  userName?: string;
  /** Archiving notices: when the contract period ended and when the place is (was) archived. */
  validToTs?: number;
  archiveTs?: number;
}

/**
 * One place event and its outbox row (notifications read the outbox), in the caller's transaction.
 * The (place, time, type, machine) key makes a repeat a no-op without a second outbox row.
 */
export async function recordPlaceEvent(
  trx: Transaction<Database>,
  e: { placeId: number; companyId: number; ts: number; eventType: string; details: PlaceEventDetails },
): Promise<boolean> {
  const inserted = await trx
    .insertInto('place_events')
    .values({ place_id: e.placeId, company_id: e.companyId, asset_id: 0, ts: e.ts, event_type: e.eventType, details: JSON.stringify(e.details) })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return false;
  const payload = { eventId: inserted.id, placeId: e.placeId, assetId: null, companyId: e.companyId, ts: e.ts, eventType: e.eventType };
  await trx
    .insertInto('telemetry_outbox')
    .values({ topic: PLACE_EVENT_TOPIC, payload: JSON.stringify(payload), created_ts: e.ts, available_ts: e.ts })
    .execute();
  return true;
}

const day = (ts: number | undefined, tz: string) => (ts === undefined ? 'an unknown day' : formatted(ts, tz)!.slice(0, 10));

/** Description and details of one event, in the place's zone. */
export function placeEventText(
  eventType: string,
  details: PlaceEventDetails,
  place: { name: string; tz: string },
  asset: string | null,
  stayedS: number | null,
): { description: string; descriptionDetails: string | null } {
  const machine = asset ?? 'A machine';
  switch (eventType) {
    case PlaceEventType.PlaceCreated:
      return { description: `${place.name} was created`, descriptionDetails: details.userName ? `Created by ${details.userName}` : null };
    case PlaceEventType.MachineEnteredPlace:
      return { description: `${machine} entered ${place.name}`, descriptionDetails: null };
    case PlaceEventType.MachineLeftPlace:
      return { description: `${machine} left ${place.name}`, descriptionDetails: stayedS !== null ? `Stayed ${durationFormatted(stayedS)}` : null };
    case PlaceEventType.IgnitionOnNonWorkingHours:
      return { description: `${machine}: ignition on outside working hours`, descriptionDetails: null };
    case PlaceEventType.IgnitionOnHoliday:
      return { description: `${machine}: ignition on during a holiday`, descriptionDetails: null };
    case PlaceEventType.PlacePreArchivingNotification:
      return {
        description: `${place.name} will be archived on ${day(details.archiveTs, place.tz)}`,
        descriptionDetails: `Its contract period ended on ${day(details.validToTs, place.tz)}`,
      };
    case PlaceEventType.PlaceArchivedNotification:
      return {
        description: `${place.name} was archived`,
        descriptionDetails: `Its contract period ended on ${day(details.validToTs, place.tz)}`,
      };
    default:
      return { description: 'Unknown event', descriptionDetails: null };
  }
}

export async function placeEventLog(
  db: Db,
  place: PlaceRow,
  body: { fromPlaceTime?: string; toPlaceTime?: string; offset?: number; limit?: number },
  now: number,
) {
  const tz = place.timezone_name;
  const range = resolveRange({ from: 'fromPlaceTime', to: 'toPlaceTime' }, { from: body.fromPlaceTime, to: body.toPlaceTime }, tz, 7 * DAY_MS, now);
  const offset = body.offset ?? 0;
  const limit = body.limit ?? 100;
  const base = db
    .selectFrom('place_events as e')
    .where('e.place_id', '=', place.id)
    .where('e.company_id', '=', place.company_id)
    .where('e.ts', '>=', range.from)
    .where('e.ts', '<=', range.to);
  const [rows, count] = await Promise.all([
    base
      .leftJoin('assets as a', (j) => j.onRef('a.id', '=', 'e.asset_id').on('a.company_id', '=', place.company_id))
      .select(['e.id', 'e.ts', 'e.event_type', 'e.asset_id', 'e.details', 'a.name', 'a.internal_id'])
      .orderBy('e.ts', 'desc')
      .orderBy('e.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  // How long each machine that left had stayed: its stay ending at that moment.
  const left = rows.filter((r) => r.event_type === PlaceEventType.MachineLeftPlace && r.asset_id);
  const stays = left.length
    ? await db
        .selectFrom('place_stays')
        .select(['asset_id', 'entry_ts', 'exit_ts'])
        .where('place_id', '=', place.id)
        .where('asset_id', 'in', [...new Set(left.map((r) => r.asset_id))])
        .where(
          'exit_ts',
          'in',
          left.map((r) => r.ts),
        )
        .execute()
    : [];
  const stayed = new Map(stays.map((s) => [`${s.asset_id}:${s.exit_ts}`, (Number(s.exit_ts) - Number(s.entry_ts)) / 1000]));
  return {
    items: rows.map((r) => {
      const asset = r.asset_id && r.name ? `${r.name} (${r.internal_id})` : null;
      const text = placeEventText(r.event_type, parseDetails(r.details), { name: place.name, tz }, asset, stayed.get(`${r.asset_id}:${r.ts}`) ?? null);
      return {
        id: r.id,
        placeId: place.id,
        placeName: place.name,
        eventType: r.event_type,
        description: text.description,
        eventUtcTime: new Date(r.ts).toISOString(),
        eventPlaceTime: zonedIso(r.ts, tz),
        eventPlaceTimeFormatted: formatted(r.ts, tz)!,
        assetId: r.asset_id || null,
        assetDescription: asset,
        descriptionDetails: text.descriptionDetails,
      };
    }),
    offset,
    limit,
    total: Number(count.n),
  };
}
