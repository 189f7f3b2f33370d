import { useCallback, useEffect, useMemo, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import {
  JobSourcesQuery,
  RunJobSourceNowMutation,
  type JobSource,
  type RunNowAnswer,
} from './job-source-operations';

/** How often the sources are read again while one of them is waiting or running. */
export const pollIntervalMs = 2_000;

const latestRunId = (source: JobSource) => source.runs[0]?.id ?? null;

/** Where a source's ingest is: asked for and not started yet, running, or at rest. */
export type SourceActivity = 'WAITING' | 'RUNNING' | 'IDLE';

/**
 * The job sources for the admin view, read again every `pollIntervalMs` while an ingest asked for
 * has not started or one is running, and "Run now".
 */
export function useJobSources() {
  const [{ data, fetching, error }, reexecute] = useQuery({ query: JobSourcesQuery });
  const [, runNowMutation] = useMutation(RunJobSourceNowMutation);
  /** The sources asked for, with their latest run then: a newer run is the one asked for. */
  const [asked, setAsked] = useState<ReadonlyMap<string, string | null>>(new Map());
  const refresh = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);

  const sources = data?.jobSources;
  const activity = useCallback(
    (source: JobSource): SourceActivity => {
      if (source.runs[0]?.status === 'RUNNING') return 'RUNNING';
      if (asked.has(source.id) && asked.get(source.id) === latestRunId(source)) return 'WAITING';
      return 'IDLE';
    },
    [asked],
  );
  const busy = useMemo(
    () => sources?.some((source) => activity(source) !== 'IDLE') ?? false,
    [sources, activity],
  );

  useEffect(() => {
    if (!busy) return undefined;
    const timer = setInterval(refresh, pollIntervalMs);
    return () => clearInterval(timer);
  }, [busy, refresh]);

  const runNow = useCallback(
    async (source: JobSource): Promise<RunNowAnswer | null> => {
      const result = await runNowMutation({ id: source.id });
      const answer = result.data?.jobSource.runNow ?? null;
      if (answer === 'REQUESTED' || answer === 'ALREADY_WAITING') {
        setAsked((current) => new Map(current).set(source.id, latestRunId(source)));
      }
      return answer;
    },
    [runNowMutation],
  );

  return { sources, fetching, error, refresh, activity, runNow };
}
