// `npm test`: every test of the project, in order, with one closing summary line.
//   1. TypeScript (server, client, machines, tests)
//   2. ESLint (typed rules, React hooks, JSX accessibility) and the Prettier format check
//   3. vitest: machine model tests, unit tests, API route tests, Mesh schema snapshot
//   4. the scale test's short form (2 instances behind HAProxy, one killed), beside vitest
//   5. Playwright: browser journeys and accessibility scans against the real server (Debian chromium),
//      beside the UI replays of the machines' generated paths and a smoke on the first start on PostgreSQL
// The static steps (typecheck, lint, format) run side by side and count as one check each in the summary.
// Exits non-zero if any step fails; the last line is "N passed, N failed".
import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { postgresSmokePorts } from './postgresSmokePorts.mjs';
import { e2eServers, healthUrl, SERVER_COMMAND } from './e2eServers.mjs';
import { runStep, runStepsTogether, TYPECHECK } from './step.mjs';

const reports = mkdtempSync(join(tmpdir(), 'siteline-test-'));
const totals = { passed: 0, failed: 0 };
let failedStep = null;

function step(name, cmd, args, env = {}) {
  const ok = runStep(name, cmd, args, env);
  if (!ok && !failedStep) failedStep = name;
  return ok;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** The names of vitest's failed tests, with their files (its JSON report). */
function failedVitestTests(report) {
  return (report?.testResults ?? []).flatMap((file) => {
    // With the start of its message: CI shows only the end of the output, where vitest's own account
    // of the failure has scrolled away under Playwright's.
    const failed = (file.assertionResults ?? [])
      .filter((t) => t.status === 'failed')
      .map((t) => {
        const message = String(t.failureMessages?.[0] ?? '')
          .split('\n')
          .slice(0, 6)
          .join('\n      ')
          .slice(0, 600);
        return `${relative(process.cwd(), file.name)} › ${t.fullName}${message ? `\n      ${message}` : ''}`;
      });
    // A file that failed without a failed test (it did not load, a hook threw): the file with its message.
    return failed.length || file.status !== 'failed' ? failed : [`${relative(process.cwd(), file.name)}: ${String(file.message ?? '').slice(0, 300)}`];
  });
}

/** The titles of Playwright's failed and flaky tests (its JSON report's suites, nested). */
function failedPlaywrightTests(report) {
  const names = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected' || test.status === 'flaky')
          names.push(`[${test.projectName}] ${[...path, spec.title].join(' › ')}${test.status === 'flaky' ? ' (flaky)' : ''}`.slice(0, 400));
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of report?.suites ?? []) walk(suite, [suite.title]);
  return names;
}

// The page-weight test (vitest) and the servers read the built files: build what is stale first.
step('build', 'node', ['scripts/build-if-stale.mjs']);

// The browser smoke's first start on PostgreSQL writes the simulator's year for minutes: started now,
// it runs beside the static checks (each keeps one core busy) and is ready when Playwright starts
// (playwright.config.ts reuses it). Its output goes to a file, shown if it fails.
const postgresLog = join(reports, 'postgres-first-start.log');
const postgresServer = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve-on-postgres.ts'], {
  stdio: ['ignore', openSync(postgresLog, 'w'), openSync(postgresLog, 'a')],
  env: { ...process.env, E2E_PORT: process.env.E2E_PORT ?? '8199' },
});
const stopPostgres = () => {
  if (postgresServer.exitCode === null) postgresServer.kill('SIGTERM');
};
process.on('exit', stopPostgres);

// The browser tests' four servers (scripts/e2eServers.mjs) start now too: Playwright would start
// them one after another, the 100k fleet's seeding holding one core for a minute while the other
// waits. Their data folders go to Playwright through the environment; E2E_SERVERS_STARTED tells
// playwright.config.ts to use them as they are.
process.env.E2E_DATA_DIR = mkdtempSync(join(tmpdir(), 'siteline-e2e-'));
process.env.E2E_DATA_DIR_2 = mkdtempSync(join(tmpdir(), 'siteline-e2e-2-'));
process.env.E2E_BIG_DATA_DIR = mkdtempSync(join(tmpdir(), 'siteline-e2e-big-'));
process.env.E2E_REPLAY_DATA_DIR = mkdtempSync(join(tmpdir(), 'siteline-e2e-replays-'));
const browserServers = Object.entries(
  e2eServers(process.env.E2E_PORT, {
    demo: process.env.E2E_DATA_DIR,
    demo2: process.env.E2E_DATA_DIR_2,
    big: process.env.E2E_BIG_DATA_DIR,
    replays: process.env.E2E_REPLAY_DATA_DIR,
  }),
).map(([name, server]) => {
  const log = join(reports, `server-${name}.log`);
  const child = spawn(SERVER_COMMAND[0], SERVER_COMMAND.slice(1), {
    stdio: ['ignore', openSync(log, 'w'), openSync(log, 'a')],
    env: { ...process.env, ...server.env },
  });
  return { name, port: server.port, log, child };
});
// Their data folders (a demo fleet is about 160 MB) go with them: a developer's runs filled /tmp by
// gigabytes. The reports folder stays, for a look at a failure.
process.on('exit', () => {
  for (const { child } of browserServers) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of [process.env.E2E_DATA_DIR, process.env.E2E_DATA_DIR_2, process.env.E2E_BIG_DATA_DIR, process.env.E2E_REPLAY_DATA_DIR])
    rmSync(dir, { recursive: true, force: true });
});
// Ctrl+C ends the run through 'exit', so the servers and their folders go too.
process.on('SIGINT', () => process.exit(130));

// The static checks at once: each is one process on one core, and on a machine with cores to spare
// they take as long as the slowest (ESLint's typed rules) instead of their sum (142 s instead of 299
// when idle). In a clean clone the five servers' first starts fill the cores meanwhile, so there it
// gains nothing (12-03: 325 s together); only less CPU work (the typecheck on TypeScript 7) does.
const staticChecks = [
  { name: 'typecheck', ...TYPECHECK },
  { name: 'lint', cmd: 'npx', args: ['eslint', '.', '--max-warnings', '0'] },
  { name: 'format', cmd: 'npx', args: ['prettier', '--check', '.', '--log-level', 'warn'] },
];
(await runStepsTogether(staticChecks, reports)).forEach((ok, i) => {
  if (ok) totals.passed += 1;
  else {
    totals.failed += 1;
    if (!failedStep) failedStep = staticChecks[i].name;
  }
});

const vitestReport = join(reports, 'vitest.json');
// The scale test's short form (bench/scale/, issue 30): 2 instances behind HAProxy on one PostgreSQL,
// devices and people for 2 minutes, one instance killed with SIGKILL and started again; it checks that
// nothing acknowledged is lost or done twice. Beside vitest, which does not time anything; its output
// goes to a file, shown if it fails.
const scaleLog = join(reports, 'scale.log');
const scaleRun = spawn(
  process.execPath,
  ['--import', 'tsx', 'bench/run.ts', '--scale', '--instances=2', '--machines=1000', '--scale-seconds=120', '--users=3'],
  { stdio: ['ignore', openSync(scaleLog, 'w'), openSync(scaleLog, 'a')] },
);
const scaleDone = new Promise((resolve) => scaleRun.once('exit', (code) => resolve(code)));

step('vitest', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`]);
const vitest = readJson(vitestReport);
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  // vitest has exited 0 with failed tests in its report (after an unhandled error): the report decides.
  if (vitest.numFailedTests > 0 && !failedStep) failedStep = 'vitest';
}

console.log('\n== scale (short form): waiting for it to end');
const scaleCode = await scaleDone;
const scaleReport = readFileSync(scaleLog, 'utf8');
// The report's table and verdict (HAProxy's lines about instances going down and up stay in the log).
const scaleTable = /^Scale run:[\s\S]*?^(All checks passed\.|FAILED: .*)$/m.exec(scaleReport);
console.log(scaleTable ? scaleTable[0] : scaleReport.slice(-4000));
if (scaleCode === 0) totals.passed += 1;
else {
  totals.failed += 1;
  if (!failedStep) failedStep = 'scale';
  console.log(`\n== the scale test failed (exit ${scaleCode}); the end of its log:\n${scaleReport.slice(-4000)}`);
}

/** Whether a health URL answers 200 now. */
const answers = (url) =>
  fetch(url).then(
    (r) => r.ok,
    () => false,
  );

/** Waits until the PostgreSQL first start answers (or has died: Playwright then reports it). */
async function postgresReady() {
  const url = healthUrl(postgresSmokePorts(process.env.E2E_PORT).port);
  const started = Date.now();
  while (postgresServer.exitCode === null && Date.now() - started < 900_000) {
    if (await answers(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  console.log(`\n== the PostgreSQL first start did not answer; its log:\n${readFileSync(postgresLog, 'utf8').slice(-4000)}`);
}
console.log('\n== waiting for the PostgreSQL first start');
await postgresReady();

/** Waits until each browser server answers; one that died or never answered is shown with its log. */
async function browserServersReady() {
  for (const { name, port, log, child } of browserServers) {
    const started = Date.now();
    while (child.exitCode === null && Date.now() - started < 300_000 && !(await answers(healthUrl(port)))) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    if (child.exitCode !== null || !(await answers(healthUrl(port)))) {
      console.log(`\n== the ${name} server did not answer; its log:\n${readFileSync(log, 'utf8').slice(-4000)}`);
      return false;
    }
  }
  return true;
}
console.log("== waiting for the browser tests' servers");
const serversUp = await browserServersReady();

// Playwright in one run (playwright.config.ts): the journeys one at a time on their demo server, the
// big-fleet test on its own, the UI replays several at a time on a demo server of their own, and the
// smoke on the PostgreSQL first start.
const playwrightReport = join(reports, 'playwright.json');
if (serversUp)
  step('playwright', 'npx', ['playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport, E2E_SERVERS_STARTED: '1' });
else if (!failedStep) failedStep = 'playwright';
const playwright = readJson(playwrightReport);
if (playwright) {
  const failed = playwright.stats.unexpected + (playwright.stats.flaky ?? 0);
  totals.passed += playwright.stats.expected;
  totals.failed += failed;
  if (failed > 0 && !failedStep) failedStep = 'playwright';
}

stopPostgres();
// CI shows only the end of the output: the failed tests are named again here, last.
const failures = [...failedVitestTests(vitest), ...failedPlaywrightTests(playwright)];
if (failures.length) console.log(`\n== failed tests\n${failures.map((name) => `  ✘ ${name}`).join('\n')}`);
if (failedStep && totals.failed === 0) totals.failed = 1; // a step that failed before counting its tests
console.log(`\n${failedStep ? `first failing step: ${failedStep}` : 'all steps passed'}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(failedStep ? 1 : 0);
