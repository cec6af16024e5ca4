// Compiles the server (server/src/main.ts and everything it imports, TypeScript) into one ES module,
// build/server/main.mjs, so `npm start` runs plain JavaScript: no TypeScript loader at start-up.
// npm packages stay external (loaded from node_modules as usual). About a second.
import { build } from 'esbuild';

await build({
  entryPoints: ['server/src/main.ts'],
  outfile: 'build/server/main.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  // Bundled CommonJS helpers may call require(); give the ES module one.
  banner: { js: "import { createRequire as __siteline_createRequire } from 'node:module'; const require = __siteline_createRequire(import.meta.url);" },
});
