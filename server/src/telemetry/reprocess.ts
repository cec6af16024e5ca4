// Re-deriving one place's geofence facts from stored positions: what the places area calls after a
// geofence is created, moved or deleted (or archived). For every machine of the company it replays
// the stored fixes of [fromTs, toTs] through the same classification the pipeline uses (depot before
// work site; regions independent) and replaces that place's entry/exit events and stays in the
// range. When the range reaches the machine's latest report, its current location and the unit's
// pipeline state follow. Nothing goes to the outbox: reprocessed history notifies nobody.
//
// Precedence couples depots and work sites: a depot that moves can change where an overlapping work
// site's stays begin; call this for each place whose geofence overlaps the changed one too.
import type { Db } from '../db/database.ts';
import { GEOFENCE_MACHINE_EVENTS, GEOFENCE_PLACE_EVENTS, MachineEventName, PlaceEventType } from './events.ts';
import { classify, placeGeo, type PlaceGeo } from './geo.ts';
import { PlaceKind } from '../domain/dictionaries.ts';
import type { DeviceState } from './pipeline.ts';
import { DEFAULT_PIPELINE_CONFIG } from './pipeline.ts';
import { invalidatePlaceCache } from './store.ts';

export interface Transition {
  ts: number;
  inside: boolean;
}

/**
 * Pure: the moments a machine enters or leaves `placeId`, given the company's places (after the
 * change; without the place when it was deleted) and the machine's fixes in time order.
 */
export function placeTransitions(
  placeId: number,
  places: readonly PlaceGeo[],
  homeDepotId: number | null,
  fixes: readonly { ts: number; lat: number; lng: number; accuracy: number | null }[],
  insideAtStart: boolean,
): Transition[] {
  const place = places.find((p) => p.id === placeId);
  const out: Transition[] = [];
  let inside = insideAtStart;
  for (const f of fixes) {
    if (f.accuracy !== null && f.accuracy > DEFAULT_PIPELINE_CONFIG.geofenceMaxAccuracyM) continue;
    let now = false;
    if (place) {
      const where = classify(places, f.lat, f.lng, homeDepotId);
      now = place.type === PlaceKind.Region ? where.regions.includes(placeId) : where.location === placeId;
    }
    if (now !== inside) {
      out.push({ ts: f.ts, inside: now });
      inside = now;
    }
  }
  return out;
}

export interface ReprocessResult {
  machines: number;
  entries: number;
  exits: number;
}

export async function reprocessPlace(db: Db, input: { companyId: number; placeId: number; fromTs: number; toTs: number }): Promise<ReprocessResult> {
  const { companyId, placeId, fromTs, toTs } = input;
  invalidatePlaceCache(db, companyId);
  const placeRows = await db
    .selectFrom('places')
    .select(['id', 'place_type', 'name', 'geofence'])
    .where('company_id', '=', companyId)
    .where('archived_at', 'is', null)
    .orderBy('id')
    .execute();
  const places = placeRows.map(placeGeo).filter((p): p is PlaceGeo => p !== null);
  const place = places.find((p) => p.id === placeId);
  const assets = await db.selectFrom('assets').select(['id', 'depot_place_id']).where('company_id', '=', companyId).execute();
  const result: ReprocessResult = { machines: 0, entries: 0, exits: 0 };

  for (const asset of assets) {
    const fixes = await db
      .selectFrom('telemetry_positions')
      .select(['ts', 'lat', 'lng', 'accuracy'])
      .where('asset_id', '=', asset.id)
      .where('ts', '>=', fromTs)
      .where('ts', '<=', toTs)
      .where('valid', '=', 1)
      .orderBy('ts')
      .execute();
    const openStay = await db
      .selectFrom('place_stays')
      .select(['id', 'entry_ts'])
      .where('place_id', '=', placeId)
      .where('asset_id', '=', asset.id)
      .where('entry_ts', '<', fromTs)
      .where((eb) => eb.or([eb('exit_ts', 'is', null), eb('exit_ts', '>=', fromTs)]))
      .executeTakeFirst();
    if (fixes.length === 0 && !openStay) continue;
    // Inside at the start of the range: judged by the last fix before it (new geometry).
    const before = await db
      .selectFrom('telemetry_positions')
      .select(['ts', 'lat', 'lng', 'accuracy'])
      .where('asset_id', '=', asset.id)
      .where('ts', '<', fromTs)
      .where('valid', '=', 1)
      .orderBy('ts', 'desc')
      .limit(1)
      .executeTakeFirst();
    const insideAtStart = before ? placeTransitions(placeId, places, asset.depot_place_id, [before], false).length === 1 : false;
    const transitions = placeTransitions(placeId, places, asset.depot_place_id, fixes, insideAtStart);
    const details = JSON.stringify(place ? { placeName: place.name, placeType: place.type } : {});
    result.machines++;

    await db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('machine_events')
        .where('asset_id', '=', asset.id)
        .where('place_id', '=', placeId)
        .where('event_name', 'in', GEOFENCE_MACHINE_EVENTS)
        .where('ts', '>=', fromTs)
        .where('ts', '<=', toTs)
        .execute();
      await trx
        .deleteFrom('place_events')
        .where('place_id', '=', placeId)
        .where('asset_id', '=', asset.id)
        .where('event_type', 'in', GEOFENCE_PLACE_EVENTS)
        .where('ts', '>=', fromTs)
        .where('ts', '<=', toTs)
        .execute();
      await trx
        .deleteFrom('place_stays')
        .where('place_id', '=', placeId)
        .where('asset_id', '=', asset.id)
        .where('entry_ts', '>=', fromTs)
        .where('entry_ts', '<=', toTs)
        .execute();
      // A stay that began before the range: open it again, or end it where the machine now was outside.
      if (openStay) {
        const firstExit = insideAtStart ? transitions.find((t) => !t.inside)?.ts : fromTs;
        await trx
          .updateTable('place_stays')
          .set({ exit_ts: firstExit ?? null })
          .where('id', '=', openStay.id)
          .execute();
      }
      let entryTs: number | null = insideAtStart && !openStay ? fromTs : null;
      for (const t of transitions) {
        const eventName = t.inside ? MachineEventName.GeofenceEntry : MachineEventName.GeofenceExit;
        const eventType = t.inside ? PlaceEventType.MachineEnteredPlace : PlaceEventType.MachineLeftPlace;
        await trx
          .insertInto('machine_events')
          .values({ asset_id: asset.id, company_id: companyId, ts: t.ts, event_name: eventName, place_id: placeId, details })
          .onConflict((oc) => oc.doNothing())
          .execute();
        await trx
          .insertInto('place_events')
          .values({ place_id: placeId, company_id: companyId, asset_id: asset.id, ts: t.ts, event_type: eventType, details })
          .onConflict((oc) => oc.doNothing())
          .execute();
        if (t.inside) {
          entryTs = t.ts;
          result.entries++;
        } else {
          result.exits++;
          if (entryTs !== null) {
            await trx
              .insertInto('place_stays')
              .values({ company_id: companyId, place_id: placeId, asset_id: asset.id, entry_ts: entryTs, exit_ts: t.ts })
              .onConflict((oc) => oc.columns(['place_id', 'asset_id', 'entry_ts']).doUpdateSet({ exit_ts: t.ts }))
              .execute();
          }
          entryTs = null;
        }
      }
      if (entryTs !== null && entryTs >= fromTs) {
        await trx
          .insertInto('place_stays')
          .values({ company_id: companyId, place_id: placeId, asset_id: asset.id, entry_ts: entryTs, exit_ts: null })
          .onConflict((oc) => oc.columns(['place_id', 'asset_id', 'entry_ts']).doUpdateSet({ exit_ts: null }))
          .execute();
      }
      await refreshCurrentLocation(trx, asset.id, places, asset.depot_place_id, placeId, toTs);
    });
  }
  return result;
}

/** When the range reached the machine's latest report: its location now and the units' states follow the new geometry. */
async function refreshCurrentLocation(trx: Db, assetId: number, places: readonly PlaceGeo[], homeDepotId: number | null, placeId: number, toTs: number) {
  const states = await trx.selectFrom('telemetry_device_state').select(['device_id', 'state', 'last_ts']).where('asset_id', '=', assetId).execute();
  for (const row of states) {
    if (row.last_ts > toTs) continue;
    const state = JSON.parse(row.state) as DeviceState;
    if (state.lat === null || state.lng === null) continue;
    const where = classify(places, state.lat, state.lng, homeDepotId);
    const inside = where.location === placeId || where.regions.includes(placeId);
    const entries = { ...state.entries };
    if (!inside) delete entries[placeId];
    else if (entries[placeId] === undefined) {
      const stay = await trx
        .selectFrom('place_stays')
        .select('entry_ts')
        .where('place_id', '=', placeId)
        .where('asset_id', '=', assetId)
        .where('exit_ts', 'is', null)
        .executeTakeFirst();
      if (stay) entries[placeId] = stay.entry_ts;
    }
    const next: DeviceState = { ...state, location: where.location, regions: where.regions, entries };
    await trx
      .updateTable('telemetry_device_state')
      .set({ state: JSON.stringify(next) })
      .where('device_id', '=', row.device_id)
      .execute();
    await trx.updateTable('asset_positions').set({ location_place_id: where.location }).where('asset_id', '=', assetId).execute();
  }
}
