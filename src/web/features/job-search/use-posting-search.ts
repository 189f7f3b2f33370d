import { useCallback, useEffect, useRef, useState } from 'react';
import { useClient } from 'urql';
import type { JobSearchInput } from '../../../domain/job-search';
import {
  trackedContext,
  type JobPostingSummary,
} from '../../components/job-postings/job-posting-operations';
import { JobPostingsQuery } from './job-search-operations';

/** Postings asked for at a time. */
export const resultsPageSize = 20;

export type SearchStatus = 'loading' | 'ready' | 'failed' | 'loadingMore' | 'moreFailed';

interface SearchState {
  postings: JobPostingSummary[];
  nextCursor: string | null;
  /** By relevance, only the newest matches are ranked: the date order reaches more. */
  newestRanked: boolean;
  status: SearchStatus;
}

/** The answers so far, and which search (and which attempt at it) they answer. */
interface Answered extends SearchState {
  search: JobSearchInput;
  attempt: number;
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
  const [attempt, setAttempt] = useState(0);
  const [answered, setAnswered] = useState<Answered | null>(null);
  // Which search's answers may still be shown: an answer for an older one is dropped.
  const generation = useRef(0);
  const state: SearchState =
    answered && answered.search === search && answered.attempt === attempt ? answered : loading;

  useEffect(() => {
    const asked = ++generation.current;
    void client
      .query(JobPostingsQuery, { search, first: resultsPageSize }, trackedContext)
      .toPromise()
      .then(({ data }) => {
        if (asked !== generation.current) return;
        setAnswered({
          search,
          attempt,
          ...(data ? { ...data.jobPostings, status: 'ready' } : { ...loading, status: 'failed' }),
        });
      });
  }, [client, search, attempt]);

  const { nextCursor, status } = state;
  const showMore = useCallback(async () => {
    if (!nextCursor || (status !== 'ready' && status !== 'moreFailed')) return;
    const asked = generation.current;
    const update = (change: (shown: Answered) => Answered) =>
      setAnswered((shown) => (shown && asked === generation.current ? change(shown) : shown));
    update((shown) => ({ ...shown, status: 'loadingMore' }));
    const { data } = await client
      .query(
        JobPostingsQuery,
        { search, first: resultsPageSize, after: nextCursor },
        trackedContext,
      )
      .toPromise();
    update((shown) =>
      data
        ? {
            ...shown,
            postings: [...shown.postings, ...data.jobPostings.postings],
            nextCursor: data.jobPostings.nextCursor,
            newestRanked: data.jobPostings.newestRanked,
            status: 'ready',
          }
        : { ...shown, status: 'moreFailed' },
    );
  }, [client, search, nextCursor, status]);

  const retry = useCallback(() => {
    if (status === 'moreFailed') void showMore();
    else setAttempt((count) => count + 1);
  }, [status, showMore]);

  const markTracked = useCallback(
    (id: string) =>
      setAnswered(
        (shown) =>
          shown && {
            ...shown,
            postings: shown.postings.map((posting) =>
              posting.id === id ? { ...posting, tracked: true } : posting,
            ),
          },
      ),
    [],
  );

  return { ...state, showMore, retry, markTracked };
}
