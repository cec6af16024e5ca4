// Telemetry at server start (main.ts): the simulator's history on a fresh database, the OsmAnd
// ingest on its own port, and the simulator's live reports through that ingest.
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { createIngest, type Ingest, type IngestOptions } from './ingest.ts';
import { DEFAULT_PIPELINE_CONFIG, type PipelineConfig } from './pipeline.ts';
import { httpSender, Simulator } from './simulator/simulator.ts';
import { serviceHoursHook } from '../servicePlan/hook.ts';
import { ignitionRulesFor } from '../alerts/shifts.ts';

export interface TelemetryRuntime {
  ingest: Ingest;
  simulator: Simulator | null;
  /** The ingest's port (0: not listening). */
  ingestPort: number;
  close(): Promise<void>;
}

interface Log {
  info: (msg: string) => void;
  warn: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
}

export function pipelineConfig(config: Config): PipelineConfig {
  return { ...DEFAULT_PIPELINE_CONFIG, idleAfterS: config.idleAfterSeconds };
}

/**
 * What the server's ingest runs with: live reports keep service status current as hours move (the
 * backfill is followed by a full refresh); place alerts' work shifts and holidays decide
 * IgnitionOnNonWorkingHours / IgnitionOnHoliday. The bench measures with these same options.
 */
export function ingestOptions(config: Config, log?: IngestOptions['log']): IngestOptions {
  return { config: pipelineConfig(config), log, onHoursChanged: serviceHoursHook, ignitionRulesFor };
}

/** Writes the simulated history when the database has no telemetry yet (before the server listens). */
export async function prepareTelemetry(db: Db, config: Config, log: Log): Promise<Simulator | null> {
  if (!config.simulator) return null;
  const simulator = new Simulator({
    db,
    historyDays: config.simulatorHistoryDays,
    batch: { config: pipelineConfig(config) },
    log: (m) => log.info(m),
  });
  await simulator.load();
  const hasTelemetry = (await db.selectFrom('telemetry_device_state').select('device_id').limit(1).executeTakeFirst()) !== undefined;
  if (!hasTelemetry && simulator.machines.length > 0) await simulator.backfill();
  return simulator;
}

/** Starts the ingest (when its port is not 0) and the simulator's live reports. */
export async function startTelemetry(db: Db, config: Config, simulator: Simulator | null, log: Log): Promise<TelemetryRuntime> {
  const ingest = await createIngest(db, ingestOptions(config, log));
  let ingestPort = 0;
  if (config.ingestPort !== 0) {
    await ingest.app.listen({ port: config.ingestPort, host: config.host });
    const address = ingest.app.server.address();
    ingestPort = typeof address === 'object' && address ? address.port : config.ingestPort;
    log.info(`OsmAnd ingest listening on port ${ingestPort}`);
  }
  let live: Simulator | null = null;
  if (simulator) {
    const send =
      ingestPort !== 0 ? httpSender(ingestPort) : async (query: string) => (await ingest.app.inject({ method: 'GET', url: `/?${query}` })).statusCode === 200;
    live = new Simulator({
      db,
      historyDays: config.simulatorHistoryDays,
      send,
      batch: { config: pipelineConfig(config), ignitionRulesFor },
      log: (m) => log.info(m),
    });
    await live.load();
    live.start();
  }
  return {
    ingest,
    simulator: live,
    ingestPort,
    async close() {
      await live?.stop();
      await ingest.close();
    },
  };
}
