import { useCallback, useState } from 'react';
import { useServices } from '../services';
import {
  CreateUserError,
  isExpectedFailure,
  toAuthFailure,
  type AuthFailure,
} from './auth-failure';

export interface AuthActionState {
  loading: boolean;
  error: AuthFailure | null;
}

/**
 * Runs one auth flow with loading and error state (docs/product/routes.md#states-and-redirects). A failure is reported and exposed as
 * the hook's error (docs/product/errors.md); the run resolves to whether it succeeded.
 */
export function useAuthAction<Args extends unknown[]>(
  flow: string,
  action: (...args: Args) => Promise<void>,
) {
  const { reporter } = useServices();
  const [state, setState] = useState<AuthActionState>({ loading: false, error: null });

  const run = useCallback(
    async (...args: Args): Promise<boolean> => {
      setState({ loading: true, error: null });
      try {
        await action(...args);
        setState({ loading: false, error: null });
        return true;
      } catch (error) {
        const failure = toAuthFailure(error);
        // A failed user-record call was already reported by the GraphQL error policy.
        if (!(error instanceof CreateUserError)) {
          reporter.report(`${flow} failed: ${failure.code}`, {
            error,
            level: isExpectedFailure(failure) ? 'warning' : 'error',
          });
        }
        setState({ loading: false, error: failure });
        return false;
      }
    },
    [flow, reporter, action],
  );

  const reset = useCallback(() => setState({ loading: false, error: null }), []);
  return { run, reset, ...state };
}
