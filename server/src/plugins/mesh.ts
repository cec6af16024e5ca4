// /graphql: the GraphQL Mesh built from mesh/openapi.json, executed in this process.
// We speak GraphQL-over-HTTP ourselves instead of mounting Mesh's HTTP handler: one JSON parse,
// a cache of parsed+validated documents, and Mesh's fetch goes to Fastify through inject()
// (mesh/inProcessFetch.ts), so a GraphQL read costs little more than the REST call it wraps.
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { type DocumentNode, GraphQLError, type GraphQLSchema, parse, validate } from 'graphql';
import type { Config } from '../config.ts';
import { attachInProcessApp } from '../../../mesh/inProcessFetch.ts';
import { MESH_DIR } from '../paths.ts';

const MAX_CACHED_DOCUMENTS = 500;

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves once /graphql answers without waiting (main.ts prints its banner then). */
    graphqlReady?: () => Promise<void>;
  }
}

interface GraphQLBody {
  query?: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
}

/** What this plugin uses of Mesh's build (.mesh/index.js is plain JavaScript, untyped at import). */
interface BuiltMesh {
  schema: GraphQLSchema;
  execute(document: DocumentNode, variables: Record<string, unknown>, context: object, root?: unknown, operationName?: string): Promise<unknown>;
  destroy(): void;
}

const isErrors = (prepared: DocumentNode | readonly GraphQLError[]): prepared is readonly GraphQLError[] => Array.isArray(prepared);

export async function registerMesh(app: FastifyInstance, _config: Config) {
  if (!existsSync(`${MESH_DIR}/index.js`)) {
    app.log.warn('No Mesh build in .mesh/; run npm run build. /graphql is unavailable.');
    return;
  }
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
      return mesh;
    })());
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
      const document = parse(query);
      const errors = validate(mesh.schema, document);
      result = errors.length ? errors : document;
    } catch (error) {
      result = [error instanceof GraphQLError ? error : new GraphQLError(String(error))];
    }
    if (documents.size >= MAX_CACHED_DOCUMENTS) documents.delete(documents.keys().next().value!);
    documents.set(query, result);
    return result;
  }

  app.post<{ Body: GraphQLBody }>('/graphql', { schema: { hide: true } }, async (request, reply) => {
    const { query, variables, operationName } = request.body ?? {};
    if (typeof query !== 'string' || !query) {
      return reply.status(400).send({ errors: [{ message: 'Body must be JSON with a "query" string' }] });
    }
    const mesh = await loadMesh();
    const prepared = prepare(mesh, query);
    if (isErrors(prepared)) return reply.status(400).send({ errors: prepared.map((e) => e.toJSON()) });
    const context = { headers: { authorization: request.headers.authorization ?? '', host: request.headers.host ?? '' } };
    const result = await mesh.execute(prepared, variables ?? {}, context, undefined, operationName ?? undefined);
    return reply.send(result);
  });

  app.addHook('onClose', async () => {
    if (loading) (await loading).destroy();
  });
}
