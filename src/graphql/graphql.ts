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
    PositiveInt: number;
    // Mesh publishes a length-bounded string of an answer as a scalar of its own (@length).
    query_appSettings_data_map_styleUrl: string;
    query_appSettings_data_map_extractStyleUrl: string;
    query_appSettings_data_map_fallbackStyleUrl: string;
    query_reportSchedules_data_colleagues_items_name: string;
    query_reportSchedules_data_colleagues_items_email: string;
  };
}>();

export type { FragmentOf, ResultOf, VariablesOf } from 'gql.tada';
export { readFragment } from 'gql.tada';
