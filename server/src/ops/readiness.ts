// What a load balancer's readiness probe (GET /api/ready) is answered from. Liveness (/api/health)
// says the process and its database answer; readiness says this instance should get traffic now:
// the database schema is current, /graphql is loaded (the SPA speaks GraphQL), and the instance is
// not shutting down. A stopping instance turns not-ready first, so the balancer stops sending new
// requests while the ones it already has finish (startup/shutdown.ts).
import type { Db } from '../db/database.ts';
import { pendingMigrations } from '../db/database.ts';

export type GraphqlState = 'not-mounted' | 'loading' | 'ready' | 'failed' | 'unavailable';

export interface ReadinessReport {
  ready: boolean;
  /** What is not ready, for the operator reading the probe's body; empty when ready. */
  notReady: string[];
}

export class Readiness {
  /** An app built without /graphql (API-only tests) has nothing to wait for. */
  graphql: GraphqlState = 'not-mounted';
  private migrated = false;
  private stopping = false;

  constructor(
    private readonly db: Db,
    private readonly log: { warn(obj: object, msg: string): void },
  ) {}

  get shuttingDown(): boolean {
    return this.stopping;
  }

  /** The first step of a graceful shutdown; there is no way back. */
  beginShutdown(): void {
    this.stopping = true;
  }

  async report(): Promise<ReadinessReport> {
    const notReady: string[] = [];
    if (this.stopping) notReady.push('shutting down');
    if (this.graphql !== 'ready' && this.graphql !== 'not-mounted') notReady.push(`graphql: ${this.graphql}`);
    // The schema check reads the migration table until it is complete once (migrations never un-run),
    // then the probe costs one trivial query: the database must still answer.
    try {
      if (!this.migrated) this.migrated = (await pendingMigrations(this.db)) === 0;
      else await this.db.selectFrom('companies').select('id').limit(1).execute();
      if (!this.migrated) notReady.push('database: migrations pending');
    } catch (err) {
      this.log.warn({ err }, 'readiness: the database did not answer');
      notReady.push('database: not answering');
    }
    return { ready: notReady.length === 0, notReady };
  }
}
