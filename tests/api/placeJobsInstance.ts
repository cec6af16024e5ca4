// A second (or third) server instance for tests/api/placeJobs.test.ts: its own process, database
// connection and place-job runner, as on another machine. SQLite cannot stand for two instances
// inside one process: better-sqlite3 waits for the file's write lock synchronously, so a transaction
// the other connection holds across an await never ends. Prints "ready", runs the queue when a line
// arrives on stdin (so the instances start together), then prints the ids of the jobs it ran.
import { createInterface } from 'node:readline';
import { openDatabase } from '../../server/src/db/database.ts';
import { PlaceJobs } from '../../server/src/places/jobs.ts';

const [databaseUrl, worker] = process.argv.slice(2);
const db = openDatabase(databaseUrl, { poolSize: 2 });
const jobs = new PlaceJobs(db, { worker, warn: (message, error) => console.error(message, error) });
console.log('ready');
const lines = createInterface({ input: process.stdin });
for await (const _line of lines) break;
await jobs.kick();
console.log(JSON.stringify(jobs.stats.map((s) => s.jobId)));
await db.destroy();
