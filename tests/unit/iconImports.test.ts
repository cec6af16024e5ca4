// Four icons of @radix-ui/react-icons name their helper `_excluded$N$` (or `_excluded$$`); the production bundler drops
// that declaration and the page using one crashes with "_excluded$2$ is not defined" (the docs page
// did, on every /auth/ operation, with LockOpen1Icon). Guard: none of them is imported.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const BROKEN = ['CircleBackslashIcon', 'EraserIcon', 'LockOpen1Icon', 'SliderIcon'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

describe('icon imports', () => {
  it('the icons the bundler breaks are the ones listed here', () => {
    const esm = readFileSync(new URL('../../node_modules/@radix-ui/react-icons/dist/react-icons.esm.js', import.meta.url), 'utf8');
    const named = [...esm.matchAll(/var _excluded\$\d*\$ = \["color"\];\s*var (\w+)/g)].map((m) => m[1]);
    expect(named.sort()).toEqual(BROKEN);
  });

  it('no source file imports them', () => {
    const offenders = sources('src').filter((file) => {
      const text = readFileSync(file, 'utf8');
      return /from '@radix-ui\/react-icons'/.test(text) && BROKEN.some((icon) => new RegExp(`\\b${icon}\\b`).test(text.replace(/^\s*\/\/.*$/gm, '')));
    });
    expect(offenders).toEqual([]);
  });
});
