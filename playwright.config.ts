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
process.env.E2E_DATA_DIR_2 ??= mkdtempSync(join(tmpdir(), 'siteline-e2e-2-'));
process.env.E2E_BIG_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'siteline-e2e-big-'));
process.env.E2E_REPLAY_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'siteline-e2e-replays-'));
const servers = e2eServers(process.env.E2E_PORT, {
  demo: process.env.E2E_DATA_DIR,
  demo2: process.env.E2E_DATA_DIR_2,
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

// `npm test` runs every browser test in one Playwright run (scripts/test.mjs), in these projects:
// - journeys: in two lanes of about equal length ('demo fleet' and 'demo fleet 2', SECOND_LANE), each
//   one test at a time on a demo server of its own, since they change their demo fleet (users, places,
//   tags) and read it back. With one lane, its last 8 minutes ran alone after the replays had ended,
//   on half the CPU (12-02: 35.6 min, the replays done at 27.7);
// - 100k fleet: the big-fleet scrolling test against its own 100,000-machine server;
// - replays: the machines' generated paths, several at a time against a demo server of their own:
//   each replay opens its own browser context, pauses its own clock and answers its writes at the
//   browser boundary, so two never see each other. A replay spends most of its time waiting (for the
//   page, for a held call, for a debounce), not computing. At most two at a time, in the slots the
//   journeys leave (the run's limit below): with three replays beside a journey, a slow day's VM ran
//   at load 15-17 with a fifth of its CPU in the kernel, and map screens ran past their limits.
// - postgres: the default first start on PostgreSQL (demo fleet and the simulator's year) and a
//   short smoke over the main screens (tests/e2e/postgres/, scripts/serve-on-postgres.ts).
// E2E_SUITE=journeys, replays or postgres runs one part (and starts only its servers).
const suite = process.env.E2E_SUITE as 'journeys' | 'replays' | 'postgres' | undefined;
const REPLAYS = /replay\.spec\.ts/;
/**
 * The journeys of the second lane: about half of the lane's time (12-02, 2,095 s in all: these
 * 1,022). Any journey may go in either lane; a new one goes in the first unless it evens them.
 */
const SECOND_LANE = /\/(clock|places|machinePanel|map|language|machineDetails|mapPile|untranslated|integrations|account|datePicker)\.spec\.ts$/;
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
  // The whole run's limit; each project has its own below. Three browsers at once keep both cores
  // busy (a fourth only slowed each past its limits); a slot goes to the first test waiting in the
  // projects' order: the two journey lanes, the 100k fleet, the PostgreSQL smoke, then the replays,
  // which take every slot the others leave (two at most).
  workers: suite === undefined ? 3 : suite === 'journeys' ? 2 : suite === 'replays' ? replayWorkers : 1,
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
            testIgnore: [BIG_FLEET, REPLAYS, POSTGRES, SECOND_LANE],
            workers: 1,
            // The server's data folder (its outbox holds the mails a test follows) and its OsmAnd
            // ingest port (tests/e2e/accounts.ts).
            metadata: { dataDir: process.env.E2E_DATA_DIR, ingestPort: Number(servers.demo.env.SITELINE_INGEST_PORT) },
            use: { baseURL: `http://localhost:${servers.demo.port}` },
          },
          {
            name: 'demo fleet 2',
            testMatch: SECOND_LANE,
            workers: 1,
            metadata: { dataDir: process.env.E2E_DATA_DIR_2, ingestPort: Number(servers.demo2.env.SITELINE_INGEST_PORT) },
            use: { baseURL: `http://localhost:${servers.demo2.port}` },
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
    ...(journeys ? [webServer(servers.demo, true), webServer(servers.demo2, false)] : []),
    ...(bigFleet ? [webServer(servers.big, false)] : []),
    ...(replays ? [webServer(servers.replays, !journeys)] : []),
    ...(postgres ? [postgresServer] : []),
  ],
});
