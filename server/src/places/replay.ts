// Replaying one machine's stored positions through the pipeline's geofence step (telemetry/geo.ts
// `classify`: depot over work site, the home depot first among depots; regions apart) to re-derive
// its stays and entry/exit events in the places a geofence change affects. Pure: the job (jobs.ts)
// pages positions in and writes the result.
//
// The replay follows the live step's rules so that what it writes is what the pipeline would have
// written had the geofences always been this way: only valid fixes no less accurate than
// `geofenceMaxAccuracyM` move a machine in or out; an entry or exit happens at the first such fix
// on the other side. Archived places count until they were archived (their own history is frozen;
// they are never in `affected`).
import { classify, type PlaceGeo } from '../telemetry/geo.ts';
import { isLocationKind } from '../domain/dictionaries.ts';
import { boxesMeet } from '../../../machines/placeEditor/geofence.ts';
import { MachineEventName, PlaceEventType } from '../telemetry/events.ts';

export interface TimedPlace extends PlaceGeo {
  /** Archived at (UTC ms): not a geofence from then on. */
  untilTs: number | null;
}

/** Places bucketed by ~11 km cells, so a fix is tested against the few places near it. */
export class PlaceIndex {
  private readonly cells = new Map<number, TimedPlace[]>();
  readonly byId = new Map<number, TimedPlace>();
  constructor(places: readonly TimedPlace[]) {
    for (const p of places) {
      this.byId.set(p.id, p);
      for (let r = PlaceIndex.row(p.box.minLat); r <= PlaceIndex.row(p.box.maxLat); r++) {
        for (let c = PlaceIndex.col(p.box.minLng); c <= PlaceIndex.col(p.box.maxLng); c++) {
          const key = r * 10_000 + c;
          const list = this.cells.get(key);
          if (list) list.push(p);
          else this.cells.set(key, [p]);
        }
      }
    }
  }
  private static row = (lat: number) => Math.floor((lat + 90) * 10);
  private static col = (lng: number) => Math.floor((lng + 180) * 20);
  /** Places that may contain the point and were geofences at `ts`. */
  near(lat: number, lng: number, ts: number): TimedPlace[] {
    const list = this.cells.get(PlaceIndex.row(lat) * 10_000 + PlaceIndex.col(lng));
    if (!list) return [];
    return list.filter((p) => p.untilTs === null || ts < p.untilTs);
  }
}

export interface Fix {
  ts: number;
  lat: number;
  lng: number;
}

export interface ReplayStay {
  placeId: number;
  entryTs: number;
  exitTs: number | null;
}

export interface ReplayEvent {
  placeId: number;
  ts: number;
  kind: 'entry' | 'exit';
}

export interface ReplayResult {
  stays: ReplayStay[];
  events: ReplayEvent[];
  /** Where the last fix was (all places): the device state's location and regions after the replay. */
  location: number | null;
  regions: number[];
  /** Open stays in affected places: the device state's entries for them. */
  open: Map<number, number>;
  fixes: number;
}

/** Feeds fixes in time order; `finish` gives what the affected places' history is now. */
export class GeofenceReplay {
  private readonly open = new Map<number, number>();
  private readonly stays: ReplayStay[] = [];
  private readonly events: ReplayEvent[] = [];
  private location: number | null = null;
  private regions: number[] = [];
  private fixes = 0;

  constructor(
    private readonly index: PlaceIndex,
    private readonly affected: ReadonlySet<number>,
    private readonly homeDepotId: number | null,
  ) {}

  add(fix: Fix): void {
    this.fixes++;
    const where = classify(this.index.near(fix.lat, fix.lng, fix.ts), fix.lat, fix.lng, this.homeDepotId);
    this.location = where.location;
    this.regions = where.regions;
    const inside = new Set<number>();
    if (where.location !== null && this.affected.has(where.location)) inside.add(where.location);
    for (const r of where.regions) if (this.affected.has(r)) inside.add(r);
    for (const [placeId, entryTs] of this.open) {
      if (inside.has(placeId)) continue;
      this.stays.push({ placeId, entryTs, exitTs: fix.ts });
      this.events.push({ placeId, ts: fix.ts, kind: 'exit' });
      this.open.delete(placeId);
    }
    for (const placeId of inside) {
      if (this.open.has(placeId)) continue;
      this.open.set(placeId, fix.ts);
      this.events.push({ placeId, ts: fix.ts, kind: 'entry' });
    }
  }

  finish(): ReplayResult {
    const stays = [...this.stays, ...[...this.open].map(([placeId, entryTs]) => ({ placeId, entryTs, exitTs: null }))];
    return { stays, events: this.events, location: this.location, regions: this.regions, open: new Map(this.open), fixes: this.fixes };
  }
}

/**
 * Places whose stays a change re-derives: the changed place (unless deleted or archived) and, when a
 * depot or work site is involved, every live depot and work site whose box meets a changed area
 * (depot-over-work-site precedence can move stays between them). Regions are independent.
 */
export function affectedPlaces(places: readonly TimedPlace[], changed: { placeId: number; boxes: readonly PlaceGeo['box'][]; location: boolean }): Set<number> {
  const ids = new Set<number>();
  for (const p of places) {
    if (p.untilTs !== null) continue;
    if (p.id === changed.placeId) ids.add(p.id);
    else if (changed.location && isLocationKind(p.type) && changed.boxes.some((b) => boxesMeet(b, p.box))) ids.add(p.id);
  }
  return ids;
}

export const GEOFENCE_EVENT = {
  placeEntry: PlaceEventType.MachineEnteredPlace,
  placeExit: PlaceEventType.MachineLeftPlace,
  machineEntry: MachineEventName.GeofenceEntry,
  machineExit: MachineEventName.GeofenceExit,
} as const;
