// `npm run bench -- --only=teltonika`: device door throughput alone, without the simulator's year and
// the browser: the demo fleet seeded into a throw-away SQLite file, 1,000 bench units, the WAL
// checkpoints in a worker as `npm start` runs them, then the OsmAnd reference scenario (one report a
// GET, 64 connections) and the Teltonika scenarios side by side, in the same conditions. The full
// telemetry bench (`--only=telemetry`) runs the same Teltonika scenarios after its OsmAnd ones.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../server/src/config.ts';
import { migrateToLatest, openDatabase } from '../server/src/db/database.ts';
import { startBackgroundCheckpoints } from '../server/src/db/checkpointer.ts';
import { seed } from '../server/src/seed/generate.ts';
import { ingestOptions } from '../server/src/telemetry/runtime.ts';
import { Simulator } from '../server/src/telemetry/simulator/simulator.ts';
import { CODEC_8, CODEC_8_EXT } from '../server/src/telemetry/teltonika/codec.ts';
import { createBenchUnits, runIngestScenario } from './telemetryIngest.ts';
import { runTeltonikaScenario, teltonikaRow, type TeltonikaScenario } from './teltonikaIngest.ts';

const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

/** The Teltonika scenarios, their reports from `fromTs` on (after whatever the units reported before). */
export function teltonikaScenarios(fromTs: number): TeltonikaScenario[] {
  const hour = 3_600_000;
  return [
    { label: 'warm-up', codec: CODEC_8, perPacket: 1, connections: 64, reports: 5000, fromTs },
    { label: 'Codec 8, one record a packet', codec: CODEC_8, perPacket: 1, connections: 64, reports: 60_000, fromTs: fromTs + hour },
    { label: 'Codec 8, one record a packet', codec: CODEC_8, perPacket: 1, connections: 256, reports: 60_000, fromTs: fromTs + 2 * hour },
    { label: 'Codec 8E, 10 records a packet', codec: CODEC_8_EXT, perPacket: 10, connections: 64, reports: 100_000, fromTs: fromTs + 3 * hour },
  ];
}

export async function runTeltonikaBench(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'siteline-bench-teltonika-'));
  const log = (m: string) => console.error(`[bench teltonika] ${m}`);
  const loadStart = load();
  const out: string[] = [];
  try {
    const config = loadConfig({ dataDir: dir, databaseUrl: `sqlite:${join(dir, 'bench.db')}`, jwtSecret: 'bench-secret-0123456789', seedOnEmpty: false });
    const db = openDatabase(config.databaseUrl);
    await migrateToLatest(db);
    await seed(db, { seed: 2026, log });
    const simulator = new Simulator({ db, historyDays: 1 });
    await simulator.load();
    const checkpoints = startBackgroundCheckpoints(db);
    const units = await createBenchUnits(
      db,
      1000,
      simulator.machines.map((m) => m.home),
    );
    const options = ingestOptions(config);
    const hour = 3_600_000;
    const osmand = await runIngestScenario(db, options, units, {
      label: 'OsmAnd GET, one report a request',
      form: 'query',
      perRequest: 1,
      connections: 64,
      reports: 60_000,
      fromTs: Date.now() - 22 * hour,
    });
    log(`OsmAnd GET, 64 connections: ${osmand.ok} ok in ${Math.round(osmand.ms)} ms = ${Math.round(osmand.rate)}/s; load ${load()}`);
    out.push(
      `| OsmAnd GET, one report a request, 64 keep-alive connections (the reference, same run) | ${osmand.ok.toLocaleString('en-US')} reports | **${Math.round(osmand.rate).toLocaleString('en-US')} reports/s**; server ${Math.round((osmand.serverCpuMs * 1000) / Math.max(1, osmand.ok))} µs CPU a report; ack p50 ${osmand.latency.p50.toFixed(0)} ms, p95 ${osmand.latency.p95.toFixed(0)} ms | ${load()} |`,
    );
    for (const scenario of teltonikaScenarios(Date.now() - 12 * hour)) {
      const run = await runTeltonikaScenario(db, options, units, scenario);
      log(
        `Teltonika ${scenario.label}, ${scenario.connections} connections: ${run.records} records in ${Math.round(run.ms)} ms = ${Math.round(run.rate)}/s; dropped ${run.dropped}; load ${load()}`,
      );
      if (scenario.label !== 'warm-up') out.push(teltonikaRow(run, load()));
    }
    await checkpoints?.stop();
    await db.destroy();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return [
    `### Device doors: OsmAnd and Teltonika (${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model.trim()}, load average ${loadStart} at start)`,
    '',
    '| What | Size | Result | Load average (1/5/15 min) |',
    '|---|---|---|---|',
    ...out,
  ].join('\n');
}
