import type { Client } from 'urql';
import type { CreateUserInput } from '../../../domain/user';
import type { IdentityClient } from '../identity';
import { CreateUserMutation } from '../user-operations';
import { CreateUserError } from './auth-failure';

/**
 * Creates the app's user record for the identity just signed in. When that fails the identity is
 * signed out again, so a retry starts from a clean state instead of a session with no record.
 */
export async function createUserRecord(
  client: Client,
  identity: Pick<IdentityClient, 'signOut'>,
  input: CreateUserInput,
) {
  const result = await client.mutation(CreateUserMutation, { input }).toPromise();
  if (result.error || !result.data) {
    await identity.signOut();
    throw new CreateUserError(result.error);
  }
  return result.data.user.createUser;
}
