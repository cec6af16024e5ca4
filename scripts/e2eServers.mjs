// The servers the browser tests run against, defined once: playwright.config.ts declares them as its
// web servers, and scripts/test.mjs starts them itself beside the static checks and vitest, so their
// seeding (the 100,000-machine fleet takes about a minute of one core) no longer holds Playwright,
// which starts its web servers one after another while the second core waits. Plain JavaScript: read
// by scripts/test.mjs, which runs without a TypeScript loader.
// Ports, in the E2E_PORT block (default 8199): the journeys' demo server at E2E_PORT (its OsmAnd
// ingest E2E_PORT + 5), the second journey lane's at E2E_PORT - 4 (ingest E2E_PORT + 6), the 100k
// fleet at E2E_PORT - 1, the replays' demo server at E2E_PORT - 2 (its ingest E2E_PORT + 7); the
// PostgreSQL first start is scripts/serve-on-postgres.ts at E2E_PORT - 3.

/** The compiled bundle, as `npm start` runs it. */
export const SERVER_COMMAND = ['node', 'build/server/main.mjs'];

/**
 * A demo-fleet server on its own port and data folder. The simulator writes 60 days of history (the
 * journeys read the last weeks) instead of a year, which keeps the first start short on a busy
 * machine. The suite (the UI replays included) signs in and asks for resets from one address hundreds
 * of times, far more often than the production limits allow in 15 minutes; the limits themselves are
 * tested in tests/api/rateLimit.test.ts. SITELINE_INSPECTOR: tests/e2e/inspector.spec.ts attaches the
 * machine inspector to the production build. The Teltonika door is tested in tests/api (its default
 * 5027 would collide between servers).
 * @param {number} port @param {string} dataDir @param {number} ingestPort
 */
function demoServer(port, dataDir, ingestPort) {
  return {
    port,
    env: {
      PORT: String(port),
      SITELINE_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SITELINE_LOGIN_MAX_PER_IP: '100000',
      SITELINE_RESET_MAX_PER_IP: '100000',
      SITELINE_INGEST_PORT: String(ingestPort),
      SITELINE_TELTONIKA_PORT: '0',
      SITELINE_SIMULATOR_DAYS: '60',
      SITELINE_INSPECTOR: 'on',
    },
  };
}

/**
 * The four servers by role, for the data folders given.
 * @param {string | undefined} e2ePort
 * @param {{ demo: string, demo2: string, big: string, replays: string }} dirs
 */
export function e2eServers(e2ePort, dirs) {
  const port = Number(e2ePort ?? 8199);
  return {
    demo: demoServer(port, dirs.demo, port + 5),
    // The second journey lane's own demo fleet (playwright.config.ts, SECOND_LANE): journeys change
    // their server, so two lanes at once need two servers.
    demo2: demoServer(port - 4, dirs.demo2, port + 6),
    // Without ingest and simulator: only the fleet grid's scrolling is tested on it.
    big: {
      port: port - 1,
      env: {
        PORT: String(port - 1),
        SITELINE_DATA_DIR: dirs.big,
        SITELINE_SEED_ASSETS: '100000',
        LOG_LEVEL: 'warn',
        SITELINE_INGEST_PORT: '0',
        SITELINE_TELTONIKA_PORT: '0',
        SITELINE_SIMULATOR: 'off',
      },
    },
    // The replays' own demo fleet: what a journey adds or changes (users, places, tags) never shows in a replay.
    replays: demoServer(port - 2, dirs.replays, port + 7),
  };
}

/** The health URL Playwright and scripts/test.mjs wait for. @param {number} port */
export const healthUrl = (port) => `http://localhost:${port}/api/health`;
