import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '../lib/auth/auth-provider';
import { useServices } from '../lib/services';
import { signedOutPage, signInRedirect } from '../../domain/deployment-redirects';

/**
 * The /app guard (docs/product/routes.md#states-and-redirects): nothing renders while auth loads; a signed-out visitor goes to sign-in
 * (the partner's single sign-on on the partner deployment) with the current path to come back to.
 * After the user's own sign-out, Back to an app page lands on the sign-in page (never a blank page).
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { authUser, loading, signedOutByUser } = useAuth();
  const { config } = useServices();
  const location = useLocation();
  if (loading) return null;
  // A user who signed out goes to the sign-in page without a page to come back to.
  if (!authUser && signedOutByUser) return <Navigate to={signedOutPage(config.env)} replace />;
  if (!authUser) return <Navigate to={signInRedirect(config.env, location)} replace />;
  return children;
}
