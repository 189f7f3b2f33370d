import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { useServices } from '../lib/services';
import { NotFoundPage } from './not-found-page';

/**
 * A path the web app does not render: a page of the public site, which the server renders
 * (decision 090). Reached by a link or a redirect inside the app, the browser loads it from the
 * server. Loaded as the app's own first page, the server sent the app to a path it does not have:
 * the app says "not found" rather than loading the same address again.
 */
export function PublicSitePage() {
  const { loadPage } = useServices();
  const { pathname, search, hash } = useLocation();
  const navigationType = useNavigationType();
  const leave = navigationType !== 'POP';
  useEffect(() => {
    if (leave) loadPage(`${pathname}${search}${hash}`);
  }, [leave, loadPage, pathname, search, hash]);
  return leave ? null : <NotFoundPage />;
}
