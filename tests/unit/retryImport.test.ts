// A failed feature chunk is asked for again under a URL of its own (Chromium keeps a failed dynamic
// import for the page's life; found by the lazy module's browser replay).
import { describe, expect, it } from 'vitest';
import { retryableImport } from '../../src/app/retryImport.ts';

const CHUNK = 'http://localhost:8199/assets/LoginArea-BjW_vD80.js';
const failed = (url: string) => new TypeError(`Failed to fetch dynamically imported module: ${url}`);

describe('retryableImport', () => {
  it('imports the chunk as built until it fails, then under a new query on every attempt', async () => {
    const asked: string[] = [];
    let loads = 0;
    const attempt = retryableImport(
      async () => {
        loads++;
        throw failed(CHUNK);
      },
      async (url) => {
        asked.push(url);
        if (asked.length < 3) throw failed(url);
        return { default: 'LoginArea' };
      },
    );
    await expect(attempt()).rejects.toThrow(CHUNK);
    await expect(attempt()).rejects.toThrow('?retry=');
    await expect(attempt()).rejects.toThrow('?retry=');
    await expect(attempt()).resolves.toEqual({ default: 'LoginArea' });
    expect(loads).toBe(1);
    expect(asked).toHaveLength(3);
    expect(new Set(asked).size).toBe(3);
    for (const url of asked) expect(url).toMatch(/^http:\/\/localhost:8199\/assets\/LoginArea-BjW_vD80\.js\?retry=\d+$/);
  });

  it('keeps the built import where the failure names no URL (another browser, another error)', async () => {
    let loads = 0;
    const attempt = retryableImport(
      async () => {
        loads++;
        if (loads < 3) throw new TypeError('Importing a module script failed.');
        return { default: 'MapPage' };
      },
      () => Promise.reject(new Error('not asked')),
    );
    await expect(attempt()).rejects.toThrow('Importing a module script failed.');
    await expect(attempt()).rejects.toThrow('Importing a module script failed.');
    await expect(attempt()).resolves.toEqual({ default: 'MapPage' });
    expect(loads).toBe(3);
  });
});
