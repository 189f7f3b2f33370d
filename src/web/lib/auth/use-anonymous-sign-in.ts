import { useCallback } from 'react';
import { useClient } from 'urql';
import { clientErrorCodes, IdentityError } from '../identity';
import { useServices } from '../services';
import { storeSessionToken } from '../session-token';
import { createUserRecord } from './create-user-record';
import { useAuthAction } from './use-auth-action';

/**
 * "Try without an account": an anonymous identity, its ID token, then an anonymous user record.
 * Someone already signed in simply continues.
 */
export function useAnonymousSignIn() {
  const { identity } = useServices();
  const client = useClient();
  const action = useCallback(async () => {
    if (identity.currentUser) return;
    await identity.signInAnonymously();
    const token = await identity.getIdToken();
    if (!token) throw new IdentityError(clientErrorCodes.unknown);
    storeSessionToken(token);
    await createUserRecord(client, identity, {
      firstName: '',
      lastName: '',
      email: '',
      isAnonymous: true,
    });
  }, [identity, client]);
  const { run, ...state } = useAuthAction('Anonymous sign-in', action);
  return { signInAnonymously: run, ...state };
}
