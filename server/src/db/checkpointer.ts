// SQLite WAL checkpoints off the event loop. With journal_mode=WAL and synchronous=NORMAL a commit
// only appends to the WAL (no fsync); the fsync comes with the checkpoint, which SQLite by default
// runs inside the commit that crosses 1,000 WAL pages. better-sqlite3 is synchronous, so that
// checkpoint (copying pages back and fsyncing the database file) froze the server, ingest and web
// requests alike, for tens of milliseconds on a busy disk. Here a worker thread with its own
// connection runs PASSIVE checkpoints (they never block readers or the writer) every
// `intervalMs`; the main connection's automatic checkpoint stays as a backstop at a larger size,
// for when the worker falls behind or dies. SQLite documents this split (wal.html, "application
// initiated checkpoints"). Only the server process starts it (main.ts); tests and tools keep the
// default.
import { Worker } from 'node:worker_threads';
import { createRequire } from 'node:module';
import { sqliteHandle } from './database.ts';

/** WAL pages at which the main connection checkpoints itself (about 80 MB): the backstop. */
export const BACKSTOP_PAGES = 20_000;

const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.module);
const db = new Database(workerData.path, { fileMustExist: true });
db.pragma('synchronous = NORMAL');
// Never wait for a lock: a busy moment is skipped, the next tick tries again.
db.pragma('busy_timeout = 0');
// Checkpoints that copied WAL frames back into the database (what stop() reports).
let copied = 0;
const tick = () => {
  try {
    const [r] = db.pragma('wal_checkpoint(PASSIVE)');
    if (r && r.checkpointed > 0) copied++;
  } catch {}
};
const timer = setInterval(tick, workerData.intervalMs);
parentPort.on('message', (m) => {
  if (m !== 'stop') return;
  clearInterval(timer);
  tick();
  db.close();
  parentPort.postMessage({ copied });
  parentPort.close();
});
`;

export interface Checkpointer {
  /** Stops the worker after a last checkpoint; resolves with how many of its checkpoints copied WAL frames. */
  stop(): Promise<number>;
}

/** Starts background checkpoints for a file-backed SQLite database in WAL mode; null otherwise. */
export function startBackgroundCheckpoints(db: object, intervalMs = 250): Checkpointer | null {
  const sqlite = sqliteHandle(db);
  if (!sqlite || sqlite.memory || String(sqlite.pragma('journal_mode', { simple: true })) !== 'wal') return null;
  sqlite.pragma(`wal_autocheckpoint = ${BACKSTOP_PAGES}`);
  const module = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER, { eval: true, workerData: { module, path: sqlite.name, intervalMs } });
  // A worker that fails leaves the backstop: the database keeps working, checkpoints come back inline.
  worker.on('error', () => sqlite.pragma('wal_autocheckpoint = 1000'));
  worker.unref();
  return {
    stop: () =>
      new Promise<number>((resolve) => {
        worker.once('message', (m: { copied: number }) => resolve(m.copied));
        worker.once('exit', () => resolve(0));
        worker.postMessage('stop');
      }),
  };
}
