// The vitest run Stryker repeats for every mutant of machines/ (npm run mutants): only the tests
// that exercise machines and their pure helpers, no API, Mesh or server tests.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/flows/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    // It checks the suites' completeness (every transition taken), not behaviour, and imports every
    // machine: as a "related" file of every mutant it would run with each of them.
    // translations.test.ts reads the marked texts (msg('…'), t('…')) from the source files, which in
    // Stryker's sandbox are instrumented: every text would look unused. It checks the catalogue, not
    // a machine's behaviour. serverText.test.ts reads server/src, which is not copied into the sandbox.
    exclude: ['tests/flows/kit/coverage.test.ts', 'tests/unit/translations.test.ts', 'tests/unit/serverText.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
  },
});
