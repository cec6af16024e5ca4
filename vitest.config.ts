import { createRequire } from 'node:module';
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
    // The API suite runs twice, on SQLite and on PostgreSQL (tests/api/testDatabase.ts): any test file
    // under tests/api or tests/mesh is in both projects without saying so.
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/**/*.test.ts', 'server/**/*.test.ts'], exclude: API } },
      { extends: true, test: { name: 'api:sqlite', include: API, env: { SITELINE_TEST_DB: 'sqlite' } } },
      {
        extends: true,
        test: { name: 'api:postgres', include: API, env: { SITELINE_TEST_DB: 'postgres' }, globalSetup: ['tests/api/postgres.globalSetup.ts'] },
      },
    ],
  },
});
