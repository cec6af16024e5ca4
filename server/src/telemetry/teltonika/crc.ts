// CRC-16/IBM (also called CRC-16/ARC): polynomial 0x8005 reflected (0xA001), initial value 0, no final
// XOR. Teltonika's AVL packets carry it over the bytes from the codec id to the second record count,
// in a 4-byte field whose upper two bytes are zero. Traccar never checks it; we do, because a packet
// whose bytes changed on the way must not be acknowledged (the unit would delete what it holds).

const TABLE = (() => {
  const table = new Uint16Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xa001 : c >>> 1;
    table[n] = c;
  }
  return table;
})();

/** CRC-16/IBM of `buf[start, end)`. */
export function crc16Ibm(buf: Uint8Array, start = 0, end = buf.length): number {
  let crc = 0;
  for (let i = start; i < end; i++) crc = (crc >>> 8) ^ TABLE[(crc ^ buf[i]) & 0xff];
  return crc;
}
