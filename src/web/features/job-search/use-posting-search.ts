import { useCallback } from 'react';
import { useClient } from 'urql';
import type { JobSearchInput } from '../../../domain/job-search';
import {
  trackedContext,
  type JobPostingSummary,
} from '../../components/job-postings/job-posting-operations';
import {
  usePagedSearch,
  type AddPage,
  type PagedStatus,
} from '../../components/job-postings/use-paged-search';
import { JobPostingsQuery } from './job-search-operations';

/** Postings asked for at a time. */
export const resultsPageSize = 20;

export type SearchStatus = PagedStatus;

interface SearchState {
  postings: JobPostingSummary[];
  nextCursor: string | null;
  /** By relevance, only the newest matches are ranked: the date order reaches more. */
  newestRanked: boolean;
  status: SearchStatus;
}

const loading: SearchState = {
  postings: [],
  nextCursor: null,
  newestRanked: false,
  status: 'loading',
};

/**
 * The postings that match a search, a page at a time: the first page when the search changes,
 * the next on `showMore` (keyset cursors, so nothing repeats or is skipped). A posting saved to
 * the tracker here is marked at once; urql asks again for pages it kept once an application
 * changes anywhere.
 */
export function usePostingSearch(search: JobSearchInput) {
  const client = useClient();
  const firstPage = useCallback(
    (search: JobSearchInput) =>
      client
        .query(JobPostingsQuery, { search, first: resultsPageSize }, trackedContext)
        .toPromise()
        .then(({ data }): SearchState | null =>
          data ? { ...data.jobPostings, status: 'ready' } : null,
        ),
    [client],
  );
  const nextPage = useCallback(
    ({ nextCursor }: SearchState) =>
      nextCursor
        ? client
            .query(
              JobPostingsQuery,
              { search, first: resultsPageSize, after: nextCursor },
              trackedContext,
            )
            .toPromise()
            .then(({ data }): AddPage<SearchState> | null =>
              data
                ? (shown) => ({
                    ...shown,
                    postings: [...shown.postings, ...data.jobPostings.postings],
                    nextCursor: data.jobPostings.nextCursor,
                    newestRanked: data.jobPostings.newestRanked,
                  })
                : null,
            )
        : null,
    [client, search],
  );
  const { state, showMore, retry, change } = usePagedSearch(search, loading, firstPage, nextPage);

  const markTracked = useCallback(
    (id: string) =>
      change((shown) => ({
        ...shown,
        postings: shown.postings.map((posting) =>
          posting.id === id ? { ...posting, tracked: true } : posting,
        ),
      })),
    [change],
  );

  return { ...state, showMore, retry, markTracked };
}
