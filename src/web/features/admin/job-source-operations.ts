import { graphql, type ResultOf } from '../../lib/graphql';

/** The admin view of the job sources (docs/product/api.md, decision 093). */
export const JobSourcesQuery = graphql(`
  query JobSources {
    jobSources {
      id
      kind
      board
      configured
      listed
      runs {
        id
        status
        startedAt
        finishedAt
        read
        added
        updated
        expired
        skipped
        skippedRecords {
          externalId
          reason
        }
        error
      }
    }
  }
`);

export const RunJobSourceNowMutation = graphql(`
  mutation RunJobSourceNow($id: ID!) {
    jobSource {
      runNow(id: $id)
    }
  }
`);

export type JobSource = ResultOf<typeof JobSourcesQuery>['jobSources'][number];
export type JobSourceRun = JobSource['runs'][number];
export type RunNowAnswer = ResultOf<typeof RunJobSourceNowMutation>['jobSource']['runNow'];
