// What a load balancer relies on (docs/operations.md, "Load balancer, metrics and shutdown"):
// GET /api/ready answers 200 only once the schema is migrated, /graphql is loaded and the instance
// is not shutting down; a graceful shutdown finishes the requests in flight (within its time limit)
// and gives the background jobs' claims back at once. Runs on SQLite and PostgreSQL.
import { connect } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { buildApp } from '../../server/src/app.ts';
import { Readiness } from '../../server/src/ops/readiness.ts';
import { migrateToLatest, openDatabase } from '../../server/src/db/database.ts';
import { claimOutbox } from '../../server/src/telemetry/outbox.ts';
import { OutboxTopic } from '../../server/src/telemetry/store.ts';
import { INSTANCE_WORKER, releaseClaims } from '../../server/src/ops/claims.ts';
import { closeHttpGracefully } from '../../server/src/startup/shutdown.ts';
import { createWorld, type World } from './fixture.ts';
import { createTestDatabase, TEST_DIALECT } from './testDatabase.ts';

let world: World;

beforeAll(async () => {
  world = await createWorld();
});
afterAll(async () => {
  await world.close();
});

const ready = async (app: World['app']) => {
  const res = await app.inject({ url: '/api/ready' });
  return { status: res.statusCode, body: res.json<{ status: string; notReady: string[] }>(), cache: res.headers['cache-control'] };
};

describe('GET /api/ready', () => {
  it('is ready when migrated and not stopping (an app without /graphql has none to wait for)', async () => {
    expect(await ready(world.app)).toEqual({ status: 200, body: { status: 'ready', notReady: [] }, cache: 'no-store' });
  });

  it('waits for the database migrations', async () => {
    // A database nobody migrated yet (a SQLite file: the check reads Kysely's migration table, the
    // same on both databases). The readiness the route answers from, on that database.
    const db = openDatabase(`sqlite:${join(mkdtempSync(join(tmpdir(), 'siteline-ready-')), 'fresh.db')}`);
    const readiness = new Readiness(db, world.app.log);
    try {
      expect(await readiness.report()).toEqual({ ready: false, notReady: ['database: migrations pending'] });
      await migrateToLatest(db);
      expect(await readiness.report()).toEqual({ ready: true, notReady: [] });
    } finally {
      await db.destroy();
    }
  });

  it('is not ready while the database does not answer', async () => {
    const db = openDatabase(`sqlite:${join(mkdtempSync(join(tmpdir(), 'siteline-ready-')), 'gone.db')}`);
    await migrateToLatest(db);
    const readiness = new Readiness(db, { warn: () => {} });
    expect((await readiness.report()).ready).toBe(true);
    await db.destroy();
    expect(await readiness.report()).toEqual({ ready: false, notReady: ['database: not answering'] });
  });

  it('waits for GraphQL (Mesh) to load', async () => {
    const app = await buildApp({ db: world.db, config: world.config, withFrontends: true });
    try {
      // Mesh loads once the server listens or on the first GraphQL request; neither happened yet.
      expect(await ready(app)).toMatchObject({ status: 503, body: { notReady: ['graphql: loading'] } });
      await app.graphqlReady!();
      expect(await ready(app)).toMatchObject({ status: 200, body: { status: 'ready', notReady: [] } });
    } finally {
      await app.close();
    }
  });

  it('turns not-ready for good once shutdown begins, while liveness stays up', async () => {
    const app = await buildApp({ db: world.db, config: world.config });
    try {
      expect((await ready(app)).status).toBe(200);
      app.readiness.beginShutdown();
      expect(await ready(app)).toMatchObject({ status: 503, body: { notReady: ['shutting down'] } });
      expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  // PostgreSQL stopping, a failover or pg_terminate_backend while a request holds a connection: before
  // server/src/db/postgres.ts listened on connections in use, their 'error' event had no listener
  // and stopped the instance (found by the scale test, bench/scale/). SQLite has no server to end one.
  if (TEST_DIALECT === 'postgres') {
    it('survives PostgreSQL ending a connection in use: the transaction that held it fails, the operator is warned, and the next query runs on a new connection', async () => {
      const database = await createTestDatabase();
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
        expect(
          warnings.some((w) => w.startsWith('SITELINE_PG_ENDED: PostgreSQL ended a connection in use: terminating connection due to administrator command')),
        ).toBe(true);
      } finally {
        process.off('warning', onWarning);
        process.off('uncaughtException', onUncaught);
        await database.drop();
      }
    });
  }
});

/** An app on a real port with a route that answers when the test says so. */
async function slowServer() {
  const app = await buildApp({ db: world.db, config: world.config });
  let entered!: () => void;
  const started = new Promise<void>((resolve) => (entered = resolve));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  app.get('/slow', async () => {
    entered();
    await released;
    return { finished: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, port, started, release };
}

/** Whether a new TCP connection to the port is accepted. */
const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

describe('graceful shutdown', () => {
  it('turns not-ready, refuses new connections and finishes the request in flight', async () => {
    const { app, port, started, release } = await slowServer();
    const inFlight = fetch(`http://127.0.0.1:${port}/slow`);
    await started;
    const closing = closeHttpGracefully(app, 10_000);
    expect(app.readiness.shuttingDown).toBe(true);
    expect((await app.readiness.report()).notReady).toEqual(['shutting down']);
    expect(await accepts(port)).toBe(false);
    release();
    const res = await inFlight;
    expect(res.status).toBe(200);
    // The client's next request opens a new connection (to another instance).
    expect(res.headers.get('connection')).toBe('close');
    expect(await res.json()).toEqual({ finished: true });
    expect(await closing).toEqual({ forced: false });
  });

  it('cuts a request that outlasts the time limit instead of hanging', async () => {
    const { app, port, started, release } = await slowServer();
    const inFlight = fetch(`http://127.0.0.1:${port}/slow`).then(
      (r) => r.status,
      () => 'cut',
    );
    await started;
    const t0 = performance.now();
    expect(await closeHttpGracefully(app, 300)).toEqual({ forced: true });
    expect(performance.now() - t0).toBeLessThan(5000);
    expect(await inFlight).toBe('cut');
    release();
  });

  it("gives back this instance's unfinished claims at once, and nobody else's", async () => {
    const now = Date.now();
    const row = { topic: OutboxTopic.MachineEvent, payload: '{}', created_ts: now, available_ts: now };
    const ids = (
      await world.db
        .insertInto('telemetry_outbox')
        .values([
          { ...row, claimed_by: INSTANCE_WORKER, claimed_until_ts: now + 60_000 },
          { ...row, claimed_by: `${INSTANCE_WORKER}:runner1`, claimed_until_ts: now + 60_000 },
          { ...row, claimed_by: 'other-host:1', claimed_until_ts: now + 60_000 },
          { ...row, claimed_by: INSTANCE_WORKER, claimed_until_ts: now + 60_000, processed_ts: now },
        ])
        .returning('id')
        .execute()
    ).map((r) => r.id);
    // Another instance finds nothing to take while the leases run.
    expect(await claimOutbox(world.db, { topics: [OutboxTopic.MachineEvent], worker: 'instance-b', now: now + 1 })).toEqual([]);

    const released = await releaseClaims(world.db);
    expect(released.outbox).toBe(2);
    const taken = await claimOutbox(world.db, { topics: [OutboxTopic.MachineEvent], worker: 'instance-b', now: now + 1 });
    expect(taken.map((r) => r.id)).toEqual(ids.slice(0, 2));
    await world.db.deleteFrom('telemetry_outbox').where('id', 'in', ids).execute();
  });
});
