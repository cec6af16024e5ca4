import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The browser tests run against the real server (built SPA + REST + Mesh) on their own ports and
// throw-away data folders: the demo fleet for the journeys, and a 100,000-machine fleet for the
// big-fleet scrolling test. Debian's chromium, never a downloaded one.
const port = Number(process.env.E2E_PORT ?? 8199);
const bigPort = port - 1;
// The demo server's OsmAnd ingest gets its own port in the same block (never the default 5055, which a
// developer's server may hold); the 100k server runs without ingest and simulator.
const ingestPort = port + 5;
// Kept in the environment so the worker processes (which re-read this file) see the same folders.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'siteline-e2e-'));
process.env.E2E_BIG_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'siteline-e2e-big-'));
// The demo-fleet server runs the compiled bundle, as `npm start` does; the big-fleet one runs from
// TypeScript so the two never build the bundle at the same moment.
const serverCommand = 'node build/server/main.mjs';
const bigServerCommand = 'npx tsx server/src/main.ts';

// `npm test` runs the suite in two parts (scripts/test.mjs, E2E_SUITE): the journeys one test at a
// time, since they change the shared demo fleet (users, places, tags) and read it back; then the UI
// replays, two at a time: each replay opens its own browser context, pauses its own clock and answers
// its writes at the browser boundary, so two never see each other, and the 676 replays fit CI's time
// (about 1.6x faster on the 2-core machine). Without E2E_SUITE everything runs one at a time.
const suite = process.env.E2E_SUITE as 'journeys' | 'replays' | undefined;
const REPLAYS = /replay\.spec\.ts/;

const bigFleetServer = {
  command: bigServerCommand,
  url: `http://localhost:${bigPort}/api/health`,
  timeout: 180_000,
  reuseExistingServer: false,
  env: {
    PORT: String(bigPort),
    SITELINE_DATA_DIR: process.env.E2E_BIG_DATA_DIR,
    SITELINE_SEED_ASSETS: '100000',
    LOG_LEVEL: 'warn',
    SITELINE_INGEST_PORT: '0',
    SITELINE_SIMULATOR: 'off',
  },
};

export default defineConfig({
  testDir: 'tests/e2e',
  ...(suite === 'replays' ? { testMatch: REPLAYS } : {}),
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: suite === 'replays',
  workers: suite === 'replays' ? 2 : 1,
  retries: 0,
  reporter: [['list']],
  use: {
    viewport: { width: 1400, height: 860 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--enable-unsafe-swiftshader',
      ],
    },
    trace: 'off',
  },
  projects: [
    {
      name: 'demo fleet',
      testIgnore: suite === 'journeys' ? [/bigFleet\.spec\.ts/, REPLAYS] : /bigFleet\.spec\.ts/,
      use: { baseURL: `http://localhost:${port}` },
    },
    ...(suite === 'replays' ? [] : [{ name: '100k fleet', testMatch: /bigFleet\.spec\.ts/, use: { baseURL: `http://localhost:${bigPort}` } }]),
  ],
  webServer: [
    {
      // Builds the SPA and Mesh first when their sources changed.
      command: `node scripts/build-if-stale.mjs && ${serverCommand}`,
      url: `http://localhost:${port}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      // The simulator writes 60 days of history (the journeys read the last weeks) instead of a year,
      // which keeps the server's first start short on a busy machine. The suite (the UI replays
      // included) signs in and asks for resets from one address hundreds of times, far more often
      // than the production limits allow in 15 minutes; the limits themselves are tested in
      // tests/api/rateLimit.test.ts.
      // SITELINE_INSPECTOR: tests/e2e/inspector.spec.ts attaches the machine inspector to the production build.
      env: {
        PORT: String(port),
        SITELINE_DATA_DIR: process.env.E2E_DATA_DIR,
        LOG_LEVEL: 'warn',
        SITELINE_LOGIN_MAX_PER_IP: '100000',
        SITELINE_RESET_MAX_PER_IP: '100000',
        SITELINE_INGEST_PORT: String(ingestPort),
        SITELINE_SIMULATOR_DAYS: '60',
        SITELINE_INSPECTOR: 'on',
      },
    },
    // The 100,000-machine fleet only for the big-fleet test (not started for the replays).
    ...(suite === 'replays' ? [] : [bigFleetServer]),
  ],
});
