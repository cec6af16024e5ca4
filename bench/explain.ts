// --explain (with --postgres): PostgreSQL's plan of each grid scenario's slowest statement, measured
// again with EXPLAIN (ANALYZE, BUFFERS) right after the scenario, printed under the results table, so
// a slow scenario comes with the reason (a sequential scan, a sort of every match, a count that
// visits the heap) instead of a guess.
import { CompiledQuery, type Kysely } from 'kysely';

interface Statement {
  sql: string;
  parameters: readonly unknown[];
  ms: number;
}

export class SlowestStatement {
  private captured: Statement[] | null = null;

  /** Handed to openDatabase's onQuery: keeps statements only while a scenario is being explained. */
  readonly onQuery = (query: { sql: string; parameters: readonly unknown[] }, ms: number) => {
    this.captured?.push({ sql: query.sql, parameters: query.parameters, ms });
  };

  /** Runs the request once, then EXPLAIN ANALYZE of the statement it spent the longest in. */
  async explain<DB>(db: Kysely<DB>, request: () => Promise<unknown>): Promise<string> {
    const statements: Statement[] = [];
    this.captured = statements;
    try {
      await request();
    } finally {
      // Stop before the EXPLAIN itself runs.
      this.captured = null;
    }
    const slowest = statements.filter((s) => /^\s*(with|select)\b/i.test(s.sql)).sort((a, b) => b.ms - a.ms)[0];
    if (!slowest) return '(no select ran)';
    const plan = await db.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`explain (analyze, buffers) ${slowest.sql}`, [...slowest.parameters]));
    const lines = plan.rows.map((row) => row['QUERY PLAN']);
    return [`${statements.length} statements; the slowest took ${slowest.ms.toFixed(1)} ms:`, '', '```', slowest.sql, '', ...lines, '```'].join('\n');
  }
}
