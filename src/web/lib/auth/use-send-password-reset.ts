import { useCallback } from 'react';
import { paths } from '../../../domain/paths';
import { useServices } from '../services';
import { useAuthAction } from './use-auth-action';

/** Asks for a reset email; its link continues to the login route (docs/product/api.md). */
export function useSendPasswordReset() {
  const { identity } = useServices();
  const action = useCallback(
    ({ email }: { email: string }) =>
      identity.sendPasswordResetEmail(email, `${window.location.origin}${paths.login()}`),
    [identity],
  );
  const { run, ...state } = useAuthAction('Password reset request', action);
  return { sendResetEmail: run, ...state };
}
