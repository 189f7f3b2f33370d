import type { Database } from '../db/database';
import type { Context } from '../graphql/builder';
import {
  badUserInput,
  forbidden,
  noDataFound,
  noUserFound,
  unauthenticated,
} from '../graphql/errors';
import { asOwner, NotSignedInError } from './owner-guard';
import { PlanLimitError } from './plan/plan-limits';
import { RecordInputError, RecordNotFoundError } from './record-errors';
import { NoUserFoundError } from './user/user.service';

function mapRecordErrors(error: unknown): never {
  if (error instanceof NotSignedInError) throw unauthenticated();
  if (error instanceof NoUserFoundError) throw noUserFound();
  if (error instanceof RecordNotFoundError) throw noDataFound();
  if (error instanceof RecordInputError) throw badUserInput(error.message, error.field);
  if (error instanceof PlanLimitError) throw forbidden(error.message, error.details);
  throw error;
}

/**
 * Every resolver of a user's records (events, resumes …), through the owner guard
 * (src/server/modules/owner-guard.ts): `work` gets the user's id and the guard's and the records'
 * errors become the API's codes.
 */
export function forUser<Result>(
  { db, caller }: Context,
  work: (db: Database, userId: string) => Promise<Result>,
): Promise<Result> {
  return asOwner(db, caller, work).catch(mapRecordErrors);
}
