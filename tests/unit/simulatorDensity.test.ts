// The simulator samples older history sparsely, but the pipeline ends a session after a silence of
// more than maxGapS with the engine on. A working day sampled at any of the simulator's densities and
// run through the real pipeline must come out as the plan's engine runs: the same sessions, their
// whole length as engine time. (An hourly working report once cut every working day older than three
// weeks into fragments and zero-length sessions: 27% of the demo fleet's sessions.)
import { describe, expect, it } from 'vitest';
import { DEFAULT_PIPELINE_CONFIG, initialState, noIgnitionRules, step, type DeviceContext, type Fact } from '../../server/src/telemetry/pipeline.ts';
import { AEMP, COARSE, FULL, MEDIUM, sampleDay, type Density } from '../../server/src/telemetry/simulator/reports.ts';
import type { DayPlan, Segment, SimMachine, SimPlace } from '../../server/src/telemetry/simulator/plan.ts';

const TZ = 'Europe/Stockholm';
const at = (hhmm: string) => Date.parse(`2026-03-03T${hhmm}:00+01:00`);
const DEPOT: SimPlace = { id: 1, type: 0, name: 'Depå', lat: 59.0, lng: 18.0, innerRadius: 100, validFrom: null, validTo: null };
const SITE: SimPlace = { id: 2, type: 1, name: 'Site', lat: 59.02, lng: 18.05, innerRadius: 150, validFrom: null, validTo: null };

const MACHINE: SimMachine = {
  assetId: 17,
  companyId: 2,
  deviceId: 7,
  identifier: '356000000000017',
  timeZone: TZ,
  country: 'SE',
  family: 'Excavator',
  annualHours: 1200,
  stationary: false,
  selfDriving: true,
  roaming: false,
  volts: 24,
  meter: true,
  aemp: false,
  dinWired: false,
  installedAfterMainSwitch: false,
  home: DEPOT,
  sites: [SITE],
  startTs: at('00:00') - 86_400_000,
  endTs: null,
  hoursBase: 1000,
};

const park = (from: string, to: string, p: SimPlace): Segment => ({ kind: 'parked', from: at(from), to: at(to), ignition: false, lat: p.lat, lng: p.lng });
const work = (from: string, to: string): Segment => ({
  kind: 'work',
  from: at(from),
  to: at(to),
  ignition: true,
  lat: SITE.lat,
  lng: SITE.lng,
  radius: 40,
  w1: 0.002,
  w2: 0.0031,
  phase: 0.4,
});
const idle = (from: string, to: string): Segment => ({ kind: 'idle', from: at(from), to: at(to), ignition: true, lat: SITE.lat, lng: SITE.lng });
const drive = (from: string, to: string, a: SimPlace, b: SimPlace): Segment => ({
  kind: 'drive',
  from: at(from),
  to: at(to),
  ignition: true,
  lat: a.lat,
  lng: a.lng,
  toLat: b.lat,
  toLng: b.lng,
});

// 06:30-11:30 on (drive, a long working stretch, a long idle, work), lunch off, 12:15-16:15 on.
const SEGMENTS = [
  park('00:00', '06:30', DEPOT),
  drive('06:30', '07:00', DEPOT, SITE),
  work('07:00', '09:30'),
  idle('09:30', '10:40'),
  work('10:40', '11:30'),
  park('11:30', '12:15', SITE),
  work('12:15', '15:45'),
  drive('15:45', '16:15', SITE, DEPOT),
  park('16:15', '24:00', DEPOT),
];
const PLAN: DayPlan = { day: '2026-03-03', start: at('00:00'), end: at('24:00'), segments: SEGMENTS, engineSeconds: 9 * 3600, placeId: 1, lowBattery: false };

const CONTEXT: DeviceContext = {
  deviceId: 7,
  assetId: 17,
  companyId: 2,
  timeZone: TZ,
  homeDepotId: 1,
  hoursSource: 'device',
  installedAfterMainSwitch: false,
  batteryThreshold: 23.6,
  initialHours: 1000,
  places: [],
  placeById: new Map(),
  config: DEFAULT_PIPELINE_CONFIG,
  ignitionOnRules: noIgnitionRules,
};

/** The closed sessions the pipeline makes of the day sampled at `density` (the last fact per start wins). */
function sessionsAt(density: Density) {
  const reports = sampleDay({ machine: MACHINE, plan: PLAN, meterAtStart: 1000, restDays: 0, density }, PLAN.start - 1, PLAN.end);
  let state = initialState(CONTEXT);
  const facts: Fact[] = [];
  for (const r of reports) {
    const result = step(state, r, CONTEXT);
    state = result.state;
    facts.push(...result.facts);
  }
  const byStart = new Map<number, Extract<Fact, { kind: 'session' }>>();
  for (const f of facts) if (f.kind === 'session') byStart.set(f.startTs, f);
  return [...byStart.values()].filter((s) => s.endTs !== null).map((s) => ({ start: s.startTs, end: s.endTs, engineS: Math.round(s.engineS) }));
}

describe('simulator densities and the pipeline', () => {
  it.each([
    ['FULL', FULL],
    ['MEDIUM', MEDIUM],
    ['COARSE', COARSE],
    ['AEMP', AEMP],
  ] as const)('%s: a unit with the engine on reports at least every maxGapS', (_name, density) => {
    for (const kind of ['drive', 'work', 'idle'] as const) expect(density[kind]).toBeLessThanOrEqual(DEFAULT_PIPELINE_CONFIG.maxGapS);
  });

  it.each([
    ['FULL', FULL],
    ['MEDIUM', MEDIUM],
    ['COARSE', COARSE],
    ['AEMP', AEMP],
  ] as const)('%s: the working day comes out as its two engine runs, 5 h and 4 h of engine time', (_name, density) => {
    expect(sessionsAt(density)).toEqual([
      { start: at('06:30'), end: at('11:30'), engineS: 5 * 3600 },
      { start: at('12:15'), end: at('16:15'), engineS: 4 * 3600 },
    ]);
  });
});
