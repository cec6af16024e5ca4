// Every browser journey runs under the CSP guard of tests/e2e/fixtures.ts: a spec that imported
// Playwright's own `test` would silently skip it.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const dir = new URL('../e2e/', import.meta.url);
const specs = readdirSync(dir).filter((f) => f.endsWith('.spec.ts'));

describe('browser journeys', () => {
  it.each(specs)('%s takes test and expect from ./fixtures.ts', (file) => {
    const source = readFileSync(new URL(file, dir), 'utf8');
    expect(source).toMatch(/import \{[^}]*\btest\b[^}]*\} from '\.\/fixtures\.ts';/);
    expect(source).not.toMatch(/from '@playwright\/test'/);
  });

  it('there are journeys to check', () => {
    expect(specs.length).toBeGreaterThan(5);
  });
});
