import { useCallback } from 'react';
import { useServices } from '../services';
import { useAuthAction } from './use-auth-action';

/** Sets a new password with the token from the reset email's link. */
export function useResetPassword() {
  const { identity } = useServices();
  const action = useCallback(
    ({ token, newPassword }: { token: string; newPassword: string }) =>
      identity.resetPassword(token, newPassword),
    [identity],
  );
  const { run, ...state } = useAuthAction('Password reset', action);
  return { resetPassword: run, ...state };
}
