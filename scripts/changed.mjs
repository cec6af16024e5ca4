// `npm run test:changed`: the developer's inner loop. Runs only what a change touches, in minutes:
//   1. the type check of the whole project (20 s; a change anywhere can break a type elsewhere);
//   2. ESLint and Prettier on the changed files;
//   3. vitest on the test files that import a changed file, directly or not (vitest --changed);
//   4. the UI replays of the flows the change reaches (see affectedFlows below);
//   5. the browser journeys whose spec, or a helper it imports, changed (Playwright --only-changed).
// The change is the working tree against HEAD (uncommitted and untracked files), or against the
// commit given with --base (e.g. `npm run test:changed -- --base origin/main` for a whole branch).
// `--list` prints what would run and runs nothing. `npm test` stays the proof before a merge.
import { spawnSync } from 'node:child_process';
import { runStep, TYPECHECK } from './step.mjs';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const args = process.argv.slice(2);
const base = args.includes('--base') ? args[args.indexOf('--base') + 1] : 'HEAD';
const listOnly = args.includes('--list');
const root = resolve(dirname(new URL(import.meta.url).pathname), '..');

const git = (...a) => spawnSync('git', a, { cwd: root, encoding: 'utf8' }).stdout.split('\n').filter(Boolean);
const changed = [...new Set([...git('diff', '--name-only', base), ...git('ls-files', '--others', '--exclude-standard')])].filter((f) =>
  existsSync(join(root, f)),
);

/** Every TypeScript source under these folders, as paths relative to the root. */
function sources(...dirs) {
  const out = [];
  const walk = (dir) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(path);
    }
  };
  for (const dir of dirs) if (existsSync(join(root, dir))) walk(dir);
  return out;
}

/** What each file imports (static and dynamic imports of relative paths; CSS and packages are left out). */
function importGraph(files) {
  const graph = new Map();
  const pattern = /(?:from\s+|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g;
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8');
    const targets = [];
    for (const [, spec] of text.matchAll(pattern)) {
      const target = relative(root, resolve(root, dirname(file), spec));
      if (existsSync(join(root, target)) && statSync(join(root, target)).isFile()) targets.push(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** The file and everything it imports, transitively (each file's closure computed once). */
const closures = new Map();
function closure(graph, start) {
  const known = closures.get(start);
  if (known) return known;
  const seen = new Set();
  const stack = [start];
  while (stack.length) {
    const file = stack.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...(graph.get(file) ?? []));
  }
  closures.set(start, seen);
  return seen;
}

/**
 * The flows whose replays a change reaches. A flow's replay (<flow>.ui.ts) depends on its own imports
 * (the machine, its test model, the replay kit) and on the app code that shows the flow: every file
 * of src/ that imports from the folder of a machine the replay drives, with everything those import. A changed file of
 * src/ that no flow's app code reaches but the app does (the shell, main.tsx) reaches every flow.
 */
function affectedFlows() {
  const files = sources('src', 'machines', 'tests');
  const graph = importGraph(files);
  const uiFiles = files.filter((f) => f.endsWith('.ui.ts'));
  const app = closure(graph, 'src/main.tsx');
  const appFiles = files.filter((f) => f.startsWith('src/'));
  const touched = new Set(changed);
  const flows = new Map();
  for (const ui of uiFiles) {
    const name = ui
      .split('/')
      .pop()
      .replace(/\.ui\.ts$/, '');
    const own = closure(graph, ui);
    const machineDirs = new Set([...own].filter((f) => f.startsWith('machines/') && f.endsWith('.machine.ts')).map((f) => dirname(f)));
    const appCode = new Set();
    for (const file of appFiles) {
      if ((graph.get(file) ?? []).some((t) => machineDirs.has(dirname(t)))) for (const f of closure(graph, file)) appCode.add(f);
    }
    flows.set(name, new Set([...own, ...appCode]));
  }
  const hit = new Set();
  for (const file of touched) {
    const reaching = [...flows].filter(([, deps]) => deps.has(file)).map(([name]) => name);
    if (reaching.length) reaching.forEach((n) => hit.add(n));
    else if (app.has(file)) flows.forEach((_, n) => hit.add(n));
  }
  return [...hit].sort();
}

/** A step of the plan: printed with --list, run otherwise. */
function run(name, cmd, cmdArgs, env = {}) {
  if (!listOnly) return runStep(name, cmd, cmdArgs, env);
  console.log(`\n== ${name}: ${cmd} ${cmdArgs.join(' ')}`);
  return true;
}

console.log(`changed against ${base}: ${changed.length} file(s)`);
for (const f of changed) console.log(`  ${f}`);
if (changed.length === 0) process.exit(0);

const results = [];
const code = changed.filter((f) => /\.(ts|tsx|mjs|js)$/.test(f));
results.push(run('typecheck', TYPECHECK.cmd, TYPECHECK.args));
if (code.length) results.push(run('lint', 'npx', ['eslint', '--max-warnings', '0', ...code]));
results.push(run('format', 'npx', ['prettier', '--check', '--ignore-unknown', '--log-level', 'warn', ...changed]));
results.push(run('vitest (tests reaching the change)', 'npx', ['vitest', 'run', '--changed', base, '--passWithNoTests']));

const flows = affectedFlows();
if (flows.length) {
  // Only the replays' demo server starts (E2E_SUITE=replays).
  results.push(run(`replays of ${flows.join(', ')}`, 'npx', ['playwright', 'test'], { E2E_SUITE: 'replays', REPLAY_ONLY: flows.join(',') }));
} else console.log('\n== replays: no flow is reached by the change');

const e2e = changed.filter((f) => f.startsWith('tests/e2e/') && !f.startsWith('tests/e2e/replay'));
if (e2e.length) results.push(run('journeys reaching the change', 'npx', ['playwright', 'test', `--only-changed=${base}`], { E2E_SUITE: 'journeys' }));
else console.log('== journeys: no spec or journey helper changed (name one: npx playwright test tests/e2e/<area>.spec.ts)');

const failed = results.filter((ok) => !ok).length;
console.log(`\n${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
