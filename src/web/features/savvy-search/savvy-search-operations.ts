import { graphql, type ResultOf } from '../../lib/graphql';
import { JobPostingSummaryFields } from '../../components/job-postings/job-posting-operations';

/** How a posting matches the user's library: its band, the parts, the proof and the gaps. */
export const JobMatchFields = graphql(`
  fragment JobMatchFields on JobMatch @_unmask {
    band
    parts {
      name
      value
      weight
    }
    matched {
      skill
      required
      evidence {
        eventId
        eventKind
        itemId
        text
        label
      }
    }
    missing {
      skill
      required
    }
    biggestGap {
      kind
      skill
      required
      seniority
      years
      requiredYears
      education
    }
  }
`);

export type JobMatch = ResultOf<typeof JobMatchFields>;

/** A page of the listed postings, ranked by how well the user's library proves them. */
export const SavvyPostingsQuery = graphql(
  `
    query SavvyPostings($search: JobSearchInput, $first: Int, $offset: Int) {
      savvyPostings(search: $search, first: $first, offset: $offset) {
        results {
          posting {
            ...JobPostingSummaryFields
          }
          match {
            ...JobMatchFields
          }
          adjustment {
            kind
            reason
            postingTitle
            company
          }
        }
        nextOffset
        candidates
        candidatesCapped
        libraryEmpty
      }
    }
  `,
  [JobPostingSummaryFields, JobMatchFields],
);

export type SavvyResult = ResultOf<typeof SavvyPostingsQuery>['savvyPostings']['results'][number];
export type MatchAdjustment = NonNullable<SavvyResult['adjustment']>;

/** The reasons a posting can be hidden for, in the order the menu offers them. */
export { hideReasons, type HideReason } from '../../../domain/hide-reason';

/** Out of the savvy search, for a reason that ranks postings like it lower. */
export const HideJobPostingMutation = graphql(`
  mutation HideJobPosting($id: ID!, $reason: HideReason!) {
    job {
      hideJobPosting(id: $id, reason: $reason)
    }
  }
`);

export const UnhideJobPostingMutation = graphql(`
  mutation UnhideJobPosting($id: ID!) {
    job {
      unhideJobPosting(id: $id)
    }
  }
`);

/** A new resume for a posting: its target job filled, the proving events selected. */
export const TailorResumeMutation = graphql(`
  mutation TailorResume($postingId: ID!) {
    resume {
      tailorResume(postingId: $postingId) {
        id
      }
    }
  }
`);
