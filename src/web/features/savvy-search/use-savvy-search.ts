import { useCallback, useEffect, useRef, useState } from 'react';
import { useClient } from 'urql';
import type { JobSearchInput } from '../../../domain/job-search';
import { trackedContext } from '../../components/job-postings/job-posting-operations';
import { SavvyPostingsQuery, type SavvyResult } from './savvy-search-operations';

/** Results asked for at a time. */
export const savvyPageSize = 20;

export type SavvyStatus = 'loading' | 'ready' | 'failed' | 'loadingMore' | 'moreFailed';

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

/** The answers so far, and which search (and which attempt at it) they answer. */
interface Answered extends SavvyState {
  search: JobSearchInput;
  attempt: number;
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
  const [attempt, setAttempt] = useState(0);
  const [answered, setAnswered] = useState<Answered | null>(null);
  // Which search's answers may still be shown: an answer for an older one is dropped.
  const generation = useRef(0);
  const state: SavvyState =
    answered && answered.search === search && answered.attempt === attempt ? answered : loading;

  useEffect(() => {
    const asked = ++generation.current;
    void client
      .query(SavvyPostingsQuery, { search, first: savvyPageSize }, trackedContext)
      .toPromise()
      .then(({ data }) => {
        if (asked !== generation.current) return;
        setAnswered({
          search,
          attempt,
          ...(data
            ? { ...loading, ...data.savvyPostings, status: 'ready' }
            : { ...loading, status: 'failed' }),
        });
      });
  }, [client, search, attempt]);

  const { nextOffset, status, hiddenCounted } = state;
  const hiddenShown = state.results.filter((result) => hidden.has(result.posting.id)).length;
  const showMore = useCallback(async () => {
    if (nextOffset === null || (status !== 'ready' && status !== 'moreFailed')) return;
    const asked = generation.current;
    const update = (change: (shown: Answered) => Answered) =>
      setAnswered((shown) => (shown && asked === generation.current ? change(shown) : shown));
    update((shown) => ({ ...shown, status: 'loadingMore' }));
    const { data } = await client
      .query(
        SavvyPostingsQuery,
        {
          search,
          first: savvyPageSize,
          offset: Math.max(0, nextOffset - (hiddenShown - hiddenCounted)),
        },
        trackedContext,
      )
      .toPromise();
    update((shown) => {
      if (!data) return { ...shown, status: 'moreFailed' };
      const seen = new Set(shown.results.map((result) => result.posting.id));
      return {
        ...shown,
        ...data.savvyPostings,
        results: [
          ...shown.results,
          ...data.savvyPostings.results.filter((result) => !seen.has(result.posting.id)),
        ],
        hiddenCounted: hiddenShown,
        status: 'ready',
      };
    });
  }, [client, search, nextOffset, status, hiddenShown, hiddenCounted]);

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
            results: shown.results.map((result) =>
              result.posting.id === id
                ? { ...result, posting: { ...result.posting, tracked: true } }
                : result,
            ),
          },
      ),
    [],
  );

  const results = state.results.filter((result) => !hidden.has(result.posting.id));
  return { ...state, results, hiddenShown, showMore, retry, markTracked };
}
