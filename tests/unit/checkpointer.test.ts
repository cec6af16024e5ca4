// WAL checkpoints in a worker thread (server/src/db/checkpointer.ts): the worker copies the main
// connection's commits back into the database file, the main connection keeps only the backstop,
// and an in-memory database (tests, tools) gets no worker.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openDatabase, sqliteHandle, type Db } from '../../server/src/db/database.ts';
import { BACKSTOP_PAGES, startBackgroundCheckpoints } from '../../server/src/db/checkpointer.ts';

const dirs: string[] = [];
const dbs: Db[] = [];
afterEach(async () => {
  for (const db of dbs.splice(0)) await db.destroy();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function fileDb() {
  const dir = mkdtempSync(join(tmpdir(), 'siteline-checkpoint-'));
  dirs.push(dir);
  const db = openDatabase(`sqlite:${join(dir, 'c.db')}`);
  dbs.push(db);
  return { db, file: join(dir, 'c.db') };
}

describe('background WAL checkpoints', () => {
  it('copy committed pages into the database file while the main connection only appends to the WAL', async () => {
    const { db, file } = fileDb();
    const checkpoints = startBackgroundCheckpoints(db, 20)!;
    expect(checkpoints).not.toBeNull();
    expect(sqliteHandle(db)!.pragma('wal_autocheckpoint', { simple: true })).toBe(BACKSTOP_PAGES);
    const sizeBefore = statSync(file).size;
    await sql`create table t (id integer primary key, v text)`.execute(db);
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < 2000; i++) await sql`insert into t (v) values (${'x'.repeat(200)})`.execute(trx);
    });
    // The main connection never checkpoints below the backstop: the file grows only through the worker.
    const deadline = Date.now() + 10_000;
    while (statSync(file).size <= sizeBefore + 100_000 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(statSync(file).size).toBeGreaterThan(sizeBefore + 100_000);
    expect(await checkpoints.stop()).toBeGreaterThanOrEqual(1);
    const rows = await sql<{ n: number }>`select count(*) as n from t`.execute(db);
    expect(Number(rows.rows[0].n)).toBe(2000);
  });

  it('start no worker for an in-memory database', () => {
    const db = openDatabase('sqlite::memory:');
    dbs.push(db);
    expect(startBackgroundCheckpoints(db)).toBeNull();
  });
});
