// Production entry: `npm start` (compiled to build/server/main.mjs by scripts/build-server.mjs).
// Steps in order: configuration, database (migrate, demo fleet on an empty one), the HTTP server,
// then the closing console lines. A service started alongside (e.g. an ingest listener) adds itself
// as a step after the web server and a line to the banner; shutdown closes everything in reverse.
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { migrateToLatest, openDatabase } from './db/database.ts';
import { startBackgroundCheckpoints } from './db/checkpointer.ts';
import { seedIfEmpty } from './seed/generate.ts';
import { startPlaceLifecycle } from './places/lifecycle.ts';
import { startRetention } from './retention/job.ts';
import { maintainPartitions, startPartitions } from './db/partitions.ts';
import { DEFAULT_RETENTION } from '../../machines/retentionSettings/retentionSettings.rules.ts';
import { startReportSchedules } from './reports/scheduleJob.ts';
import { createMailer } from './services/mailer.ts';
import { seedMachineImages } from './seed/images.ts';
import { banner, demoLoginsPresent, mailDestination, type BannerLine } from './startup/banner.ts';
import { notificationMailOrigin, prepareTelemetry } from './telemetry/runtime.ts';
import { compileDeferredSerializers } from './http/serialization.ts';
import { closeHttpGracefully, releaseHeldClaims } from './startup/shutdown.ts';

const started = performance.now();
const config = loadConfig();
// Migrations (an index over a million machines) may take longer than any request may: their own
// connection has no statement time limit.
const migrationDb = openDatabase(config.databaseUrl, { queryTimeoutMs: 0 });
await migrateToLatest(migrationDb);
await migrationDb.destroy();
const db = openDatabase(config.databaseUrl, { queryTimeoutMs: config.queryTimeoutMs });
// SQLite: WAL checkpoints (the fsync) in a worker thread instead of inside a request's commit.
const checkpoints = startBackgroundCheckpoints(db);
// PostgreSQL: the time-series tables' months, from the longest retention back to two ahead, before
// a fresh database's history is seeded into them; then every day (db/partitions.ts).
const MONTHS_BACK = Math.max(DEFAULT_RETENTION.positionsMonths, DEFAULT_RETENTION.eventsMonths);
// A failure (another instance holding a lock past the timeout) is not fatal: the daily tick retries.
await maintainPartitions(db, MONTHS_BACK).catch((err: unknown) => console.error('partition maintenance failed; retried daily', err));
// SITELINE_SEED_ASSETS sizes the demo fleet (benchmarks and the big-fleet browser test use 100,000).
if (config.seedOnEmpty) {
  const seeded = await seedIfEmpty(db, process.env.SITELINE_SEED_ASSETS ? { assets: Number(process.env.SITELINE_SEED_ASSETS) } : {});
  // The demo fleet's pictures (drawn, not downloaded); skipped for big benchmark fleets.
  if (seeded.seeded && (seeded.counts.assets ?? 0) <= 5000) await seedMachineImages(db, config.dataDir);
}

const app = await buildApp({ db, config, logger: true, withFrontends: true });
// Telemetry and its consumers (telemetry/runtime.ts): the simulated history on a fresh database and
// service status from it before the server listens; the ingest, live reports and alerts after.
const telemetry = await prepareTelemetry(db, config, app.log);
await app.listen({ port: config.port, host: config.host });
// Response serializers no request has needed yet, compiled between requests (http/serialization.ts).
void compileDeferredSerializers();
// Geofence reprocessing resumes and places are archived after their contract period (docs/features/places.md).
const stopPlaces = startPlaceLifecycle(db, app.log);
// Data older than each company's retention is purged once a day, by one instance (retention/job.ts).
const retention = startRetention(db, app.log);
const partitions = startPartitions(db, app.log, MONTHS_BACK);
// Scheduled reports are mailed once per schedule and period, whichever instance takes the run (reports/scheduleJob.ts).
// One mailer and one link origin (its warning logged once) for the alerts' and the reports' mails.
const mail = { mailer: createMailer(config), origin: notificationMailOrigin(config, app.log) };
const reportSchedules = startReportSchedules(db, mail.mailer, mail.origin, app.log);

/** Closed in reverse order on SIGTERM/SIGINT (after the instance turned not-ready, see stop()). */
const closers: (() => Promise<unknown>)[] = [
  () => db.destroy(),
  // The jobs have stopped by now: what they still hold is given to the other instances at once.
  () => releaseHeldClaims(db, app.log),
  async () => checkpoints?.stop(),
  () => stopPlaces(),
  // A purge in progress stops after its batch and gives its run back (another instance resumes it).
  () => retention.close(),
  async () => partitions.close(),
  // A report run in progress finishes its current mail; what it still holds is given back with the claims.
  () => reportSchedules.close(),
  // No new connections; in-flight requests finish within SITELINE_SHUTDOWN_TIMEOUT_MS (startup/shutdown.ts).
  () => closeHttpGracefully(app, config.shutdownTimeoutMs),
  () => telemetry.close(),
];
const extraLines: BannerLine[] = [];
/** The device doors and alerts starting (below): a stop that comes meanwhile waits for them, then closes them too. */
let liveStarting: Promise<unknown> = Promise.resolve();

let stopping = false;
async function stop(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  // Not ready first: the load balancer's next probe (GET /api/ready) takes this instance out while
  // it still answers what it has.
  app.readiness.beginShutdown();
  app.log.info({ timeoutMs: config.shutdownTimeoutMs }, `${signal}: not ready; finishing open requests`);
  // Stop accepting connections and wait for in-flight requests, then close the database. The
  // requests have their own limit; this one catches a step that hangs (a device door, the database).
  const force = setTimeout(() => {
    app.log.error('shutdown did not finish in time; exiting');
    exitAfterLog(1);
  }, config.shutdownTimeoutMs + 15_000).unref();
  await liveStarting.catch(() => undefined);
  for (const close of closers.reverse()) await close();
  clearTimeout(force);
  app.log.info('shutdown complete');
  exitAfterLog(0);
}
/** pino writes asynchronously: its last lines (the shutdown's) are written out before the process ends. */
function exitAfterLog(code: number) {
  const log = app.log as typeof app.log & { flush?: (done: () => void) => void };
  if (!log.flush) process.exit(code);
  log.flush(() => process.exit(code));
  setTimeout(() => process.exit(code), 1000).unref();
}
// Installed as soon as the server listens (before it can report ready): a SIGTERM during the rest of
// the start is a graceful stop too, closing what has started so far.
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    stop(signal).catch((error: unknown) => {
      app.log.error(error, 'shutdown failed');
      exitAfterLog(1);
    });
  });
}

const readyMs = performance.now() - started;
app.log.info({ readyMs: Math.round(readyMs) }, `Siteline answers on http://localhost:${config.port}`);
// The OsmAnd ingest, the simulator's live reports and the alerts start after the web server
// answers; they close first on shutdown.
const startingLive = telemetry.start(mail).then((live) => {
  closers.push(() => live.close());
  return live;
});
liveStarting = startingLive;
const liveTelemetry = await startingLive;
extraLines.push({
  label: 'Device ingest (OsmAnd, Traccar Client)',
  value: liveTelemetry.ingestPort ? `http://localhost:${liveTelemetry.ingestPort}/` : 'off (SITELINE_INGEST_PORT=0)',
});
extraLines.push({
  label: 'Teltonika trackers (Codec 8/8E, TCP)',
  value: liveTelemetry.teltonikaPort ? `port ${liveTelemetry.teltonikaPort}` : 'off (SITELINE_TELTONIKA_PORT=0, or its port was taken: see the log)',
});
if (liveTelemetry.simulator) extraLines.push({ label: 'Simulator', value: 'the demo machines report live (SITELINE_SIMULATOR=off to stop)' });
// The banner waits for GraphQL (loaded in the background, see plugins/mesh.ts) so that it is the
// last thing on the console, after the JSON log has been written out (pino writes asynchronously).
await app.graphqlReady?.();
const graphqlMs = performance.now() - started;
const logins = await demoLoginsPresent(db);
await new Promise<void>((resolve) => setTimeout(resolve, 50));
console.log(banner({ url: `http://localhost:${config.port}`, readyMs, graphqlMs, logins, mail: mailDestination(config), extra: extraLines }));
// The API description (/api/docs) is built on its first call, seconds on a busy machine: built now,
// while the server is idle after its start, not inside the first visitor's request.
setImmediate(() => app.swagger());
