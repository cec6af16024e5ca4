// `npm run bench -- --only=export` (or `npx tsx bench/gridExport.ts [machines=100000]`): the fleet grid's export (issue 27, item 8) at
// scale. Seeds the demo fleet at that size into a throw-away SQLite database, serves the app on
// loopback, and downloads Nordbygg's whole fleet (two thirds of the machines) as CSV and as xlsx
// with the grid's 14 columns, over real HTTP, while another client asks /api/health every 50 ms:
// time to the last byte, bytes, the server's peak memory, and how long health waited meanwhile.
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildApp } from '../server/src/app.ts';
import { migrateToLatest, openDatabase } from '../server/src/db/database.ts';
import { seed } from '../server/src/seed/generate.ts';
import { benchConfig, listenOnLoopback, ownerToken } from './benchApp.ts';

const COLUMNS = [
  ['internalId', 'Internal ID'],
  ['name', 'Name'],
  ['brand', 'Brand'],
  ['model', 'Model'],
  ['categoryFormatted', 'Category'],
  ['registrationNumber', 'Registration'],
  ['serialNumber', 'Serial number'],
  ['pinOrVin', 'PIN/VIN'],
  ['depotName', 'Depot'],
  ['locationName', 'Location'],
  ['positionUserTimeFormatted', 'Last position'],
  ['engineHours', 'Engine hours'],
  ['tags', 'Tags'],
  ['telematicStatusFormatted', 'Telematics'],
].map(([fieldName, title]) => ({ fieldName, title, ...(fieldName === 'engineHours' ? { unit: 'hours' } : {}) }));

/** Bytes and time to the last byte of one POST, read as it arrives. */
function download(port: number, path: string, body: string, token: string): Promise<{ status: number; bytes: number; ms: number; lines: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(
      { host: '127.0.0.1', port, path, method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` } },
      (res) => {
        let bytes = 0;
        let lines = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          for (const b of chunk) if (b === 10) lines++;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes, ms: performance.now() - started, lines }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** /api/health every 50 ms until stopped: each answer's wait. */
function healthProbe(port: number) {
  const waits: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const t = performance.now();
      await new Promise<void>((resolve) => request({ host: '127.0.0.1', port, path: '/api/health' }, (res) => res.resume().on('end', resolve)).end());
      waits.push(performance.now() - t);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      const sorted = [...waits].sort((a, b) => a - b);
      return { n: sorted.length, p50: sorted[Math.floor(sorted.length / 2)] ?? 0, p99: sorted[Math.floor(sorted.length * 0.99)] ?? 0, max: sorted.at(-1) ?? 0 };
    },
  };
}

/** The export's figures at `machines` machines, as a Markdown table. */
export async function runGridExportBench(machines = 100_000): Promise<string> {
  const out: string[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'siteline-bench-export-'));
  const load = loadavg().map((l) => l.toFixed(2));
  try {
    const config = benchConfig(dir, `sqlite:${join(dir, 'bench.db')}`);
    const db = openDatabase(config.databaseUrl, { queryTimeoutMs: 0 });
    await migrateToLatest(db);
    await seed(db, { assets: machines, seed: 2026, reset: false, log: (m) => console.error(`[seed] ${m}`) });
    const app = await buildApp({ db, config, withFrontends: false });
    const port = await listenOnLoopback(app);
    const token = await ownerToken(app);
    out.push(
      `### Fleet grid export (${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model.trim()}, load ${load.join(' ')})\n`,
    );
    out.push(
      `${machines.toLocaleString('en-US')} machines seeded; Nordbygg AB's fleet exported with the grid's 14 columns, default sort, over loopback HTTP.\n`,
    );
    out.push('| format | rows | bytes | time to last byte | server peak RSS (start → peak) | /api/health meanwhile p50 / p99 / max (n) |');
    out.push('|---|---:|---:|---:|---:|---:|');
    for (const format of ['csv', 'xlsx'] as const) {
      const rssStart = process.memoryUsage().rss;
      let rssPeak = rssStart;
      const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 50);
      const probe = healthProbe(port);
      const body = JSON.stringify({ request: {}, columns: COLUMNS, format });
      const answer = await download(port, '/api/web/v1/assets/assets/export', body, token);
      const health = await probe.stop();
      clearInterval(sampler);
      if (answer.status !== 200) throw new Error(`export ${format}: HTTP ${answer.status}`);
      const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;
      out.push(
        `| ${format} | ${format === 'csv' ? (answer.lines - 1).toLocaleString('en-US') : '(same)'} | ${answer.bytes.toLocaleString('en-US')} | ${(answer.ms / 1000).toFixed(1)} s | ${mb(rssStart)} → ${mb(rssPeak)} | ${health.p50.toFixed(1)} / ${health.p99.toFixed(1)} / ${health.max.toFixed(1)} ms (${health.n}) |`,
      );
    }
    await app.close();
    await db.destroy();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return out.join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) console.log(await runGridExportBench(Number(process.argv[2] ?? 100_000)));
