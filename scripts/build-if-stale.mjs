// Runs before `npm start` and the browser tests: rebuilds what is missing or older than its sources,
// and nothing else, so a warm start costs a few stat() calls.
//   - the GraphQL Mesh (.mesh/), from mesh/openapi.json and mesh/*.ts
//   - the web app (dist/), from src/, machines/, public/, ...
//   - the server bundle (build/server/main.mjs), from server/src, mesh/, machines/ and src/version.ts
// `npm install` builds all three (postinstall), so the first `npm start` starts at once.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newest(paths) {
  let latest = 0;
  const visit = (p) => {
    if (!existsSync(p)) return;
    const s = statSync(p);
    if (s.isDirectory()) for (const entry of readdirSync(p)) visit(join(p, entry));
    else latest = Math.max(latest, s.mtimeMs);
  };
  paths.forEach(visit);
  return latest;
}

const mtime = (p) => (existsSync(p) ? statSync(p).mtimeMs : 0);
const run = (cmd, args) => execFileSync(cmd, args, { stdio: 'inherit' });
const only = process.argv.includes('--server-only');
let built = false;

if (!only && mtime('.mesh/index.js') < newest(['mesh/openapi.json', '.meshrc.yaml', 'mesh/inProcessFetch.ts', 'mesh/envelopPlugins.ts'])) {
  console.log('[build] GraphQL Mesh is missing or older than its sources: building');
  run('node', ['scripts/mesh-build.mjs']);
  built = true;
}

const clientSources = ['src', 'machines', 'public', 'index.html', 'vite.config.ts', 'scripts/vite', 'package-lock.json'];
if (!only && mtime('dist/index.html') < newest(clientSources)) {
  console.log('[build] the web app is missing or older than its sources: building');
  run('npx', ['vite', 'build', '--logLevel', 'warn']);
  built = true;
}

const serverSources = ['server/src', 'mesh', 'machines', 'src/version.ts', 'package.json', 'package-lock.json', 'scripts/build-server.mjs'];
if (mtime('build/server/main.mjs') < newest(serverSources)) {
  console.log('[build] the server bundle is missing or older than its sources: building');
  run('node', ['scripts/build-server.mjs']);
  built = true;
}

if (!built) console.log('[build] web app, Mesh and server are up to date');
