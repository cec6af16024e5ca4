// PostgreSQL behind the same Kysely queries (DATABASE_URL=postgres://...).
// - Counts (bigint) and numerics arrive as JavaScript numbers, as they do from SQLite.
// - Migrations are written once with Kysely's schema builder; PortableDdl turns what only SQLite
//   understands into its PostgreSQL equivalent: an auto-increment integer key becomes `serial`,
//   `real` becomes `double precision` (SQLite's REAL is 8 bytes; PostgreSQL's is 4 and would round
//   positions to about a metre).
// - Every statement has a time limit (SITELINE_QUERY_TIMEOUT_MS), so no request holds a connection
//   for long; the grid answers a 400 when its query is cancelled (services/grid.ts).
import pg from 'pg';
import {
  ColumnDefinitionNode,
  DataTypeNode,
  Kysely,
  OperationNodeTransformer,
  PostgresDialect,
  sql,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import type { Database as Schema } from './schema.ts';

const INT8 = 20;
const NUMERIC = 1700;

class PostgresTypes extends OperationNodeTransformer {
  protected override transformColumnDefinition(node: ColumnDefinitionNode): ColumnDefinitionNode {
    const column = super.transformColumnDefinition(node);
    const type = DataTypeNode.is(column.dataType) ? column.dataType.dataType : null;
    if (column.autoIncrement && type === 'integer')
      return ColumnDefinitionNode.cloneWith(column, { autoIncrement: false, dataType: DataTypeNode.create('serial') } as never);
    if (type === 'real') return ColumnDefinitionNode.cloneWith(column, { dataType: DataTypeNode.create('double precision') } as never);
    return column;
  }
}

export class PortableDdl implements KyselyPlugin {
  readonly #transformer = new PostgresTypes();
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(args.node);
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

export interface PostgresOptions {
  /** Cancel any statement running longer (ms). */
  statementTimeoutMs: number;
  poolSize?: number;
  /** Every statement run, with its time: the bench's --explain finds a scenario's slowest one. */
  onQuery?: (query: { sql: string; parameters: readonly unknown[] }, ms: number) => void;
}

/** Counts and sums (int8, numeric) as numbers, as SQLite answers them; every other type as pg parses it. */
function typeParser(oid: number, format?: 'text' | 'binary'): (value: string) => unknown {
  if (oid === INT8 || oid === NUMERIC) return (value: string) => Number(value);
  // (pg-types declares its parsers as any)
  return pg.types.getTypeParser(oid, format) as (value: string) => unknown;
}

const pools = new WeakMap<object, pg.Pool>();

/** The connection pool behind a PostgreSQL `Db` (undefined on SQLite): its usage is a metric (ops/metrics.ts). */
export function postgresPool(db: object): pg.Pool | undefined {
  return pools.get(db);
}

export function openPostgres(url: string, options: PostgresOptions): Kysely<Schema> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    options: `-c statement_timeout=${Math.round(options.statementTimeoutMs)}`,
    types: { getTypeParser: typeParser as typeof pg.types.getTypeParser },
  });
  // An idle connection the server ends (a restart, a failover, pg_terminate_backend) is reported on
  // the pool; without a listener Node treats it as an uncaught error and the whole process stops.
  // The pool drops that connection and opens a new one on the next query: only the operator hears of it.
  pool.on('error', (err) => {
    process.emitWarning(`PostgreSQL ended an idle connection: ${err.message}`, { code: 'SITELINE_PG_IDLE' });
  });
  // The pool listens only while a connection is idle: one taken for a query or a transaction when the
  // server ends it (PostgreSQL stopping, a failover) emits 'error' with nobody listening, and the whole
  // instance stopped (the scale test, when its PostgreSQL stopped under load). The query in flight
  // fails on its own promise, and the pool drops the broken connection when it is given back.
  pool.on('connect', (client) => {
    client.on('error', (err) => {
      process.emitWarning(`PostgreSQL ended a connection in use: ${err.message}`, { code: 'SITELINE_PG_ENDED' });
    });
  });
  const { onQuery } = options;
  const db = new Kysely<Schema>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new PortableDdl()],
    log: onQuery
      ? (event) => {
          if (event.level === 'query') onQuery(event.query, event.queryDurationMillis);
        }
      : undefined,
  });
  pools.set(db, pool);
  return db;
}

/** PostgreSQL's cancel code for a statement that ran out of time (statement_timeout). */
export const QUERY_CANCELED = '57014';

/**
 * Rows inserted with explicit ids (the seeder) leave serial sequences behind: move every sequence past
 * the highest id of its table, so the next insert does not collide.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function syncSequences(db: Kysely<any>): Promise<void> {
  const serials = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema() and column_default like 'nextval(%'`.execute(db);
  for (const { table_name: table, column_name: column } of serials.rows) {
    await sql`select setval(pg_get_serial_sequence(${table}, ${column}), coalesce((select max(${sql.ref(column)}) from ${sql.table(table)}), 0) + 1, false)`.execute(
      db,
    );
  }
}
