// `npm run bench -- --only=start` (issue 28): how long `npm start` takes on existing data, as an
// operator restarting the server meets it. Starts the built server (build/server/main.mjs, what
// `npm start` runs) once on a fresh data folder (the demo fleet and a week of simulated history,
// then stopped), then five more times on that data: the time from spawning the process until
// /api/health answers, until the first fleet page is answered, and the server's own "answering
// after" and "GraphQL warm after" figures from its console banner.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

const RUNS = 5;
const PORT = Number(process.env.SITELINE_BENCH_START_PORT ?? 8391);

interface Start {
  healthMs: number;
  fleetMs: number;
  answeringS: number;
  graphqlS: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(ok: () => Promise<boolean>, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await ok().catch(() => false)) return;
    await sleep(10);
  }
  throw new Error('the server did not answer in time');
}

function startServer(dataDir: string): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, ['build/server/main.mjs'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      SITELINE_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SITELINE_INGEST_PORT: '0',
      SITELINE_TELTONIKA_PORT: '0',
      SITELINE_SIMULATOR_DAYS: '7',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  return { child, output: () => output };
}

async function stop(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function oneStart(dataDir: string): Promise<Start> {
  const t0 = performance.now();
  const server = startServer(dataDir);
  const base = `http://127.0.0.1:${PORT}`;
  await waitFor(async () => (await fetch(`${base}/api/health`)).ok, 120_000);
  const healthMs = performance.now() - t0;
  const login = await fetch(`${base}/api/auth/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'owner@nordbygg.example', password: 'Siteline.2026', apiType: 0 }),
  });
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  const fleet = await fetch(`${base}/api/web/v1/assets/assets`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ start: 0, limit: 100, sortExpressions: [{ fieldName: 'name', sortOrder: 0 }] }),
  });
  if (!fleet.ok) throw new Error(`fleet page: ${fleet.status}`);
  const fleetMs = performance.now() - t0;
  await waitFor(async () => /GraphQL warm after/.test(server.output()), 60_000);
  const [, answering, graphql] = /answering after ([\d.]+) s, GraphQL warm after ([\d.]+) s/.exec(server.output()) ?? [];
  await stop(server.child);
  return { healthMs, fleetMs, answeringS: Number(answering), graphqlS: Number(graphql) };
}

export async function runWarmStartBench(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'siteline-start-'));
  try {
    const first = await oneStart(dataDir);
    const warm: Start[] = [];
    for (let i = 0; i < RUNS; i++) warm.push(await oneStart(dataDir));
    const range = (pick: (s: Start) => number, digits = 0) => {
      const values = warm.map(pick).sort((a, b) => a - b);
      return `${values[0].toFixed(digits)}-${values.at(-1)!.toFixed(digits)}`;
    };
    return [
      `### Warm start: \`npm start\` on existing data, ${RUNS} runs`,
      '',
      `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, load ${loadavg()
        .map((l) => l.toFixed(1))
        .join(
          ' / ',
        )}, ${new Date().toISOString().slice(0, 10)}; first start (demo fleet, a week of history): /api/health after ${(first.healthMs / 1000).toFixed(1)} s`,
      '',
      '| figure | measured | goal |',
      '|---|---|---|',
      `| answering, by the server's clock (after its modules load) | ${range((s) => s.answeringS, 1)} s | ≤ 2 s |`,
      `| GraphQL warm, by the server's clock | ${range((s) => s.graphqlS, 1)} s | ≤ 3 s |`,
      `| process spawned → /api/health answers | ${range((s) => s.healthMs)} ms | |`,
      `| process spawned → first fleet page answered (sign-in included) | ${range((s) => s.fleetMs)} ms | |`,
    ].join('\n');
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
