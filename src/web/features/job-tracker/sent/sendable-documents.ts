import { graphql, type ResultOf } from '../../../lib/graphql';

/**
 * The user's resumes, the last changed first: what can be sent with an application. Named like
 * the resumes list's query (the same field, fewer of its fields).
 */
export const SendableResumesQuery = graphql(`
  query Resumes {
    resumes {
      id
      name
      updatedAt
    }
  }
`);

/** The user's cover letters, the last changed first. */
export const SendableCoverLettersQuery = graphql(`
  query CoverLetters {
    coverLetters {
      id
      name
      updatedAt
    }
  }
`);

export type SendableDocument = ResultOf<typeof SendableResumesQuery>['resumes'][number];
