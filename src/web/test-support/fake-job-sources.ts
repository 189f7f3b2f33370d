/**
 * The admin view's API for component tests, in front of the shared fake backend: the operations
 * of features/admin/job-source-operations.ts (by name). Who is an admin is the real server's
 * business (its tests prove it); here `forbidden` makes every call answer FORBIDDEN.
 */
import { graphqlCallOf, type FakeBackend } from './fake-backend';

export interface FakeRun {
  id: string;
  status: 'RUNNING' | 'SUCCEEDED' | 'FAILED';
  startedAt: string;
  finishedAt: string | null;
  read: number;
  added: number;
  updated: number;
  expired: number;
  skipped: number;
  skippedRecords: Array<{ externalId: string | null; reason: string }>;
  error: string | null;
}

export interface FakeSource {
  id: string;
  kind: string;
  board: string;
  configured: boolean;
  listed: number;
  /** Newest first. */
  runs: FakeRun[];
}

type RunNowAnswer = 'REQUESTED' | 'ALREADY_WAITING' | 'QUEUE_NOT_STARTED';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

export function withFakeJobSources(backend: FakeBackend) {
  const sources: FakeSource[] = [];
  const calls: Array<{ operation: string; variables: Record<string, unknown> }> = [];
  let runNowAnswer: RunNowAnswer = 'REQUESTED';
  let forbidden = false;
  let nextRun = 1;

  const answer = (operation: string, variables: Record<string, unknown>) => {
    if (forbidden) {
      return {
        data: null,
        errors: [{ message: 'Only an admin may do this', extensions: { code: 'FORBIDDEN' } }],
      };
    }
    if (operation === 'JobSources') {
      return {
        data: {
          jobSources: sources.map((source) => ({
            __typename: 'JobSource',
            ...source,
            runs: source.runs.map((run) => ({
              __typename: 'JobSourceRun',
              ...run,
              skippedRecords: run.skippedRecords.map((record) => ({
                __typename: 'JobSourceSkippedRecord',
                ...record,
              })),
            })),
          })),
        },
      };
    }
    if (!sources.some((source) => source.id === variables.id)) {
      return {
        data: null,
        errors: [{ message: 'No data found', extensions: { code: 'NO_DATA_FOUND' } }],
      };
    }
    return { data: { jobSource: { __typename: 'JobSourceMutations', runNow: runNowAnswer } } };
  };

  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const call = graphqlCallOf(input, init);
    if (call) {
      const { operation, variables } = call;
      if (operation === 'JobSources' || operation === 'RunJobSourceNow') {
        calls.push({ operation, variables });
        return json(answer(operation, variables));
      }
    }
    return backend.fetch(input, init);
  };

  return {
    backend: { ...backend, fetch } as FakeBackend,
    sources,
    calls,
    add(source: Partial<FakeSource> & Pick<FakeSource, 'id' | 'kind' | 'board'>) {
      const added: FakeSource = { configured: true, listed: 0, runs: [], ...source };
      sources.push(added);
      return added;
    },
    /** A run of `source`, newest: running unless its counts say how it ended. */
    run(source: FakeSource, run: Partial<FakeRun> = {}) {
      const added: FakeRun = {
        id: `run-${nextRun++}`,
        status: 'RUNNING',
        startedAt: '2026-11-27T10:00:00.000Z',
        finishedAt: null,
        read: 0,
        added: 0,
        updated: 0,
        expired: 0,
        skipped: 0,
        skippedRecords: [],
        error: null,
        ...run,
      };
      source.runs.unshift(added);
      return added;
    },
    answerRunNowWith(value: RunNowAnswer) {
      runNowAnswer = value;
    },
    forbid() {
      forbidden = true;
    },
  };
}
