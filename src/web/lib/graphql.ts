import { initGraphQLTada } from 'gql.tada';
import type { z } from 'zod';
import type { resumeContentSchema } from '../../domain/resume';
import type { introspection } from './graphql-env.d.ts';

/** Typed GraphQL documents, checked against the committed schema.graphql. */
export const graphql = initGraphQLTada<{
  introspection: introspection;
  scalars: {
    ID: string;
    YearMonth: string;
    ResumeContent: z.output<typeof resumeContentSchema>;
  };
}>();

export type { FragmentOf, ResultOf, VariablesOf } from 'gql.tada';
export { readFragment } from 'gql.tada';
