// The AEMP import reads every public feed shape (tests/fixtures/aemp/README.md: Takeuchi/JCMA,
// Trackunit/Wacker Neuson, MiX.Integrate, Samsara, Bosch BODAS, Bell) and keeps every element each
// lists, with that element's own datetime: read back from asset_readings and engine_hours, and from
// Siteline's own ISO 15143-3 feed, whose every XML page is valid against fleet.xsd. The feed
// publishes only what it has: no snapshot time on a reading, no 0 hours never reported, no
// "Unknown", no fractions of seconds. Bad input is a 400 or a skipped entry, never a 500.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseFeed } from '../../server/src/integrations/aemp/parse.ts';
import { feedSchemaErrors } from '../fixtures/aemp/xsd.ts';
import { bearer, createWorld, type World } from './fixture.ts';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/aemp/${name}`, import.meta.url), 'utf8');
type Body = Record<string, unknown>;
type Machine = Record<string, Body>;

const header = (OEMName: string | null, Model: string | null, EquipmentID: string, SerialNumber: string | null, PIN: string | null) =>
  Object.fromEntries(Object.entries({ OEMName, Model, EquipmentID, SerialNumber, PIN }).filter(([, v]) => v !== null));
const t = (datetime: string, body: Body) => ({ datetime, ...body });

// What Siteline's feed (JSON) must say of each imported machine: every element the fixture lists that
// Siteline keeps, and nothing else (CumulativePowerTakeOffHours, load factor and regeneration hours
// are not kept). Hours are rounded to 2 decimals in the feed.
const EXPECTED: Record<string, Record<string, Machine>> = {
  'takeuchi-jcma.xml': {
    'TK-7001': { EquipmentHeader: header('Takeuchi', 'TB290-2', 'TK-7001', '190500001', '190500001') },
    'TK-7002': {
      EquipmentHeader: header('Takeuchi', 'TB290-2', 'TK-7002', '190500002', '190500002'),
      Location: t('2021-05-20T11:08:34Z', { Latitude: 49.23709, Longitude: 8.093496, Altitude: 258.81, AltitudeUnits: 'metre' }),
      CumulativeOperatingHours: t('2021-05-20T11:06:12Z', { Hour: 233.7 }),
      EngineStatus: t('2021-05-20T10:37:57Z', { Running: true }),
      FuelUsed: t('2021-05-20T10:53:34Z', { FuelUnits: 'litre', FuelConsumed: 1560 }),
      FuelRemaining: t('2021-05-20T10:53:35Z', { Percent: 62.4 }),
    },
    'TK-7003': {
      EquipmentHeader: header('Takeuchi', null, 'TK-7003', null, null),
      Location: t('2021-05-20T11:07:43Z', { Latitude: 47.95969, Longitude: 7.755641, Altitude: 0, AltitudeUnits: 'metre' }),
      CumulativeOperatingHours: t('2021-05-20T11:03:24Z', { Hour: 654.1 }),
      DEFRemaining: t('2021-05-20T10:55:24Z', { Percent: 64 }),
      EngineStatus: t('2021-05-20T11:07:40Z', { Running: false }),
      FuelUsed: t('2021-05-20T10:55:23Z', { FuelUnits: 'litre', FuelConsumed: 6558 }),
      FuelRemaining: t('2021-05-20T10:55:24Z', { Percent: 100 }),
    },
  },
  'trackunit-wacker-neuson.xml': {
    '850 Kramer TK-1': {
      EquipmentHeader: header('Kramer', null, '850 Kramer TK-1', '900001', null),
      Location: t('2021-05-05T13:58:31Z', { Latitude: 50.956158333333335, Longitude: 12.460851666666667 }),
      CumulativeOperatingHours: t('2021-05-05T13:58:31Z', { Hour: 1937.23 }),
      Distance: t('2021-05-05T13:58:31Z', { OdometerUnits: 'kilometre', Odometer: 5220 }),
      EngineStatus: t('2021-05-05T13:58:31Z', { Running: false }),
    },
    'Seither Kramer TK-2': {
      EquipmentHeader: header(null, null, 'Seither Kramer TK-2', '900002', null),
      Location: t('2021-05-05T13:56:38Z', { Latitude: 51.174283333333335, Longitude: 14.011806666666667, Altitude: 295, AltitudeUnits: 'metre' }),
      CumulativeOperatingHours: t('2021-05-05T13:53:53Z', { Hour: 117.6 }),
      DEFRemaining: t('2021-04-30T11:00:03Z', { Percent: 100 }),
      Distance: t('2021-05-05T13:50:10Z', { OdometerUnits: 'kilometre', Odometer: 155.3 }),
      EngineStatus: t('2021-05-05T13:53:53Z', { Running: true }),
      FuelRemaining: t('2021-05-05T13:39:50Z', { Percent: 57.2 }),
    },
    'WN EZ17 TK-3': {
      EquipmentHeader: header('Wacker Neuson', 'EZ17', 'WN EZ17 TK-3', '900003', 'WNCE1701PAL000003'),
      Location: t('2021-05-05T13:47:54Z', { Latitude: 49.00478, Longitude: 8.469968333333334, Altitude: 120, AltitudeUnits: 'metre' }),
      // P13DT0H25M59.999S
      CumulativeOperatingHours: t('2021-05-05T13:47:54Z', { Hour: 312.43 }),
      Distance: t('2021-05-05T13:47:54Z', { OdometerUnits: 'kilometre', Odometer: 380.4 }),
      EngineStatus: t('2021-05-05T13:47:54Z', { Running: false }),
    },
  },
  'mix-integrate.xml': {
    'MIX-0001': {
      EquipmentHeader: header('FORD', 'F-150', 'MIX-0001', 'MIX0001', '1C3CCCAB8FN540394'),
      Location: t('2021-06-01T07:59:12Z', { Latitude: 16.927989342, Longitude: -124.40205794, Altitude: 742, AltitudeUnits: 'metre' }),
      CumulativeOperatingHours: t('2021-06-01T07:58:00Z', { Hour: 42038.42 }),
      FuelUsed: t('2021-06-01T07:58:00Z', { FuelUnits: 'litre', FuelConsumed: 74 }),
      FuelUsedLast24: t('2021-06-01T00:00:00Z', { FuelUnits: 'litre', FuelConsumed: 31 }),
      Distance: t('2021-06-01T07:57:30Z', { OdometerUnits: 'kilometre', Odometer: 72379.12 }),
      CumulativeIdleHours: t('2021-06-01T07:56:00Z', { Hour: 1003.89 }),
      FuelRemaining: t('2021-06-01T07:55:00Z', { Percent: 46.8 }),
      DEFRemaining: t('2021-06-01T07:54:00Z', { Percent: 68.2 }),
      EngineStatus: t('2021-06-01T07:53:00Z', { EngineNumber: '18WVJ90831', Running: true }),
      CumulativeLoadCount: t('2021-06-01T07:51:00Z', { Count: 7013 }),
      CumulativePayloadTotals: t('2021-06-01T07:50:00Z', { PayloadUnits: 'kilogram', Payload: 201.1 }),
    },
  },
  'samsara.json': {
    'SAM-494123': {
      EquipmentHeader: header('Bobcat', 'S630 T4', 'SAM-494123', '8V8WD530FLN099001', '8V8WD530FLN099001'),
      Location: t('2021-06-13T19:08:25Z', { Latitude: 39.74, Longitude: -104.99 }),
      CumulativeOperatingHours: t('2021-06-13T19:05:00Z', { Hour: 1234.5 }),
      Distance: t('2021-06-13T19:01:00Z', { OdometerUnits: 'kilometre', Odometer: 12 }),
      FuelRemaining: t('2021-06-13T19:02:00Z', { Percent: 81 }),
      DEFRemaining: t('2021-06-13T18:59:00Z', { Percent: 12 }),
      EngineStatus: t('2021-06-13T19:07:00Z', { Running: true }),
    },
    'SAM-494124': {
      EquipmentHeader: header('Bobcat', 'T770', 'SAM-494124', 'AJ5Z11111', 'AJ5Z11111'),
      Location: t('2021-06-13T17:00:00Z', { Latitude: 39.75, Longitude: -105.01 }),
      EngineStatus: t('2021-06-13T16:40:00Z', { Running: false }),
    },
  },
  'bosch-bodas.json': {
    'BODAS-17': {
      EquipmentHeader: header('Hamm', 'HD+ 90i', 'BODAS-17', 'H2170001', 'WHD090IH00170001'),
      Location: t('2021-09-01T11:58:00Z', { Latitude: 48.1374, Longitude: 11.5755, Altitude: 519.5, AltitudeUnits: 'metre' }),
      CumulativeOperatingHours: t('2021-09-01T11:55:00Z', { Hour: 312.43 }),
      FuelUsed: t('2021-09-01T11:50:00Z', { FuelUnits: 'litre', FuelConsumed: 2210.5 }),
      CumulativeIdleHours: t('2021-09-01T11:55:00Z', { Hour: 52.5 }),
      FuelRemaining: t('2021-09-01T11:51:00Z', { Percent: 33 }),
      DEFRemaining: t('2021-09-01T11:52:00Z', { Percent: 71.5 }),
      EngineStatus: t('2021-09-01T11:57:00Z', { EngineNumber: 'D934-11700', Running: true }),
    },
  },
  'bell.xml': {
    'BELL-ADT-45': {
      EquipmentHeader: header('Bell', 'B45E', 'BELL-ADT-45', '1DWB45EX0J0000045', '1DWB45EX0J0000045'),
      Location: t('2021-10-04T05:58:10Z', { Latitude: -26.2041, Longitude: 28.0473, Altitude: 1753, AltitudeUnits: 'metre' }),
      CumulativeOperatingHours: t('2021-10-04T05:40:00Z', { Hour: 8123.4 }),
      FuelUsedLast24: t('2021-10-04T00:00:00Z', { FuelUnits: 'litre', FuelConsumed: 286 }),
      Distance: t('2021-10-04T05:41:00Z', { OdometerUnits: 'kilometre', Odometer: 61234.7 }),
      CumulativeIdleHours: t('2021-10-04T05:40:00Z', { Hour: 1502.25 }),
      EngineStatus: t('2021-10-04T05:57:00Z', { EngineNumber: 'MB-OM460-471123', Running: true }),
      CumulativeLoadCount: t('2021-10-04T05:30:00Z', { Count: 15872 }),
      CumulativePayloadTotals: t('2021-10-04T05:30:00Z', { PayloadUnits: 'tonne', Payload: 612345.5 }),
    },
  },
};

/** The asset_readings rows a machine's expected feed elements stand for: [reading, value, text, datetime]. */
function storedFor(m: Machine): [string, number | null, string | null, string][] {
  const rows: [string, number | null, string | null, string][] = [];
  const of = (name: string, reading: string, value: (b: Body) => number | null, text: (b: Body) => string | null = () => null) => {
    const b = m[name];
    if (b) rows.push([reading, value(b), text(b), b.datetime as string]);
  };
  if (m.Location?.Altitude !== undefined) of('Location', 'altitude', (b) => b.Altitude as number);
  of('CumulativeOperatingHours', 'operatingHours', (b) => b.Hour as number);
  of('FuelUsed', 'fuelUsed', (b) => b.FuelConsumed as number);
  of('FuelUsedLast24', 'fuelUsedLast24', (b) => b.FuelConsumed as number);
  of('Distance', 'distance', (b) => (b.Odometer as number) * 1000);
  of('CumulativeIdleHours', 'idleHours', (b) => b.Hour as number);
  of('FuelRemaining', 'fuelRemainingPercent', (b) => b.Percent as number);
  of('DEFRemaining', 'defRemainingPercent', (b) => b.Percent as number);
  of(
    'EngineStatus',
    'engineRunning',
    (b) => (b.Running ? 1 : 0),
    (b) => (b.EngineNumber as string) ?? null,
  );
  of('CumulativeLoadCount', 'loadCount', (b) => b.Count as number);
  of(
    'CumulativePayloadTotals',
    'payloadTotal',
    (b) => b.Payload as number,
    (b) => b.PayloadUnits as string,
  );
  return rows.sort((a, b) => a[0].localeCompare(b[0]));
}

let world: World;
let admin: string;
let clientToken: string;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => world.app.inject({ method, url, headers: bearer(admin), payload });
const feed = (path: string, accept?: string) =>
  world.app.inject({ method: 'GET', url: `/api/integration/v1/iso15143-3/Fleet/${path}`, headers: { ...bearer(clientToken), ...(accept ? { accept } : {}) } });

async function addIntegration(name: string) {
  const res = await call('PUT', '/api/web/v1/integrations', { integrations: [{ providerId: 'aemp-other', name }] });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { id: number; name: string }[]).find((i) => i.name === name)!.id;
}
const importInto = (id: number, content: string, fileName = 'fleet') =>
  call('POST', `/api/web/v1/integrations/${id}/aemp`, { fileName, content, defaultCategory: 1 });

/** Every page of the feed, walked by its next links: the JSON machines and the XML pages. */
async function walkFeed() {
  const machines = new Map<string, Machine>();
  const xmlPages: string[] = [];
  for (let page = 1; ; page++) {
    const json = (await feed(String(page), 'application/json')).json();
    for (const e of json.Equipment as Machine[]) machines.set((e.EquipmentHeader.EquipmentID as string) ?? '', e);
    xmlPages.push((await feed(String(page))).body);
    if (!(json.Links as { rel: string }[]).some((l) => l.rel === 'next')) break;
  }
  return { machines, xmlPages };
}

beforeAll(async () => {
  world = await createWorld({}, { accounts: true });
  admin = (await world.login('admin@alpha.test')).access_token;
  const client = (await call('POST', '/api/web/v1/integrations/clients', { name: 'Feed reader' })).json().data;
  const token = await world.app.inject({
    method: 'POST',
    url: '/api/auth/v1/token',
    payload: { grant_type: 'client_credentials', client_id: client.clientId, client_secret: client.clientSecret },
  });
  clientToken = token.json().access_token;
});
afterAll(() => world.close());

describe('the public feed shapes', () => {
  it('imports every fixture, each entry read and none skipped', async () => {
    for (const [file, machines] of Object.entries(EXPECTED)) {
      const res = await importInto(await addIntegration(file), fixture(file), file);
      expect(res.statusCode, `${file}: ${res.body}`).toBe(200);
      const n = Object.keys(machines).length;
      expect(res.json().data, file).toMatchObject({ total: n, created: n, skipped: [] });
    }
  });

  it('keeps every element in asset_readings (source aemp) with its own datetime, and the hours in engine_hours', async () => {
    for (const [file, machines] of Object.entries(EXPECTED)) {
      for (const [id, expected] of Object.entries(machines)) {
        const asset = await world.db.selectFrom('assets').select(['id', 'brand', 'model']).where('internal_id', '=', id).executeTakeFirstOrThrow();
        // No placeholder stored either: the brand and model the source did not give stay empty.
        expect([asset.brand, asset.model], `${file} ${id}`).toEqual([expected.EquipmentHeader.OEMName ?? '', expected.EquipmentHeader.Model ?? '']);
        const rows = await world.db
          .selectFrom('asset_readings')
          .select(['reading', 'value', 'text_value', 'ts', 'source'])
          .where('asset_id', '=', asset.id)
          .orderBy('reading')
          .execute();
        const want = storedFor(expected);
        expect(
          rows.map((r) => r.reading),
          `${file} ${id}`,
        ).toEqual(want.map((w) => w[0]));
        rows.forEach((r, i) => {
          const [reading, value, text, datetime] = want[i];
          expect(r.source).toBe('aemp');
          // Within the feed's rounding (2 decimals) and a PostgreSQL real's 24-bit precision.
          expect(Math.abs(r.value! - value!), `${id} ${reading}: ${r.value} vs ${value}`).toBeLessThanOrEqual(Math.max(0.005, Math.abs(value!) * 1e-7));
          expect(r.text_value, `${id} ${reading}`).toBe(text);
          // The element's own time (the feed drops only the fraction of a second).
          expect(Math.floor(Number(r.ts) / 1000) * 1000, `${id} ${reading}`).toBe(Date.parse(datetime));
        });
        const hours = await world.db.selectFrom('engine_hours').select(['hours', 'ts', 'source']).where('asset_id', '=', asset.id).execute();
        const meter = expected.CumulativeOperatingHours;
        expect(hours.length, `${id} engine_hours`).toBe(meter ? 1 : 0);
        if (meter) expect([hours[0].source, Math.floor(Number(hours[0].ts) / 1000) * 1000]).toEqual(['aemp', Date.parse(meter.datetime as string)]);
      }
    }
    // Milliseconds a portal gives are kept as given (Trackunit's DEF reading).
    const tk2 = await world.db
      .selectFrom('asset_readings as r')
      .innerJoin('assets as a', 'a.id', 'r.asset_id')
      .select('r.ts')
      .where('a.internal_id', '=', 'Seither Kramer TK-2')
      .where('r.reading', '=', 'defRemainingPercent')
      .executeTakeFirstOrThrow();
    expect(Number(tk2.ts)).toBe(Date.parse('2021-04-30T11:00:03.001Z'));
  });

  it('republishes exactly those elements in the feed, each with its datetime, every XML page valid against fleet.xsd', async () => {
    const { machines, xmlPages } = await walkFeed();
    for (const [file, expected] of Object.entries(EXPECTED)) {
      for (const [id, machine] of Object.entries(expected)) expect(machines.get(id), `${file} ${id}`).toEqual(machine);
    }
    for (const [i, xml] of xmlPages.entries()) {
      expect(await feedSchemaErrors(xml, `page-${i + 1}.xml`)).toEqual([]);
      expect(xml).not.toMatch(/\d{2}:\d{2}:\d{2}\.\d+Z/);
      expect(xml).not.toMatch(/>(Unknown|N\/A|missing)</);
    }
    // The XML says what the JSON says: the same machines and elements read back through the importer.
    const reread = xmlPages.flatMap((xml) => parseFeed(xml).fleet.equipment);
    const mix = reread.find((e) => e.equipmentId === 'MIX-0001')!;
    expect(mix.engineStatus).toEqual({ value: { running: true, engineNumber: '18WVJ90831' }, at: '2021-06-01T07:53:00.000Z' });
    expect(mix.payloadTotal).toEqual({ value: { amount: 201.1, unit: 'kilogram' }, at: '2021-06-01T07:50:00.000Z' });
    expect(mix.odometerKm?.value).toBe(72379.12);
  });

  it('the schema is a real check: it refuses milliseconds, a reading without its value, an invented element', async () => {
    const { xmlPages } = await walkFeed();
    const page = xmlPages[0];
    expect(await feedSchemaErrors(page.replace(/datetime="([^"]+)Z"/, 'datetime="$1.243Z"'))).not.toEqual([]);
    expect(await feedSchemaErrors(page.replace(/<Hour>[^<]*<\/Hour>/, ''))).not.toEqual([]);
    expect(await feedSchemaErrors(page.replace('<EquipmentHeader>', '<Colour>yellow</Colour><EquipmentHeader>'))).not.toEqual([]);
  });
});

describe('the feed publishes only what it has', () => {
  it('hours from the latest engine_hours reading and its time; none without a reading; no "Unknown"; a unit’s odometer', async () => {
    const [withHours, without, odometer] = world.assets.alpha;
    await world.db.deleteFrom('engine_hours').where('asset_id', 'in', [withHours, without]).execute();
    await world.db
      .insertInto('engine_hours')
      .values([
        {
          asset_id: withHours,
          company_id: world.companies.alpha,
          ts: Date.parse('2026-11-01T08:00:00.250Z'),
          hours: 10,
          source: 'device',
          device_id: null,
          user_id: null,
        },
        {
          asset_id: withHours,
          company_id: world.companies.alpha,
          ts: Date.parse('2026-11-02T09:30:00.750Z'),
          hours: 12.5,
          source: 'calibration',
          device_id: null,
          user_id: null,
        },
      ])
      .execute();
    // The hour meter column says something else: the feed publishes the reading, not the column.
    await world.db.updateTable('assets').set({ engine_hours: 99 }).where('id', 'in', [withHours, without]).execute();
    // A machine an earlier import created with the old placeholder brand and model.
    await world.db
      .updateTable('assets')
      .set({ brand: 'Unknown', model: 'Unknown', integration_source: 'AEMP', readonly_field_names: '["Name"]' })
      .where('id', '=', without)
      .execute();
    await world.db
      .insertInto('asset_readings')
      .values({
        asset_id: odometer,
        reading: 'distance',
        company_id: world.companies.alpha,
        ts: Date.parse('2026-11-03T10:00:00.5Z'),
        value: 123_456,
        text_value: null,
        source: 'device',
      })
      .onConflict((oc) => oc.columns(['asset_id', 'reading']).doUpdateSet({ value: 123_456 }))
      .execute();
    const internal = async (id: number) =>
      (await world.db.selectFrom('assets').select('internal_id').where('id', '=', id).executeTakeFirstOrThrow()).internal_id;

    const { machines, xmlPages } = await walkFeed();
    expect(machines.get(await internal(withHours))!.CumulativeOperatingHours).toEqual({ datetime: '2026-11-02T09:30:00Z', Hour: 12.5 });
    const bare = machines.get(await internal(without))!;
    expect(bare.CumulativeOperatingHours).toBeUndefined();
    expect(bare.EquipmentHeader.OEMName).toBeUndefined();
    expect(bare.EquipmentHeader.Model).toBeUndefined();
    expect(machines.get(await internal(odometer))!.Distance).toEqual({ datetime: '2026-11-03T10:00:00Z', OdometerUnits: 'kilometre', Odometer: 123.46 });
    for (const xml of xmlPages) expect(await feedSchemaErrors(xml)).toEqual([]);
    const json = (await feed('1', 'application/json')).json();
    expect(json.snapshotTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(json.version).toBe('1');
  });
});

describe('bounded and tolerant reading', () => {
  it('reads the casing, namespace and root variants alike', () => {
    const jcma = parseFeed(fixture('takeuchi-jcma.xml')).fleet;
    expect(jcma.version).toBe('20190501');
    expect(jcma.links.map((l) => l.rel)).toEqual(['self', 'last']);
    const bodas = parseFeed(fixture('bosch-bodas.json')).fleet;
    expect(bodas.links.map((l) => l.rel)).toEqual(['self', 'last']);
    expect(bodas.snapshotTime).toBe('2021-09-01T12:00:00.000Z');
    // An array of equipment entries (no fleet object around them) reads too.
    const loose = parseFeed(
      JSON.stringify([{ EquipmentHeader: { EquipmentID: 'X-1' }, cumulativeoperatinghours: { DateTime: '2021-01-01T00:00:00Z', HOUR: 'PT90M' } }]),
    );
    expect(loose.fleet.equipment[0].operatingHours).toEqual({ value: 1.5, at: '2021-01-01T00:00:00.000Z' });
  });

  it('keeps fault codes a portal adds to the snapshot (asset_readings, not the snapshot feed)', async () => {
    const id = await addIntegration('Faults');
    const doc = {
      Equipment: [
        {
          EquipmentHeader: { EquipmentID: 'FAULTY-1' },
          FaultCodes: {
            FaultCode: [
              { datetime: '2021-02-01T10:00:00Z', CodeIdentifier: '3251-0', CodeDescription: 'DPF pressure high', CodeSeverity: '2', CodeSource: 'ECM' },
              { datetime: '2021-02-02T10:00:00Z', CodeIdentifier: '100-1', CodeSeverity: 'N/A' },
            ],
          },
        },
      ],
    };
    expect((await importInto(id, JSON.stringify(doc))).json().data).toMatchObject({ created: 1, skipped: [] });
    const row = await world.db
      .selectFrom('asset_readings as r')
      .innerJoin('assets as a', 'a.id', 'r.asset_id')
      .select(['r.ts', 'r.text_value', 'r.value'])
      .where('a.internal_id', '=', 'FAULTY-1')
      .where('r.reading', '=', 'faultCodes')
      .executeTakeFirstOrThrow();
    expect(Number(row.ts)).toBe(Date.parse('2021-02-02T10:00:00Z'));
    expect(JSON.parse(row.text_value!)).toEqual([
      { code: '3251-0', description: 'DPF pressure high', severity: '2', source: 'ECM', at: '2021-02-01T10:00:00.000Z' },
      { code: '100-1', description: null, severity: null, source: null, at: '2021-02-02T10:00:00.000Z' },
    ]);
    const { machines } = await walkFeed();
    expect(Object.keys(machines.get('FAULTY-1')!)).toEqual(['EquipmentHeader']);
  });

  it('skips an entry it cannot read, naming why, and refuses a file that is no fleet with a 400', async () => {
    const id = await addIntegration('Bad values');
    const entry = (i: number, extra: Body) => ({ EquipmentHeader: { EquipmentID: `BAD-${i}` }, ...extra });
    const doc = [
      entry(1, { CumulativeOperatingHours: { datetime: '2021-01-01T00:00:00Z', Hour: 'P1Y' } }),
      entry(2, { EngineStatus: { datetime: '2021-01-01T00:00:00Z', Running: 'maybe' } }),
      entry(3, { CumulativeIdleHours: { datetime: '2021-01-01T00:00:00Z', Hour: 'PT' } }),
      entry(4, { Distance: { datetime: 'yesterday', Odometer: 4 } }),
      entry(5, { CumulativePayloadTotals: { datetime: '2021-01-01T00:00:00Z', Payload: 5, PayloadUnits: 'bushel' } }),
      entry(6, { CumulativeLoadCount: { Count: 6 } }),
      entry(7, { CumulativeOperatingHours: { datetime: '2021-01-01T00:00:00Z', Hour: `P${'9'.repeat(200)}D` } }),
      entry(8, { CumulativeOperatingHours: { datetime: '2021-01-01T00:00:00Z', Hour: 'PT1H' } }),
    ];
    const res = await importInto(id, JSON.stringify(doc));
    expect(res.statusCode, res.body).toBe(200);
    const summary = res.json().data;
    expect(summary).toMatchObject({ total: 8, created: 1 });
    expect(summary.skipped.map((s: { index: number; reason: string }) => [s.index, s.reason.split(' ')[0]])).toEqual([
      [1, 'CumulativeOperatingHours'],
      [2, 'EngineStatus'],
      [3, 'CumulativeIdleHours'],
      [4, 'Distance'],
      [5, 'CumulativePayloadTotals'],
      [6, 'CumulativeLoadCount'],
      [7, 'CumulativeOperatingHours'],
    ]);
    expect(summary.skipped[0].reason).toContain('duration');

    for (const [content, message] of [
      ['[1, 2]', 'neither fleets nor equipment'],
      ['{"Fleet": 3}', 'not an ISO 15143-3 fleet snapshot'],
      ['"Fleet"', 'neither XML nor JSON'],
      [JSON.stringify(Array.from({ length: 1001 }, (_, i) => entry(i, {}))), 'at most 1000'],
      [JSON.stringify([{ links: [], equipment: Array.from({ length: 1001 }, (_, i) => entry(i, {})) }]), 'at most 1000'],
    ]) {
      const refused = await importInto(id, content);
      expect(refused.statusCode, content.slice(0, 40)).toBe(400);
      expect(refused.json().error.fields.content[0]).toContain(message);
    }
    expect((await importInto(id, '[]')).json().data).toMatchObject({ total: 0 });
  });
});
