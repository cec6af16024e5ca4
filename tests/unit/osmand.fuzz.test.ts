// The OsmAnd decoder is total: 20,000 generated requests (hostile query strings, form bodies and JSON
// in every shape a client sends, mutated) each give reports or a rejection with a reason, never an
// exception, and every report it gives is within the bounds the store relies on. The door's own
// handling of bytes on the wire (random bytes, oversized bodies) is in tests/api/ingest.test.ts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeJson, decodeParams } from '../../server/src/telemetry/osmand.ts';
import { ATTRIBUTE_LIMITS } from '../../server/src/telemetry/attributes.ts';
import type { Report } from '../../server/src/telemetry/pipeline.ts';

const NOW = Date.parse('2026-11-18T12:00:00Z');
const KEYS = [
  'id',
  'deviceid',
  'timestamp',
  'lat',
  'lon',
  'location',
  'valid',
  'speed',
  'bearing',
  'altitude',
  'accuracy',
  'batt',
  'sat',
  'ignition',
  'hours',
  'power',
  'din1',
  'alarm',
  'rpm',
  'fuel',
  'odometer',
  'cell',
  'wifi',
  'x',
];
const VALUES = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.double().map(String),
  fc.integer().map(String),
  fc.constantFrom(
    '0x10',
    '1e999',
    'NaN',
    '-0',
    '2026-02-30T10:00:00Z',
    '2026-11-18 24:00:00',
    '1763900000',
    '356000000000001',
    'true',
    'sos',
    '',
    '\u0000',
    '59,18',
  ),
);

function inBounds(r: Report) {
  expect(Number.isInteger(r.ts)).toBe(true);
  if (r.lat !== null) expect(Math.abs(r.lat)).toBeLessThanOrEqual(90);
  if (r.lng !== null) expect(Math.abs(r.lng)).toBeLessThanOrEqual(180);
  for (const v of [r.speed, r.heading, r.altitude, r.accuracy, r.battery, r.hours, r.extVoltage]) if (v !== null) expect(Number.isFinite(v)).toBe(true);
  if (r.attributes) {
    expect(Object.keys(r.attributes).length).toBeLessThanOrEqual(ATTRIBUTE_LIMITS.maxKeys);
    for (const v of Object.values(r.attributes)) if (typeof v === 'string') expect(v.length).toBeLessThanOrEqual(ATTRIBUTE_LIMITS.maxStringLength);
  }
}

describe('the OsmAnd decoder under fuzzing', () => {
  it('takes every double as JavaScript, Kotlin and Java print it (up to 17 significant digits)', () => {
    fc.assert(
      fc.property(fc.double({ min: -90, max: 90, noNaN: true }), fc.double({ min: -180, max: 180, noNaN: true }), (lat, lon) => {
        const decoded = decodeParams(new URLSearchParams({ id: 'unit-1', lat: String(lat), lon: String(lon) }), NOW);
        expect(decoded.ok).toBe(true);
        if (decoded.ok && !(lat === 0 && lon === 0)) expect([decoded.report.lat, decoded.report.lng]).toEqual([lat + 0, lon + 0]); // (-0 prints as 0)
      }),
      { numRuns: 5_000, seed: 2026 },
    );
  });

  it('10,000 query and form field sets: reports in bounds or a reason, never a throw', () => {
    let accepted = 0;
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...KEYS), VALUES), { maxLength: 30 }), (pairs) => {
        const decoded = decodeParams(new URLSearchParams(pairs), NOW);
        if (decoded.ok) accepted++;
        if (decoded.ok) inBounds(decoded.report);
        else expect(decoded.reason).toBeTruthy();
      }),
      { numRuns: 10_000, seed: 2026 },
    );
    // The generator reaches the accepting paths too, not only the refusals.
    expect(accepted).toBeGreaterThan(100);
  });

  it('10,000 JSON bodies (Traccar Client 9 objects, lists, SDK arrays, and garbage): never a throw', () => {
    const scalar = fc.oneof(fc.string({ maxLength: 20 }), fc.double(), fc.integer(), fc.boolean(), fc.constant(null));
    const flat = fc.dictionary(fc.constantFrom(...KEYS), scalar, { maxKeys: 12 });
    const location = fc.record(
      {
        timestamp: fc.oneof(scalar, fc.constant('2026-11-18T10:00:00Z')),
        coords: fc.oneof(fc.record({ latitude: scalar, longitude: scalar, speed: scalar, heading: scalar }, { requiredKeys: [] }), scalar),
        battery: fc.oneof(fc.record({ level: scalar, is_charging: scalar }, { requiredKeys: [] }), scalar),
        extras: fc.oneof(flat, scalar),
        alarm: scalar,
        is_moving: scalar,
      },
      { requiredKeys: [] },
    );
    const body = fc.oneof(
      fc.record({ device_id: scalar, location: fc.oneof(location, fc.array(location, { maxLength: 4 }), scalar) }, { requiredKeys: [] }),
      fc.array(flat, { maxLength: 4 }),
      flat,
      fc.json(),
    );
    let accepted = 0;
    fc.assert(
      fc.property(body, (value) => {
        const text = typeof value === 'string' ? value : JSON.stringify(value);
        const decoded = decodeJson(text, NOW);
        if (decoded.ok) accepted++;
        if (decoded.ok) for (const r of decoded.reports) inBounds(r);
        else expect(decoded.reason).toBeTruthy();
      }),
      { numRuns: 10_000, seed: 2026 },
    );
    expect(accepted).toBeGreaterThan(100);
  });
});
