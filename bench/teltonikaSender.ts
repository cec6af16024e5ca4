// The Teltonika bench's sender, a process of its own (forked by bench/teltonikaIngest.ts), as
// ingestSender.ts is for OsmAnd: N connections at a time, each one unit as an FMB unit behaves:
// connect, send the IMEI, wait for 01, then send its AVL packets one after another, each after the
// previous one's record count came back (a unit deletes its records only then), and close.
// Input (IPC): { port, units: { imei, packets }[], connections }.
// Output (IPC): records answered, packets, wall time, per-packet latency percentiles, this process's CPU.
import { connect } from 'node:net';

export interface TeltonikaSenderInput {
  port: number;
  units: { imei: string; packets: Uint8Array[]; records: number[] }[];
  connections: number;
}

export interface TeltonikaSenderResult {
  records: number;
  packets: number;
  refused: number;
  /** Connections closed before all their packets were answered (must be 0). */
  dropped: number;
  ms: number;
  latency: { p50: number; p95: number; max: number };
  cpuMs: number;
}

const handshake = (imei: string) => {
  const b = Buffer.alloc(2 + imei.length);
  b.writeUInt16BE(imei.length);
  b.write(imei, 2, 'ascii');
  return b;
};

function run({ port, units, connections }: TeltonikaSenderInput): Promise<TeltonikaSenderResult> {
  const latencies: number[] = [];
  let records = 0;
  let refused = 0;
  let dropped = 0;
  let nextUnit = 0;
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();

  const oneUnit = (unit: TeltonikaSenderInput['units'][number]) =>
    new Promise<void>((done) => {
      const socket = connect({ port, host: '127.0.0.1', noDelay: true });
      let buf: Buffer = Buffer.alloc(0);
      let accepted = false;
      let current = 0;
      let sentAt = 0;
      let finished = false;
      const finish = (ok: boolean) => {
        if (finished) return;
        finished = true;
        if (!ok) dropped++;
        socket.destroy();
        done();
      };
      const sendNext = () => {
        if (current >= unit.packets.length) return finish(true);
        sentAt = performance.now();
        socket.write(unit.packets[current]);
      };
      socket.on('connect', () => socket.write(handshake(unit.imei)));
      socket.on('data', (chunk: Buffer) => {
        buf = buf.length === 0 ? chunk : Buffer.concat([buf, chunk]);
        if (!accepted) {
          if (buf[0] !== 1) {
            refused++;
            return finish(true);
          }
          accepted = true;
          buf = buf.subarray(1);
          sendNext();
        }
        while (buf.length >= 4 && !finished) {
          const count = buf.readUInt32BE(0);
          buf = buf.subarray(4);
          if (count !== unit.records[current]) return finish(false);
          latencies.push(performance.now() - sentAt);
          records += count;
          current++;
          sendNext();
        }
      });
      socket.on('error', () => finish(false));
      socket.on('close', () => finish(false));
    });

  const lane = async () => {
    while (nextUnit < units.length) await oneUnit(units[nextUnit++]);
  };
  return Promise.all(Array.from({ length: connections }, lane)).then(() => {
    const ms = performance.now() - t0;
    const cpu = process.cpuUsage(cpu0);
    latencies.sort((a, b) => a - b);
    const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.ceil(p * latencies.length) - 1)] ?? 0;
    return {
      records,
      packets: latencies.length,
      refused,
      dropped,
      ms,
      latency: { p50: at(0.5), p95: at(0.95), max: latencies.at(-1) ?? 0 },
      cpuMs: (cpu.user + cpu.system) / 1000,
    };
  });
}

process.once('message', (input: TeltonikaSenderInput) => {
  void run(input).then((result) => {
    process.send!(result, () => process.exit(0));
  });
});
