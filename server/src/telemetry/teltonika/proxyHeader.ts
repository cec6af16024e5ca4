// The PROXY protocol header (HAProxy's spec, versions 1 and 2) a TCP load balancer puts in front of a
// unit's bytes when SITELINE_TELTONIKA_PROXY_PROTOCOL is on: behind HAProxy (`send-proxy`,
// `send-proxy-v2`), AWS NLB or another balancer in TCP mode every unit comes from the balancer's
// address, so the door's per-address limit would let only 20 units in per instance and its logs
// would name the balancer. Parsed by proxy-protocol-js; this file only finds where the header ends.
import { V1ProxyProtocol, V2ProxyProtocol, Command, IPv4ProxyAddress, IPv6ProxyAddress } from 'proxy-protocol-js';

/** Version 2's signature: the 12 bytes before its version/command byte. */
const V2_SIGNATURE = Buffer.from([0x0d, 0x0a, 0x0d, 0x0a, 0x00, 0x0d, 0x0a, 0x51, 0x55, 0x49, 0x54, 0x0a]);
/** Version 1's longest line ("PROXY UNKNOWN …" with two IPv6 addresses), CRLF included. */
const V1_MAX = 107;
/** Version 2's header with its TLVs: balancers send well under this; more is not a header we accept. */
const V2_MAX = 1024;

export type ProxyHeader =
  | { kind: 'incomplete' }
  | { kind: 'invalid' }
  /** `address`: the unit's address; null when the balancer speaks for itself (a health check, UNKNOWN). */
  | { kind: 'header'; address: string | null; rest: Buffer };

const ipv6 = (bytes: readonly number[]) => Array.from({ length: 8 }, (_, i) => ((bytes[2 * i] << 8) | bytes[2 * i + 1]).toString(16)).join(':');

export function readProxyHeader(buf: Buffer): ProxyHeader {
  if (buf.length === 0) return { kind: 'incomplete' };
  if (buf[0] === V2_SIGNATURE[0] && buf.length >= 1) {
    const known = Math.min(buf.length, V2_SIGNATURE.length);
    if (!buf.subarray(0, known).equals(V2_SIGNATURE.subarray(0, known))) return { kind: 'invalid' };
    if (buf.length < 16) return { kind: 'incomplete' };
    const total = 16 + buf.readUInt16BE(14);
    if (total > V2_MAX) return { kind: 'invalid' };
    if (buf.length < total) return { kind: 'incomplete' };
    let parsed: V2ProxyProtocol;
    try {
      parsed = V2ProxyProtocol.parse(new Uint8Array(buf.subarray(0, total)));
    } catch {
      return { kind: 'invalid' };
    }
    const rest = buf.subarray(total);
    if (parsed.command === Command.LOCAL) return { kind: 'header', address: null, rest };
    const at = parsed.proxyAddress;
    if (at instanceof IPv4ProxyAddress) return { kind: 'header', address: at.sourceAddress.address.join('.'), rest };
    if (at instanceof IPv6ProxyAddress) return { kind: 'header', address: ipv6(at.sourceAddress.address), rest };
    return { kind: 'header', address: null, rest };
  }
  const prefix = 'PROXY ';
  const head = buf.subarray(0, prefix.length).toString('latin1');
  if (!prefix.startsWith(head)) return { kind: 'invalid' };
  const end = buf.indexOf('\r\n');
  if (end < 0) return buf.length >= V1_MAX ? { kind: 'invalid' } : { kind: 'incomplete' };
  if (end + 2 > V1_MAX) return { kind: 'invalid' };
  const line = buf.subarray(0, end + 2).toString('latin1');
  const rest = buf.subarray(end + 2);
  if (line.startsWith('PROXY UNKNOWN')) return { kind: 'header', address: null, rest };
  try {
    return { kind: 'header', address: V1ProxyProtocol.parse(line).source.ipAddress, rest };
  } catch {
    return { kind: 'invalid' };
  }
}
