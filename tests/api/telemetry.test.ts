// The machine panel's telemetry calls over the recorded world of telemetryFixture.ts: what each
// answers, that the answers agree with each other (hours in History = the sessions; an entry event
// = the first fix inside the geofence), tenant isolation, and bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from './fixture.ts';
import { createTelemetryWorld, GEO, type TelemetryWorld } from './telemetryFixture.ts';
import { positions as readPositions, assetOf } from '../../server/src/telemetry/read.ts';
import { zonedIso } from '../../server/src/telemetry/time.ts';
import {
  AssetSessions,
  EngineSession,
  KpiTypeEnum,
  RegisterValueTypeEnum,
  RunningTypeEnum,
  SessionKpi,
} from '../../server/src/routes/assets/telemetry.schemas.ts';

let world: TelemetryWorld;
const tokens = { alpha: '', beta: '' };
let A1: number;

beforeAll(async () => {
  world = await createTelemetryWorld();
  tokens.alpha = (await world.login('owner@alpha.test')).access_token;
  tokens.beta = (await world.login('owner@beta.test')).access_token;
  A1 = world.assets.alpha[0];
});
afterAll(() => world.close());

const get = (url: string, token = tokens.alpha) => world.app.inject({ method: 'GET', url: `/api/web/v1/assets/${url}`, headers: bearer(token) });
const events = (id: number, body: object, token = tokens.alpha) =>
  world.app.inject({ method: 'POST', url: `/api/web/v1/assets/${id}/events`, headers: bearer(token), payload: body });
const MON = '2026-11-16';
const TUE = '2026-11-17';

describe('GET history', () => {
  it('gives Production / EngineTime / Idle per machine day and in total, and the machine hours', async () => {
    const res = await get(`${A1}/history?StartDateMachineTime=${MON}&EndDateMachineTime=2026-11-22`);
    expect(res.statusCode).toBe(200);
    const h = res.json().data;
    // The machine's zone names whose days these are (the History tab starts from its today).
    expect(h).toMatchObject({
      assetId: A1,
      machineTimeZone: 'Europe/Stockholm',
      startDateMachineTime: MON,
      endDateMachineTime: '2026-11-22',
      hasActivity: true,
    });
    expect(h.days.map((d: { dayMachineTime: string }) => d.dayMachineTime)).toEqual([MON, TUE]);
    // Monday: 5 h + 4 h engine, 20 min idle; Tuesday: 45 min engine, all idle.
    expect(h.days[0].kpis).toEqual([
      { kpiType: 'Production', nameFormatted: 'Production', valueSeconds: 31200, valueFormatted: '8 h 40 min' },
      { kpiType: 'EngineTime', nameFormatted: 'Engine time', valueSeconds: 32400, valueFormatted: '9 h' },
      { kpiType: 'Idle', nameFormatted: 'Idle', valueSeconds: 1200, valueFormatted: '20 min' },
    ]);
    expect(h.days[1].kpis.map((k: { valueSeconds: number }) => k.valueSeconds)).toEqual([0, 2700, 2700]);
    expect(h.kpis.map((k: { valueSeconds: number }) => k.valueSeconds)).toEqual([31200, 35100, 3900]);
    expect(h.hoursInRange).toBeCloseTo(9.75, 6);
    expect(h.hoursInRangeFormatted).toBe('9.7 h');
    expect(h.totalMachineHours).toBe(1009.75);
    expect(h.totalMachineHoursFormatted).toBe('1009.7 h');
  });

  it('answers an empty range with no days but the machine still has activity', async () => {
    const h = (await get(`${A1}/history?StartDateMachineTime=2026-10-01&EndDateMachineTime=2026-10-07`)).json().data;
    expect(h).toMatchObject({ hasActivity: true, days: [], hoursInRange: 0 });
  });

  it('says a machine without any telemetry has no activity', async () => {
    const h = (await get(`${world.assets.alpha[1]}/history`)).json().data;
    expect(h).toMatchObject({ hasActivity: false, days: [], totalMachineHours: null });
  });
});

type Schema = { $ref?: string; anyOf?: Schema[]; type?: string; enum?: unknown[]; items?: Schema; properties?: Record<string, Schema>; required?: string[] };
const SCHEMAS = [KpiTypeEnum, RegisterValueTypeEnum, RunningTypeEnum, SessionKpi, EngineSession, AssetSessions] as unknown as Schema[];

/** Where `value` breaks `schema` (the subset of JSON Schema the telemetry answers use), as paths. */
function mismatches(schema: Schema, value: unknown, at: string): string[] {
  if (schema.$ref)
    return mismatches(
      SCHEMAS.find((s) => (s as { $id?: string }).$id === schema.$ref)!,
      value,
      at,
    );
  if (schema.anyOf) return schema.anyOf.some((s) => mismatches(s, value, at).length === 0) ? [] : [at];
  if (schema.enum && !schema.enum.includes(value)) return [at];
  const typeOk = {
    string: typeof value === 'string',
    number: typeof value === 'number',
    integer: Number.isInteger(value),
    null: value === null,
    array: Array.isArray(value),
    object: typeof value === 'object' && value !== null && !Array.isArray(value),
  }[schema.type ?? 'object'];
  if (!typeOk) return [at];
  if (schema.type === 'array') return (value as unknown[]).flatMap((v, i) => mismatches(schema.items!, v, `${at}[${i}]`));
  if (!schema.properties) return [];
  const object = value as Record<string, unknown>;
  return Object.entries(schema.properties).flatMap(([key, s]) =>
    key in object ? mismatches(s, object[key], `${at}.${key}`) : schema.required?.includes(key) ? [`${at}.${key}`] : [],
  );
}

describe('GET sessions', () => {
  it('lists the engine sessions overlapping the range, whose engine time adds up to the History hours', async () => {
    const s = (await get(`${A1}/sessions?fromMachineTime=${MON}&toMachineTime=${TUE}`)).json().data;
    expect(s.items.map((i: { nameFormatted: string }) => i.nameFormatted)).toEqual([
      '2026/11/16 06:30 - 11:30',
      '2026/11/16 12:15 - 16:15',
      '2026/11/17 07:00 - 07:45',
    ]);
    expect(s.items[0]).toMatchObject({
      startMachineTime: '2026-11-16T06:30:00+01:00',
      endMachineTime: '2026-11-16T11:30:00+01:00',
      startUtcTime: '2026-11-16T05:30:00.000Z',
      runningType: 'Completed',
      startHours: 1000,
      endHours: 1005,
    });
    expect(s.items[0].kpis).toEqual([
      { kpiType: 'Production', nameFormatted: 'Production', valueSeconds: 16800, valueFormatted: '4 h 40 min', registerValueType: 'Final' },
      { kpiType: 'EngineTime', nameFormatted: 'Engine time', valueSeconds: 18000, valueFormatted: '5 h', registerValueType: 'Final' },
      { kpiType: 'Idle', nameFormatted: 'Idle', valueSeconds: 1200, valueFormatted: '20 min', registerValueType: 'Final' },
    ]);
    const history = (await get(`${A1}/history?StartDateMachineTime=${MON}&EndDateMachineTime=${TUE}`)).json().data;
    const sessionsEngine = s.items.reduce((sum: number, i: { kpis: { valueSeconds: number }[] }) => sum + i.kpis[1].valueSeconds, 0);
    expect(sessionsEngine).toBe(history.kpis[1].valueSeconds);
  });

  // The route serialises with JSON.stringify instead of its schema (speed): the answer must still be
  // exactly what the schema (and so the OpenAPI document and Mesh) declares, nothing more.
  it('answers exactly the fields its schema declares, of the declared types', async () => {
    const body = (await get(`${A1}/sessions?fromMachineTime=${MON}&toMachineTime=${TUE}`)).json();
    expect(Object.keys(body).sort()).toEqual(['data', 'error', 'succeeded']);
    expect(mismatches(AssetSessions, body.data, 'data')).toEqual([]);
    // The check itself bites: a wrong type and a missing KPI field are found.
    const broken = { assetId: '7', items: [{ ...body.data.items[0], kpis: [{ kpiType: 'Idle' }] }] };
    expect(mismatches(AssetSessions, broken, 'data')).toEqual([
      'data.assetId',
      'data.items[0].kpis[0].nameFormatted',
      'data.items[0].kpis[0].valueSeconds',
      'data.items[0].kpis[0].valueFormatted',
      'data.items[0].kpis[0].registerValueType',
    ]);
    expect(Object.keys(body.data).sort()).toEqual(Object.keys(AssetSessions.properties).sort());
    for (const item of body.data.items) {
      expect(Object.keys(item).sort()).toEqual(Object.keys(EngineSession.properties).sort());
      for (const kpi of item.kpis) expect(Object.keys(kpi).sort()).toEqual(Object.keys(SessionKpi.properties).sort());
    }
  });

  it('takes a time of day and finds the session that runs across it', async () => {
    const s = (await get(`${A1}/sessions?fromMachineTime=${MON}T10:00&toMachineTime=${MON}T10:05`)).json().data;
    expect(s.items.map((i: { startMachineTime: string }) => i.startMachineTime)).toEqual(['2026-11-16T06:30:00+01:00']);
  });
});

describe('GET positions', () => {
  it("returns a session's track from the session's own times, oldest first, with the machine-time offset", async () => {
    const session = (await get(`${A1}/sessions?fromMachineTime=${MON}&toMachineTime=${MON}`)).json().data.items[0];
    const q = new URLSearchParams({ fromMachineTime: session.startMachineTime, toMachineTime: session.endMachineTime });
    const p = (await get(`${A1}/positions?${q}`)).json().data;
    expect(p.isTruncated).toBe(false);
    expect(p.isSimplified).toBe(false);
    expect(p.items).toHaveLength(301); // 06:30 … 11:30, one a minute
    expect(p.items[0]).toEqual({ lat: 59, long: 18, assetTime: '2026-11-16T06:30:00+01:00', speed: 20, heading: null });
    expect(p.items.at(-1).assetTime).toBe('2026-11-16T11:30:00+01:00');
  });

  it('thins a dense range to maxPoints, keeping the first and last point', async () => {
    const p = (await get(`${A1}/positions?fromMachineTime=${MON}&toMachineTime=${TUE}&maxPoints=100`)).json().data;
    expect(p.isSimplified).toBe(true);
    expect(p.items.length).toBeLessThanOrEqual(100);
    expect(p.items[0].assetTime).toBe('2026-11-16T06:00:00+01:00');
    expect(p.items.at(-1).assetTime).toBe('2026-11-17T07:45:00+01:00');
    // The turning points survive: the track still reaches the site and comes back to the depot.
    expect(Math.max(...p.items.map((i: { long: number }) => i.long))).toBeGreaterThan(GEO.site.minLng);
  });

  it('pages with isTruncated when a range holds more than one call reads, continuing from the last item without gaps', async () => {
    const asset = await assetOf(world.db, world.companies.alpha, A1);
    const seen = new Map<string, number>();
    let from: string = MON;
    for (let page = 0; page < 20; page++) {
      const answer = await readPositions(world.db, asset, { fromMachineTime: from, toMachineTime: TUE, maxPoints: 20_000 }, Date.now(), 300);
      for (const item of answer.items) seen.set(item.assetTime, (seen.get(item.assetTime) ?? 0) + 1);
      if (!answer.isTruncated) break;
      expect(answer.items).toHaveLength(300);
      from = answer.items.at(-1)!.assetTime;
    }
    // Every stored fix once after merging by assetTime (the repeated boundary item merges away).
    expect(seen.size).toBe(world.reports.length);
  });

  it('draws a range far denser than a few pages from the track overview in one answer', async () => {
    // With a read budget of 100 fixes, the recorded ~960 fixes are "dense": 10-minute overview instead.
    const asset = await assetOf(world.db, world.companies.alpha, A1);
    const answer = await readPositions(world.db, asset, { fromMachineTime: MON, toMachineTime: TUE }, Date.now(), 100);
    expect(answer.isTruncated).toBe(false);
    expect(answer.isSimplified).toBe(true);
    expect(answer.items[0].assetTime).toBe('2026-11-16T06:00:00+01:00');
    expect(answer.items.at(-1)!.assetTime).toBe('2026-11-17T07:45:00+01:00');
    // One fix per 10-minute bucket that has fixes: Monday 06:00-16:10 (62) and 16:30 (none 16:20-16:29),
    // Tuesday 07:00-07:40 (5), plus the range's last fix 07:45.
    const minutes = answer.items.map((i) => i.assetTime.slice(11, 16));
    expect(minutes.slice(0, 4)).toEqual(['06:00', '06:10', '06:20', '06:30']);
    expect(answer.items.length).toBe(62 + 1 + 5 + 1);
  });

  it('reads nothing outside the range', async () => {
    const p = (await get(`${A1}/positions?fromMachineTime=2026-11-10&toMachineTime=2026-11-11`)).json().data;
    expect(p).toEqual({ items: [], isTruncated: false, isSimplified: false });
  });
});

describe('GET positions/latest', () => {
  it('gives the last fix at or before beforeUtcTime with the place it lay in', async () => {
    const p = (await get(`${A1}/positions/latest?beforeUtcTime=2026-11-16T10:00:00Z`)).json().data;
    expect(p).toMatchObject({
      assetTime: '2026-11-16T11:00:00+01:00',
      assetTimeFormatted: '2026/11/16 11:00',
      utcTime: '2026-11-16T10:00:00.000Z',
      locationName: 'Kv. Gasklockan',
    });
    const latest = (await get(`${A1}/positions/latest`)).json().data;
    expect(latest).toMatchObject({ assetTime: '2026-11-17T07:45:00+01:00', locationPlaceId: world.places.depot, locationName: 'Depå Söder' });
  });

  it('is null for a machine that never reported', async () => {
    await world.db.deleteFrom('asset_positions').where('asset_id', '=', world.assets.alpha[2]).execute();
    expect((await get(`${world.assets.alpha[2]}/positions/latest`)).json()).toEqual({ data: null, succeeded: true, error: null });
  });
});

describe('GET inputs', () => {
  it('gives the inputs as of the range end and the battery voltage in the range', async () => {
    const res = await get(`${A1}/inputs?fromUserTime=${MON}&toUserTime=${MON}`);
    const i = res.json().data;
    expect(i.powerSupply).toEqual({ value: true, valueFormatted: 'On', changedUserTimeFormatted: '2026/11/16 06:00' });
    expect(i.din1).toEqual({ value: false, valueFormatted: 'Off', changedUserTimeFormatted: '2026/11/16 09:00' });
    expect(i.din2).toEqual({ value: null, valueFormatted: 'No data', changedUserTimeFormatted: null });
    expect(i).toMatchObject({ voltage: 24.4, voltageFormatted: '24.4 V', batteryAlarmThreshold: 23.6, deviceInstalledAfterBatteryMainSwitch: false });
    expect(i.batteryHistory[0]).toEqual({ userTime: '2026-11-16T06:00:00', utcTime: '2026-11-16T05:00:00.000Z', value: 24.6 });
    expect(i.batteryHistory.map((b: { value: number }) => b.value)).toContain(28.1);
  });

  it('has no battery data for a range without samples', async () => {
    expect((await get(`${A1}/inputs?fromUserTime=2026-10-01&toUserTime=2026-10-07`)).json().data.batteryHistory).toEqual([]);
  });
});

describe('POST events', () => {
  it('lists entry and exit events newest first; an entry is the first fix inside the geofence', async () => {
    const page = (await events(A1, { fromUserTime: MON, toUserTime: MON })).json().data;
    const names = page.items.map((e: { eventName: string; placeId: number }) => `${e.eventName}:${e.placeId}`).reverse();
    const { depot, site, region } = world.places;
    expect(names).toEqual([
      `ArtiqGeofenceEntry:${depot}`,
      `ArtiqGeofenceEntry:${region}`,
      `ArtiqGeofenceExit:${depot}`,
      `ArtiqGeofenceExit:${region}`,
      `ArtiqGeofenceEntry:${site}`,
      `ArtiqGeofenceExit:${site}`,
      `ArtiqGeofenceEntry:${region}`,
      `ArtiqGeofenceEntry:${depot}`,
    ]);
    const entry = page.items.find((e: { eventName: string; placeId: number }) => e.eventName === 'ArtiqGeofenceEntry' && e.placeId === site);
    expect(entry).toMatchObject({ header: 'Geofence entry', message: 'Entered Kv. Gasklockan', userTimeFormatted: '2026/11/16 06:53' });
    // The track: the fix before the entry is outside the site, the entry's fix is inside.
    const track = (await get(`${A1}/positions?fromMachineTime=${MON}T06:52&toMachineTime=${MON}T06:53`)).json().data.items;
    expect(track.map((p: { long: number }) => p.long >= GEO.site.minLng)).toEqual([false, true]);
    expect(track[1].assetTime).toBe(zonedIso(Date.parse(entry.utcTime), 'Europe/Stockholm'));
  });

  it('pages by offset and limit with the total', async () => {
    const first = (await events(A1, { fromUserTime: MON, toUserTime: TUE, offset: 0, limit: 3 })).json().data;
    const rest = (await events(A1, { fromUserTime: MON, toUserTime: TUE, offset: 3, limit: 100 })).json().data;
    expect(first).toMatchObject({ offset: 0, limit: 3, total: 8 });
    expect(first.items).toHaveLength(3);
    expect(rest.items).toHaveLength(5);
    expect(new Set([...first.items, ...rest.items].map((e: { id: number }) => e.id)).size).toBe(8);
  });

  it('includes the whole end day and nothing after it', async () => {
    const monOnly = (await events(A1, { fromUserTime: `${MON}`, toUserTime: `${MON}` })).json().data.total;
    // Driving back: leaves the site 15:53, enters the region 15:56 and the depot 16:11.
    const fromEvening = (await events(A1, { fromUserTime: `${MON}T15:50`, toUserTime: `${MON}T23:59:59` })).json().data.total;
    const tuesday = (await events(A1, { fromUserTime: TUE, toUserTime: TUE })).json().data.total;
    expect(monOnly).toBe(8);
    expect(fromEvening).toBe(3);
    expect(tuesday).toBe(0);
  });
});

describe('GET telematics', () => {
  it("gives the machine's unit with its latest communication and position", async () => {
    const t = (await get(`${A1}/telematics`)).json().data;
    expect(t).toMatchObject({
      id: world.devices.alpha,
      deviceImei: '356000000000001',
      deviceSerialNumber: 'TU6000001',
      telematicType: 'TU600',
      telematicTypeFormatted: 'Siteline TU600',
      statusFormatted: 'Active',
      gnssQuality: 2,
      gnssQualityFormatted: 'Good',
      latestPositionUserTimeFormatted: '2026/11/17 07:45',
      latestCommunicationUserTimeFormatted: '2026/11/17 07:45',
      hardwareUnit: 'TU600-R4',
      telematicConfiguration: 'OsmAnd HTTP or Teltonika TCP, identified by IMEI 356000000000001',
      brand: 'Volvo',
      model: 'EC220E',
    });
  });

  it('is null for a machine without a unit', async () => {
    expect((await get(`${world.assets.alpha[1]}/telematics`)).json()).toEqual({ data: null, succeeded: true, error: null });
  });
});

describe('every call, scoped to the company', () => {
  const calls = ['history', 'sessions', 'positions', 'positions/latest', 'inputs', 'telematics'];
  it.each(calls)("answers 404 for another company's machine (GET %s)", async (call) => {
    const res = await get(`${A1}/${call}`, tokens.beta);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({ code: 104, message: 'Machine not found' });
  });
  it("answers 404 for another company's machine (POST events)", async () => {
    expect((await events(A1, {}, tokens.beta)).statusCode).toBe(404);
  });
  it.each(calls)('answers 404 for a machine id that does not exist (GET %s)', async (call) => {
    expect((await get(`999999/${call}`)).statusCode).toBe(404);
  });
});

describe('bad input', () => {
  const bad: [string, string][] = [
    [`history?StartDateMachineTime=2026-02-30`, 'StartDateMachineTime'],
    [`history?StartDateMachineTime=2026-11-20&EndDateMachineTime=2026-11-10`, 'StartDateMachineTime'],
    [`history?StartDateMachineTime=2024-01-01&EndDateMachineTime=2026-01-01`, 'EndDateMachineTime'],
    [`sessions?fromMachineTime=yesterday`, 'fromMachineTime'],
    [`positions?fromMachineTime=2026-11-16T25:00`, 'fromMachineTime'],
    [`positions?maxPoints=5`, 'maxPoints'],
    [`positions?maxPoints=abc`, 'maxPoints'],
    [`positions/latest?beforeUtcTime=${'9'.repeat(40)}`, 'beforeUtcTime'],
    [`inputs?fromUserTime=2026-11-20&toUserTime=2026-11-01`, 'fromUserTime'],
  ];
  it.each(bad)('GET %s → 400 naming %s', async (url, field) => {
    const res = await get(`${A1}/${url}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe(100);
    expect(Object.keys(res.json().error.fields)).toContain(field);
  });

  it.each([
    [{ limit: 101 }, 'limit'],
    [{ offset: -1 }, 'offset'],
    [{ fromUserTime: 'x'.repeat(100) }, 'fromUserTime'],
    [{ unknown: 1 }, 'unknown'],
  ])('POST events %j → 400 naming %s', async (body, field) => {
    const res = await events(A1, body);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toContain(field);
  });

  it('does not answer a path id that is not a number', async () => {
    expect((await get('abc/history')).statusCode).toBe(400);
  });
});
