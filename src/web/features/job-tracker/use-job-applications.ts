import { useCallback, useMemo } from 'react';
import { useMutation, useQuery } from 'urql';
import type { VariablesOf } from '../../lib/graphql';
import {
  ArchiveJobApplicationMutation,
  CreateJobApplicationMutation,
  JobApplicationsQuery,
  MoveJobApplicationMutation,
  UnarchiveJobApplicationMutation,
  UpdateJobApplicationMutation,
  type JobApplication,
} from './job-operations';

/** The list refreshes after any change to an application (urql's document cache, by typename). */
export const jobApplicationContext = { additionalTypenames: ['JobApplication'] };

/**
 * The user's applications and the changes the tracker's views make to them. Each change answers
 * the changed application, or null when it failed (the caller says so; nothing else changed).
 */
export function useJobApplications() {
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: JobApplicationsQuery,
    context: jobApplicationContext,
  });
  const retry = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  const [, create] = useMutation(CreateJobApplicationMutation);
  const [, update] = useMutation(UpdateJobApplicationMutation);
  const [, move] = useMutation(MoveJobApplicationMutation);
  const [, archive] = useMutation(ArchiveJobApplicationMutation);
  const [, unarchive] = useMutation(UnarchiveJobApplicationMutation);

  const actions = useMemo(
    () => ({
      create: async (input: VariablesOf<typeof CreateJobApplicationMutation>['input']) =>
        (await create({ input }, jobApplicationContext)).data?.job.createJobApplication ?? null,
      update: async (
        id: string,
        input: VariablesOf<typeof UpdateJobApplicationMutation>['input'],
      ) =>
        (await update({ id, input }, jobApplicationContext)).data?.job.updateJobApplication ?? null,
      move: async (variables: VariablesOf<typeof MoveJobApplicationMutation>) =>
        (await move(variables, jobApplicationContext)).data?.job.moveJobApplication ?? null,
      archive: async (
        id: string,
        reason: VariablesOf<typeof ArchiveJobApplicationMutation>['reason'],
      ) =>
        (await archive({ id, reason }, jobApplicationContext)).data?.job.archiveJobApplication ??
        null,
      unarchive: async (id: string) =>
        (await unarchive({ id }, jobApplicationContext)).data?.job.unarchiveJobApplication ?? null,
    }),
    [create, update, move, archive, unarchive],
  );

  const applications: JobApplication[] | undefined = data?.jobApplications;
  return { applications, fetching, error, retry, ...actions };
}

export type JobApplicationActions = Omit<
  ReturnType<typeof useJobApplications>,
  'applications' | 'fetching' | 'error' | 'retry'
>;
