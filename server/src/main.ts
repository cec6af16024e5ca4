// Production entry: `npm start`. Migrates, seeds the demo fleet on an empty database, serves
// the SPA, REST (/api) and GraphQL (/graphql) on one port, and shuts down cleanly on SIGTERM.
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { migrateToLatest, openDatabase } from './db/database.ts';
import { seedIfEmpty } from './seed/generate.ts';
import { prepareTelemetry, startTelemetry } from './telemetry/runtime.ts';
import { startPlaceLifecycle } from './places/lifecycle.ts';

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
// Geofence reprocessing resumes and places are archived after their contract period (places/README.md).
const stopPlaces = startPlaceLifecycle(db, app.log);
app.log.info(`Siteline ready on http://localhost:${config.port} in ${Math.round(performance.now() - started)} ms`);

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: finishing open requests`);
    // Stop accepting connections and wait for in-flight requests, then close the database.
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    await telemetry.close();
    await app.close();
    await stopPlaces();
    await db.destroy();
    clearTimeout(force);
    process.exit(0);
  });
}
