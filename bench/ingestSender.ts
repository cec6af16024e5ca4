// The ingest bench's sender, a process of its own (forked by bench/telemetry.ts): real trackers are
// other machines, so the sender must not share the server's process or event loop. It holds N
// keep-alive connections, each with one request in flight (a tracker waits for its answer before
// it sends the next report), and writes raw HTTP/1.1: node:http's client costs more CPU per request
// than the server's side of it, and on 2 cores that would measure the client.
// Input (IPC): { port, requests: string[] (whole HTTP requests), connections }.
// Output (IPC): counts per status, wall time, per-request latency percentiles, this process's CPU.
import { connect, type Socket } from 'node:net';
import { nextAnswer } from './httpAnswer.ts';

export interface SenderInput {
  port: number;
  requests: string[];
  connections: number;
}

export interface SenderResult {
  statuses: Record<string, number>;
  ms: number;
  latency: { p50: number; p95: number; max: number };
  cpuMs: number;
  /** Connections the server closed before the run ended (must be 0). */
  dropped: number;
}

function run({ port, requests, connections }: SenderInput): Promise<SenderResult> {
  const statuses: Record<string, number> = {};
  const latencies = new Float64Array(requests.length);
  let next = 0;
  let dropped = 0;
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();

  const connection = () =>
    new Promise<void>((done) => {
      const socket: Socket = connect({ port, host: '127.0.0.1', noDelay: true });
      let buffer = '';
      let current = -1;
      let sentAt = 0;
      let finished = false;
      const finish = () => {
        if (finished) return;
        finished = true;
        socket.destroy();
        done();
      };
      const sendNext = () => {
        if (next >= requests.length) return finish();
        current = next++;
        sentAt = performance.now();
        socket.write(requests[current]);
      };
      socket.setEncoding('latin1');
      socket.on('connect', sendNext);
      socket.on('data', (chunk: string) => {
        buffer += chunk;
        for (let answer = nextAnswer(buffer); answer; answer = nextAnswer(buffer)) {
          buffer = answer.rest;
          const { status } = answer;
          statuses[status] = (statuses[status] ?? 0) + 1;
          latencies[current] = performance.now() - sentAt;
          sendNext();
          if (finished) return;
        }
      });
      socket.on('error', () => {
        dropped++;
        finish();
      });
      socket.on('close', () => {
        if (!finished) dropped++;
        finish();
      });
    });

  return Promise.all(Array.from({ length: connections }, connection)).then(() => {
    const ms = performance.now() - t0;
    const cpu = process.cpuUsage(cpu0);
    const sorted = Array.from(latencies.subarray(0, next)).sort((a, b) => a - b);
    const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;
    return { statuses, ms, latency: { p50: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? 0 }, cpuMs: (cpu.user + cpu.system) / 1000, dropped };
  });
}

process.once('message', (input: SenderInput) => {
  void run(input).then((result) => {
    process.send!(result, () => process.exit(0));
  });
});
