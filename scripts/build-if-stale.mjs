// Runs before `npm start` and the browser tests: rebuilds the SPA (dist/) and the Mesh (.mesh/)
// only when their sources changed, so a restart costs nothing when nothing changed.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

// Test-only files under machines/ (models, browser replays, the testing kit) are not in the bundle.
const testOnly = (p) => /\.(model|ui)\.ts$/.test(p) || p.startsWith(join('machines', 'testing'));

function newest(paths) {
  let latest = 0;
  const visit = (p) => {
    if (!existsSync(p) || testOnly(p)) return;
    const s = statSync(p);
    if (s.isDirectory()) for (const entry of readdirSync(p)) visit(join(p, entry));
    else latest = Math.max(latest, s.mtimeMs);
  };
  paths.forEach(visit);
  return latest;
}

const mtime = (p) => (existsSync(p) ? statSync(p).mtimeMs : 0);
const run = (cmd, args) => execFileSync(cmd, args, { stdio: 'inherit' });

if (mtime('.mesh/index.js') < newest(['mesh/openapi.json', '.meshrc.yaml', 'mesh/inProcessFetch.ts'])) {
  console.log('[build] GraphQL Mesh is missing or older than mesh/openapi.json: building');
  run('node', ['scripts/mesh-build.mjs']);
}

const clientSources = ['src', 'machines', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];
if (mtime('dist/index.html') < newest(clientSources)) {
  console.log('[build] the web app is missing or older than its sources: building');
  run('npx', ['vite', 'build', '--logLevel', 'warn']);
} else {
  console.log('[build] web app and Mesh are up to date');
}
