// Production entry: `npm start`. Migrates, seeds the demo fleet on an empty database, serves
// the SPA, REST (/api) and GraphQL (/graphql) on one port, and shuts down cleanly on SIGTERM.
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { migrateToLatest, openDatabase } from './db/database.ts';
import { seedIfEmpty } from './seed/generate.ts';

const started = performance.now();
const config = loadConfig();
// Migrations (an index over a million machines) may take longer than any request may: their own
// connection has no statement time limit.
const migrationDb = openDatabase(config.databaseUrl, { queryTimeoutMs: 0 });
await migrateToLatest(migrationDb);
await migrationDb.destroy();
const db = openDatabase(config.databaseUrl, { queryTimeoutMs: config.queryTimeoutMs });
// SITELINE_SEED_ASSETS sizes the demo fleet (benchmarks and the big-fleet browser test use 100,000).
if (config.seedOnEmpty) await seedIfEmpty(db, process.env.SITELINE_SEED_ASSETS ? { assets: Number(process.env.SITELINE_SEED_ASSETS) } : {});

const app = await buildApp({ db, config, logger: true, withFrontends: true });
await app.listen({ port: config.port, host: config.host });
app.log.info(`Siteline ready on http://localhost:${config.port} in ${Math.round(performance.now() - started)} ms`);

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: finishing open requests`);
    // Stop accepting connections and wait for in-flight requests, then close the database.
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
    await db.destroy();
    clearTimeout(force);
    process.exit(0);
  });
}
