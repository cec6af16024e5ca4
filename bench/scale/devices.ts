// The scale test's devices, a process of its own (real units are other machines): every unit reports
// once a period (units / rate seconds: 20,000 units at 670 reports/s is every 30 s), its first report
// spread over the first period. Most units are OsmAnd trackers (one GET per report over a pool of
// keep-alive connections to the balancer's ingest port); a share are Teltonika units, each on its
// own TCP connection to the balancer's Teltonika port (handshake, then one AVL packet a report,
// answered with its record count). A report is acknowledged by a 200 (OsmAnd) or the record count
// (Teltonika): the server's promise that it is stored, after which a real unit deletes it. A report
// not acknowledged (connection lost, 502/503 while an instance is down) is sent again after a second,
// as units do. Every acknowledged report's (device, time) is handed back for the loss check.
// A few OsmAnd units send one report with an SOS alarm (the DeviceAlarm event, notified to the
// company's users), at most one each so that the alert's cooldown never hides one.
// Input (IPC): DevicesInput. Output (IPC): DevicesResult.
import { connect, type Socket } from 'node:net';
import { encodeParams } from '../../server/src/telemetry/osmand.ts';
import { nextAnswer } from '../httpAnswer.ts';
import { emptyReport, type Report } from '../../server/src/telemetry/pipeline.ts';
import { encodeAvl, encodeHandshake } from '../../server/src/telemetry/teltonika/encode.ts';

export interface DevicesInput {
  ingestPort: number;
  teltonikaPort: number;
  units: { imei: string; deviceId: number; home: { lat: number; lng: number } }[];
  /** Reports a second over all units. */
  rate: number;
  seconds: number;
  /** Every how many-th unit is a Teltonika unit (0: none). */
  teltonikaEvery: number;
  /** Every how many-th OsmAnd unit sends one SOS alarm (its second report). */
  alarmEvery: number;
  /** OsmAnd keep-alive connections. */
  connections: number;
}

export interface DevicesResult {
  /** Acknowledged reports: device id and report time, interleaved. */
  acked: number[];
  /** Reports due and never acknowledged (must be 0 unless a door stayed down). */
  unacknowledged: number;
  /** Acknowledged reports that carried an alarm. */
  alarms: number;
  due: number;
  resent: number;
  reconnects: { osmand: number; teltonika: number };
  /** From when a report was due to its acknowledgement, retries included. */
  ackMs: { p50: number; p99: number; max: number };
  byDoor: { osmand: number; teltonika: number };
  statuses: Record<string, number>;
  cpuMs: number;
}

interface Pending {
  unit: number;
  ts: number;
  dueAt: number;
  alarm: boolean;
}

/**
 * A Teltonika unit's own source address on the loopback network (Linux routes all of 127.0.0.0/8
 * there): real units come from many carrier addresses, and the door limits connections per address.
 */
const unitAddress = (unit: number) => `127.${10 + Math.floor(unit / 62_500)}.${(Math.floor(unit / 250) % 250) + 1}.${(unit % 250) + 1}`;
const RETRY_MS = 1000;

function report(input: DevicesInput, p: Pending): Report {
  const u = input.units[p.unit];
  const k = p.ts / 30_000;
  return {
    ...emptyReport(p.ts),
    lat: u.home.lat + Math.sin(k / 7) * 0.002,
    lng: u.home.lng + Math.cos(k / 7) * 0.004,
    speed: 6,
    heading: 90,
    accuracy: 5,
    satellites: 10,
    ignition: true,
    extVoltage: 27.6,
    alarm: p.alarm ? 'sos' : null,
  };
}

function run(input: DevicesInput): Promise<DevicesResult> {
  const cpu0 = process.cpuUsage();
  const acked: number[] = [];
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const byDoor = { osmand: 0, teltonika: 0 };
  let due = 0;
  let resent = 0;
  const reconnects = { osmand: 0, teltonika: 0 };
  let alarms = 0;
  let stopping = false;
  const isTeltonika = (unit: number) => input.teltonikaEvery > 0 && unit % input.teltonikaEvery === 0;
  const ack = (p: Pending, door: 'osmand' | 'teltonika') => {
    acked.push(input.units[p.unit].deviceId, p.ts);
    latencies.push(performance.now() - p.dueAt);
    byDoor[door]++;
    if (p.alarm) alarms++;
  };

  // --- OsmAnd: a queue served by keep-alive connections, one request in flight on each.
  const queue: Pending[] = [];
  const waiting: (() => void)[] = [];
  const enqueue = (p: Pending) => {
    queue.push(p);
    waiting.shift()?.();
  };
  let retrying = 0;
  const retry = (p: Pending) => {
    resent++;
    retrying++;
    setTimeout(() => {
      retrying--;
      enqueue(p);
    }, RETRY_MS);
  };
  const osmandWork = () => !stopping || queue.length > 0 || retrying > 0;
  const osmandConnection = async (): Promise<void> => {
    while (osmandWork()) {
      await new Promise<void>((done) => {
        const socket: Socket = connect({ port: input.ingestPort, host: '127.0.0.1', noDelay: true });
        let buffer = '';
        let current: Pending | null = null;
        let closed = false;
        const next = () => {
          current = queue.shift() ?? null;
          if (current) socket.write(`GET /?${encodeParams(input.units[current.unit].imei, report(input, current))} HTTP/1.1\r\nHost: scale\r\n\r\n`);
          else if (!osmandWork()) {
            socket.end();
            // The other idle connections end as well.
            for (const wake of waiting.splice(0)) wake();
          } else waiting.push(next);
        };
        socket.setEncoding('latin1');
        socket.on('connect', next);
        socket.on('data', (chunk: string) => {
          buffer += chunk;
          for (let answer = nextAnswer(buffer); answer; answer = nextAnswer(buffer)) {
            buffer = answer.rest;
            const { status, head } = answer;
            statuses[status] = (statuses[status] ?? 0) + 1;
            if (current) {
              if (status === '200') ack(current, 'osmand');
              else retry(current);
            }
            current = null;
            if (/\r\nconnection:\s*close/i.test(head)) return socket.destroy();
            next();
          }
        });
        const lost = () => {
          if (closed) return;
          closed = true;
          const index = waiting.indexOf(next);
          if (index >= 0) waiting.splice(index, 1);
          if (current) retry(current);
          current = null;
          done();
        };
        socket.on('error', lost);
        socket.on('close', lost);
      });
      if (!osmandWork()) break;
      reconnects.osmand++;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };

  // --- Teltonika: one connection a unit; its reports in order, the next after the previous answer.
  const teltonikaQueues = new Map<number, Pending[]>();
  const teltonikaWake = new Map<number, () => void>();
  const teltonikaUnit = async (unit: number): Promise<void> => {
    const mine = teltonikaQueues.get(unit)!;
    while (!stopping || mine.length > 0) {
      await new Promise<void>((done) => {
        const socket = connect({ port: input.teltonikaPort, host: '127.0.0.1', noDelay: true, localAddress: unitAddress(unit) });
        let buf = Buffer.alloc(0);
        let accepted = false;
        let inFlight: Pending | null = null;
        let closed = false;
        const send = () => {
          inFlight = mine[0] ?? null;
          if (inFlight) {
            const r = report(input, inFlight);
            socket.write(encodeAvl([{ ts: r.ts, lat: r.lat!, lng: r.lng!, satellites: 10, speed: 6, io: [{ id: 239, width: 1, value: 1 }] }]));
          } else if (stopping) socket.end();
          else teltonikaWake.set(unit, send);
        };
        socket.on('connect', () => socket.write(encodeHandshake(input.units[unit].imei)));
        socket.on('data', (chunk: Buffer) => {
          buf = Buffer.concat([buf, chunk]);
          if (!accepted) {
            if (buf[0] !== 1) return socket.destroy();
            accepted = true;
            buf = buf.subarray(1);
            return send();
          }
          while (buf.length >= 4) {
            const count = buf.readUInt32BE(0);
            buf = buf.subarray(4);
            if (inFlight && count === 1) {
              ack(inFlight, 'teltonika');
              mine.shift();
            }
            inFlight = null;
            send();
          }
        });
        const lost = () => {
          if (closed) return;
          closed = true;
          teltonikaWake.delete(unit);
          if (inFlight) resent++;
          done();
        };
        socket.on('error', lost);
        socket.on('close', lost);
      });
      if (stopping && mine.length === 0) break;
      reconnects.teltonika++;
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
  };

  // --- The schedule: unit i's reports at offset + n × period, from the start.
  const period = (input.units.length / input.rate) * 1000;
  const sentCount = new Uint16Array(input.units.length);
  const start = performance.now();
  const wallStart = Date.now();
  let cursor = 0;
  let round = 0;
  const tick = () => {
    const elapsed = performance.now() - start;
    for (;;) {
      const at = round * period + (cursor / input.units.length) * period;
      if (at > elapsed || elapsed > input.seconds * 1000) break;
      const unit = cursor;
      // Whole seconds (OsmAnd's timestamp), never two reports of a unit in the same second.
      const p: Pending = { unit, ts: Math.floor((wallStart + at) / 1000) * 1000, dueAt: start + at, alarm: false };
      due++;
      if (isTeltonika(unit)) {
        teltonikaQueues.get(unit)!.push(p);
        const wake = teltonikaWake.get(unit);
        teltonikaWake.delete(unit);
        wake?.();
      } else {
        p.alarm = input.alarmEvery > 0 && unit % input.alarmEvery === 1 && sentCount[unit] === 1;
        enqueue(p);
      }
      sentCount[unit]++;
      cursor++;
      if (cursor === input.units.length) {
        cursor = 0;
        round++;
      }
    }
  };
  const timer = setInterval(tick, 10);

  const workers: Promise<void>[] = [];
  for (let i = 0; i < input.connections; i++) workers.push(osmandConnection());
  for (let unit = 0; unit < input.units.length; unit++) {
    if (!isTeltonika(unit)) continue;
    teltonikaQueues.set(unit, []);
    workers.push(teltonikaUnit(unit));
  }

  return new Promise((resolve) => {
    setTimeout(() => {
      clearInterval(timer);
      stopping = true;
      // Idle connections wake to end themselves; the ones still sending finish their queues.
      for (const wake of waiting.splice(0)) wake();
      for (const [unit, wake] of teltonikaWake) {
        teltonikaWake.delete(unit);
        wake();
      }
      // Reports still unacknowledged a minute after the end (a door that never came back) are counted.
      const drained = Promise.race([Promise.all(workers), new Promise((r) => setTimeout(r, 60_000))]);
      void drained.then(() => {
        const cpu = process.cpuUsage(cpu0);
        const sorted = latencies.sort((a, b) => a - b);
        const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
        resolve({
          acked,
          unacknowledged: due - acked.length / 2,
          alarms,
          due,
          resent,
          reconnects,
          ackMs: { p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? 0 },
          byDoor,
          statuses,
          cpuMs: (cpu.user + cpu.system) / 1000,
        });
      });
    }, input.seconds * 1000);
  });
}

process.once('message', (input: DevicesInput) => {
  void run(input).then((result) => process.send!(result, () => process.exit(0)));
});
