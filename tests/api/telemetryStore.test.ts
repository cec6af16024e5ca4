// The pipeline's store: reprocessing changes nothing, batching does not change the result, the
// portable write path equals the SQLite fast path, the outbox is claimed once, calibration moves
// later hours, and one place's geofence can be re-derived from stored positions.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { processBatch } from '../../server/src/telemetry/store.ts';
import { claimOutbox, completeOutbox, releaseOutbox } from '../../server/src/telemetry/outbox.ts';
import { calibrateHours, dailyUsage, hoursAt } from '../../server/src/telemetry/hours.ts';
import { placeTransitions, reprocessPlace } from '../../server/src/telemetry/reprocess.ts';
import { boxOfRing } from '../../machines/placeEditor/geofence.ts';
import { createTelemetryWorld, DERIVED, dumpTables, local, recordedReports, type TelemetryWorld } from './telemetryFixture.ts';

const dump = dumpTables;

let worlds: TelemetryWorld[] = [];
/** A world of its own, for a test that changes it. */
async function world() {
  const w = await createTelemetryWorld();
  worlds.push(w);
  return w;
}
afterEach(async () => {
  for (const w of worlds) await w.close();
  worlds = [];
});
/** One world for the tests that leave the facts unchanged (worlds take seconds to build). */
let shared: TelemetryWorld;
beforeAll(async () => {
  shared = await createTelemetryWorld();
});
afterAll(() => shared.close());

/** The same world before A-1's reports were processed. */
async function emptyWorld() {
  const w = await createTelemetryWorld({ process: false });
  worlds.push(w);
  return w;
}

describe('idempotency', () => {
  it('processing the same reports again changes nothing', async () => {
    const w = shared;
    const before = await dump(w.db, [...DERIVED, 'telemetry_outbox']);
    const result = await processBatch(
      w.db,
      w.reports.map((report) => ({ deviceId: w.devices.alpha, report })),
    );
    expect(result.counts.processed).toBe(0);
    expect(await dump(w.db, [...DERIVED, 'telemetry_outbox'])).toEqual(before);
  });

  it('one report per batch derives exactly what one big batch derives', async () => {
    const big = shared;
    const small = await emptyWorld();
    for (const report of recordedReports()) await processBatch(small.db, [{ deviceId: small.devices.alpha, report }]);
    expect(await dump(small.db)).toEqual(await dump(big.db));
  });

  it('the portable write path (PostgreSQL) writes what the SQLite fast path writes', async () => {
    const fast = shared;
    const portable = await emptyWorld();
    await processBatch(
      portable.db,
      recordedReports().map((report) => ({ deviceId: portable.devices.alpha, report })),
      { portable: true, now: () => Date.parse('2026-11-17T08:00:00Z') },
    );
    expect(await dump(portable.db, [...DERIVED, 'telemetry_outbox'])).toEqual(await dump(fast.db, [...DERIVED, 'telemetry_outbox']));
  });
});

describe("a machine's read-side copies", () => {
  it('take the latest report when two units of one machine report in one batch, whichever comes first', async () => {
    const w = await world();
    await w.db.updateTable('devices').set({ asset_id: w.assets.alpha[0] }).where('id', '=', w.devices.spare).execute();
    const copy = () => w.db.selectFrom('asset_positions').select(['asset_time', 'lat']).where('asset_id', '=', w.assets.alpha[0]).executeTakeFirstOrThrow();
    const report = (ts: number, lat: number) => ({ ...recordedReports()[0], ts, lat });
    const later = local('2026-11-20', '10:00');
    await processBatch(w.db, [
      { deviceId: w.devices.spare, report: report(later, 59.002) },
      { deviceId: w.devices.alpha, report: report(later - 60_000, 59.001) },
    ]);
    expect(await copy()).toEqual({ asset_time: new Date(later).toISOString(), lat: 59.002 });
    await processBatch(w.db, [
      { deviceId: w.devices.alpha, report: report(later + 60_000, 59.003) },
      { deviceId: w.devices.spare, report: report(later + 30_000, 59.004) },
    ]);
    expect(await copy()).toEqual({ asset_time: new Date(later + 60_000).toISOString(), lat: 59.003 });
    const units = await w.db
      .selectFrom('devices')
      .select(['id', 'last_communication_at'])
      .where('id', 'in', [w.devices.alpha, w.devices.spare])
      .orderBy('id')
      .execute();
    expect(units.map((u) => u.last_communication_at)).toEqual(
      [w.devices.alpha, w.devices.spare].sort((a, b) => a - b).map((id) => new Date(id === w.devices.alpha ? later + 60_000 : later + 30_000).toISOString()),
    );
  });
});

describe('the outbox', () => {
  it('has one row per new event and closed session, claimed by one worker until completed', async () => {
    const w = await world();
    const topics = (await w.db.selectFrom('telemetry_outbox').select('topic').execute()).map((r) => r.topic);
    expect(topics.filter((t) => t === 'machine-event')).toHaveLength(8); // Monday's geofence entries and exits
    expect(topics.filter((t) => t === 'engine-session-closed')).toHaveLength(3);
    const now = Date.parse('2026-11-18T00:00:00Z');
    const a = await claimOutbox(w.db, { topics: ['machine-event'], worker: 'a', limit: 5, now });
    const b = await claimOutbox(w.db, { topics: ['machine-event'], worker: 'b', limit: 100, now });
    expect(a).toHaveLength(5);
    expect(b).toHaveLength(3);
    expect(new Set([...a, ...b].map((r) => r.id)).size).toBe(8);
    expect(a[0].payload).toMatchObject({ assetId: w.assets.alpha[0], companyId: w.companies.alpha, eventName: 'ArtiqGeofenceEntry' });
    await completeOutbox(
      w.db,
      a.map((r) => r.id),
      now,
    );
    await releaseOutbox(w.db, [b[0].id], 'SMTP down', 1000, now);
    // b's other rows are leased for a minute; b[0] comes back after its delay; a's are done.
    expect(await claimOutbox(w.db, { topics: ['machine-event'], worker: 'c', now: now + 500 })).toEqual([]);
    const again = await claimOutbox(w.db, { topics: ['machine-event'], worker: 'c', now: now + 61_000 });
    expect(again.map((r) => r.id).sort()).toEqual(b.map((r) => r.id).sort());
    expect(again.find((r) => r.id === b[0].id)?.attempts).toBe(2);
  });
});

describe('hours', () => {
  it('knows the hours at any past moment, inside and between sessions', async () => {
    const w = shared;
    const a1 = w.assets.alpha[0];
    expect(await hoursAt(w.db, a1, local('2026-11-16', '06:00'))).toBeNull();
    expect(await hoursAt(w.db, a1, local('2026-11-16', '09:00'))).toBeCloseTo(1002.5, 6);
    expect(await hoursAt(w.db, a1, local('2026-11-16', '12:00'))).toBe(1005);
    expect(await hoursAt(w.db, a1, local('2026-11-18', '12:00'))).toBe(1009.75);
    expect(await dailyUsage(w.db, a1, '2026-11-16', '2026-11-17')).toEqual([
      { day: '2026-11-16', engineS: 32400, idleS: 1200, productionS: 31200, distanceM: expect.any(Number) },
      { day: '2026-11-17', engineS: 2700, idleS: 2700, productionS: 0, distanceM: expect.any(Number) },
    ]);
  });

  it('continues from a calibration: later readings, sessions and the next reports follow the calibrated value', async () => {
    const w = await world();
    const a1 = w.assets.alpha[0];
    // Set 1100 h at Monday noon (was 1005): +95 h from then on.
    await calibrateHours(w.db, {
      assetId: a1,
      companyId: w.companies.alpha,
      ts: local('2026-11-16', '12:00'),
      hours: 1100,
      userId: w.users['owner@alpha.test'].id,
    });
    expect(await hoursAt(w.db, a1, local('2026-11-16', '09:00'))).toBeCloseTo(1002.5, 6);
    expect(await hoursAt(w.db, a1, local('2026-11-16', '12:00'))).toBe(1100);
    expect(await hoursAt(w.db, a1, local('2026-11-16', '16:15'))).toBe(1104);
    const asset = await w.db.selectFrom('assets').select('engine_hours').where('id', '=', a1).executeTakeFirstOrThrow();
    expect(asset.engine_hours).toBe(1104.75);
    const calibration = await w.db.selectFrom('engine_hours').selectAll().where('source', '=', 'calibration').executeTakeFirstOrThrow();
    expect(calibration).toMatchObject({ asset_id: a1, hours: 1100, user_id: w.users['owner@alpha.test'].id });
    // The unit keeps sending its own meter (1010 h): the machine's hours continue from the calibration.
    await processBatch(w.db, [{ deviceId: w.devices.alpha, report: { ...w.reports.at(-1)!, ts: local('2026-11-18', '07:00'), hours: 1010, ignition: false } }]);
    expect((await w.db.selectFrom('assets').select('engine_hours').where('id', '=', a1).executeTakeFirstOrThrow()).engine_hours).toBe(1105);
  });
});

describe('reprocessing one place', () => {
  it('finds the same transitions as the pipeline for an unchanged geofence', async () => {
    const w = shared;
    const before = await dump(w.db, ['machine_events', 'place_events', 'place_stays']);
    const result = await reprocessPlace(w.db, {
      companyId: w.companies.alpha,
      placeId: w.places.site,
      fromTs: local('2026-11-16', '00:00'),
      toTs: local('2026-11-18', '00:00'),
    });
    expect(result).toMatchObject({ entries: 1, exits: 1 });
    expect(await dump(w.db, ['machine_events', 'place_events', 'place_stays'])).toEqual(before);
  });

  it('re-derives the stays when the geofence moves, and removes them when the place is archived', async () => {
    const w = await world();
    const a1 = w.assets.alpha[0];
    // Move the site's west edge from 18.06 to 18.07: the machine now enters at 06:57 (lng 18.072) and
    // leaves at 15:49 (lng 18.069) instead of 06:53 and 15:53.
    const ring = [
      { latitude: 58.99, longitude: 18.07 },
      { latitude: 58.99, longitude: 18.1 },
      { latitude: 59.01, longitude: 18.1 },
      { latitude: 59.01, longitude: 18.07 },
    ];
    await w.db
      .updateTable('places')
      .set({ geofence: JSON.stringify(ring) })
      .where('id', '=', w.places.site)
      .execute();
    const range = { companyId: w.companies.alpha, placeId: w.places.site, fromTs: local('2026-11-16', '00:00'), toTs: local('2026-11-18', '00:00') };
    await reprocessPlace(w.db, range);
    const stays = await w.db
      .selectFrom('place_stays')
      .select(['entry_ts', 'exit_ts'])
      .where('place_id', '=', w.places.site)
      .where('asset_id', '=', a1)
      .execute();
    expect(stays).toEqual([{ entry_ts: local('2026-11-16', '06:57'), exit_ts: local('2026-11-16', '15:49') }]);
    const entries = await w.db.selectFrom('machine_events').select(['ts', 'event_name']).where('place_id', '=', w.places.site).orderBy('ts').execute();
    expect(entries).toEqual([
      { ts: local('2026-11-16', '06:57'), event_name: 'ArtiqGeofenceEntry' },
      { ts: local('2026-11-16', '15:49'), event_name: 'ArtiqGeofenceExit' },
    ]);
    await w.db.updateTable('places').set({ archived_at: '2026-11-19T00:00:00.000Z' }).where('id', '=', w.places.site).execute();
    await reprocessPlace(w.db, range);
    expect(await w.db.selectFrom('place_stays').select('id').where('place_id', '=', w.places.site).execute()).toEqual([]);
    expect(await w.db.selectFrom('place_events').select('id').where('place_id', '=', w.places.site).execute()).toEqual([]);
  });

  it('is a pure function of the geometry and the fixes (depot over work site)', () => {
    const square = (id: number, type: number, lat: number, lng: number, d: number) => {
      const ring = [
        { latitude: lat - d, longitude: lng - d },
        { latitude: lat - d, longitude: lng + d },
        { latitude: lat + d, longitude: lng + d },
        { latitude: lat + d, longitude: lng - d },
      ];
      return { id, type, name: String(id), ring, box: boxOfRing(ring) };
    };
    const places = [square(1, 0, 59, 18, 0.01), square(2, 1, 59, 18.015, 0.01)];
    const fixes = [18.03, 18.02, 18.005, 17.95].map((lng, i) => ({ ts: i, lat: 59, lng, accuracy: null }));
    expect(placeTransitions(2, places, null, fixes, false)).toEqual([
      { ts: 1, inside: true },
      { ts: 2, inside: false }, // inside both: the depot wins
    ]);
    expect(placeTransitions(1, places, null, fixes, false)).toEqual([
      { ts: 2, inside: true },
      { ts: 3, inside: false },
    ]);
  });
});
