import { graphql } from '../../lib/graphql';
import { JobPostingSummaryFields } from '../../components/job-postings/job-posting-operations';

/** A page of the postings that match. */
export const JobPostingsQuery = graphql(
  `
    query JobPostings($search: JobSearchInput, $first: Int, $after: String) {
      jobPostings(search: $search, first: $first, after: $after) {
        postings {
          ...JobPostingSummaryFields
        }
        nextCursor
        newestRanked
      }
    }
  `,
  [JobPostingSummaryFields],
);
