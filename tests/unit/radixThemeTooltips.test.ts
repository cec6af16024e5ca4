// The build's edit of Radix Themes' <Theme> (decision 0055): on the installed file it takes out the
// Tooltip.Provider and nothing else; on a file without that line (a Radix upgrade) it stops the build.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { radixThemeWithoutTooltipProvider } from '../../scripts/vite/radixThemeTooltips.ts';

const require = createRequire(import.meta.url);
// The ES module build, which Vite bundles (require() would resolve the CommonJS one).
const themeFile = join(dirname(require.resolve('@radix-ui/themes/package.json')), 'dist/esm/components/theme.js');
const transform = radixThemeWithoutTooltipProvider().transform as (code: string, id: string) => { code: string } | null;

describe('Radix Theme without its Tooltip.Provider (build only)', () => {
  it('replaces the provider in the installed theme.js with a fragment, keeping the direction provider', () => {
    const code = readFileSync(themeFile, 'utf8');
    const out = transform(code, themeFile)!.code;
    expect(out).not.toMatch(/\.Provider,\{delayDuration:200\}/);
    expect(out).toMatch(/createElement\(\w+\.Fragment,null,\w+\.createElement\(\w+\.Provider,\{dir:"ltr"\}/);
    expect(out.length - code.length).toBeLessThan(10);
  });

  it('leaves other files alone and fails the build when Radix changes the line', () => {
    expect(transform('export {}', '/x/node_modules/@radix-ui/themes/dist/esm/components/button.js')).toBeNull();
    expect(() => transform('export {}', themeFile)).toThrow(/Tooltip.Provider not found/);
  });
});
