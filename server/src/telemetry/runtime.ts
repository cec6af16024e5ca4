// Telemetry at server start (main.ts): the simulator's history on a fresh database, the OsmAnd
// ingest on its own port, the simulator's live reports through that ingest, and the consumers of
// what the pipeline derives: service planning (hours → service status) and alerts (machine events
// and service status → notifications and e-mails). The runtime wires its consumers itself, so the
// server's start only prepares it before listening and starts it after.
import { configuredOrigin, type Config } from '../config.ts';
import { isPostgresUrl, type Db } from '../db/database.ts';
import { createIngest, DeviceDirectory, type Ingest, type IngestOptions } from './ingest.ts';
import { CommitQueue } from './commitQueue.ts';
import { createTeltonikaDoor, type TeltonikaDoor } from './teltonika/server.ts';
import { DEFAULT_PIPELINE_CONFIG, type PipelineConfig } from './pipeline.ts';
import { httpSender, Simulator } from './simulator/simulator.ts';
import { serviceHoursHook } from '../servicePlan/hook.ts';
import { startServicePlanning } from '../servicePlan/runtime.ts';
import { ignitionRulesFor } from '../alerts/shifts.ts';
import { startAlerts } from '../alerts/runtime.ts';
import { markSoonKnown } from '../alerts/soon.ts';
import type { Mailer } from '../services/mailer.ts';
import { trackIngestQueue } from '../ops/processMetrics.ts';

/** Prepared before the server listens: the history is written and service status is current. */
export interface PreparedTelemetry {
  /** After the server answers: the ingest, the simulator's live reports and the alerts (mailed with `mail`). */
  start(mail: { mailer: Mailer; origin: string }): Promise<TelemetryRuntime>;
  /** Stops service planning (what preparing started). */
  close(): Promise<void>;
}

export interface TelemetryRuntime {
  ingest: Ingest;
  simulator: Simulator | null;
  /** The ingest's port (0: not listening). */
  ingestPort: number;
  /** The Teltonika door (null: SITELINE_TELTONIKA_PORT=0 or its port was taken). */
  teltonika: TeltonikaDoor | null;
  teltonikaPort: number;
  /** Stops the alerts, then the live reports and the device doors. */
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
/**
 * The group commit's window by database when SITELINE_INGEST_COMMIT_WINDOW_MS is not set (decision
 * 0070): on PostgreSQL a transaction is a dozen round trips and a flushed commit, whatever its
 * reports; SQLite's is a few hundred µs in process, and reports already share it under load.
 */
export const COMMIT_WINDOW_MS = { postgres: 50, sqlite: 0 } as const;

export function ingestOptions(config: Config, log?: IngestOptions['log']): IngestOptions {
  const windowMs = config.ingestCommitWindowMs ?? COMMIT_WINDOW_MS[isPostgresUrl(config.databaseUrl) ? 'postgres' : 'sqlite'];
  return { config: pipelineConfig(config), log, onHoursChanged: serviceHoursHook, ignitionRulesFor, windowMs };
}

/**
 * Before the server listens: the simulated history (SITELINE_SIMULATOR) on a fresh database, then
 * service status from the hours the backfill (or downtime) left, and the midnight sweep. The
 * machines the history left Soon to service are known, not news: marked without notifying anybody.
 */
export async function prepareTelemetry(db: Db, config: Config, log: Log): Promise<PreparedTelemetry> {
  const { simulator, backfilled } = await writeHistory(db, config, log);
  const servicePlanning = await startServicePlanning(db, log);
  if (backfilled) log.info(`Soon to service after the simulated history: ${await markSoonKnown(db, Date.now())} machines marked as known, nobody notified`);
  return {
    async start(mail) {
      // The ingest (SITELINE_INGEST_PORT) and the live reports, then the notifications from the
      // telemetry events and service status, in the app and by e-mail (alerts/).
      const ingest = await startIngest(db, config, simulator, log);
      const alerts = startAlerts(db, mail.mailer, mail.origin, log);
      return {
        ...ingest,
        async close() {
          await alerts.close();
          await ingest.close();
        },
      };
    },
    close: () => servicePlanning.close(),
  };
}

/** Writes the simulated history when the database has no telemetry yet. */
async function writeHistory(db: Db, config: Config, log: Log): Promise<{ simulator: Simulator | null; backfilled: boolean }> {
  if (!config.simulator) return { simulator: null, backfilled: false };
  const simulator = new Simulator({
    db,
    historyDays: config.simulatorHistoryDays,
    batch: { config: pipelineConfig(config) },
    log: (m) => log.info(m),
  });
  await simulator.load();
  const hasTelemetry = (await db.selectFrom('telemetry_device_state').select('device_id').limit(1).executeTakeFirst()) !== undefined;
  const backfilled = !hasTelemetry && simulator.machines.length > 0;
  if (backfilled) await simulator.backfill();
  return { simulator, backfilled };
}

/**
 * The Teltonika door (SITELINE_TELTONIKA_PORT, 0 = off) with a group commit of its own, made with the
 * same options as the OsmAnd ingest's: createIngest keeps its queue private, and a second queue
 * costs only that the two doors' batches take turns (one transaction at a time on SQLite either way).
 * A taken port is logged as an error and the server runs on without the door: a second instance on
 * one machine (tests, a blue-green start) must not fail because of a port only one can hold.
 */
async function startTeltonika(db: Db, config: Config, log: Log): Promise<{ door: TeltonikaDoor | null; port: number; close(): Promise<void> }> {
  if (config.teltonikaPort === 0) return { door: null, port: 0, close: async () => {} };
  const commits = new CommitQueue(db, ingestOptions(config, log));
  const door = createTeltonikaDoor({ commits, devices: new DeviceDirectory(db, Date.now), log, proxyProtocol: config.teltonikaProxyProtocol });
  let port: number;
  try {
    port = await door.listen(config.teltonikaPort, config.host);
  } catch (err) {
    log.error({ err, port: config.teltonikaPort }, `Teltonika door not started: port ${config.teltonikaPort} is not available (SITELINE_TELTONIKA_PORT)`);
    return { door: null, port: 0, close: async () => {} };
  }
  log.info(`Teltonika door (Codec 8/8E over TCP) listening on port ${port}`);
  const untrackQueue = trackIngestQueue('teltonika', () => commits.queued);
  return {
    door,
    port,
    async close() {
      // Like the ingest: stop taking connections, then let what is queued commit.
      await door.close();
      await commits.drain();
      untrackQueue();
    },
  };
}

/** Starts the ingest (when its port is not 0), the Teltonika door and the simulator's live reports. */
async function startIngest(db: Db, config: Config, simulator: Simulator | null, log: Log): Promise<TelemetryRuntime> {
  const ingest = await createIngest(db, ingestOptions(config, log));
  let ingestPort = 0;
  if (config.ingestPort !== 0) {
    await ingest.app.listen({ port: config.ingestPort, host: config.host });
    const address = ingest.app.server.address();
    ingestPort = typeof address === 'object' && address ? address.port : config.ingestPort;
    log.info(`OsmAnd ingest listening on port ${ingestPort}`);
  }
  const teltonika = await startTeltonika(db, config, log);
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
    teltonika: teltonika.door,
    teltonikaPort: teltonika.port,
    async close() {
      await live?.stop();
      await teltonika.close();
      await ingest.close();
    },
  };
}

/**
 * The origin of the links in notification e-mails: SITELINE_PUBLIC_URL. A mail client cannot open a
 * path, so without it the links name this server on localhost, and start-up says so once.
 */
export function notificationMailOrigin(config: Pick<Config, 'publicBaseUrl' | 'port'>, log: Pick<Log, 'warn'>): string {
  const configured = configuredOrigin(config);
  if (configured) return configured;
  const origin = `http://localhost:${config.port}`;
  log.warn({ origin }, `SITELINE_PUBLIC_URL is not set: links in notification e-mails point at ${origin}`);
  return origin;
}
