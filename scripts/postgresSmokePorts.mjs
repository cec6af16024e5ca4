// Where the PostgreSQL first-start server of the browser smoke listens (scripts/serve-on-postgres.ts),
// inside the E2E_PORT block: the journeys' server is E2E_PORT, the big fleet's E2E_PORT - 1, the
// replays' E2E_PORT - 2, this one E2E_PORT - 3 (its ingest E2E_PORT + 9). Plain JavaScript: read by
// scripts/test.mjs, which runs without a TypeScript loader, and by playwright.config.ts.

/** @param {string | undefined} e2ePort */
export function postgresSmokePorts(e2ePort) {
  const base = Number(e2ePort ?? 8199);
  return { port: base - 3, ingestPort: base + 9 };
}
