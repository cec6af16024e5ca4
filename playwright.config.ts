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
// The replays' demo server: E2E_PORT - 2, its ingest E2E_PORT + 7.
const replayIngestPort = port + 7;
// Kept in the environment so the worker processes (which re-read this file) see the same folders.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'siteline-e2e-'));
process.env.E2E_BIG_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'siteline-e2e-big-'));
process.env.E2E_REPLAY_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'siteline-e2e-replays-'));
// The demo-fleet server runs the compiled bundle, as `npm start` does; the big-fleet one runs from
// TypeScript so the two never build the bundle at the same moment.
const serverCommand = 'node build/server/main.mjs';
const bigServerCommand = 'npx tsx server/src/main.ts';

// `npm test` runs every browser test in one Playwright run (scripts/test.mjs), in three projects:
// - journeys: one test at a time, since they change the shared demo fleet (users, places, tags) and
//   read it back;
// - 100k fleet: the big-fleet scrolling test against its own 100,000-machine server;
// - replays: the machines' generated paths, several at a time against a demo server of their own:
//   each replay opens its own browser context, pauses its own clock and answers its writes at the
//   browser boundary, so two never see each other. A replay spends most of its time waiting (for the
//   page, for a held call, for a debounce), not computing: three at a time use the two cores while
//   the journeys run beside them on their own server.
// E2E_SUITE=journeys or E2E_SUITE=replays runs one part (and starts only its servers).
const suite = process.env.E2E_SUITE as 'journeys' | 'replays' | undefined;
const REPLAYS = /replay\.spec\.ts/;
const BIG_FLEET = /bigFleet\.spec\.ts/;
/** Replays at a time (REPLAY_WORKERS to try another number). */
const replayWorkers = Number(process.env.REPLAY_WORKERS ?? 3);
const replayPort = port - 2;

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

/** A demo-fleet server: the compiled bundle, as `npm start` runs it, on its own port and data folder. */
function demoServer(serverPort: number, dataDir: string, ingest: number, build: boolean) {
  return {
    // The first one builds the SPA and Mesh when their sources changed (the servers start one after another).
    command: build ? `node scripts/build-if-stale.mjs && ${serverCommand}` : serverCommand,
    url: `http://localhost:${serverPort}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    // The simulator writes 60 days of history (the journeys read the last weeks) instead of a year,
    // which keeps the server's first start short on a busy machine. The suite (the UI replays
    // included) signs in and asks for resets from one address hundreds of times, far more often
    // than the production limits allow in 15 minutes; the limits themselves are tested in
    // tests/api/rateLimit.test.ts.
    // SITELINE_INSPECTOR: tests/e2e/inspector.spec.ts attaches the machine inspector to the production build.
    env: {
      PORT: String(serverPort),
      SITELINE_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SITELINE_LOGIN_MAX_PER_IP: '100000',
      SITELINE_RESET_MAX_PER_IP: '100000',
      SITELINE_INGEST_PORT: String(ingest),
      SITELINE_SIMULATOR_DAYS: '60',
      SITELINE_INSPECTOR: 'on',
    },
  };
}

const journeys = suite !== 'replays';
const replays = suite !== 'journeys';

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // The whole run's limit; each project has its own below.
  workers: (journeys ? 2 : 0) + (replays ? replayWorkers : 0),
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
    ...(journeys
      ? [
          {
            name: 'demo fleet',
            testIgnore: [BIG_FLEET, REPLAYS],
            workers: 1,
            // The server's data folder: its outbox holds the mails a test follows (tests/e2e/accounts.ts).
            metadata: { dataDir: process.env.E2E_DATA_DIR },
            use: { baseURL: `http://localhost:${port}` },
          },
          { name: '100k fleet', testMatch: BIG_FLEET, workers: 1, use: { baseURL: `http://localhost:${bigPort}` } },
        ]
      : []),
    ...(replays
      ? [
          {
            name: 'replays',
            testMatch: REPLAYS,
            fullyParallel: true,
            workers: replayWorkers,
            metadata: { dataDir: process.env.E2E_REPLAY_DATA_DIR },
            use: { baseURL: `http://localhost:${replayPort}` },
          },
        ]
      : []),
  ],
  webServer: [
    ...(journeys ? [demoServer(port, process.env.E2E_DATA_DIR, ingestPort, true), bigFleetServer] : []),
    // The replays' own demo fleet: what a journey adds or changes (users, places, tags) never shows in a replay.
    ...(replays ? [demoServer(replayPort, process.env.E2E_REPLAY_DATA_DIR, replayIngestPort, !journeys)] : []),
  ],
});
