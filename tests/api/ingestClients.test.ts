// What others wrote, through our OsmAnd door: the request vectors of Traccar's own decoder test and
// the request shapes of the Traccar Client generations (tests/fixtures/traccar/osmand.ts, with their
// timestamps as they are), each answered 200 with its stored result read back: positions, the
// attributes the unit sent, the unit's latest communication.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createIngest, type Ingest } from '../../server/src/telemetry/ingest.ts';
import { createTelemetryWorld, IMEI, type TelemetryWorld } from './telemetryFixture.ts';
import { DECODER_JSON, DECODER_QUERIES, VECTOR_UNITS } from '../fixtures/traccar/osmand.ts';

const NOW = Date.parse('2026-11-18T12:00:00Z');
let world: TelemetryWorld;
let ingest: Ingest;
const unitIds = new Map<string, number>();

beforeAll(async () => {
  world = await createTelemetryWorld({ process: false });
  ingest = await createIngest(world.db, { clock: () => NOW, now: () => NOW });
  for (const [i, imei] of VECTOR_UNITS.entries()) {
    const row = await world.db
      .insertInto('devices')
      .values({
        company_id: world.companies.alpha,
        asset_id: world.assets.alpha[1 + (i % 3)],
        serial_number: `VEC-${i}`,
        imei,
        telematic_type: 'Traccar Client',
        integration_source: 'Siteline',
        status: 1,
        created_at: '2026-11-01T00:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    unitIds.set(imei, row.id);
  }
  unitIds.set(IMEI.alpha, world.devices.alpha);
});
afterAll(async () => {
  await ingest.close();
  await world.close();
});

/** Each vector as its unit's first report (vectors repeat a unit and a time; our key is (unit, time)). */
async function fresh() {
  for (const table of ['telemetry_device_state', 'telemetry_positions', 'telemetry_attributes', 'machine_events'] as const)
    await world.db.deleteFrom(table).execute();
}
beforeEach(fresh);

const positions = (imei: string) =>
  world.db
    .selectFrom('telemetry_positions')
    .select(['ts', 'lat', 'lng', 'speed', 'heading', 'altitude', 'accuracy', 'battery', 'ignition', 'claimed_ts'])
    .where('device_id', '=', unitIds.get(imei)!)
    .orderBy('ts')
    .execute();
const attributes = async (imei: string) =>
  (await world.db.selectFrom('telemetry_attributes').select(['ts', 'attributes']).where('device_id', '=', unitIds.get(imei)!).orderBy('ts').execute()).map(
    (r) => ({
      ts: r.ts,
      ...JSON.parse(r.attributes),
    }),
  );
const unit = (imei: string) =>
  world.db
    .selectFrom('devices')
    .select(['last_communication_at', 'battery_level', 'latest_attributes', 'clock_faults', 'late_reports'])
    .where('id', '=', unitIds.get(imei)!)
    .executeTakeFirstOrThrow();

const at = (iso: string) => Date.parse(iso);
const T1377 = 1_377_177_267_000;
const noMotion = { speed: 0, heading: null, battery: null, ignition: null, accuracy: null, claimed_ts: null };

describe("Traccar's OsmAnd decoder vectors (query)", () => {
  // [vector index, unit, positions stored, attributes stored]
  const expected: [number, string, object[], object[]][] = [
    [0, '123456', [], [{ ts: T1377, cell: '257,02,16,2224;257,02,16,2223,-90', wifi: '00-14-22-01-23-45,-80;00-1C-B3-09-85-15,-70' }]],
    [
      2,
      '902064',
      [{ ...noMotion, ts: at('2016-01-27T18:55:47Z'), lat: 42.06288, lng: -88.23412, altitude: 224 }],
      [{ ts: at('2016-01-27T18:55:47Z'), hdop: 6 }],
    ],
    [3, '902064', [{ ...noMotion, ts: 1_442_068_686_579, lat: 42.06288, lng: -88.23412, altitude: 224 }], [{ ts: 1_442_068_686_579, hdop: 6 }]],
    [4, '353861053849681', [{ ...noMotion, ts: Date.UTC(2014, 5, 4, 9, 10, 11), lat: 49.60688, lng: 6.15788, altitude: 384.7 }], []],
    [5, '123456', [{ ...noMotion, ts: T1377, lat: 60, lng: 30, heading: 0, altitude: 0 }], [{ ts: T1377, hdop: 0 }]],
    [6, '123456', [{ ...noMotion, ts: T1377, lat: 60, lng: 30, speed: null, altitude: null }], []],
    // No timestamp: the server's time (Traccar: new Date()).
    [7, '123456', [{ ...noMotion, ts: NOW, lat: 60, lng: 30, heading: 0, altitude: 0 }], [{ ts: NOW, vacc: 0, hacc: 0 }]],
    [8, '861001000719969', [{ ...noMotion, ts: NOW, lat: 41.666667, lng: -0.883333, altitude: 350.059479, battery: 87 }], []],
    [9, '123456', [{ ...noMotion, ts: T1377, lat: 60, lng: 30, speed: null, altitude: null }], []],
    // 40 knots = 74.1 km/h.
    [
      10,
      '123456789012345',
      [{ ...noMotion, ts: 1_504_763_810_000, lat: 40.7232948571, lng: -74.0061408571, speed: 74.1, heading: 7.19889788244, altitude: null, ignition: 1 }],
      [{ ts: 1_504_763_810_000, rpm: 933, fuel: 24 }],
    ],
  ];
  it.each(expected)('vector %i (unit %s) → 200 and stored', async (index, imei, stored, extra) => {
    const res = await ingest.app.inject({ method: 'GET', url: DECODER_QUERIES[index].url });
    expect(res.statusCode).toBe(200);
    expect(await positions(imei)).toEqual(stored);
    expect(await attributes(imei)).toEqual(extra);
    expect((await unit(imei)).last_communication_at).toBe(new Date(NOW).toISOString());
  });

  it('vector 1 (no unit id) → 400, as Traccar refuses it', async () => {
    expect(DECODER_QUERIES[1].refused).toBe(true);
    const res = await ingest.app.inject({ method: 'GET', url: DECODER_QUERIES[1].url });
    expect(res.statusCode).toBe(400);
    expect(res.body).toBe('id: is required');
  });
});

describe("Traccar's OsmAnd decoder vectors (JSON, Traccar Client 9)", () => {
  const post = (payload: string) => ingest.app.inject({ method: 'POST', url: '/', payload, headers: { 'content-type': 'application/json' } });
  const still = { motion: false, odometer: 0, event: 'motionchange', charge: false, activity: 'still' };
  it('vector 0: the phone at rest, battery full, its motion, odometer, event and activity kept', async () => {
    expect((await post(DECODER_JSON[0])).statusCode).toBe(200);
    const ts = at('2025-06-15T13:45:12.862Z');
    expect(await positions('48241179')).toEqual([{ ...noMotion, ts, lat: 37.4219983, lng: -122.084, accuracy: 5, altitude: 5, battery: 100 }]);
    // (The library's internal "_" beside the location is not read, as Traccar does not read it.)
    expect(await attributes('48241179')).toEqual([{ ts, ...still }]);
    // The odometer is a machine reading too (distance, from the unit).
    const reading = await world.db
      .selectFrom('asset_readings')
      .selectAll()
      .where('asset_id', '=', world.assets.alpha[1 + (5 % 3)])
      .where('reading', '=', 'distance')
      .executeTakeFirst();
    expect(reading).toMatchObject({ ts, value: 0, source: 'device' });
  });
  it('vector 1: every extra keeps its JSON type', async () => {
    expect((await post(DECODER_JSON[1])).statusCode).toBe(200);
    const [row] = await attributes('48241179');
    expect(row).toMatchObject({
      device_string_test: 'long_device_id',
      device_bool_test: true,
      device_bool_false_test: false,
      device_integer_test: 1,
      device_integer_twelve_test: 12,
      device_double_test: 1.345,
      device_very_long_double_test: 1763636.3442,
    });
  });
  it('vector 2: unknown speed, heading and battery (-1) stay unknown; a mock location is marked', async () => {
    expect((await post(DECODER_JSON[2])).statusCode).toBe(200);
    const ts = at('2025-05-09T04:11:30.579Z');
    expect(await positions('658765')).toEqual([{ ...noMotion, ts, lat: 37.785834, lng: -122.406417, speed: null, accuracy: 5, altitude: 0 }]);
    expect(await attributes('658765')).toEqual([{ ts, ...still, activity: 'unknown', mock: true }]);
  });
  it('vector 3: 18.67 m/s = 67.2 km/h, battery 79 %', async () => {
    expect((await post(DECODER_JSON[3])).statusCode).toBe(200);
    const ts = at('2021-07-21T08:06:34.444Z');
    expect(await positions('8737767034')).toEqual([
      { ...noMotion, ts, lat: -6.1148096, lng: 106.6837015, speed: 67.2, heading: 63, accuracy: 3.8, altitude: 35.7, battery: 79 },
    ]);
    expect((await unit('8737767034')).battery_level).toBe(79);
  });
});

describe('the Traccar Client generations', () => {
  const T = Math.floor(NOW / 1000) - 600;
  it('7.x: the query POSTed with an empty body, alarm=sos → the position and a DeviceAlarm event', async () => {
    const url = `/?id=${IMEI.alpha}&timestamp=${T}&lat=59.3293&lon=18.0686&speed=5.399568&bearing=90.0&altitude=25.0&accuracy=12.0&batt=76.0&alarm=sos`;
    const res = await ingest.app.inject({ method: 'POST', url, payload: '' });
    expect(res.statusCode).toBe(200);
    expect(await positions(IMEI.alpha)).toEqual([
      { ...noMotion, ts: T * 1000, lat: 59.3293, lng: 18.0686, speed: 10, heading: 90, altitude: 25, accuracy: 12, battery: 76 },
    ]);
    const events = await world.db
      .selectFrom('machine_events')
      .select(['event_name', 'ts', 'details'])
      .where('asset_id', '=', world.assets.alpha[0])
      .where('event_name', '=', 'DeviceAlarm')
      .execute();
    expect(events).toEqual([{ event_name: 'DeviceAlarm', ts: T * 1000, details: '{"alarm":"sos"}' }]);
  });
  it('10.x: the SDK’s form POST, its battery extras kept (voltage in volts)', async () => {
    const form = new URLSearchParams({
      id: IMEI.alpha,
      imei: IMEI.alpha,
      lat: '59.3301',
      lon: '18.0712',
      timestamp: String(T + 60),
      accuracy: '8.0',
      altitude: '31.5',
      speed: '2.5',
      bearing: '180.0',
      batt: '64',
      charge: 'true',
      battery_health: 'good',
      battery_voltage: '4012',
      battery_temp: '29.5',
    });
    const res = await ingest.app.inject({
      method: 'POST',
      url: '/',
      payload: form.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(200);
    expect(await positions(IMEI.alpha)).toMatchObject([{ ts: (T + 60) * 1000, lat: 59.3301, lng: 18.0712, speed: 4.6, heading: 180, battery: 64 }]);
    expect(await attributes(IMEI.alpha)).toEqual([
      { ts: (T + 60) * 1000, imei: Number(IMEI.alpha), charge: true, battery_health: 'good', batteryVoltage: 4.012, battery_temp: 29.5 },
    ]);
    const latest = JSON.parse((await unit(IMEI.alpha)).latest_attributes!);
    expect(latest.batteryVoltage).toEqual({ value: 4.012, ts: (T + 60) * 1000 });
  });
  it('10.x with uploadJson: the SDK’s JSON array of its queue, one transaction', async () => {
    const item = (t: number, lat: number) => ({
      id: IMEI.alpha,
      lat,
      lon: 18.07,
      timestamp: t,
      accuracy: 6.0,
      speed: 3.5,
      bearing: 45.0,
      batt: 80,
      charge: false,
    });
    const res = await ingest.app.inject({
      method: 'POST',
      url: '/',
      payload: JSON.stringify([item(T + 120, 59.331), item(T + 180, 59.332)]),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
    expect((await positions(IMEI.alpha)).map((p) => [p.ts, p.lat, p.speed])).toEqual([
      [(T + 120) * 1000, 59.331, 6.5],
      [(T + 180) * 1000, 59.332, 6.5],
    ]);
  });
  it('an SDK array mixing two units is refused whole', async () => {
    const res = await ingest.app.inject({
      method: 'POST',
      url: '/',
      payload: JSON.stringify([
        { id: IMEI.alpha, lat: 59, lon: 18, timestamp: T },
        { id: '902064', lat: 59, lon: 18, timestamp: T },
      ]),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(/one unit/);
    expect(await positions(IMEI.alpha)).toEqual([]);
  });
});
