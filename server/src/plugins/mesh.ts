// /graphql: the GraphQL Mesh built from mesh/openapi.json, executed in this process.
// We speak GraphQL-over-HTTP ourselves instead of mounting Mesh's HTTP handler: one JSON parse,
// a cache of parsed+validated documents, and Mesh's fetch goes to Fastify through inject()
// (mesh/inProcessFetch.ts), so a GraphQL read costs little more than the REST call it wraps.
// The edge is as strict as REST: bounded bodies, limits on tokens, aliases, depth, directives, cost
// and grid reads (graphqlLimits.ts), a 400 for anything that cannot run, masked errors
// (graphqlErrors.ts). Each REST call Mesh makes carries the caller's address, and cookies the REST
// answers set reach the browser.
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import {
  type DocumentNode,
  GraphQLError,
  type GraphQLSchema,
  Kind,
  type OperationDefinitionNode,
  OperationTypeNode,
  parse,
  validate,
  type ExecutionResult,
} from 'graphql';
import type { Config } from '../config.ts';
import { attachInProcessApp, type InProcessHop } from '../../../mesh/inProcessFetch.ts';
import { maskError } from './graphqlErrors.ts';
import { operationCost, readCostProblem } from './graphqlCost.ts';
import { MAX_QUERY_LENGTH, MAX_TOKENS, validationRules } from './graphqlLimits.ts';
import { MESH_DIR } from '../paths.ts';
import { noStore } from '../http/noStore.ts';

const MAX_CACHED_DOCUMENTS = 500;
/** Variables hold grid requests and forms: a few levels deep. Deeper JSON is refused before anything walks it. */
const MAX_VARIABLES_DEPTH = 16;

const GraphQLBody = Type.Object({
  query: Type.String({ minLength: 1, maxLength: MAX_QUERY_LENGTH }),
  variables: Type.Optional(Type.Union([Type.Record(Type.String({ maxLength: 256 }), Type.Unknown(), { maxProperties: 100 }), Type.Null()])),
  operationName: Type.Optional(Type.Union([Type.String({ maxLength: 256 }), Type.Null()])),
  extensions: Type.Optional(Type.Unknown()),
});

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves once /graphql answers without waiting (main.ts prints its banner then). */
    graphqlReady?: () => Promise<void>;
  }
}

/** What this plugin uses of Mesh's build (.mesh/index.js is plain JavaScript, untyped at import). */
interface BuiltMesh {
  schema: GraphQLSchema;
  execute(document: DocumentNode, variables: Record<string, unknown>, context: object, root?: unknown, operationName?: string): Promise<ExecutionResult>;
  destroy(): void;
}

const isErrors = (prepared: DocumentNode | readonly GraphQLError[]): prepared is readonly GraphQLError[] => Array.isArray(prepared);

interface GraphQLBodyValue {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
}

/** Nesting depth of a JSON value, without recursion (a deep value must not overflow the stack here either). */
function depthOf(value: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    deepest = Math.max(deepest, depth);
    if (deepest > MAX_VARIABLES_DEPTH) return deepest;
    for (const child of Object.values(v)) stack.push([child, depth + 1]);
  }
  return deepest;
}

/** The named operation, or why it cannot run. */
function selectOperation(document: DocumentNode, operationName: string | null | undefined): OperationDefinitionNode | string {
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  const operation = operationName ? operations.find((o) => o.name?.value === operationName) : operations.length === 1 ? operations[0] : undefined;
  if (!operation) return operationName ? `Unknown operation named "${operationName}".` : 'Must provide operation name if query contains multiple operations.';
  // The REST catalogue has queries and mutations only.
  return operation.operation === OperationTypeNode.SUBSCRIPTION ? 'Subscriptions are not supported.' : operation;
}

/** Every error is a REST 429 and no root field answered: the whole request was turned away. */
function onlyTooMany(result: ExecutionResult, errors: readonly { extensions?: Record<string, unknown> }[] | undefined): boolean {
  if (!errors?.length || Object.values(result.data ?? {}).some((v) => v !== null)) return false;
  return errors.every((e) => (e.extensions?.response as { status?: number } | undefined)?.status === 429);
}

export async function registerMesh(app: FastifyInstance, _config: Config) {
  if (!existsSync(`${MESH_DIR}/index.js`)) {
    app.log.warn('No Mesh build in .mesh/; run npm run build. /graphql is unavailable.');
    // The SPA speaks GraphQL: an instance without it must not get users' traffic (GET /api/ready).
    app.readiness.graphql = 'unavailable';
    return;
  }
  app.readiness.graphql = 'loading';
  attachInProcessApp(app);
  // Loading Mesh costs about 2 s of CPU (its modules and the schema it builds at run time). It
  // starts once the server listens, so the app and the REST API answer at once; a GraphQL request
  // that arrives earlier waits for it.
  let loading: Promise<BuiltMesh> | null = null;
  const loadMesh = () =>
    (loading ??= (async () => {
      const started = performance.now();
      const built = (await import(pathToFileURL(`${MESH_DIR}/index.js`).href)) as { getBuiltMesh(): Promise<BuiltMesh> };
      const mesh = await built.getBuiltMesh();
      app.log.debug({ ms: Math.round(performance.now() - started) }, 'GraphQL Mesh loaded');
      app.readiness.graphql = 'ready';
      return mesh;
    })().catch((error: unknown) => {
      app.readiness.graphql = 'failed';
      throw error;
    }));
  app.addHook('onListen', async () => {
    loadMesh().catch((error: unknown) => app.log.error({ err: error }, 'GraphQL Mesh failed to load'));
  });
  app.decorate('graphqlReady', () => loadMesh().then(() => undefined));
  const documents = new Map<string, DocumentNode | readonly GraphQLError[]>();

  function prepare(mesh: BuiltMesh, query: string): DocumentNode | readonly GraphQLError[] {
    const hit = documents.get(query);
    if (hit) return hit;
    let result: DocumentNode | readonly GraphQLError[];
    try {
      const document = parse(query, { maxTokens: MAX_TOKENS });
      const errors = validate(mesh.schema, document, validationRules);
      result = errors.length ? errors : document;
    } catch (error) {
      result = [error instanceof GraphQLError ? error : new GraphQLError(String(error))];
    }
    if (documents.size >= MAX_CACHED_DOCUMENTS) documents.delete(documents.keys().next().value!);
    documents.set(query, result);
    return result;
  }

  const refuse = (message: string, locations?: GraphQLError['locations']) => ({ errors: [{ message, ...(locations ? { locations } : {}) }] });

  app.post<{ Body: GraphQLBodyValue }>('/graphql', { schema: { hide: true, body: GraphQLBody }, attachValidation: true }, async (request, reply) => {
    // GraphQL clients read `errors`, not the REST envelope.
    if (request.validationError) return reply.status(400).send(refuse(`Invalid GraphQL request: ${request.validationError.message}`));
    const { query, variables, operationName } = request.body;
    const mesh = await loadMesh();
    const prepared = prepare(mesh, query);
    if (isErrors(prepared)) return reply.status(400).send({ errors: prepared.map((e) => refuse(e.message, e.locations).errors[0]) });
    const operation = selectOperation(prepared, operationName);
    if (typeof operation === 'string') return reply.status(400).send(refuse(operation));
    if (depthOf(variables) > MAX_VARIABLES_DEPTH) return reply.status(400).send(refuse(`Variables are nested deeper than ${MAX_VARIABLES_DEPTH} levels.`));
    // What the operation would read, with its variables' ranges and page sizes (graphqlCost.ts).
    const tooCostly = readCostProblem(operationCost(mesh.schema, prepared, operation, variables ?? {}));
    if (tooCostly) return reply.status(400).send(refuse(tooCostly.message));

    // The REST calls Mesh makes for this request log under its id (ops/requestId.ts).
    const hop: InProcessHop = { ip: request.ip, requestId: request.id, setCookies: [] };
    const context = { headers: { authorization: request.headers.authorization ?? '', host: request.headers.host ?? '' }, hop };
    // An empty operationName means "the only operation", as selectOperation read it.
    const result = await mesh.execute(prepared, variables ?? {}, context, undefined, operationName || undefined);
    if (hop.setCookies.length) reply.header('set-cookie', hop.setCookies);
    if (hop.noStore) noStore(reply);
    const errors = result.errors?.map((e) => maskError(e, (err) => request.log.error({ err }, 'graphql resolver failed')));
    // No data at all: the request could not run (e.g. variables of the wrong type).
    if (result.data === undefined) return reply.status(400).send({ errors });
    // A REST limit answered 429 (heavy calls, rate limits): the wait travels as at REST, and a request
    // turned away as a whole is a 429 itself.
    if (hop.retryAfterSeconds !== undefined) reply.header('retry-after', String(hop.retryAfterSeconds));
    if (onlyTooMany(result, errors)) return reply.status(429).send({ data: result.data, errors });
    return reply.send(errors?.length ? { data: result.data, errors } : { data: result.data });
  });

  app.addHook('onClose', async () => {
    if (loading) (await loading).destroy();
  });
}
