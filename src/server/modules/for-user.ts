import type { Database } from '../db/database';
import type { Context } from '../graphql/builder';
import { badUserInput, noDataFound, noUserFound, unauthenticated } from '../graphql/errors';
import { RecordInputError, RecordNotFoundError } from './record-errors';
import { getCurrentUser, NoUserFoundError } from './user/user.service';

function mapRecordErrors(error: unknown): never {
  if (error instanceof NoUserFoundError) throw noUserFound();
  if (error instanceof RecordNotFoundError) throw noDataFound();
  if (error instanceof RecordInputError) throw badUserInput(error.message, error.field);
  throw error;
}

/**
 * Every resolver of a user's records (events, resumes …): the caller must be signed in and have a
 * user record; `work` gets the user's id and its domain errors become the API's codes.
 */
export async function forUser<Result>(
  { db, caller }: Context,
  work: (db: Database, userId: string) => Promise<Result>,
): Promise<Result> {
  if (!caller) throw unauthenticated();
  try {
    const user = await getCurrentUser(db, caller);
    return await work(db, user.id);
  } catch (error) {
    return mapRecordErrors(error);
  }
}
