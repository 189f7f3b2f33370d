import type { ParseKeys } from 'i18next';
import { postingFetchRefusals, type PostingFetchRefusal } from '../../../../domain/posting-refusal';
import { DocumentError } from '../../../lib/documents-client';

const isReason = (value: unknown): value is PostingFetchRefusal =>
  typeof value === 'string' && (postingFetchRefusals as readonly string[]).includes(value);

/** What to tell the user: a catalogue key and, for an HTTP status, the status. */
export interface PostingFailure {
  key: ParseKeys;
  status?: number;
}

/**
 * The message for a failed read: the server's reason when it gave one, too many reads (429), an
 * address it cannot take (400), no answer at all, or any other failure.
 */
export function postingFailure(error: unknown): PostingFailure {
  if (!(error instanceof DocumentError)) return { key: 'tracker.add.failure.failed' };
  const { refusal } = error;
  if (refusal?.code === 'POSTING_UNREADABLE' && isReason(refusal.reason)) {
    if (refusal.reason === 'HTTP_STATUS' && refusal.status !== undefined) {
      return { key: 'tracker.add.failure.HTTP_STATUS', status: refusal.status };
    }
    if (refusal.reason === 'HTTP_STATUS') return { key: 'tracker.add.failure.HTTP_STATUS_UNKNOWN' };
    return { key: `tracker.add.failure.${refusal.reason}` };
  }
  if (error.status === 0) return { key: 'tracker.add.failure.network' };
  if (error.status === 429) return { key: 'tracker.add.failure.tooMany' };
  if (error.status === 400) return { key: 'tracker.add.failure.badAddress' };
  return { key: 'tracker.add.failure.failed' };
}
