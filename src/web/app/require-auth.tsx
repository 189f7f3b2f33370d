import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '../lib/auth/auth-provider';
import { useServices } from '../lib/services';
import { signInRedirect } from './redirects';

/**
 * The /app guard (spec §4): nothing renders while auth loads; a signed-out visitor goes to sign-in
 * (the partner's single sign-on on the partner deployment) with the current path to come back to.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { authUser, loading, signedOutByUser } = useAuth();
  const { config } = useServices();
  const location = useLocation();
  if (loading) return null;
  // A user who signed out is already on the way to the sign-in page.
  if (!authUser && signedOutByUser) return null;
  if (!authUser) return <Navigate to={signInRedirect(config.env, location)} replace />;
  return children;
}
