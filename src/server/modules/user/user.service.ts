import { and, eq, sql } from 'drizzle-orm';
import type { Caller } from '../../auth/id-token';
import type { Database } from '../../db/database';
import { authAccount, authUser, users, type UserRow } from '../../db/schema';
import type { CreateUserInput } from '../../../domain/user';
import type { UpdateProfileInput } from '../../../domain/profile';

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

/**
 * Recently read user records by identity, per database. `me` runs on every page load and token
 * refresh; this keeps it off the database. Every write in this module refreshes or drops the entry,
 * so this process always sees its own writes; another server process sharing the database sees
 * them within `userCacheTtlMs`.
 */
const userCacheTtlMs = 5_000;
const userCacheLimit = 10_000;
const userCaches = new WeakMap<Database, Map<string, { user: UserRow; expiresAt: number }>>();

function userCache(db: Database) {
  let cache = userCaches.get(db);
  if (!cache) {
    cache = new Map();
    userCaches.set(db, cache);
  }
  return cache;
}

function remember(db: Database, user: UserRow) {
  const cache = userCache(db);
  cache.delete(user.authUserId);
  if (cache.size >= userCacheLimit) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  cache.set(user.authUserId, { user, expiresAt: Date.now() + userCacheTtlMs });
}

/** The app's user record for a signed-in identity. */
export async function getCurrentUser(db: Database, caller: Caller): Promise<UserRow> {
  const cached = userCache(db).get(caller.identityId);
  if (cached && cached.expiresAt > Date.now()) return cached.user;
  const [user] = await db.select().from(users).where(eq(users.authUserId, caller.identityId));
  if (!user) {
    userCache(db).delete(caller.identityId);
    throw new NoUserFoundError();
  }
  remember(db, user);
  return user;
}

/**
 * Gives an anonymous identity's user record, and so everything made so far, to the permanent
 * identity it signed up or in as — unless that identity already has a record of its own. The
 * record takes `email` (the account's address), or keeps its own when `email` is null.
 */
export async function moveUserToIdentity(
  db: Database,
  { from, to, email }: { from: string; to: string; email: string | null },
): Promise<void> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.authUserId, to));
  if (existing) return;
  const [moved] = await db
    .update(users)
    .set({ authUserId: to, isAnonymous: false, ...(email === null ? {} : { email }) })
    .where(eq(users.authUserId, from))
    .returning();
  userCache(db).delete(from);
  if (moved) remember(db, moved);
}

/**
 * Creates the user record for the calling identity (docs/product/identity.md: sign-up obtains a token first,
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
  remember(db, user);
  return user;
}

export interface PartnerUserInput {
  /** The partner identity (auth_user.id) that signed in. */
  identityId: string;
  firstName: string;
  lastName: string;
  /** The customer's real email as the partner gives it (the identity's own is a placeholder). */
  email: string | null;
  /** The partner's subject for the customer. */
  mjUserId: string;
  /** The partner domain (`host` or `host:port`). */
  mjDomain: string;
}

/**
 * Creates or completes the user record of a partner identity at each partner sign-in (docs/product/data.md
 * "Partner sign-in input"), never anonymous. Names and email as the partner gives them fill only
 * fields that are empty: what the user typed stays (decision 071), and a record left nameless by
 * an earlier sign-in is completed by the next. A record an anonymous user brought along
 * (decision 012) is the one updated.
 */
export async function savePartnerUser(db: Database, input: PartnerUserInput): Promise<UserRow> {
  const [user] = await db
    .insert(users)
    .values({
      authUserId: input.identityId,
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      isAnonymous: false,
      mjUserId: input.mjUserId,
      mjDomain: input.mjDomain,
    })
    .onConflictDoUpdate({
      target: users.authUserId,
      set: {
        firstName: sql`case when ${users.firstName} = '' then excluded.first_name else ${users.firstName} end`,
        lastName: sql`case when ${users.lastName} = '' then excluded.last_name else ${users.lastName} end`,
        email: sql`coalesce(nullif(${users.email}, ''), excluded.email)`,
        isAnonymous: false,
        mjUserId: input.mjUserId,
        mjDomain: input.mjDomain,
      },
    })
    .returning();
  if (!user) throw new Error('user insert returned no row');
  remember(db, user);
  return user;
}

/** The identity is gone (its account deleted): its record is no longer remembered. */
export function forgetIdentity(db: Database, identityId: string): void {
  userCache(db).delete(identityId);
}

/** The user record's address follows its identity's after a confirmed change (decision 103). */
export async function syncIdentityEmail(db: Database, identityId: string, email: string) {
  const [user] = await db
    .update(users)
    .set({ email })
    .where(and(eq(users.authUserId, identityId), sql`${users.email} is distinct from ${email}`))
    .returning();
  if (user) remember(db, user);
}

/** Changes the user's own record (names, language, headshot address), seen at once by `me`. */
export async function updateUserRecord(
  db: Database,
  userId: string,
  values: Partial<Pick<UserRow, 'firstName' | 'lastName' | 'language' | 'headshotUrl'>>,
): Promise<UserRow> {
  const [user] = await db.update(users).set(values).where(eq(users.id, userId)).returning();
  if (!user) throw new NoUserFoundError();
  remember(db, user);
  return user;
}

/** The names and the preferred language from the profile page (decision 103). */
export function updateProfile(db: Database, userId: string, input: UpdateProfileInput) {
  return updateUserRecord(db, userId, input);
}

/** Whether the user's identity signs in with a password (not only anonymously or by a partner). */
export async function hasPassword(db: Database, user: UserRow): Promise<boolean> {
  const [credential] = await db
    .select({ id: authAccount.id })
    .from(authAccount)
    .where(
      and(
        eq(authAccount.userId, user.authUserId),
        eq(authAccount.providerId, 'credential'),
        sql`${authAccount.password} is not null`,
      ),
    );
  return Boolean(credential);
}
