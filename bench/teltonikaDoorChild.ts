// The Teltonika door alone in a process of its own, as `npm start` runs it (the server's ingest
// options, WAL checkpoints in a worker thread), for the kill -9 durability check (teltonikaKill.ts).
// Usage: node --import tsx bench/teltonikaDoorChild.ts <DATABASE_URL> <data dir>; prints "PORT <n>".
import { loadConfig } from '../server/src/config.ts';
import { openDatabase } from '../server/src/db/database.ts';
import { startBackgroundCheckpoints } from '../server/src/db/checkpointer.ts';
import { CommitQueue } from '../server/src/telemetry/commitQueue.ts';
import { DeviceDirectory } from '../server/src/telemetry/ingest.ts';
import { ingestOptions } from '../server/src/telemetry/runtime.ts';
import { createTeltonikaDoor } from '../server/src/telemetry/teltonika/server.ts';

const [databaseUrl, dataDir] = process.argv.slice(2);
const config = loadConfig({ dataDir, databaseUrl, jwtSecret: 'kill-check-secret-0123456789' });
const db = openDatabase(databaseUrl);
startBackgroundCheckpoints(db);
const log = { warn: () => {}, error: (obj: object, msg: string) => console.error(msg, obj) };
const door = createTeltonikaDoor({ commits: new CommitQueue(db, ingestOptions(config, log)), devices: new DeviceDirectory(db, Date.now), log });
const port = await door.listen(0, '127.0.0.1');
console.log(`PORT ${port}`);
