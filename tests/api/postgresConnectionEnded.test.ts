// A connection PostgreSQL ends while the server uses it (PostgreSQL restarting, a failover,
// pg_terminate_backend) fails the request that holds it and nothing else: the instance keeps running
// and the next request gets a new connection. Before server/src/db/postgres.ts listened on connections
// in use, the connection's 'error' event had no listener and stopped the process (found by the scale
// test, bench/scale/). PostgreSQL only: SQLite has no server to end a connection.
import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestDatabase, TEST_DIALECT, type TestDatabase } from './testDatabase.ts';

let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.drop();
  database = undefined;
});

describe.runIf(TEST_DIALECT === 'postgres')('a PostgreSQL connection ended while in use', () => {
  it('fails the transaction that held it, warns the operator, and the next query runs on a new connection', async () => {
    database = await createTestDatabase();
    const { db } = database;
    const warnings: string[] = [];
    const onWarning = (w: Error & { code?: string }) => warnings.push(`${w.code}: ${w.message}`);
    process.on('warning', onWarning);
    const uncaught: unknown[] = [];
    const onUncaught = (e: unknown) => uncaught.push(e);
    process.prependListener('uncaughtException', onUncaught);
    try {
      const held = db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
        // Another connection ends this one while the transaction still holds it.
        await sql`select pg_terminate_backend(${rows[0].pid})`.execute(db);
        await new Promise((resolve) => setTimeout(resolve, 200));
        await sql`select 1`.execute(trx);
      });
      await expect(held).rejects.toThrow();
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db);
      expect(rows).toEqual([{ one: 1 }]);
      await new Promise((resolve) => setImmediate(resolve));
      expect(uncaught).toEqual([]);
      expect(warnings.some((w) => w.startsWith('SITELINE_PG_ENDED: PostgreSQL ended a connection in use: terminating connection due to administrator command'))).toBe(true);
    } finally {
      process.off('warning', onWarning);
      process.off('uncaughtException', onUncaught);
    }
  });
});
