import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { IdentityUser } from '../identity';
import { useServices } from '../services';
import { clearSessionToken, storeSessionToken } from '../session-token';
import { useReloadRestoredPage } from './use-reload-restored-page';

/** The auth context of docs/product/data.md: the signed-in user (if any) and whether that is known yet. */
export interface AuthState {
  authUser: IdentityUser | undefined;
  loading: boolean;
  /** The user signed out themselves (the guard then leaves the navigation to the sign-out). */
  signedOutByUser: boolean;
}

interface AuthContextValue extends AuthState {
  /** Signs out on the user's request. */
  signOut: () => Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

const sameUser = (a: IdentityUser | undefined, b: IdentityUser) =>
  a !== undefined && a.id === b.id && a.isAnonymous === b.isAnonymous;

/**
 * Auth state exactly as docs/product/routes.md#states-and-redirects: loading starts true; when the identity service reports a change,
 * a signed-in user's ID token is fetched and stored and authUser is set; a signed-out user clears
 * authUser and the stored token; then loading becomes false. Logging out also clears the
 * analytics identity.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const { identity, analytics } = useServices();
  const [state, setState] = useState<AuthState>({
    authUser: undefined,
    loading: true,
    signedOutByUser: false,
  });

  useEffect(() => {
    let latest = 0;
    let signedIn = false;
    const unsubscribe = identity.onIdTokenChanged((user) => {
      const change = ++latest;
      void (async () => {
        if (user) {
          const token = await identity.getIdToken().catch(() => null);
          if (change !== latest) return;
          if (token) storeSessionToken(token);
          signedIn = true;
          setState((previous) => ({
            authUser: sameUser(previous.authUser, user) ? previous.authUser : user,
            loading: false,
            signedOutByUser: false,
          }));
        } else {
          clearSessionToken();
          if (signedIn) analytics.reset();
          signedIn = false;
          setState((previous) => ({ ...previous, authUser: undefined, loading: false }));
        }
      })();
    });
    void identity.start();
    return () => {
      latest += 1;
      unsubscribe();
    };
  }, [identity, analytics]);

  useReloadRestoredPage(identity);

  const signOut = useCallback(async () => {
    setState((previous) => ({ ...previous, signedOutByUser: true }));
    await identity.signOut();
  }, [identity]);

  const value = useMemo(() => ({ ...state, signOut }), [state, signOut]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside AuthProvider');
  return state;
}
