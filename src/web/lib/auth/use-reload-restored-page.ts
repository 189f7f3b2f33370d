import { useEffect } from 'react';
import type { IdentityClient } from '../identity';
import { readIdTokenClaims, readSessionToken } from '../session-token';

/**
 * A page the browser brings back from its back/forward cache shows what it showed when it was left.
 * When the session changed since (the user signed out, or another account signed in, in a later
 * page), that page is loaded again, so the guard decides what it shows and no one else's data is
 * on screen (docs/decisions/070-…). App pages are sent `no-store`, which keeps most of them out of
 * that cache in the first place.
 */
export function useReloadRestoredPage(identity: IdentityClient) {
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      const stored = readSessionToken();
      const storedUserId = (stored ? readIdTokenClaims(stored)?.sub : undefined) ?? null;
      if (storedUserId !== (identity.currentUser?.id ?? null)) window.location.reload();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [identity]);
}
