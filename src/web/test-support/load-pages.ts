import type { RouteObject } from 'react-router';
import { appRoutes } from '../app/router';

/** The routes at these paths, however deep. */
function routesAt(routes: RouteObject[], wanted: string[]): RouteObject[] {
  return routes.flatMap((route) => [
    ...(route.path !== undefined && wanted.includes(route.path) ? [route] : []),
    ...routesAt(route.children ?? [], wanted),
  ]);
}

/**
 * Loads the pages of the app's routes at these paths (routes load their pages on demand), so no
 * test waits on a first import; the routes found, for the test to check.
 */
export async function loadPages(wanted: string[]): Promise<RouteObject[]> {
  const pages = routesAt(appRoutes, wanted);
  await Promise.all(pages.map((route) => (typeof route.lazy === 'function' ? route.lazy() : null)));
  return pages;
}
