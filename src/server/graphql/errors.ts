import { GraphQLError } from 'graphql';

/** The error codes of the API (docs/product/api.md), carried in `extensions.code`. */
export const errorCodes = {
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  badUserInput: 'BAD_USER_INPUT',
  noDataFound: 'NO_DATA_FOUND',
  noUserFound: 'NO_USER_FOUND',
  internal: 'INTERNAL_SERVER_ERROR',
} as const;

export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];

export const apiError = (
  message: string,
  code: ErrorCode,
  extensions: Record<string, unknown> = {},
) => new GraphQLError(message, { extensions: { ...extensions, code } });

export const unauthenticated = () => apiError('Not signed in', errorCodes.unauthenticated);
export const noUserFound = () => apiError('NoUserFoundError', errorCodes.noUserFound);
export const noDataFound = () => apiError('No data found', errorCodes.noDataFound);
/** The caller's mistake: `field` names the input at fault, `details` (reason, limits) say how. */
export const badUserInput = (
  message: string,
  field?: string,
  details: Record<string, unknown> = {},
) => apiError(message, errorCodes.badUserInput, { ...(field ? { field } : {}), ...details });
/** Allowed to no one in the caller's position: `details` (reason, limit, maximum) say why. */
export const forbidden = (message: string, details: Record<string, unknown> = {}) =>
  apiError(message, errorCodes.forbidden, details);
