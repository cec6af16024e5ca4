import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // graphql 16 ships CJS (.js) and ESM (.mjs) builds; Mesh loads one and vitest the other,
    // and graphql refuses types "from another realm". Pin every import to the CJS build.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql/index.js') }],
  },
  test: {
    include: ['tests/**/*.test.ts', 'server/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
