// The typed GraphQL tag of REST rows: gql.tada infers each document's result from schema.graphql's
// introspection types (graphql-env.d.ts, written by `npm run schema:print`), with no generated code.
import { initGraphQLTada } from 'gql.tada';
import type { introspection } from './graphql-env.js';

export const graphql = initGraphQLTada<{
  introspection: introspection;
  scalars: { DateTime: string; JSONObject: Record<string, unknown> };
  // REST shapes whole results; fragments here are shared field lists, not data boundaries.
  disableMasking: true;
}>();
