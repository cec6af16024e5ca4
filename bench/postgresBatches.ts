// --only=pg-batches (issue 30, decision 0070): what one transaction of the ingest costs on PostgreSQL
// by the number of reports it holds. The pipeline's `processBatch` with `npm start`'s options on an
// embedded PostgreSQL (fsync on), 200 units of one company; per batch size a warm-up, then 400
// batches one after another: wall time, this process's CPU and PostgreSQL's (postmaster and
// backends) per report, and the statements' round trips per batch.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../scripts/embeddedPostgres.ts';
import { migrateToLatest, openDatabase } from '../server/src/db/database.ts';
import { seed } from '../server/src/seed/generate.ts';
import { ingestOptions } from '../server/src/telemetry/runtime.ts';
import { processBatch, type BatchItem } from '../server/src/telemetry/store.ts';
import { benchConfig } from './benchApp.ts';
import { postgresCpuMs } from './scale/cluster.ts';
import { createBenchUnits } from './telemetryIngest.ts';

const SIZES = [1, 2, 5, 10, 25, 50];
const BATCHES = 400;

export async function runPostgresBatchesBench(): Promise<string> {
  const postgres = await startEmbeddedPostgres({ durable: true });
  const dir = mkdtempSync(join(tmpdir(), 'siteline-bench-pg-batches-'));
  const admin = new pg.Client({ connectionString: postgres.url('postgres') });
  try {
    await admin.connect();
    await admin.query('create database batches');
    let statements = 0;
    const db = openDatabase(postgres.url('batches'), { onQuery: () => void statements++ });
    try {
      await migrateToLatest(db);
      await seed(db, { seed: 2026, log: () => {} });
      const units = await createBenchUnits(db, 200, [{ lat: 59.33, lng: 18.06 }]);
      const { pid } = await db.selectNoFrom((eb) => eb.fn<number>('pg_backend_pid').as('pid')).executeTakeFirstOrThrow();
      const postmaster = Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
      const options = ingestOptions(benchConfig(dir, postgres.url('batches')));
      let ts = Date.now() - 20 * 3_600_000;
      let next = 0;
      const batch = (size: number): BatchItem[] =>
        Array.from({ length: size }, () => {
          const unit = units[next++ % units.length];
          const report = { ts: (ts += 50), lat: 59.33 + (next % 97) / 10_000, lng: 18.06, speed: 5, heading: 90, altitude: 10, accuracy: 5, satellites: 9 };
          const none = { ignition: true, hours: null, extVoltage: 24, battery: 80, din1: null, din2: null, din3: null, mainSwitch: null };
          return { deviceId: unit.deviceId, report: { ...report, ...none } };
        });
      const rows: string[] = [];
      for (const size of SIZES) {
        for (let i = 0; i < 50; i++) await processBatch(db, batch(size), options);
        const cpu0 = process.cpuUsage();
        const pg0 = postgresCpuMs(postmaster);
        const statements0 = statements;
        const t0 = performance.now();
        for (let i = 0; i < BATCHES; i++) await processBatch(db, batch(size), options);
        const wall = performance.now() - t0;
        const cpu = process.cpuUsage(cpu0);
        const reports = size * BATCHES;
        const perReport = (ms: number) => ((ms * 1000) / reports).toFixed(0);
        rows.push(
          `| ${size} | ${perReport(wall)} | ${perReport((cpu.user + cpu.system) / 1000)} | ${perReport(postgresCpuMs(postmaster) - pg0)} | ${((statements - statements0) / BATCHES).toFixed(1)} |`,
        );
        console.error(`[bench pg-batches] ${rows.at(-1)}`);
      }
      return [
        `#### One ingest transaction on PostgreSQL by reports in it (${new Date().toISOString().slice(0, 10)}, load ${loadavg()[0].toFixed(2)}; fsync on, ${BATCHES} batches a size, one after another)`,
        '',
        '| reports a transaction | wall µs a report | server CPU µs a report | PostgreSQL CPU µs a report | statements a transaction |',
        '|---:|---:|---:|---:|---:|',
        ...rows,
      ].join('\n');
    } finally {
      await db.destroy();
    }
  } finally {
    await admin.end().catch(() => {});
    await postgres.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
