// Teltonika's TCP protocol as FMB/FMC units speak it (Teltonika "Codec" documentation; Traccar's
// TeltonikaFrameDecoder and TeltonikaProtocolDecoder read the same bytes):
//
//   handshake   00 0F  33 35 36 …            2-byte length + the IMEI in ASCII; we answer 01 (accept) or 00
//   AVL packet  00 00 00 00                  preamble
//               LL LL LL LL                  data length: codec id .. second record count
//               08 | 8E                      codec 8 / codec 8 Extended (the only two we take)
//               NN                           record count (1..255)
//               records …
//               NN                           record count again
//               00 00 CC CC                  CRC-16/IBM of the data (crc.ts)
//   record      8 B time (unix ms), 1 B priority, GPS element (4 B lng, 4 B lat ×1e7 signed, 2 B altitude
//               signed, 2 B angle, 1 B satellites, 2 B speed km/h), event IO id, total IO count, then IO
//               groups of 1-, 2-, 4- and 8-byte values (codec 8: 1-byte ids and counts; 8E: 2-byte),
//               and for 8E a last group of variable-length values (2-byte id, 2-byte length, bytes).
//   the answer  4-byte big-endian record count, sent by server.ts only after the records committed.
//
// Decoding is pure and total: any bytes give records or a reason, never an exception out of here.
import { crc16Ibm } from './crc.ts';

export const CODEC_8 = 0x08;
export const CODEC_8_EXT = 0x8e;

export const CODEC_LIMITS = {
  /** Largest data length we accept (the units' own packets stay under ~1.3 KB on GPRS, 64 KB on 8E with many IOs is generous). */
  maxDataBytes: 64 * 1024,
  /** IMEIs are 15 digits; anything much longer is not a Teltonika handshake. */
  maxImeiLength: 32,
  /** Latest believable record time (year 9999): beyond it the 8 bytes are not a clock at all. */
  maxTs: 253_402_300_799_999,
};

/** An IO value: 1/2/4-byte and safe 8-byte ones as numbers, larger 8-byte ones as bigint, variable-length (8E) as bytes. */
export type IoValue = number | bigint | Uint8Array;

export interface AvlRecord {
  /** Unix ms as the unit's clock says (the clock policy decides later what to do with a wrong one). */
  ts: number;
  priority: number;
  lng: number;
  lat: number;
  altitude: number;
  angle: number;
  satellites: number;
  /** km/h */
  speed: number;
  /** The IO id whose change produced the record (0: periodic). */
  eventId: number;
  io: Map<number, IoValue>;
}

export type AvlRejectReason = 'bad_preamble' | 'too_long' | 'bad_crc' | 'unsupported_codec' | 'bad_count' | 'malformed' | 'bad_time' | 'bad_imei';
export interface Rejected {
  ok: false;
  reason: AvlRejectReason;
  message: string;
}
export type AvlDecoded = { ok: true; codec: number; records: AvlRecord[] } | Rejected;

const reject = (reason: AvlRejectReason, message: string): Rejected => ({ ok: false, reason, message });

/**
 * The handshake at the head of `buf`: 'more' until it is whole, then the IMEI and the bytes it took.
 * Digits only: a Teltonika unit sends its 15-digit IMEI; letters or a zero length are not a unit.
 */
export function decodeHandshake(buf: Uint8Array): 'more' | { ok: true; imei: string; bytes: number } | Rejected {
  if (buf.length < 2) return 'more';
  const length = (buf[0] << 8) | buf[1];
  if (length === 0 || length > CODEC_LIMITS.maxImeiLength) return reject('bad_imei', `handshake length ${length}`);
  if (buf.length < 2 + length) {
    // Fail fast on a non-digit instead of waiting for the rest of a long garbage "IMEI".
    for (let i = 2; i < buf.length; i++) if (buf[i] < 0x30 || buf[i] > 0x39) return reject('bad_imei', 'handshake: IMEI is not digits');
    return 'more';
  }
  let imei = '';
  for (let i = 2; i < 2 + length; i++) {
    if (buf[i] < 0x30 || buf[i] > 0x39) return reject('bad_imei', 'handshake: IMEI is not digits');
    imei += String.fromCharCode(buf[i]);
  }
  return { ok: true, imei, bytes: 2 + length };
}

/**
 * How many bytes the AVL packet at the head of `buf` takes: 'more' until its header is there and the
 * whole packet arrived, a rejection as soon as the header cannot be one (so garbage never waits for
 * 4 GB). `maxDataBytes` bounds what a connection buffers.
 */
export function avlPacketLength(buf: Uint8Array, maxDataBytes = CODEC_LIMITS.maxDataBytes): 'more' | number | Rejected {
  for (let i = 0; i < Math.min(4, buf.length); i++) if (buf[i] !== 0) return reject('bad_preamble', 'AVL packet: preamble is not 4 zero bytes');
  if (buf.length < 8) return 'more';
  const length = ((buf[4] << 24) >>> 0) + (buf[5] << 16) + (buf[6] << 8) + buf[7];
  // codec id + two counts + at least one record's fixed 24+ bytes; Traccar's minimum frame is 12 bytes.
  if (length < 3) return reject('malformed', `AVL packet: data length ${length}`);
  if (length > maxDataBytes) return reject('too_long', `AVL packet: data length ${length} over ${maxDataBytes}`);
  const total = 8 + length + 4;
  return buf.length >= total ? total : 'more';
}

/** Thrown by the reader past the packet's data; caught in decodeAvl (never escapes). */
class Truncated extends Error {}

class Reader {
  pos: number;
  constructor(
    private readonly view: DataView,
    start: number,
    private readonly end: number,
  ) {
    this.pos = start;
  }
  private need(n: number) {
    if (this.pos + n > this.end) throw new Truncated();
    const at = this.pos;
    this.pos += n;
    return at;
  }
  u8() {
    return this.view.getUint8(this.need(1));
  }
  u16() {
    return this.view.getUint16(this.need(2));
  }
  i16() {
    return this.view.getInt16(this.need(2));
  }
  i32() {
    return this.view.getInt32(this.need(4));
  }
  u32() {
    return this.view.getUint32(this.need(4));
  }
  /** An unsigned 64-bit value: a number when it is exact as one, else a bigint. */
  u64(): number | bigint {
    const at = this.need(8);
    const high = this.view.getUint32(at);
    if (high < 0x200000) return high * 0x1_0000_0000 + this.view.getUint32(at + 4);
    return this.view.getBigUint64(at);
  }
  bytes(n: number) {
    const at = this.need(n);
    return new Uint8Array(this.view.buffer, this.view.byteOffset + at, n).slice();
  }
  get remaining() {
    return this.end - this.pos;
  }
}

/** One whole AVL packet (exactly the bytes avlPacketLength counted) → its records or why not. */
export function decodeAvl(packet: Uint8Array, maxDataBytes = CODEC_LIMITS.maxDataBytes): AvlDecoded {
  const length = avlPacketLength(packet, maxDataBytes);
  if (length === 'more') return reject('malformed', 'AVL packet: truncated');
  if (typeof length !== 'number') return length;
  if (length !== packet.length) return reject('malformed', 'AVL packet: length does not match the data length');
  const view = new DataView(packet.buffer, packet.byteOffset, packet.byteLength);
  const dataEnd = packet.length - 4;
  const crc = view.getUint32(dataEnd);
  const computed = crc16Ibm(packet, 8, dataEnd);
  if (crc !== computed) return reject('bad_crc', `AVL packet: CRC ${crc.toString(16)} instead of ${computed.toString(16)}`);
  const r = new Reader(view, 8, dataEnd);
  try {
    const codec = r.u8();
    if (codec !== CODEC_8 && codec !== CODEC_8_EXT)
      return reject('unsupported_codec', `codec 0x${codec.toString(16)} (configure the unit for Codec 8 or Codec 8 Extended)`);
    const count = r.u8();
    if (count === 0) return reject('bad_count', 'AVL packet: no records');
    const records: AvlRecord[] = [];
    for (let i = 0; i < count; i++) {
      const record = readRecord(r, codec === CODEC_8_EXT);
      if (typeof record === 'string') return reject('bad_time', `record ${i}: ${record}`);
      records.push(record);
    }
    const count2 = r.u8();
    if (count2 !== count) return reject('bad_count', `AVL packet: record counts ${count} and ${count2} differ`);
    if (r.remaining !== 0) return reject('malformed', `AVL packet: ${r.remaining} bytes after the records`);
    return { ok: true, codec, records };
  } catch (err) {
    if (err instanceof Truncated) return reject('malformed', 'AVL packet: a record runs past the data length');
    return reject('malformed', 'AVL packet: unreadable');
  }
}

function readRecord(r: Reader, extended: boolean): AvlRecord | string {
  const rawTs = r.u64();
  if (typeof rawTs === 'bigint' || rawTs > CODEC_LIMITS.maxTs) return `time ${rawTs} ms is not a clock`;
  const id = extended ? () => r.u16() : () => r.u8();
  const record: AvlRecord = {
    ts: rawTs,
    priority: r.u8(),
    lng: r.i32() / 1e7,
    lat: r.i32() / 1e7,
    altitude: r.i16(),
    angle: r.u16(),
    satellites: r.u8(),
    speed: r.u16(),
    eventId: id(),
    io: new Map(),
  };
  id(); // total IO count: Traccar ignores it too (the groups' own counts are what the bytes follow)
  const widths = [1, 2, 4, 8] as const;
  for (const width of widths) {
    const n = id();
    for (let j = 0; j < n; j++) {
      const key = id();
      let value: IoValue;
      if (width === 1) value = r.u8();
      else if (width === 2) value = r.u16();
      else if (width === 4) value = r.u32();
      else value = r.u64();
      record.io.set(key, value);
    }
  }
  if (extended) {
    const n = r.u16();
    for (let j = 0; j < n; j++) {
      const key = r.u16();
      record.io.set(key, r.bytes(r.u16()));
    }
  }
  return record;
}
