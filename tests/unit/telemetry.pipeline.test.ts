// The pipeline's pure core, table-tested with recorded report sequences: each test feeds a unit's
// reports (as the ingest would normalise them) through `step` and checks the facts it derives.
// Expected values are worked out by hand from the sequence, not read back from the implementation.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PIPELINE_CONFIG,
  emptyReport,
  initialState,
  noIgnitionRules,
  openSessionFact,
  splitByDay,
  step,
  type DeviceContext,
  type DeviceState,
  type Fact,
  type IgnitionOnRules,
  type Report,
} from '../../server/src/telemetry/pipeline.ts';
import { boxOfRing } from '../../machines/placeEditor/geofence.ts';
import type { PlaceGeo } from '../../server/src/telemetry/geo.ts';

const TZ = 'Europe/Stockholm';
/** Local Stockholm time on 2026-03-03 (CET, UTC+1) → UTC ms. */
const at = (hhmmss: string, day = '2026-03-03') => Date.parse(`${day}T${hhmmss}+01:00`);

function square(id: number, type: number, name: string, lat: number, lng: number, half: number): PlaceGeo {
  const ring = [
    { latitude: lat - half, longitude: lng - half * 2 },
    { latitude: lat - half, longitude: lng + half * 2 },
    { latitude: lat + half, longitude: lng + half * 2 },
    { latitude: lat + half, longitude: lng - half * 2 },
  ];
  return { id, type, name, ring, box: boxOfRing(ring) };
}

// A region around everything; a work site; a depot overlapping the site's east edge.
const REGION = square(30, 2, 'Region Mitt', 59.5, 17.5, 1);
const SITE = square(20, 1, 'Kv. Gasklockan', 59.0, 18.0, 0.005); // lat 58.995..59.005, lng 17.99..18.01
const DEPOT = square(10, 0, 'Depå Gävle', 59.0, 18.012, 0.003); // lat 58.997..59.003, lng 18.006..18.018

function context(overrides: Partial<DeviceContext> = {}): DeviceContext {
  const places = overrides.places ?? [DEPOT, SITE, REGION];
  return {
    deviceId: 7,
    assetId: 17,
    companyId: 2,
    timeZone: TZ,
    homeDepotId: 10,
    hoursSource: 'device',
    installedAfterMainSwitch: false,
    batteryThreshold: 23.6,
    initialHours: 100,
    places,
    placeById: new Map(places.map((p) => [p.id, p])),
    config: DEFAULT_PIPELINE_CONFIG,
    ignitionOnRules: noIgnitionRules,
    ...overrides,
  };
}

type R = Partial<Omit<Report, 'ts'>>;
/** By default somewhere outside every place. */
const report = (ts: number, fields: R = {}): Report => ({ ...emptyReport(ts), lat: 57.0, lng: 15.0, ...fields });

/** Runs reports through step; returns all facts and the final state. */
function run(reports: Report[], ctx = context(), state: DeviceState = initialState(ctx)) {
  const facts: Fact[] = [];
  const dispositions: string[] = [];
  for (const r of reports) {
    const result = step(state, r, ctx);
    state = result.state;
    dispositions.push(result.disposition);
    facts.push(...result.facts);
  }
  return { facts, state, dispositions };
}

const of = <K extends Fact['kind']>(facts: Fact[], kind: K) => facts.filter((f): f is Extract<Fact, { kind: K }> => f.kind === kind);
const usageByDay = (facts: Fact[]) => {
  const days: Record<string, { engineS: number; idleS: number }> = {};
  for (const u of of(facts, 'usage')) {
    days[u.day] ??= { engineS: 0, idleS: 0 };
    days[u.day].engineS += u.engineS;
    days[u.day].idleS += u.idleS;
  }
  return days;
};
const everyMinute = (from: string, to: string, fields: (i: number) => R, day = '2026-03-03') => {
  const out: Report[] = [];
  for (let t = at(from, day), i = 0; t <= at(to, day); t += 60_000, i++) out.push(report(t, fields(i)));
  return out;
};

describe('engine sessions and hours', () => {
  it('turns ignition on 06:00 → off 08:00 into one session of 2 h, counted hours and one usage day', () => {
    const reports = [...everyMinute('06:00:00', '07:59:00', () => ({ ignition: true, speed: 5 })), report(at('08:00:00'), { ignition: false, speed: 0 })];
    const { facts, state } = run(reports);
    const sessions = of(facts, 'session');
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ startTs: at('06:00:00'), endTs: at('08:00:00'), engineS: 7200, idleS: 0, startHours: 100 });
    expect(sessions[0].endHours).toBeCloseTo(102, 6);
    expect(usageByDay(facts)).toEqual({ '2026-03-03': { engineS: 7200, idleS: 0 } });
    expect(of(facts, 'hours').map((h) => [h.ts, Math.round(h.hours * 1e6) / 1e6, h.source])).toEqual([
      [at('06:00:00'), 100, 'device'],
      [at('08:00:00'), 102, 'device'],
    ]);
    expect(state.session).toBeNull();
    expect(state.hours).toBeCloseTo(102, 6);
  });

  it('counts idle only for standstills of at least 5 minutes, from the start of the standstill', () => {
    // 10:00 on and moving; 10:01-10:10 standing (10 min); 10:11 moving; 10:12-10:14 standing (3 min); 10:15 off.
    const speed = (t: string) => (t === '10:00' || t === '10:11' ? 5 : 0);
    const reports = [
      ...everyMinute('10:00:00', '10:14:00', (i) => ({ ignition: true, speed: speed(`10:${String(i).padStart(2, '0')}`) })),
      report(at('10:15:00'), { ignition: false }),
    ];
    const { facts } = run(reports);
    const [session] = of(facts, 'session');
    expect(session.engineS).toBe(900);
    expect(session.idleS).toBe(600);
    expect(usageByDay(facts)['2026-03-03']).toEqual({ engineS: 900, idleS: 600 });
  });

  it('treats the work input (DIN1) as working while standing still', () => {
    const reports = [
      ...everyMinute('10:00:00', '10:29:00', () => ({ ignition: true, speed: 0, din1: true })),
      report(at('10:30:00'), { ignition: false, din1: false }),
    ];
    const [session] = of(run(reports).facts, 'session');
    expect(session).toMatchObject({ engineS: 1800, idleS: 0 });
  });

  it("splits a session across the machine's midnight", () => {
    const reports = [
      ...everyMinute('23:30:00', '23:59:00', () => ({ ignition: true, speed: 6 })),
      ...everyMinute('00:00:00', '00:29:00', () => ({ ignition: true, speed: 6 }), '2026-03-04'),
      report(at('00:30:00', '2026-03-04'), { ignition: false }),
    ];
    expect(usageByDay(run(reports).facts)).toEqual({ '2026-03-03': { engineS: 1800, idleS: 0 }, '2026-03-04': { engineS: 1800, idleS: 0 } });
  });

  it('ends a session at its last report when the unit falls silent for longer than 30 minutes', () => {
    const reports = [...everyMinute('06:00:00', '07:00:00', () => ({ ignition: true, speed: 5 })), report(at('09:00:00'), { ignition: true, speed: 5 })];
    const { facts, state } = run(reports);
    const closed = of(facts, 'session');
    expect(closed).toHaveLength(1);
    expect(closed[0]).toMatchObject({ startTs: at('06:00:00'), endTs: at('07:00:00'), engineS: 3600 });
    expect(state.session).toMatchObject({ startTs: at('09:00:00'), engineS: 0 });
    expect(openSessionFact(state)).toMatchObject({ startTs: at('09:00:00'), endTs: null });
  });

  it("takes the unit's hour meter (first reading replaces the registered hours), never going back", () => {
    const reports = [
      report(at('06:00:00'), { ignition: true, speed: 5, hours: 5000 }),
      report(at('06:30:00'), { ignition: true, speed: 5, hours: 5000.5 }),
      report(at('06:45:00'), { ignition: true, speed: 5, hours: 4999 }), // a glitch
      report(at('07:00:00'), { ignition: false, hours: 5001 }),
    ];
    const { facts, state } = run(reports);
    expect(of(facts, 'session')[0]).toMatchObject({ startHours: 5000, endHours: 5001 });
    expect(state.hours).toBe(5001);
  });

  it('continues from a calibration: the offset is added to later meter readings', () => {
    const ctx = context();
    const calibrated: DeviceState = { ...initialState(ctx), lastTs: at('05:00:00'), hours: 5100, hoursOffset: 100, meterSeen: true };
    const { state } = run([report(at('06:00:00'), { ignition: true, hours: 5001 }), report(at('07:00:00'), { ignition: false, hours: 5002 })], ctx, calibrated);
    expect(state.hours).toBe(5102);
  });

  it('reports AEMP provenance for an AEMP unit', () => {
    const { facts } = run([report(at('06:00:00'), { ignition: true, hours: 10 })], context({ hoursSource: 'aemp' }));
    expect(of(facts, 'hours')[0].source).toBe('aemp');
  });
});

describe('idempotency', () => {
  it('ignores a repeated report and keeps a late one for the track only', () => {
    const a = report(at('06:00:00'), { ignition: true, speed: 5 });
    const b = report(at('06:01:00'), { ignition: true, speed: 5 });
    const late = report(at('05:59:00'), { ignition: true, speed: 5, lat: 58.91 });
    const { dispositions, facts, state } = run([a, b, b, late]);
    expect(dispositions).toEqual(['processed', 'processed', 'duplicate', 'late']);
    expect(of(facts, 'position').map((p) => p.ts)).toEqual([a.ts, b.ts, late.ts]);
    expect(state.lastTs).toBe(b.ts);
  });

  it('never mutates the state it was given', () => {
    const ctx = context();
    const start = run([report(at('06:00:00'), { ignition: true, speed: 5, lat: 59.0, lng: 18.0, din1: true, extVoltage: 24 })], ctx).state;
    const frozen = structuredClone(start);
    run([report(at('06:01:00'), { ignition: false, lat: 59.0, lng: 18.012, din1: false, extVoltage: 0 })], ctx, start);
    expect(start).toEqual(frozen);
  });
});

describe('geofences', () => {
  it('enters the region and the work site, then the depot wins where they overlap, with stays that match', () => {
    const path: [string, number, number][] = [
      ['06:00:00', 59.2, 17.6], // region only
      ['06:05:00', 59.0, 18.0], // work site
      ['06:10:00', 59.0, 18.008], // depot ∩ site → depot
      ['06:15:00', 59.0, 18.004], // site only again
      ['06:20:00', 59.2, 18.1], // region only
    ];
    const { facts, state } = run(path.map(([t, lat, lng]) => report(at(t), { lat, lng, speed: 20, ignition: true })));
    const events = of(facts, 'machineEvent').map((e) => `${e.eventName} ${e.placeId} ${new Date(e.ts).toISOString().slice(11, 16)}`);
    expect(events).toEqual([
      'ArtiqGeofenceEntry 30 05:00',
      'ArtiqGeofenceEntry 20 05:05',
      'ArtiqGeofenceExit 20 05:10',
      'ArtiqGeofenceEntry 10 05:10',
      'ArtiqGeofenceExit 10 05:15',
      'ArtiqGeofenceEntry 20 05:15',
      'ArtiqGeofenceExit 20 05:20',
    ]);
    expect(of(facts, 'placeEvent').map((e) => `${e.eventType} ${e.placeId}`)).toEqual([
      'MachineEnteredPlace 30',
      'MachineEnteredPlace 20',
      'MachineLeftPlace 20',
      'MachineEnteredPlace 10',
      'MachineLeftPlace 10',
      'MachineEnteredPlace 20',
      'MachineLeftPlace 20',
    ]);
    const closedStays = of(facts, 'stay').filter((s) => s.exitTs !== null);
    expect(closedStays.map((s) => [s.placeId, s.entryTs, s.exitTs])).toEqual([
      [20, at('06:05:00'), at('06:10:00')],
      [10, at('06:10:00'), at('06:15:00')],
      [20, at('06:15:00'), at('06:20:00')],
    ]);
    expect(state.location).toBeNull();
    expect(state.regions).toEqual([30]);
    expect(state.entries).toEqual({ '30': at('06:00:00') });
  });

  it('ignores fixes less accurate than 200 m for geofences', () => {
    const { facts } = run([report(at('06:00:00'), { lat: 59.0, lng: 18.0, accuracy: 500 })]);
    expect(of(facts, 'machineEvent')).toEqual([]);
  });

  it('asks the work-shift seam at ignition on, once per place the machine is in', () => {
    const seen: string[] = [];
    const rules: IgnitionOnRules = (fact, place) => {
      seen.push(`${fact.assetId}@${place.name}`);
      return place.id === SITE.id ? ['IgnitionOnNonWorkingHours'] : [];
    };
    const { facts } = run(
      [report(at('02:00:00'), { lat: 59.0, lng: 18.0 }), report(at('02:01:00'), { lat: 59.0, lng: 18.0, ignition: true })],
      context({ ignitionOnRules: rules }),
    );
    expect(seen).toEqual(['17@Kv. Gasklockan', '17@Region Mitt']);
    const raised = of(facts, 'machineEvent').filter((e) => e.eventName === 'IgnitionOnNonWorkingHours');
    expect(raised).toEqual([
      { kind: 'machineEvent', ts: at('02:01:00'), eventName: 'IgnitionOnNonWorkingHours', placeId: 20, details: { placeName: 'Kv. Gasklockan', placeType: 1 } },
    ]);
    expect(
      of(facts, 'placeEvent')
        .filter((e) => e.eventType === 'IgnitionOnNonWorkingHours')
        .map((e) => e.placeId),
    ).toEqual([20]);
  });
});

describe('battery, inputs and alarms', () => {
  it('samples the voltage every 10 minutes or on a 0.3 V change and raises low voltage once until it recovers', () => {
    const volts = [24.8, 24.8, 23.2, 23.0, 24.2, 23.1];
    const minutes = [0, 5, 6, 20, 40, 41];
    const { facts } = run(volts.map((v, i) => report(at('06:00:00') + minutes[i] * 60_000, { extVoltage: v })));
    expect(of(facts, 'battery').map((b) => b.voltage)).toEqual([24.8, 23.2, 23.0, 24.2, 23.1]);
    const low = of(facts, 'machineEvent').filter((e) => e.eventName === 'LowBatteryVoltage');
    expect(low.map((e) => [e.ts, e.details.voltage])).toEqual([
      [at('06:06:00'), 23.2],
      [at('06:41:00'), 23.1],
    ]);
  });

  it('reports power loss as the battery main switch when the unit sits after it', () => {
    const seq = [24.5, 0, 24.5].map((v, i) => report(at('06:00:00') + i * 60_000, { extVoltage: v }));
    const after = run(seq, context({ installedAfterMainSwitch: true })).facts;
    expect(of(after, 'machineEvent').map((e) => e.eventName)).toEqual(['BatteryMainSwitchOff', 'BatteryMainSwitchOn']);
    expect(of(after, 'input').map((i) => `${i.input}=${i.value}`)).toEqual([
      'power=true',
      'mainSwitch=true',
      'power=false',
      'mainSwitch=false',
      'power=true',
      'mainSwitch=true',
    ]);
    const before = run(seq).facts;
    expect(of(before, 'machineEvent').map((e) => e.eventName)).toEqual(['PowerSupplyDisconnected', 'PowerSupplyConnected']);
  });

  it('records DIN changes only', () => {
    const seq = [
      { din1: false, din2: false, din3: false },
      { din1: true, din2: false, din3: false },
      { din1: true, din2: false, din3: false },
      { din1: false, din2: true, din3: null },
    ].map((d, i) => report(at('06:00:00') + i * 60_000, d));
    expect(of(run(seq).facts, 'input').map((i) => `${i.input}=${i.value}`)).toEqual([
      'din1=false',
      'din2=false',
      'din3=false',
      'din1=true',
      'din1=false',
      'din2=true',
    ]);
  });

  it('raises MovementWithoutIgnition once per ignition-off period', () => {
    const seq = [
      report(at('06:00:00'), { ignition: false, speed: 40 }),
      report(at('06:01:00'), { ignition: false, speed: 45 }),
      report(at('06:02:00'), { ignition: true, speed: 5 }),
      report(at('06:03:00'), { ignition: false, speed: 0 }),
      report(at('06:04:00'), { ignition: false, speed: 30 }),
    ];
    const events = of(run(seq).facts, 'machineEvent').filter((e) => e.eventName === 'MovementWithoutIgnition');
    expect(events.map((e) => e.ts)).toEqual([at('06:00:00'), at('06:04:00')]);
  });
});

describe('track overviews', () => {
  it('emits the first fix of every 10-minute, 1-hour and 6-hour bucket', () => {
    const reports = everyMinute('05:55:00', '07:05:00', () => ({ speed: 3 }));
    const overview = of(run(reports).facts, 'overview').map((o) => `${o.level}@${new Date(o.ts + 3_600_000).toISOString().slice(11, 16)}`);
    // 05:55 starts every level; then each 10 min; 06:00 (UTC 05:00) starts an hour; 07:00 (UTC 06:00) an hour and a 6-hour bucket.
    expect(overview).toEqual([
      '1@05:55',
      '2@05:55',
      '3@05:55',
      '1@06:00',
      '2@06:00',
      '1@06:10',
      '1@06:20',
      '1@06:30',
      '1@06:40',
      '1@06:50',
      '1@07:00',
      '2@07:00',
      '3@07:00',
    ]);
  });
});

describe('splitByDay', () => {
  it('splits at local midnights, including the 23-hour spring-forward day', () => {
    // 2026-03-29: Stockholm goes from 02:00 CET to 03:00 CEST; the day is 23 hours long.
    const from = Date.parse('2026-03-28T22:00:00+01:00');
    const to = Date.parse('2026-03-30T02:00:00+02:00');
    expect(splitByDay(from, to, TZ)).toEqual([
      ['2026-03-28', 2 * 3600],
      ['2026-03-29', 23 * 3600],
      ['2026-03-30', 2 * 3600],
    ]);
  });
});
