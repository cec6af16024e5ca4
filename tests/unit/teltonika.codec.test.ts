// The Teltonika decoder (server/src/telemetry/teltonika/codec.ts, mapping.ts) against Traccar's own
// decoder test vectors (tests/fixtures/teltonika/traccar-decoder-test.txt, provenance in its header),
// hand-checked fields, and round trips through our encoder. Pure: no database, no sockets.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { avlPacketLength, CODEC_8, CODEC_8_EXT, decodeAvl, decodeHandshake, type AvlRecord } from '../../server/src/telemetry/teltonika/codec.ts';
import { crc16Ibm } from '../../server/src/telemetry/teltonika/crc.ts';
import { encodeAvl, encodeHandshake } from '../../server/src/telemetry/teltonika/encode.ts';
import { signedIo, toReport } from '../../server/src/telemetry/teltonika/mapping.ts';
import { isAlarm } from '../../server/src/telemetry/attributes.ts';

const vectors = new Map<string, { assertion: string; bytes: Buffer }>();
for (const line of readFileSync(join(import.meta.dirname, '../fixtures/teltonika/traccar-decoder-test.txt'), 'utf8').split('\n')) {
  if (line === '' || line.startsWith('#')) continue;
  const [name, assertion, hex] = line.split(' ');
  vectors.set(name, { assertion, bytes: Buffer.from(hex, 'hex') });
}
const vector = (n: number) => vectors.get(`traccar-${String(n).padStart(2, '0')}`)!.bytes;
const decoded = (n: number) => {
  const d = decodeAvl(vector(n));
  if (!d.ok) throw new Error(`traccar-${n}: ${d.message}`);
  return d;
};

/**
 * What our door does with each of Traccar's packets: the record count for codec 8 / 8E, or why it
 * refuses. Refusals are deliberate: other codecs (7 GH3000, 12/13 commands, 16) are not taken; a few
 * of Traccar's vectors are hand-edited copies whose CRC no longer matches (Traccar never checks it),
 * cut short, or need Traccar's per-server "extended" flag (a 16-byte IO group no FMB/FMC sends).
 */
const EXPECTED: Record<number, number | string> = {
  2: 2,
  3: 1,
  4: 1,
  5: 1,
  6: 'unsupported_codec',
  7: 1,
  8: 4,
  9: 'unsupported_codec',
  10: 3,
  11: 3,
  12: 2,
  13: 1,
  14: 2,
  15: 'bad_crc',
  16: 'unsupported_codec',
  17: 'unsupported_codec',
  18: 'unsupported_codec',
  19: 1,
  20: 1,
  21: 'bad_crc',
  22: 'unsupported_codec',
  23: 'bad_crc',
  24: 1,
  25: 1,
  26: 1,
  27: 14,
  28: 8,
  29: 'malformed',
  30: 4,
  31: 'unsupported_codec',
  32: 'unsupported_codec',
  33: 1,
  34: 'truncated',
  35: 6,
  36: 1,
  37: 'truncated',
  38: 'unsupported_codec',
  39: 1,
  40: 'unsupported_codec',
  41: 'truncated',
  42: 1,
  43: 1,
  45: 1,
  46: 'malformed',
  47: 'bad_time',
};

describe("Traccar's TeltonikaProtocolDecoderTest vectors", () => {
  it('reads all 47 vectors of testDecode', () => {
    expect(vectors.size).toBe(47);
  });

  it('the handshake of vector 1 (verifyNull: Traccar answers it) gives the IMEI; vector 44 (a lone 0xFF) is a keep-alive', () => {
    expect(decodeHandshake(vector(1))).toEqual({ ok: true, imei: '123456789012345', bytes: 17 });
    expect(vector(44)).toEqual(Buffer.from([0xff]));
  });

  for (const [n, expected] of Object.entries(EXPECTED)) {
    it(`traccar-${n.padStart(2, '0')}: ${typeof expected === 'number' ? `${expected} record(s), every one a valid time and position` : `refused: ${expected}`}`, () => {
      const bytes = vector(Number(n));
      if (expected === 'truncated') {
        // Shorter than its own data length: on a socket the door waits for the rest (then times out).
        expect(avlPacketLength(bytes)).toBe('more');
        return;
      }
      const d = decodeAvl(bytes);
      if (typeof expected === 'string') {
        expect(d).toMatchObject({ ok: false, reason: expected });
        return;
      }
      expect(d.ok).toBe(true);
      if (!d.ok) return;
      expect(d.records).toHaveLength(expected);
      for (const record of d.records) {
        // What Traccar's verifyPositions checks of every position: a plausible time and coordinates.
        expect(record.ts).toBeGreaterThan(Date.UTC(2012, 0, 1));
        expect(record.ts).toBeLessThan(Date.UTC(2026, 0, 1));
        expect(Math.abs(record.lat)).toBeLessThanOrEqual(90);
        expect(Math.abs(record.lng)).toBeLessThanOrEqual(180);
        const { report } = toReport(record);
        expect(report.ts).toBe(record.ts);
        if (report.alarm) expect(isAlarm(report.alarm)).toBe(true);
      }
    });
  }

  it('traccar-19 (codec 8) decodes field by field as read by hand from the hex', () => {
    const [r] = decoded(19).records;
    // 0000016818d50058 = 1546604839000 ms; 09c28d9f / 1cb3757a = 163745183 / 481523066 ×1e-7
    expect(r).toMatchObject({ ts: Date.parse('2019-01-04T12:27:19Z'), lng: 16.3745183, lat: 48.1523066, altitude: 190, angle: 198, satellites: 15, speed: 83 });
    const { report } = toReport(r);
    expect(report).toMatchObject({
      lat: 48.1523066,
      lng: 16.3745183,
      speed: 83,
      heading: 198,
      altitude: 190,
      satellites: 15,
      ignition: null,
      extVoltage: 14.233,
    });
    expect(report.attributes).toMatchObject({ motion: true, batteryVoltage: 3.976, odometer: 2656224 });
  });

  it('traccar-02 (codec 8E, 2 records): the first with its IOs, the second a beacon record', () => {
    const d = decoded(2);
    expect(d.codec).toBe(CODEC_8_EXT);
    const [first, second] = d.records.map((r) => toReport(r).report);
    // 0000019769de9f98 = 2025-06-13T15:18:07Z; 015299f7 / 18b27804 = 22190583 / 414349316 ×1e-7
    expect(first).toMatchObject({
      ts: Date.parse('2025-06-13T15:18:07Z'),
      lat: 41.4349316,
      lng: 2.2190583,
      satellites: 8,
      speed: 0,
      ignition: true,
      extVoltage: 14.548,
    });
    expect(first.attributes).toMatchObject({ motion: false, odometer: 61383, gnssStatus: 1, hdop: 1.2, pdop: 2.6, io21: 5 });
    expect(second.ts).toBe(Date.parse('2025-06-13T15:17:50.011Z'));
    expect(second.attributes).toMatchObject({ event: 11317 });
  });

  it('traccar-03 asserts tag1Voltage 3090: the raw IO 548 holds it (too long to keep as an attribute)', () => {
    const [r] = decoded(3).records;
    const raw = r.io.get(548) as Uint8Array;
    expect(raw).toBeInstanceOf(Uint8Array);
    expect(firstTag(raw, 2)).toBe(3090);
    expect(toReport(r).report.attributes?.io548).toBeUndefined();
  });

  it('traccar-05 asserts tag1Battery 3030: in IO 10831, kept as hex', () => {
    const [r] = decoded(5).records;
    expect(firstTag(r.io.get(10831) as Uint8Array, 14)).toBe(3030);
    expect(toReport(r).report.attributes?.io10831).toBe(Buffer.from(r.io.get(10831) as Uint8Array).toString('hex'));
  });

  it('traccar-06 asserts a driver id from codec 13 (a command answer): not a codec this door takes', () => {
    expect(decodeAvl(vector(6))).toMatchObject({ ok: false, reason: 'unsupported_codec' });
  });

  it('traccar-45 asserts eyeTemp1 -11.87 for an FMB130: IO 10800 is kept raw, and reads so as signed hundredths', () => {
    const [r] = decoded(45).records;
    const raw = toReport(r).report.attributes?.io10800 as number;
    expect(signedIo(raw, 2) / 100).toBe(-11.87);
  });

  it('traccar-08: the crash IO 247 raises the accident alarm; traccar-12: IO 236 the general alarm', () => {
    expect(toReport(decoded(8).records[0]).report.alarm).toBe('accident');
    expect(toReport(decoded(12).records[0]).report.alarm).toBe('general');
  });

  it('traccar-27: 14 records, the ones with 0 satellites have no fix', () => {
    const reports = decoded(27).records.map((r) => toReport(r).report);
    expect(reports[0]).toMatchObject({ ts: Date.parse('2017-07-05T12:49:14Z'), lat: 40.9420533, lng: -8.6313433, satellites: 8, speed: 6 });
    expect(reports[1]).toMatchObject({ satellites: 0, lat: null, lng: null });
  });
});

/** Traccar's reading of a BLE tag list (IO 548 / 10831): the first tag's parameter `param`, a 2-byte value (voltage: flag byte, then (byte × 10) + 2000). */
function firstTag(data: Uint8Array, param: number): number | null {
  let i = 1; // header
  const end = i + 1 + data[i];
  i++;
  while (i < end) {
    const id = data[i];
    const len = data[i + 1];
    const at = i + 2;
    if (id === param) {
      if (param === 2) return data[at + 1] * 10 + 2000; // flags (bit 7: voltage follows), then the voltage byte
      return (data[at] << 8) | data[at + 1];
    }
    i = at + len;
  }
  return null;
}

describe('CRC-16/IBM', () => {
  it('gives the catalogue check value for "123456789" (0xBB3D)', () => {
    expect(crc16Ibm(Buffer.from('123456789'))).toBe(0xbb3d);
  });
});

const record = (over: Partial<Parameters<typeof encodeAvl>[0][number]> = {}) => ({
  ts: Date.parse('2026-11-18T08:00:00Z'),
  lat: 59.0003,
  lng: 18.0004,
  altitude: 31,
  angle: 45,
  satellites: 11,
  speed: 18,
  ...over,
});
const one = (packet: Buffer): AvlRecord => {
  const d = decodeAvl(packet);
  if (!d.ok) throw new Error(d.message);
  return d.records[0];
};

describe('mapping a record to a Report', () => {
  it('maps the IOs of a construction machine unit', () => {
    const { report } = toReport(
      one(
        encodeAvl(
          [
            record({
              io: [
                { id: 239, width: 1, value: 1 },
                { id: 240, width: 1, value: 0 },
                { id: 1, width: 1, value: 1 },
                { id: 2, width: 1, value: 0 },
                { id: 3, width: 1, value: 1 },
                { id: 69, width: 1, value: 1 },
                { id: 66, width: 2, value: 27_850 },
                { id: 67, width: 2, value: 4_012 },
                { id: 182, width: 2, value: 9 },
                { id: 181, width: 2, value: 14 },
                { id: 24, width: 2, value: 99 },
                { id: 21, width: 1, value: 4 },
                { id: 16, width: 4, value: 123_456 },
                { id: 449, width: 4, value: 3_600 * 1234 + 1800 },
                { id: 11, width: 8, value: 8_937_204_016_201_234_567n },
              ],
            }),
          ],
          CODEC_8_EXT,
        ), // ids over 255 (449) exist only in 8E
      ),
    );
    expect(report).toMatchObject({
      lat: 59.0003,
      lng: 18.0004,
      speed: 18,
      heading: 45,
      altitude: 31,
      satellites: 11,
      ignition: true,
      din1: true,
      din2: false,
      din3: true,
      extVoltage: 27.85,
      hours: 1234.5,
    });
    expect(report.alarm).toBeUndefined();
    expect(report.attributes).toEqual({
      motion: false,
      batteryVoltage: 4.012,
      odometer: 123_456,
      gnssStatus: 1,
      hdop: 0.9,
      pdop: 1.4,
      io21: 4,
      io11: '8937204016201234567',
    });
  });

  it('prefers the CAN engine worktime (IO 102, minutes) over the ignition counter (IO 449, seconds) for hours', () => {
    const io = [
      { id: 102, width: 4 as const, value: 60 * 800 },
      { id: 449, width: 4 as const, value: 3600 * 5 },
    ];
    expect(toReport(one(encodeAvl([record({ io })]))).report.hours).toBe(800);
  });

  it('no fix: 0,0, or 0 satellites (the unit repeats its last coordinates); out of range is no fix and flagged', () => {
    expect(toReport(one(encodeAvl([record({ lat: 0, lng: 0 })]))).report).toMatchObject({ lat: null, lng: null });
    expect(toReport(one(encodeAvl([record({ satellites: 0 })]))).report).toMatchObject({ lat: null, lng: null, satellites: 0 });
    const wild = toReport(one(encodeAvl([record({ lat: 123, lng: 18 })])));
    expect(wild).toMatchObject({ badPosition: true, report: { lat: null, lng: null } });
  });

  it('alarm IOs map to the names in attributes.ts, the most severe first', () => {
    const alarm = (io: { id: number; width: 1; value: number }[]) => toReport(one(encodeAvl([record({ io })]))).report.alarm;
    expect(alarm([{ id: 252, width: 1, value: 1 }])).toBe('powerCut');
    expect(alarm([{ id: 253, width: 1, value: 2 }])).toBe('hardBraking');
    expect(alarm([{ id: 246, width: 1, value: 1 }])).toBe('tow');
    expect(alarm([{ id: 252, width: 1, value: 0 }])).toBeUndefined();
    expect(
      alarm([
        { id: 253, width: 1, value: 1 },
        { id: 247, width: 1, value: 1 },
      ]),
    ).toBe('accident');
  });

  it('8E: 2-byte ids, variable-length values as hex (over 64 bytes dropped), bounded to the attribute limits', () => {
    const packet = encodeAvl(
      [
        record({
          eventId: 385,
          io: [{ id: 10800, width: 2, value: 0xfb5d }, ...Array.from({ length: 60 }, (_, i) => ({ id: 1000 + i, width: 4 as const, value: i }))],
          varIo: [
            { id: 256, bytes: Buffer.from('WV1ZZZ2EZ86015388') },
            { id: 385, bytes: new Uint8Array(65) },
          ],
        }),
      ],
      CODEC_8_EXT,
    );
    const r = one(packet);
    expect(r.eventId).toBe(385);
    const attrs = toReport(r).report.attributes!;
    expect(attrs.event).toBe(385);
    expect(attrs.io10800).toBe(0xfb5d);
    expect(Object.keys(attrs).length).toBeLessThanOrEqual(32);
    expect(attrs.io385).toBeUndefined();
  });
});

describe('decoding is total', () => {
  it('refuses a flipped bit (CRC), a wrong count, trailing bytes and a header that cannot be a packet', () => {
    const good = encodeAvl([record(), record({ ts: record().ts + 1000 })], CODEC_8);
    expect(decodeAvl(good)).toMatchObject({ ok: true });
    const flipped = Buffer.from(good);
    flipped[30] ^= 0x04;
    expect(decodeAvl(flipped)).toMatchObject({ ok: false, reason: 'bad_crc' });
    expect(avlPacketLength(Buffer.from([0, 0, 1, 0]))).toMatchObject({ ok: false, reason: 'bad_preamble' });
    expect(avlPacketLength(Buffer.from([0, 0, 0, 0, 0x7f, 0, 0, 0]))).toMatchObject({ ok: false, reason: 'too_long' });
    expect(decodeHandshake(Buffer.from([0, 0]))).toMatchObject({ ok: false, reason: 'bad_imei' });
    expect(decodeHandshake(Buffer.from([0, 15, 0x33, 0x41]))).toMatchObject({ ok: false, reason: 'bad_imei' });
    expect(decodeHandshake(encodeHandshake('356307042441013'))).toEqual({ ok: true, imei: '356307042441013', bytes: 17 });
  });

  it('never throws on 10,000 random or mutated packets', () => {
    let seed = 42;
    const rand = () => ((seed = (seed * 1_103_515_245 + 12_345) >>> 0) >>> 8) / 0x1000000;
    const base = encodeAvl([record({ io: [{ id: 239, width: 1, value: 1 }] }), record({ ts: record().ts + 5000 })], CODEC_8_EXT);
    for (let i = 0; i < 10_000; i++) {
      let bytes: Buffer;
      if (i % 3 === 0) bytes = Buffer.from(Array.from({ length: Math.floor(rand() * 200) }, () => Math.floor(rand() * 256)));
      else {
        bytes = Buffer.from(base);
        for (let k = 0; k < 1 + Math.floor(rand() * 4); k++) bytes[Math.floor(rand() * bytes.length)] = Math.floor(rand() * 256);
        if (i % 3 === 2) {
          // …with a CRC that matches, so the record parser itself meets the garbage.
          const end = bytes.length - 4;
          const length = Math.min(bytes.readUInt32BE(4), end - 8);
          bytes.writeUInt32BE(length, 4);
          bytes = Buffer.concat([bytes.subarray(0, 8 + length), Buffer.alloc(4)]);
          bytes.writeUInt32BE(crc16Ibm(bytes, 8, 8 + length), 8 + length);
        }
      }
      const d = decodeAvl(bytes);
      if (d.ok) for (const r of d.records) expect(() => toReport(r)).not.toThrow();
      expect(() => decodeHandshake(bytes)).not.toThrow();
    }
  });

  it('round-trips 255 records of codec 8', () => {
    const records = Array.from({ length: 255 }, (_, i) => record({ ts: record().ts + i * 1000, speed: i }));
    const d = decodeAvl(encodeAvl(records, CODEC_8));
    expect(d.ok && d.records.map((r) => r.speed)).toEqual(records.map((r) => r.speed));
  });
});
