// Response serializers compiled when first needed, not before the server listens (issue 28: the
// warm start). Fastify compiles a fast-json-stringify function for every route and status it
// declares as the routes become ready: 2.3 of the 3.5 s a warm start took to answer. Each route's
// functions are now compiled the first time the route answers with that status, or, after the
// server listens, in the background a few at a time (compileDeferredSerializers), so the first
// request seldom pays for more than its own (about 10-30 ms).
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

type Factory = ReturnType<typeof SerializerSelector>;
type Compiler = ReturnType<Factory>;
type RouteDefinition = Parameters<Compiler>[0];
type Serialize = ReturnType<Compiler>;

/**
 * The compiles not yet run, oldest first. Held weakly: an app that is closed (the tests build
 * hundreds) takes its routes' compiles with it.
 */
const deferred = new Set<WeakRef<() => void>>();
const compilerFactory = SerializerSelector();

export function buildLazySerializer(...[externalSchemas, options]: Parameters<Factory>): Compiler {
  const compilerFor = compilerFactory(externalSchemas, options);
  return (route: RouteDefinition): Serialize => {
    let serialize: Serialize | undefined;
    const compile = () => {
      deferred.delete(entry);
      serialize ??= compilerFor(route);
    };
    const entry = new WeakRef(compile);
    deferred.add(entry);
    return (doc: unknown) => {
      if (!serialize) compile();
      return serialize!(doc);
    };
  };
}

/**
 * Compiles the serializers no request has needed yet, one per turn of the event loop so requests
 * are answered between them. Resolves when none is left.
 */
export function compileDeferredSerializers(): Promise<void> {
  return new Promise((resolve) => {
    const next = () => {
      const entry = deferred.values().next().value;
      if (!entry) return resolve();
      deferred.delete(entry);
      entry.deref()?.();
      setImmediate(next);
    };
    setImmediate(next);
  });
}

/** How many serializers wait to be compiled (tests). */
export const deferredSerializerCount = () => deferred.size;
