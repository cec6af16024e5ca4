// Page-weight budgets (issue 14), read from the built files: bytes are deterministic, so this is not
// a timed test. A page = index.html + the entry's static imports + its area chunk(s) and their
// static imports + their CSS (scripts/pageWeight.mjs); tests/e2e/pageWeight.spec.ts checks that this
// is exactly what the browser downloads. Skipped files are not possible: without a build it fails.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PAGES, pageFiles, readManifest, weigh, type PageDef } from '../../scripts/pageWeight.mjs';

describe('page weight (brotli, as sent)', () => {
  it('has a build to weigh (npm run build, or npm install which builds)', () => {
    expect(existsSync('dist/.vite/manifest.json')).toBe(true);
  });

  for (const page of PAGES.filter((p) => p.budget)) {
    it(`${page.name} stays within ${page.budget! / 1024} KB`, () => {
      const files = pageFiles(readManifest(), page.chunks);
      const weight = weigh(files);
      expect(weight.brotli).toBeLessThanOrEqual(page.budget!);
      if (page.maxFiles) expect(files.length).toBeLessThanOrEqual(page.maxFiles);
      // Every file was precompressed at build, except the few too small to gain from it (the build
      // skips a twin that would not be smaller); those are sent as they are.
      for (const file of files) {
        if (!existsSync(`dist/${file}.br`)) expect(statSync(`dist/${file}`).size).toBeLessThan(300);
      }
    });
  }

  // The built files' source maps name every module bundled in them (vite.config.ts: sourcemap on).
  it('the login page carries neither the signed-in shell nor tooltips, which load with the shell', () => {
    const login = PAGES.find((p) => p.path === '/')!;
    // (A one-line re-export such as LoginArea-<hash>.js has no map; the two checks below show the maps were read.)
    const maps = pageFiles(readManifest(), login.chunks).filter((f) => f.endsWith('.js') && existsSync(`dist/${f}.map`));
    const modules = maps.flatMap((f) => (JSON.parse(readFileSync(`dist/${f}.map`, 'utf8')) as { sources: string[] }).sources);
    expect(modules.some((m) => m.includes('src/features/login/LoginPage.tsx'))).toBe(true);
    expect(modules.some((m) => m.includes('node_modules/react-dom/'))).toBe(true);
    // The tooltips' provider that Radix's <Theme> would render (scripts/vite/radixThemeTooltips.ts), and
    // the shell beyond its lazy wrapper.
    expect(modules.filter((m) => /react-tooltip|floating-ui|src\/app\/shell\/(?!LazyAppShell\.tsx)/.test(m))).toEqual([]);
  });

  it('the login page carries no map library and the map page carries them', () => {
    const manifest = readManifest();
    const sources = (chunks: PageDef['chunks']) =>
      pageFiles(manifest, chunks)
        .map((f) => Object.entries(manifest).find(([, c]) => (c as { file: string }).file === f)?.[0] ?? f)
        .join(' ');
    const login = PAGES.find((p) => p.path === '/')!;
    const map = PAGES.find((p) => p.path === '/map')!;
    const mapOnly = pageFiles(manifest, map.chunks).filter((f) => !pageFiles(manifest, login.chunks).includes(f));
    expect(sources(login.chunks)).not.toMatch(/maplibre|deck\.gl/);
    expect(weigh(mapOnly).raw).toBeGreaterThan(1_000_000); // maplibre + deck.gl live only there
  });
});
