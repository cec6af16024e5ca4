// The ingest's commit window by database (decision 0070): 50 ms on PostgreSQL, none on SQLite,
// SITELINE_INGEST_COMMIT_WINDOW_MS when set, and a clear refusal of a value out of range.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config.ts';
import { COMMIT_WINDOW_MS, ingestOptions } from '../../server/src/telemetry/runtime.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'siteline-window-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
afterEach(() => {
  delete process.env.SITELINE_INGEST_COMMIT_WINDOW_MS;
});

const windowFor = (databaseUrl: string) => ingestOptions({ ...loadConfig({ dataDir }), databaseUrl }).windowMs;

describe('the ingest commit window', () => {
  it('waits 50 ms on PostgreSQL and not at all on SQLite by default', () => {
    expect(COMMIT_WINDOW_MS).toEqual({ postgres: 50, sqlite: 0 });
    expect(windowFor('postgres://siteline@db/siteline')).toBe(50);
    expect(windowFor('postgresql://siteline@db/siteline')).toBe(50);
    expect(windowFor(`sqlite:${join(dataDir, 'x.db')}`)).toBe(0);
  });

  it('takes SITELINE_INGEST_COMMIT_WINDOW_MS on either database, 0 included', () => {
    process.env.SITELINE_INGEST_COMMIT_WINDOW_MS = '0';
    expect(windowFor('postgres://siteline@db/siteline')).toBe(0);
    process.env.SITELINE_INGEST_COMMIT_WINDOW_MS = '200';
    expect(windowFor(`sqlite:${join(dataDir, 'x.db')}`)).toBe(200);
  });

  it.each(['-1', '1001', '2.5', 'soon'])('refuses %s with the setting named', (value) => {
    process.env.SITELINE_INGEST_COMMIT_WINDOW_MS = value;
    expect(() => loadConfig({ dataDir })).toThrow(`SITELINE_INGEST_COMMIT_WINDOW_MS must be a whole number of ms from 0 to 1000, got '${value}'`);
  });
});
