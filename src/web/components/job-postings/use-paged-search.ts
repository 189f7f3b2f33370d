import { useCallback, useEffect, useRef, useState } from 'react';
import type { JobSearchInput } from '../../../domain/job-search';

export type PagedStatus = 'loading' | 'ready' | 'failed' | 'loadingMore' | 'moreFailed';

/** The answers so far, and which search (and which attempt at it) they answer. */
type Answered<State> = State & { search: JobSearchInput; attempt: number };

/** How the shown answers take in a page: what they become with it. */
export type AddPage<State> = (shown: State) => State;

/**
 * The machinery of a search shown a page at a time (the job search, the savvy search): the first
 * page when the search changes (or on `retry` after it failed), the next on `showMore`, and an
 * answer for an older search dropped. `loading` is the state while the first page loads (stable);
 * `firstPage` asks for it (stable for a client: `useCallback`), resolving to the state it makes
 * or null when it failed; `nextPage` asks for the page after the state's (null when there is
 * none), resolving to how the shown answers take it in or null when it failed. `change` changes
 * the shown answers in place (a posting saved).
 */
export function usePagedSearch<State extends { status: PagedStatus }>(
  search: JobSearchInput,
  loading: State,
  firstPage: (search: JobSearchInput) => Promise<State | null>,
  nextPage: (state: State) => Promise<AddPage<State> | null> | null,
) {
  const [attempt, setAttempt] = useState(0);
  const [answered, setAnswered] = useState<Answered<State> | null>(null);
  // Which search's answers may still be shown: an answer for an older one is dropped.
  const generation = useRef(0);
  const state: State =
    answered && answered.search === search && answered.attempt === attempt ? answered : loading;

  useEffect(() => {
    const asked = ++generation.current;
    void firstPage(search).then((page) => {
      if (asked !== generation.current) return;
      setAnswered({ search, attempt, ...(page ?? { ...loading, status: 'failed' }) });
    });
  }, [firstPage, loading, search, attempt]);

  const showMore = useCallback(async () => {
    if (state.status !== 'ready' && state.status !== 'moreFailed') return;
    const next = nextPage(state);
    if (!next) return;
    const asked = generation.current;
    const update = (change: (shown: Answered<State>) => Answered<State>) =>
      setAnswered((shown) => (shown && asked === generation.current ? change(shown) : shown));
    update((shown) => ({ ...shown, status: 'loadingMore' }));
    const add = await next;
    update((shown) =>
      add ? { ...shown, ...add(shown), status: 'ready' } : { ...shown, status: 'moreFailed' },
    );
  }, [state, nextPage]);

  const retry = useCallback(() => {
    if (state.status === 'moreFailed') void showMore();
    else setAttempt((count) => count + 1);
  }, [state.status, showMore]);

  const change = useCallback(
    (change: (shown: State) => State) =>
      setAnswered((shown) => shown && { ...shown, ...change(shown) }),
    [],
  );

  return { state, showMore, retry, change };
}
