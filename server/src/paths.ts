// Where the project's folders are. The server runs both from TypeScript (tsx, `npm run dev`) and as
// one bundled file (build/server/main.mjs, `npm start`), so paths cannot be relative to this file:
// they are found from the project root, the nearest folder above with our package.json.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

function findRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === 'siteline') return dir;
    if (dirname(dir) === dir) throw new Error(`No siteline package.json above ${from}`);
  }
}

export const PROJECT_ROOT = findRoot(import.meta.dirname);
export const DIST_DIR = join(PROJECT_ROOT, 'dist');
export const MESH_DIR = join(PROJECT_ROOT, '.mesh');
