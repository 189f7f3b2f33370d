import LinearProgress from '@mui/material/LinearProgress';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigation } from 'react-router';
import { RouteDocumentTitle } from '../components/route-document-title';
import { useServices } from '../lib/services';
import { deploymentRedirect } from '../../domain/deployment-redirects';

/** Sends a pageview to analytics on every route change (path only). */
function PageviewTracker() {
  const { analytics } = useServices();
  const { pathname } = useLocation();
  useEffect(() => analytics.pageview(pathname), [analytics, pathname]);
  return null;
}

/** A thin bar at the top while the next page's code loads. */
function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <LinearProgress
      aria-label={t('common.loading')}
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        zIndex: (theme) => theme.zIndex.appBar + 1,
      }}
    />
  );
}

/**
 * Wraps every route: deployment-mode redirects (docs/product/routes.md#states-and-redirects), pageviews, the tab's title, loading
 * feedback.
 */
export function RootLayout() {
  const { config } = useServices();
  const location = useLocation();
  const redirect = deploymentRedirect(config.env, location);
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <>
      <PageviewTracker />
      <RouteDocumentTitle />
      <NavigationProgress />
      <Outlet />
    </>
  );
}
