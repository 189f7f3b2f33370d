import { eq } from 'drizzle-orm';
import type { Caller } from '../../auth/id-token';
import type { Database } from '../../db/database';
import { authUser } from '../../db/schema';
import type { Context } from '../../graphql/builder';
import { apiError, errorCodes, unauthenticated } from '../../graphql/errors';

/**
 * Who is an admin (decision 093): an account whose address is in ADMIN_EMAILS (any case), that
 * the identity service marks verified, and that is not anonymous.
 */
export async function isAdmin(
  db: Database,
  caller: Caller | null,
  emails: ReadonlySet<string>,
): Promise<boolean> {
  if (!caller || caller.isAnonymous || emails.size === 0) return false;
  const [account] = await db
    .select({
      email: authUser.email,
      verified: authUser.emailVerified,
      anonymous: authUser.isAnonymous,
    })
    .from(authUser)
    .where(eq(authUser.id, caller.identityId));
  return (
    account !== undefined &&
    account.verified &&
    !account.anonymous &&
    emails.has(account.email.toLowerCase())
  );
}

/**
 * Every resolver of the admin pages: UNAUTHENTICATED without a valid token, FORBIDDEN for anyone
 * who is not an admin, else `work`.
 */
export async function forAdmin<Result>(
  { db, caller, admin }: Context,
  work: (db: Database) => Promise<Result>,
): Promise<Result> {
  if (!caller) throw unauthenticated();
  if (!(await isAdmin(db, caller, admin.emails))) {
    throw apiError('Only an admin may do this', errorCodes.forbidden);
  }
  return work(db);
}
