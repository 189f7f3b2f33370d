/**
 * Why a job posting page could not be read (decision 088): the `reason` of a POSTING_UNREADABLE
 * answer, which the server sends and the web words.
 */
export const postingFetchRefusals = [
  'BLOCKED_ADDRESS',
  'TOO_MANY_REDIRECTS',
  'TIMEOUT',
  'TOO_LARGE',
  'NOT_HTML',
  'HTTP_STATUS',
  'UNREACHABLE',
  'NO_POSTING_FOUND',
] as const;
export type PostingFetchRefusal = (typeof postingFetchRefusals)[number];
