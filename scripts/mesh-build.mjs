// Builds the GraphQL Mesh artifacts (.mesh/) from mesh/openapi.json.
// Runs at install and before start so the in-process /graphql endpoint always matches the REST catalogue.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('mesh/openapi.json') || !existsSync('.meshrc.yaml')) {
  console.log('[mesh] mesh/openapi.json not written yet; skipping Mesh build');
  process.exit(0);
}
// The Mesh artifact imports these two at run time: give it JavaScript (see .meshrc.yaml).
const { build } = await import('esbuild');
await build({
  entryPoints: ['mesh/inProcessFetch.ts', 'mesh/envelopPlugins.ts'],
  outdir: 'build/mesh',
  outExtension: { '.js': '.mjs' },
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
});
execFileSync('npx', ['mesh', 'build', '--fileType', 'js'], { stdio: 'inherit' });
