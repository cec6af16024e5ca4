// Typed GraphQL documents (gql.tada) over the Mesh schema in mesh/schema.graphql.
// `npm run api:sync` regenerates graphql-env.d.ts after an API change.
import { initGraphQLTada } from 'gql.tada';
import type { introspection } from './graphql-env.d.ts';

export const graphql = initGraphQLTada<{
  introspection: introspection;
  scalars: {
    Void: null;
    JSON: unknown;
    ObjMap: Record<string, unknown>;
    NonNegativeInt: number;
  };
}>();

export type { FragmentOf, ResultOf, VariablesOf } from 'gql.tada';
export { readFragment } from 'gql.tada';
