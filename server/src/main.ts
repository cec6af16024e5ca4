// Production entry: `npm start` (compiled to build/server/main.mjs by scripts/build-server.mjs).
// Steps in order: configuration, database (migrate, demo fleet on an empty one), the HTTP server,
// then the closing console lines. A service started alongside (e.g. an ingest listener) adds itself
// as a step after the web server and a line to the banner; shutdown closes everything in reverse.
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { migrateToLatest, openDatabase } from './db/database.ts';
import { seedIfEmpty } from './seed/generate.ts';
import { prepareTelemetry, startTelemetry } from './telemetry/runtime.ts';
import { startPlaceLifecycle } from './places/lifecycle.ts';
import { banner, demoLoginsPresent, mailDestination, type BannerLine } from './startup/banner.ts';

const started = performance.now();
const config = loadConfig();
const db = openDatabase(config.databaseUrl);
await migrateToLatest(db);
// SITELINE_SEED_ASSETS sizes the demo fleet (benchmarks and the big-fleet browser test use 100,000).
if (config.seedOnEmpty) await seedIfEmpty(db, process.env.SITELINE_SEED_ASSETS ? { assets: Number(process.env.SITELINE_SEED_ASSETS) } : {});

const app = await buildApp({ db, config, logger: true, withFrontends: true });
// Telemetry: the simulated history on a fresh database (SITELINE_SIMULATOR), then the OsmAnd ingest
// (SITELINE_INGEST_PORT) and the simulator's live reports through it.
const simulator = await prepareTelemetry(db, config, app.log);
await app.listen({ port: config.port, host: config.host });
const telemetry = await startTelemetry(db, config, simulator, app.log);
// Geofence reprocessing resumes and places are archived after their contract period (README "Places").
const stopPlaces = startPlaceLifecycle(db, app.log);

/** Closed in reverse order on SIGTERM/SIGINT. */
const closers: (() => Promise<unknown>)[] = [() => db.destroy(), () => stopPlaces(), () => app.close(), () => telemetry.close()];
const extraLines: BannerLine[] = [];

const readyMs = performance.now() - started;
app.log.info({ readyMs: Math.round(readyMs) }, `Siteline answers on http://localhost:${config.port}`);
// The banner waits for GraphQL (loaded in the background, see plugins/mesh.ts) so that it is the
// last thing on the console, after the JSON log has been written out (pino writes asynchronously).
await app.graphqlReady?.();
const graphqlMs = performance.now() - started;
const logins = await demoLoginsPresent(db);
await new Promise<void>((resolve) => setTimeout(resolve, 50));
console.log(banner({ url: `http://localhost:${config.port}`, readyMs, graphqlMs, logins, mail: mailDestination(config), extra: extraLines }));

let stopping = false;
async function stop(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal}: finishing open requests`);
  // Stop accepting connections and wait for in-flight requests, then close the database.
  const force = setTimeout(() => process.exit(1), 10_000).unref();
  for (const close of closers.reverse()) await close();
  clearTimeout(force);
  process.exit(0);
}
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    stop(signal).catch((error: unknown) => {
      app.log.error(error, 'shutdown failed');
      process.exit(1);
    });
  });
}
