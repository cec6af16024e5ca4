import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);
const API = ['tests/api/**/*.test.ts', 'tests/mesh/**/*.test.ts'];

export default defineConfig({
  resolve: {
    // graphql 16 ships CJS (.js) and ESM (.mjs) builds; Mesh loads one and vitest the other,
    // and graphql refuses types "from another realm". Pin every import to the CJS build.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql/index.js') }],
  },
  test: {
    environment: 'node',
    // Generous: a test that builds a server and a database may take 20 s on a busy 2-core machine;
    // speed is measured in `npm run bench`, never by a test's clock.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // vitest's default is one worker less than the cores: one worker on the 2-core CI machine, where
    // the files spend much of their time on imports and on PostgreSQL's side of the API suites.
    // Two workers there: 528 → 324 s for the whole run (docs/testing.md, "Where CI time goes").
    maxWorkers: Math.max(2, availableParallelism()),
    // The API suite runs twice, on SQLite and on PostgreSQL (tests/api/testDatabase.ts): any test file
    // under tests/api or tests/mesh is in both projects without saying so. Its files share a worker's
    // modules (isolate: false): each builds its own app, database and clock (fixture.ts) and none
    // mocks a module, while importing the server, Mesh and their libraries again for every file was a
    // third of the suite's time (api:sqlite 166 → 112 s, docs/testing.md).
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/**/*.test.ts', 'server/**/*.test.ts'], exclude: API } },
      { extends: true, test: { name: 'api:sqlite', include: API, env: { SITELINE_TEST_DB: 'sqlite' }, isolate: false } },
      {
        extends: true,
        test: {
          name: 'api:postgres',
          include: API,
          env: { SITELINE_TEST_DB: 'postgres' },
          globalSetup: ['tests/api/postgres.globalSetup.ts'],
          isolate: false,
        },
      },
    ],
  },
});
