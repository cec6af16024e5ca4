// Page-weight budgets (issue 14), read from the built files: bytes are deterministic, so this is not
// a timed test. A page = index.html + the entry's static imports + its area chunk(s) and their
// static imports + their CSS (scripts/pageWeight.mjs); tests/e2e/pageWeight.spec.ts checks that this
// is exactly what the browser downloads. Skipped files are not possible: without a build it fails.
import { existsSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PAGES, pageFiles, readManifest, weigh } from '../../scripts/pageWeight.mjs';

describe('page weight (brotli, as sent)', () => {
  it('has a build to weigh (npm run build, or npm install which builds)', () => {
    expect(existsSync('dist/.vite/manifest.json')).toBe(true);
  });

  for (const page of PAGES.filter((p) => p.budget)) {
    it(`${page.name} stays within ${page.budget! / 1024} KB`, () => {
      const files = pageFiles(readManifest(), page.chunks);
      const weight = weigh(files);
      expect(weight.brotli).toBeLessThanOrEqual(page.budget!);
      // Every file was precompressed at build, except the few too small to gain from it (the build
      // skips a twin that would not be smaller); those are sent as they are.
      for (const file of files) {
        if (!existsSync(`dist/${file}.br`)) expect(statSync(`dist/${file}`).size).toBeLessThan(300);
      }
    });
  }

  it('the login page carries no map library and the map page carries them', () => {
    const manifest = readManifest();
    const sources = (chunks: string[]) =>
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
