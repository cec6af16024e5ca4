// The unit's side of the protocol, for the tests, the bench and the durability run: a handshake and
// Codec 8 / 8E AVL packets built from plain records (the inverse of codec.ts).
import { CODEC_8, CODEC_8_EXT } from './codec.ts';
import { crc16Ibm } from './crc.ts';

export interface EncodeRecord {
  ts: number;
  lat: number;
  lng: number;
  altitude?: number;
  angle?: number;
  satellites?: number;
  speed?: number;
  priority?: number;
  eventId?: number;
  /** IO values by id, in the width given (1, 2, 4 or 8 bytes); variable-length (8E only) as bytes. */
  io?: { id: number; width: 1 | 2 | 4 | 8; value: number | bigint }[];
  varIo?: { id: number; bytes: Uint8Array }[];
}

export function encodeHandshake(imei: string): Buffer {
  const ascii = Buffer.from(imei, 'ascii');
  const out = Buffer.alloc(2 + ascii.length);
  out.writeUInt16BE(ascii.length);
  ascii.copy(out, 2);
  return out;
}

/** A whole AVL packet (preamble, length, data, CRC). */
export function encodeAvl(records: readonly EncodeRecord[], codec: typeof CODEC_8 | typeof CODEC_8_EXT = CODEC_8): Buffer {
  const ext = codec === CODEC_8_EXT;
  const parts: Buffer[] = [];
  const u8 = (v: number) => parts.push(Buffer.from([v & 0xff]));
  const u16 = (v: number) => {
    const b = Buffer.alloc(2);
    b.writeUInt16BE(v & 0xffff);
    parts.push(b);
  };
  const id = ext ? u16 : u8;
  u8(codec);
  u8(records.length);
  for (const r of records) {
    const head = Buffer.alloc(8 + 1 + 4 + 4 + 2 + 2 + 1 + 2);
    head.writeBigUInt64BE(BigInt(r.ts), 0);
    head.writeUInt8(r.priority ?? 0, 8);
    head.writeInt32BE(Math.round(r.lng * 1e7), 9);
    head.writeInt32BE(Math.round(r.lat * 1e7), 13);
    head.writeInt16BE(r.altitude ?? 0, 17);
    head.writeUInt16BE(r.angle ?? 0, 19);
    head.writeUInt8(r.satellites ?? 0, 21);
    head.writeUInt16BE(r.speed ?? 0, 22);
    parts.push(head);
    const io = r.io ?? [];
    const varIo = ext ? (r.varIo ?? []) : [];
    id(r.eventId ?? 0);
    id(io.length + varIo.length);
    for (const width of [1, 2, 4, 8] as const) {
      const group = io.filter((e) => e.width === width);
      id(group.length);
      for (const e of group) {
        id(e.id);
        const b = Buffer.alloc(width);
        if (width === 1) b.writeUInt8(Number(e.value));
        else if (width === 2) b.writeUInt16BE(Number(e.value));
        else if (width === 4) b.writeUInt32BE(Number(e.value));
        else b.writeBigUInt64BE(BigInt(e.value));
        parts.push(b);
      }
    }
    if (ext) {
      u16(varIo.length);
      for (const e of varIo) {
        u16(e.id);
        u16(e.bytes.length);
        parts.push(Buffer.from(e.bytes));
      }
    }
  }
  u8(records.length);
  const data = Buffer.concat(parts);
  const out = Buffer.alloc(8 + data.length + 4);
  out.writeUInt32BE(data.length, 4);
  data.copy(out, 8);
  out.writeUInt32BE(crc16Ibm(data), 8 + data.length);
  return out;
}
