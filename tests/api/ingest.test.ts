// The OsmAnd ingest, through Fastify inject on the ingest app (and once over a real socket on port 0):
// what a real unit sends is stored and acknowledged only after the commit; hostile input gets a 400
// and a counter, never a 500, never a half-written row; repeats change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIngest, type Ingest } from '../../server/src/telemetry/ingest.ts';
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

const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);
const send = (url: string, init: { method?: 'GET' | 'POST'; payload?: string; headers?: Record<string, string> } = {}) =>
  ingest.app.inject({ method: init.method ?? 'GET', url, payload: init.payload, headers: init.headers });

const footprint = () => pipelineFootprint(world.db);

describe('what a unit sends', () => {
  it('stores a Traccar Client query report (speed in knots) and answers 200 after the commit', async () => {
    const ts = seconds('2026-11-18T08:00:00Z');
    const res = await send(
      `/?id=${IMEI.alpha}&timestamp=${ts}&lat=59.0003&lon=18.0004&speed=10&bearing=45&altitude=31&accuracy=4&batt=87&ignition=true&hours=1010.5&din1=1&power=27.9`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
    const row = await world.db
      .selectFrom('telemetry_positions')
      .selectAll()
      .where('asset_id', '=', world.assets.alpha[0])
      .where('ts', '=', ts * 1000)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      lat: 59.0003,
      lng: 18.0004,
      speed: 18.5,
      heading: 45,
      altitude: 31,
      accuracy: 4,
      battery: 87,
      ignition: 1,
      hours: 1010.5,
      din1: 1,
      ext_voltage: 27.9,
      valid: 1,
    });
    const device = await world.db
      .selectFrom('devices')
      .select(['last_communication_at', 'last_position_at', 'battery_level'])
      .where('id', '=', world.devices.alpha)
      .executeTakeFirstOrThrow();
    expect(device).toEqual({ last_communication_at: new Date(NOW).toISOString(), last_position_at: '2026-11-18T08:00:00.000Z', battery_level: 87 });
    const latest = await world.db.selectFrom('asset_positions').selectAll().where('asset_id', '=', world.assets.alpha[0]).executeTakeFirstOrThrow();
    expect(latest).toMatchObject({ lat: 59.0003, lng: 18.0004, asset_time: '2026-11-18T08:00:00.000Z', location_place_id: world.places.depot });
  });

  it('stores a form-encoded POST and a Traccar Client 9 JSON report (speed in m/s), with ISO times', async () => {
    const form = await send('/', {
      method: 'POST',
      payload: `id=${IMEI.alpha}&timestamp=2026-11-18T08:01:00Z&lat=59.0004&lon=18.0005&speed=0&ignition=true`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode).toBe(200);
    const json = await send('/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        device_id: IMEI.alpha,
        location: {
          timestamp: '2026-11-18T08:02:00.000Z',
          coords: { latitude: 59.0005, longitude: 18.0006, speed: 5, heading: -1, accuracy: 5, altitude: 30 },
          is_moving: true,
          battery: { level: 0.8, is_charging: false },
          extras: { ignition: true, din2: 1 },
        },
      }),
    });
    expect(json.statusCode).toBe(200);
    const rows = await world.db
      .selectFrom('telemetry_positions')
      .select(['ts', 'speed', 'heading', 'battery', 'din2'])
      .where('asset_id', '=', world.assets.alpha[0])
      .where('ts', '>', Date.parse('2026-11-18T08:00:30Z'))
      .orderBy('ts')
      .execute();
    expect(rows).toEqual([
      { ts: Date.parse('2026-11-18T08:01:00Z'), speed: 0, heading: null, battery: null, din2: null },
      { ts: Date.parse('2026-11-18T08:02:00Z'), speed: 18, heading: null, battery: 80, din2: 1 },
    ]);
  });

  it('accepts the unit by serial number too, and "yyyy-MM-dd HH:mm:ss" times (UTC)', async () => {
    const res = await send(`/?id=TU6000001&timestamp=2026-11-18+08:03:00&lat=59.0005&lon=18.0006`);
    expect(res.statusCode).toBe(200);
    expect(await world.db.selectFrom('telemetry_positions').select('ts').where('ts', '=', Date.parse('2026-11-18T08:03:00Z')).executeTakeFirst()).toBeDefined();
  });

  it('acknowledges a repeat without writing anything again (idempotent on unit + time)', async () => {
    const url = `/?id=${IMEI.alpha}&timestamp=${seconds('2026-11-18T08:04:00Z')}&lat=59.0006&lon=18.0007&ignition=false`;
    expect((await send(url)).statusCode).toBe(200);
    const before = await footprint();
    const duplicates = ingest.counters.duplicate;
    expect((await send(url)).statusCode).toBe(200);
    expect(await footprint()).toEqual(before);
    expect(ingest.counters.duplicate).toBe(duplicates + 1);
  });

  it('keeps a late report for the track without re-deriving anything', async () => {
    const before = await footprint();
    const res = await send(`/?id=${IMEI.alpha}&timestamp=${seconds('2026-11-18T07:59:00Z')}&lat=59.0002&lon=18.0003&ignition=true`);
    expect(res.statusCode).toBe(200);
    const after = await footprint();
    expect(after.telemetry_positions).toBe(before.telemetry_positions + 1);
    expect({ ...after, telemetry_positions: 0 }).toEqual({ ...before, telemetry_positions: 0 });
  });

  it('moves the machine on the map: the positions/latest call shows the report', async () => {
    const ts = seconds('2026-11-18T09:00:00Z');
    expect((await send(`/?id=${IMEI.alpha}&timestamp=${ts}&lat=59.0001&lon=18.0001`)).statusCode).toBe(200);
    const token = (await world.login('owner@alpha.test')).access_token;
    const res = await world.app.inject({ url: `/api/web/v1/assets/${world.assets.alpha[0]}/positions/latest`, headers: { authorization: `Bearer ${token}` } });
    expect(res.json().data).toMatchObject({ lat: 59.0001, long: 18.0001, utcTime: '2026-11-18T09:00:00.000Z' });
  });
});

describe('hostile input', () => {
  const t = seconds('2026-11-18T10:00:00Z');
  const cases: [string, string, string][] = [
    ['no id', `/?timestamp=${t}&lat=59&lon=18`, 'missing_id'],
    ['an id with spaces', `/?id=abc%20def&lat=59&lon=18`, 'bad_id'],
    ['an id of 65 characters', `/?id=${'1'.repeat(65)}&lat=59&lon=18`, 'bad_id'],
    ['an unknown unit', `/?id=123456789&timestamp=${t}&lat=59&lon=18`, 'unknown_device'],
    ['a unit on the shelf', `/?id=${IMEI.spare}&timestamp=${t}&lat=59&lon=18`, 'not_installed'],
    ['latitude 91', `/?id=${IMEI.alpha}&timestamp=${t}&lat=91&lon=18`, 'bad_position'],
    ['longitude -181', `/?id=${IMEI.alpha}&timestamp=${t}&lat=59&lon=-181`, 'bad_position'],
    ['latitude NaN', `/?id=${IMEI.alpha}&timestamp=${t}&lat=NaN&lon=18`, 'bad_position'],
    ['latitude Infinity', `/?id=${IMEI.alpha}&timestamp=${t}&lat=Infinity&lon=18`, 'bad_position'],
    ['latitude without longitude', `/?id=${IMEI.alpha}&timestamp=${t}&lat=59`, 'bad_position'],
    // No time is refused for the unit's clock (clockPolicy.ts; ingestClients.test.ts), an impossible one is.
    ['February 30', `/?id=${IMEI.alpha}&timestamp=2026-02-30T10:00:00Z&lat=59&lon=18`, 'bad_time'],
    ['31 April in the spaced form', `/?id=${IMEI.alpha}&timestamp=2026-04-31%2010:00:00&lat=59&lon=18`, 'bad_time'],
    ['hour 24', `/?id=${IMEI.alpha}&timestamp=2026-11-18T24:00:00Z&lat=59&lon=18`, 'bad_time'],
    ['a hexadecimal latitude', `/?id=${IMEI.alpha}&timestamp=${t}&lat=0x10&lon=18`, 'bad_position'],
    ['a hexadecimal speed', `/?id=${IMEI.alpha}&timestamp=${t}&lat=59&lon=18&speed=0x10`, 'bad_value'],
    ['a binary hour meter', `/?id=${IMEI.alpha}&timestamp=${t}&lat=59&lon=18&hours=0b101`, 'bad_value'],
    ['a time that is not one', `/?id=${IMEI.alpha}&timestamp=tomorrow&lat=59&lon=18`, 'bad_time'],
    ['an ISO time that is not one', `/?id=${IMEI.alpha}&timestamp=2026-13-45T99:99:99Z&lat=59&lon=18`, 'bad_time'],
    ['speed 2000 knots', `/?id=${IMEI.alpha}&timestamp=${t}&lat=59&lon=18&speed=2000`, 'bad_value'],
    ['bearing 400', `/?id=${IMEI.alpha}&timestamp=${t}&lat=59&lon=18&bearing=400`, 'bad_value'],
    ['ignition=maybe', `/?id=${IMEI.alpha}&timestamp=${t}&lat=59&lon=18&ignition=maybe`, 'bad_value'],
    ['hours=-5', `/?id=${IMEI.alpha}&timestamp=${t}&lat=59&lon=18&hours=-5`, 'bad_value'],
    ['power=1e9', `/?id=${IMEI.alpha}&timestamp=${t}&lat=59&lon=18&power=1e9`, 'bad_value'],
    ['a 300-character value', `/?id=${IMEI.alpha}&timestamp=${t}&lat=59&lon=18&note=${'x'.repeat(300)}`, 'bad_value'],
    ['70 fields', `/?id=${IMEI.alpha}&${Array.from({ length: 70 }, (_, i) => `k${i}=1`).join('&')}`, 'too_many_fields'],
  ];
  it.each(cases)('%s → 400, counted, nothing written', async (_, url, reason) => {
    const before = await footprint();
    const counted = ingest.counters.rejected[reason as keyof typeof ingest.counters.rejected] ?? 0;
    const res = await send(url);
    expect(res.statusCode).toBe(400);
    expect(ingest.counters.rejected[reason as keyof typeof ingest.counters.rejected]).toBe(counted + 1);
    expect(await footprint()).toEqual(before);
  });

  const jsonCases: [string, string][] = [
    ['not JSON', '{"device_id":'],
    ['an array', '[1,2,3]'],
    ['no location', `{"device_id":"${IMEI.alpha}"}`],
    ['coordinates as objects', `{"device_id":"${IMEI.alpha}","location":{"timestamp":"2026-11-18T10:00:00Z","coords":{"latitude":{"a":1},"longitude":18}}}`],
    ['an id that is a number array', `{"device_id":[1],"location":{"timestamp":"2026-11-18T10:00:00Z"}}`],
    [
      '100 extras',
      `{"device_id":"${IMEI.alpha}","location":{"timestamp":"2026-11-18T10:00:00Z","extras":{${Array.from({ length: 100 }, (_, i) => `"k${i}":1`).join(',')}}}}`,
    ],
  ];
  it.each(jsonCases)('JSON with %s → 400, nothing written', async (_, payload) => {
    const before = await footprint();
    const res = await send('/', { method: 'POST', payload, headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(await footprint()).toEqual(before);
  });

  it('refuses a body over 16 KB with a 4xx', async () => {
    const res = await send('/', {
      method: 'POST',
      payload: `id=${IMEI.alpha}&pad=${'x'.repeat(20_000)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  it('answers random bytes with a 400, never a 500', async () => {
    for (let i = 0; i < 50; i++) {
      const bytes = Buffer.from(Array.from({ length: 64 }, (_, j) => (i * 31 + j * 17) % 256));
      const res = await send('/?' + encodeURIComponent(bytes.toString('latin1')), {
        method: 'POST',
        payload: bytes.toString('latin1'),
        headers: { 'content-type': 'application/octet-stream' },
      });
      expect(res.statusCode).toBe(400);
    }
  });

  it('3,000 fuzzed requests through the door (every method, content type and shape): never a 5xx', async () => {
    let seed = 25;
    const rand = (n: number) => ((seed = (seed * 1_103_515_245 + 12_345) >>> 0) >>> 8) % n;
    const pick = <T>(list: readonly T[]) => list[rand(list.length)];
    const keys = ['id', 'timestamp', 'lat', 'lon', 'speed', 'alarm', 'valid', 'hours', 'rpm', 'cell', 'device_id', 'location'];
    const values = ['', IMEI.alpha, '59.1', '-0', '1e3', '0x10', '2026-02-30T10:00:00Z', String(t), 'sos', '%00', '{"a":1}', '[]', '9'.repeat(40), 'true'];
    const types = ['application/json', 'application/x-www-form-urlencoded', 'text/plain', 'application/octet-stream', 'multipart/form-data; boundary=x'];
    const statuses = new Map<number, number>();
    for (let i = 0; i < 3000; i++) {
      const noise = Array.from({ length: rand(8) }, () => `${pick(keys)}=${encodeURIComponent(pick(values))}`).join('&');
      // Every fifth request a real report with a random extra (which may be garbage: extras never refuse it).
      const fields =
        i % 5 === 0
          ? `id=${IMEI.alpha}&timestamp=${t + 3600 + i}&lat=59.01&lon=18.01&${pick(['rpm', 'cell', 'alarm', 'x'])}=${encodeURIComponent(pick(values))}`
          : noise;
      const json = JSON.stringify(
        pick([
          { device_id: IMEI.alpha, location: { timestamp: pick(values), coords: { latitude: pick(values) } } },
          [{ id: IMEI.alpha, lat: pick(values) }],
          { id: pick(values) },
          pick(values),
        ]),
      );
      const res =
        i % 5 === 0
          ? await send(`/?${fields}`)
          : await send(rand(2) ? `/?${fields}` : '/', {
              method: pick(['GET', 'POST'] as const),
              payload: rand(2) ? json : fields,
              headers: { 'content-type': pick(types) },
            });
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
    }
    expect([...statuses.keys()].filter((status) => status >= 500)).toEqual([]);
    // The generator reaches the stored path too (some requests are a real report).
    expect(statuses.get(200) ?? 0).toBeGreaterThanOrEqual(600);
  });

  it('shows the counters on /health', async () => {
    const health = (await send('/health')).json();
    expect(health.status).toBe('ok');
    expect(health.counters.rejected.unknown_device).toBeGreaterThanOrEqual(1);
    expect(health.counters.accepted).toBeGreaterThanOrEqual(1);
  });
});

describe('a batch that cannot be committed', () => {
  it('answers 503 (retry) and acknowledges nothing', async () => {
    const broken = await createIngest(world.db, {
      clock: () => NOW,
      ignitionRulesFor: async () => {
        throw new Error('disk full');
      },
      log: { warn: () => {}, error: () => {} },
    });
    const before = await footprint();
    const res = await broken.app.inject({ url: `/?id=${IMEI.alpha}&timestamp=${seconds('2026-11-18T11:00:00Z')}&lat=59&lon=18` });
    expect(res.statusCode).toBe(503);
    expect(await footprint()).toEqual(before);
    expect(broken.counters.failedBatches).toBe(1);
    await broken.close();
  });
});

describe('over a real socket', () => {
  it('listens on the port it is given (0: any free one) and stores a report', async () => {
    const own = await createIngest(world.db, { clock: () => NOW });
    await own.app.listen({ port: 0, host: '127.0.0.1' });
    const address = own.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const res = await fetch(`http://127.0.0.1:${port}/?id=${IMEI.beta}&timestamp=${seconds('2026-11-18T11:30:00Z')}&lat=59.0001&lon=18.0001`);
    expect(res.status).toBe(200);
    expect(await world.db.selectFrom('telemetry_positions').select('asset_id').where('device_id', '=', world.devices.beta).executeTakeFirst()).toEqual({
      asset_id: world.assets.beta[0],
    });
    await own.close();
  });
});
