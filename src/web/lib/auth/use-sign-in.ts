import { useCallback } from 'react';
import { useClient } from 'urql';
import { apiErrorCodes, hasErrorCode } from '../graphql-error-policy';
import { useServices } from '../services';
import { MeQuery } from '../user-operations';
import { createUserRecord } from './create-user-record';
import { useAuthAction } from './use-auth-action';

/** Splits the identity's full name back into first and last name (first word, the rest). */
export function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/** Email and password sign-in, with loading and error state. */
export function useSignIn() {
  const { identity } = useServices();
  const client = useClient();
  const action = useCallback(
    async ({ email, password }: { email: string; password: string }) => {
      const { account } = await identity.signIn(email, password);
      // An identity whose user record was never made (its sign-up was cut short) gets one now,
      // instead of being logged out by the profile query on every sign-in.
      const me = await client.query(MeQuery, {}, { requestPolicy: 'network-only' }).toPromise();
      if (hasErrorCode(me.error, apiErrorCodes.noUserFound)) {
        await createUserRecord(client, identity, {
          ...splitName(account.name),
          email: account.email,
          isAnonymous: false,
        });
      }
    },
    [identity, client],
  );
  const { run, ...state } = useAuthAction('Sign-in', action);
  return { signIn: run, ...state };
}
