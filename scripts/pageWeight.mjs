// Page weight: which built files a page loads and how many bytes they cost over the wire.
// A page is the entry (index.html and everything it imports statically) plus its feature area's
// chunk and that chunk's static imports, with their CSS: exactly what the browser fetches before
// the page can render (tests/e2e/pageWeight.spec.ts checks the list against a real browser).
// Bytes are the brotli files written at build, so the figures are deterministic.
// `node scripts/pageWeight.mjs` prints the table in docs/architecture.md ("Page weight").
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Budgets in bytes (issue 14): brotli, what a browser that accepts br downloads. `wireBudget` (issue 28)
 * adds every answer's headers, as the browser test measures them; `maxFiles` bounds the answers, each
 * 300-500 bytes of headers (the login page's files are grouped at build: scripts/vite/loginChunks.ts).
 */
const SHELL = 'src/app/shell/AppShell.tsx';
export const PAGES = [
  { name: 'login (/)', path: '/', chunks: ['src/features/login/LoginArea.tsx'], budget: 144 * 1024, wireBudget: 150 * 1024, maxFiles: 10 },
  // deck.gl opens its WebGL device with a dynamic import() as the map starts: part of the page.
  {
    name: 'map (/map)',
    path: '/map',
    chunks: [SHELL, 'src/features/map/MapPage.tsx', /^node_modules\/@luma\.gl\/webgl\/dist\/adapter\/webgl-device\.js$/],
    budget: 700 * 1024,
    wireBudget: 730 * 1024,
  },
  { name: 'fleet (/fleet)', path: '/fleet', chunks: [SHELL, 'src/features/fleet/FleetPage.tsx'] },
];

export function readManifest(dist = 'dist') {
  return JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
}

/**
 * Every file (relative to dist/) the page loads: index.html, JS chunks and CSS. A chunk is a manifest
 * key, or a pattern for a module the page loads with import() as it starts: its chunk when the build
 * made it one of the counted chunks' dynamic imports; nothing when the build put the module inside a
 * chunk already counted (Rolldown does either, depending on the module graph's order).
 */
export function pageFiles(manifest, chunks) {
  const files = new Set(['index.html']);
  const visited = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    if (visited.has(key)) return;
    visited.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  for (const chunk of chunks) {
    if (typeof chunk === 'string') visit(chunk);
    else for (const key of [...visited]) for (const loaded of manifest[key].dynamicImports ?? []) if (chunk.test(loaded)) visit(loaded);
  }
  return [...files].sort();
}

const size = (path) => (existsSync(path) ? statSync(path).size : null);

/** Raw, gzip and brotli bytes of a set of files; a missing twin counts as the raw file (sent as is). */
export function weigh(files, dist = 'dist') {
  const total = { raw: 0, gzip: 0, brotli: 0, files: files.length };
  for (const file of files) {
    const raw = size(join(dist, file));
    if (raw === null) throw new Error(`${file} is missing from ${dist}`);
    total.raw += raw;
    total.gzip += size(join(dist, `${file}.gz`)) ?? raw;
    total.brotli += size(join(dist, `${file}.br`)) ?? raw;
  }
  return total;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const manifest = readManifest();
  console.log('| page | files | raw | gzip | brotli (sent) | budget |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const page of PAGES) {
    const w = weigh(pageFiles(manifest, page.chunks));
    console.log(`| ${page.name} | ${w.files} | ${kb(w.raw)} | ${kb(w.gzip)} | **${kb(w.brotli)}** | ${page.budget ? kb(page.budget) : '—'} |`);
  }
}
