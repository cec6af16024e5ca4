// Envelop plugins of the in-process Mesh (.meshrc.yaml `additionalEnvelopPlugins`).
//
// graphql-jit compiles each operation once (cached per parsed document; server/src/plugins/mesh.ts
// caches parsed documents per query text) into a function that resolves it without walking the
// schema per field. A 100-row grid page selects ~2,700 fields: Mesh's own cost for it went from
// 3.2 ms to 1.1 ms per request (npm run bench; bench/README.md).
import { useGraphQlJit } from '@envelop/graphql-jit';

export default [useGraphQlJit()];
