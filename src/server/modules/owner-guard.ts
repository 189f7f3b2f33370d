import type { Caller } from '../auth/id-token';
import type { Database } from '../db/database';
import { getCurrentUser } from './user/user.service';

/** A request without a valid ID token asked for a user's records. */
export class NotSignedInError extends Error {
  constructor() {
    super('Not signed in');
    this.name = 'NotSignedInError';
  }
}

/**
 * The one owner guard of a user's records, for GraphQL (`forUser`) and the REST document routes:
 * the caller must be signed in (`NotSignedInError`) and have a user record (`NoUserFoundError`);
 * `work` gets that user's id, and every query it makes filters by it (a foreign id is a missing
 * one: `RecordNotFoundError`). Each transport turns these errors into its own answers.
 */
export async function asOwner<Result>(
  db: Database,
  caller: Caller | null,
  work: (db: Database, userId: string) => Promise<Result>,
): Promise<Result> {
  if (!caller) throw new NotSignedInError();
  const user = await getCurrentUser(db, caller);
  return work(db, user.id);
}
