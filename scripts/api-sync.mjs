// After changing a route: regenerate everything derived from the route schemas, in order.
//   1. mesh/openapi.json      (from Fastify's route schemas)
//   2. .mesh/                 (Mesh build from the OpenAPI document)
//   3. mesh/schema.graphql    (the committed Mesh schema snapshot; a test fails on drift)
//   4. src/graphql/graphql-env.d.ts (gql.tada types for the client's typed documents)
import { execFileSync } from 'node:child_process';
import { copyFileSync } from 'node:fs';

const run = (cmd, args) => execFileSync(cmd, args, { stdio: 'inherit' });
run('npx', ['tsx', 'server/src/openapi/write.ts']);
run('node', ['scripts/mesh-build.mjs']);
copyFileSync('.mesh/schema.graphql', 'mesh/schema.graphql');
run('npx', ['gql.tada', 'generate', 'output']);
console.log('API artifacts are in sync');
