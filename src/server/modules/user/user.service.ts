import { eq } from 'drizzle-orm';
import type { Caller } from '../../auth/id-token';
import type { Database } from '../../db/database';
import { authUser, users, type UserRow } from '../../db/schema';
import type { CreateUserInput } from '../../../domain/user';

export class NoUserFoundError extends Error {
  constructor() {
    super('NoUserFoundError');
    this.name = 'NoUserFoundError';
  }
}

export class EmailMismatchError extends Error {
  constructor() {
    super('The email must be the one the account signed in with');
    this.name = 'EmailMismatchError';
  }
}

/** The app's user record for a signed-in identity. */
export async function getCurrentUser(db: Database, caller: Caller): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.authUserId, caller.identityId));
  if (!user) throw new NoUserFoundError();
  return user;
}

/**
 * Creates the user record for the calling identity (decisions §3: sign-up obtains a token first,
 * then creates the record). Calling it again updates the same record, so a retried sign-up or an
 * anonymous user who signed up keeps one record and all of its data.
 */
export async function createUser(
  db: Database,
  caller: Caller,
  input: CreateUserInput,
): Promise<UserRow> {
  const [identity] = await db
    .select({ email: authUser.email })
    .from(authUser)
    .where(eq(authUser.id, caller.identityId));
  if (!identity) throw new NoUserFoundError();
  const isAnonymous = caller.isAnonymous;
  if (!isAnonymous && input.email.toLowerCase() !== identity.email.toLowerCase()) {
    throw new EmailMismatchError();
  }
  const values = {
    firstName: input.firstName,
    lastName: input.lastName,
    email: isAnonymous ? input.email || null : identity.email,
    isAnonymous,
  };
  const [user] = await db
    .insert(users)
    .values({ authUserId: caller.identityId, ...values })
    .onConflictDoUpdate({ target: users.authUserId, set: values })
    .returning();
  if (!user) throw new Error('user insert returned no row');
  return user;
}
