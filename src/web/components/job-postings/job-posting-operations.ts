import { graphql, type ResultOf } from '../../lib/graphql';

/** What a result shows of a posting; the detail adds the whole description and the skills. */
export const JobPostingSummaryFields = graphql(`
  fragment JobPostingSummaryFields on JobPosting @_unmask {
    id
    title
    company
    locations
    remote
    employmentType
    salary {
      min
      max
      currency
      period
    }
    postedAt
    source
    snippet
    tracked
  }
`);

export type JobPostingSummary = ResultOf<typeof JobPostingSummaryFields>;

export const JobPostingQuery = graphql(
  `
    query JobPosting($id: ID!) {
      jobPosting(id: $id) {
        ...JobPostingSummaryFields
        description
        closesAt
        applyUrl
        seniority
        yearsRequired
        skillsRequired
        skillsPreferred
        expired
        language
      }
    }
  `,
  [JobPostingSummaryFields],
);

export type JobPostingDetail = ResultOf<typeof JobPostingQuery>['jobPosting'];

/** A posting into the tracker as a Saved application; the one already there when it is. */
export const SaveJobPostingMutation = graphql(`
  mutation SaveJobPosting($id: ID!) {
    job {
      saveJobPosting(id: $id) {
        id
      }
    }
  }
`);

/**
 * Whether a posting is tracked changes when an application does: the postings shown are asked
 * again after any change to one (urql's document cache, by typename).
 */
export const trackedContext = { additionalTypenames: ['JobApplication'] };
