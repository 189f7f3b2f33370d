import { useState } from 'react';
import { useAuth } from '../../lib/auth/auth-provider';
import type { IdentityUser } from '../../lib/identity';

/**
 * Whether someone who arrives on a sign-in page is already signed in with an account (not
 * anonymous: an anonymous user may sign up or in to keep their work). Decided once, when auth has
 * loaded, so signing in on the page itself does not trigger it half-way through a flow.
 */
export function useSignedInOnArrival(): boolean {
  const { authUser, loading } = useAuth();
  const [onArrival, setOnArrival] = useState<IdentityUser | null | 'pending'>('pending');
  if (!loading && onArrival === 'pending') setOnArrival(authUser ?? null);
  return onArrival !== 'pending' && onArrival !== null && !onArrival.isAnonymous;
}
