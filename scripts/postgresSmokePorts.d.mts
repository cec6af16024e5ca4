/** Ports of the PostgreSQL first-start server of the browser smoke (postgresSmokePorts.mjs). */
export function postgresSmokePorts(e2ePort: string | undefined): { port: number; ingestPort: number };
