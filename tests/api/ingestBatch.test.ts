// The ingest's batch forms, on both databases: a Traccar JSON body whose "location" is a list (a unit
// emptying its buffer in one request) is all or nothing, and reports arriving together (many units
// at once) are committed together, each request answered only after the transaction holding its
// reports committed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommitQueue } from '../../server/src/telemetry/commitQueue.ts';
import { createIngest, type Ingest } from '../../server/src/telemetry/ingest.ts';
import { LIMITS } from '../../server/src/telemetry/osmand.ts';
import { emptyReport } from '../../server/src/telemetry/pipeline.ts';
import { createTelemetryWorld, IMEI, pipelineFootprint, type TelemetryWorld } from './telemetryFixture.ts';

const NOW = Date.parse('2026-11-18T12:00:00Z');
let world: TelemetryWorld;
let ingest: Ingest;

beforeAll(async () => {
  world = await createTelemetryWorld();
  ingest = await createIngest(world.db, { clock: () => NOW, now: () => NOW });
});
afterAll(async () => {
  await ingest.close();
  await world.close();
});

const footprint = () => pipelineFootprint(world.db);
const location = (iso: string, lat: number, extras: object = {}) => ({
  timestamp: iso,
  coords: { latitude: lat, longitude: 18.0006, speed: 2, heading: 90, accuracy: 5, altitude: 30 },
  battery: { level: 0.5, is_charging: true },
  extras: { ignition: true, ...extras },
});
const postJson = (body: unknown) =>
  ingest.app.inject({
    method: 'POST',
    url: '/',
    headers: { 'content-type': 'application/json' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
const rowsBetween = (fromIso: string, toIso: string) =>
  world.db
    .selectFrom('telemetry_positions')
    .select(['ts', 'lat', 'speed', 'battery', 'din1'])
    .where('device_id', '=', world.devices.alpha)
    .where('ts', '>=', Date.parse(fromIso))
    .where('ts', '<=', Date.parse(toIso))
    .orderBy('ts')
    .execute();

describe('a JSON list of locations', () => {
  it('stores every location (in time order, whatever the list order) and answers 200 after the commit', async () => {
    const accepted = ingest.counters.accepted;
    const res = await postJson({
      device_id: IMEI.alpha,
      location: [
        location('2026-11-18T09:02:00Z', 59.0003, { din1: true }),
        location('2026-11-18T09:00:00Z', 59.0001),
        location('2026-11-18T09:01:00Z', 59.0002),
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(await rowsBetween('2026-11-18T09:00:00Z', '2026-11-18T09:02:00Z')).toEqual([
      { ts: Date.parse('2026-11-18T09:00:00Z'), lat: 59.0001, speed: 7.2, battery: 50, din1: null },
      { ts: Date.parse('2026-11-18T09:01:00Z'), lat: 59.0002, speed: 7.2, battery: 50, din1: null },
      { ts: Date.parse('2026-11-18T09:02:00Z'), lat: 59.0003, speed: 7.2, battery: 50, din1: 1 },
    ]);
    // In time order: none of them was "late" (a late report derives nothing).
    expect(ingest.counters.accepted).toBe(accepted + 3);
  });

  it('changes nothing when the same list comes again (idempotent on unit + time)', async () => {
    const body = { device_id: IMEI.alpha, location: [location('2026-11-18T09:10:00Z', 59.001), location('2026-11-18T09:11:00Z', 59.0011)] };
    expect((await postJson(body)).statusCode).toBe(200);
    const before = await footprint();
    const { duplicate, late } = ingest.counters;
    expect((await postJson(body)).statusCode).toBe(200);
    expect(await footprint()).toEqual(before);
    // The unit's latest time again is a duplicate; the earlier one is late (its raw row already there).
    expect([ingest.counters.duplicate, ingest.counters.late]).toEqual([duplicate + 1, late + 1]);
  });

  it(`takes ${LIMITS.maxLocations} locations in one body larger than the query form's 16 KB`, async () => {
    const start = Date.parse('2026-11-18T10:00:00Z');
    const list = Array.from({ length: LIMITS.maxLocations }, (_, i) => location(new Date(start + i * 1000).toISOString(), 59 + i / 100_000));
    const payload = JSON.stringify({ device_id: IMEI.alpha, location: list });
    expect(payload.length).toBeGreaterThan(16 * 1024);
    expect((await postJson(payload)).statusCode).toBe(200);
    expect(await rowsBetween('2026-11-18T10:00:00Z', new Date(start + (LIMITS.maxLocations - 1) * 1000).toISOString())).toHaveLength(LIMITS.maxLocations);
  });

  const t = '2026-11-18T11:00:00Z';
  const cases: [string, unknown, string, RegExp][] = [
    ['an empty list', { device_id: IMEI.alpha, location: [] }, 'bad_json', /location: must be an object or a list of 1-500/],
    [
      `${LIMITS.maxLocations + 1} locations`,
      { device_id: IMEI.alpha, location: Array.from({ length: LIMITS.maxLocations + 1 }, () => ({ timestamp: t })) },
      'bad_json',
      /a list of 1-500/,
    ],
    [
      'one bad latitude among good ones',
      { device_id: IMEI.alpha, location: [location('2026-11-18T11:00:00Z', 59), location('2026-11-18T11:01:00Z', 91), location('2026-11-18T11:02:00Z', 59)] },
      'bad_position',
      /^location\[1\]: lat\/lon/,
    ],
    ['a number in the list', { device_id: IMEI.alpha, location: [location(t, 59), 7] }, 'bad_json', /^location\[1\]: location: must be an object/],
    ['a list inside the list', { device_id: IMEI.alpha, location: [[location(t, 59)]] }, 'bad_json', /must be an object/],
    ['an unknown unit', { device_id: '123456789', location: [location(t, 59), location('2026-11-18T11:01:00Z', 59)] }, 'unknown_device', /Unknown device/],
    // A wrong clock is no reason to refuse (clockPolicy.ts), an impossible date is.
    [
      'February 30 in the list',
      { device_id: IMEI.alpha, location: [location(t, 59), location('2026-02-30T12:00:00Z', 59)] },
      'bad_time',
      /^location\[1\]: timestamp/,
    ],
  ];
  it.each(cases)('%s → 400, counted, nothing written', async (_, body, reason, message) => {
    const before = await footprint();
    const counted = ingest.counters.rejected[reason as keyof typeof ingest.counters.rejected] ?? 0;
    const res = await postJson(body);
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(message);
    expect(ingest.counters.rejected[reason as keyof typeof ingest.counters.rejected]).toBe(counted + 1);
    expect(await footprint()).toEqual(before);
  });

  it('refuses a JSON body over 256 KB with a 4xx and writes nothing', async () => {
    const before = await footprint();
    const res = await postJson({ device_id: IMEI.alpha, location: [location(t, 59, { note: 'x'.repeat(200) })], pad: 'x'.repeat(300 * 1024) });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(await footprint()).toEqual(before);
  });
});

describe('reports arriving together', () => {
  it('are committed in fewer transactions than requests, each answered only once its row is committed', async () => {
    const batches = ingest.counters.batches;
    const start = Date.parse('2026-11-18T11:30:00Z') / 1000;
    const urls = [
      ...Array.from({ length: 20 }, (_, i) => `/?id=${IMEI.alpha}&timestamp=${start + i}&lat=59.0001&lon=18.0001&ignition=true`),
      ...Array.from({ length: 20 }, (_, i) => `/?id=${IMEI.beta}&timestamp=${start + i}&lat=59.0001&lon=18.0001&ignition=true`),
    ];
    // Every answer is checked against the database the moment it arrives: 200 means the row is there.
    const stored = await Promise.all(
      urls.map(async (url) => {
        const res = await ingest.app.inject({ url });
        const ts = Number(new URLSearchParams(url.slice(2)).get('timestamp')) * 1000;
        const unit = url.includes(IMEI.alpha) ? world.devices.alpha : world.devices.beta;
        const row = await world.db.selectFrom('telemetry_positions').select('ts').where('device_id', '=', unit).where('ts', '=', ts).executeTakeFirst();
        return { status: res.statusCode, stored: row !== undefined };
      }),
    );
    expect(stored).toEqual(urls.map(() => ({ status: 200, stored: true })));
    const transactions = ingest.counters.batches - batches;
    expect(transactions).toBeGreaterThanOrEqual(1);
    expect(transactions).toBeLessThan(urls.length);
  });
});

describe('the commit window (decision 0070)', () => {
  const reportUrl = (unit: string, second: number) => `/?id=${unit}&timestamp=${Date.parse('2026-11-18T11:00:00Z') / 1000 + second}&lat=59.0001&lon=18.0001`;
  const stored = (ts: number) =>
    world.db
      .selectFrom('telemetry_positions')
      .select('ts')
      .where('ts', '=', ts * 1000)
      .execute();

  it('lets reports that arrive one after another within the window share one transaction, each answered after it', async () => {
    const windowed = await createIngest(world.db, { clock: () => NOW, now: () => NOW, windowMs: 1000 });
    try {
      const answers = [];
      for (let i = 0; i < 5; i++) {
        answers.push(windowed.app.inject({ url: reportUrl(IMEI.alpha, i) }));
        await new Promise((r) => setTimeout(r, 5));
      }
      expect((await Promise.all(answers)).map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect(windowed.counters.batches).toBe(1);
    } finally {
      await windowed.close();
    }
  });

  it('starts a full batch at once instead of waiting out the window', async () => {
    const windowed = await createIngest(world.db, { clock: () => NOW, now: () => NOW, windowMs: 60_000, maxBatch: 3 });
    try {
      const answers = await Promise.all([10, 11, 12].map((s) => windowed.app.inject({ url: reportUrl(IMEI.beta, s) })));
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
      expect(windowed.counters.batches).toBe(1);
    } finally {
      await windowed.close();
    }
  });

  it('commits a report waiting in its window when the queue is drained (a shutdown)', async () => {
    const commits = new CommitQueue(world.db, { now: () => NOW, windowMs: 60_000 });
    const ts = Date.parse('2026-11-18T11:00:20Z');
    const report = { ...emptyReport(ts), lat: 59.0001, lng: 18.0001, speed: 0, accuracy: 5 };
    const status = commits.submit(world.devices.alpha, [report], ts);
    await new Promise((r) => setTimeout(r, 20));
    expect(await stored(ts / 1000)).toHaveLength(0);
    await commits.drain();
    expect(await status).toBe('ok');
    expect(await stored(ts / 1000)).toHaveLength(1);
  });
});
