import { useCallback } from 'react';
import { useClient } from 'urql';
import type { JobSearchInput } from '../../../domain/job-search';
import { trackedContext } from '../../components/job-postings/job-posting-operations';
import {
  usePagedSearch,
  type AddPage,
  type PagedStatus,
} from '../../components/job-postings/use-paged-search';
import { SavvyPostingsQuery, type SavvyResult } from './savvy-search-operations';

/** Results asked for at a time. */
export const savvyPageSize = 20;

export type SavvyStatus = PagedStatus;

interface SavvyState {
  results: SavvyResult[];
  nextOffset: number | null;
  /** Postings that passed the filters and were ranked. */
  candidates: number;
  /** Only the newest of them were ranked: narrower filters reach others. */
  candidatesCapped: boolean;
  /** The library proves nothing yet: there is nothing to rank by. */
  libraryEmpty: boolean;
  /** How many of the results were hidden when `nextOffset` was given (the server counted them). */
  hiddenCounted: number;
  status: SavvyStatus;
}

const loading: SavvyState = {
  results: [],
  nextOffset: null,
  candidates: 0,
  candidatesCapped: false,
  libraryEmpty: false,
  hiddenCounted: 0,
  status: 'loading',
};

/** How many of the results are hidden. */
const hiddenAmong = (results: readonly SavvyResult[], hidden: ReadonlySet<string>) =>
  results.filter((result) => hidden.has(result.posting.id)).length;

/**
 * The postings a search's filters let through, ranked by the user's own library, a page at a
 * time (offsets into the ranking). The `hidden` postings leave the list at once (and come back
 * in place on undo); they have left the ranking on the server too, so the next page starts as
 * many places earlier as were hidden since the last page, and a posting already shown is not
 * shown twice. A save is marked at once;
 * the ranking it changes is the next search's.
 */
export function useSavvySearch(search: JobSearchInput, hidden: ReadonlySet<string>) {
  const client = useClient();
  const firstPage = useCallback(
    (search: JobSearchInput) =>
      client
        .query(SavvyPostingsQuery, { search, first: savvyPageSize }, trackedContext)
        .toPromise()
        .then(({ data }): SavvyState | null =>
          data ? { ...loading, ...data.savvyPostings, status: 'ready' } : null,
        ),
    [client],
  );
  const nextPage = useCallback(
    ({ nextOffset, results, hiddenCounted }: SavvyState) => {
      if (nextOffset === null) return null;
      const hiddenShown = hiddenAmong(results, hidden);
      return client
        .query(
          SavvyPostingsQuery,
          {
            search,
            first: savvyPageSize,
            offset: Math.max(0, nextOffset - (hiddenShown - hiddenCounted)),
          },
          trackedContext,
        )
        .toPromise()
        .then(({ data }): AddPage<SavvyState> | null => {
          if (!data) return null;
          return (shown) => {
            const seen = new Set(shown.results.map((result) => result.posting.id));
            return {
              ...shown,
              ...data.savvyPostings,
              results: [
                ...shown.results,
                ...data.savvyPostings.results.filter((result) => !seen.has(result.posting.id)),
              ],
              hiddenCounted: hiddenShown,
            };
          };
        });
    },
    [client, search, hidden],
  );
  const { state, showMore, retry, change } = usePagedSearch(search, loading, firstPage, nextPage);

  const markTracked = useCallback(
    (id: string) =>
      change((shown) => ({
        ...shown,
        results: shown.results.map((result) =>
          result.posting.id === id
            ? { ...result, posting: { ...result.posting, tracked: true } }
            : result,
        ),
      })),
    [change],
  );

  const hiddenShown = hiddenAmong(state.results, hidden);
  const results = state.results.filter((result) => !hidden.has(result.posting.id));
  return { ...state, results, hiddenShown, showMore, retry, markTracked };
}
