import { useAuth } from './auth-provider';

/**
 * Signs out on the user's request; the auth state then clears the stored token and the analytics
 * identity, and the caller takes the user to the sign-in page.
 */
export function useSignOut() {
  return useAuth().signOut;
}
