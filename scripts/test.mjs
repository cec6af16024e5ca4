// `npm test`: every test of the project, in order, with one closing summary line.
//   1. TypeScript (server, client, machines, tests)
//   2. ESLint (typed rules, React hooks, JSX accessibility) and the Prettier format check
//   3. vitest: machine model tests, unit tests, API route tests, Mesh schema snapshot
//   4. Playwright: browser journeys and accessibility scans against the real server (Debian chromium),
//      beside the UI replays of the machines' generated paths
// The static steps (typecheck, lint, format) count as one check each in the summary.
// Exits non-zero if any step fails; the last line is "N passed, N failed".
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runStep } from './step.mjs';

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

/** A step with no test count of its own: one passed or one failed check. */
function check(name, cmd, args) {
  if (step(name, cmd, args)) totals.passed += 1;
  else totals.failed += 1;
}

check('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
check('lint', 'npx', ['eslint', '.', '--max-warnings', '0']);
check('format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']);

// The page-weight test (vitest) reads the built files: build what is stale first.
step('build', 'node', ['scripts/build-if-stale.mjs']);

const vitestReport = join(reports, 'vitest.json');
step('vitest', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`]);
const vitest = readJson(vitestReport);
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  // vitest has exited 0 with failed tests in its report (after an unhandled error): the report decides.
  if (vitest.numFailedTests > 0 && !failedStep) failedStep = 'vitest';
}

// Playwright in one run (playwright.config.ts): the journeys one at a time on their demo server, the
// big-fleet test on its own, and the UI replays several at a time on a demo server of their own.
const playwrightReport = join(reports, 'playwright.json');
step('playwright', 'npx', ['playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport });
const playwright = readJson(playwrightReport);
if (playwright) {
  const failed = playwright.stats.unexpected + (playwright.stats.flaky ?? 0);
  totals.passed += playwright.stats.expected;
  totals.failed += failed;
  if (failed > 0 && !failedStep) failedStep = 'playwright';
}

if (failedStep && totals.failed === 0) totals.failed = 1; // a step that failed before counting its tests
console.log(`\n${failedStep ? `first failing step: ${failedStep}` : 'all steps passed'}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(failedStep ? 1 : 0);
