import { buildApp } from '../../server/src/app.ts';
import { loadConfig } from '../../server/src/config.ts';
import { openDatabase } from '../../server/src/db/database.ts';
import { FLEET_QUERY } from '../queries.ts';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
const mode = process.argv[2] ?? 'mesh';
const seconds = Number(process.argv[3] ?? 8);
const config = loadConfig({ dataDir: mkdtempSync(join(tmpdir(), 'prof-')), jwtSecret: 'bench-secret-0123456789', databaseUrl: 'sqlite:/tmp/gridexp/100k-m.db' });
const db = openDatabase(config.databaseUrl);
const app = await buildApp({ db, config, withFrontends: true });
await app.ready();
const login = await app.inject({ method: 'POST', url: '/api/auth/v1/login', payload: { login: 'owner@nordbygg.example', password: 'Siteline.2026', apiType: 0 } });
const token = login.json().data.access_token;
const input = { start: 0, limit: 100, sortExpressions: [{ fieldName: 'name', sortOrder: 0 }] };
const send = () => mode === 'mesh'
  ? app.inject({ method: 'POST', url: '/graphql', headers: { authorization: `Bearer ${token}` }, payload: { query: FLEET_QUERY, variables: { input } } })
  : app.inject({ method: 'POST', url: '/api/web/v1/assets/assets', headers: { authorization: `Bearer ${token}` }, payload: input });
for (let i = 0; i < 20; i++) await send();
const end = performance.now() + seconds * 1000; const ts: number[] = [];
while (performance.now() < end) { const t = performance.now(); await send(); ts.push(performance.now() - t); }
ts.sort((a, b) => a - b);
console.log(mode, 'n', ts.length, 'p50', ts[Math.floor(ts.length / 2)].toFixed(2), 'p95', ts[Math.floor(ts.length * 0.95)].toFixed(2));
await app.close(); await db.destroy();
