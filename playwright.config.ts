import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { postgresSmokePorts } from './scripts/postgresSmokePorts.mjs';
import { e2eServers, healthUrl, SERVER_COMMAND, type E2eServer } from './scripts/e2eServers.mjs';

// The browser tests run against the real server (built SPA + REST + Mesh) on their own ports and
// throw-away data folders: the demo fleet for the journeys, and a 100,000-machine fleet for the
// big-fleet scrolling test. Debian's chromium, never a downloaded one.
const port = Number(process.env.E2E_PORT ?? 8199);
// Kept in the environment so the worker processes (which re-read this file) see the same folders;
// scripts/test.mjs sets them when it starts the servers itself.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'siteline-e2e-'));
process.env.E2E_BIG_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'siteline-e2e-big-'));
process.env.E2E_REPLAY_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'siteline-e2e-replays-'));
const servers = e2eServers(process.env.E2E_PORT, {
  demo: process.env.E2E_DATA_DIR,
  big: process.env.E2E_BIG_DATA_DIR,
  replays: process.env.E2E_REPLAY_DATA_DIR,
});
// `npm test` (scripts/test.mjs) has started them beside the static checks and waited until they
// answer; alone, Playwright starts each here, one after another.
const started = process.env.E2E_SERVERS_STARTED === '1';

// Chromium features that cost every new browser context CPU a test never uses: a spare renderer
// process kept ready for the context's next site (one per context, since contexts share no
// processes) and the omnibox's WebUI popups with the top-chrome preloading (a WebUI renderer per
// window). Together about half of a context's start (docs/testing.md, "Where CI time goes").
// Chromium keeps only the last --disable-features, so Playwright's own list (1.65,
// chromiumSwitches.ts) is repeated first.
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];
const UNUSED_PER_CONTEXT = ['SpareRendererForSitePerProcess', 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'PreloadTopChromeWebUI'];
const disabledFeatures = process.env.E2E_CHROMIUM_DEFAULTS ? [] : [`--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNUSED_PER_CONTEXT].join(',')}`];

// `npm test` runs every browser test in one Playwright run (scripts/test.mjs), in three projects:
// - journeys: one test at a time, since they change the shared demo fleet (users, places, tags) and
//   read it back;
// - 100k fleet: the big-fleet scrolling test against its own 100,000-machine server;
// - replays: the machines' generated paths, several at a time against a demo server of their own:
//   each replay opens its own browser context, pauses its own clock and answers its writes at the
//   browser boundary, so two never see each other. A replay spends most of its time waiting (for the
//   page, for a held call, for a debounce), not computing. Two at a time beside the journeys: with
//   three, a slow day's VM ran at load 15-17 with a fifth of its CPU in the kernel, and the map
//   screens of both lanes ran past their limits.
// - postgres: the default first start on PostgreSQL (demo fleet and the simulator's year) and a
//   short smoke over the main screens (tests/e2e/postgres/, scripts/serve-on-postgres.ts).
// E2E_SUITE=journeys, replays or postgres runs one part (and starts only its servers).
const suite = process.env.E2E_SUITE as 'journeys' | 'replays' | 'postgres' | undefined;
const REPLAYS = /replay\.spec\.ts/;
const BIG_FLEET = /bigFleet\.spec\.ts/;
const POSTGRES = /postgres\/.*\.spec\.ts/;
const postgresPorts = postgresSmokePorts(process.env.E2E_PORT);
/** Replays at a time (REPLAY_WORKERS to try another number). */
const replayWorkers = Number(process.env.REPLAY_WORKERS ?? 2);

/**
 * One of scripts/e2eServers.mjs's servers as Playwright's web server. The first one started builds
 * the SPA, Mesh and server bundle when their sources changed; the others start after it.
 */
function webServer({ port: serverPort, env }: E2eServer, build: boolean) {
  const command = SERVER_COMMAND.join(' ');
  return {
    command: build ? `node scripts/build-if-stale.mjs && ${command}` : command,
    url: healthUrl(serverPort),
    timeout: 180_000,
    reuseExistingServer: started,
    env,
  };
}

const journeys = suite === undefined || suite === 'journeys';
const replays = suite === undefined || suite === 'replays';
const postgres = suite === undefined || suite === 'postgres';
// E2E_BIG_FLEET=off leaves out the 100k fleet (its server takes a minute to seed) when a developer
// runs some journeys by hand; `npm test` and CI never set it.
const bigFleet = journeys && process.env.E2E_BIG_FLEET !== 'off';

/**
 * The first start on PostgreSQL. scripts/test.mjs starts it before the static checks (the year takes
 * minutes) and waits for it before Playwright, which then finds it answering; alone, Playwright
 * starts it here.
 */
const postgresServer = {
  command: 'node scripts/build-if-stale.mjs && node --import tsx scripts/serve-on-postgres.ts',
  url: `http://localhost:${postgresPorts.port}/api/health`,
  timeout: 900_000,
  reuseExistingServer: true,
  env: { E2E_PORT: String(port) },
};

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // The whole run's limit; each project has its own below.
  workers: (journeys ? 2 : 0) + (replays ? replayWorkers : 0) + (postgres ? 1 : 0),
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
        ...disabledFeatures,
      ],
    },
    trace: 'off',
  },
  projects: [
    ...(journeys
      ? [
          {
            name: 'demo fleet',
            testIgnore: [BIG_FLEET, REPLAYS, POSTGRES],
            workers: 1,
            // The server's data folder: its outbox holds the mails a test follows (tests/e2e/accounts.ts).
            metadata: { dataDir: process.env.E2E_DATA_DIR },
            use: { baseURL: `http://localhost:${servers.demo.port}` },
          },
        ]
      : []),
    ...(bigFleet ? [{ name: '100k fleet', testMatch: BIG_FLEET, workers: 1, use: { baseURL: `http://localhost:${servers.big.port}` } }] : []),
    ...(postgres ? [{ name: 'postgres', testMatch: POSTGRES, workers: 1, use: { baseURL: `http://localhost:${postgresPorts.port}` } }] : []),
    ...(replays
      ? [
          {
            name: 'replays',
            testMatch: REPLAYS,
            fullyParallel: true,
            workers: replayWorkers,
            metadata: { dataDir: process.env.E2E_REPLAY_DATA_DIR },
            use: { baseURL: `http://localhost:${servers.replays.port}` },
          },
        ]
      : []),
  ],
  webServer: [
    ...(journeys ? [webServer(servers.demo, true)] : []),
    ...(bigFleet ? [webServer(servers.big, false)] : []),
    ...(replays ? [webServer(servers.replays, !journeys)] : []),
    ...(postgres ? [postgresServer] : []),
  ],
});
