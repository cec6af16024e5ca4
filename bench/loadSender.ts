// The served bench's client, a process of its own (forked by bench/served.ts), so that its work is
// not counted as the server's: N keep-alive connections (browsers), each with one request in flight,
// for a fixed time. Answers are read whole (content-length or chunked, as node:http decodes the
// framing) and their bytes on the wire counted; bodies are not decompressed.
// Input (IPC): LoadInput. Output (IPC): LoadResult.
import { Agent, request } from 'node:http';

export interface LoadInput {
  port: number;
  path: string;
  headers: Record<string, string>;
  body: string;
  connections: number;
  seconds: number;
}

export interface LoadResult {
  answered: number;
  failed: number;
  perSecond: number;
  latency: { p50: number; p99: number };
  /** Body bytes of the last answer, as sent (compressed when it was). */
  wireBytes: number;
  encoding: string;
  /** The first answer that was not a 200: its status and the start of its body. */
  firstFailure: string | null;
}

function run(input: LoadInput): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: input.connections });
  const latencies: number[] = [];
  let failed = 0;
  let wireBytes = 0;
  let encoding = 'identity';
  let firstFailure: string | null = null;
  const started = performance.now();
  const end = started + input.seconds * 1000;
  const headers = { ...input.headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(input.body)) };
  const one = () =>
    new Promise<void>((done) => {
      const sent = performance.now();
      const req = request({ host: '127.0.0.1', port: input.port, path: input.path, method: 'POST', agent, headers }, (res) => {
        let bytes = 0;
        let head = '';
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          if (res.statusCode !== 200 && head.length < 200) head += chunk.toString('latin1');
        });
        res.on('end', () => {
          if (res.statusCode === 200) latencies.push(performance.now() - sent);
          else {
            failed++;
            firstFailure ??= `${res.statusCode}: ${head.slice(0, 200)}`;
          }
          wireBytes = bytes;
          encoding = String(res.headers['content-encoding'] ?? 'identity');
          done();
        });
      });
      req.on('error', () => {
        failed++;
        done();
      });
      req.end(input.body);
    });
  const connection = async () => {
    while (performance.now() < end) await one();
  };
  return Promise.all(Array.from({ length: input.connections }, connection)).then(() => {
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.ceil(p * latencies.length) - 1)] ?? 0;
    agent.destroy();
    return {
      answered: latencies.length,
      failed,
      perSecond: latencies.length / seconds,
      latency: { p50: at(0.5), p99: at(0.99) },
      wireBytes,
      encoding,
      firstFailure,
    };
  });
}

process.once('message', (input: LoadInput) => {
  void run(input).then((result) => process.send!(result, () => process.exit(0)));
});
