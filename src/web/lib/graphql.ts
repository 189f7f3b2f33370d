import { initGraphQLTada } from 'gql.tada';
import type { introspection } from './graphql-env.d.ts';

/** Typed GraphQL documents, checked against the committed schema.graphql. */
export const graphql = initGraphQLTada<{
  introspection: introspection;
  scalars: { ID: string; YearMonth: string };
}>();

export type { FragmentOf, ResultOf, VariablesOf } from 'gql.tada';
export { readFragment } from 'gql.tada';
