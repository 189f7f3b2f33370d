import type { Reporter } from './reporter';

/**
 * What the app does with a failed GraphQL call (docs/product/errors.md). One place, so every query and mutation
 * behaves the same:
 * - FORBIDDEN, UNAUTHENTICATED, BAD_USER_INPUT and NO_DATA_FOUND are expected answers, not reported;
 * - NO_DATA_FOUND also takes the user to the data-not-found page;
 * - any other GraphQL error is reported as `GraphQL error: Message: …; Code: …; Path: …`;
 * - a call that never got an answer is reported as `Network error`.
 * The profile query's NO_USER_FOUND (log out) is handled where that query runs.
 */

export const apiErrorCodes = {
  forbidden: 'FORBIDDEN',
  unauthenticated: 'UNAUTHENTICATED',
  badUserInput: 'BAD_USER_INPUT',
  noDataFound: 'NO_DATA_FOUND',
  noUserFound: 'NO_USER_FOUND',
} as const;

const notReported: ReadonlySet<string> = new Set([
  apiErrorCodes.forbidden,
  apiErrorCodes.unauthenticated,
  apiErrorCodes.badUserInput,
  apiErrorCodes.noDataFound,
]);

/** The parts of urql's CombinedError the policy reads. */
export interface GraphqlFailure {
  graphQLErrors: ReadonlyArray<{
    message: string;
    path?: ReadonlyArray<string | number> | null;
    extensions?: Record<string, unknown> | null;
  }>;
  networkError?: Error | null;
}

export interface ErrorPolicyDeps {
  reporter: Reporter;
  navigate: (path: string) => void;
  /** Where NO_DATA_FOUND goes: the data-not-found route. */
  dataNotFoundPath: string;
}

export const errorCodeOf = (error: { extensions?: Record<string, unknown> | null }) => {
  const code = error.extensions?.code;
  return typeof code === 'string' ? code : undefined;
};

/** True when the failure carries the given API error code. */
export const hasErrorCode = (failure: GraphqlFailure | undefined | null, code: string) =>
  failure?.graphQLErrors.some((error) => errorCodeOf(error) === code) ?? false;

export const graphqlErrorMessage = (error: GraphqlFailure['graphQLErrors'][number]) =>
  `GraphQL error: Message: ${error.message}; Code: ${errorCodeOf(error) ?? 'none'}; Path: ${
    error.path?.join('.') ?? 'none'
  }`;

export function applyErrorPolicy(failure: GraphqlFailure, deps: ErrorPolicyDeps): void {
  let notFound = false;
  for (const error of failure.graphQLErrors) {
    const code = errorCodeOf(error);
    if (code === apiErrorCodes.noDataFound) notFound = true;
    if (code !== undefined && notReported.has(code)) continue;
    deps.reporter.report(graphqlErrorMessage(error));
  }
  if (failure.networkError) {
    deps.reporter.report('Network error', { error: failure.networkError });
  }
  if (notFound) deps.navigate(deps.dataNotFoundPath);
}
