// Mutation testing of machines/ (npm run mutants, CI): Stryker changes the machines' code one
// mutant at a time and reruns the tests that cover it; a mutant that no test notices "survives".
// scripts/mutants.mjs prints the kill rate and the survivors and fails below its threshold.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  // Stryker's vitest runner, counting a test file that fails to load as a failure (see the plugin).
  testRunner: 'vitest-strict',
  vitest: { configFile: 'vitest.mutants.config.ts' },
  plugins: ['@stryker-mutator/vitest-runner', './scripts/stryker-strict-vitest.mjs'],
  // The machines and their pure helpers (test models and UI replays live in tests/flows/). Types and
  // the placeholder actors (always replaced by src/ or by the tests) are not behaviour.
  mutate: [
    'machines/**/*.ts',
    '!machines/**/*.types.ts',
    '!machines/**/*.actors.ts',
    // The login pages' text table (English and Swedish): data, not behaviour. The spec's texts are
    // asserted by tests that write them out.
    '!machines/login/texts.ts',
  ],
  // Only what the tests import is copied into the sandbox.
  ignorePatterns: ['/server', '/bench', '/mesh', '/dist', '/data', '/test-results', '/playwright-report', '/reports', '/.stryker-tmp', '/tests/mutants'],
  // The baseline of incremental runs (scripts/mutants.mjs): committed, so CI re-runs only the
  // mutants whose code or covering tests changed since it was written.
  incrementalFile: 'tests/mutants/stryker-incremental.json',
  ignorers: ['machine-placeholders'],
  coverageAnalysis: 'perTest',
  ignoreStatic: false,
  concurrency: Number(process.env.STRYKER_CONCURRENCY ?? 2),
  timeoutMS: 20_000,
  reporters: ['json', 'progress'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
