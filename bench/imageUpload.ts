// `npx tsx bench/imageUpload.ts [file.jpg]`: upload of a ~30 MB JPEG over real HTTP (loopback) end to
// end (multipart streamed to disk, sniffed, walked, scanned, re-encoded, stored), the event loop's
// worst delay meanwhile, and thumbnail latency (first render, cached, 304). Uses a throw-away data
// folder and the demo fleet; port 8273 unless BENCH_PORT is set.
import { readFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir, loadavg } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import sharp from 'sharp';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { migrateToLatest, openDatabase } from '../server/src/db/database.ts';
import { seed } from '../server/src/seed/generate.ts';

const port = Number(process.env.BENCH_PORT ?? 8273);
const dataDir = mkdtempSync(join(tmpdir(), 'siteline-bench-img-'));
const config = loadConfig({ dataDir, port });
const db = openDatabase(config.databaseUrl);
await migrateToLatest(db);
await seed(db, { assets: 300 });
const app = await buildApp({ db, config });
await app.listen({ port, host: '127.0.0.1' });
const base = `http://127.0.0.1:${port}/api`;

let file = process.argv[2] ? readFileSync(process.argv[2]) : null;
if (!file) {
  // Noise compresses badly: 6200×4600 at quality 97 is about 29 MB.
  file = await sharp({ create: { width: 6200, height: 4600, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
    .jpeg({ quality: 97 })
    .toBuffer();
}
const login = (await (
  await fetch(`${base}/auth/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'owner@nordbygg.example', password: 'Siteline.2026', apiType: 0 }),
  })
).json()) as { data: { access_token: string } };
const auth = { authorization: `Bearer ${login.data.access_token}` };

const loop = monitorEventLoopDelay({ resolution: 5 });
const form = new FormData();
form.append('file', new Blob([file], { type: 'image/jpeg' }), 'big.jpg');
loop.enable();
const t = performance.now();
const res = await fetch(`${base}/common/v1/files?fileType=MachineImage`, { method: 'POST', headers: auth, body: form });
const uploadMs = performance.now() - t;
loop.disable();
const answer = (await res.json()) as { data: { key: string; width: number; height: number; sizeBytes: number } };
if (res.status !== 200) throw new Error(`upload failed: ${res.status} ${JSON.stringify(answer)}`);
const key = answer.data.key;
await fetch(`${base}/web/v1/images/assets/1/imageKeys`, {
  method: 'PUT',
  headers: { ...auth, 'content-type': 'application/json' },
  body: JSON.stringify({ imageKeys: [key] }),
});

const get = async (query: string, headers: Record<string, string> = {}) => {
  const t0 = performance.now();
  const r = await fetch(`${base}/web/v1/images/assets/1/thumbnails/${key}${query}`, { headers: { ...auth, ...headers } });
  await r.arrayBuffer();
  return { ms: performance.now() - t0, status: r.status, etag: r.headers.get('etag') ?? '' };
};
const first = await get('?imageWidth=256');
const warm: number[] = [];
for (let i = 0; i < 30; i++) warm.push((await get('?imageWidth=256')).ms);
const revalidate: number[] = [];
for (let i = 0; i < 30; i++) revalidate.push((await get('?imageWidth=256', { 'if-none-match': first.etag })).ms);
const p = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))].toFixed(1);

console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
console.log(
  `upload ${(file.length / 1048576).toFixed(1)} MiB JPEG ${answer.data.width}×${answer.data.height}: ${uploadMs.toFixed(0)} ms end to end, stored ${(answer.data.sizeBytes / 1048576).toFixed(1)} MiB`,
);
console.log(`event loop during the upload: max delay ${(loop.max / 1e6).toFixed(1)} ms, p99 ${(loop.percentile(99) / 1e6).toFixed(1)} ms`);
console.log(
  `thumbnail 256 px: first (rendered from the 29 MP original) ${first.ms.toFixed(0)} ms; cached p50 ${p(warm, 0.5)} ms p95 ${p(warm, 0.95)} ms; 304 p50 ${p(revalidate, 0.5)} ms`,
);
await app.close();
await db.destroy();
