import { useCallback } from 'react';
import { useClient } from 'urql';
import { clientErrorCodes, IdentityError } from '../identity';
import { useServices } from '../services';
import { storeSessionToken } from '../session-token';
import { createUserRecord } from './create-user-record';
import { useAuthAction } from './use-auth-action';

export interface SignUpValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/**
 * Sign-up (docs/product/routes.md#states-and-redirects): create the identity, obtain a fresh ID token, store it, then create the
 * user record. An email that already has an account (with another password) ends in the generic
 * "could not create an account" error, which does not say whether the email is known.
 */
export function useSignUp() {
  const { identity } = useServices();
  const client = useClient();
  const action = useCallback(
    async ({ firstName, lastName, email, password }: SignUpValues) => {
      const name = `${firstName.trim()} ${lastName.trim()}`.trim();
      await identity.signUp(email, password, name);
      const token = await identity.getIdToken();
      if (!token) throw new IdentityError(clientErrorCodes.unknown);
      storeSessionToken(token);
      await createUserRecord(client, identity, { firstName, lastName, email, isAnonymous: false });
    },
    [identity, client],
  );
  const { run, ...state } = useAuthAction('Sign-up', action);
  return { signUp: run, ...state };
}
